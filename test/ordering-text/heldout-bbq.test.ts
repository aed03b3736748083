import { describe, expect, it } from 'vitest';
import { createBbqMenu } from '../../src/sandbox/menu/bbq-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { HELDOUT_BBQ } from './heldout-bbq.ts';
import { measure, OUTCOMES } from './heldout-measure.ts';

/**
 * The held-out measurement of typed orders on the American BBQ smokehouse menu (issue 35): a
 * menu and phrases the parser was never tuned on, written before running or reading it
 * (heldout-bbq.ts). Prints the counts only, per outcome and per language (never the phrases:
 * they stay held out), and holds the first measurement's figures as bounds, so a change that
 * makes them worse fails here.
 */

describe('held-out measurement: the American BBQ smokehouse menu (never tuned on)', () => {
  it('expects only what the menu has: every line names a dish, a size, a removable ingredient and an extra of it', () => {
    const products = createBbqMenu().products;
    const missing: string[] = [];
    for (const phrase of HELDOUT_BBQ) {
      if (!Array.isArray(phrase.expect)) continue;
      for (const line of phrase.expect) {
        const product = products.find((p) => p.name === line.product);
        const variants = (product?.variants ?? []).filter(
          (v) => line.variant === undefined || v.label === line.variant,
        );
        if (variants.length === 0) missing.push(`${line.product} ${line.variant ?? ''}`);
        for (const v of variants) {
          for (const name of line.removed ?? [])
            if (!v.ingredients.some((i) => i.name === name && i.removable))
              missing.push(`${line.product} without ${name}`);
          for (const name of line.addons ?? [])
            if (!v.addons.some((a) => a.name === name)) missing.push(`${line.product} + ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('measures the phrases on the smokehouse menu and holds the first figures as bounds', () => {
    const measured = measure(
      'American BBQ smokehouse',
      demoMenu({ sandbox: createBbqMenu() }),
      HELDOUT_BBQ,
    );
    const counts = (lang?: string) =>
      OUTCOMES.map((outcome) => `${outcome} ${measured.count(outcome, lang)}`).join(', ');
    const langs = [...new Set(HELDOUT_BBQ.map((phrase) => phrase.lang))];
    console.log(
      [
        `held-out American BBQ smokehouse: ${HELDOUT_BBQ.length} phrases`,
        counts(),
        ...langs.map((lang) => `${lang}: ${counts(lang)}`),
        `modifiers dropped in silence ${measured.silent.length}, modifiers nobody asked for ${measured.unasked.length}, of the wrong, ask phrases proposed with the size said ${measured.sizeSaid}`,
      ].join('\n'),
    );
    expect(HELDOUT_BBQ.length).toBe(308);
    expect(HELDOUT_BBQ.filter((phrase) => phrase.expect === 'none').length).toBe(64);
    // The first measurement (before any tuning on this menu), held as bounds.
    expect(measured.count('exact')).toBeGreaterThanOrEqual(165);
    expect(measured.count('wrong')).toBeLessThanOrEqual(3);
    expect(measured.count('cart')).toBeLessThanOrEqual(0);
    expect(measured.silent.length).toBeLessThanOrEqual(0);
    expect(measured.unasked.length).toBeLessThanOrEqual(3);
  });
});
