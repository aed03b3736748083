import type { Adjective, Grammar, Noun } from './grammar.ts';

/** The longest phrase a name's reader looks up in one table. */
export const MAX_WORDS = 4;

/** The longest entry of `table` that begins at `at`, and the word after it. */
export function longest<T>(words: string[], at: number, table: ReadonlyMap<string, T>) {
  for (let count = Math.min(MAX_WORDS, words.length - at); count >= 1; count -= 1) {
    const found = table.get(words.slice(at, at + count).join(' '));
    if (found !== undefined) return { found, next: at + count };
  }
  return null;
}

// An adjective Bulgarian writes after the dish (a style, a borrowed word, "на фурна") qualifies
// the dish as a whole: it goes first ("Special fried rice", "Chinese-style chicken wings",
// "Baked lamb leg", "Запечене ягняче стегно"), unless the language puts it after.
export const outer = (adjective: Adjective): Adjective => ({
  ...adjective,
  flags: new Set([...adjective.flags, 'outer']),
});

/** A word the grammar lacks, read as a noun that never changes. */
export const placeholder = (word: string): Noun => ({
  word,
  gender: 'm',
  flags: new Set(['indecl', 'unknown']),
  forms: {},
});

// Dishes whose Bulgarian names put a noun before them, in the English order (issue 37).
export const PREMODIFIED: ReadonlySet<string> = new Set([
  'бургер',
  'врап',
  'сандвич',
  'тост',
  'дог',
  'бол',
  // "Манго смути": a mango smoothie, never mango with a smoothie (round 5).
  'смути',
  // "Сирене сос", "Чили сос": a sauce of cheese, never cheese with a sauce.
  'сос',
  // "Тако салата", "Тортила супа": a salad of tacos, a tortilla soup.
  'салата',
  'супа',
]);

// A leading run of more words than this is no name of a dish (a sentence, a description).
const LEAD_WORDS = 4;
// A Bulgarian adjective or plural ends so ("Селска", "Свежи", "Жълто", "Бананов", "Зелен"): such
// a word before a dish is owed a translation, never borrowed as a name.
const ADJECTIVE_SHAPED = /(и|о|а|е|ен|ов|ев|ин|ав|ив)$/u;

/**
 * The words a name begins with that neither the grammar nor the glossary knows, when the rest is
 * worded (round 5): "Пад Кра Пао със свинско", "Том Ям с пиле" (`before` false: the run is the
 * dish, a borrowed noun before its complements), "Масаман къри с говеждо" (`before` true: a name
 * before a dish the grammar knows). Null when the name has no such run, when the run is the whole
 * name (a name that is itself a name stays whole: "Том Ка Кай"), when a run of several words is
 * not written as a name is (every word after the first capitalized, or none shaped like a
 * Bulgarian adjective: "Селски гювеч" is owed a translation), when one word alone before a boundary (the reader's older rule for a word it
 * lacks reads that), one word shaped like an adjective before a dish, or one noun that is no
 * dish named by what comes before it (`PREMODIFIED`).
 */
export function leadingRun(
  words: string[],
  original: string[],
  grammar: Grammar,
  name: (word: string) => string | undefined,
  boundary: (word: string) => boolean,
): { end: number; before: boolean } | null {
  const knows = (at: number) =>
    longest(words, at, grammar.nouns) !== null || longest(words, at, grammar.adjectives) !== null;
  let end = 0;
  while (end < words.length) {
    const word = words[end] as string;
    if (boundary(word) || knows(end) || name(word) !== undefined) break;
    end += 1;
  }
  if (end === 0 || end === words.length || end > LEAD_WORDS) return null;
  // Several words are a name as menus write one: each word after the first capitalized ("Пад
  // Кра Пао"), or none shaped like a Bulgarian adjective or plural ("Пад тай").
  const capitalized = original.slice(1, end).every((word) => /^\p{Lu}/u.test(word));
  const shaped = words.slice(0, end).some((word) => ADJECTIVE_SHAPED.test(word));
  if (end > 1 && !capitalized && shaped) return null;
  const before = !boundary(words[end] as string);
  if (before && !knows(end)) return null;
  // One noun after the run is a dish named by a name only where Bulgarian puts a name before
  // it ("Класик бургер"); else it is the flavour of a dish the run names ("Милкшейк шоколад",
  // "Дюрюм пилешко"), which stays whole. More words read as a dish ("Масаман къри с пиле").
  const noun = longest(words, end, grammar.nouns);
  if (before && noun?.next === words.length && !PREMODIFIED.has(words[end] as string)) return null;
  if (end === 1 && (!before || ADJECTIVE_SHAPED.test(words[0] as string))) return null;
  return { end, before };
}
