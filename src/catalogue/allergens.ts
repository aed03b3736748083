/**
 * The allergen code table of spec "Allergen codes" (integers 1 to 14). The names are the one
 * piece of allergen wording kept in code, in Bulgarian and English, because they are a fixed,
 * spec-defined table rather than interface copy; every caution sentence lives in `locales/`.
 */
import type { Locale } from '../locale/locale.ts';

/** Allergen codes are 1 to 14 (spec "Allergen codes"). */
export type AllergenCode = number;

/**
 * Names of the 14 allergen codes, indexed by code. Used by `allergenNames` for product cards,
 * extras, bases and quoted lines; the table covers exactly codes 1..14.
 */
export const ALLERGEN_NAMES: Readonly<
  Record<number, { readonly bg: string; readonly en: string }>
> = {
  1: { bg: 'глутен', en: 'gluten' },
  2: { bg: 'ракообразни', en: 'crustaceans' },
  3: { bg: 'яйца', en: 'eggs' },
  4: { bg: 'риба', en: 'fish' },
  5: { bg: 'фъстъци', en: 'peanuts' },
  6: { bg: 'соя', en: 'soy' },
  7: { bg: 'мляко', en: 'milk' },
  8: { bg: 'ядки', en: 'nuts' },
  9: { bg: 'целина', en: 'celery' },
  10: { bg: 'горчица', en: 'mustard' },
  11: { bg: 'сусам', en: 'sesame' },
  12: { bg: 'серен диоксид и сулфити', en: 'sulphur dioxide and sulphites' },
  13: { bg: 'лупина', en: 'lupin' },
  14: { bg: 'мекотели', en: 'molluscs' },
};

/** Every allergen code in table order: the Mini App's allergen filter offers each. */
export const ALLERGEN_CODES: readonly AllergenCode[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
];

/**
 * Sorted, de-duplicated allergen codes, keeping only the spec's 1..14. Used wherever codes are
 * merged (variant plus extras) so the same set always reads the same way.
 */
export function normalizeAllergenCodes(codes: Iterable<number>): AllergenCode[] {
  const unique = new Set<number>();
  for (const code of codes) if (Number.isInteger(code) && code >= 1 && code <= 14) unique.add(code);
  return [...unique].sort((a, b) => a - b);
}

/**
 * Names of allergen codes in one locale, in ascending code order, without duplicates. Codes
 * outside 1..14 are dropped rather than shown as a number a customer cannot read.
 */
export function allergenNames(codes: Iterable<number>, locale: Locale): string[] {
  return normalizeAllergenCodes(codes).flatMap((code) => {
    const entry = ALLERGEN_NAMES[code];
    return entry ? [entry[locale]] : [];
  });
}
