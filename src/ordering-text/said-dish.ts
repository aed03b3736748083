import { extrasOnly } from './addon-stems.ts';
import { saysWord } from './described.ts';
import type { DishMatch } from './dish-match.ts';
import type { Token } from './fold.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupSpelt, type MenuLexicon } from './lexicon.ts';
import { labelWordAt } from './size-words.ts';

/**
 * A dish named by its name and its description together (split from `dish-match.ts`; issue 35,
 * Ukrainian tuning): the words a name leaves, read in the description of the dish they name.
 */

/**
 * "пилешки котлет по киевски": a name typed whole from the next word on, reaching past the name
 * read from this one, with this word one of its description's ("Пилешко филе, пълнено…"), is
 * that dish: the Котлет по киевски, not the Пилешки котлети (issue 35, Ukrainian tuning).
 */
export function shiftedName(
  lex: MenuLexicon,
  table: KeywordTable,
  tokens: readonly Token[],
  at: number,
  named: DishMatch | undefined,
  nextNamed: () => DishMatch | undefined,
): DishMatch | undefined {
  const token = tokens[at];
  const next = tokens[at + 1];
  if (!named || named.length < 2 || !token || !next || next.afterBreak) return undefined;
  // "хрупкаво пиле половин", "bekon burger s qice": a size or extras of the dish read first stay
  // its own; and no word after the name read first, nothing to shift to (checked first: the
  // name read from the next word is read only then).
  const end = at + named.length;
  const beyond = tokens[end];
  const keyword = keywordAt(table, tokens, end)?.keyword.kind;
  if (
    !beyond ||
    beyond.afterBreak ||
    (keyword !== undefined && keyword !== 'filler') ||
    labelWordAt(table, lex, tokens, end)
  )
    return undefined;
  const later = nextNamed();
  const [one] = later?.productIds ?? [];
  if (!later?.whole || later.generic || one === undefined || later.productIds.length > 1)
    return undefined;
  if (later.length + 1 <= named.length || named.productIds.includes(one)) return undefined;
  if (extrasOnly(lex, table, tokens, end, at + later.length + 1, named)) return undefined;
  return saysWord(lex.described, table, token, one, lookupSpelt)
    ? { ...later, length: later.length + 1 }
    : undefined;
}
