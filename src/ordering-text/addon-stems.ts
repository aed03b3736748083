import { tokenStems } from './dish-reach.ts';
import type { Token } from './fold.ts';
import { isJoiner, nameJoiner } from './joiners.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

/**
 * The words of the extras a dish offers (split from `dish-match.ts`): to tell the words after a
 * dish that are its own extras from a description or another dish (issue 35).
 */

/** The stems of the names of every extra these dishes offer. */
export function addonStemsOf(lex: MenuLexicon, ids: readonly number[]): Set<string> {
  const codes = new Set(ids.flatMap((id) => [...(lex.menuWords.addonsOf.get(id) ?? [])]));
  return new Set(
    lex.addons.filter((addon) => codes.has(addon.key)).flatMap((addon) => addon.stems),
  );
}

/** True when every word from `from` to `to` is a joiner or a word of the dishes' extras. */
export function extrasOnly(
  lex: MenuLexicon,
  table: KeywordTable,
  tokens: readonly Token[],
  from: number,
  to: number,
  named: { productIds: readonly number[] },
): boolean {
  const stems = addonStemsOf(lex, named.productIds);
  return tokens
    .slice(from, to)
    .every(
      (token) =>
        isJoiner(table, token) ||
        nameJoiner(lex, token) ||
        tokenStems(table, token).some((reading) => reading.every((stem) => stems.has(stem))),
    );
}
