import type { MenuSnapshot } from '../catalogue/menu.ts';
import { glossaryFor } from './glossary.ts';
import { grammarFor } from './grammar.ts';
import type { MenuLanguage } from './languages.ts';

/**
 * The kind of dish a name belongs to, where a word's wording depends on it: bg "Маргарита" is a
 * pizza ("Pizza Margherita") on one menu and a cocktail ("Margarita") on another. The glossary
 * and grammar files write such a word twice, the plain key for a dish and `<key>@drink` for a
 * drink (`glossaryFor(lang, kind)`, `grammarFor(lang, kind)`). Only the restaurant's own
 * Bulgarian words decide it, so every language reads the same kind: the product's category
 * ("Коктейли", "Напитки"), its size labels ("Чаша", "Кана 1 л") and its name ("Коктейл …").
 * A product that is no drink is a `dessert` when its category names sweets ("Десерти",
 * "Сладкиши"): bg "Макарони" is pasta in a main and French macarons among the desserts
 * (`<key>@dessert`, round 10 of the glossary).
 */
export type DishKind = 'drink' | 'dessert';

export const DISH_KINDS: readonly DishKind[] = ['drink', 'dessert'];

// Bulgarian words that make a product a drink: a drinks category, a glass or a jug as its size.
// "мл"/"л" alone are not enough ("Купа 300 мл" is a soup).
const DRINK_WORDS =
  /^(коктейл|коктейли|напитка|напитки|бар|алкохол|алкохолни|безалкохолни|бира|бири|вино|вина|чаша|чаши|кана|бутилка|шот|шейк|сокове|лимонади)$/u;
// Bulgarian words of a category that holds sweets.
const DESSERT_WORDS = /^(десерт|десерти|сладкиши|сладки|торти)$/u;
// A word beside the name that makes it a dish whatever the category says ("Пица Маргарита").
const FOOD_WORDS = /^(пица|пици|парче|салата|торта)$/u;

const words = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}]+/u);

/** The kind of a product named `name` in categories and with size labels as given (as `MenuKinds`). */
export function kindOf(
  name: string,
  categories: readonly string[],
  labels: readonly string[],
): DishKind | undefined {
  const own = words(name);
  if (own.some((word) => FOOD_WORDS.test(word))) return undefined;
  const cues = [...own, ...categories.flatMap(words), ...labels.flatMap(words)];
  if (cues.some((word) => DRINK_WORDS.test(word))) return 'drink';
  return categories.some((name) => categoryKind(name) === 'dessert') ? 'dessert' : undefined;
}

type Product = MenuSnapshot['products'][number];

/**
 * The kind of the products of a menu, by id, and by name where every product of that name is of
 * one kind (a quote's line carries the name only). Worked out on first use, one product at a
 * time; a category's and a size label's words are read once.
 */
export class MenuKinds {
  readonly #menu: MenuSnapshot | null;
  #products: Map<number, Product> | undefined;
  #named: Map<string, Product[]> | undefined;
  #categories: Map<number, DishKind | null> | undefined;
  readonly #labels = new Map<string, boolean>();
  readonly #kinds = new Map<number, DishKind | null>();

  constructor(menu: MenuSnapshot | null) {
    this.#menu = menu;
  }

  byId(id: number): DishKind | undefined {
    if (!this.#menu) return undefined;
    this.#products ??= new Map(this.#menu.products.map((product) => [product.id, product]));
    const product = this.#products.get(id);
    return product === undefined ? undefined : (this.#kind(product) ?? undefined);
  }

  byName(name: string): DishKind | undefined {
    if (!this.#menu) return undefined;
    if (!this.#named) {
      this.#named = new Map();
      for (const product of this.#menu.products) {
        const list = this.#named.get(product.name);
        if (list) list.push(product);
        else this.#named.set(product.name, [product]);
      }
    }
    const kinds = new Set((this.#named.get(name) ?? []).map((product) => this.#kind(product)));
    const [kind] = kinds;
    return kinds.size === 1 && kind !== null ? kind : undefined;
  }

  #kind(product: Product): DishKind | null {
    let kind = this.#kinds.get(product.id);
    if (kind !== undefined) return kind;
    const menu = this.#menu as MenuSnapshot;
    this.#categories ??= new Map(menu.categories.map((c) => [c.id, categoryKind(c.name)]));
    const categories = this.#categories;
    const own = words(product.name);
    const drink =
      !own.some((word) => FOOD_WORDS.test(word)) &&
      (own.some((word) => DRINK_WORDS.test(word)) ||
        product.category_ids.some((id) => categories.get(id) === 'drink') ||
        product.variants.some((variant) => this.#label(variant.label)));
    const dessert = product.category_ids.some((id) => categories.get(id) === 'dessert');
    kind = drink ? 'drink' : dessert ? 'dessert' : null;
    this.#kinds.set(product.id, kind);
    return kind;
  }

  #label(label: string): boolean {
    let drink = this.#labels.get(label);
    if (drink === undefined) {
      drink = drinkWords(label);
      this.#labels.set(label, drink);
    }
    return drink;
  }
}

const drinkWords = (text: string) => words(text).some((word) => DRINK_WORDS.test(word));

// A category of drinks wins over one of sweets ("Десертни вина" names no sweet category word).
function categoryKind(name: string): DishKind | null {
  if (drinkWords(name)) return 'drink';
  return words(name).some((word) => DESSERT_WORDS.test(word)) ? 'dessert' : null;
}

const kinded = new Map<MenuLanguage, ReadonlySet<string>>();

/**
 * The Bulgarian words of a language's glossary and grammar that some kind words otherwise
 * ("маргарита"): a text with none of them never needs its kind.
 */
export function kindedWords(lang: MenuLanguage): ReadonlySet<string> {
  let found = kinded.get(lang);
  if (found === undefined) {
    const out = new Set<string>();
    for (const kind of DISH_KINDS) {
      const pairs: [ReadonlyMap<string, unknown>, ReadonlyMap<string, unknown>][] = [
        [glossaryFor(lang), glossaryFor(lang, kind)],
        [grammarFor(lang).nouns, grammarFor(lang, kind).nouns],
        [grammarFor(lang).adjectives, grammarFor(lang, kind).adjectives],
      ];
      for (const [plain, kinded] of pairs)
        for (const [key, value] of kinded)
          if (plain.get(key) !== value) for (const word of key.split(' ')) out.add(word);
    }
    found = out;
    kinded.set(lang, found);
  }
  return found;
}
