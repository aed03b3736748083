import { foldWord, nameStems, type Token } from './fold.ts';
import { compileSynonyms, type Synonym } from './synonyms.ts';
import { CAFE_WORDS } from './words/cafe-words.ts';
import { CHINESE_WORDS } from './words/chinese-words.ts';
import { FRENCH_WORDS } from './words/french-words.ts';
import { GREEK_WORDS } from './words/greek-words.ts';
import { GRILL_WORDS } from './words/grill-words.ts';
import { ITALIAN_WORDS } from './words/italian-words.ts';
import { KOREAN_WORDS } from './words/korean-words.ts';
import { LEBANESE_WORDS } from './words/lebanese-words.ts';
import { MEXICAN_WORDS } from './words/mexican-words.ts';
import { PASTRY_WORDS } from './words/pastry-words.ts';
import { RAMEN_WORDS } from './words/ramen-words.ts';
import { compileSizeLabels } from './words/size-labels.ts';
import { STREET_WORDS } from './words/street-words.ts';
import { THAI_WORDS } from './words/thai-words.ts';
import { TURKISH_WORDS } from './words/turkish-words.ts';
import { UKRAINIAN_WORDS } from './words/ukrainian-words.ts';
import { type BaseConcept, type LanguageWords, type SizeRank, WORDS } from './words.ts';

/**
 * The word tables of the chosen languages folded into one lookup: a keyword is a run of one or
 * more folded words ("с допълнително", "hold the") and what it means. Matched on folded words
 * (not stems, not typos): keywords are short, and a typo in "без" must not turn a dish into a
 * removal.
 */
export type Keyword =
  // `of`: one of the dishes just named ("…, единия без лук"; issue 35).
  | { kind: 'number'; value: number; of?: true }
  | { kind: 'unit' }
  | { kind: 'pieces' }
  | { kind: 'size'; rank: SizeRank }
  | { kind: 'cm' }
  | { kind: 'without' }
  | { kind: 'extra' }
  | { kind: 'with' }
  | { kind: 'and' }
  | { kind: 'half' }
  | { kind: 'base'; concept: BaseConcept }
  | { kind: 'crust' }
  | { kind: 'filler' };

export interface KeywordTable {
  /** By first folded word: every keyword starting with it, longest first. */
  byFirst: Map<string, { words: string[]; keyword: Keyword }[]>;
  /**
   * Everyday food words → the stems of each menu word they mean: the language's own first, then
   * the café's and the grill's tables' ("iced": студен, айс).
   */
  food: Map<string, string[][]>;
  /** Stems of the base concepts' words, to recognise a menu base by its name. */
  baseStems: Map<BaseConcept, Set<string>>;
  /** Everyday words for a kind of thing ("cheese", "pepsi"), see `synonyms.ts`. */
  synonyms: Map<string, Synonym>;
  /** Folded words that say the text orders ("искам", "please"), see `LanguageWords.ordering`. */
  ordering: Set<string>;
  /** Words for a menu's size labels ("doppio" → "двойно"), see `words/size-labels.ts`. */
  labels?: Map<string, string>;
}

function foldPhrase(phrase: string): string[] {
  return phrase
    .split(/\s+/)
    .map((word) => foldWord(word.replace(/[^\p{L}\p{N}'/&-]/gu, '')))
    .filter((word): word is string => word !== null && word.length > 0);
}

function addAll(table: KeywordTable, phrases: readonly string[], keyword: Keyword): void {
  for (const phrase of phrases) {
    const words = foldPhrase(phrase);
    const [first] = words;
    if (first === undefined) continue;
    const list = table.byFirst.get(first) ?? [];
    // The first meaning given wins for one word (numbers before fillers, see `compile`).
    if (!list.some((entry) => entry.words.join(' ') === words.join(' '))) {
      list.push({ words, keyword });
      list.sort((a, b) => b.words.length - a.words.length);
    }
    table.byFirst.set(first, list);
  }
}

function addLanguage(table: KeywordTable, words: LanguageWords): void {
  for (const [word, value] of Object.entries(words.numbers))
    addAll(table, [word], { kind: 'number', value });
  for (const [word, value] of Object.entries(words.partOf ?? {}))
    addAll(table, [word], { kind: 'number', value, of: true });
  for (const rank of ['small', 'medium', 'large', 'family'] as const)
    addAll(table, words.sizes[rank], { kind: 'size', rank });
  addAll(table, words.centimetres, { kind: 'cm' });
  addAll(table, words.without, { kind: 'without' });
  addAll(table, words.extra, { kind: 'extra' });
  addAll(table, words.with, { kind: 'with' });
  addAll(table, words.half, { kind: 'half' });
  for (const [concept, list] of Object.entries(words.bases) as [BaseConcept, string[]][]) {
    addAll(table, list, { kind: 'base', concept });
    const stems = table.baseStems.get(concept) ?? new Set<string>();
    for (const word of list) for (const stem of nameStems(word)) stems.add(stem);
    table.baseStems.set(concept, stems);
  }
  addAll(table, words.crust, { kind: 'crust' });
  addAll(table, words.units, { kind: 'unit' });
  addAll(table, words.pieces, { kind: 'pieces' });
  addAll(table, words.and, { kind: 'and' });
  addAll(table, words.filler, { kind: 'filler' });
  addAll(table, words.ordering, { kind: 'filler' });
  for (const word of words.ordering) {
    const folded = foldWord(word);
    if (folded !== null) table.ordering.add(folded);
  }
  for (const [word, meaning] of Object.entries(words.food)) {
    const folded = foldWord(word);
    if (folded !== null) table.food.set(folded, [nameStems(meaning)]);
  }
}

const COMPILED = new Map<string, KeywordTable>();

/** The table of these languages (compiled once per language list). */
export function keywordTable(languages: readonly string[]): KeywordTable {
  const key = languages.join(',');
  const known = COMPILED.get(key);
  if (known) return known;
  const table: KeywordTable = {
    byFirst: new Map(),
    food: new Map(),
    baseStems: new Map(),
    synonyms: compileSynonyms(languages),
    ordering: new Set(),
    labels: compileSizeLabels(languages),
  };
  for (const code of languages) {
    const words = WORDS[code];
    if (words) addLanguage(table, words);
  }
  // The café's everyday words (issue 35): a word a language's own table gives keeps its meaning
  // and reads the café's as a second one ("iced" is студен in "iced tea", айс in "iced latte").
  // The grill's words the same way (issue 35, grill tuning): "garlic" is чеснов and чесън; the
  // street food's, the pastry shop's and the Mexican place's too ("kebab" is a кебапче at the
  // grill and a дюнер at the döner place; "bowl" a чиния there and a купа here).
  // The Greek taverna's and the Indian restaurant's words too (one table, GREEK_WORDS), and the
  // Chinese, the Thai, the Lebanese and the Korean restaurants' and the Italian trattoria's, and
  // the Turkish and the Ukrainian restaurants', the French bistro's and the ramen bar's.
  for (const words of [
    CAFE_WORDS,
    GRILL_WORDS,
    STREET_WORDS,
    PASTRY_WORDS,
    MEXICAN_WORDS,
    GREEK_WORDS,
    CHINESE_WORDS,
    THAI_WORDS,
    LEBANESE_WORDS,
    KOREAN_WORDS,
    ITALIAN_WORDS,
    TURKISH_WORDS,
    UKRAINIAN_WORDS,
    FRENCH_WORDS,
    RAMEN_WORDS,
  ])
    for (const code of languages) {
      for (const [word, meaning] of Object.entries(words[code] ?? {})) {
        const folded = foldWord(word);
        if (folded === null) continue;
        const stems = nameStems(meaning);
        const known = table.food.get(folded) ?? [];
        if (known.every((meant) => meant.join(' ') !== stems.join(' ')))
          table.food.set(folded, [...known, stems]);
      }
    }
  COMPILED.set(key, table);
  return table;
}

/** The longest keyword starting at token `at`, with how many tokens it spans. */
export function keywordAt(
  table: KeywordTable,
  tokens: readonly Token[],
  at: number,
): { keyword: Keyword; length: number } | undefined {
  const token = tokens[at];
  // The word as folded, then its chat-Latin reading ("golqma" is "голяма").
  for (const first of [token?.folded, token?.alt]) {
    if (first === undefined || first === null) continue;
    for (const entry of table.byFirst.get(first) ?? []) {
      const fits = entry.words.every((word, i) => {
        const next = tokens[at + i];
        return (
          (next?.folded === word || next?.alt === word) && (i === 0 || next?.afterBreak === false)
        );
      });
      if (fits) return { keyword: entry.keyword, length: entry.words.length };
    }
  }
  return undefined;
}
