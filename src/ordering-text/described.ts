import SearchableMap from 'minisearch/SearchableMap';
import type { Menu } from '../catalogue/menu.ts';
import { tokenStems } from './dish-reach.ts';
import { nameStems, type Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { StemIndex } from './lexicon.ts';

/**
 * A dish named by what it is, as its menu describes it (issue 35, Thai tuning): "пържен ориз с
 * пиле" is the Кау Пад с пиле whose description begins "Тайландски пържен ориз с пилешко", "салата
 * от зелена папая" the Сом Там. Menus of other cuisines name a dish in its own language and say
 * in theirs what it is; customers order by either. Each dish is found by the words of its name
 * and of its description's first sentence together, but only where the dish names do not name it
 * (see `matchDish`): a run of two words or more, two of them words of the description alone, that
 * fits one dish. Ingredient lists ("пица с шунка": the ham of one pizza's description) fit by one
 * word and never name a dish.
 */
export interface DescribedIndex {
  terms: StemIndex;
  /** Term id → the dish entries (one per product with a description) holding it, ascending. */
  postings: number[][];
  /** Dish entry → product id. */
  keys: number[];
  /** Dish entry → the term ids of its name (the rest are its description's). */
  named: Set<number>[];
  /** Dish entry → every term id of its name and description. */
  held: Set<number>[];
  /** Per entry: the terms of its description's first sentence only. */
  said: Set<number>[];
  /** Dish entry → the term ids of its description's first words, in order. */
  opening: number[][];
}

/** Words typed from a description, at least: one is an ingredient list's word. */
const DESCRIBED_WORDS = 2;
const MAX_SPAN = 8;
// More dishes than this fitting the same words is a kind of dish, not a few to choose from.
const MAX_DESCRIBED = 4;
// Postings walked for one word; a commoner word only filters (see `describedMatch`).
const MAX_WALKED = 400;
// The first sentence: what the dish is; later ones add serving notes.
const FIRST_SENTENCE = /^[^.!?]*/;

const BUILT = new WeakMap<Menu, DescribedIndex>();

/** The description index of a menu, built once per Menu. */
export function describedIndex(menu: Menu): DescribedIndex {
  const known = BUILT.get(menu);
  if (known) return known;
  const index: DescribedIndex = {
    terms: { terms: new SearchableMap<number>(), size: 0 },
    postings: [],
    keys: [],
    named: [],
    held: [],
    said: [],
    opening: [],
  };
  const memo = new Map<string, string | null>();
  const termOf = (stem: string): number => {
    let id = index.terms.terms.get(stem);
    if (id === undefined) {
      id = index.terms.size;
      index.terms.size += 1;
      index.terms.terms.set(stem, id);
    }
    return id;
  };
  for (const product of menu.listedProducts()) {
    const said = FIRST_SENTENCE.exec(product.description ?? '')?.[0] ?? '';
    const described = nameStems(said, memo);
    if (described.length === 0) continue;
    const doc = index.keys.length;
    index.keys.push(product.id);
    const named = new Set(nameStems(product.name, memo).map(termOf));
    index.named.push(named);
    const opening = described.slice(0, MAX_OPENING).map(termOf);
    index.opening.push(opening);
    const sentence = new Set(described.map(termOf));
    index.said.push(sentence);
    const held = new Set([...named, ...opening, ...sentence]);
    index.held.push(held);
    for (const id of held) {
      const list = index.postings[id] ?? [];
      list.push(doc);
      index.postings[id] = list;
    }
  }
  BUILT.set(menu, index);
  return index;
}

/**
 * The dishes (one, or a few to choose from) the words from `at` describe (see above), with how
 * many tokens they span, or undefined. `joins` tells a word that joins others inside a run ("с", "от", "with").
 */
export function describedMatch(
  index: DescribedIndex,
  table: KeywordTable,
  tokens: readonly Token[],
  at: number,
  joins: (token: Token) => boolean,
  lookup: (index: StemIndex, stem: string) => number[],
): { productIds: number[]; length: number } | undefined {
  let docs: Set<number> | null = null;
  const seen: Set<number>[] = [];
  // Per word a word table reads: the terms of each of its readings.
  const confirmed: Confirming[] = [];
  // A word of thousands of descriptions ("пица" on a large menu) only filters the dishes a rarer
  // word finds: its postings are never walked.
  const deferred: Set<number>[] = [];
  let words = 0;
  let length = 0;
  const holds = (doc: number, matched: ReadonlySet<number>) => {
    const held = index.held[doc];
    return held !== undefined && [...matched].some((term) => held.has(term));
  };
  for (let next = at; next < tokens.length && next - at < MAX_SPAN; next += 1) {
    const token = tokens[next] as Token;
    if (next > at && token.afterBreak) break;
    if (joins(token)) {
      if (next === at) return undefined;
      continue;
    }
    const matched = termsOf(index, tokenStems(table, token), lookup);
    if (matched.size === 0) break;
    const meanings = [token.folded, token.alt].flatMap((word) =>
      word ? (table.food.get(word) ?? []) : [],
    );
    if (meanings.length > 0)
      confirmed.push({
        readings: tokenStems(table, token).map((reading) => termsOf(index, [reading], lookup)),
        meant: meanings.map((meaning) => termsOf(index, [meaning], lookup)),
      });
    let reached: Set<number>;
    if (docs) reached = new Set([...docs].filter((doc) => holds(doc, matched)));
    else if (postingsOf(index, matched) > MAX_WALKED) {
      deferred.push(matched);
      words += 1;
      length = next - at + 1;
      continue;
    } else {
      reached = new Set<number>();
      for (const term of matched) for (const doc of index.postings[term] ?? []) reached.add(doc);
      for (const earlier of deferred)
        for (const doc of reached) if (!holds(doc, earlier)) reached.delete(doc);
    }
    if (reached.size === 0) break;
    docs = reached;
    seen.push(matched);
    words += 1;
    length = next - at + 1;
  }
  seen.unshift(...deferred);
  if (!docs || words < DESCRIBED_WORDS) return undefined;
  // Typed words found in a dish's description and not in its name.
  const fromDescription = (doc: number) =>
    seen.filter(
      (matched) => holds(doc, matched) && ![...matched].some((t) => index.named[doc]?.has(t)),
    ).length;
  const fits = [...docs].filter((doc) => fromDescription(doc) >= DESCRIBED_WORDS);
  // A word of a dish's description that a word table reads as a word of the same dish's name is
  // sure of that dish ("супа леща": "Крем супа от червена леща" is the Мерджимек чорба's, and
  // the Turkish table reads леща as мерджимек), before dishes only described by the words
  // (Езогелин чорба: "Супа от червена леща с булгур"; issue 35, Turkish tuning).
  const sure = [...docs].filter((doc) =>
    confirmed.some((readings) => confirms(index, doc, readings)),
  );
  const products = new Set((sure.length > 0 ? sure : fits).map((doc) => index.keys[doc] as number));
  if (products.size === 0 || products.size > MAX_DESCRIBED) return undefined;
  return { productIds: [...products], length };
}

/** A word a table reads: the terms of each of its readings, and of each table meaning. */
interface Confirming {
  readings: Set<number>[];
  meant: Set<number>[];
}

/**
 * True when one reading of a word is in the dish's description and not its name, and one of the
 * tables' meanings of the word, another term, is in its name: "леща" is in the Мерджимек чорба's
 * description, and the table reads it мерджимек.
 */
function confirms(index: DescribedIndex, doc: number, word: Confirming): boolean {
  const has = (terms: Set<number>, of: Set<number> | undefined) =>
    of !== undefined && [...terms].some((t) => of.has(t));
  const named = index.named[doc];
  const said = word.readings.find((terms) => has(terms, index.said[doc]) && !has(terms, named));
  return (
    said !== undefined &&
    word.meant.some((terms) => has(terms, named) && ![...terms].some((t) => said.has(t)))
  );
}

/** True when the word is in this dish's description ("картофено" of "Картофено пюре с масло"). */
export function saysWord(
  index: DescribedIndex,
  table: KeywordTable,
  token: Token,
  productId: number,
  lookup: (index: StemIndex, stem: string) => number[],
): boolean {
  const said = index.said[index.keys.indexOf(productId)];
  if (!said) return false;
  return [...termsOf(index, tokenStems(table, token), lookup)].some((term) => said.has(term));
}

/** The first words of a description kept in order (see `openedMatch`). */
const MAX_OPENING = 4;

/**
 * "фалафел в питка": a dish's name with a joiner and more words after it, the words a description
 * opens with ("Фалафел в питка с тахан…", the Сандвич фалафел's), names that dish, not the dish
 * and a pita (issue 35, Lebanese tuning). Two words at least, in the description's order, and
 * one dish only; undefined when the words reach no further than `past` tokens.
 */
export function openedMatch(
  index: DescribedIndex,
  table: KeywordTable,
  tokens: readonly Token[],
  at: number,
  joins: (token: Token) => boolean,
  lookup: (index: StemIndex, stem: string) => number[],
  past: number,
): { productIds: number[]; length: number } | undefined {
  let docs: number[] | null = null;
  let words = 0;
  let length = 0;
  for (let next = at; next < tokens.length && words < MAX_OPENING; next += 1) {
    const token = tokens[next] as Token;
    if (next > at && (token.afterBreak || joins(token))) {
      if (token.afterBreak) break;
      continue;
    }
    const matched = termsOf(index, tokenStems(table, token), lookup);
    const position = words;
    const opens = (doc: number) => matched.has(index.opening[doc]?.[position] ?? -1);
    const reached: number[] = docs
      ? docs.filter(opens)
      : [...new Set([...matched].flatMap((term) => index.postings[term] ?? []))].filter(opens);
    if (reached.length === 0) break;
    docs = reached;
    words += 1;
    length = next - at + 1;
  }
  if (!docs || words < DESCRIBED_WORDS || length <= past) return undefined;
  const products = new Set(docs.map((doc) => index.keys[doc] as number));
  return products.size === 1 ? { productIds: [...products], length } : undefined;
}

/** How many dish entries hold any of these terms, at most (the postings' lengths summed). */
function postingsOf(index: DescribedIndex, terms: ReadonlySet<number>): number {
  let total = 0;
  for (const term of terms) total += index.postings[term]?.length ?? 0;
  return total;
}

/** The description terms any reading of a word stands for (every stem of a reading found). */
function termsOf(
  index: DescribedIndex,
  readings: readonly (readonly string[])[],
  lookup: (index: StemIndex, stem: string) => number[],
): Set<number> {
  const out = new Set<number>();
  for (const reading of readings) {
    if (reading.length !== 1) continue;
    for (const term of lookup(index.terms, reading[0] as string)) out.add(term);
  }
  return out;
}
