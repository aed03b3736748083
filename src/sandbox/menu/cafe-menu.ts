import type { SizeKey, WireProduct, WireVariant } from '../wire.ts';
import { CAFE_INGREDIENTS, cafeProductAddon, cafeVariantAddon } from './cafe-parts.ts';
import { CAFE_CATEGORIES, CAFE_ROWS, type CafeRow } from './cafe-rows.ts';
import type { SandboxMenu } from './index.ts';
import { createDemoMenu } from './index.ts';

/**
 * A third sandbox restaurant of another kind: a specialty café in Sofia ("Кафе Зърно"), 61
 * products: coffees in S/M/L cups (or single/double for an espresso), teas, fresh juices and
 * smoothies in two sizes, lemonades by the glass or the jug, croissants, sandwiches, breakfasts
 * and cakes by the slice. Milks, syrups, an extra shot and toppings are extras priced per size
 * (cafe-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu cafe` or
 * `createCafeMenu()`; the held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const SIZE_KEYS: readonly SizeKey[] = ['standard', 'medium', 'family'];
const IMAGE_ROOT = 'https://images.example.invalid/products';

function cafeVariant(row: CafeRow, index: number): WireVariant {
  const [id, , , sizes, ingredientIds, removable, addons] = row;
  const size = sizes[index];
  const key = SIZE_KEYS[index];
  if (!size || !key) throw new Error(`café product ${id} has more than three sizes`);
  const allergens = new Set<number>();
  const ingredients = ingredientIds.map((ingredientId) => {
    const entry = CAFE_INGREDIENTS.get(ingredientId);
    if (!entry) throw new Error(`unknown café ingredient ${ingredientId}`);
    for (const code of entry[1]) allergens.add(code);
    return { id: ingredientId, name: entry[0], removable: removable.includes(ingredientId) };
  });
  for (const ingredientId of removable)
    if (!ingredientIds.includes(ingredientId))
      throw new Error(`café product ${id} removes ${ingredientId}, which it does not contain`);
  return {
    key,
    label: size[0],
    minor: size[1],
    weight_g: size[2],
    ingredients,
    allergens: [...allergens].sort((a, b) => a - b),
    crust_selectable: false,
    crust_included: false,
    crust_extra_minor: null,
    addons: addons.map((code) => cafeVariantAddon(code, key)),
  };
}

function cafeProduct(category: number, row: CafeRow, index: number): WireProduct {
  const [id, name, description, sizes, , , addons] = row;
  const variants = sizes.map((_, i) => cafeVariant(row, i));
  // Every fourth product has no photo yet, as on a real menu (spec: image is url?).
  const withImage = index % 4 !== 3;
  return {
    id,
    name,
    description,
    category_ids: [category],
    image: withImage ? `${IMAGE_ROOT}/${id}.jpg` : null,
    thumbnail: withImage ? `${IMAGE_ROOT}/${id}-thumb.jpg` : null,
    image_illustrative: false,
    listed: true,
    minor: Math.min(...sizes.map((size) => size[1])),
    currency: 'EUR',
    available: true,
    available_at: null,
    availability_notice: '',
    variants,
    addons: addons.map(cafeProductAddon),
    bases: [],
    choices: [],
    half_eligible: false,
  };
}

/** The café menu's product records, in menu order. */
export function cafeProducts(): WireProduct[] {
  return CAFE_ROWS.map(([category, row], index) => cafeProduct(category, row, index));
}

/** A fresh specialty café: the demo's zones and settings, this menu's products. */
export function createCafeMenu(): SandboxMenu {
  const menu = createDemoMenu();
  menu.products = cafeProducts();
  menu.combos = [];
  menu.categories = CAFE_CATEGORIES.map(([id, name, icon]) => {
    const count = menu.products.filter((p) => p.listed && p.category_ids.includes(id)).length;
    return { id, name, icon, count };
  });
  menu.hidden.crustExtraMinor = new Map();
  return menu;
}
