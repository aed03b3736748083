import SearchableMap from 'minisearch/SearchableMap';
import { cached } from '../cached.ts';
import type { Menu } from '../catalogue/menu.ts';
import { normalizeTerm } from '../catalogue/transliterate.ts';
import { type DescribedIndex, describedIndex } from './described.ts';
import { nameStems, stemOf } from './fold.ts';
import { type MenuWords, menuWords } from './menu-words.ts';

/**
 * What the grammar knows of one menu: the listed dishes by the stems of their names, and the
 * names of every ingredient and extra, with fuzzy lookup (small typos) over each. Built once per
 * Menu and per set of extra names (a WeakMap keyed by the Menu: a sync installs a new Menu, so
 * the index can never describe an older one).
 */

/**
 * More names for the menu's items, e.g. from MENU_TRANSLATIONS (`<lang>.json`: products,
 * ingredients, addons): each is matched like the menu's own name. The hook for translated menus.
 */
export interface ExtraNames {
  products?: ReadonlyMap<number, readonly string[]>;
  ingredients?: ReadonlyMap<number, readonly string[]>;
  addons?: ReadonlyMap<string, readonly string[]>;
}

/** A named thing (a dish, an ingredient, an extra) by the stems of one of its names. */
export interface NameEntry<K> {
  key: K;
  stems: string[];
}

export interface StemIndex {
  /** Stem → term id. */
  terms: SearchableMap<number>;
  size: number;
}

export interface MenuLexicon {
  /** Listed products by name (one entry per name: a translated name is a second entry). */
  dishes: NameEntry<number>[];
  dishTerms: StemIndex;
  /** Term id of each stem of each dish entry, in name order. */
  dishTermIds: number[][];
  /** Dish entries holding each term id (ascending). */
  postings: number[][];
  /** Listed products with a family size (what a half-and-half is made of). */
  familySized: Set<number>;
  /** Terms shared by many names ("пица", "салата"): a name is whole without them. */
  generic: Set<number>;
  /**
   * Prepositions and conjunctions inside names ("на" of "Калмари на скара", "with", "mit"):
   * never a word the customer left out (issue 35, Greek tuning).
   */
  joiners: Set<number>;
  /** Dish entries that are a product's own name (not a translated or shown one). */
  own: Set<number>;
  ingredients: NameEntry<number>[];
  addons: NameEntry<string>[];
  /** Every stem of an ingredient or extra name, to know where a "without …" list ends. */
  partTerms: StemIndex;
  /**
   * Stems of the size labels of each dish with several sizes ("С юфка" / "С ориз": юфка, ориз):
   * "уок терияки с ориз" chooses the size (issue 35).
   */
  variantStems: Map<number, string[]>;
  /** Stems of the extras' names: "extra X" names an extra before it names a dish. */
  addonStems: Set<string>;
  /** Size-label words, extras per dish, category words (issue 35, `menu-words.ts`). */
  menuWords: MenuWords;
  /** The dishes by the words of their descriptions too (`described.ts`). */
  described: DescribedIndex;
}

// Prepositions and conjunctions of dish names, in every language the bot reads, folded and
// stemmed as the names are ("with" is "vith", "cu" is "ku": the raw words never matched).
const JOINER_WORDS = new Set(
  [
    'на',
    'по',
    'от',
    'за',
    'във',
    'със',
    'в',
    'с',
    'и',
    'of',
    'on',
    'in',
    'and',
    'with',
    'the',
    'mit',
    'und',
    'im',
    'auf',
    'vom',
    'von',
    'zum',
    'zu',
    'ze',
    'do',
    'z',
    'w',
    'na',
    'cu',
    'și',
    'la',
    'de',
    'pe',
    'din',
    'із',
    'з',
    'та',
    'зі',
    'у',
  ]
    .map((word) => {
      const folded = normalizeTerm(word);
      return folded === null ? null : stemOf(folded);
    })
    .filter((stem): stem is string => stem !== null),
);

const GENERIC_MIN = 3;
const GENERIC_SHARE = 0.02;

function stemIndex(): StemIndex {
  return { terms: new SearchableMap<number>(), size: 0 };
}

function termId(index: StemIndex, stem: string): number {
  let id = index.terms.get(stem);
  if (id === undefined) {
    id = index.size;
    index.size += 1;
    index.terms.set(stem, id);
  }
  return id;
}

/**
 * Allowed typos on a stem: none below five letters ("chip" must not become "chil"), one up to
 * seven, two beyond. Stricter than the dish search's: a search shows a list, an order commits.
 */
export function typoBudget(stem: string): number {
  return stem.length < 5 ? 0 : stem.length <= 7 ? 1 : 2;
}

/** Term ids a stem stands for: itself, and names within its typo budget. */
export function lookupStem(index: StemIndex, stem: string): number[] {
  // The same words come back message after message ("pizza", "large"): a fuzzy search of a
  // large menu's names is the dearest step of a parse, so its answers are kept per index (an
  // index never changes once built), a bounded number of them.
  let kept = LOOKED_UP.get(index);
  if (!kept) {
    kept = new Map();
    LOOKED_UP.set(index, kept);
  }
  const known = kept.get(stem);
  if (known) return known;
  const found = lookupFresh(index, stem);
  if (kept.size >= LOOKUPS_KEPT) kept.clear();
  kept.set(stem, found);
  return found;
}

const LOOKED_UP = new WeakMap<StemIndex, Map<string, number[]>>();
const LOOKUPS_KEPT = 4096;

function lookupFresh(index: StemIndex, stem: string): number[] {
  const ids = new Set<number>();
  const exact = index.terms.get(stem);
  if (exact !== undefined) ids.add(exact);
  const budget = typoBudget(stem);
  if (budget > 0) {
    for (const [term, [id]] of index.terms.fuzzyGet(stem, budget))
      if (!negates(stem, term)) ids.add(id);
    // Two neighbouring letters swapped ("хникали", "пръжен") are one slip, not two.
    for (let i = 0; i + 1 < stem.length; i += 1) {
      if (stem[i] === stem[i + 1]) continue;
      const swapped = `${stem.slice(0, i)}${stem[i + 1]}${stem[i]}${stem.slice(i + 2)}`;
      const id = index.terms.get(swapped);
      if (id !== undefined) ids.add(id);
    }
  }
  derivedTerms(index, stem, ids);
  return [...ids];
}

/** The terms of a stem as spelt, with its derived words ("морков": морковена), never a typo. */
export function lookupSpelt(index: StemIndex, stem: string): number[] {
  const ids = new Set<number>();
  const exact = index.terms.get(stem);
  if (exact !== undefined) ids.add(exact);
  derivedTerms(index, stem, ids);
  return [...ids];
}

/**
 * "негазирана" is no typo of "газирана": a word that is the other with the Bulgarian negation
 * "не" glued before it means the opposite (issue 35, grill tuning).
 */
function negates(typed: string, term: string): boolean {
  return typed === `ne${term}` || term === `ne${typed}`;
}

// An adjective and its noun ("морков" / "Морковена", "карамел" / "карамелен"): one stem of five
// letters or more and an adjective's suffix (issue 35). Only those: "лимонада" is no adjective
// of "лимон", so a lemonade never finds the lemon tea.
const DERIVED_MIN = 5;
const DERIVED_SUFFIX = 3;
// Stems are folded to Latin letters (fold.ts): -ен, -ан, -ов, -ев, -ин, -н, -ск, -ски.
const ADJECTIVE_SUFFIX = /^(?:en|an|ov|ev|in|n|sk|ski)$/;
const SK_BASE_MIN = 4;

function derivedTerms(index: StemIndex, stem: string, ids: Set<number>): void {
  if (stem.length < DERIVED_MIN) return;
  for (const [term, id] of index.terms.atPrefix(stem))
    if (ADJECTIVE_SUFFIX.test(term.slice(stem.length))) ids.add(id);
  for (let cut = 1; cut <= DERIVED_SUFFIX && stem.length - cut >= SK_BASE_MIN; cut += 1) {
    const suffix = stem.slice(-cut);
    if (!ADJECTIVE_SUFFIX.test(suffix)) continue;
    const base = stem.slice(0, -cut);
    // "-ски" makes an adjective of a short noun too: "арабска" of "арабия" (Lebanese tuning).
    if (base.length < DERIVED_MIN && !suffix.startsWith('sk')) continue;
    // The noun's ъ comes back before its last letter: "чеснов" of "чесън" (issue 35, Indian).
    for (const noun of [base, `${base.slice(0, -1)}a${base.slice(-1)}`]) {
      const id = index.terms.get(noun);
      if (id !== undefined) ids.add(id);
    }
  }
}

function buildLexicon(menu: Menu, extra: ExtraNames): MenuLexicon {
  const memo = new Map<string, string | null>();
  const dishes: NameEntry<number>[] = [];
  const own = new Set<number>();
  for (const product of menu.listedProducts()) {
    for (const name of [product.name, ...(extra.products?.get(product.id) ?? [])]) {
      const stems = nameStems(name, memo);
      if (stems.length === 0) continue;
      if (name === product.name) own.add(dishes.length);
      dishes.push({ key: product.id, stems });
    }
  }
  const dishTerms = stemIndex();
  const postings: number[][] = [];
  const dishTermIds = dishes.map((entry, doc) =>
    entry.stems.map((stem) => {
      const id = termId(dishTerms, stem);
      const list = postings[id] ?? [];
      if (list[list.length - 1] !== doc) list.push(doc);
      postings[id] = list;
      return id;
    }),
  );
  // Shares of dishes, not of names: a translated or shown name is a second entry of its dish,
  // and the same word spelt two ways ("спагети", "spaghetti") is two terms, so counting entries
  // made a word of four dishes out of a hundred generic in Bulgarian and not in English, where
  // "carbonara" then named the pizza for certain (issue 35).
  const products = new Set(dishes.map((entry) => entry.key)).size;
  const threshold = Math.max(GENERIC_MIN, Math.ceil(products * GENERIC_SHARE));
  const generic = new Set<number>();
  postings.forEach((list, id) => {
    if (new Set(list.map((doc) => dishes[doc]?.key)).size >= threshold) generic.add(id);
  });
  const ingredientNames = new Map<number, Set<string>>();
  const addonNames = new Map<string, Set<string>>();
  const note = <K>(map: Map<K, Set<string>>, key: K, name: string) => {
    const names = map.get(key) ?? new Set<string>();
    names.add(name);
    map.set(key, names);
  };
  for (const product of menu.snapshot.products) {
    for (const addon of product.addons) note(addonNames, addon.code, addon.name);
    for (const variant of product.variants) {
      for (const ingredient of variant.ingredients)
        note(ingredientNames, ingredient.id, ingredient.name);
      for (const addon of variant.addons) note(addonNames, addon.code, addon.name);
    }
  }
  for (const [id, names] of extra.ingredients ?? []) {
    for (const name of names) note(ingredientNames, id, name);
  }
  for (const [code, names] of extra.addons ?? []) {
    for (const name of names) note(addonNames, code, name);
  }
  const partTerms = stemIndex();
  const entries = <K>(map: Map<K, Set<string>>): NameEntry<K>[] =>
    [...map].flatMap(([key, names]) =>
      [...names].map((name) => {
        const stems = nameStems(name, memo);
        for (const stem of stems) termId(partTerms, stem);
        return { key, stems };
      }),
    );
  const variantStems = new Map<number, string[]>();
  for (const product of menu.listedProducts()) {
    if (product.variants.length < 2) continue;
    const stems = product.variants.flatMap((variant) =>
      nameStems(variant.label, memo).filter((stem) => stem.length >= 3),
    );
    if (stems.length > 0) variantStems.set(product.id, [...new Set(stems)]);
  }
  const addons = entries(addonNames);
  const familySized = new Set(
    menu
      .listedProducts()
      .filter((p) => p.variants.some((v) => v.key === 'family'))
      .map((p) => p.id),
  );
  const joiners = new Set<number>();
  for (const word of JOINER_WORDS) {
    const id = dishTerms.terms.get(word);
    if (id !== undefined) joiners.add(id);
  }
  return {
    familySized,
    dishes,
    dishTerms,
    dishTermIds,
    postings,
    generic,
    joiners,
    own,
    ingredients: entries(ingredientNames),
    addons,
    partTerms,
    variantStems,
    addonStems: new Set(addons.flatMap((entry) => entry.stems)),
    menuWords: menuWords(menu, dishTerms),
    described: describedIndex(menu),
  };
}

const CACHE = new WeakMap<Menu, WeakMap<ExtraNames, MenuLexicon>>();
const NO_EXTRA: ExtraNames = {};

/** The lexicon of a menu (built on first use, then reused for as long as the Menu lives). */
export function menuLexicon(menu: Menu, extra: ExtraNames = NO_EXTRA): MenuLexicon {
  const byExtra = cached(CACHE, menu, () => new WeakMap<ExtraNames, MenuLexicon>());
  return cached(byExtra, extra, () => buildLexicon(menu, extra));
}
