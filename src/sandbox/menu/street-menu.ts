import type { SizeKey, WireProduct, WireVariant } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { createDemoMenu } from './index.ts';
import { STREET_INGREDIENTS, streetAddon } from './street-parts.ts';
import { STREET_CATEGORIES, STREET_ROWS, type StreetRow } from './street-rows.ts';

/**
 * A fifth sandbox restaurant of another kind: a burger-and-döner place with a bakery counter in
 * Sofia ("Бургер & Дюнер Ъгъла"), 63 products: burgers single or double, döner and dürüm regular
 * or XL, wraps and hot dogs, fries in three sizes, nuggets and wings by 6/9/12 pieces, salads,
 * sauces as products, menus ("Меню ...", the drink's cup as the size), milkshakes, soft drinks
 * 330 мл / 500 мл / 1 л, and banitsa, kifli and pizza slices (street-rows.ts). Cheese, bacon, an
 * egg, jalapeños, more meat and sauces are extras with one price (street-parts.ts). Zones,
 * schedule and restaurant settings are the demo's; there are no combos (a menu is a dish), no
 * whole pizzas and no half-and-half. Selected by `npm run sandbox -- --menu street` or
 * `createStreetMenu()`; a held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const SIZE_KEYS: readonly SizeKey[] = ['standard', 'medium', 'family'];
const IMAGE_ROOT = 'https://images.example.invalid/products';

function streetVariant(row: StreetRow, index: number): WireVariant {
  const [id, , , sizes, ingredientIds, removable, addons] = row;
  const size = sizes[index];
  const key = SIZE_KEYS[index];
  if (!size || !key) throw new Error(`street product ${id} has more than three sizes`);
  const allergens = new Set<number>();
  const ingredients = ingredientIds.map((ingredientId) => {
    const entry = STREET_INGREDIENTS.get(ingredientId);
    if (!entry) throw new Error(`unknown street ingredient ${ingredientId}`);
    for (const code of entry[1]) allergens.add(code);
    return { id: ingredientId, name: entry[0], removable: removable.includes(ingredientId) };
  });
  for (const ingredientId of removable)
    if (!ingredientIds.includes(ingredientId))
      throw new Error(`street product ${id} removes ${ingredientId}, which it does not contain`);
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
    addons: addons.map(streetAddon),
  };
}

function streetProduct(category: number, row: StreetRow, index: number): WireProduct {
  const [id, name, description, sizes, , , addons] = row;
  // Every fifth product has no photo yet, as on a real menu (spec: image is url?).
  const withImage = index % 5 !== 4;
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
    variants: sizes.map((_, i) => streetVariant(row, i)),
    addons: addons.map(streetAddon),
    bases: [],
    choices: [],
    half_eligible: false,
  };
}

/** The street menu's product records, in menu order. */
export function streetProducts(): WireProduct[] {
  return STREET_ROWS.map(([category, row], index) => streetProduct(category, row, index));
}

/** A fresh street-food place: the demo's zones and settings, this menu's products. */
export function createStreetMenu(): SandboxMenu {
  const menu = createDemoMenu();
  menu.products = streetProducts();
  menu.combos = [];
  menu.categories = STREET_CATEGORIES.map(([id, name, icon]) => {
    const count = menu.products.filter((p) => p.listed && p.category_ids.includes(id)).length;
    return { id, name, icon, count };
  });
  menu.hidden.crustExtraMinor = new Map();
  return menu;
}
