import { type DishMatch, matchDish, type StemMemo } from './dish-match.ts';
import type { Token } from './fold.ts';
import type { Item } from './grammar-types.ts';
import type { KeywordTable } from './keywords.ts';
import { lookupSpelt, type MenuLexicon } from './lexicon.ts';

/**
 * "2 еклера шоколадови и 1 ванилов": a later line that names only what tells a dish from its
 * siblings ("ванилов") means the sibling of the dish before it (Еклер ванилия), not another
 * dish the word also names (Сладолед ванилия). Read when the word names no dish for certain by
 * a word of its own (a partial name, or one made whole only by generic words), and the
 * previous dish's first name word with it names exactly one other dish (issue 35, tuned on the
 * pastry shop).
 */
export function elidedSibling(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  items: readonly Item[],
  token: Token,
  dish: DishMatch,
): number[] | undefined {
  if (dish.length !== 1 || (dish.whole && !dish.filled)) return undefined;
  let prev: Item | undefined;
  for (let i = items.length - 1; i >= 0 && !prev; i -= 1)
    if (items[i]?.t === 'dish') prev = items[i];
  if (prev?.t !== 'dish' || prev.ids.length !== 1) return undefined;
  const sibling = siblingByWord(lex, table, memo, prev.ids[0] as number, token);
  return sibling === undefined ? undefined : [sibling];
}

/**
 * The one other dish the first word of `before`'s name and the typed word name whole ("шаурма"
 * and "телешка" after a Шаурма пилешка), if any.
 */
export function siblingByWord(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  before: number,
  token: Token,
): number | undefined {
  const head = lex.dishes.find((entry) => entry.key === before)?.stems[0];
  if (head === undefined) return undefined;
  const headToken: Token = {
    raw: head,
    folded: head,
    stem: head,
    alt: null,
    borrowed: [],
    afterBreak: false,
  };
  const joined = matchDish(lex, table, memo, [headToken, { ...token, afterBreak: false }], 0);
  if (!joined?.whole || joined.length !== 2 || joined.productIds.length !== 1) return undefined;
  const [sibling] = joined.productIds;
  return sibling === before ? undefined : sibling;
}

/**
 * "2 пад тай със скариди и 1 с тофу": a quantity and a with-list after a dish, where the list's
 * words and the dish's name but one of its words make another dish's whole name (Пад Тай с
 * тофу), is that dish, not the first with an extra (issue 35, Thai tuning), and so is a dish
 * named by the first word of the one before and the list's words. "2 маргарити и 1 с гъби"
 * stays a margherita with mushrooms: no pizza is named "Пица гъби".
 */
export function siblingLines(lex: MenuLexicon, items: readonly Item[]): Item[] {
  const out = [...items];
  let last: number | undefined;
  for (let i = 0; i < out.length; i += 1) {
    const item = out[i] as Item;
    if (item.t === 'dish') last = item.ids.length === 1 ? item.ids[0] : undefined;
    const next = out[i + 1];
    if (item.t !== 'qty' || next?.t !== 'extra' || last === undefined) continue;
    const sibling = siblingOf(lex, last, next.parts);
    if (sibling === undefined) continue;
    const words = next.parts.map((part) => part.raw).join(' ');
    out[i + 1] = { t: 'dish', ids: [sibling], words, generic: false };
    last = sibling;
  }
  return out;
}

function siblingOf(
  lex: MenuLexicon,
  before: number,
  parts: readonly { stems: string[][] }[],
): number | undefined {
  const termsOf = (doc: number) =>
    new Set((lex.dishTermIds[doc] ?? []).filter((id) => !lex.joiners.has(id)));
  const own = ownDoc(lex, before) ?? -1;
  const named = termsOf(own);
  if (named.size < 2) return undefined;
  // "едно ризото с морски дарове и едно с манатарки": the name's first word and the list's words
  // make the sibling, however many words the two differ by (issue 35, Italian tuning).
  const head = lex.dishTermIds[own]?.[0];
  const typed = parts.map(
    (part) =>
      new Set(
        part.stems.flatMap((stems) =>
          stems.length === 1 ? lookupSpelt(lex.dishTerms, stems[0] as string) : [],
        ),
      ),
  );
  const [first] = typed;
  if (!first || typed.some((ids) => ids.size === 0)) return undefined;
  // A sibling holds the typed words: only the names of the first one are read.
  const found = new Set<number>();
  const headed = new Set<number>();
  for (const term of first)
    for (const doc of lex.postings[term] ?? []) {
      const key = lex.dishes[doc]?.key;
      if (!lex.own.has(doc) || key === undefined || key === before) continue;
      const terms = termsOf(doc);
      const shared = [...named].filter((id) => terms.has(id)).length;
      const added = [...terms].filter((id) => !named.has(id));
      if (added.length !== typed.length) continue;
      if (!typed.every((ids) => added.some((id) => ids.has(id)))) continue;
      if (shared === named.size - 1) found.add(key);
      else if (head !== undefined && terms.has(head)) headed.add(key);
    }
  if (found.size === 1) return [...found][0];
  return found.size === 0 && headed.size === 1 ? [...headed][0] : undefined;
}

/** The entry of a product's own name, kept per lexicon. */
function ownDoc(lex: MenuLexicon, key: number): number | undefined {
  let docs = OWN_DOCS.get(lex);
  if (!docs) {
    docs = new Map();
    for (const doc of lex.own) {
      const product = lex.dishes[doc]?.key;
      if (product !== undefined && !docs.has(product)) docs.set(product, doc);
    }
    OWN_DOCS.set(lex, docs);
  }
  return docs.get(key);
}

const OWN_DOCS = new WeakMap<MenuLexicon, Map<number, number>>();
