import type { SizeKey, WireAddon, WireProduct, WireVariant } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { createDemoMenu } from './index.ts';

/**
 * The sandbox's other restaurants built from rows (the café, the grill, the street-food place;
 * the sushi menu's products have a shape of their own): one product a row, up to three sizes,
 * ingredients from the menu's table with their allergens, and extras. A menu of such products
 * keeps the demo's zones and settings, without combos, pizzas or half-and-half.
 */

/** [variant label, price in cents, weight g or null for drinks]; the first is `standard`. */
export type RowSize = readonly [string, number, number | null];

/** [id, name, description, sizes, ingredient ids, removable ingredient ids, addon codes] */
export type MenuRow = readonly [
  number,
  string,
  string,
  readonly RowSize[],
  readonly number[],
  readonly number[],
  readonly string[],
];

/** What differs between the menus built from rows. */
export interface RowMenuKind {
  /** The menu's name in error messages ("café"). */
  name: string;
  /** Ingredient id → [name, allergen codes]. */
  ingredients: ReadonlyMap<number, readonly [string, readonly number[]]>;
  /** An extra as a size of a dish offers it (a café prices extras per size). */
  variantAddon: (code: string, size: SizeKey) => WireAddon;
  /** An extra as the product lists it. */
  productAddon: (code: string) => WireAddon;
  /** Every `photoEvery`-th product has no photo yet, as on a real menu (spec: image is url?). */
  photoEvery: number;
}

const SIZE_KEYS: readonly SizeKey[] = ['standard', 'medium', 'family'];
const IMAGE_ROOT = 'https://images.example.invalid/products';

function rowVariant(kind: RowMenuKind, row: MenuRow, index: number): WireVariant {
  const [id, , , sizes, ingredientIds, removable, addons] = row;
  const size = sizes[index];
  const key = SIZE_KEYS[index];
  if (!size || !key) throw new Error(`${kind.name} product ${id} has more than three sizes`);
  const allergens = new Set<number>();
  const ingredients = ingredientIds.map((ingredientId) => {
    const entry = kind.ingredients.get(ingredientId);
    if (!entry) throw new Error(`unknown ${kind.name} ingredient ${ingredientId}`);
    for (const code of entry[1]) allergens.add(code);
    return { id: ingredientId, name: entry[0], removable: removable.includes(ingredientId) };
  });
  for (const ingredientId of removable)
    if (!ingredientIds.includes(ingredientId))
      throw new Error(
        `${kind.name} product ${id} removes ${ingredientId}, which it does not contain`,
      );
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
    addons: addons.map((code) => kind.variantAddon(code, key)),
  };
}

function rowProduct(kind: RowMenuKind, category: number, row: MenuRow, index: number) {
  const [id, name, description, sizes, , , addons] = row;
  const withImage = index % kind.photoEvery !== kind.photoEvery - 1;
  const product: WireProduct = {
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
    variants: sizes.map((_, i) => rowVariant(kind, row, i)),
    addons: addons.map(kind.productAddon),
    bases: [],
    choices: [],
    half_eligible: false,
  };
  return product;
}

/** The product records of rows (each with its category), in menu order. */
export function rowProducts(
  kind: RowMenuKind,
  rows: readonly (readonly [number, MenuRow])[],
): WireProduct[] {
  return rows.map(([category, row], index) => rowProduct(kind, category, row, index));
}

/**
 * A fresh restaurant of `products` in `categories` ([id, name, icon]): the demo's zones and
 * settings, no combos, each category counting its listed products.
 */
export function menuOf(
  products: WireProduct[],
  categories: readonly (readonly [number, string, string])[],
): SandboxMenu {
  const menu = createDemoMenu();
  menu.products = products;
  menu.combos = [];
  menu.categories = categories.map(([id, name, icon]) => {
    const count = products.filter((p) => p.listed && p.category_ids.includes(id)).length;
    return { id, name, icon, count };
  });
  menu.hidden.crustExtraMinor = new Map();
  return menu;
}
