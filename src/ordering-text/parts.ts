import { editDistance } from './edit-distance.ts';
import { nameStems } from './fold.ts';
import type { PartWord } from './grammar.ts';
import { type MenuLexicon, type NameEntry, typoBudget } from './lexicon.ts';

/**
 * Reads the words of a "without …" or "extra …" list as the ingredients or extras they name:
 * greedily, the longest run of words that fits one name, preferring the names of this dish and
 * size ("сос" on a Margherita is its tomato sauce), then any name of the menu (so "без ананас"
 * on a Margherita can be told that it has none).
 */

/** A name read from the list: its id or code, the words that named it, and whether it is local. */
export interface ResolvedPart<K> {
  key: K;
  words: string;
  local: boolean;
}

/** True when a typed stem is one of the name's stems, up to its typo budget. */
export function stemFits(typed: string, stems: readonly string[]): boolean {
  return stems.some((stem) => {
    const budget = Math.min(typoBudget(typed), typoBudget(stem));
    return editDistance(typed, stem, budget) <= budget || derivedFrom(typed, stem);
  });
}

// "карамелен" is of "карамел", "ванилов" of "ванилия", "бадем" of "бадемово" (issue 35): an
// adjective and its noun share a stem of five letters or more and differ by a short suffix.
const DERIVED_MIN = 5;
const DERIVED_SUFFIX = 3;

function derivedFrom(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // "с пиле" of "Пилешко филе", "телешко" of "теле": Bulgarian's -ешк- adjective of a short noun.
  if (short.length >= 3 && long === `${short}eshk`) return true;
  if (short.length < DERIVED_MIN || long.length - short.length > DERIVED_SUFFIX) return false;
  if (long.startsWith(short)) return true;
  // Bulgarian's fleeting vowel: "чесън" is of "чеснов" (folded chesan, chesnov).
  const fleeting = FLEETING_VOWEL.exec(short);
  return fleeting !== null && long.startsWith(short.slice(0, fleeting.index) + fleeting[1]);
}

// A vowel ъ (folded a) or е between the last two consonants of a word, which drops when it grows.
const FLEETING_VOWEL = /[ae]([^aeiouy])$/;

/** True when one of the stems appears in the name (a menu base named by a concept word). */
export function nameHasStem(name: string, stems: ReadonlySet<string> | undefined): boolean {
  if (!stems) return false;
  const own = nameStems(name);
  return [...stems].some((stem) => stemFits(stem, own));
}

/**
 * The name the typed stems read as: the one they name whole, else the one name they are part
 * of. Several names they are only part of ("мляко": oat, almond, soy milk) are `several`: the
 * word is generic among them and none is chosen (issue 35: when several fit, ask).
 */
function best<K>(
  entries: readonly NameEntry<K>[],
  typed: readonly string[],
): NameEntry<K> | { several: K[] } | undefined {
  let found: { entry: NameEntry<K>; missing: number } | undefined;
  const fitting: NameEntry<K>[] = [];
  for (const entry of entries) {
    if (!typed.every((stem) => stemFits(stem, entry.stems))) continue;
    fitting.push(entry);
    const missing = entry.stems.length - typed.length;
    if (!found || missing < found.missing) found = { entry, missing };
  }
  if (!found || found.missing === 0 || new Set(fitting.map((e) => e.key)).size < 2)
    return found?.entry;
  // Named whole but for the words several of these names share ("сироп" of the syrups):
  // "карамел" is the caramel syrup, not the salted one; "мляко" names no milk whole.
  const shared = sharedStems(entries);
  const whole = fitting.filter((entry) =>
    entry.stems.every((stem) => shared.has(stem) || typed.some((t) => stemFits(t, [stem]))),
  );
  const keys = new Set(whole.map((e) => e.key));
  if (keys.size === 1) return whole[0];
  return { several: [...new Set(fitting.map((e) => e.key))] };
}

/** Stems in at least two of the names: words that name a kind of extra, not one. */
function sharedStems<K>(entries: readonly NameEntry<K>[]): Set<string> {
  const seen = new Map<string, Set<K>>();
  for (const entry of entries)
    for (const stem of entry.stems) seen.set(stem, (seen.get(stem) ?? new Set()).add(entry.key));
  return new Set([...seen].filter(([, keys]) => keys.size >= 2).map(([stem]) => stem));
}

const MAX_RUN = 3;

/** Every way to read a run of words, one reading of each word (at most 2³ for a run of 3). */
function combinations(words: readonly (readonly string[][])[]): string[][] {
  let out: string[][] = [[]];
  for (const readings of words)
    out = out.flatMap((prefix) => readings.map((r) => [...prefix, ...r]));
  return out;
}

function firstFound<T>(
  readings: readonly string[][],
  find: (typed: string[]) => T | undefined,
): T | undefined {
  for (const typed of readings) {
    const found = find(typed);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The names a list of words reads as. `localKeys`: the ids or codes of this dish (and size);
 * `kind` picks the lexicon's ingredients or extras. `missed` receives each word that names
 * nothing, so the line can say it (issue 35: nothing dropped in silence).
 */
export function resolveParts<K extends number | string>(
  lex: MenuLexicon,
  parts: readonly PartWord[],
  localKeys: ReadonlySet<K>,
  kind: 'ingredient' | 'addon',
  missed?: string[],
  several?: { words: string; keys: K[] }[],
): ResolvedPart<K>[] {
  const all = (kind === 'ingredient' ? lex.ingredients : lex.addons) as NameEntry<K>[];
  const local = all.filter((entry) => localKeys.has(entry.key));
  const out: ResolvedPart<K>[] = [];
  let at = 0;
  while (at < parts.length) {
    let taken = 0;
    for (let run = Math.min(MAX_RUN, parts.length - at); run >= 1 && taken === 0; run -= 1) {
      const slice = parts.slice(at, at + run);
      const words = slice.map((part) => part.raw).join(' ');
      const readings = combinations(slice.map((part) => part.stems));
      const mine = firstFound(readings, (typed) => best(local, typed));
      if (mine && 'several' in mine) {
        if (several) several.push({ words, keys: mine.several });
        else missed?.push(words);
        taken = run;
        continue;
      }
      const found = mine ? undefined : firstFound(readings, (typed) => best(all, typed));
      const other = found && 'several' in found ? undefined : found;
      const entry = mine ?? other;
      if (entry) {
        if (!out.some((part) => part.key === entry.key))
          out.push({ key: entry.key, words, local: mine !== undefined });
        taken = run;
      }
    }
    if (taken === 0) missed?.push(parts[at]?.raw ?? '');
    at += Math.max(taken, 1);
  }
  return out;
}
