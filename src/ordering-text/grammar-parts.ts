import { addonStemsOf, matchDish, tokenStems } from './dish-match.ts';
import { isPartWord } from './dish-reach.ts';
import { siblingByWord } from './elided.ts';
import type { Token } from './fold.ts';
import { numberItem, type Reader, words } from './grammar-numbers.ts';
import type { Item, PartWord } from './grammar-types.ts';
import { type Keyword, keywordAt } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

/**
 * The lists after "без"/"without" and "с"/"extra" (split from `grammar.ts`): their part words,
 * joined by "and", and the words after them that name nothing, kept to be said (issue 35).
 */

/** True when the word at `at` is nothing the grammar knows: no keyword, number or dish. */
function unreadable(r: Reader, at: number): boolean {
  return (
    keywordAt(r.table, r.tokens, at) === undefined &&
    numberItem(r, at) === undefined &&
    matchDish(r.lex, r.table, r.memo, r.tokens, at) === undefined
  );
}

/** A word "one" ("an", "ein", "едно") at `i`, inside a list, before a part word. */
function articleBefore(
  r: Reader,
  i: number,
  keyword: { keyword: Keyword; length: number } | undefined,
): boolean {
  const word = r.tokens[i] as Token;
  const after = r.tokens[i + 1];
  return (
    keyword?.keyword.kind === 'number' &&
    keyword.keyword.value === 1 &&
    keyword.length === 1 &&
    !/\d/.test(word.raw) &&
    after !== undefined &&
    !after.afterBreak &&
    isPartWord(r.lex.partTerms, r.table, after)
  );
}

/** A "without"/"extra" list: part words, joined by "and"; ends at anything else. */
export function readParts(r: Reader, at: number, allowCrust: boolean) {
  const parts: PartWord[] = [];
  let crust = false;
  let i = at;
  while (i < r.tokens.length) {
    const token = r.tokens[i] as Token;
    if (i > at && token.afterBreak) break;
    const keyword = keywordAt(r.table, r.tokens, i);
    if (allowCrust && keyword?.keyword.kind === 'crust') {
      crust = true;
      i += keyword.length;
      continue;
    }
    if (keyword?.keyword.kind === 'and' && parts.length + (crust ? 1 : 0) > 0) {
      const after = r.tokens[i + keyword.length];
      if (
        after &&
        !after.afterBreak &&
        isPartWord(r.lex.partTerms, r.table, after) &&
        !otherDishAt(r, i + keyword.length)
      ) {
        i += keyword.length;
        continue;
      }
      // "and an egg": the article is read by the next turn; not "без чесън и една телешка"
      // after a Шаурма пилешка, where "една" counts its sibling (issue 35, Lebanese tuning).
      const next = i + keyword.length;
      if (articleBefore(r, next, keywordAt(r.table, r.tokens, next)) && !siblingNext(r, next + 1)) {
        i = next;
        continue;
      }
      // "без лук и ябълки": a word after "and" that is nothing else (no keyword, number or dish)
      // is one more item of the list; the line says it names nothing (issue 35).
      const at2 = i + keyword.length;
      if (after && !after.afterBreak && unreadable(r, at2)) {
        parts.push({ raw: after.raw, stems: tokenStems(r.table, after) });
        i = at2 + 1;
        continue;
      }
      break;
    }
    // "with an egg", "mit einem Ei": an article before a part word is the list's (issue 35,
    // street tuning); "with a cola" stays a dish, a cola being no part word.
    const article = articleBefore(r, i, keyword);
    if (article) {
      i += 1;
      continue;
    }
    if (keyword && keyword.keyword.kind !== 'filler') break;
    // "с още едно яйце": a filler inside the list, before a part word, is the list's.
    if (keyword && parts.length === 0 && !token.afterBreak && listGoesOn(r, i + keyword.length)) {
      i += keyword.length;
      continue;
    }
    if (!isPartWord(r.lex.partTerms, r.table, token)) break;
    parts.push({ raw: token.raw, stems: tokenStems(r.table, token) });
    i += 1;
  }
  return { parts, crust, next: i };
}

/**
 * True when the word at `at` begins a dish's name and is no extra or ingredient of the dish read
 * last: "сирники с допълнително сметана и чай" ends the list at the tea, an ingredient of the
 * Чай от самовар only (issue 35, Ukrainian tuning).
 */
function otherDishAt(r: Reader, at: number): boolean {
  const ids = r.lastDish;
  const token = r.tokens[at];
  if (!ids || ids.length === 0 || !token) return false;
  const dish = matchDish(r.lex, r.table, r.memo, r.tokens, at);
  if (!dish || dish.productIds.some((id) => ids.includes(id))) return false;
  const byId = ingredientStems(r.lex);
  const own = new Set([
    ...addonStemsOf(r.lex, ids),
    ...ids.flatMap((id) =>
      (r.lex.menuWords.recipeIdsOf.get(id) ?? []).flatMap((key) => byId.get(key) ?? []),
    ),
  ]);
  return !tokenStems(r.table, token).some((reading) => reading.some((stem) => own.has(stem)));
}

const INGREDIENT_STEMS = new WeakMap<MenuLexicon, Map<number, string[]>>();

/** Each ingredient's name stems in every language the lexicon reads, by ingredient id. */
function ingredientStems(lex: MenuLexicon): Map<number, string[]> {
  const known = INGREDIENT_STEMS.get(lex);
  if (known) return known;
  const byId = new Map<number, string[]>();
  for (const entry of lex.ingredients)
    byId.set(entry.key, [...(byId.get(entry.key) ?? []), ...entry.stems]);
  INGREDIENT_STEMS.set(lex, byId);
  return byId;
}

/** True when the word at `at` names a sibling of the one dish read last. */
function siblingNext(r: Reader, at: number): boolean {
  const token = r.tokens[at];
  const [last, ...more] = r.lastDish ?? [];
  return (
    token !== undefined &&
    last !== undefined &&
    more.length === 0 &&
    siblingByWord(r.lex, r.table, r.memo, last, token) !== undefined
  );
}

/** True when the words at `at` go on with a part word, after an article at most ("едно яйце"). */
function listGoesOn(r: Reader, at: number): boolean {
  const next = r.tokens[at];
  if (!next || next.afterBreak) return false;
  const keyword = keywordAt(r.table, r.tokens, at);
  if (articleBefore(r, at, keyword)) return listGoesOn(r, at + 1);
  return keyword === undefined && isPartWord(r.lex.partTerms, r.table, next);
}

const MAX_UNREAD = 3;

/**
 * A "without"/"extra" whose next words name no ingredient or extra: those words (up to three,
 * to the next separator, number or keyword), kept with the keyword so the line can say them.
 */
export function unreadList(r: Reader, at: number, from: number): { item: Item; next: number } {
  let next = from;
  while (next < r.tokens.length && next - from < MAX_UNREAD) {
    const token = r.tokens[next] as Token;
    if (token.afterBreak || numberItem(r, next)) break;
    const keyword = keywordAt(r.table, r.tokens, next);
    if (keyword && keyword.keyword.kind !== 'filler') break;
    // The word right after "without" is the removal's, even where it names a dish ("tarator
    // without garlic" never adds Чеснова питка, issue 35 grill); later ones may start a dish.
    const dish = next > from ? matchDish(r.lex, r.table, r.memo, r.tokens, next) : undefined;
    if (dish?.whole && dish.productIds.length === 1) break;
    next += 1;
  }
  return { item: { t: 'unread', raw: words(r.tokens, at, next) }, next };
}
