import { describe, expect, it } from 'vitest';
import { exceedsOrderBound, ORDER_BOUND } from '../../src/ordering-text/bound.ts';

/** Issue 35 point 2: one typed message holds at most a few lines' worth of order. */
describe('the bound of one typed order', () => {
  it('keeps a long real order of twelve lines', () => {
    const order = Array.from({ length: 12 }, () => '2 големи маргарити без босилек').join('\n');
    expect(exceedsOrderBound(order)).toBe(false);
  });

  it('refuses more characters, words or lines than one order holds', () => {
    expect(exceedsOrderBound('а'.repeat(ORDER_BOUND.characters + 1))).toBe(true);
    expect(
      exceedsOrderBound(Array.from({ length: ORDER_BOUND.words + 1 }, () => 'x').join(' ')),
    ).toBe(true);
    expect(
      exceedsOrderBound(Array.from({ length: ORDER_BOUND.lines + 1 }, () => 'кола').join('\n')),
    ).toBe(true);
  });
});
