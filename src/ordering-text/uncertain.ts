import type { DishMatch } from './dish-match.ts';
import type { Token } from './fold.ts';
import type { MenuLexicon } from './lexicon.ts';

/**
 * When words name no dish for certain though one dish's name holds them (issue 35, tuned on
 * the café). Two cases, decided from the menu's own words:
 * - the words are a kind of dish, a word of a category's name ("кафе", "Kaffee", "cafea" on a
 *   menu with a "Кафе" category and one "Филтърно кафе"): the line asks among that category's
 *   dishes (`kinds`), and a kind alone opens the category as any generic word does;
 * - every word is a word of an extra's name ("syrup", "мляко") and the dish is
 *   named only in part: the words more likely name an extra than that dish, so it is offered,
 *   never taken (`uncertain`: `validate.ts` asks about it even for one dish).
 */
export function uncertainMatch(
  lex: MenuLexicon,
  match: DishMatch,
  terms: ReadonlySet<number>,
  words: { partOnly: boolean; kindOnly: boolean },
): DishMatch {
  if (match.whole) return match;
  // A kind is one word ("кафе"); two kind words together ("студен чай") keep their dish.
  if (words.kindOnly && match.length === 1) {
    const kinds = [...terms].flatMap((term) => lex.menuWords.kinds.get(term) ?? []);
    if (kinds.length > 0)
      return {
        ...match,
        generic: true,
        productIds: [...new Set([...match.productIds, ...kinds])],
      };
  }
  return words.partOnly ? { ...match, uncertain: true } : match;
}

/** True when the term is a word of a category's name (a kind of dish, `generic` for certainty). */
export function isKindTerm(lex: MenuLexicon, term: number): boolean {
  return lex.menuWords.kinds.has(term);
}

/** True when every token is a word of an extra's name (`isPart` says which are). */
export function allPartWords(tokens: readonly Token[], isPart: (token: Token) => boolean): boolean {
  return tokens.length > 0 && tokens.every(isPart);
}
