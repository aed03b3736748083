import { saysWord } from './described.ts';
import { dishExtraAt, extraDish, extrasBefore } from './dish-extras.ts';
import { namesKindOf } from './dish-kind.ts';
import { matchDish, tokenStems } from './dish-match.ts';
import { elidedSibling, siblingLines } from './elided.ts';
import type { Token } from './fold.ts';
import { numberItem, piecesCount, type Reader, unitAfter, words } from './grammar-numbers.ts';
import { readParts, unreadList } from './grammar-parts.ts';
import {
  andHalfItem,
  halfAmount,
  numberLabel,
  partsAfter,
  rankItem,
  variantItem,
} from './grammar-sizes.ts';
import type { Item } from './grammar-types.ts';
import { type Keyword, type KeywordTable, keywordAt } from './keywords.ts';
import { lookupSpelt, type MenuLexicon } from './lexicon.ts';
import { fusesWithout, namesIngredientOf } from './menu-words.ts';
import { labelWordAt } from './size-words.ts';

/**
 * The grammar of a typed order, in two passes. The first reads the words into items: a number,
 * a size ("голяма", "30 см"), a dish (see `dish-match.ts`), a list after "без"/"without" or
 * "extra"/"с допълнително", a base, the crust, "половин X", a separator, or a word not
 * understood. The second groups the items into lines: a quantity or a size belongs to the dish
 * it stands before, or else to the dish it follows; changes belong to the dish before them.
 */

export type { HalfIntent, LineIntent, PartWord, SizeWord } from './grammar-types.ts';

/** A dish read as a half: a pizza (dishes without a family size are not what "half" names). */
function halfItem(r: Reader, ids: number[], from: number, to: number): Item {
  const pizzas = ids.filter((id) => r.lex.familySized.has(id));
  return { t: 'half', ids: pizzas.length > 0 ? pizzas : ids, words: words(r.tokens, from, to) };
}

function keywordItem(
  r: Reader,
  at: number,
  found: { keyword: Keyword; length: number },
): { item: Item | null; next: number } {
  const { keyword, length } = found;
  const next = at + length;
  const raw = words(r.tokens, at, next);
  switch (keyword.kind) {
    case 'number': {
      const unit = keywordAt(r.table, r.tokens, next);
      if (unit?.keyword.kind === 'pieces')
        return {
          item: { t: 'count', n: keyword.value, raw: words(r.tokens, at, next + 1) },
          next: next + 1,
        };
      const counted =
        unit?.keyword.kind === 'unit' ? undefined : piecesCount(r, at, keyword.value, length);
      if (counted) return counted;
      const labelled = numberLabel(r, at, length);
      if (labelled) return labelled;
      return {
        item: { t: 'qty', n: keyword.value, ...(keyword.of && { of: true as const }) },
        next: next + (unitAfter(r, next) ? 1 : 0),
      };
    }
    case 'size':
      return rankItem(r, at, keyword.rank, next);
    case 'without': {
      const list = readParts(r, next, true);
      const fused = r.tokens[next];
      // "без лактоза": a word the menu's extras fuse with "без" ("Безлактозно мляко", issue 35).
      if (list.parts.length === 0 && fused && !fused.afterBreak && fusesWithout(r.lex, fused)) {
        const part = { raw: fused.raw, stems: tokenStems(r.table, fused) };
        return { item: { t: 'without', parts: [part], crustOff: false }, next: next + 1 };
      }
      if (list.parts.length === 0 && !list.crust) return unreadList(r, at, next);
      return { item: { t: 'without', parts: list.parts, crustOff: list.crust }, next: list.next };
    }
    case 'extra':
    case 'with': {
      // "и допълнително уасаби": an extra that is a dish of its own on this menu, and no extra
      // of any dish, is one more line (issue 35).
      if (keyword.kind === 'extra' && extraDish(r, next)) return { item: { t: 'sep' }, next };
      const list = readParts(r, next, false);
      if (list.parts.length > 0)
        return { item: { t: 'extra', parts: list.parts }, next: list.next };
      // "with" before a base, the crust or another dish joins them; "extra" alone is said, and
      // so is "with" before a word that names a dish only in part ("пролетни рулца със
      // зеленчуци": no vegetable wok; issue 35, Thai tuning).
      if (keyword.kind !== 'with') return unreadList(r, at, next);
      const after = r.lastDish && !keywordAt(r.table, r.tokens, next);
      const part = after ? matchDish(r.lex, r.table, r.memo, r.tokens, next) : undefined;
      return part && !part.whole ? unreadList(r, at, next) : { item: null, next };
    }
    case 'half': {
      // "половин литър", "half a litre": an amount, not a half-and-half (issue 35, street).
      const amount = halfAmount(r, at, next);
      if (amount) return amount;
      // "half and half X Y" / "половин-половин X и Y": the next two dishes are the halves.
      const and = keywordAt(r.table, r.tokens, next);
      const again =
        and?.keyword.kind === 'and' ? keywordAt(r.table, r.tokens, next + and.length) : undefined;
      if (and && again?.keyword.kind === 'half') {
        r.halves = 2;
        return { item: null, next: next + and.length + again.length };
      }
      const dish = matchDish(r.lex, r.table, r.memo, r.tokens, next);
      if (!dish) return { item: null, next };
      const end = next + dish.length;
      return { item: halfItem(r, dish.productIds, next, end), next: end };
    }
    case 'base':
      return { item: { t: 'base', concept: keyword.concept, raw }, next };
    case 'crust':
      return { item: { t: 'crust' }, next };
    case 'and':
      return { item: { t: 'sep' }, next };
    case 'cm':
    case 'unit':
    case 'pieces':
    case 'filler':
      return { item: null, next };
  }
}

/** First pass: the message's words as items. */
export function readItems(tokens: readonly Token[], table: KeywordTable, lex: MenuLexicon): Item[] {
  const r: Reader = { tokens, table, lex, memo: new Map(), halves: 0 };
  const items: Item[] = [];
  // The dish the words read last name: words naming one of its extras belong to it (issue 35).
  let lastDish: number[] = [];
  let at = 0;
  let seen = 0;
  while (at < tokens.length) {
    const token = tokens[at] as Token;
    if (token.afterBreak && items.length > 0) items.push({ t: 'sep' });
    // The dish read last, for a number after it ("крилца 9") and a label word ("с ориз").
    for (; seen < items.length; seen += 1) {
      const item = items[seen] as Item;
      if (item.t === 'dish') r.lastDish = item.ids;
      // "единия мек, другия лют": one of the dishes just named keeps them as the dish before.
      else if (item.t === 'half' || (item.t === 'qty' && !item.of) || item.t === 'count')
        r.lastDish = undefined;
    }
    // "szechuan beef hot": a word alone that labels a size of the dish is that size before it is
    // an extra's word ("Екстра лют"; issue 35, Chinese tuning).
    const alone = lastDish.length > 0 ? variantItem(r, at) : undefined;
    if (alone && alone.next === at + 1) {
      items.push(alone.item);
      at = alone.next;
      continue;
    }
    const extra =
      lastDish.length > 0 ? dishExtraAt(table, lex, r.memo, tokens, at, lastDish) : undefined;
    if (extra) {
      items.push({ t: 'extra', parts: extra.parts });
      at = extra.next;
      continue;
    }
    const number = numberItem(r, at);
    if (number) {
      // A quantity starts a line of its own: what follows is no extra of the dish before.
      if (number.item.t === 'qty') lastDish = [];
      items.push(number.item);
      at = number.next;
      continue;
    }
    const variant = variantItem(r, at);
    if (variant) {
      items.push(variant.item);
      at = variant.next;
      continue;
    }
    const dish = matchDish(lex, table, r.memo, tokens, at);
    // A word of the menu's size labels ("кана", "doppio", "L") is a size, unless a whole dish
    // name of several words starts with it (issue 35).
    const keyword = keywordAt(table, tokens, at);
    // ("голяма" stays the size word it is: ranked by price, whatever the labels say).
    // A number or a filler ("един", "за") is a label's word only in a label's run ("за двама").
    const kind = keyword?.keyword.kind;
    const label = kind === 'size' ? undefined : labelWordAt(table, lex, tokens, at, kind);
    if (label && !(dish?.whole && dish.length > 1) && !partsAfter(r, kind, at + label.length)) {
      const andHalf = andHalfItem(r, at);
      if (andHalf) {
        items.push(andHalf.item);
        at = andHalf.next;
        continue;
      }
      items.push({ t: 'size', size: label.size, raw: words(tokens, at, at + label.length) });
      at += label.length;
      continue;
    }
    // "solyanka soup": a word of the kind of the dish just named, that alone names only the
    // kind's dishes, is part of naming it (issue 35, Ukrainian tuning).
    const prev = items[items.length - 1];
    if (
      dish?.generic &&
      dish.length === 1 &&
      prev?.t === 'dish' &&
      !token.afterBreak &&
      namesKindOf(table, lex, token, prev.ids)
    ) {
      at += 1;
      continue;
    }
    // A keyword wins over a dish unless the dish name spans it ("четири сирена").
    if (dish && (!keyword || (dish.whole && dish.length > keyword.length))) {
      const end = at + dish.length;
      if (r.halves > 0) {
        r.halves -= 1;
        items.push(halfItem(r, dish.productIds, at, end));
      } else {
        // "еспресо макиато": a dish typed right before a dish made with it only describes it.
        const prev = items[items.length - 1];
        const [next] = dish.productIds;
        if (
          prev?.t === 'dish' &&
          prev.ids.length === 1 &&
          dish.productIds.length === 1 &&
          next !== undefined &&
          (prev.ids[0] === next ||
            namesIngredientOf(lex.menuWords, dishNames(lex, prev.ids[0] as number), next) ||
            // "торта наполеон": a word only guessed a dish, and the next dish's description
            // says it ("Торта от бутер тесто…"; issue 35, Ukrainian tuning).
            (prev.uncertain === true &&
              prev.words === tokens[at - 1]?.raw &&
              saysWord(lex.described, table, tokens[at - 1] as Token, next, lookupSpelt)))
        )
          // …and one dish named in two parts ("панкейкове … с кленов сироп") is one dish.
          items.pop();
        const sibling = elidedSibling(lex, table, r.memo, items, token, dish);
        const ids = sibling ?? dish.productIds;
        kindWordsBefore(r, items, at, ids);
        const before = extraWordsBefore(r, items, ids);
        items.push({
          t: 'dish',
          ids,
          words: words(tokens, at, end),
          // A dish's whole name typed is that dish, though each of its words is shared.
          generic: dish.generic && !(dish.full && !sibling),
          ...(dish.uncertain && !sibling && { uncertain: true }),
        });
        if (before) items.push({ t: 'extra', parts: before });
        lastDish = ids;
      }
      at = end;
      continue;
    }
    if (keyword) {
      const read = keywordItem(r, at, keyword);
      if (read.item?.t === 'qty') lastDish = [];
      if (read.item) items.push(read.item);
      at = read.next;
      continue;
    }
    // "харчо чорба": a word of the dish's kind, said after its name, names it too.
    if (!token.afterBreak && namesKindOf(table, lex, token, lastDish)) {
      at += 1;
      continue;
    }
    items.push({ t: 'unknown', raw: token.raw });
    at += 1;
  }
  return vagueDishes(siblingLines(lex, items));
}

// "нещо", "something": the customer asks for a suggestion, whatever the words after it name.
const VAGUE = new Set([
  'нещо',
  'neshto',
  'nesto',
  'something',
  'anything',
  'etwas',
  'coś',
  'cos',
  'ceva',
  'щось',
]);

/**
 * "нещо морско за двама": a dish named after "нещо" (something) in the same line is offered,
 * never taken (issue 35, tapas tuning).
 */
function vagueDishes(items: Item[]): Item[] {
  let vague = false;
  return items.map((item) => {
    if (item.t === 'sep') vague = false;
    if (item.t === 'unknown' && VAGUE.has(item.raw.toLowerCase())) vague = true;
    return vague && item.t === 'dish' ? { ...item, generic: true, uncertain: true } : item;
  });
}

/**
 * Words not understood just before a dish that say its kind ("сос ткемали", "сок от
 * грейпфрут": the category's name, with a joiner between): taken off `items`.
 */
function kindWordsBefore(r: Reader, items: Item[], at: number, ids: readonly number[]): void {
  const last = items[items.length - 1];
  const before = r.tokens[at - 1];
  if (last?.t !== 'unknown' || before?.raw !== last.raw || r.tokens[at]?.afterBreak) return;
  if (namesKindOf(r.table, r.lex, before, ids)) {
    items.pop();
    return;
  }
  const kind = r.tokens[at - 2];
  const previous = items[items.length - 2];
  if ((before.folded?.length ?? 0) > 2 || previous?.t !== 'unknown' || kind?.raw !== previous.raw)
    return;
  if (before.afterBreak || !namesKindOf(r.table, r.lex, kind, ids)) return;
  items.splice(items.length - 2);
}

/** Words not understood just before a dish that name one of its extras: taken off `items`. */
function extraWordsBefore(r: Reader, items: Item[], ids: readonly number[]) {
  let from = items.length;
  while (from > 0 && items.length - from < 2 && items[from - 1]?.t === 'unknown') from -= 1;
  if (from === items.length) return undefined;
  const raws = items.slice(from).map((item) => (item.t === 'unknown' ? item.raw : ''));
  const parts = extrasBefore(r.table, r.lex, raws, ids);
  if (parts) items.splice(from);
  return parts;
}

/** The stems of every name of a dish (its own and translated ones). */
function dishNames(lex: MenuLexicon, productId: number): string[][] {
  return lex.dishes.filter((entry) => entry.key === productId).map((entry) => entry.stems);
}

export { assembleLines } from './lines.ts';
export type { Item };
