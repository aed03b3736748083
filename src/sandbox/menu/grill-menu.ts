import type { SizeKey, WireProduct, WireVariant } from '../wire.ts';
import { GRILL_INGREDIENTS, grillAddon } from './grill-parts.ts';
import { GRILL_CATEGORIES, GRILL_ROWS, type GrillRow } from './grill-rows.ts';
import type { SandboxMenu } from './index.ts';
import { createDemoMenu } from './index.ts';

/**
 * A fourth sandbox restaurant of another kind: a Bulgarian mehana with its own bakery in Sofia
 * ("Механа Под лозата"), 63 products: salads, starters and dips, soups, the grill by the piece
 * or by weight, pot dishes, garnishes, breads and banitsa, desserts, soft drinks, rakia, wine and
 * beer (grill-rows.ts). Garnishes, lyutenitsa, cheese and toppings are extras with one price
 * (grill-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu grill` or
 * `createGrillMenu()`; a held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const SIZE_KEYS: readonly SizeKey[] = ['standard', 'medium', 'family'];
const IMAGE_ROOT = 'https://images.example.invalid/products';

function grillVariant(row: GrillRow, index: number): WireVariant {
  const [id, , , sizes, ingredientIds, removable, addons] = row;
  const size = sizes[index];
  const key = SIZE_KEYS[index];
  if (!size || !key) throw new Error(`grill product ${id} has more than three sizes`);
  const allergens = new Set<number>();
  const ingredients = ingredientIds.map((ingredientId) => {
    const entry = GRILL_INGREDIENTS.get(ingredientId);
    if (!entry) throw new Error(`unknown grill ingredient ${ingredientId}`);
    for (const code of entry[1]) allergens.add(code);
    return { id: ingredientId, name: entry[0], removable: removable.includes(ingredientId) };
  });
  for (const ingredientId of removable)
    if (!ingredientIds.includes(ingredientId))
      throw new Error(`grill product ${id} removes ${ingredientId}, which it does not contain`);
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
    addons: addons.map(grillAddon),
  };
}

function grillProduct(category: number, row: GrillRow, index: number): WireProduct {
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
    variants: sizes.map((_, i) => grillVariant(row, i)),
    addons: addons.map(grillAddon),
    bases: [],
    choices: [],
    half_eligible: false,
  };
}

/** The grill menu's product records, in menu order. */
export function grillProducts(): WireProduct[] {
  return GRILL_ROWS.map(([category, row], index) => grillProduct(category, row, index));
}

/** A fresh mehana: the demo's zones and settings, this menu's products. */
export function createGrillMenu(): SandboxMenu {
  const menu = createDemoMenu();
  menu.products = grillProducts();
  menu.combos = [];
  menu.categories = GRILL_CATEGORIES.map(([id, name, icon]) => {
    const count = menu.products.filter((p) => p.listed && p.category_ids.includes(id)).length;
    return { id, name, icon, count };
  });
  menu.hidden.crustExtraMinor = new Map();
  return menu;
}
