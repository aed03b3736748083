import { LIMITS } from '../conversation/limits.ts';
import type { Variant } from '../domain/menu.ts';
import { foldWord, stemOf, type Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

/**
 * Sizes said by the menu's own size labels (issue 35, tuned on the café): a word of a label
 * ("двойно еспресо", "кана лимонада", "doppio", "лате L") or an amount in one ("фреш 400",
 * "смути 500 мл", "green smoothie 500ml"). A number with a volume or weight unit is always an
 * amount; a bare number is an amount only when it is 100 or more (above the largest quantity) and
 * some size label of the menu holds it (so "2 лате" stays two lattes, "фреш 250" is the 250 мл glass).
 */

/** A size named by a label word (folded; one-letter labels upper case) or an amount in a label. */
export type LabelSize =
  | { label: string; all?: readonly string[] }
  | { amount: number }
  // "двойна сливова" on a menu of 50 and 100 мл: the size twice the smallest (issue 35, grill).
  | { double: true };

const UNITS = new Set([
  'ml',
  'l',
  'g',
  'gr',
  'cl',
  'litra',
  'litar',
  'liter',
  'litre',
  'liters',
  'litres',
  // Issue 35, grill tuning: grams and millilitres written out ("100 грама", "300 grams").
  'grama',
  'gram',
  'grams',
  'gramm',
  'gramow',
  'grame',
  'gramiv',
  'mililitra',
  'milliliter',
  'millilitres',
  'milliliters',
]);
// A bare number is an amount from 100 up (millilitres, grams): "25 маргарити" stays 25, clamped.
const MIN_BARE_AMOUNT = 100;
const GLUED = /^(\d{1,4})(ml|мл|g|г|гр|gr|l|л|cl)$/i;

/** The key a label word is compared by: one letter upper case, else its folded stem. */
function labelKey(word: string): string | null {
  if (/^\p{L}$/u.test(word)) return word.toUpperCase();
  const folded = foldWord(word);
  return folded === null ? null : stemOf(folded);
}

/** The label keys a typed word may be: its own stem and the label word it means, folded. */
function typedKeys(table: KeywordTable, token: Token): string[] {
  const keys: string[] = [];
  for (const typed of [token.folded, token.alt]) {
    if (typed === null) continue;
    for (const word of [typed, table.labels?.get(typed)])
      if (word !== undefined) keys.push(stemOf(word));
  }
  return keys;
}

const DOUBLE = stemOf(foldWord('двойно') ?? 'dvoyno');

/**
 * A size-label word at `at` ("кана", "doppio", "L"), when this menu has a size labelled so; or
 * the words of a label of several ("за двама", "for two": `all`, issue 35 grill). A number or a
 * filler word ("един", "за") is a label's word only inside such a run; a keyword ("double" is
 * "extra" in English) never means a size twice the smallest (`keyword`: the word's kind).
 */
export function labelWordAt(
  table: KeywordTable,
  lex: MenuLexicon,
  tokens: readonly Token[],
  at: number,
  keyword?: string,
): { size: LabelSize; length: number } | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  const words = lex.menuWords;
  for (const phrase of words.labelPhrases) {
    const fits = phrase.every((key, i) => {
      const typed = tokens[at + i];
      return (
        typed !== undefined &&
        (i === 0 || !typed.afterBreak) &&
        typedKeys(table, typed).includes(key)
      );
    });
    if (fits)
      return {
        size: { label: phrase[phrase.length - 1] as string, all: phrase },
        length: phrase.length,
      };
  }
  if (keyword === 'number' || keyword === 'filler') return undefined;
  // One letter only as written in capitals: "s" is "с" (with) in chat Latin.
  if (/^[A-Z]$/.test(token.raw))
    return words.labelLetters.has(token.raw)
      ? { size: { label: token.raw }, length: 1 }
      : undefined;
  const keys = typedKeys(table, token);
  const stem = keys.find((key) => words.labelWords.has(key));
  if (stem !== undefined) return { size: { label: stem }, length: 1 };
  // "двойна ракия" where no label says "double": the size twice the smallest.
  if (keyword === undefined && keys.includes(DOUBLE)) return { size: { double: true }, length: 1 };
  return undefined;
}

/**
 * An amount at `at`: "500 мл" (two tokens), "500ml", or a bare number above the largest quantity
 * that a size label of the menu holds. Undefined when the number is a quantity.
 */
export function amountAt(
  lex: MenuLexicon,
  tokens: readonly Token[],
  at: number,
): { size: LabelSize; length: number } | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  const glued = GLUED.exec(token.raw);
  if (glued) return { size: { amount: Number(glued[1]) }, length: 1 };
  if (!/^\d{1,4}$/.test(token.raw)) return undefined;
  const n = Number(token.raw);
  const next = tokens[at + 1];
  if (next && !next.afterBreak && next.folded !== null && UNITS.has(next.folded))
    return { size: { amount: n }, length: 2 };
  if (n > LIMITS.quantityMax && n >= MIN_BARE_AMOUNT && lex.menuWords.labelNumbers.has(n))
    return { size: { amount: n }, length: 1 };
  return undefined;
}

/** The size of this dish a label word or amount names, or undefined when none does. */
export function variantByLabel(variants: readonly Variant[], size: LabelSize): Variant | undefined {
  if ('label' in size) {
    const keys = (variant: Variant) =>
      [...variant.label.matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => labelKey(word));
    const all = size.all ?? [size.label];
    return variants.find((variant) => all.every((key) => keys(variant).includes(key)));
  }
  const numbers = (variant: Variant) =>
    [...variant.label.matchAll(/\d+/g)].map(([digits]) => Number(digits));
  if ('double' in size) {
    const first = variants.map((variant) => numbers(variant)[0] ?? 0);
    const least = Math.min(...first);
    return variants.find((_, i) => least > 0 && first[i] === 2 * least);
  }
  return variants.find((variant) => numbers(variant).includes(size.amount));
}
