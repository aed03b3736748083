import { narrow, type StemMemo, tokenStems } from './dish-reach.ts';
import type { Token } from './fold.ts';
import { isJoiner } from './joiners.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupSpelt, type MenuLexicon } from './lexicon.ts';
import { amountAt, labelWordAt } from './size-words.ts';

/**
 * The words beside a dish's name that make it uncertain (issue 35), split from `dish-match.ts`:
 * a word after a name filled by generic words that names other dishes or nothing on the menu
 * (`headNext`), and a word the menu does not know beside a name read in part (`strangerAt`).
 */

const HEAD_MIN = 4;

/**
 * True when the word at `at` (same segment) is no keyword and names dishes, none of them among
 * `docs`: the name word the customer meant instead of the generic one. Or when it names nothing
 * the menu has, not a dish, an ingredient or an extra ("a chocolate croissant" where no
 * croissant is sold, "veggie quesadilla" before quesadillas were read): the customer's own noun
 * for another dish, so the words before it are not taken for the dish they fill (issue 35).
 */
export function headNext(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
  docs: ReadonlySet<number>,
): boolean {
  const token = tokens[at];
  if (!plainWord(table, tokens, at, token)) return false;
  // "фанта литър", "чізкейк шматок": a word of a size label or an amount.
  if (labelWordAt(table, lex, tokens, at) || amountAt(lex, tokens, at)) return false;
  // "уок терияки с ориз": a word of the dish's own size labels is its size.
  for (const doc of docs)
    if (lex.variantStems.get(lex.dishes[doc]?.key ?? -1)?.includes(token.stem ?? '')) return false;
  const stems = tokenStems(table, token);
  const reached = narrow(lex, memo, stems, null, new Set());
  if (reached.size === 0) return !namesPart(lex, stems);
  for (const doc of reached) if (docs.has(doc)) return false;
  return true;
}

/** A word of four letters or more, in the same segment, no keyword, joiner or number. */
function plainWord(
  table: KeywordTable,
  tokens: readonly Token[],
  at: number,
  token: Token | undefined,
): token is Token {
  if (!token || token.afterBreak || (token.folded?.length ?? 0) < HEAD_MIN) return false;
  return !isJoiner(table, token) && !keywordAt(table, tokens, at) && !/\d/.test(token.raw);
}

function namesPart(lex: MenuLexicon, stems: readonly (readonly string[])[]): boolean {
  return stems.some((reading) => reading.some((stem) => lookupSpelt(lex.partTerms, stem).length));
}

/**
 * True when the word at `at` (`next` is the word after it, to tell whether a break lies between)
 * is a plain word naming nothing on the menu, no dish, ingredient or extra.
 */
export function strangerAt(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
  next: Token | undefined,
): boolean {
  const token = tokens[at];
  if (at < 0 || !plainWord(table, tokens, at, token) || next?.afterBreak) return false;
  // "100 грама ракия": a unit after a number; "бутилка мавруд", "kawałek sernika", "фанта
  // литър": a word of a size label of the menu, or of an amount.
  if (at > 0 && (amountAt(lex, tokens, at - 1)?.length ?? 0) > 1) return false;
  if (labelWordAt(table, lex, tokens, at) || amountAt(lex, tokens, at)) return false;
  const stems = tokenStems(table, token, true);
  return narrow(lex, memo, stems, null, new Set()).size === 0 && !namesPart(lex, stems);
}
