import type {
  WireAddon,
  WireBase,
  WireCombo,
  WireComboSlot,
  WireIngredient,
  WireProduct,
  WireVariant,
} from '../wire.ts';
import {
  asObject,
  join,
  onlyKeys,
  readDistinct,
  readFlag,
  readInt,
  readString,
  reject,
} from './fields.ts';
import type { SandboxMenu } from './index.ts';
import { comboByCode, crustSurcharge, defaultBase, isOn, productById } from './lookup.ts';

/**
 * Reads one request selection against the menu by the rules of spec "Request selection" and the
 * half-and-half and combo paragraphs, producing the resolved records pricing needs. Every broken
 * rule throws a Rejection: 422, or 409 for a combo whose revision changed.
 */

/** A resolved product choice: the product kind, and each combo item. */
export interface ProductPick {
  product: WireProduct;
  variant: WireVariant;
  removed: WireIngredient[];
  addons: WireAddon[];
  base: WireBase | null;
  crust: boolean;
}

/** A resolved half: family variant and removals only (no extras per half). */
export interface HalfPick {
  product: WireProduct;
  variant: WireVariant;
  removed: WireIngredient[];
}

/** A resolved half-and-half pizza. */
export interface HalfSelection {
  type: 'half';
  halves: [HalfPick, HalfPick];
  base: WireBase | null;
  crust: boolean;
  crustIncluded: boolean;
}

/** A resolved combo: one pick a slot. */
export interface ComboSelection {
  type: 'combo';
  combo: WireCombo;
  picks: ProductPick[];
}

/** A resolved selection of any kind. */
export type ParsedSelection =
  | { type: 'product'; pick: ProductPick }
  | HalfSelection
  | ComboSelection;

const PRODUCT_KEYS = ['type', 'product_id', 'size', 'removed', 'crust', 'addons', 'base'];
const HALF_KEYS = ['type', 'halves', 'base', 'crust'];
const HALF_PART_KEYS = ['type', 'product_id', 'size', 'removed'];
const COMBO_KEYS = ['type', 'combo_code', 'combo_revision', 'items'];

/** Reads `items[n].selection` of any kind (type defaults to product). */
export function parseSelection(menu: SandboxMenu, raw: unknown, path: string): ParsedSelection {
  const sel = asObject(raw, path);
  switch (sel.type) {
    case undefined:
    case 'product':
      return { type: 'product', pick: parseProductPick(menu, sel, path, null) };
    case 'half':
      return parseHalf(menu, sel, path);
    case 'combo':
      return parseCombo(menu, sel, path);
    default:
      return reject(`${path}.type: must be product, half or combo`);
  }
}

function availableProduct(menu: SandboxMenu, value: unknown, path: string): WireProduct {
  const id = readInt(value, path, 1, Number.MAX_SAFE_INTEGER);
  const product = productById(menu, id);
  if (!product) return reject(`${path}: unknown product ${id}`);
  if (!product.available) {
    reject(`Продуктът „${product.name}“ в момента не е наличен${notice(product)}`);
  }
  return product;
}

function notice(product: WireProduct): string {
  return product.availability_notice ? `: ${product.availability_notice}` : '';
}

/**
 * The chosen size, priced. A size the catalogue shows with `minor: null` is orderable: its
 * price is the quote's (menu.hidden.sizeMinor), exactly as the bot shows it ("price at
 * checkout"); only a null size the restaurant cannot price either is refused (422).
 */
function variantOf(
  menu: SandboxMenu,
  product: WireProduct,
  value: unknown,
  path: string,
): WireVariant {
  if (value === undefined) return reject(`${path}: required`);
  const size = readString(value, path);
  const variant = product.variants.find((v) => v.key === size);
  if (!variant) return reject(`${path}: product ${product.id} has no size '${size}'`);
  if (variant.minor !== null) return variant;
  const atQuote = menu.hidden.sizeMinor.get(`${product.id}:${size}`);
  if (atQuote === undefined)
    return reject(`${path}: size '${size}' of product ${product.id} has no price`);
  return { ...variant, minor: atQuote };
}

function readRemoved(value: unknown, variant: WireVariant, path: string): WireIngredient[] {
  if (value === undefined) return [];
  const ids = readDistinct(value, path, 100, (v, p) => readInt(v, p, 1, Number.MAX_SAFE_INTEGER));
  return ids.map((id) => {
    const ingredient = variant.ingredients.find((i) => i.id === id);
    if (!ingredient || !isOn(ingredient.removable)) {
      return reject(`${path}: ingredient ${id} is not removable from this product`);
    }
    return ingredient;
  });
}

function readAddons(value: unknown, variant: WireVariant, path: string): WireAddon[] {
  if (value === undefined) return [];
  const codes = readDistinct(value, path, 40, readString);
  return codes.map((code) => {
    const addon = variant.addons.find((a) => a.code === code);
    if (!addon || !isOn(addon.enabled)) {
      return reject(`${path}: addon '${code}' is not available for size '${variant.key}'`);
    }
    return addon;
  });
}

function readBase(value: unknown, products: readonly WireProduct[], path: string): WireBase | null {
  const first = products[0] as WireProduct;
  if (value === undefined) return defaultBase(first);
  const code = readString(value, path);
  const usable = (p: WireProduct) =>
    p.bases.find((b) => b.code === code && (b.enabled === undefined || isOn(b.enabled)));
  if (!products.every(usable)) return reject(`${path}: base '${code}' is not offered here`);
  return usable(first) ?? null;
}

function readCrust(value: unknown, selectable: boolean, included: boolean, path: string): boolean {
  if (value === undefined) return included;
  const crust = readFlag(value, path);
  // Spec "Request selection": crust is initialized from crust_included and may change only
  // when crust_selectable is true.
  if (crust !== included && !selectable)
    reject(`${path}: the crust of this product cannot be changed`);
  return crust;
}

function parseProductPick(
  menu: SandboxMenu,
  sel: Record<string, unknown>,
  path: string,
  slot: WireComboSlot | null,
): ProductPick {
  if (slot && 'quantity' in sel) reject(`${path}.quantity: a combo item carries no quantity`);
  onlyKeys(sel, PRODUCT_KEYS, path);
  if (sel.type !== undefined && sel.type !== 'product') reject(`${path}.type: must be product`);
  const idPath = join(path, 'product_id');
  if (slot && !slot.product_ids.includes(sel.product_id as number)) {
    readInt(sel.product_id, idPath, 1, Number.MAX_SAFE_INTEGER);
    reject(`${idPath}: product ${String(sel.product_id)} is not offered in this combo slot`);
  }
  const product = availableProduct(menu, sel.product_id, idPath);
  if (slot && sel.size !== slot.size)
    reject(`${path}.size: this combo slot is fixed to '${slot.size}'`);
  const variant = variantOf(menu, product, sel.size, join(path, 'size'));
  const crustPath = join(path, 'crust');
  const crust = readCrust(sel.crust, variant.crust_selectable, variant.crust_included, crustPath);
  if (crust && !variant.crust_included && crustSurcharge(menu, product.id, variant) === null) {
    reject(`${crustPath}: the crust of product ${product.id} is not priced`);
  }
  if (sel.base !== undefined && product.bases.length === 0) {
    reject(`${path}.base: product ${product.id} has no bases`);
  }
  return {
    product,
    variant,
    removed: readRemoved(sel.removed, variant, join(path, 'removed')),
    addons: readAddons(sel.addons, variant, join(path, 'addons')),
    base: readBase(sel.base, [product], join(path, 'base')),
    crust,
  };
}

function parseHalfPart(menu: SandboxMenu, raw: unknown, path: string): HalfPick {
  const part = asObject(raw, path);
  for (const key of ['addons', 'crust', 'base']) {
    if (key in part) reject(`${path}.${key}: not allowed inside a half (no extras per half)`);
  }
  onlyKeys(part, HALF_PART_KEYS, path);
  if (part.type !== undefined && part.type !== 'product') reject(`${path}.type: must be product`);
  const product = availableProduct(menu, part.product_id, join(path, 'product_id'));
  if (part.size !== 'family') reject(`${path}.size: a half must be 'family'`);
  if (!product.half_eligible) reject(`„${product.name}“ не може да участва в половин-половина`);
  const variant = variantOf(menu, product, 'family', join(path, 'size'));
  return { product, variant, removed: readRemoved(part.removed, variant, join(path, 'removed')) };
}

function parseHalf(menu: SandboxMenu, sel: Record<string, unknown>, path: string): ParsedSelection {
  if ('addons' in sel) reject(`${path}.addons: addons are not allowed on a half-and-half`);
  onlyKeys(sel, HALF_KEYS, path);
  if (!menu.half.enabled) reject('Половин-половина в момента не се предлага');
  if (!Array.isArray(sel.halves) || sel.halves.length !== 2) {
    reject(`${path}.halves: exactly two halves are required`);
  }
  const halves: [HalfPick, HalfPick] = [
    parseHalfPart(menu, sel.halves[0], `${path}.halves[0]`),
    parseHalfPart(menu, sel.halves[1], `${path}.halves[1]`),
  ];
  // Spec "Request selection", halves: "no crust change per half; crust follows the recipe". The
  // recipe's crust is included only when both recipes include it; the outer selection may
  // repeat that value but never change it, whatever crust_selectable says.
  const included = halves.every((h) => h.variant.crust_included);
  if (sel.crust !== undefined && readFlag(sel.crust, `${path}.crust`) !== included) {
    reject(`${path}.crust: a half-and-half's crust follows the recipe and cannot be changed`);
  }
  const crust = included;
  if (sel.base !== undefined && halves.some((h) => h.product.bases.length === 0)) {
    reject(`${path}.base: these pizzas have no bases`);
  }
  const base = readBase(sel.base, [halves[0].product, halves[1].product], `${path}.base`);
  return { type: 'half', halves, base, crust, crustIncluded: included };
}

function parseCombo(
  menu: SandboxMenu,
  sel: Record<string, unknown>,
  path: string,
): ParsedSelection {
  onlyKeys(sel, COMBO_KEYS, path);
  const code = readString(sel.combo_code, `${path}.combo_code`);
  const combo = comboByCode(menu, code);
  if (!combo) return reject(`${path}.combo_code: unknown combo '${code}'`);
  if (!combo.available) reject(`Менюто „${combo.name}“ в момента не се предлага`);
  const revision = readString(sel.combo_revision, `${path}.combo_revision`);
  // A different revision means the definition or price changed since the catalogue was read.
  if (revision !== combo.revision) {
    reject(
      `Combo '${code}' has a changed definition (revision ${combo.revision}); read the catalogue again`,
      409,
    );
  }
  const items: unknown = sel.items;
  if (!Array.isArray(items)) return reject(`${path}.items: must be an array`);
  if (items.length !== combo.slots.length) {
    reject(`${path}.items: exactly ${combo.slots.length} items, one per slot in order`);
  }
  const picks = combo.slots.map((slot, i) => {
    const itemPath = `${path}.items[${i}]`;
    return parseProductPick(menu, asObject(items[i], itemPath), itemPath, slot);
  });
  return { type: 'combo', combo, picks };
}
