import { describe, expect, it } from 'vitest';
import { createUkrainianMenu } from '../../src/sandbox/menu/ukrainian-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { countsReport, menuProblems, nonOrderShare } from './heldout-checks.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_UKRAINIAN } from './heldout-ukrainian.ts';

/**
 * A held-out split of issue 35: the Ukrainian menu (src/sandbox/menu/ukrainian-menu.ts), never
 * tuned on, measured with its held-out phrases (heldout-ukrainian.ts, written before running or
 * reading the parser) as the bot receives the menu: served by the sandbox, synced by the real
 * client. Only the counts are printed, not the phrases, so the figures can be read without seeing
 * which phrases fail. The bounds are the figures of the first measurement: exact may only rise;
 * wrong, carts from non-orders and modifiers dropped in silence may only fall.
 */

const { synced } = useSyncedMenu(createUkrainianMenu, 'ukrainian');

describe('measurement: the Ukrainian menu (held out, then tuned on: issue 35 Turkish and Ukrainian tuning)', () => {
  it('every expected line names a dish, a size, a removable ingredient and an extra of the menu', async () => {
    const { menu } = await synced();
    const _byName = new Map(menu.listedProducts().map((p) => [p.name, p]));
    expect(menuProblems(menu, HELDOUT_UKRAINIAN)).toEqual([]);
    expect(HELDOUT_UKRAINIAN.length).toBeGreaterThanOrEqual(230);
    expect(nonOrderShare(HELDOUT_UKRAINIAN)).toBeGreaterThanOrEqual(0.2);
  });

  it('measures the Ukrainian phrases and holds today’s figures as bounds', async () => {
    const { menu } = await synced();
    const measured = measure('Ukrainian menu', menu, HELDOUT_UKRAINIAN);
    console.log(countsReport('Ukrainian menu', measured, HELDOUT_UKRAINIAN));
    // The first measurement (2026-12-07, the parser at c2e14b3, never tuned on this menu), 284
    // phrases: 159 exact, 27 asked, 6 inexact, 7 wrong (none an `ask` phrase proposed with the
    // size said), 28 missed, 56 non-orders left alone, 1 cart from the 57 non-orders, 0
    // modifiers dropped in silence, 2 nobody asked for. A regression fails, an improvement
    // tightens by hand; the readings are never edited. Measured once more on the parser tuned on
    // the Vietnamese and tapas menus too (docs/typed-orders.md), still never tuned on: the same
    // figures (159 exact, 7 wrong, 28 missed, 1 cart).
    // Then tuned on (issue 35, Turkish and Ukrainian tuning: the word tables ukrainian-words.ts,
    // the glossary's round 9 and the rules in docs/typed-orders.md): 196 exact, 21 asked, 2
    // inexact, 3 wrong, 5 missed, 0 carts, 2 modifiers nobody asked for. These are the bounds now.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(196);
    expect(measured.count('wrong')).toBeLessThanOrEqual(3);
    expect(measured.count('missed')).toBeLessThanOrEqual(5);
    expect(measured.count('inexact')).toBeLessThanOrEqual(2);
    expect(measured.count('cart')).toBeLessThanOrEqual(0);
    expect(measured.silent.length).toBeLessThanOrEqual(0);
    expect(measured.unasked.length).toBeLessThanOrEqual(2);
  });
});
