import { tokenStems } from './dish-reach.ts';
import type { Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

/**
 * Words that join the words of a dish's name (issue 35), split from `dish-match.ts`: "с", "и",
 * "with", a one-letter word, a two-letter filler inside a name, and a preposition some name of
 * the menu holds.
 */

// A one-letter word or "and"/"with" inside a name ("пене с песто", "прошуто и рукола").
export function isJoiner(table: KeywordTable, token: Token | undefined, inside = true): boolean {
  if (!token || (inside && token.afterBreak) || token.folded === null) return false;
  if (token.folded.length < 2) return true;
  const kinds = (table.byFirst.get(token.folded) ?? [])
    .filter((entry) => entry.words.length === 1)
    .map((entry) => entry.keyword.kind);
  // A two-letter filler inside a name ("milkshake de căpșuni", "doner de pui"; issue 35).
  if (inside && token.folded.length === 2 && kinds.includes('filler')) return true;
  return kinds.includes('and') || kinds.includes('with');
}

/**
 * "с", "with", "cu", a one-letter word, or a preposition a name holds ("от"): a word joining a
 * description's words; never "и", "and", "und", which start another dish.
 */
export function withWord(table: KeywordTable, lex: MenuLexicon, token: Token): boolean {
  if (token.folded === null || /\d/.test(token.folded)) return false;
  const kinds = (table.byFirst.get(token.folded) ?? [])
    .filter((entry) => entry.words.length === 1)
    .map((entry) => entry.keyword.kind);
  if (kinds.includes('and')) return false;
  // A one-letter preposition ("в питка", "w picie"; issue 35, Lebanese tuning).
  return token.folded.length < 2 || kinds.includes('with') || nameJoiner(lex, token);
}

/**
 * A preposition some name of this menu holds ("от" of "Салата от краставици"): inside a run it
 * joins as "с" does, so "чипс от скариди" is Скариден чипс (issue 35, Chinese tuning).
 */
export function nameJoiner(lex: MenuLexicon, token: Token | undefined): boolean {
  if (!token || token.afterBreak || token.folded === null) return false;
  const id = lex.dishTerms.terms.get(token.folded);
  return id !== undefined && lex.joiners.has(id);
}

/** True when one of the names holds no word but the typed ones (a dish named in full). */
export function named(
  lex: MenuLexicon,
  docs: ReadonlySet<number>,
  terms: ReadonlySet<number>,
): boolean {
  for (const doc of docs)
    if ((lex.dishTermIds[doc] ?? []).every((id) => terms.has(id) || lex.joiners.has(id)))
      return true;
  return false;
}

/** How far ahead a word said again is looked for. */
const SAID_AGAIN_SPAN = 6; // as many words as a dish name is read over (dish-match.ts)

/** True when a word from `from` to the next separator is one of the terms read already. */
export function saidAgain(
  lex: MenuLexicon,
  table: KeywordTable,
  tokens: readonly Token[],
  from: number,
  terms: ReadonlySet<number>,
): boolean {
  for (let at = from; at < tokens.length && at - from < SAID_AGAIN_SPAN; at += 1) {
    const token = tokens[at] as Token;
    if (at > from && token.afterBreak) return false;
    for (const reading of tokenStems(table, token))
      if (reading.some((stem) => terms.has(lex.dishTerms.terms.get(stem) ?? -1))) return true;
  }
  return false;
}

/** True when the word, as spelt, is a word of one of these names (not a joiner of theirs). */
export function heldWord(
  lex: MenuLexicon,
  docs: ReadonlySet<number>,
  token: Token | undefined,
): boolean {
  const id = token?.stem ? lex.dishTerms.terms.get(token.stem) : undefined;
  if (id === undefined || lex.joiners.has(id) || (token?.stem?.length ?? 0) < 2) return false;
  for (const doc of docs) if (lex.dishTermIds[doc]?.includes(id)) return true;
  return false;
}

/** True when a short word, as spelt, begins a name of the menu ("фо" of Фо бо). */
export function shortHead(lex: MenuLexicon, token: Token): boolean {
  const id = token.stem && token.stem.length >= 2 ? lex.dishTerms.terms.get(token.stem) : undefined;
  if (id === undefined || lex.joiners.has(id)) return false;
  return (lex.postings[id] ?? []).some((doc) => lex.dishTermIds[doc]?.[0] === id);
}
