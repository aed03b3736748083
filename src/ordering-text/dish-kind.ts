import { tokenStems } from './dish-reach.ts';
import { nameStems, type Token } from './fold.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';

const BY_STEM = new WeakMap<KeywordTable, Map<string, string[]>>();

/** The word tables' one-word readings by the stem of the word read ("chorb": "sup"). */
function foodByStem(table: KeywordTable): Map<string, string[]> {
  const known = BY_STEM.get(table);
  if (known) return known;
  const byStem = new Map<string, string[]>();
  for (const [word, readings] of table.food)
    for (const stem of nameStems(word))
      for (const reading of readings)
        if (reading.length === 1) byStem.set(stem, [...(byStem.get(stem) ?? []), ...reading]);
  BY_STEM.set(table, byStem);
  return byStem;
}

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
  const id = ids[0] as number;
  // The category's name stems, and what the word tables read its words as ("Чорби": a soup, so
  // "tripe soup" names the Ишкембе чорба; issue 35, Turkish tuning).
  const stems = lex.menuWords.categoryOf.get(id) ?? [];
  const byStem = foodByStem(table);
  const category = [...stems, ...stems.flatMap((stem) => byStem.get(stem) ?? [])];
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
