import { tokenStems } from './dish-reach.ts';
import { type Token, tokenize } from './fold.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupStem, type MenuLexicon } from './lexicon.ts';

/**
 * "баба гануш" of Бабагануш, "coca cola"-like splits of a one-word name (issue 35, Lebanese
 * tuning): two neighbouring words, neither a keyword, a number or a word of any name, that
 * together are a word of a dish's name, are read as that one word.
 */
export function joinSplitWords(
  tokens: readonly Token[],
  table: KeywordTable,
  lex: MenuLexicon,
): readonly Token[] {
  let out: Token[] | undefined;
  for (let at = 0; at + 1 < tokens.length; at += 1) {
    const first = tokens[at] as Token;
    const second = tokens[at + 1] as Token;
    if (second.afterBreak || !unnamed(tokens, at, table, lex)) continue;
    if (!unnamed(tokens, at + 1, table, lex)) continue;
    const [joined] = tokenize(`${first.raw}${second.raw}`);
    if (!joined?.stem || lookupStem(lex.dishTerms, joined.stem).length === 0) continue;
    out ??= [...tokens];
    const shift = tokens.length - out.length;
    out.splice(at - shift, 2, { ...joined, afterBreak: first.afterBreak });
    at += 1;
  }
  return out ?? tokens;
}

/** True when the word at `at` is no keyword, number, or word of a dish's or a part's name. */
function unnamed(
  tokens: readonly Token[],
  at: number,
  table: KeywordTable,
  lex: MenuLexicon,
): boolean {
  const token = tokens[at] as Token;
  if (token.stem === null || /\d/.test(token.raw) || keywordAt(table, tokens, at)) return false;
  return tokenStems(table, token).every((reading) =>
    reading.every(
      (stem) =>
        lookupStem(lex.dishTerms, stem).length === 0 &&
        lookupStem(lex.partTerms, stem).length === 0,
    ),
  );
}
