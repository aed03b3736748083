import { matchDish, type StemMemo } from './dish-match.ts';
import type { Token } from './fold.ts';
import type { Item } from './grammar-types.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';
import { amountAt, labelWordAt } from './size-words.ts';
import { piecesFit } from './sizes.ts';

/**
 * Numbers of a typed order (split from `grammar.ts`): a quantity ("2", "x2", "2x"), a number of
 * pieces ("8бр", "8 pcs"), centimetres, or an amount a size label holds ("500 мл", "100 грама").
 */

const QUANTITY = /^(\d{1,3})(x|х)?$/i;
const PIECES = /^(\d{1,3})(бр|pcs|шт|szt|buc|stk)$/i;
const TIMES_QUANTITY = /^[xх](\d{1,3})$/i;
const CENTIMETRES = /^(\d{2})(cm|см)$/i;
const BARE = /^\d{1,3}$/;

/** The first pass's state (grammar.ts `readItems`). */
export interface Reader {
  tokens: readonly Token[];
  table: KeywordTable;
  lex: MenuLexicon;
  memo: StemMemo;
  /** Dishes still to be read as halves ("half and half X Y": two). */
  halves: number;
  /** The dishes of the last dish read, while no quantity or half came after it. */
  lastDish?: number[] | undefined;
}

/** The words from `from` to `to` as typed. */
export function words(tokens: readonly Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((token) => token.raw)
    .join(' ');
}

/** A number at `at`: a quantity, a number of pieces, centimetres or an amount. */
export function numberItem(r: Reader, at: number): { item: Item; next: number } | undefined {
  const token = r.tokens[at] as Token;
  const raw = token.raw.toLowerCase();
  const cm = CENTIMETRES.exec(raw);
  if (cm) return { item: { t: 'size', size: { cm: Number(cm[1]) }, raw: token.raw }, next: at + 1 };
  const pieces = PIECES.exec(raw);
  if (pieces) return { item: { t: 'count', n: Number(pieces[1]), raw: token.raw }, next: at + 1 };
  const following = r.tokens[at + 1];
  const amount = amountAt(r.lex, r.tokens, at, !following || following.afterBreak);
  if (amount) {
    let next = at + amount.length;
    // "1,5 порции": a word of the size labels right after a bare decimal is the label it reads
    // (issue 35, Turkish tuning).
    const said = r.tokens[next];
    if (amount.length === 1 && /^\d+[.,]\d+$/.test(token.raw) && said && !said.afterBreak) {
      const keyword = keywordAt(r.table, r.tokens, next)?.keyword.kind;
      const label = keyword ? undefined : labelWordAt(r.table, r.lex, r.tokens, next);
      if (label) next += label.length;
      else if (keyword === 'unit') next += 1;
    }
    return { item: { t: 'size', size: amount.size, raw: words(r.tokens, at, next) }, next };
  }
  const digits = QUANTITY.exec(raw) ?? TIMES_QUANTITY.exec(raw);
  if (!digits) return undefined;
  const n = Number(digits[1]);
  const after = keywordAt(r.table, r.tokens, at + 1);
  if (BARE.test(raw) && after?.keyword.kind !== 'unit') {
    const counted = piecesCount(r, at, n, 1);
    if (counted) return counted;
  }
  if (after?.keyword.kind === 'pieces' && !r.tokens[at + 1]?.afterBreak) {
    const raw2 = words(r.tokens, at, at + 2);
    return { item: { t: 'count', n, raw: raw2 }, next: at + 2 };
  }
  if (after?.keyword.kind === 'cm' && !r.tokens[at + 1]?.afterBreak) {
    return {
      item: { t: 'size', size: { cm: n }, raw: words(r.tokens, at, at + 2) },
      next: at + 2,
    };
  }
  return { item: { t: 'qty', n }, next: at + (unitAfter(r, at + 1) ? 2 : 1) };
}

/** True when a word is one of the tables' piece words ("бр" of "9 бр."). */
export function isPieceWord(table: KeywordTable, folded: string): boolean {
  return (table.byFirst.get(folded) ?? []).some(
    (entry) => entry.words.length === 1 && entry.keyword.kind === 'pieces',
  );
}

/**
 * True when one of these dishes has a size of `n` pieces ("9 бр." of nuggets), or of pieces `n`
 * is a multiple of ("20 хинкали": two of "10 бр."; issue 35, Georgian tuning).
 */
function hasPieces(r: Reader, ids: readonly number[], n: number): boolean {
  return ids.some((id) =>
    (r.lex.menuWords.countsOf.get(id) ?? []).some(
      (size) => piecesFit(size.n, n) && isPieceWord(r.table, size.unit),
    ),
  );
}

/**
 * True when the dish is sold by pieces only and `n` is more than its largest size holds ("10
 * кефтедеса" of "4 бр." / "8 бр."): pieces, never ten portions (issue 35, Chinese tuning).
 */
function beyondPieces(r: Reader, ids: readonly number[], n: number): boolean {
  if (ids.length !== 1) return false;
  const sizes = r.lex.menuWords.countsOf.get(ids[0] as number) ?? [];
  return (
    sizes.length > 0 &&
    sizes.every((size) => isPieceWord(r.table, size.unit) && size.n > 1 && size.n < n)
  );
}

/**
 * A bare number (`length` words: "9", "twelve") that is a size of pieces of the dish it stands
 * before ("9 nuggets", "12 wings": `ahead`) or right after ("крилца 9", "нъгетс … по 6"): that
 * size, one of it, never 9 portions (issue 35, street tuning). A number that no size of the dish
 * counts stays a quantity ("2 nuggets", "маргарита 2").
 */
export function piecesCount(
  r: Reader,
  at: number,
  n: number,
  length: number,
): { item: Item; next: number } | undefined {
  const next = r.tokens[at + length];
  const raw = words(r.tokens, at, at + length);
  if (next && !next.afterBreak) {
    const dish = matchDish(r.lex, r.table, r.memo, r.tokens, at + length);
    if (dish) {
      return hasPieces(r, dish.productIds, n) || beyondPieces(r, dish.productIds, n)
        ? { item: { t: 'count', n, raw, ahead: true }, next: at + length }
        : undefined;
    }
  }
  if (r.lastDish && !r.tokens[at]?.afterBreak && hasPieces(r, r.lastDish, n))
    return { item: { t: 'count', n, raw }, next: at + length };
  return undefined;
}

/** A unit word ("x", "порция") after a number, unless it names a size of the menu ("Порция"). */
export function unitAfter(r: Reader, at: number): boolean {
  if (keywordAt(r.table, r.tokens, at)?.keyword.kind !== 'unit') return false;
  return labelWordAt(r.table, r.lex, r.tokens, at, 'unit') === undefined;
}
