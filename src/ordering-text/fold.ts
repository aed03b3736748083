import { normalizeTerm, transliterateToLatin } from '../catalogue/transliterate.ts';
import { borrowedReadings } from './borrowed.ts';
import { chatLatinFold } from './chat-latin.ts';

/**
 * Words of a typed order as the grammar sees them. Every word is folded the way the dish search
 * folds it (`normalizeTerm`: Cyrillic → Latin, accents, doubled letters, Italian spellings), then
 * cut to a light stem, so "маргарити", "маргаритата", "margaritas" and "Маргарита" meet. The stem
 * strips one or two inflection endings shared by the languages the bot reads (plural, article,
 * case); it is deliberately crude: names are matched by stems and by small typos together, never
 * by a full morphology.
 */

/** One typed word: as written, folded, and its stem (null when nothing searchable is left). */
export interface Token {
  raw: string;
  folded: string | null;
  stem: string | null;
  /**
   * A Latin word read as Bulgarian in chat spelling ("golqma" → голяма, see `chat-latin.ts`),
   * folded; null when it folds the same as `folded` or is no Latin word.
   */
  alt: string | null;
  /**
   * A Latin word read as the Spanish or English spelling of a name the menu borrowed
   * ("quesadilla" → кесадия, see `borrowed.ts`), folded; empty when none differs.
   */
  borrowed: readonly string[];
  /** A separator (",", ";", "+", a new line) came right before this word. */
  afterBreak: boolean;
}

// Inflections end in vowels (and -s) in every language the bot reads: plural -и/-i/-y/-s,
// feminine -а/-a, Ukrainian and Polish cases -у/-u, -ę folded to e. Trailing vowels and s come
// off, down to three letters; what is left of a Bulgarian article (-т of -та) is one typo.
const INFLECTION = /[aeiouys]+$/;
const MIN_STEM = 3;

/** The stem of a folded word: its trailing vowels and -s off, never shorter than three letters. */
export function stemOf(folded: string): string {
  const match = INFLECTION.exec(folded);
  if (!match) return folded;
  const keep = Math.max(MIN_STEM, folded.length - match[0].length);
  // A short word keeps an ending; a final й is y in the menu's folding and i as typed ("тай" and
  // "thai"), so a kept final y is read as i on both sides (issue 35).
  return folded.slice(0, keep).replace(/y$/, 'i');
}

// Separators between order lines: the token after one starts afresh.
const BREAK = /[,;+\n]|\s-\s/;
// A word: letters, digits, and the apostrophes and dashes inside words ("п'ять", "coca-cola"
// stays two words through normalizeTerm's own split below).
// A decimal number is one word, its unit glued or not ("0,5", "0.5л"; issue 35, street tuning):
// never a quantity and a number after a comma.
const WORD = /\d+[.,]\d+\p{L}*|[\p{L}\p{N}][\p{L}\p{N}'ʼ’]*/gu;

/** Folds a word the way the menu's names are folded; digits survive (normalizeTerm drops "2"). */
export function foldWord(raw: string): string | null {
  if (/^\d+$/.test(raw)) return raw;
  if (/^\d+[.,]\d+$/.test(raw)) return raw.replace(',', '.');
  return normalizeTerm(raw) ?? (raw.length > 0 ? transliterateToLatin(raw) : null);
}

// "за 2ма", "2 души", "1 човек": a count of people, the word menus and customers also write.
const PEOPLE =
  /(?<![\p{L}\p{N}])([1-4])(?:ма|ma|\s*(?:души|човека|човек|dushi|choveka|chovek))(?![\p{L}\p{N}])/giu;
const PEOPLE_WORDS: Readonly<Record<string, string>> = {
  1: 'един',
  2: 'двама',
  3: 'трима',
  4: 'четирима',
};

/**
 * A count of people as its word: "За 2 души" is "За двама", "за 2ма" "за двама", so a size
 * "for two" reads alike however the menu or the customer writes it (issue 35, tapas tuning).
 */
export function peopleWords(text: string): string {
  return text.replace(PEOPLE, (whole, n: string) => PEOPLE_WORDS[n] ?? whole);
}

// A numbered line's number: "1. Хумус", "2) кибе".
const LIST_NUMBER = /^(\s*)(\d{1,2})[.)](?=\s)/;

/**
 * A numbered list ("1. Хумус с месо\n2. Кибе 6 бр\n3. Арак 50") without its numbers: two lines
 * or more numbered 1, 2, 3… in turn are a list, and its numbers are no quantities. A lone "2.
 * кибе" keeps its number.
 */
export function withoutListNumbers(text: string): string {
  const lines = text.split('\n');
  const numbers = lines.map((line) => LIST_NUMBER.exec(line)?.[2]).filter((n) => n !== undefined);
  const isList = numbers.length >= 2 && numbers.every((n, at) => Number(n) === at + 1);
  if (!isList) return text;
  return lines.map((line) => line.replace(LIST_NUMBER, '$1')).join('\n');
}

/** Splits a message into tokens, remembering where a separator stood. */
export function tokenize(message: string): Token[] {
  const text = peopleWords(withoutListNumbers(message));
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    const at = match.index ?? 0;
    const between = text.slice(last, at);
    last = at + match[0].length;
    const raw = match[0].replace(/[ʼ’]/g, "'");
    const folded = foldWord(raw);
    const alt = chatLatinFold(raw, folded);
    tokens.push({
      raw,
      folded,
      stem: folded === null ? null : stemOf(folded),
      alt,
      borrowed: borrowedReadings(raw, folded, alt),
      afterBreak: BREAK.test(between),
    });
  }
  return tokens;
}

/**
 * The stems of a name (a dish, an ingredient, an extra), one-letter words and numbers left out.
 * `memo` keeps each word's stem across the names of one menu (menus repeat words a lot).
 */
export function nameStems(name: string, memo?: Map<string, string | null>): string[] {
  const out: string[] = [];
  for (const match of name.normalize('NFC').matchAll(WORD)) {
    const word = match[0];
    let stem = memo?.get(word);
    if (stem === undefined) {
      const folded = normalizeTerm(word);
      stem = folded === null || /^\d+$/.test(folded) ? null : stemOf(folded);
      memo?.set(word, stem);
    }
    if (stem !== null) out.push(stem);
  }
  return out;
}
