import { describe, expect, it } from 'vitest';
import { createTapasMenu } from '../../src/sandbox/menu/tapas-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { countsReport } from './heldout-checks.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_TAPAS } from './heldout-tapas.ts';

/**
 * The held-out measurement of typed orders (issue 35) on the Spanish tapas bar: a menu and 300
 * phrases the parser was never tuned on, written before it was run on them or read. The menu is
 * the one the bot receives (served by the sandbox, read by the real client and catalogue sync);
 * each phrase is classified by heldout-measure.ts. The test prints the counts only (per outcome
 * and per language), never the phrases, and holds the first measurement's figures as bounds: a
 * change to the parser may improve them, never worsen them.
 */

const { synced } = useSyncedMenu(createTapasMenu, 'tapas');

describe('measurement: the Tapas menu (held out, then tuned on: issue 35 Vietnamese and tapas tuning)', () => {
  it('measures the 300 tapas phrases and holds the first measurement as bounds', async () => {
    const { menu } = await synced();
    const measured = measure('tapas', menu, HELDOUT_TAPAS);
    console.log(countsReport('tapas', measured, HELDOUT_TAPAS));
    expect(measured.results).toHaveLength(300);
    // The first measurement (parser of 2026-12-07, never run on these phrases before):
    // exact 160, search 2, asked 40, inexact 18, wrong 4, missed 14, none 61, cart 1 (parser at
    // 6b72e2a). Measured once more on the parser tuned on the Korean and Italian menus too,
    // still never tuned on: exact 164, search 2, asked 40, inexact 16, wrong 3 (1 an `ask` phrase
    // proposed with the size said), missed 13, none 61, cart 1. A regression fails, an
    // improvement tightens by hand; the readings are never edited. Then tuned on
    // (vietnamese-tapas-tuning.test.ts, the glossary's round 8): exact 182, search 1, asked 40,
    // inexact 4, wrong 2 (1 an `ask` phrase proposed with the size said), missed 9, cart 0.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(182);
    expect(measured.count('wrong')).toBeLessThanOrEqual(2);
    expect(measured.count('missed')).toBeLessThanOrEqual(9);
    expect(measured.count('inexact')).toBeLessThanOrEqual(4);
    expect(measured.count('cart')).toBe(0);
    expect(measured.silent).toHaveLength(0);
    expect(measured.unasked).toHaveLength(0);
  });
});
