import { tokenStems } from './dish-reach.ts';
import type { Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

/** Letters a category's name may add to the typed word: a plural ("Сосове" of "сос"). */
const PLURAL_LETTERS = 2;
const MIN_STEM = 3;

/**
 * True when the word names the kind of the one dish `ids` holds, by its category's name: "сос
 * ткемали" (Сосове), "ciorbă harcio" (a soup, Супи), "сок от грейпфрут" (Фрешове). Said beside
 * the dish's name, it is part of naming that dish, not a word left out (issue 35).
 */
export function namesKindOf(
  table: KeywordTable,
  lex: MenuLexicon,
  token: Token | undefined,
  ids: readonly number[] | undefined,
): boolean {
  if (!token || ids?.length !== 1) return false;
  const category = lex.menuWords.categoryOf.get(ids[0] as number) ?? [];
  if (category.length === 0) return false;
  return tokenStems(table, token).some(
    (reading) =>
      reading.length === 1 &&
      (reading[0]?.length ?? 0) >= MIN_STEM &&
      category.some((stem) => {
        const typed = reading[0] as string;
        return stem.startsWith(typed) && stem.length - typed.length <= PLURAL_LETTERS;
      }),
  );
}
