import SearchableMap from 'minisearch/SearchableMap';
import { cached } from '../cached.ts';
import { stemOf, type Token } from './fold.ts';
import { lookupStem, type MenuLexicon, typoBudget } from './lexicon.ts';

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

const SURE_BY_SOUND = 7;

/**
 * True when a Latin word under seven letters reaches no name by spelling, and by sound only a
 * name whose consonants differ ("luten": лучени). Vowels alone may differ ("sprite": спрайт).
 */
export function soundOnly(
  lex: MenuLexicon,
  readings: readonly (readonly string[])[],
  token: Token,
) {
  if (/\p{Script=Cyrillic}/u.test(token.raw) || (token.folded?.length ?? 0) >= SURE_BY_SOUND)
    return false;
  return readings.every((stems) =>
    stems.some((stem) => {
      if (lookupStem(lex.dishTerms, stem).length > 0) return false;
      const own = consonants(soundKey(stem));
      return !nearTerms(lex, stem).some((id) => consonants(soundKey(termText(lex, id))) === own);
    }),
  );
}

const consonants = (text: string) => text.replace(/[aeiouy]/g, '');

const TERM_TEXT = new WeakMap<MenuLexicon, string[]>();

/** The stem a dish-name term id stands for. */
export function termText(lex: MenuLexicon, id: number): string {
  let texts = TERM_TEXT.get(lex);
  if (!texts) {
    texts = [];
    for (const [stem, term] of lex.dishTerms.terms) texts[term] = stem;
    TERM_TEXT.set(lex, texts);
  }
  return texts[id] ?? '';
}
