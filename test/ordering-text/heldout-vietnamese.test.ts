import { describe, expect, it } from 'vitest';
import { createVietnameseMenu } from '../../src/sandbox/menu/vietnamese-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { countsReport, menuProblems, nonOrderShare } from './heldout-checks.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_VIETNAMESE } from './heldout-vietnamese.ts';

/**
 * The held-out measurement of typed orders on the Vietnamese menu (issue 35): its phrases were
 * written before the parser was run on this menu or read, and the parser was never tuned on them.
 * The menu is the one the bot receives (served by the sandbox, synced by the real catalogue
 * sync). It prints the counts only — per outcome and per language — never the phrases, and holds
 * the first measurement's figures as bounds: exact may only rise; wrong dishes, carts from
 * non-orders and modifiers dropped in silence may only fall.
 */

const { synced } = useSyncedMenu(createVietnameseMenu, 'vietnamese');

describe('measurement: the Vietnamese menu (held out, then tuned on: issue 35 Vietnamese and tapas tuning)', () => {
  it('names only dishes, sizes, removable ingredients and extras the menu has', async () => {
    const { menu } = await synced();
    expect(menuProblems(menu, HELDOUT_VIETNAMESE)).toEqual([]);
    expect(HELDOUT_VIETNAMESE.length).toBeGreaterThanOrEqual(230);
    expect(nonOrderShare(HELDOUT_VIETNAMESE)).toBeGreaterThanOrEqual(0.2);
  });

  it('holds the first measurement: exact, wrong, carts from non-orders and silent drops', async () => {
    const { menu } = await synced();
    const measured = measure('vietnamese', menu, HELDOUT_VIETNAMESE);
    console.log(countsReport('vietnamese', measured, HELDOUT_VIETNAMESE));
    // The first measurement (parser as of the Lebanese tuning, commit 6b72e2a): 364 phrases,
    // exact 141, search 4, asked 57, inexact 9, wrong 10, missed 66, none 76, cart 1; 1 silent.
    // Measured once more on the parser tuned on the Korean and Italian menus too, still never
    // tuned on: exact 142, search 4, asked 57, inexact 9, wrong 10, missed 65, none 76, cart 1;
    // 1 silent. Then tuned on (vietnamese-tapas-tuning.test.ts, the glossary's round 8): exact
    // 227, search 4, asked 47, inexact 3, wrong 2, missed 4, none 77, cart 0; 0 silent, 1 unasked.
    // A regression fails, an improvement tightens by hand.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(227);
    expect(measured.count('missed')).toBeLessThanOrEqual(4);
    expect(measured.count('inexact')).toBeLessThanOrEqual(3);
    expect(measured.count('wrong')).toBeLessThanOrEqual(2);
    expect(measured.count('cart')).toBe(0);
    expect(measured.silent.length).toBe(0);
  });
});
