import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Issue 35, tuned on the café: sizes said by the menu's own size labels — a label word ("кана",
 * "двойно", "L", "doppio") or an amount in a label ("400", "500 мл", "500ml") — never a quantity.
 * Phrases written for these tests, none from the held-out files.
 */
const menu = demoMenu({ sandbox: createCafeMenu() });

function line(text: string, locale = 'bg') {
  const parsed = parseOrder(text, menu, { locale });
  return parsed.lines.map((l) => {
    const draft = l.draft?.kind === 'product' ? l.draft : null;
    return {
      product: draft ? menu.product(draft.productId)?.name : null,
      qty: draft?.quantity,
      size: draft ? menu.variant(draft.productId, draft.size)?.label : null,
    };
  });
}

describe('sizes said by the menu’s size labels', () => {
  it.each([
    ['фреш грейпфрут 400', 'bg', 'Фреш грейпфрут', 1, '400 мл'],
    ['2 смути манго 500 мл', 'bg', 'Смути Манго и маракуя', 2, '500 мл'],
    ['mango smoothie 500ml', 'en', 'Смути Манго и маракуя', 1, '500 мл'],
    ['кана лимонада от бъз', 'bg', 'Лимонада от бъз', 1, 'Кана 1 л'],
    ['лимонада класическа 1 л', 'bg', 'Лимонада класическа', 1, 'Кана 1 л'],
    ['две двойни еспресо', 'bg', 'Еспресо', 2, 'Двойно 60 мл'],
    ['a double espresso', 'en', 'Еспресо', 1, 'Двойно 60 мл'],
    ['zwei Espresso doppio', 'de', 'Еспресо', 2, 'Двойно 60 мл'],
    ['мока L', 'bg', 'Мока', 1, 'L 450 мл'],
    ['2 матча лате M', 'bg', 'Матча лате', 2, 'M 350 мл'],
  ])('"%s" (%s): %s × %i in %s', (text, locale, product, qty, size) => {
    expect(line(text, locale)).toEqual([{ product, qty, size }]);
  });

  it('keeps a small bare number a quantity', () => {
    expect(line('3 фреш грейпфрут')).toEqual([
      { product: 'Фреш грейпфрут', qty: 3, size: '250 мл' },
    ]);
  });

  it('reads "чаша" as the glass, not as a misspelt dish', () => {
    expect(line('чаша лимонада класическа')).toEqual([
      { product: 'Лимонада класическа', qty: 1, size: 'Чаша 400 мл' },
    ]);
  });

  it('says a label amount the dish does not have, keeping its first size', () => {
    const parsed = parseOrder('фреш грейпфрут 500 мл', menu, { locale: 'bg' });
    expect(parsed.lines[0]?.notes.map((n) => n.code)).toContain('size_unknown');
  });
});
