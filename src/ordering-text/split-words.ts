import { tokenStems } from './dish-reach.ts';
import { stemOf, type Token, tokenize } from './fold.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupStem, type MenuLexicon } from './lexicon.ts';

/**
 * Words split or fused otherwise than the menu writes them (issue 35, Lebanese and Korean
 * tuning): two neighbouring words, neither a keyword nor a number, that together are a word of a
 * dish's name are read as that one word ("баба гануш" of Бабагануш, "бибим бап" of Бибимбап),
 * never two words of the menu: as spelt where one is a word of the menu, up to a typo where
 * neither is. One word that no
 * name holds and that is two words of one dish's name run together is read as those two
 * ("кимчичиге" of Кимчи чиге, "панакота" of Пана кота).
 */
export function joinSplitWords(
  tokens: readonly Token[],
  table: KeywordTable,
  lex: MenuLexicon,
): readonly Token[] {
  const out: Token[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const next = tokens[at + 1];
    const joined = next && !next.afterBreak ? joinedWord(tokens, at, table, lex) : undefined;
    if (joined) {
      out.push({ ...joined, afterBreak: token.afterBreak });
      at += 1;
      continue;
    }
    const parts = fusedWords(tokens, at, table, lex);
    if (parts) out.push({ ...parts[0], afterBreak: token.afterBreak }, parts[1]);
    else out.push(token);
  }
  return out.length === tokens.length && out.every((token, at) => token === tokens[at])
    ? tokens
    : out;
}

function joinedWord(
  tokens: readonly Token[],
  at: number,
  table: KeywordTable,
  lex: MenuLexicon,
): Token | undefined {
  const first = tokens[at] as Token;
  const second = tokens[at + 1] as Token;
  if (!plainWord(tokens, at, table) || !plainWord(tokens, at + 1, table)) return undefined;
  // Most neighbours are two words of the menu: they are never joined, and cost no new token.
  const firstApart = unnamed(tokens, at, table, lex);
  const secondApart = unnamed(tokens, at + 1, table, lex);
  if (!firstApart && !secondApart) return undefined;
  const [joined] = tokenize(`${first.raw}${second.raw}`);
  if (!joined?.stem) return undefined;
  if (lex.dishTerms.terms.get(joined.stem) !== undefined) return joined;
  const apart = firstApart && secondApart;
  return apart && lookupStem(lex.dishTerms, joined.stem).length > 0 ? joined : undefined;
}

/** The shortest word a fused word's part may be. */
const MIN_PART = 2;

function fusedWords(
  tokens: readonly Token[],
  at: number,
  table: KeywordTable,
  lex: MenuLexicon,
): [Token, Token] | undefined {
  const token = tokens[at] as Token;
  const folded = token.folded;
  if (!folded || folded.length < 2 * MIN_PART + 1 || !plainWord(tokens, at, table))
    return undefined;
  if (lookupStem(lex.dishTerms, token.stem ?? folded).length > 0) return undefined;
  for (let cut = MIN_PART; cut <= folded.length - MIN_PART; cut += 1) {
    const left = lex.dishTerms.terms.get(stemOf(folded.slice(0, cut)));
    const right = lex.dishTerms.terms.get(stemOf(folded.slice(cut)));
    if (left === undefined || right === undefined) continue;
    const docs = new Set(lex.postings[left] ?? []);
    if (!(lex.postings[right] ?? []).some((doc) => docs.has(doc))) continue;
    const [a] = tokenize(folded.slice(0, cut));
    const [b] = tokenize(folded.slice(cut));
    if (a && b) return [a, b];
  }
  return undefined;
}

/** True when the word at `at` is a word: no keyword, no number. */
function plainWord(tokens: readonly Token[], at: number, table: KeywordTable): boolean {
  const token = tokens[at] as Token;
  return token.stem !== null && !/\d/.test(token.raw) && !keywordAt(table, tokens, at);
}

/** True when the word at `at` is no keyword, number, or word of a dish's or a part's name. */
function unnamed(
  tokens: readonly Token[],
  at: number,
  table: KeywordTable,
  lex: MenuLexicon,
): boolean {
  const token = tokens[at] as Token;
  if (!plainWord(tokens, at, table)) return false;
  return tokenStems(table, token).every((reading) =>
    reading.every(
      (stem) =>
        lookupStem(lex.dishTerms, stem).length === 0 &&
        lookupStem(lex.partTerms, stem).length === 0,
    ),
  );
}
