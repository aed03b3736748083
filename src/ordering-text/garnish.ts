import { nameStems } from './fold.ts';
import type { PartWord } from './grammar-types.ts';
import type { MenuLexicon } from './lexicon.ts';
import { stemFits } from './parts.ts';

/**
 * "свинска пържола без гарнитура" (issue 35, tuned on the grill): a menu whose extras are named
 * "Гарнитура пържени картофи", "Гарнитура ориз" says by them what its garnishes are. A word of a
 * "without" list that names none of the dish's ingredients but begins two or more extras' names
 * (the menu's word for a garnish) names the dish's ingredients that such an extra is named with:
 * the steak's Пържени картофи. Everyday words reach the menu's word by the word tables
 * ("garnish", "Beilage"). Read from the menu alone; a dish without such an ingredient keeps the
 * word, said as not understood.
 */
export function garnishWithout(
  lex: MenuLexicon,
  parts: readonly PartWord[],
  ingredients: readonly { name: string }[],
): PartWord[] {
  if (parts.length === 0) return [...parts];
  const own = ingredients.map((ingredient) => nameStems(ingredient.name));
  const fitsOwn = (stem: string) => own.some((stems) => stemFits(stem, stems));
  return parts.flatMap((part) => {
    const words = part.stems.filter((reading) => reading.length === 1).map(([stem]) => stem);
    if (words.length === 0 || words.some((stem) => stem !== undefined && fitsOwn(stem)))
      return [part];
    const headed = lex.addons.filter(
      (entry) =>
        entry.stems.length > 1 &&
        words.some((stem) => stem !== undefined && stemFits(stem, [entry.stems[0] as string])),
    );
    if (new Set(headed.map((entry) => entry.key)).size < 2) return [part];
    const named = own.filter((stems) =>
      headed.some(
        (entry) =>
          entry.stems.length - 1 === stems.length &&
          stems.every((stem, i) => stem === entry.stems[i + 1]),
      ),
    );
    return named.length > 0 ? named.map((stems) => ({ raw: part.raw, stems: [stems] })) : [part];
  });
}
