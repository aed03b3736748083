import { createHash } from 'node:crypto';
import { ALLERGEN_CODES, allergenNames } from '../catalogue/allergens.ts';
import {
  allergensOf,
  type DisplayedPrice,
  displayedPrice,
  formatMinor,
  priceRange,
} from '../catalogue/display.ts';
import type { Menu } from '../catalogue/menu.ts';
import { allowedAddons, initialBase, selectableBases } from '../conversation/product-draft.ts';
import type { Combo, Product, Variant } from '../domain/menu.ts';
import type { Locale } from '../locale/locale.ts';

/**
 * The menu as the Mini App shows it, built from the same read model and display rules as the
 * chat (`catalogue/display.ts`, the builders' `allowedAddons` and `selectableBases`). Amounts are
 * already formatted here, for showing only: the page never sends a price back, and the quote
 * decides the total. A null amount is "price at checkout", never 0.
 */
export interface AppMenu {
  locale: Locale;
  categories: { id: number; name: string; icon: string; productIds: number[] }[];
  products: Record<string, AppProduct>;
  combos: AppCombo[];
  half: { enabled: boolean; productIds: number[] };
  allergens: { code: number; name: string }[];
}

interface AppPrice {
  /** "from 9,50 €", "12,50 €" or null when the quote decides. */
  text: string | null;
}

interface AppProduct {
  id: number;
  name: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  illustrative: boolean;
  price: AppPrice & { from: boolean };
  available: boolean;
  availableAt: string | null;
  notice: string;
  allergens: number[];
  variants: AppVariant[];
  bases: { code: string; name: string }[];
  defaultBase: string | null;
  choices: {
    label: string;
    options: { productId: number; label: string; price: string | null }[];
  }[];
}

interface AppVariant {
  key: string;
  label: string;
  price: string | null;
  weight: number | null;
  allergens: number[];
  addons: { code: string; name: string; price: string }[];
  removable: { id: number; name: string }[];
  crust: { selectable: boolean; included: boolean; extra: string | null };
}

interface AppCombo {
  code: string;
  name: string;
  description: string;
  image: string | null;
  price: string;
  available: boolean;
  schedule: string;
  slots: { size: string; productIds: number[]; defaultId: number }[];
}

const text = (price: DisplayedPrice, locale: Locale): string | null =>
  price.kind === 'amount' ? formatMinor(price.minor, locale) : null;

function variantView(product: Product, variant: Variant, locale: Locale): AppVariant {
  return {
    key: variant.key,
    label: variant.label,
    price: variant.minor === null ? null : formatMinor(variant.minor, locale),
    weight: variant.weight_g,
    allergens: allergensOf(product, variant.key),
    addons: allowedAddons(product, variant).map((addon) => ({
      code: addon.code,
      name: addon.name,
      price: formatMinor(addon.minor, locale),
    })),
    removable: variant.ingredients
      .filter((ingredient) => ingredient.removable)
      .map((ingredient) => ({ id: ingredient.id, name: ingredient.name })),
    crust: {
      selectable: variant.crust_selectable,
      included: variant.crust_included,
      extra:
        variant.crust_extra_minor === null ? null : formatMinor(variant.crust_extra_minor, locale),
    },
  };
}

function productView(product: Product, locale: Locale): AppProduct {
  const range = priceRange(product);
  const from = range !== null && (range.minMinor !== range.maxMinor || range.someAtQuote);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.image,
    thumbnail: product.thumbnail ?? product.image,
    illustrative: product.image_illustrative,
    price: {
      text:
        range === null
          ? text(displayedPrice(product), locale)
          : formatMinor(range.minMinor, locale),
      from,
    },
    available: product.available,
    availableAt: product.available_at,
    notice: product.availability_notice,
    allergens: allergensOf(product),
    variants: product.variants.map((variant) => variantView(product, variant, locale)),
    bases: selectableBases(product).map((base) => ({ code: base.code, name: base.name })),
    defaultBase: initialBase(product) ?? null,
    choices: product.choices.map((group) => ({
      label: group.label,
      options: group.options.map((option) => ({
        productId: option.product_id,
        label: option.label,
        price: group.show_price ? formatMinor(option.minor, locale) : null,
      })),
    })),
  };
}

function comboView(combo: Combo, locale: Locale): AppCombo {
  const defaults = combo.default_selection.items ?? [];
  return {
    code: combo.code,
    name: combo.name,
    description: combo.description,
    image: combo.image,
    price: formatMinor(combo.minor, locale),
    available: combo.available,
    schedule: combo.schedule,
    slots: combo.slots.map((slot, index) => ({
      size: slot.size,
      productIds: slot.product_ids,
      defaultId: defaults[index]?.product_id ?? slot.product_ids[0] ?? 0,
    })),
  };
}

/**
 * Builds the Mini App's menu: the chat's categories (those with listed products), every listed
 * product plus the option children its choices and the combos' slots lead to, the combos and
 * the half-and-half pizzas. Unavailable dishes stay in (greyed, with their restock label).
 */
export function buildAppMenu(menu: Menu, locale: Locale): AppMenu {
  const products: Record<string, AppProduct> = {};
  const include = (product: Product | undefined) => {
    if (!product || products[product.id]) return;
    products[product.id] = productView(product, locale);
    for (const group of product.choices)
      for (const option of group.options) include(menu.product(option.product_id));
  };
  for (const product of menu.listedProducts()) include(product);
  for (const combo of menu.combos())
    for (const slot of combo.slots) for (const id of slot.product_ids) include(menu.product(id));
  return {
    locale,
    categories: menu.categories().map((category) => ({
      id: category.id,
      name: category.name,
      icon: category.icon,
      productIds: menu.productsIn(category.id).map((product) => product.id),
    })),
    products,
    combos: menu.combos().map((combo) => comboView(combo, locale)),
    half: {
      enabled: menu.half.enabled,
      productIds: menu.halfEligibleProducts().map((product) => product.id),
    },
    allergens: ALLERGEN_CODES.map((code) => ({
      code,
      name: allergenNames([code], locale)[0] ?? String(code),
    })),
  };
}

/** A menu body ready to send: its JSON and a strong ETag over exactly those bytes. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Tags bytes with a strong ETag (sha-256, base64url, quoted as RFC 9110 wants). */
export function taggedBytes(body: Buffer): CachedBody {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Serializes a value once and tags it. */
export function cachedBody(value: unknown): CachedBody {
  return taggedBytes(Buffer.from(JSON.stringify(value)));
}
