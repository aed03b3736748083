import type { Menu } from '../catalogue/menu.ts';
import type { Product, SizeKey, Variant } from '../domain/menu.ts';
import type { ProductSelection } from '../domain/order.ts';
import type { CartLine } from './cart.ts';
import type { LineNames } from './cart-names.ts';
import { allowedAddons } from './product-draft.ts';

/**
 * The pieces of the cart check that read one dish: how a line and its parts are named, whether
 * a dish can be ordered at all, and one product pick against the dish as the menu has it now.
 */

/**
 * What a menu change did to one cart line, in the restaurant's own names (the Telegram layer
 * words it in the customer's language). `line` names the cart line (dish, combo or both halves).
 * - `removed`: the line left the cart: its dish or combo is gone (`gone`), out of stock
 *   (`unavailable`, with the restaurant's restock label and notice), or the menu no longer
 *   allows it this way (`changed`: a combo's slots no longer fit, half-and-half switched off or
 *   a dish no longer half-eligible). `item` names the dish that caused it.
 * - `size`: the chosen size is gone; the line now has the dish's first priced size.
 * - `addon`: an extra is no longer offered for this dish and size; it was dropped.
 * - `ingredient`: an ingredient can no longer be left out (or is no longer in the recipe).
 * - `base`: the chosen base is no longer offered; the default base applies.
 * - `crust`: the crust can no longer be chosen; the recipe decides.
 * - `slot`: a combo slot no longer offers the chosen dish; the slot's default took its place.
 * - `combo`: the restaurant changed the combo (new revision); `minor` is its new base price and
 *   the quote shows the exact one before confirmation.
 */
export type CartChange =
  | {
      kind: 'removed';
      line: string;
      reason: 'gone' | 'unavailable' | 'changed';
      item: string;
      availableAt?: string | null | undefined;
      notice?: string | undefined;
    }
  | { kind: 'size'; line: string; from: string; to: string }
  | { kind: 'addon' | 'ingredient' | 'base'; line: string; item: string }
  | { kind: 'crust'; line: string }
  | { kind: 'slot'; line: string; from: string; to: string }
  | { kind: 'combo'; line: string; minor: number };

/** Names from the line's own record first (what the customer saw), then today's menu. */
export interface Namer {
  line: string;
  name(key: string, fallback: string): string;
}

export function namer(menu: Menu, line: CartLine, label: (name: Namer['name']) => string): Namer {
  const names: LineNames = line.names ?? {};
  const name = (key: string, fallback: string) => names[key] ?? fallback;
  let text: string | undefined;
  return {
    // Worked out only when something is to be said about the line.
    get line() {
      text ??= label(name);
      return text;
    },
    name: (key, fallback) => name(key, menuName(menu, key) ?? fallback),
  };
}

function menuName(menu: Menu, key: string): string | undefined {
  const id = Number(key.slice(1).split('.')[0]);
  if (key.startsWith('p')) return menu.product(id)?.name;
  if (key.startsWith('c')) return menu.combo(key.slice(1))?.name;
  return undefined;
}

export function dishName(menu: Menu, n: Namer['name'], productId: number): string {
  return n(`p${productId}`, menu.product(productId)?.name ?? `#${productId}`);
}

/** Why a dish cannot be ordered at all now, or null when it can. */
export function dishProblem(menu: Menu, productId: number, n: Namer['name']) {
  const product = menu.product(productId);
  const item = dishName(menu, n, productId);
  if (!product) return { reason: 'gone' as const, item };
  if (!product.available) {
    return {
      reason: 'unavailable' as const,
      item,
      availableAt: product.available_at,
      notice: product.availability_notice,
    };
  }
  return null;
}

/** The first size with a catalogue price, else the first: what a new draft would pick. */
function fallbackVariant(product: Product): Variant | undefined {
  return product.variants.find((variant) => variant.minor !== null) ?? product.variants[0];
}

// Menu records are immutable: what a size offers is worked out once per size record.
const addonCodes = new WeakMap<Variant, ReadonlySet<string>>();
const removableIds = new WeakMap<Variant, ReadonlySet<number>>();

function offeredAddons(product: Product, variant: Variant): ReadonlySet<string> {
  let codes = addonCodes.get(variant);
  if (!codes) {
    codes = new Set(allowedAddons(product, variant).map((addon) => addon.code));
    addonCodes.set(variant, codes);
  }
  return codes;
}

export function removableOf(variant: Variant): ReadonlySet<number> {
  let ids = removableIds.get(variant);
  if (!ids) {
    ids = new Set(
      variant.ingredients
        .filter((ingredient) => ingredient.removable)
        .map((ingredient) => ingredient.id),
    );
    removableIds.set(variant, ids);
  }
  return ids;
}

/**
 * One product pick against its dish as the menu has it now (the very pick when it still fits). `fixedSize`: a combo slot's size,
 * which cannot change (a pick whose dish lacks it is the caller's to replace).
 */
export function checkPick(
  menu: Menu,
  pick: ProductSelection,
  who: Namer,
  changes: CartChange[],
  fixedSize?: SizeKey,
): ProductSelection | null {
  const product = menu.product(pick.product_id) as Product;
  const size = fixedSize ?? pick.size;
  let variant = product.variants.find((v) => v.key === size);
  const line = who.line;
  if (!variant) {
    if (fixedSize !== undefined) return null;
    variant = fallbackVariant(product);
    if (!variant) return null;
    const from = who.name(`s${product.id}.${pick.size}`, pick.size);
    changes.push({ kind: 'size', line, from, to: variant.label });
  }
  const sizeChanged = variant.key !== pick.size;
  const offered = offeredAddons(product, variant);
  const addons = (pick.addons ?? []).filter((code) => {
    if (offered.has(code)) return true;
    changes.push({ kind: 'addon', line, item: who.name(`a${code}`, code) });
    return false;
  });
  const removable = removableOf(variant);
  const removed = (pick.removed ?? []).filter((id) => {
    if (removable.has(id)) return true;
    changes.push({ kind: 'ingredient', line, item: who.name(`i${id}`, String(id)) });
    return false;
  });
  let base = pick.base;
  if (base !== undefined && !product.bases.some((b) => b.enabled && b.code === base)) {
    changes.push({ kind: 'base', line, item: who.name(`b${base}`, base) });
    base = undefined;
  }
  let crust = pick.crust;
  if (crust !== undefined && !variant.crust_selectable) {
    if (crust !== variant.crust_included) changes.push({ kind: 'crust', line });
    crust = undefined;
  } else if (crust !== undefined && sizeChanged) {
    // A new size starts from its own recipe's crust, as choosing the size in a draft does.
    crust = variant.crust_included;
  }
  const unchanged =
    !sizeChanged &&
    addons.length === (pick.addons ?? []).length &&
    removed.length === (pick.removed ?? []).length &&
    base === pick.base &&
    crust === pick.crust;
  if (unchanged) return pick;
  return {
    ...(pick.type === undefined ? {} : { type: pick.type }),
    product_id: pick.product_id,
    size: variant.key,
    ...(removed.length > 0 ? { removed } : {}),
    ...(crust === undefined ? {} : { crust }),
    ...(addons.length > 0 ? { addons } : {}),
    ...(base === undefined ? {} : { base }),
  };
}
