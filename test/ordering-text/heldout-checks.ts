import type { Menu } from '../../src/catalogue/menu.ts';
import type { CafePhrase as HeldoutPhrase } from './heldout-cafe-format.ts';
import { type Measured, OUTCOMES } from './heldout-measure.ts';

/**
 * What every held-out menu's test checks the same way (issue 35): that the phrases' readings name
 * only what the menu has, and the measurement's counts, printed without a phrase (a held-out
 * split's phrases stay unseen until it is tuned on).
 */

/** Each expected line that names a dish, size, removable ingredient or extra the menu lacks. */
export function menuProblems(menu: Menu, phrases: readonly HeldoutPhrase[]): string[] {
  const problems: string[] = [];
  const byName = new Map(menu.listedProducts().map((product) => [product.name, product]));
  for (const phrase of phrases) {
    if (!Array.isArray(phrase.expect)) continue;
    for (const line of phrase.expect) {
      const product = byName.get(line.product);
      if (!product) {
        problems.push(`no dish ${line.product}`);
        continue;
      }
      const variants = product.variants
        .filter((v) => line.variant === undefined || v.label === line.variant)
        .flatMap((v) => menu.variant(product.id, v.key) ?? []);
      if (variants.length === 0) problems.push(`${line.product} has no size ${line.variant}`);
      for (const variant of variants) {
        for (const name of line.removed ?? [])
          if (!variant.ingredients.some((i) => i.name === name && i.removable))
            problems.push(`${line.product} cannot leave out ${name}`);
        for (const name of line.addons ?? [])
          if (!variant.addons.some((a) => a.name === name))
            problems.push(`${line.product} has no extra ${name}`);
      }
    }
  }
  return problems;
}

/** The share of the phrases that are no order. */
export function nonOrderShare(phrases: readonly HeldoutPhrase[]): number {
  return phrases.filter((phrase) => phrase.expect === 'none').length / phrases.length;
}

/** The counts of a measurement: totals, per language, modifiers; no phrase is printed. */
export function countsReport(
  label: string,
  measured: Measured,
  phrases: readonly HeldoutPhrase[],
): string {
  const langs = [...new Set(phrases.map((phrase) => phrase.lang))];
  const line = (lang?: string) => OUTCOMES.map((o) => `${o} ${measured.count(o, lang)}`).join(', ');
  return [
    `held-out ${label}: ${phrases.length} phrases`,
    line(),
    ...langs.map((lang) => {
      const total = phrases.filter((phrase) => phrase.lang === lang).length;
      return `${lang} (${total}): ${line(lang)}`;
    }),
    `of the wrong, ask phrases proposed with the size said: ${measured.sizeSaid}`,
    `modifiers dropped in silence: ${measured.silent.length}; nobody asked for: ${measured.unasked.length}`,
  ].join('\n');
}
