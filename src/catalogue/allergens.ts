/**
 * The allergen codes of spec "Allergen codes" (integers 1 to 14). Their names are messages,
 * `allergen-1` to `allergen-14` in every `locales/*.ftl` (a fixed, spec-defined table, translated
 * like every other text); every caution sentence lives there too.
 */
import type { Locale } from '../locale/locale.ts';
import { createTranslator, type Translate } from '../locale/translate.ts';

/** Allergen codes are 1 to 14 (spec "Allergen codes"). */
export type AllergenCode = number;

/** Every allergen code in table order: the Mini App's allergen filter offers each. */
export const ALLERGEN_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

type KnownAllergen = (typeof ALLERGEN_CODES)[number];

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
  names ??= createTranslator();
  const t = names;
  // normalizeAllergenCodes keeps 1..14 only: each is a KnownAllergen, with a message.
  return normalizeAllergenCodes(codes).map((code) =>
    t(locale, `allergen-${code as KnownAllergen}`),
  );
}

// The names come from the locale files, read once on first use.
let names: Translate | undefined;
