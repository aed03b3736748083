import { type DishMatch, matchDish, type StemMemo } from './dish-match.ts';
import type { Token } from './fold.ts';
import type { Item } from './grammar-types.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

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
  const before = prev.ids[0] as number;
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
  return sibling === undefined || sibling === before ? undefined : [sibling];
}
