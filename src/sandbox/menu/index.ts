import type {
  SizeKey,
  WireAvailability,
  WireBase,
  WireCataloguePage,
  WireCategory,
  WireCombo,
  WireHalfSettings,
  WireProduct,
  WireVariant,
} from '../wire.ts';
import { demoDishes } from './demo-dishes.ts';
import { demoDrinks } from './demo-drinks.ts';
import { demoPizzas, HIDDEN_CRUST_PIZZA_ID } from './demo-pizzas.ts';
import {
  demoAvailability,
  demoCategories,
  demoCombos,
  demoHalf,
  demoLateCutoffs,
  demoMinimumRules,
} from './demo-settings.ts';
import { expandProducts } from './large.ts';
import { pizzaBases } from './parts.ts';

/** How a zone compares the order amount with its minimum (hidden server-side rule). */
export interface MinimumRule {
  exclusive: boolean;
  includesDelivery: boolean;
}

/**
 * The sandbox restaurant: the wire records it serves plus the server-side rules the wire does not
 * show. The HTTP server reads it for /catalogue and /availability, and pricing reads it for
 * /quote and /orders. Every mutation bumps `version`.
 */
export interface SandboxMenu {
  currency: 'EUR';
  timezone: string;
  categories: WireCategory[];
  products: WireProduct[];
  combos: WireCombo[];
  pizzaBases: WireBase[];
  half: WireHalfSettings;
  availability: WireAvailability;
  restaurant: {
    requireEmail: boolean;
    notesEnabled: boolean;
    vatPercent: number;
    lateFeeMinor: number;
  };
  hidden: {
    /** Real crust surcharge per product id where the wire shows crust_extra_minor null. */
    crustExtraMinor: Map<number, number>;
    /** HH:MM end of the late period after acceptance_cutoff, per zone id. */
    lateCutoffByZone: Map<number, string>;
    /** minimum_exclusive / minimum_includes_delivery per zone id. */
    minimumRulesByZone: Map<number, MinimumRule>;
    /**
     * The price /quote gives a size the wire shows with `minor: null`, by "productId:size". A
     * null size without an entry here cannot be priced and is refused with 422.
     */
    sizeMinor: Map<string, number>;
  };
  version: number;
}

const PAGE_SIZE = 50;

/**
 * Builds a fresh demo restaurant (108 product records, 11 categories, 4 combos, 5 zones).
 * `products` asks for a larger deterministic menu (numbered copies, e.g. 10 000 for benchmarks);
 * it must be at least the demo size. Each call returns an independent object.
 */
export function createDemoMenu(options: { products?: number } = {}): SandboxMenu {
  const build = () => [...demoPizzas(), ...demoDishes(), ...demoDrinks()];
  const products =
    options.products === undefined ? build() : expandProducts(build, options.products);
  const availability = demoAvailability();
  const menu: SandboxMenu = {
    currency: 'EUR',
    timezone: availability.timezone,
    categories: demoCategories(),
    products,
    combos: demoCombos(),
    pizzaBases: pizzaBases(),
    half: demoHalf(),
    availability,
    restaurant: { requireEmail: false, notesEnabled: true, vatPercent: 20, lateFeeMinor: 200 },
    hidden: {
      crustExtraMinor: hiddenCrustSurcharges(products),
      lateCutoffByZone: demoLateCutoffs(),
      minimumRulesByZone: demoMinimumRules(),
      sizeMinor: new Map(),
    },
    version: 1,
  };
  recount(menu);
  return menu;
}

/** The hidden-crust pizza and every numbered copy of it cost 3,50 € for the crust. */
function hiddenCrustSurcharges(products: readonly WireProduct[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const p of products) if (p.id % 10_000 === HIDDEN_CRUST_PIZZA_ID) map.set(p.id, 350);
  return map;
}

/** Category counts are the listed products in each category (spec "Category": count). */
function recount(menu: SandboxMenu): void {
  const counts = new Map<number, number>();
  for (const p of menu.products) {
    if (!p.listed) continue;
    for (const id of p.category_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const c of menu.categories) c.count = counts.get(c.id) ?? 0;
}

/**
 * meta.data of GET /catalogue for a 1-based page: 50 products a page, with categories, combos,
 * bases and half settings repeated on every page (spec "Catalogue page"). A page past the end
 * has no products and has_more false. The records are the menu's own objects: serialize them.
 */
export function cataloguePage(
  menu: SandboxMenu,
  page: number,
  generatedAt: Date,
): WireCataloguePage {
  if (!Number.isInteger(page) || page < 1) throw new RangeError('page must be an integer >= 1');
  const start = (page - 1) * PAGE_SIZE;
  return {
    schema: 1,
    currency: menu.currency,
    timezone: menu.timezone,
    categories: menu.categories,
    products: menu.products.slice(start, start + PAGE_SIZE),
    page,
    page_size: PAGE_SIZE,
    total: menu.products.length,
    has_more: start + PAGE_SIZE < menu.products.length,
    combos: menu.combos,
    pizza_bases: menu.pizzaBases,
    half: menu.half,
    generated_at: generatedAt.toISOString(),
  };
}

function productOrThrow(menu: SandboxMenu, productId: number): WireProduct {
  const product = menu.products.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId} in the sandbox menu`);
  return product;
}

/** A changed combo gets a new revision, so quotes built on the old one get 409 (spec "Combo"). */
function bumpCombosWith(menu: SandboxMenu, productId: number): void {
  for (const combo of menu.combos) {
    if (combo.slots.some((s) => s.product_ids.includes(productId))) bumpRevision(combo);
  }
}

/** r1 → r2, in the definition and in its default selection. */
function bumpRevision(combo: WireCombo): void {
  const next = `r${Number(combo.revision.replace(/^r/, '')) + 1 || 2}`;
  combo.revision = next;
  combo.default_selection.combo_revision = next;
}

/**
 * Deletes a product as the restaurant would: it leaves the catalogue, choice groups stop offering
 * it, combo slots drop it (a combo whose default or whole slot disappears becomes unavailable).
 */
export function removeProduct(menu: SandboxMenu, productId: number): void {
  productOrThrow(menu, productId);
  bumpCombosWith(menu, productId);
  menu.products = menu.products.filter((p) => p.id !== productId);
  for (const p of menu.products) {
    for (const group of p.choices) {
      group.options = group.options.filter((o) => o.product_id !== productId);
    }
    p.choices = p.choices.filter((g) => g.options.length >= 2);
  }
  for (const combo of menu.combos) {
    for (const slot of combo.slots)
      slot.product_ids = slot.product_ids.filter((id) => id !== productId);
    const brokenDefault = combo.default_selection.items.some((i) => i.product_id === productId);
    if (brokenDefault || combo.slots.some((s) => s.product_ids.length === 0))
      combo.available = false;
  }
  recount(menu);
  menu.version += 1;
}

/**
 * Applies `change` to one size of a product (throws when there is no such size). Then the
 * product's displayed price becomes its lowest shown size price (null when none is shown),
 * combos that may contain it get a new revision and the menu a new version.
 */
function changeSize(
  menu: SandboxMenu,
  productId: number,
  size: SizeKey,
  change: (variant: WireVariant, product: WireProduct) => void,
): WireProduct {
  const product = productOrThrow(menu, productId);
  const variant = product.variants.find((v) => v.key === size);
  if (!variant) throw new Error(`product ${productId} has no ${size} variant`);
  change(variant, product);
  const prices = product.variants.flatMap((v) => (v.minor === null ? [] : [v.minor]));
  product.minor = prices.length > 0 ? Math.min(...prices) : null;
  bumpCombosWith(menu, product.id);
  menu.version += 1;
  return product;
}

/**
 * Changes the full price of one size. The product's displayed price, the choice options that
 * point at it and the revisions of combos that may contain it follow.
 */
export function setVariantPrice(
  menu: SandboxMenu,
  productId: number,
  size: SizeKey,
  minor: number,
): void {
  const product = changeSize(menu, productId, size, (variant) => {
    variant.minor = minor;
  });
  for (const p of menu.products) {
    for (const group of p.choices) {
      for (const option of group.options) {
        if (option.product_id === productId) option.minor = product.minor ?? 0;
      }
    }
  }
}

/**
 * Shows one size without a price (`minor: null`) that the quote still prices at `minor`: the
 * catalogue leaves the amount to /quote (spec "Product": the selected variant price governs,
 * and null never means free). See docs/sandbox.md, "A size with minor: null".
 */
export function setSizePricedAtQuote(
  menu: SandboxMenu,
  productId: number,
  size: SizeKey,
  minor: number,
): void {
  changeSize(menu, productId, size, (variant) => {
    variant.minor = null;
    menu.hidden.sizeMinor.set(`${productId}:${size}`, minor);
  });
}

/** Marks a product in or out of stock (spec "Product": available, availability_notice). */
export function setProductAvailable(
  menu: SandboxMenu,
  productId: number,
  available: boolean,
): void {
  const product = productOrThrow(menu, productId);
  product.available = available;
  product.availability_notice = available ? '' : 'Временно не се предлага.';
  if (available) product.available_at = null;
  menu.version += 1;
}

/** The global submission switch of /availability (spec "Availability": ordering_enabled). */
export function setOrderingEnabled(menu: SandboxMenu, enabled: boolean): void {
  menu.availability.ordering_enabled = enabled;
  menu.version += 1;
}

function comboOrThrow(menu: SandboxMenu, code: string): WireCombo {
  const combo = menu.combos.find((c) => c.code === code);
  if (!combo) throw new Error(`no combo ${code} in the sandbox menu`);
  return combo;
}

/**
 * Changes a combo's price as the restaurant would: the definition gets a new revision, so a
 * selection carrying the old one is refused with 409 (spec "Combo": revision).
 */
export function setComboPrice(menu: SandboxMenu, code: string, minor: number): void {
  const combo = comboOrThrow(menu, code);
  combo.minor = minor;
  bumpRevision(combo);
  menu.version += 1;
}

/** Stops offering one size of a product (combos that may contain it get a new revision). */
export function removeVariant(menu: SandboxMenu, productId: number, size: SizeKey): void {
  changeSize(menu, productId, size, (_variant, product) => {
    product.variants = product.variants.filter((v) => v.key !== size);
  });
}

/** Stops offering an extra on a product, in every size (spec "Addon": permitted extras). */
export function removeAddon(menu: SandboxMenu, productId: number, code: string): void {
  const product = productOrThrow(menu, productId);
  product.addons = product.addons.filter((a) => a.code !== code);
  for (const variant of product.variants) {
    variant.addons = variant.addons.filter((a) => a.code !== code);
  }
  bumpCombosWith(menu, productId);
  menu.version += 1;
}
