import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, writesLatin } from '../../src/locale/locale.ts';
import { MESSAGE_IDS } from '../../src/locale/message-ids.ts';
import { createTranslator, localesDir, type MessageArgs } from '../../src/locale/translate.ts';
import { localUnits, UNITS, unitText } from '../../src/locale/units.ts';
import { MenuTranslator } from '../../src/menu-i18n/translator.ts';

const t = createTranslator();
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = LOCALES.filter((locale) => writesLatin(locale));

/** Each message's variables (through selectors and variants), from one locale file. */
function variablesByMessage(locale: Locale): Map<string, Set<string>> {
  const resource = new FluentResource(readFileSync(join(localesDir(), `${locale}.ftl`), 'utf8'));
  const out = new Map<string, Set<string>>();
  const walk = (node: unknown, found: Set<string>): void => {
    if (Array.isArray(node)) for (const one of node) walk(one, found);
    else if (node && typeof node === 'object') {
      const n = node as { type?: string; name?: string; selector?: unknown; variants?: unknown[] };
      if (n.type === 'var' && n.name) found.add(n.name);
      if (n.selector) walk(n.selector, found);
      for (const variant of n.variants ?? []) walk((variant as { value: unknown }).value, found);
    }
  };
  for (const entry of resource.body) {
    const found = new Set<string>();
    walk(entry.value, found);
    out.set(entry.id, found);
  }
  return out;
}

describe('a Latin-script chat reads no Cyrillic but the restaurant’s', () => {
  // The restaurant's own texts (names, labels) reach a message as its arguments: given Latin
  // placeholders for them, whatever Cyrillic is left would be the bot's own.
  it.each(LATIN)('every message of the bot in %s, at 1, 2, 5 and with words', (locale) => {
    const variables = variablesByMessage(locale);
    const found: string[] = [];
    for (const id of MESSAGE_IDS) {
      const names = [...(variables.get(id) ?? [])];
      const argSets: MessageArgs[] = [1, 2, 5, 'Latin words'].map((value) =>
        Object.fromEntries(names.map((name) => [name, value])),
      );
      for (const args of argSets) {
        const text = t(locale, id, args);
        if (CYRILLIC.test(text)) found.push(`${id}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('every unit at 1, 2, 5, 22 and 0.5 in %s', (locale) => {
    for (const unit of UNITS) {
      for (const amount of [1, 2, 5, 22, 0.5]) {
        const text = unitText(t, locale, unit, amount);
        // The number, formatted for the language ("0,5" or "0.5"), then the unit.
        expect(text).toMatch(/^0[.,]5 \S|^\d+ \S/);
        if (writesLatin(locale))
          expect([unit, text]).not.toEqual([unit, expect.stringMatching(CYRILLIC)]);
        else expect([unit, text]).toEqual([unit, expect.stringMatching(CYRILLIC)]);
      }
    }
  });
});

describe('the restaurant’s amounts and units', () => {
  it('are worded in the language, the rest of the text left to the translator', () => {
    expect(localUnits('200 г', 'en')).toBe('200 g');
    expect(localUnits('Голяма порция 400 мл', 'de')).toBe('Голяма порция 400 ml');
    expect(localUnits('Средна 30см', 'pl')).toBe('Средна 30 cm');
    expect(localUnits('0,5 л', 'en')).toBe('0.5 l');
    expect(localUnits('6 бр.', 'ro')).toBe('6 buc.');
    expect(localUnits('2 порции', 'uk')).toBe('2 порції');
    expect(localUnits('3 порции', 'pl')).toBe('3 porcje');
    // A unit word inside a longer word is not a unit.
    expect(localUnits('2 гъби', 'en')).toBe('2 гъби');
  });

  it.each(LATIN)(
    'read without Cyrillic through the menu translator in %s, with no file',
    (locale) => {
      const translator = new MenuTranslator(locale, {}, null);
      for (const label of ['200 г', '330 мл', '30 см', '6 бр.', '0,5 л', '1 кг', '2 порции']) {
        expect([label, translator.text(label)]).not.toEqual([
          label,
          expect.stringMatching(CYRILLIC),
        ]);
      }
    },
  );
});
