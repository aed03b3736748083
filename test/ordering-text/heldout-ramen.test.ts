import { describe, expect, it } from 'vitest';
import { createRamenMenu } from '../../src/sandbox/menu/ramen-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { countsReport, menuProblems, nonOrderShare } from './heldout-checks.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_RAMEN } from './heldout-ramen.ts';

/**
 * The held-out measurement of typed orders on the ramen bar's menu (issue 35): a Japanese ramen
 * bar and izakaya in Sofia whose phrases (heldout-ramen.ts) were written before running or
 * reading the parser, and which the parser was never tuned on. The menu is the one the bot
 * receives (served by the sandbox, read by the real client and catalogue sync into sqlite); the
 * figures are printed as counts only (the phrase lists stay out of the log, so the split stays
 * held out), and the bounds are the figures of the first measurement: a change that loses an
 * exact reading, or adds a wrong dish, a cart from a non-order or a silent drop, fails here.
 */

const { synced } = useSyncedMenu(createRamenMenu, 'ramen');

describe('measurement: the Japanese ramen and izakaya menu (held out, then tuned on: issue 35 French and ramen tuning)', () => {
  it('names only dishes, sizes, removable ingredients and extras the synced menu has', async () => {
    const { menu } = await synced();
    expect(menuProblems(menu, HELDOUT_RAMEN)).toEqual([]);
    expect(nonOrderShare(HELDOUT_RAMEN)).toBeGreaterThanOrEqual(0.2);
  });

  it('keeps the figures of the first measurement', async () => {
    const { menu } = await synced();
    const measured = measure('ramen', menu, HELDOUT_RAMEN);
    console.log(countsReport('ramen', measured, HELDOUT_RAMEN));
    expect(measured.results).toHaveLength(301);
    // The first measurement, 2026-12-07, on the parser as it stood (never tuned on this menu).
    // 181 exact of the 217 orders with lines, 18 wrong, 6 missed, 0 carts. Measured once more
    // held out, on the parser tuned on the Turkish and Ukrainian menus (978fc9a): 183 exact, 18
    // wrong, 6 missed. Then tuned on (a word the names hold as typed is no slip of another;
    // ramen-words.ts; the glossary's round 10; french-ramen-tuning.test.ts): 205 exact, 1 wrong,
    // 2 missed, 0 carts. These are the bounds now.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(205);
    expect(measured.count('wrong')).toBeLessThanOrEqual(1);
    expect(measured.count('missed')).toBeLessThanOrEqual(2);
    expect(measured.count('cart')).toBeLessThanOrEqual(0);
    expect(measured.silent.length).toBeLessThanOrEqual(0);
  });
});
