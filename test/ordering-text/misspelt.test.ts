import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { soundKey } from '../../src/ordering-text/near-terms.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35: a dish name misspelt a few letters off is read when one dish is that close. */
const menu = demoMenu();

function read(text: string, locale: string, on = menu) {
  const parsed = parseOrder(text, on, { locale });
  return {
    unknown: parsed.unknown,
    lines: parsed.lines.map((line) => ({
      productId: line.draft?.kind === 'product' ? line.draft.productId : null,
      quantity: line.draft?.quantity ?? null,
      candidates: [...line.candidates].sort((a, b) => a - b),
    })),
  };
}

describe('misspelt dish names', () => {
  it('hears c, k and ch as one letter and z as s: "capricosa" sounds like "kaprichoza"', () => {
    expect(soundKey('kaprik')).toBe(soundKey('kaprichoz'));
  });

  it.each([
    ['2 capricosa', 'en', 102],
    ['2 pica capricosa', 'bg', 102],
    ['2 margarta', 'en', 101],
    ['2 margerita', 'en', 101],
    ['2 pica karbonara', 'bg', 106],
  ])('"%s" (%s) is the one dish that close', (text, locale, productId) => {
    expect(read(text, locale)).toEqual({
      unknown: [],
      lines: [{ productId, quantity: 2, candidates: [] }],
    });
  });

  it('a misspelling as close to two dishes is asked, never taken', () => {
    expect(read('2 karbonara', 'bg').lines).toEqual([
      { productId: null, quantity: null, candidates: [106, 202] },
    ]);
    const sandbox = createDemoMenu();
    const pepperoni = sandbox.products.find((p) => p.id === 103);
    if (pepperoni) pepperoni.name = 'Пица Капричеза';
    expect(read('2 capricosa', 'en', demoMenu({ sandbox })).lines).toEqual([
      { productId: null, quantity: null, candidates: [102, 103] },
    ]);
  });

  it('a word close to no name stays a word not understood', () => {
    expect(read('2 xylophone', 'en').unknown).toContain('xylophone');
  });
});
