import SearchableMap from 'minisearch/SearchableMap';
import { cached } from '../cached.ts';
import { stemOf } from './fold.ts';
import { type MenuLexicon, typoBudget } from './lexicon.ts';

/**
 * Misspelt dish names a few letters off the usual typo budget (issue 35: "capricosa" for
 * Капричоза, "karbonara"): a word that reaches no dish name by its stem is compared by how it
 * sounds — c, k, q and ch as one letter, z as s, w as v, y as i, doubled letters as one — within
 * the same typo budget. Only the closest names are taken; when they belong to several dishes the
 * grammar asks among them as for any ambiguous word, so nothing is guessed.
 */

const SOUNDS: readonly [RegExp, string][] = [
  [/ch/g, 'k'],
  [/ph/g, 'f'],
  [/[cq]/g, 'k'],
  [/z/g, 's'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/(.)\1+/g, '$1'],
];

// Shorter words are never read by sound: "sos" must not become "kos".
const MIN_LETTERS = 5;

/** A stem as it sounds (see above), stemmed again: "kaprichoz" and "kaprik" are both "kaprik". */
export function soundKey(stem: string): string {
  return stemOf(SOUNDS.reduce((text, [pattern, by]) => text.replace(pattern, by), stem));
}

const INDEX = new WeakMap<MenuLexicon, SearchableMap<number[]>>();

/** The dish-name terms by sound key, built once per lexicon on the first misspelt word. */
function soundIndex(lex: MenuLexicon): SearchableMap<number[]> {
  return cached(INDEX, lex, () => {
    const index = new SearchableMap<number[]>();
    for (const [stem, id] of lex.dishTerms.terms) {
      const key = soundKey(stem);
      index.set(key, [...(index.get(key) ?? []), id]);
    }
    return index;
  });
}

/** The dish-name terms closest in sound to a stem that reaches none by spelling (or none). */
export function nearTerms(lex: MenuLexicon, stem: string): number[] {
  if (stem.length < MIN_LETTERS) return [];
  const key = soundKey(stem);
  const found = soundIndex(lex).fuzzyGet(key, typoBudget(key));
  let closest = Number.POSITIVE_INFINITY;
  for (const [, [, distance]] of found) closest = Math.min(closest, distance);
  return [...found].flatMap(([, [ids, distance]]) => (distance === closest ? ids : []));
}
