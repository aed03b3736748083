import type { WireProduct } from '../wire.ts';
import { dish } from './builders.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf } from './row-menu.ts';
import { SUSHI_CATEGORIES, SUSHI_ROWS, type SushiRow } from './sushi-rows.ts';

/**
 * A second sandbox restaurant of another cuisine: a sushi-and-wok place in Sofia, 60 products
 * built with the demo's `dish` builder (rolls of 4 or 8 pieces and woks with noodles or rice as
 * the two variants). Zones, schedule and restaurant settings are the demo's; there are no
 * combos and no pizzas. Selected by `npm run sandbox -- --menu sushi` or `createSushiMenu()`.
 */

/** Ingredient id → [name, allergen codes] (spec "Allergen codes"); ids are this menu's own. */
const SUSHI_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map([
  [1, ['Ориз', []]],
  [2, ['Нори', []]],
  [3, ['Сьомга', [4]]],
  [4, ['Крема сирене', [7]]],
  [5, ['Авокадо', []]],
  [6, ['Краставица', []]],
  [7, ['Змиорка', [4]]],
  [8, ['Сусам', [11]]],
  [9, ['Рак', [2]]],
  [10, ['Риба тон', [4]]],
  [11, ['Скариди', [2]]],
  [12, ['Темпура', [1, 3]]],
  [13, ['Сос унаги', [1, 6]]],
  [14, ['Спайси майонеза', [3]]],
  [15, ['Тофу', [6]]],
  [16, ['Зелен лук', []]],
  [17, ['Пилешко филе', []]],
  [18, ['Зеленчуци', []]],
  [19, ['Моркови', []]],
  [20, ['Сос терияки', [1, 6]]],
  [21, ['Сос сладко чили', []]],
  [22, ['Свинско месо', []]],
  [23, ['Ананас', []]],
  [24, ['Сладко-кисел сос', [1]]],
  [25, ['Телешко месо', []]],
  [26, ['Броколи', []]],
  [27, ['Соев сос', [1, 6]]],
  [28, ['Яйце', [3]]],
  [29, ['Фъстъци', [5]]],
  [30, ['Тамаринд', []]],
  [31, ['Юфка', [1]]],
  [32, ['Мисо', [6]]],
  [33, ['Уакаме', []]],
  [34, ['Кокосово мляко', []]],
  [35, ['Лемонграс', []]],
  [36, ['Джинджифил', []]],
  [37, ['Уасаби', []]],
  [38, ['Едамаме', [6]]],
  [39, ['Тесто', [1]]],
]);

/** Sets, rolls and nigiri come with ginger and wasabi, which can be left out. */
const SERVED_WITH_GINGER = new Set([21, 22, 23]);

function sushiProduct(category: number, row: SushiRow): WireProduct {
  const [id, name, description, minor, weight, label, ingredientIds, second] = row;
  const ids = SERVED_WITH_GINGER.has(category) ? [...ingredientIds, 36, 37] : ingredientIds;
  const product = dish({
    id,
    name,
    description,
    categories: [category],
    minor,
    weight,
    label,
    ingredients: [],
    ...(second && { medium: { label: second[0], minor: second[1], weight: second[2] } }),
  });
  const allergens = new Set<number>();
  const ingredients = ids.map((ingredientId) => {
    const entry = SUSHI_INGREDIENTS.get(ingredientId);
    if (!entry) throw new Error(`unknown sushi ingredient ${ingredientId}`);
    for (const code of entry[1]) allergens.add(code);
    return { id: ingredientId, name: entry[0], removable: ingredientId !== 1 };
  });
  for (const variant of product.variants) {
    variant.ingredients = ingredients.map((i) => ({ ...i }));
    variant.allergens = [...allergens].sort((a, b) => a - b);
  }
  return product;
}

/** The sushi menu's product records, in menu order. */
export function sushiProducts(): WireProduct[] {
  return SUSHI_ROWS.map(([category, row]) => sushiProduct(category, row));
}

/** A fresh sushi-and-wok restaurant: the demo's zones and settings, this menu's products. */
export function createSushiMenu(): SandboxMenu {
  return menuOf(sushiProducts(), SUSHI_CATEGORIES);
}
