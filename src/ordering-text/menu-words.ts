import type { Menu } from '../catalogue/menu.ts';
import { foldWord, nameStems, peopleWords, stemOf, type Token } from './fold.ts';
import type { MenuLexicon, StemIndex } from './lexicon.ts';
import { labelCanon } from './words/size-labels.ts';

/**
 * Words a menu gives the grammar besides its dish names (issue 35, tuned on the café): the words
 * of its size labels ("Двойно 60 мл", "Кана 1 л", "L 450 мл"), the numbers in them, the extras
 * each dish offers, and the kind of dish each category's name says ("Кафе"). Built once with the
 * lexicon (`lexicon.ts`), from the menu alone: no dish or phrase is named here.
 */
export interface MenuWords {
  /** Stems of the size-label words of dishes with several sizes ("dvoyn", "kan", "chash"). */
  labelWords: Set<string>;
  /** The words of size labels of two words or more, stemmed ("za dvam" of "За двама 900 г"). */
  labelPhrases: string[][];
  /** One-letter size labels as written, upper case ("S", "M", "L"). */
  labelLetters: Set<string>;
  /** Numbers in the size labels of dishes with several sizes (250, 400, 1). */
  labelNumbers: Set<number>;
  /** Product id → the codes of the extras any of its sizes offers. */
  addonsOf: Map<number, Set<string>>;
  /** Dish-name term id → the listed products of the categories whose name holds that word. */
  kinds: Map<number, number[]>;
  /** The words of those categories' names as written, folded ("supi" of "Супи"). */
  kindNames: Set<string>;
  /** Stems of the words of the extras' names ("sirop", "mliak"). */
  addonStems: Set<string>;
  /** Product id → the stems of its first size's ingredient names ("Еспресо" of a macchiato). */
  recipeOf: Map<number, string[][]>;
  /** Product id → the ids of its first size's ingredients (their names in every language). */
  recipeIdsOf: Map<number, number[]>;
  /**
   * Product id → its sizes labelled by a number and a word ("9 бр.": 9 and `br`), of dishes with
   * several sizes: a bare number after or before the dish may count its pieces (issue 35, street).
   */
  countsOf: Map<number, { n: number; unit: string }[]>;
  /** Product id → the stems of its categories' names ("sosov" of "Сосове"; issue 35). */
  categoryOf: Map<number, string[]>;
}

const COUNT_LABEL = /^(\d{1,3})\s*(\p{L}+)\.?$/u;

// Units inside size labels: never a size word by themselves.
const UNIT_WORDS = new Set(['ml', 'l', 'g', 'gr', 'cl', 'kg', 'sm', 'cm', 'br', 'pcs']);
const LETTER = /^[A-Z]$/;
const WORD = /[\p{L}\p{N}]+/gu;

function labelParts(words: MenuWords, label: string): void {
  // The label's leading words, before its first number ("За двама" of "За двама 900 г").
  const phrase: string[] = [];
  let leading = true;
  for (const [word] of peopleWords(label.normalize('NFC')).matchAll(WORD)) {
    if (/^\d+$/.test(word)) words.labelNumbers.add(Number(word));
    else if (LETTER.test(word)) words.labelLetters.add(word);
    else {
      const folded = foldWord(word);
      if (folded && folded.length > 1 && !UNIT_WORDS.has(folded)) {
        // Each form of a label word as the tables name it ("Двоен" and "Двойно": `двойно`).
        const key = stemOf(labelCanon(folded));
        words.labelWords.add(key);
        if (leading) phrase.push(key);
      }
      continue;
    }
    leading = false;
  }
  // The run, and its last two words or more: "за двама" of "Самовар за двама" after a dish named
  // with the first ("чай от самовар за двама"; issue 35, Ukrainian tuning).
  for (let from = 0; phrase.length - from > 1; from += 1)
    words.labelPhrases.push(phrase.slice(from));
}

/** The menu's size-label words, extras per dish and category words (see `MenuWords`). */
export function menuWords(menu: Menu, dishTerms: StemIndex): MenuWords {
  const words: MenuWords = {
    labelWords: new Set(),
    labelPhrases: [],
    labelLetters: new Set(),
    labelNumbers: new Set(),
    addonsOf: new Map(),
    kinds: new Map(),
    kindNames: new Set(),
    addonStems: new Set(),
    recipeOf: new Map(),
    recipeIdsOf: new Map(),
    countsOf: new Map(),
    categoryOf: new Map(),
  };
  // Menus repeat extra and ingredient names on every product and size: each is stemmed once.
  const stemmed = new Map<string, string[]>();
  const stems = (name: string): string[] => {
    let found = stemmed.get(name);
    if (!found) {
      found = nameStems(name);
      stemmed.set(name, found);
    }
    return found;
  };
  const labels = new Set<string>();
  for (const product of menu.listedProducts()) {
    const codes = new Set(product.addons.map((addon) => addon.code));
    for (const addon of product.addons)
      for (const stem of stems(addon.name)) words.addonStems.add(stem);
    for (const variant of product.variants) {
      for (const addon of variant.addons) {
        codes.add(addon.code);
        for (const stem of stems(addon.name)) words.addonStems.add(stem);
      }
      const count = product.variants.length > 1 ? COUNT_LABEL.exec(variant.label.trim()) : null;
      const unit = count ? foldWord(count[2] as string) : null;
      if (count && unit) {
        const counts = words.countsOf.get(product.id) ?? [];
        counts.push({ n: Number(count[1]), unit });
        words.countsOf.set(product.id, counts);
      }
      if (product.variants.length > 1 && !labels.has(variant.label)) {
        labels.add(variant.label);
        labelParts(words, variant.label);
      }
    }
    words.addonsOf.set(product.id, codes);
    words.recipeOf.set(
      product.id,
      (product.variants[0]?.ingredients ?? []).map((ingredient) => stems(ingredient.name)),
    );
    words.recipeIdsOf.set(
      product.id,
      (product.variants[0]?.ingredients ?? []).map((ingredient) => ingredient.id),
    );
  }
  // A label word that is also a word of a dish name ("ориз" of "Пържен ориз") stays a dish word.
  for (const stem of words.labelWords)
    if (dishTerms.terms.get(stem) !== undefined) words.labelWords.delete(stem);
  for (const category of menu.categories()) {
    const ids = menu.productsIn(category.id).map((product) => product.id);
    const stemsOfName = nameStems(category.name);
    for (const id of ids)
      words.categoryOf.set(id, [...(words.categoryOf.get(id) ?? []), ...stemsOfName]);
    if (ids.length < 2) continue;
    for (const [word] of category.name.normalize('NFC').matchAll(WORD)) {
      const folded = foldWord(word);
      if (folded) words.kindNames.add(folded);
    }
    for (const stem of stemsOfName) {
      const term = dishTerms.terms.get(stem);
      if (term === undefined) continue;
      words.kinds.set(term, [...new Set([...(words.kinds.get(term) ?? []), ...ids])]);
    }
  }
  return words;
}

/**
 * True when one dish's name is an ingredient of the next ("еспресо макиато": a macchiato is made
 * with espresso): typed side by side, the first names what the second is made of, not a dish.
 */
export function namesIngredientOf(
  words: MenuWords,
  named: readonly string[][],
  productId: number,
): boolean {
  const recipe = words.recipeOf.get(productId) ?? [];
  return named.some((stems) =>
    recipe.some(
      (ingredient) =>
        ingredient.length === stems.length && ingredient.every((s, i) => s === stems[i]),
    ),
  );
}

/** True when an extra's name fuses "без" with the word ("лактоза": "Безлактозно мляко"). */
export function fusesWithout(lex: MenuLexicon, token: Token): boolean {
  const stem = token.alt !== null ? stemOf(token.alt) : token.stem;
  const stems = [token.stem, stem].filter((s): s is string => s !== null && s.length >= 4);
  const prefix = foldWord('без') ?? 'bez';
  return [...lex.menuWords.addonStems].some((word) =>
    stems.some((s) => word.startsWith(`${prefix}${s}`)),
  );
}
