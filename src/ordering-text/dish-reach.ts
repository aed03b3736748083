import { stemOf, type Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import { lookupSpelt, lookupStem, type MenuLexicon, type StemIndex } from './lexicon.ts';
import { nearTerms } from './near-terms.ts';
import { dishReadings, isPartSynonym } from './synonyms.ts';

/**
 * What a typed word reaches among the menu's dish names (issue 35): the readings of a word (its
 * stem, a word table's meanings, chat Latin, plurals and cases) and the dish entries each
 * reading reaches, by spelling, small typos, or sound. Split from `dish-match.ts`, which grows a
 * run of words over these into a dish.
 */

/** Per-parse memo of the dish entries each stem reaches. */
export type StemMemo = Map<string, { terms: number[]; docs: Set<number> }>;

const NEUTER_PLURAL = /^(.{3,}[eiu])ta$/;
const ARTICLE = /^(.{4,}?)(?:ta|to|te|at|yat)$/;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const INSTRUMENTAL = /^(.{3,}?)(?:om|iem|em|ami|oyu|eyu)$/;
// Bulgarian diminutives: "сармички" of "сарми", "кюфтенца" of "кюфте" (issue 35, Lebanese).
const DIMINUTIVE = /^(.{3,}?)(?:ichk|enz)[aieo]?$/;

/**
 * What a typed word may stand for, each a list of stems that must all be found: its own stem,
 * and the Bulgarian menu word an everyday word means ("onion" → "лук"), when it has one.
 */
export function tokenStems(table: KeywordTable, token: Token, wide = false): string[][] {
  // The same token is read many times a parse (each run it may join, each rule that asks about
  // it): its readings are kept per token, per table and width. Callers never change them.
  let kept = STEMS_KEPT.get(token);
  if (kept?.table !== table) {
    kept = { table };
    STEMS_KEPT.set(token, kept);
  }
  const key = wide ? 'wide' : 'plain';
  const known = kept[key];
  if (known) return known;
  const readings = readingsOf(table, token, wide);
  kept[key] = readings;
  return readings;
}

const STEMS_KEPT = new WeakMap<
  Token,
  { table: KeywordTable; plain?: string[][]; wide?: string[][] }
>();

function readingsOf(table: KeywordTable, token: Token, wide: boolean): string[][] {
  if (token.folded === null || token.stem === null || /^\d+$/.test(token.folded)) return [];
  const food = table.food.get(token.folded) ?? [];
  for (const meant of food) TABLE_READINGS.add(meant);
  const readings = [[token.stem], ...food];
  if (token.alt !== null) readings.push([stemOf(token.alt)]);
  // "quesadilla", "virgin": the Spanish or English spelling of a borrowed name (borrowed.ts),
  // for a word no table gives a meaning ("wedges" is the селски potatoes, never a "веджи"); or
  // `wide`, where a longer name is sought ("butter chicken": Бътър чикън, see `matchDish`).
  if (food.length === 0 || wide)
    for (const reading of token.borrowed) readings.push([stemOf(reading)]);
  // Bulgarian neuter plurals and articles in -та: "кафета", "фрапета", "смутита", "менюта"
  // (issue 35).
  const plural = NEUTER_PLURAL.exec(token.folded);
  if (plural) readings.push([stemOf(plural[1] as string)]);
  // The Bulgarian article: "пилето", "менюто", "хлябът", "супата" (issue 35, Chinese tuning).
  const article = CYRILLIC.test(token.raw) ? ARTICLE.exec(token.folded) : null;
  if (article) readings.push([stemOf(article[1] as string)]);
  const diminutive = CYRILLIC.test(token.raw) ? DIMINUTIVE.exec(token.folded) : null;
  if (diminutive) readings.push([stemOf(diminutive[1] as string)]);
  // Ukrainian and Polish after "з"/"z" ("з медом", "z dżemem", "з куркою"): the word without
  // its instrumental ending is the menu's word (issue 35, street tuning).
  const instrumental = INSTRUMENTAL.exec(token.folded);
  if (instrumental) {
    const base = instrumental[1] as string;
    readings.push([stemOf(base)]);
    // …and the everyday word it is a case of ("куркою" of "курка": пиле; issue 35).
    if (food.length === 0) {
      const meant = table.food.get(base) ?? table.food.get(`${base}a`) ?? [];
      for (const stems of meant) TABLE_READINGS.add(stems);
      readings.push(...meant);
    }
  }
  // A German compound of two table words ("Käsesoße", "Schokoladensauce"): both (issue 35).
  if (food.length === 0) readings.push(...compound(table, token.folded));
  // A word for a dish of a kind ("pepsi"): the menu's dishes of that kind (its cola).
  readings.push(...dishReadings(table.synonyms.get(token.folded)));
  return readings;
}

const COMPOUND_MIN = 8;
const PART_MIN = 3;
// Letters German puts between the two words of a compound ("Schokolade-n-sauce", "Tag-es-").
const LINKS = ['', 'n', 's', 'en', 'es'];

/**
 * The readings of a long word that is two word-table words joined, the first with a German
 * linking letter or none: each meaning of the first with each of the second, as one reading.
 */
function compound(table: KeywordTable, folded: string): string[][] {
  if (folded.length < COMPOUND_MIN) return [];
  for (let cut = folded.length - PART_MIN; cut >= PART_MIN; cut -= 1) {
    const second = table.food.get(folded.slice(cut));
    if (!second) continue;
    for (const link of LINKS) {
      const head = folded.slice(0, cut);
      if (!head.endsWith(link) || head.length - link.length < PART_MIN) continue;
      const first = table.food.get(head.slice(0, head.length - link.length));
      if (!first) continue;
      const out = first.flatMap((a) => second.map((b) => [...a, ...b]));
      for (const stems of out) TABLE_READINGS.add(stems);
      return out;
    }
  }
  return [];
}

/**
 * A word table's meaning ("red" → червено) is the menu's own word, spelt as the menu spells it:
 * found as it is, never one letter off ("червено" is no typo of "черен", issue 35).
 */
const TABLE_READINGS = new WeakSet<readonly string[]>();

function reach(lex: MenuLexicon, memo: StemMemo, stem: string, sound = true, exact = false) {
  const key = exact ? `\u0001${stem}` : sound ? stem : `\u0000${stem}`;
  let found = memo.get(key);
  if (!found) {
    const spelt = exact
      ? lookupSpelt(lex.dishTerms, stem)
      : slipsOfOthers(lex, stem, lookupStem(lex.dishTerms, stem));
    // A word a few letters off every name ("capricosa") is read by how it sounds (issue 35).
    // Only Latin letters are confused by sound (c, k, q, ch): a word typed in Cyrillic is
    // spelt as the menu is, so "чаша" never becomes "каша" (issue 35, café tuning).
    const terms = spelt.length > 0 || !sound || exact ? spelt : nearTerms(lex, stem);
    const docs = new Set<number>();
    for (const term of terms) for (const doc of lex.postings[term] ?? []) docs.add(doc);
    found = { terms, docs };
    memo.set(key, found);
  }
  return found;
}

/**
 * A word the names hold as typed is that word, never a slip of another dish's word ("тонкоцу" of
 * Тонкоцу рамен is no typo of Тонкацу, "рамен" none of Рамуне; issue 35, ramen tuning): of the
 * terms a letter off, only those naming a dish the word names too (the same word spelt another
 * way: "risotto" and "ризото") or longer or shorter forms of it ("türkisch", "türkischer") stay.
 */
function slipsOfOthers(lex: MenuLexicon, stem: string, terms: number[]): number[] {
  const own = lex.dishTerms.terms.get(stem);
  if (own === undefined || terms.length < 2) return terms;
  // Kept per lexicon, a bounded number, as `lookupStem` keeps its answers.
  let kept = SLIPS_KEPT.get(lex);
  if (!kept) {
    kept = new Map();
    SLIPS_KEPT.set(lex, kept);
  }
  const known = kept.get(stem);
  if (known) return known;
  const found = withoutSlips(lex, stem, own, terms);
  if (kept.size >= SLIPS_MAX) kept.clear();
  kept.set(stem, found);
  return found;
}

const SLIPS_KEPT = new WeakMap<MenuLexicon, Map<string, number[]>>();
const SLIPS_MAX = 4096;

function withoutSlips(lex: MenuLexicon, stem: string, own: number, terms: number[]): number[] {
  // Docs are names (a dish has one per language it is shown in): compared by dish.
  const dish = (doc: number) => lex.dishes[doc]?.key;
  const ownDishes = new Set((lex.postings[own] ?? []).map(dish));
  const names = termNames(lex.dishTerms);
  return terms.filter((term) => {
    if (term === own) return true;
    const name = names[term] ?? '';
    if (name.startsWith(stem) || stem.startsWith(name)) return true;
    return (lex.postings[term] ?? []).some((doc) => ownDishes.has(dish(doc)));
  });
}

const TERM_NAMES = new WeakMap<StemIndex, string[]>();

/** Each term id's stem, built once per index. */
function termNames(index: StemIndex): string[] {
  const known = TERM_NAMES.get(index);
  if (known) return known;
  const names: string[] = [];
  for (const [stem, id] of index.terms) names[id] = stem;
  TERM_NAMES.set(index, names);
  return names;
}

function narrowAll(
  lex: MenuLexicon,
  memo: StemMemo,
  stems: readonly string[],
  within: Set<number> | null,
  terms: Set<number>,
  sound = true,
): Set<number> {
  // Sets are never changed once made, so the first stem's own set is used as it is, and an
  // intersection walks the smaller side.
  let docs = within;
  const exact = TABLE_READINGS.has(stems);
  for (const stem of stems) {
    const found = reach(lex, memo, stem, sound, exact);
    if (docs === null) docs = found.docs;
    else {
      const [small, large] = docs.size <= found.docs.size ? [docs, found.docs] : [found.docs, docs];
      const next = new Set<number>();
      for (const doc of small) if (large.has(doc)) next.add(doc);
      docs = next;
    }
    if (docs.size === 0) return docs;
    for (const term of found.terms) terms.add(term);
  }
  return docs ?? new Set();
}

/** The dishes (within `within`) that any of the word's readings reaches. */
export function narrow(
  lex: MenuLexicon,
  memo: StemMemo,
  readings: readonly (readonly string[])[],
  within: Set<number> | null,
  terms: Set<number>,
  sound = true,
): Set<number> {
  if (readings.length === 1) return narrowAll(lex, memo, readings[0] ?? [], within, terms, sound);
  const docs = new Set<number>();
  for (const stems of readings)
    for (const doc of narrowAll(lex, memo, stems, within, terms, sound)) docs.add(doc);
  return docs;
}

/** True when the word is part of an ingredient's or an extra's name (by stem, small typos). */
export function isPartWord(index: StemIndex, table: KeywordTable, token: Token): boolean {
  // An everyday word for an ingredient or extra ("feta", "Käse") is one, read by `synonyms.ts`.
  if (isPartSynonym(table.synonyms.get(token.folded ?? ''))) return true;
  return tokenStems(table, token).some(
    (stems) => stems.length > 0 && stems.every((stem) => lookupStem(index, stem).length > 0),
  );
}
