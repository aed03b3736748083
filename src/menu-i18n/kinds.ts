import type { MenuSnapshot } from '../catalogue/menu.ts';

/**
 * The kind of dish a name belongs to, where a word's wording depends on it: bg "Маргарита" is a
 * pizza ("Pizza Margherita") on one menu and a cocktail ("Margarita") on another. The glossary
 * and grammar files write such a word twice, the plain key for a dish and `<key>@drink` for a
 * drink (`glossaryFor(lang, kind)`, `grammarFor(lang, kind)`). Only the restaurant's own
 * Bulgarian words decide it, so every language reads the same kind: the product's category
 * ("Коктейли", "Напитки"), its size labels ("Чаша", "Кана 1 л") and its name ("Коктейл …").
 */
export type DishKind = 'drink';

export const DISH_KINDS: readonly DishKind[] = ['drink'];

// Bulgarian words that make a product a drink: a drinks category, a glass or a jug as its size.
// "мл"/"л" alone are not enough ("Купа 300 мл" is a soup).
const DRINK_WORDS =
  /^(коктейл|коктейли|напитка|напитки|бар|алкохол|алкохолни|безалкохолни|бира|бири|вино|вина|чаша|чаши|кана|бутилка|шот|шейк|сокове|лимонади)$/u;
// A word beside the name that makes it a dish whatever the category says ("Пица Маргарита").
const FOOD_WORDS = /^(пица|пици|парче|салата|торта)$/u;

const words = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}]+/u);

/** The kind of a product named `name` in categories and with size labels as given. */
export function kindOf(
  name: string,
  categories: readonly string[],
  labels: readonly string[],
): DishKind | undefined {
  const own = words(name);
  if (own.some((word) => FOOD_WORDS.test(word))) return undefined;
  const cues = [...own, ...categories.flatMap(words), ...labels.flatMap(words)];
  return cues.some((word) => DRINK_WORDS.test(word)) ? 'drink' : undefined;
}

/**
 * Per product id, and per product name where every product of that name is of one kind (a
 * quote's line carries the name only), the kind of each product of the menu that has one.
 */
export function menuKinds(menu: MenuSnapshot | null): {
  byId: ReadonlyMap<number, DishKind>;
  byName: ReadonlyMap<string, DishKind>;
} {
  const byId = new Map<number, DishKind>();
  const byName = new Map<string, DishKind | null>();
  if (!menu) return { byId, byName: new Map() };
  const categories = new Map(menu.categories.map((c) => [c.id, c.name]));
  for (const product of menu.products) {
    const kind = kindOf(
      product.name,
      product.category_ids.map((id) => categories.get(id) ?? ''),
      product.variants.map((variant) => variant.label),
    );
    if (kind !== undefined) byId.set(product.id, kind);
    const seen = byName.get(product.name);
    byName.set(product.name, seen === undefined || seen === kind ? (kind ?? null) : null);
  }
  const named = new Map<string, DishKind>();
  for (const [name, kind] of byName) if (kind !== null) named.set(name, kind);
  return { byId, byName: named };
}
