import { describe, expect, it } from 'vitest';
import { createItalianMenu } from '../../src/sandbox/menu/italian-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { countsReport, menuProblems, nonOrderShare } from './heldout-checks.ts';
import { HELDOUT_ITALIAN } from './heldout-italian.ts';
import { measure } from './heldout-measure.ts';

/**
 * Issue 35's held-out measurement on the Italian trattoria menu (src/sandbox/menu/italian-menu.ts):
 * its 275 phrases (heldout-italian.ts) were written before running or reading the parser, and
 * the parser was never tuned on them. The figures are printed; the bounds are the figures of the
 * day they were first measured, so a change can only keep or improve them.
 */

const MENU = demoMenu({ sandbox: createItalianMenu() });

describe('measurement: the Italian menu (held out, then tuned on: issue 35 Korean and Italian tuning)', () => {
  it('names only dishes, sizes, removable ingredients and extras the menu has', () => {
    expect(menuProblems(MENU, HELDOUT_ITALIAN)).toEqual([]);
    expect(HELDOUT_ITALIAN.length).toBeGreaterThanOrEqual(230);
    expect(nonOrderShare(HELDOUT_ITALIAN)).toBeGreaterThanOrEqual(0.2);
  });

  it('measures the phrases and holds the first measured figures as bounds', () => {
    const measured = measure('Italian trattoria', MENU, HELDOUT_ITALIAN);
    console.log(countsReport('Italian trattoria', measured, HELDOUT_ITALIAN));
    const cartsFromNonOrders = measured.count('cart');
    // First measured on 2026-12-07, before any tuning on this menu: 170 exact of 217 orders,
    // 6 wrong (3 of them 'ask' phrases proposed with the size said), 1 cart from 58 non-orders,
    // no modifier dropped in silence, 1 extra nobody asked for (the parser at 5cad209). Measured
    // once more on the parser tuned on the Lebanese menu too (docs/typed-orders.md), still never
    // tuned on: 171 exact, 6 wrong (3 of them `ask` phrases proposed with the size said), 7
    // missed, 1 cart. Then tuned on (korean-italian-tuning.test.ts, the glossary's round 7): 189
    // exact, 5 wrong (3 of them `ask` phrases proposed with the size said), 2 missed, 1 inexact,
    // 0 carts. A regression fails, an improvement tightens by hand.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(189);
    expect(measured.count('missed')).toBeLessThanOrEqual(2);
    expect(measured.count('inexact')).toBeLessThanOrEqual(1);
    expect(measured.count('wrong')).toBeLessThanOrEqual(5);
    expect(cartsFromNonOrders).toBe(0);
    expect(measured.silent.length).toBeLessThanOrEqual(0);
    expect(measured.unasked.length).toBeLessThanOrEqual(1);
  });
});
