import type { SizeKey, WireIngredient, WireProduct, WireVariant } from '../wire.ts';
import { INGREDIENTS, pizzaBases, productAddon, variantAddon } from './parts.ts';

/**
 * Builders that turn compact rows of demo data into full wire products, so the demo files read
 * like a menu and every product has the same believable shape (spec "Product", "Variant").
 */

const IMAGE_ROOT = 'https://images.example.invalid/products';

/** How a pizza treats the stuffed crust (spec "Variant": crust_selectable / crust_included). */
export type CrustRule = 'selectable' | 'included' | 'fixed' | 'none' | 'hidden';

/** One pizza row of the demo menu. */
export interface PizzaRow {
  id: number;
  name: string;
  description: string;
  ingredients: number[];
  prices: readonly [number, number, number];
  crust: CrustRule;
  half?: boolean;
  image?: boolean;
  extraCategories?: number[];
  /** How many of the global bases the pizza permits (default 3; 4 lists the disabled one too). */
  bases?: 1 | 3 | 4;
}

/** One row of any other dish: one `standard` variant unless `sizes` says otherwise. */
export interface DishRow {
  id: number;
  name: string;
  description: string;
  categories: number[];
  minor: number;
  weight: number | null;
  label: string;
  ingredients: number[];
  allergens?: number[];
  addons?: string[];
  image?: boolean;
  listed?: boolean;
  medium?: { label: string; minor: number; weight: number };
}

/** Sauces under the pizza are part of the recipe: they are sent as removable 0. */
const FIXED_PIZZA_INGREDIENTS = new Set([1, 22, 23, 44]);
const PIZZA_SIZES: readonly (readonly [SizeKey, string, number])[] = [
  ['standard', 'Малка 25 см', 450],
  ['medium', 'Средна 30 см', 650],
  ['family', 'Фамилна 40 см', 1100],
];
const CRUST_EXTRA = [250, 300, 400] as const;
const PIZZA_ADDONS = [
  'extra_mozzarella',
  'ham',
  'mushrooms',
  'bacon',
  'jalapeno',
  'olives',
  'rucola',
  'egg',
  'garlic_sauce',
  'ranch',
  'ketchup',
  'pesto_dip',
];

function ingredient(id: number, removable: boolean, asNumber: boolean): WireIngredient {
  const entry = INGREDIENTS.get(id);
  if (!entry) throw new Error(`unknown ingredient ${id}`);
  return { id, name: entry[0], removable: asNumber ? (removable ? 1 : 0) : removable };
}

function allergensOf(ingredientIds: readonly number[], extra: readonly number[] = []): number[] {
  const codes = new Set<number>(extra);
  for (const id of ingredientIds)
    for (const code of INGREDIENTS.get(id)?.[1] ?? []) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

function images(id: number, withImage: boolean | undefined) {
  return withImage === false
    ? { image: null, thumbnail: null }
    : { image: `${IMAGE_ROOT}/${id}.jpg`, thumbnail: `${IMAGE_ROOT}/${id}-thumb.jpg` };
}

function pizzaVariant(row: PizzaRow, size: number): WireVariant {
  const [key, label, weight] = PIZZA_SIZES[size] as readonly [SizeKey, string, number];
  const ingredientIds = [37, ...row.ingredients];
  const selectable =
    row.crust === 'selectable' || row.crust === 'included' || row.crust === 'hidden';
  return {
    key,
    label,
    minor: row.prices[size] as number,
    weight_g: weight,
    ingredients: ingredientIds.map((id) =>
      ingredient(id, id !== 37 && !FIXED_PIZZA_INGREDIENTS.has(id), true),
    ),
    allergens: allergensOf(ingredientIds),
    crust_selectable: selectable,
    crust_included: row.crust === 'included' || row.crust === 'fixed',
    crust_extra_minor: row.crust === 'selectable' ? (CRUST_EXTRA[size] as number) : null,
    addons: PIZZA_ADDONS.map((code) => variantAddon(code, key)),
  };
}

/** A pizza with three sizes, size-priced addons, the pizza bases and a stuffed-crust rule. */
export function pizza(row: PizzaRow): WireProduct {
  return {
    id: row.id,
    name: `Пица ${row.name}`,
    description: row.description,
    category_ids: [1, ...(row.extraCategories ?? [])],
    ...images(row.id, row.image),
    image_illustrative: row.image !== false,
    listed: true,
    minor: row.prices[0],
    currency: 'EUR',
    available: true,
    available_at: null,
    availability_notice: '',
    variants: [0, 1, 2].map((size) => pizzaVariant(row, size)),
    addons: PIZZA_ADDONS.map(productAddon),
    bases: pizzaBases().slice(0, row.bases ?? 3),
    choices: [],
    half_eligible: row.half !== false,
  };
}

function dishVariant(
  row: DishRow,
  key: SizeKey,
  label: string,
  minor: number,
  weight: number | null,
): WireVariant {
  return {
    key,
    label,
    minor,
    weight_g: weight,
    ingredients: row.ingredients.map((id) => ingredient(id, true, false)),
    allergens: allergensOf(row.ingredients, row.allergens),
    crust_selectable: false,
    crust_included: false,
    crust_extra_minor: null,
    addons: (row.addons ?? []).map((code) => variantAddon(code, key)),
  };
}

/** Any other dish or drink: plain variants, no bases, no crust. */
export function dish(row: DishRow): WireProduct {
  const variants = [dishVariant(row, 'standard', row.label, row.minor, row.weight)];
  if (row.medium) {
    const medium = row.medium;
    variants.push(dishVariant(row, 'medium', medium.label, medium.minor, medium.weight));
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_ids: row.categories,
    ...images(row.id, row.image),
    image_illustrative: false,
    listed: row.listed !== false,
    minor: row.minor,
    currency: 'EUR',
    available: true,
    available_at: null,
    availability_notice: '',
    variants,
    addons: (row.addons ?? []).map(productAddon),
    bases: [],
    choices: [],
    half_eligible: false,
  };
}

/**
 * Links a family of products through one choice group (spec "ChoiceGroup"): every member lists
 * every option, each marking itself as `current`, so the choice works from either side.
 */
export function linkChoices(
  products: readonly WireProduct[],
  label: string,
  ids: readonly number[],
  optionLabels: readonly string[],
): void {
  const members = ids.map((id) => {
    const found = products.find((p) => p.id === id);
    if (!found) throw new Error(`choice member ${id} missing`);
    return found;
  });
  for (const member of members) {
    member.choices.push({
      label,
      show_price: true,
      options: members.map((option, i) => ({
        product_id: option.id,
        label: optionLabels[i] ?? option.name,
        minor: option.minor ?? 0,
        current: option.id === member.id,
      })),
    });
  }
}
