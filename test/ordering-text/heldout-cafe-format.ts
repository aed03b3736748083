import type { HeldoutLang, HeldoutLine } from './heldout-sushi.ts';

/**
 * The format of the held-out café phrases (heldout-cafe.ts): the sushi file's format
 * (heldout-sushi.ts) plus the language `ro` and the extras a line asks for, by their menu names.
 */

export type CafeLang = HeldoutLang | 'ro';

/** A cart line of the sushi format plus the extras the message asks for. */
export interface CafeLine extends HeldoutLine {
  addons?: string[];
}

export type CafeReading = 'none' | 'ask' | CafeLine[];

export interface CafePhrase {
  text: string;
  lang: CafeLang;
  expect: CafeReading;
}

/** A cart line: product name as on the menu, quantity, variant label, removed, extras. */
export const l = (
  product: string,
  qty = 1,
  variant?: string,
  removed?: string[],
  addons?: string[],
): CafeLine => ({
  product,
  qty,
  ...(variant !== undefined && { variant }),
  ...(removed !== undefined && { removed }),
  ...(addons !== undefined && { addons }),
});

/** A line with extras and nothing removed. */
export const x = (product: string, qty: number, variant: string | undefined, ...addons: string[]) =>
  l(product, qty, variant, undefined, addons);

/** One phrase with its reading. */
export const p = (text: string, lang: CafeLang, expect: CafeReading): CafePhrase => ({
  text,
  lang,
  expect,
});
