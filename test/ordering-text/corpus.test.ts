import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { extraNamesFrom } from '../../src/ordering-text/translations.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { committedDishes, expectedDishes, lineDifference, readCorpus } from './corpus.ts';

/**
 * The typed-order corpus (test/fixtures/typed-orders-corpus.txt) over the demo menu: Bulgarian
 * phrases against the menu as it is, English ones with an English MENU_TRANSLATIONS file
 * (test/fixtures/demo-menu-en.json) as the bot would have it. At least 95 % read exactly as
 * expected, and never a dish the customer did not name.
 */
const menu = demoMenu();
const english = extraNamesFrom([
  JSON.parse(readFileSync(new URL('../fixtures/demo-menu-en.json', import.meta.url), 'utf8')),
]);
const corpus = readCorpus();

function run() {
  return corpus.map((phrase) => {
    const parsed = parseOrder(phrase.text, menu, {
      locale: phrase.lang,
      ...(phrase.lang === 'en' ? { extraNames: english } : {}),
    });
    const differences = phrase.lines
      .map((want, i) => lineDifference(menu, parsed.lines[i], want))
      .filter((d): d is string => d !== null);
    if (parsed.lines.length > phrase.lines.length)
      differences.push(`${parsed.lines.length - phrase.lines.length} extra line(s)`);
    const allowed = expectedDishes(phrase);
    const wrong = parsed.lines.flatMap(committedDishes).filter((id) => !allowed.has(id));
    return { phrase, differences, wrong };
  });
}

describe('the typed-order corpus', () => {
  const results = run();

  it('has at least 150 phrases in Bulgarian and English', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((p) => p.lang === 'bg').length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((p) => p.lang === 'en').length).toBeGreaterThanOrEqual(60);
  });

  it('reads at least 95 % of the phrases exactly as expected', () => {
    const misses = results.filter((r) => r.differences.length > 0);
    const report = misses.map(
      (r) => `${r.phrase.lang} | ${r.phrase.text}: ${r.differences.join('; ')}`,
    );
    const exact = (results.length - misses.length) / results.length;
    expect(exact, report.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('never commits to a dish the phrase did not name', () => {
    const wrong = results
      .filter((r) => r.wrong.length > 0)
      .map((r) => `${r.phrase.text}: ${r.wrong}`);
    expect(wrong).toEqual([]);
  });
});
