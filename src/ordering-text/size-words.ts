import { LIMITS } from '../conversation/limits.ts';
import type { Variant } from '../domain/menu.ts';
import { foldWord, peopleWords, stemOf, type Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';
import { labelCanon } from './words/size-labels.ts';

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
  // `base`: the amount in millilitres or grams when a unit was said ("0,5 л" is 500 мл).
  | { amount: number; base?: Amount }
  // "двойна сливова" on a menu of 50 and 100 мл: the size twice the smallest (issue 35, grill).
  | { double: true };

/** An amount in a base unit: millilitres or grams. */
export interface Amount {
  value: number;
  unit: 'ml' | 'g';
}

// Units as folded, with what one of them is in the base unit (issue 35, street tuning: litres
// in every language, "1 litru", "литър", and decimals "0,5 л").
const LITRE = ['l', 'litra', 'litar', 'liter', 'litre', 'liters', 'litres', 'litru', 'litri'];
const LITRE_WORDS = new Set([...LITRE.slice(1), 'litr', 'litry', 'litrov', 'litrow']);
const KILO_WORDS = ['kilo', 'kila', 'kilogram', 'kilograma', 'kilograms', 'kilogramm'];
const UNITS = new Map<string, [Amount['unit'], number]>([
  ...[...LITRE, ...LITRE_WORDS].map((word): [string, [Amount['unit'], number]] => [
    word,
    ['ml', 1000],
  ]),
  ['cl', ['ml', 10]],
  ['kg', ['g', 1000]],
  // Issue 35, pastry tuning: a kilo in every language ("1 кило", "половин кило").
  ...KILO_WORDS.map((word): [string, [Amount['unit'], number]] => [word, ['g', 1000]]),
  ...['ml', 'mililitra', 'milliliter', 'millilitres', 'milliliters'].map(
    (word): [string, [Amount['unit'], number]] => [word, ['ml', 1]],
  ),
  // Issue 35, grill tuning: grams and millilitres written out ("100 грама", "300 grams").
  ...['g', 'gr', 'grama', 'gram', 'grams', 'gramm', 'gramow', 'grame', 'gramiv'].map(
    (word): [string, [Amount['unit'], number]] => [word, ['g', 1]],
  ),
]);
// A bare number is an amount from 100 up (millilitres, grams): "25 маргарити" stays 25, clamped.
const MIN_BARE_AMOUNT = 100;
// A bare decimal below this is litres ("кола 0,5", "0.33").
const MAX_BARE_LITRES = 10;
// A number, a decimal one, and a unit glued to it ("500ml", "0,5л", "1l").
const NUMBER_UNIT = /^(\d{1,4}(?:[.,]\d{1,3})?)(\p{L}*)$/u;

/** The amount a number and a unit are in the base unit, or undefined for no unit of amount. */
function inBase(value: number, unit: string | null): Amount | undefined {
  const known = unit === null ? undefined : UNITS.get(unit);
  return known ? { value: Math.round(value * known[1]), unit: known[0] } : undefined;
}

/** The key a label word is compared by: one letter upper case, else its folded stem. */
function labelKey(word: string): string | null {
  if (/^\p{L}$/u.test(word)) return word.toUpperCase();
  const folded = foldWord(word);
  return folded === null ? null : stemOf(labelCanon(folded));
}

/** The label keys a typed word may be: its own stem and the label word it means, folded. */
/** A typed word's keys as a size label's word: as folded, and as the label tables name it. */
export function typedKeys(table: KeywordTable, token: Token): string[] {
  const keys: string[] = [];
  for (const typed of [token.folded, token.alt]) {
    if (typed === null) continue;
    for (const word of [typed, table.labels?.get(typed)])
      if (word !== undefined) keys.push(stemOf(labelCanon(word)));
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
  // "без" of a label "Без мляко" is that label only with its other words ("без мляко", above);
  // alone it starts a removal ("гирос без лук"), and "с", "и" join (issue 35, Greek tuning).
  if (keyword !== undefined && NOT_ALONE.has(keyword)) return undefined;
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
 * An amount at `at`: "500 мл" (two tokens), "500ml", "0,5 л", "1 litru", a litre or kilo word
 * alone ("фанта литър", "кило баница"), a bare decimal (litres: "cola 0,5"), or a bare number above the largest
 * quantity that a size label of the menu holds. Undefined when the number is a quantity.
 */
export function amountAt(
  lex: MenuLexicon,
  tokens: readonly Token[],
  at: number,
  last = false,
): { size: LabelSize; length: number } | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  const glued = NUMBER_UNIT.exec(token.raw);
  if (!glued) {
    const folded = token.folded ?? '';
    if (LITRE_WORDS.has(folded))
      return { size: { amount: 1, base: { value: 1000, unit: 'ml' } }, length: 1 };
    return KILO_WORDS.includes(folded)
      ? { size: { amount: 1, base: { value: 1000, unit: 'g' } }, length: 1 }
      : undefined;
  }
  const n = Number((glued[1] as string).replace(',', '.'));
  if (glued[2]) {
    const base = inBase(n, foldWord(glued[2]));
    return base ? { size: { amount: n, base }, length: 1 } : undefined;
  }
  const next = tokens[at + 1];
  const base = next && !next.afterBreak ? inBase(n, next.folded) : undefined;
  if (base) return { size: { amount: n, base }, length: 2 };
  if (!Number.isInteger(n))
    return n < MAX_BARE_LITRES
      ? { size: { amount: n, base: { value: Math.round(n * 1000), unit: 'ml' } }, length: 1 }
      : undefined;
  // Last in its line ("узо 50"), a number a label holds is that amount from above the largest
  // quantity (issue 35, Greek tuning).
  const least = last ? LIMITS.quantityMax + 1 : MIN_BARE_AMOUNT;
  if (n > LIMITS.quantityMax && n >= least && lex.menuWords.labelNumbers.has(n))
    return { size: { amount: n }, length: 1 };
  return undefined;
}

/** The amounts a size label says: "С напитка 500 мл" is 500 ml, "1 л" 1000 ml, "6 бр." 6. */
function labelAmounts(label: string): { n: number; base: Amount | undefined }[] {
  return [...label.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}*)/gu)].map(([, digits, unit]) => {
    const n = Number((digits as string).replace(',', '.'));
    return { n, base: inBase(n, unit ? foldWord(unit) : null) };
  });
}

/** Every size of this dish a label word names ("напитка": both drinks of a meal). */
export function labelledVariants(variants: readonly Variant[], size: LabelSize): Variant[] {
  if (!('label' in size)) {
    const one = variantByLabel(variants, size);
    return one ? [one] : [];
  }
  const all = size.all ?? [size.label];
  return variants.filter((variant) => all.every((key) => labelKeys(variant).includes(key)));
}

function labelKeys(variant: Variant): (string | null)[] {
  return [...peopleWords(variant.label).matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) =>
    labelKey(word),
  );
}

const NOT_ALONE = new Set(['number', 'filler', 'without', 'with', 'and']);
const WITHOUT = foldWord('без') ?? 'bez';

/** True when a size's label says "без" ("Без мляко"). */
export const saysWithout = (variant: Variant): boolean => labelKeys(variant).includes(WITHOUT);

/**
 * The size of this dish a label word or amount names, or undefined when none does. Of labels
 * holding the word, one saying "без" is taken last: "фрапе с мляко" is "С мляко", not "Без
 * мляко", which "без мляко" names as a whole (issue 35, Greek tuning).
 */
export function variantByLabel(variants: readonly Variant[], size: LabelSize): Variant | undefined {
  if ('label' in size) {
    const labelled = labelledVariants(variants, size);
    const all = size.all ?? [size.label];
    return all.includes(WITHOUT)
      ? labelled[0]
      : (labelled.find((variant) => !saysWithout(variant)) ?? labelled[0]);
  }
  const amounts = (variant: Variant) => labelAmounts(variant.label);
  if ('double' in size) {
    const first = variants.map((variant) => amounts(variant)[0]?.n ?? 0);
    const least = Math.min(...first);
    return variants.find((_, i) => least > 0 && first[i] === 2 * least);
  }
  // With a unit, the same amount in the base unit ("0,5 л": "500 мл"), else the same number of
  // another unit ("100 грама ракия": "100 мл"); without one, the number as typed ("кола 500").
  const { base } = size;
  if (!base) return variants.find((variant) => amounts(variant).some((a) => a.n === size.amount));
  return (
    variants.find((variant) =>
      amounts(variant).some((a) => a.base?.unit === base.unit && a.base.value === base.value),
    ) ??
    variants.find((variant) =>
      amounts(variant).some((a) => a.base !== undefined && a.n === size.amount),
    ) ??
    // A bare decimal read as litres that no size holds is the number a label says ("искендер
    // 1,5": "1,5 порции"; issue 35, Turkish tuning).
    (Number.isInteger(size.amount)
      ? undefined
      : variants.find((variant) => amounts(variant).some((a) => a.n === size.amount)))
  );
}
