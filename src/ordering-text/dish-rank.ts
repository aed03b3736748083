import type { DishMatch } from './dish-match.ts';
import { editDistance } from './edit-distance.ts';
import { type MenuLexicon, typoBudget } from './lexicon.ts';
import { termText } from './near-terms.ts';

/**
 * Which of the dish names a run of words reaches it names (issue 35), split from
 * `dish-match.ts`: whole names with the fewest words left out, of those the ones a typed word
 * begins, else every partial name; a word of several names that begins them asks among them.
 */

/** The dishes the words name among `docs` (see above), as a `DishMatch` of `length` words. */
export function rankDocs(
  lex: MenuLexicon,
  docs: Set<number>,
  terms: Set<number>,
  length: number,
  generic: boolean,
  typed: readonly string[],
): DishMatch {
  // A dish is named for certain only by a word of its own: words common to many names
  // ("пица", and "песто" once translated names repeat it) name it whole only when every word of
  // its name was typed.
  // One pass: whole names with the fewest untyped words, else every partial name.
  let fewest = Number.POSITIVE_INFINITY;
  const best = new Set<number>();
  const bestHeads = new Set<number>();
  const spelt = new Map<number, boolean>();
  const partial = new Set<number>();
  const partialDocs: number[] = [];
  // Dishes the words reach but do not name whole, once a whole one is found (issue 35, grill).
  const sharing = new Set<number>();
  // Every dish the words reach but do not name whole.
  const others = new Set<number>();
  for (const doc of docs) {
    let missing = 0;
    let whole = true;
    for (const id of lex.dishTermIds[doc] ?? []) {
      if (terms.has(id) || lex.joiners.has(id)) continue;
      missing += 1;
      if (!lex.generic.has(id) || generic) whole = false;
    }
    const id = lex.dishes[doc]?.key ?? -1;
    if (!whole) others.add(id);
    if (!whole) {
      if (fewest === Number.POSITIVE_INFINITY) {
        partial.add(id);
        partialDocs.push(doc);
      } else if (headTyped(lex, doc, terms)) sharing.add(id);
      continue;
    }
    if (missing < fewest) {
      fewest = missing;
      best.clear();
      bestHeads.clear();
    }
    if (missing === fewest) {
      best.add(id);
      if (headSpelt(lex, doc, typed, spelt)) bestHeads.add(id);
    }
  }
  // Of names as near, those a typed word begins as spelt (or a typo): "шопска" is Шопска салата,
  // not Сирене по шопски; "калмари" asks between Калмари пържени and Калмари на скара, and
  // "шоколад" between Кроасан с шоколад and Шоколадова торта, begun only by a derived word.
  // One word only: "пролетни рулца" names Пролетни рулца със скариди and Тайландски пролетни
  // рулца alike, though it begins only the first (issue 35, Thai tuning).
  const headed = length === 1 && bestHeads.size > 0 && bestHeads.size < best.size;
  if (headed) for (const id of [...best]) if (!bestHeads.has(id)) best.delete(id);
  const wholeFound = fewest !== Number.POSITIVE_INFINITY;
  // "кра пао" of Пад Кра Пао с пиле and Пад Кра Пао със свинско: a name whole only by its
  // generic words ("пиле") is no better named than one whose other word is rarer ("свинско"):
  // the typed words are in both, so both are asked (issue 35, Thai tuning).
  for (const id of best) others.delete(id);
  if (
    wholeFound &&
    fewest > 0 &&
    !headed &&
    length > 1 &&
    others.size > 0 &&
    others.size <= MAX_PLAIN
  )
    return { length, productIds: [...best, ...others], whole: false, generic };
  if (!wholeFound && !generic) {
    const plain = plainName(lex, partialDocs);
    if (plain !== undefined) return { length, productIds: [plain], whole: false, generic };
  }
  if (wholeFound && fewest > 0 && length === 1) {
    // "2 баници" on a menu with Баница със сирене and Баница със спанак: the first word of
    // several dishes' names names the one whose other words are generic only by default; it
    // asks among them all (issue 35, tuned on the grill). "шопска" stays Шопска салата: the
    // word is not the first of "Сирене по шопски". So does a word that begins one name and is
    // the rest of another's but for generic words: "кафта" of Кафта кебап and Сандвич кафта
    // (Lebanese tuning).
    for (const doc of partialDocs)
      if (headTyped(lex, doc, terms)) sharing.add(lex.dishes[doc]?.key ?? -1);
    for (const id of best) sharing.delete(id);
    if (sharing.size > 0)
      return { length, productIds: [...best, ...sharing], whole: false, generic };
  }
  const productIds = [...(wholeFound ? best : partial)];
  const filled = wholeFound && fewest > 0;
  const full = wholeFound && fewest === 0 && productIds.length === 1;
  return {
    length,
    productIds,
    whole: wholeFound,
    generic,
    ...(filled && { filled: true }),
    ...(full && { full: true }),
  };
}

/** True when a typed stem is the first word of the dish name `doc`, or a typo of it. */
function headSpelt(
  lex: MenuLexicon,
  doc: number,
  typed: readonly string[],
  memo: Map<number, boolean>,
): boolean {
  // The menu's own (Bulgarian) names begin with their dish; an English one ends with it.
  if (!lex.own.has(doc)) return false;
  const head = lex.dishTermIds[doc]?.[0];
  if (head === undefined) return false;
  const known = memo.get(head);
  if (known !== undefined) return known;
  const text = termText(lex, head);
  // One letter off at most: two would make "шоколад" the head of "Шоколадова".
  const spelt = typed.some(
    (t) => t === text || (typoBudget(t) > 0 && editDistance(t, text, 1) <= 1),
  );
  memo.set(head, spelt);
  return spelt;
}

/** True when the first word of the dish name `doc` is among the typed terms. */
function headTyped(lex: MenuLexicon, doc: number, terms: ReadonlySet<number>): boolean {
  const head = lex.dishTermIds[doc]?.[0];
  return head !== undefined && terms.has(head);
}

const MAX_PLAIN = 6;

/**
 * "две коли" on a menu with Кока-Кола and Кока-Кола Зеро: when the words fit a few dishes and one
 * name is every other's name with words added ("Зеро"), the plain one is meant (issue 35). Names
 * that differ both ways (two sauces, two fillings) stay a choice.
 */
function plainName(lex: MenuLexicon, docs: readonly number[]): number | undefined {
  if (docs.length < 2 || docs.length > MAX_PLAIN) return undefined;
  const named = new Set(docs.map((doc) => lex.dishes[doc]?.key));
  if (named.size < 2) return undefined;
  for (const doc of docs) {
    const own = new Set(lex.dishTermIds[doc] ?? []);
    const key = lex.dishes[doc]?.key;
    const within = docs.every((other) => {
      if (lex.dishes[other]?.key === key) return true;
      const terms = new Set(lex.dishTermIds[other] ?? []);
      return terms.size > own.size && [...own].every((term) => terms.has(term));
    });
    if (within && key !== undefined) return key;
  }
  return undefined;
}
