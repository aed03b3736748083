import SearchableMap from 'minisearch/SearchableMap';
import type { Combo, Product, SizeKey } from '../domain/menu.ts';
import { type AllergenCode, normalizeAllergenCodes } from './allergens.ts';
import { allergensOf } from './display.ts';
import type { Menu } from './menu.ts';
import { normalizeTerm } from './transliterate.ts';

/**
 * Forgiving dish search over one Menu: listed products by name (boosted) and description, and
 * combos by name. Cyrillic and Latin, accents, case, doubled letters and small typos all meet in
 * `normalizeTerm`, which both the documents and the queries go through. Unlisted option children
 * are never indexed (spec "Product": listed=false shows no separate card).
 *
 * The term dictionary is minisearch's radix tree (`SearchableMap`: exact, prefix and fuzzy term
 * lookup); scoring is BM25 with minisearch's parameters and weights, over flat posting lists.
 * MiniSearch's own `search()` builds a result object per matching document and took over 2 ms
 * for a word found in a fifth of a 10 000-product menu; this scorer stays far below that.
 */

/** One search result, best first; `matchedAllergens` are the excluded codes the dish lists. */
export type SearchHit = (
  | { kind: 'product'; productId: number }
  | { kind: 'combo'; comboCode: string }
) & { score: number; allergenWarning: boolean; matchedAllergens: AllergenCode[] };

/**
 * `excludeAllergens`: codes the customer avoids. In `hide` mode (the default) a product whose
 * displayed or selected (`size`) variant lists one is left out; in `mark` mode it is kept with
 * `allergenWarning`. Combos are only ever marked (from their default selection), because a slot
 * may be switched to a product without the allergen.
 */
export interface MenuSearchOptions {
  limit?: number;
  excludeAllergens?: readonly number[];
  mode?: 'hide' | 'mark';
  size?: SizeKey;
}

/** A search index bound to one Menu; rebuilt when a sync replaces the Menu. */
export interface MenuSearch {
  search(query: string, options?: MenuSearchOptions): SearchHit[];
}

type Entry = { kind: 'product'; product: Product } | { kind: 'combo'; combo: Combo };

interface Posting {
  docs: number[];
  nameTf: number[];
  descTf: number[];
  nameDf: number;
  descDf: number;
}

interface TermIndex {
  terms: SearchableMap<number>;
  postings: Posting[];
  nameLength: Uint16Array;
  descLength: Uint16Array;
  avgName: number;
  avgDesc: number;
  /** Folded name of each document, to recognise a query that is a whole dish name. */
  nameKeys: string[];
}

const DEFAULT_LIMIT = 10;
const NAME_BOOST = 3;
// A dish whose whole name is the query beats longer names that merely contain it.
const EXACT_NAME_BONUS = 2;
// minisearch's defaults: BM25+ parameters and the weights of prefix and fuzzy expansions.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
// Query words beyond this are ignored: every word needs one bit of a 32-bit match mask.
const MAX_QUERY_TERMS = 16;
const TERM_CACHE_LIMIT = 50_000;
const TOKEN_SEPARATOR = /[\s\p{P}\p{S}]+/u;

function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter((token) => token.length > 0);
}

// Menus repeat words a lot ("пица", "доматен сос"): memoizing the fold keeps a 10 000-product
// build well inside its budget. The cache belongs to one index and is bounded.
function memoizedNormalize(): (term: string) => string | null {
  const cache = new Map<string, string | null>();
  return (term) => {
    const hit = cache.get(term);
    if (hit !== undefined) return hit;
    if (cache.size >= TERM_CACHE_LIMIT) cache.clear();
    const folded = normalizeTerm(term);
    cache.set(term, folded);
    return folded;
  };
}

function foldAll(text: string, fold: (term: string) => string | null): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const term = fold(token);
    if (term !== null) out.push(term);
  }
  return out;
}

function buildTermIndex(
  docs: readonly { name: string; description: string }[],
  fold: (term: string) => string | null,
): TermIndex {
  const terms = new SearchableMap<number>();
  const postings: Posting[] = [];
  const nameLength = new Uint16Array(docs.length);
  const descLength = new Uint16Array(docs.length);
  const nameKeys: string[] = [];
  const add = (doc: number, term: string, field: 'nameTf' | 'descTf') => {
    let id = terms.get(term);
    if (id === undefined) {
      id = postings.length;
      terms.set(term, id);
      postings.push({ docs: [], nameTf: [], descTf: [], nameDf: 0, descDf: 0 });
    }
    const posting = postings[id] as Posting;
    let at = posting.docs.length - 1;
    if (posting.docs[at] !== doc) {
      at = posting.docs.push(doc) - 1;
      posting.nameTf.push(0);
      posting.descTf.push(0);
    }
    const tf = posting[field];
    if (tf[at] === 0) posting[field === 'nameTf' ? 'nameDf' : 'descDf'] += 1;
    tf[at] = (tf[at] as number) + 1;
  };
  let nameTotal = 0;
  let descTotal = 0;
  docs.forEach((doc, i) => {
    const name = foldAll(doc.name, fold);
    const description = foldAll(doc.description, fold);
    for (const term of name) add(i, term, 'nameTf');
    for (const term of description) add(i, term, 'descTf');
    nameLength[i] = name.length;
    descLength[i] = description.length;
    nameTotal += name.length;
    descTotal += description.length;
    nameKeys.push(name.join(' '));
  });
  const count = Math.max(docs.length, 1);
  const avgName = Math.max(nameTotal / count, 1);
  const avgDesc = Math.max(descTotal / count, 1);
  return { terms, postings, nameLength, descLength, avgName, avgDesc, nameKeys };
}

/** Dictionary terms a query word stands for, with minisearch's expansion weights. */
function expand(index: TermIndex, word: string, isLast: boolean): Map<number, number> {
  const found = new Map<number, number>();
  const exact = index.terms.get(word);
  if (exact !== undefined) found.set(exact, 1);
  // Typos: none on very short words (they would match everything), one edit up to six
  // letters, two beyond. Prefix only on the last word, which may be unfinished.
  const maxEdits = word.length < 4 ? 0 : word.length <= 6 ? 1 : 2;
  if (maxEdits > 0) {
    for (const [term, [id, distance]] of index.terms.fuzzyGet(word, maxEdits)) {
      if (distance > 0) found.set(id, (FUZZY_WEIGHT * term.length) / (term.length + distance));
    }
  }
  if (isLast) {
    for (const [term, id] of index.terms.atPrefix(word)) {
      const extra = term.length - word.length;
      if (extra === 0) continue;
      const weight = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * extra);
      found.set(id, Math.max(found.get(id) ?? 0, weight));
    }
  }
  return found;
}

function bm25(tf: number, df: number, total: number, length: number, average: number): number {
  const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
  const norm = tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average);
  return idf * (BM25.d + (tf * (BM25.k + 1)) / norm);
}

/**
 * Document ids matching the words, best first: documents with every word, or with any word
 * when none has all (a stray "with" or a typo too far off must not empty the list).
 */
function rank(
  index: TermIndex,
  words: readonly string[],
): { docs: number[]; scores: Float64Array } {
  const total = index.nameKeys.length;
  const scores = new Float64Array(total);
  const masks = new Uint32Array(total);
  const touched: number[] = [];
  words.forEach((word, i) => {
    for (const [termId, weight] of expand(index, word, i === words.length - 1)) {
      const posting = index.postings[termId] as Posting;
      for (let j = 0; j < posting.docs.length; j += 1) {
        const doc = posting.docs[j] as number;
        const nameTf = posting.nameTf[j] as number;
        const descTf = posting.descTf[j] as number;
        let score = 0;
        if (nameTf > 0) {
          const length = index.nameLength[doc] as number;
          score += NAME_BOOST * bm25(nameTf, posting.nameDf, total, length, index.avgName);
        }
        if (descTf > 0)
          score += bm25(
            descTf,
            posting.descDf,
            total,
            index.descLength[doc] as number,
            index.avgDesc,
          );
        if (masks[doc] === 0) touched.push(doc);
        masks[doc] = (masks[doc] as number) | (1 << i);
        scores[doc] = (scores[doc] as number) + weight * score;
      }
    }
  });
  const all = (1 << words.length) - 1;
  let docs = touched.filter((doc) => masks[doc] === all);
  if (docs.length === 0) docs = touched;
  const queryKey = words.join(' ');
  for (const doc of docs) {
    if (index.nameKeys[doc] === queryKey) scores[doc] = (scores[doc] as number) * EXACT_NAME_BONUS;
  }
  docs.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  return { docs, scores };
}

/**
 * Builds the search for a Menu (well under 150 ms for 10 000 products). Used by the catalogue
 * service each time a new Menu is installed; the index never changes afterwards. An empty or
 * blank query finds nothing. `translated`: the same menu in other languages (issue 23), so a
 * dish is found by its translated name too ("four cheese", "Sałatka grecka"); a dish is listed
 * once, however many of its names match.
 */
export function createMenuSearch(menu: Menu, translated: readonly Menu[] = []): MenuSearch {
  const fold = memoizedNormalize();
  const entries: Entry[] = [];
  const docs: { name: string; description: string }[] = [];
  for (const words of [menu, ...translated]) {
    for (const product of menu.listedProducts()) {
      const shown = words.product(product.id) ?? product;
      docs.push({ name: shown.name, description: shown.description });
      entries.push({ kind: 'product', product });
    }
    for (const combo of menu.combos()) {
      docs.push({ name: words.combo(combo.code)?.name ?? combo.name, description: '' });
      entries.push({ kind: 'combo', combo });
    }
  }
  const index = buildTermIndex(docs, fold);
  return {
    search(query, options = {}) {
      const words = foldAll(query, fold).slice(0, MAX_QUERY_TERMS);
      if (words.length === 0) return [];
      const { docs: ranked, scores } = rank(index, words);
      // Lazily: collectHits stops at the limit, most ranked documents are never looked at.
      function* candidates() {
        for (const doc of ranked)
          yield { entry: entries[doc] as Entry, score: scores[doc] as number };
      }
      return collectHits(candidates(), menu, options);
    },
  };
}

function collectHits(
  ranked: Iterable<{ entry: Entry; score: number }>,
  menu: Menu,
  options: MenuSearchOptions,
): SearchHit[] {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const excluded = new Set(options.excludeAllergens ?? []);
  const hide = (options.mode ?? 'hide') === 'hide';
  const hits: SearchHit[] = [];
  const seen = new Set<Product | Combo>();
  for (const { entry, score } of ranked) {
    if (hits.length >= limit) break;
    // Ranked best first: a dish's best-matching name (in any language) places it.
    const item = entry.kind === 'combo' ? entry.combo : entry.product;
    if (seen.has(item)) continue;
    seen.add(item);
    if (entry.kind === 'combo') {
      const matched = comboAllergens(entry.combo, menu).filter((code) => excluded.has(code));
      hits.push({ kind: 'combo', comboCode: entry.combo.code, score, ...flags(matched) });
      continue;
    }
    const matched = allergensOf(entry.product, options.size).filter((code) => excluded.has(code));
    if (matched.length > 0 && hide) continue;
    hits.push({ kind: 'product', productId: entry.product.id, score, ...flags(matched) });
  }
  return hits;
}

function flags(matched: AllergenCode[]) {
  return { allergenWarning: matched.length > 0, matchedAllergens: matched };
}

/** Allergens of a combo's default configuration: each default item's variant at its slot size. */
function comboAllergens(combo: Combo, menu: Menu): AllergenCode[] {
  const codes: number[] = [];
  for (const item of combo.default_selection.items ?? []) {
    if (item.product_id === undefined) continue;
    const product = menu.product(item.product_id);
    if (product) codes.push(...allergensOf(product, item.size));
  }
  return normalizeAllergenCodes(codes);
}
