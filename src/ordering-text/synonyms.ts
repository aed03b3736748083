import { foldWord, nameStems } from './fold.ts';
import { stemFits } from './parts.ts';

/**
 * Everyday words for a kind of thing the menu names its own way (issue 35): "cheese" is the
 * menu's mozzarella or сирене, "pepsi" its cola. Data, not per-dish code: each concept lists the
 * menu words that belong to it, and each language's words name a concept (and, for a brand, the
 * brand they are). A synonym only ever resolves to what the menu has; it never invents a product.
 */

/** A kind of thing: the menu words of its members, and its brands by the words they are named. */
export interface SynonymConcept {
  /** Words of menu names that belong to the concept ("моцарела", "сирене", "кола"). */
  members: string[];
  /** Brand → the words of menu names that are that brand ("coca" → "кока", "coca"). */
  brands?: Record<string, string[]>;
  /** True: the concept is a dish ("pepsi" names the menu's cola), not only an ingredient or extra. */
  dish?: boolean;
}

/** Every concept the tables below name. */
export const CONCEPTS: Readonly<Record<string, SynonymConcept>> = {
  cheese: {
    members: [
      'сирене',
      'моцарела',
      'кашкавал',
      'пармезан',
      'ементал',
      'горгонзола',
      'чедър',
      'фета',
      'mozzarella',
      'cheese',
      'cheddar',
      'feta',
    ],
  },
  feta: { members: ['сирене', 'фета', 'feta', 'бяло сирене', 'краве сирене'] },
  cola: {
    members: ['кола', 'cola', 'пепси', 'pepsi'],
    brands: { coca: ['кока', 'coca', 'coke'], pepsi: ['пепси', 'pepsi'] },
    dish: true,
  },
};

/** One language's words: word → its concept, and the brand it is when it is one. */
export type SynonymTable = Record<string, Synonym>;

const COLA = { concept: 'cola' };
const COKE = { concept: 'cola', brand: 'coca' };
const PEPSI = { concept: 'cola', brand: 'pepsi' };
const CHEESE = { concept: 'cheese' };
const FETA = { concept: 'feta' };

/** The synonym tables by language code (the same languages as `words.ts`). */
export const SYNONYMS: Readonly<Record<string, SynonymTable>> = {
  en: { cheese: CHEESE, feta: FETA, cola: COLA, coke: COKE, pepsi: PEPSI },
  bg: { сирене: CHEESE, кашкавал: CHEESE, фета: FETA, кола: COLA, пепси: PEPSI },
  de: { käse: CHEESE, feta: FETA, cola: COLA, coke: COKE, pepsi: PEPSI },
  pl: { ser: CHEESE, sera: CHEESE, feta: FETA, cola: COLA, coke: COKE, pepsi: PEPSI },
  ro: { brânză: CHEESE, branza: CHEESE, feta: FETA, cola: COLA, coke: COKE, pepsi: PEPSI },
  uk: { сир: CHEESE, сиру: CHEESE, фета: FETA, кола: COLA, пепсі: PEPSI },
};

/** What a folded word means: its concept, and the brand it is when it is one. */
export interface Synonym {
  concept: string;
  brand?: string;
}

/**
 * The synonyms of these languages by folded word (one word each: a hyphen splits a word, and
 * "кока-кола" already names the dish by its own words). The first language given wins.
 */
export function compileSynonyms(languages: readonly string[]): Map<string, Synonym> {
  const table = new Map<string, Synonym>();
  for (const code of languages) {
    for (const [word, meaning] of Object.entries(SYNONYMS[code] ?? {})) {
      const folded = foldWord(word);
      if (folded !== null && !table.has(folded)) table.set(folded, meaning);
    }
  }
  return table;
}

/** Stems of the concept's members, each a reading of a word naming a dish concept ("pepsi"). */
export function dishReadings(synonym: Synonym | undefined): string[][] {
  const concept = synonym ? CONCEPTS[synonym.concept] : undefined;
  if (!concept?.dish) return [];
  return concept.members.map((word) => nameStems(word)).filter((stems) => stems.length > 0);
}

/** True when the word names a kind of ingredient or extra ("cheese"), not a dish. */
export function isPartSynonym(synonym: Synonym | undefined): boolean {
  const concept = synonym ? CONCEPTS[synonym.concept] : undefined;
  return concept !== undefined && concept.dish !== true;
}

/** True when a menu name holds a word of the list (by stem, with small typos). */
export function nameHasAny(name: string, words: readonly string[]): boolean {
  const own = nameStems(name);
  return words.some((word) => nameStems(word).every((stem) => stemFits(stem, own)));
}

/** The names among `names` that are members of the concept, in their order. */
export function membersAmong<T>(
  concept: string,
  items: readonly T[],
  nameOf: (item: T) => string,
): T[] {
  const members = CONCEPTS[concept]?.members ?? [];
  return items.filter((item) => nameHasAny(nameOf(item), members));
}

/**
 * When the brand typed is not the one the dish is (`pepsi` for the menu's Coca-Cola): the brand
 * word typed, for the line to say it is a substitution. Undefined when no brand was typed, or the
 * dish is that brand.
 */
export function substitutedBrand(
  synonyms: ReadonlyMap<string, Synonym>,
  typedWords: string,
  dishName: string,
): string | undefined {
  for (const word of typedWords.split(/\s+/)) {
    const folded = foldWord(word);
    const meaning = folded === null ? undefined : synonyms.get(folded);
    const brands = meaning?.brand ? CONCEPTS[meaning.concept]?.brands : undefined;
    if (!meaning?.brand || !brands) continue;
    if (!nameHasAny(dishName, brands[meaning.brand] ?? [])) return word;
  }
  return undefined;
}
