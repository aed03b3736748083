import type { Locale } from './locale.ts';
import { createTranslator, type Translate } from './translate.ts';

/** The units a restaurant writes after a number: weight, volume, size, pieces, portions. */
export const UNITS = ['g', 'kg', 'ml', 'l', 'cm', 'pcs', 'portion'] as const;
export type Unit = (typeof UNITS)[number];

// The restaurant's (Bulgarian) unit words, longest first, and the unit each one is.
const SOURCE_UNITS: [word: string, unit: Unit][] = [
  ['порции', 'portion'],
  ['порция', 'portion'],
  ['гр.', 'g'],
  ['гр', 'g'],
  ['кг', 'kg'],
  ['мл', 'ml'],
  ['см', 'cm'],
  ['бр.', 'pcs'],
  ['бр', 'pcs'],
  ['г', 'g'],
  ['л', 'l'],
];
const SOURCE_UNIT = new Map(SOURCE_UNITS);
const escaped = SOURCE_UNITS.map(([word]) => word.replace('.', '\\.')).join('|');
// A number, optional space, a unit word not followed by another letter ("200 г", "0,5 л",
// "30см"); "гр." keeps its dot.
const AMOUNT_UNIT = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s?(${escaped})(?![\\p{L}])`, 'giu');

/**
 * An amount with its unit in a language ("200 g", "330 мл", "2 Stück", "3 porcje"): the
 * `unit-` messages of `locales/`, the number formatted for the language and the plural picked
 * by it. The one place a unit is worded: every restaurant text with a unit in it reaches the
 * customer through `localUnits`.
 */
export function unitText(t: Translate, locale: Locale, unit: Unit, amount: number): string {
  return t(locale, `unit-${unit}`, { amount });
}

/**
 * The restaurant's text with every amount and unit ("200 г", "Голяма порция 400 мл") worded in
 * the language by `unitText`; the rest of the text is left as it is (the menu translator words
 * it). Used by the menu translator for every restaurant text a customer or the staff read: the
 * chat, the staff chat and the Mini App.
 */
export function localUnits(
  text: string,
  locale: Locale,
  t: Translate = createTranslator(),
): string {
  return text.replace(AMOUNT_UNIT, (whole, digits: string, word: string) => {
    const unit = SOURCE_UNIT.get(word.toLowerCase());
    return unit === undefined ? whole : unitText(t, locale, unit, Number(digits.replace(',', '.')));
  });
}
