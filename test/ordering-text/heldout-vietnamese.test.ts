import { describe, expect, it } from 'vitest';
import { createVietnameseMenu } from '../../src/sandbox/menu/vietnamese-menu.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';
import { measure, OUTCOMES } from './heldout-measure.ts';
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
    const problems: string[] = [];
    for (const phrase of HELDOUT_VIETNAMESE) {
      if (!Array.isArray(phrase.expect)) continue;
      for (const line of phrase.expect) {
        const product = menu.listedProducts().find((p) => p.name === line.product);
        if (!product) {
          problems.push(`no dish ${line.product}`);
          continue;
        }
        const variants = product.variants.flatMap((v) => {
          const found = menu.variant(product.id, v.key);
          return found ? [found] : [];
        });
        if (line.variant !== undefined && !variants.some((v) => v.label === line.variant))
          problems.push(`${line.product} has no size ${line.variant}`);
        const variant = variants.find(
          (v) => line.variant === undefined || v.label === line.variant,
        );
        for (const name of line.removed ?? [])
          if (!variant?.ingredients.some((i) => i.name === name && i.removable))
            problems.push(`${line.product} cannot leave out ${name}`);
        for (const name of line.addons ?? [])
          if (!variant?.addons.some((a) => a.name === name))
            problems.push(`${line.product} has no extra ${name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(HELDOUT_VIETNAMESE.length).toBeGreaterThanOrEqual(230);
    const none = HELDOUT_VIETNAMESE.filter((p) => p.expect === 'none').length;
    expect(none / HELDOUT_VIETNAMESE.length).toBeGreaterThanOrEqual(0.2);
  });

  it('holds the first measurement: exact, wrong, carts from non-orders and silent drops', async () => {
    const { menu } = await synced();
    const measured = measure('vietnamese', menu, HELDOUT_VIETNAMESE);
    // Counts only: measured.report lists the phrases, which stay unseen until the final run.
    const langs = [...new Set(HELDOUT_VIETNAMESE.map((p) => p.lang))];
    const figures = [
      `held-out vietnamese: ${measured.results.length} phrases`,
      OUTCOMES.map((o) => `${o} ${measured.count(o)}`).join(', '),
      ...langs.map(
        (lang) => `${lang}: ${OUTCOMES.map((o) => `${o} ${measured.count(o, lang)}`).join(', ')}`,
      ),
      `modifiers dropped in silence ${measured.silent.length}, nobody asked for ${measured.unasked.length}, ask phrases proposed with the size said ${measured.sizeSaid}`,
    ];
    console.log(figures.join('\n'));
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
