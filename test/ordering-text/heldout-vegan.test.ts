import { describe, expect, it } from 'vitest';
import { createVeganMenu } from '../../src/sandbox/menu/vegan-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { countsReport, menuProblems, nonOrderShare } from './heldout-checks.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_VEGAN } from './heldout-vegan.ts';

/**
 * Issue 35's held-out measurement on the vegan bistro and juice bar (src/sandbox/menu/vegan-menu.ts):
 * its phrases (heldout-vegan.ts) were written with the menu before running or reading the parser
 * and are never tuned on. The menu is the one the bot receives (served by the sandbox over HTTPS,
 * read by the real client and catalogue sync into sqlite); each phrase is parsed and classified by
 * heldout-measure.ts. Only the counts are printed (the phrases stay unseen by whoever tunes); the
 * bounds are the figures of the first measurement, so a change can only hold or improve them.
 */

const { synced } = useSyncedMenu(createVeganMenu, 'vegan');

describe('held-out measurement: the vegan bistro and juice bar menu (never tuned on)', () => {
  it("names only the menu's dishes, sizes, removable ingredients and extras", async () => {
    const { menu } = await synced();
    expect(menuProblems(menu, HELDOUT_VEGAN)).toEqual([]);
    expect(nonOrderShare(HELDOUT_VEGAN)).toBeGreaterThanOrEqual(0.2);
  });

  it('measures the phrases and holds the first figures as bounds', async () => {
    const { menu } = await synced();
    const measured = measure('vegan', menu, HELDOUT_VEGAN);
    console.log(countsReport('vegan', measured, HELDOUT_VEGAN));
    // The first measurement, 335 phrases (266 orders, 69 non-orders): bounds that only hold or
    // improve (exact at least, wrong, carts from non-orders and silent drops at most). Measured
    // once more on the parser tuned on the French bistro and the ramen bar too, still never
    // tuned on: the same figures (207 exact, 4 wrong, 14 missed, 2 carts).
    expect(measured.results).toHaveLength(335);
    expect(measured.count('exact')).toBeGreaterThanOrEqual(207);
    expect(measured.count('wrong')).toBeLessThanOrEqual(4);
    expect(measured.count('cart')).toBeLessThanOrEqual(2);
    expect(measured.silent.length).toBeLessThanOrEqual(0);
  });
});
