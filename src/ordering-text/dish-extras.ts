import { matchDish, type StemMemo, tokenStems } from './dish-match.ts';
import { isPartWord } from './dish-reach.ts';
import { type Token, tokenize } from './fold.ts';
import type { PartWord } from './grammar.ts';
import type { Reader } from './grammar-numbers.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupStem, type MenuLexicon, type NameEntry, typoBudget } from './lexicon.ts';
import { stemFits } from './parts.ts';

/**
 * Words after a dish that name one of its extras belong to it (issue 35, tuned on the café):
 * "капучино на соево мляко", "latte with hazelnut syrup and soy milk", "лате, карамелен сироп".
 * Read before the words are tried as a dish, so "мляко" of a milk or "syrup" of a syrup never
 * becomes a dish whose name holds that word. A filler or two-letter word before them ("на",
 * "on", "cu") is part of it; a whole dish name of its own still wins; after "with" or "extra"
 * the list is read by `readParts` as before.
 */

const MAX_RUN = 3;
const MAX_LEAD = 2;

function leading(table: KeywordTable, tokens: readonly Token[], at: number): number {
  let i = at;
  while (i - at < MAX_LEAD && i < tokens.length) {
    const kind = keywordAt(table, tokens, i)?.keyword.kind;
    const token = tokens[i] as Token;
    if (i > at && token.afterBreak) break;
    const short = token.folded !== null && token.folded.length <= 2 && !/\d/.test(token.folded);
    if (kind === 'filler' || (kind === undefined && short)) i += 1;
    else break;
  }
  return i;
}

/** The extras of these dishes and the stems they share, kept per lexicon (a few hundred sets). */
const EXTRAS = new WeakMap<
  MenuLexicon,
  Map<string, { entries: NameEntry<string>[]; shared: Set<string> }>
>();
const EXTRAS_KEPT = 256;

function extrasOf(lex: MenuLexicon, dishIds: readonly number[]) {
  let kept = EXTRAS.get(lex);
  if (!kept) {
    kept = new Map();
    EXTRAS.set(lex, kept);
  }
  const key = dishIds.join(',');
  let found = kept.get(key);
  if (!found) {
    const codes = new Set(dishIds.flatMap((id) => [...(lex.menuWords.addonsOf.get(id) ?? [])]));
    const entries = codes.size === 0 ? [] : lex.addons.filter((entry) => codes.has(entry.key));
    found = { entries, shared: sharedStems(entries) };
    if (kept.size >= EXTRAS_KEPT) kept.clear();
    kept.set(key, found);
  }
  return found;
}

function combinations(words: readonly (readonly string[][])[]): string[][] {
  let out: string[][] = [[]];
  for (const readings of words)
    out = out.flatMap((prefix) => readings.map((r) => [...prefix, ...r]));
  return out;
}

/** The extra of one of `dishIds` the words at `at` name, as part words, or undefined. */
export function dishExtraAt(
  table: KeywordTable,
  lex: MenuLexicon,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
  dishIds: readonly number[],
): { parts: PartWord[]; next: number } | undefined {
  // After "with"/"extra" the list is read as it always was (`readParts` in grammar.ts).
  const kind = keywordAt(table, tokens, at)?.keyword.kind;
  if (kind === 'with' || kind === 'extra' || kind === 'without') return undefined;
  const { entries, shared } = extrasOf(lex, dishIds);
  if (entries.length === 0) return undefined;
  const from = leading(table, tokens, at);
  const start = tokens[from];
  // Only right after the dish: after a comma the words start a line of their own.
  if (!start || tokens[at]?.afterBreak || (from > at && start.afterBreak)) return undefined;
  // Most words after a dish are no extra of it: a cheap look at the first word first.
  const first = tokenStems(table, start).flat();
  if (!entries.some((entry) => first.some((stem) => stemFits(stem, entry.stems)))) return undefined;
  const dish = matchDish(lex, table, memo, tokens, from);
  for (let run = Math.min(MAX_RUN, tokens.length - from); run >= 1; run -= 1) {
    const slice = tokens.slice(from, from + run);
    if (slice.some((token, i) => (i > 0 && token.afterBreak) || /^\d/.test(token.raw))) continue;
    if (slice.some((_, i) => i > 0 && keywordAt(table, tokens, from + i) !== undefined)) continue;
    // A whole dish name of its own as long as the run is that dish ("с кроасан с масло"); not
    // one made whole only by its generic words ("гуакамоле": Сос гуакамоле) when the words are
    // this dish's extra ("кесадия с пиле и гуакамоле"; issue 35, Mexican tuning).
    if (
      dish?.whole &&
      !dish.generic &&
      !dish.filled &&
      dish.productIds.length === 1 &&
      dish.length >= run
    )
      break;
    // The words go on into a dish name ("cinnamon roll"): a dish, not an extra.
    if (dish && dish.length > run) break;
    const readings = slice.map((token) => tokenStems(table, token));
    if (readings.some((r) => r.length === 0)) continue;
    const fits = combinations(readings).some((typed) =>
      entries.some(
        (entry) =>
          typed.every((stem) => stemFits(stem, entry.stems)) &&
          (namedWhole(entry.stems, typed, shared) || typed.some((stem) => !isDishWord(lex, stem))),
      ),
    );
    if (fits) {
      const parts = slice.map((token, i) => ({ raw: token.raw, stems: readings[i] ?? [] }));
      return { parts, next: andMore(table, lex, tokens, from + run, parts) };
    }
  }
  return undefined;
}

/** "… mushrooms and bacon": words of the menu's extras or ingredients after "and" join the list. */
function andMore(
  table: KeywordTable,
  lex: MenuLexicon,
  tokens: readonly Token[],
  at: number,
  parts: PartWord[],
): number {
  let i = at;
  while (keywordAt(table, tokens, i)?.keyword.kind === 'and') {
    const after = tokens[i + 1];
    if (!after || after.afterBreak || tokens[i]?.afterBreak) break;
    if (!isPartWord(lex.partTerms, table, after)) break;
    if (keywordAt(table, tokens, i + 1) !== undefined) break;
    const dish = matchDish(lex, table, new Map(), tokens, i + 1);
    if (dish?.whole && dish.productIds.length === 1 && !dish.generic && !dish.filled) break;
    parts.push({ raw: after.raw, stems: tokenStems(table, after) });
    i += 2;
  }
  return i;
}

/**
 * An extra is named by the words when they name it whole but for words its neighbours share
 * ("сироп"), or when one of them is no word of any dish name: "кафе" after "айс лате" is not
 * its decaf (issue 35).
 */
function namedWhole(stems: readonly string[], typed: readonly string[], shared: Set<string>) {
  return stems.every((stem) => shared.has(stem) || typed.some((t) => stemFits(t, [stem])));
}

function isDishWord(lex: MenuLexicon, stem: string): boolean {
  return lookupStem(lex.dishTerms, stem).length > 0;
}

function sharedStems(entries: readonly NameEntry<string>[]): Set<string> {
  const seen = new Map<string, Set<string>>();
  for (const entry of entries)
    for (const stem of entry.stems) seen.set(stem, (seen.get(stem) ?? new Set()).add(entry.key));
  return new Set([...seen].filter(([, keys]) => keys.size >= 2).map(([stem]) => stem));
}

/**
 * Words not understood right before a dish that all name one of its extras ("безкофеиново
 * лате", "decaf latte"): that extra, as part words; undefined otherwise.
 */
export function extrasBefore(
  table: KeywordTable,
  lex: MenuLexicon,
  raws: readonly string[],
  dishIds: readonly number[],
): PartWord[] | undefined {
  const tokens = tokenize(raws.join(' '));
  const found = dishExtraAt(table, lex, new Map(), tokens, 0, dishIds);
  return found && found.next === tokens.length ? found.parts : undefined;
}

/**
 * True when the words at `at` name one dish for certain by its own words, and none of them is a
 * word of an extra's name: "extra wasabi" on a menu that sells Уасаби as a product.
 */
export function extraDish(r: Reader, at: number): boolean {
  const dish = matchDish(r.lex, r.table, r.memo, r.tokens, at);
  if (!dish?.whole || dish.generic || dish.filled || dish.productIds.length !== 1) return false;
  // An extra's word, or a typo of one ("cacyki": Допълнително цацики; issue 35, Greek tuning).
  const addonWord = (stem: string) =>
    r.lex.addonStems.has(stem) ||
    (typoBudget(stem) > 0 &&
      [...r.lex.partTerms.terms.fuzzyGet(stem, 1).keys()].some((w) => r.lex.addonStems.has(w)));
  return r.tokens
    .slice(at, at + dish.length)
    .every((token) => !tokenStems(r.table, token).some((s) => s.some(addonWord)));
}
