import type { Menu } from '../catalogue/menu.ts';
import type {
  Combo,
  ComboSelection,
  HalfSelection,
  Product,
  ProductSelection,
  Selection,
  SizeKey,
  Variant,
} from '../partner/schemas/index.ts';
import type { Cart, CartLine } from './cart.ts';
import type { LineNames } from './cart-names.ts';
import { halfBases } from './half-draft.ts';
import { allowedAddons } from './product-draft.ts';

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

/** The checked cart (every line as the menu allows it now) and what the customer is told. */
export interface CartCheck {
  cart: Cart;
  changes: CartChange[];
}

/** A line's verdict: its selection as the current menu allows it, or why it must go. */
type LineVerdict =
  | { keep: Selection }
  | { drop: Omit<Extract<CartChange, { kind: 'removed' }>, 'kind' | 'line'> };

/** Names from the line's own record first (what the customer saw), then today's menu. */
interface Namer {
  line: string;
  name(key: string, fallback: string): string;
}

function namer(menu: Menu, line: CartLine, label: (n: Namer['name']) => string): Namer {
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

function dishName(menu: Menu, n: Namer['name'], productId: number): string {
  return n(`p${productId}`, menu.product(productId)?.name ?? `#${productId}`);
}

/** Why a dish cannot be ordered at all now, or null when it can. */
function dishProblem(menu: Menu, productId: number, n: Namer['name']) {
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

function removableOf(variant: Variant): ReadonlySet<number> {
  let ids = removableIds.get(variant);
  if (!ids) {
    ids = new Set(variant.ingredients.filter((i) => i.removable).map((i) => i.id));
    removableIds.set(variant, ids);
  }
  return ids;
}

/**
 * One product pick against its dish as the menu has it now (the very pick when it still fits). `fixedSize`: a combo slot's size,
 * which cannot change (a pick whose dish lacks it is the caller's to replace).
 */
function checkPick(
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

function checkProduct(
  menu: Menu,
  selection: ProductSelection,
  who: Namer,
  changes: CartChange[],
): LineVerdict {
  const problem = dishProblem(menu, selection.product_id, who.name);
  if (problem) return { drop: problem };
  const checked = checkPick(menu, selection, who, changes);
  return checked ? { keep: checked } : { drop: { reason: 'gone', item: who.line } };
}

function checkHalf(
  menu: Menu,
  selection: HalfSelection,
  who: Namer,
  changes: CartChange[],
): LineVerdict {
  // Half-and-half switched off: the dishes may be there, this way of ordering them is not.
  if (!menu.half.enabled) return { drop: { reason: 'changed', item: who.line } };
  for (const half of selection.halves) {
    const problem = dishProblem(menu, half.product_id, who.name);
    if (problem) return { drop: problem };
    const product = menu.product(half.product_id);
    const family = product?.variants.some((v) => v.key === 'family') ?? false;
    if (!product?.half_eligible || !family) {
      return { drop: { reason: 'changed', item: dishName(menu, who.name, half.product_id) } };
    }
  }
  const halves = selection.halves.map((half) => {
    const variant = menu.variant(half.product_id, 'family');
    const removable = variant ? removableOf(variant) : new Set<number>();
    const removed = half.removed.filter((id) => {
      if (removable.has(id)) return true;
      changes.push({ kind: 'ingredient', line: who.line, item: who.name(`i${id}`, String(id)) });
      return false;
    });
    return removed.length === half.removed.length ? half : { ...half, removed };
  }) as HalfSelection['halves'];
  let base = selection.base;
  const offered = halfBases(menu, {
    kind: 'half',
    halves: halves.map((h) => ({ productId: h.product_id, removed: h.removed })),
    base,
    quantity: 1,
  });
  if (base !== undefined && !offered.includes(base)) {
    changes.push({ kind: 'base', line: who.line, item: who.name(`b${base}`, base) });
    base = undefined;
  }
  const same = base === selection.base && halves.every((h, i) => h === selection.halves[i]);
  if (same) return { keep: selection };
  return {
    keep: {
      type: 'half',
      halves,
      ...(base === undefined ? {} : { base }),
      ...(selection.crust === undefined ? {} : { crust: selection.crust }),
    },
  };
}

/** The slot's default dish in its fixed size, if the menu lets it be ordered now. */
function slotDefault(menu: Menu, combo: Combo, index: number): ProductSelection | null {
  const slot = combo.slots[index];
  const item = combo.default_selection.items?.[index];
  const productId = item?.product_id;
  if (!slot || productId === undefined || !slot.product_ids.includes(productId)) return null;
  const product = menu.product(productId);
  if (!product?.available || !product.variants.some((v) => v.key === slot.size)) return null;
  return {
    product_id: productId,
    size: slot.size,
    ...(item?.removed?.length ? { removed: [...item.removed] } : {}),
    ...(item?.crust === undefined ? {} : { crust: item.crust }),
    ...(item?.addons?.length ? { addons: [...item.addons] } : {}),
    ...(item?.base === undefined ? {} : { base: item.base }),
  };
}

function checkComboItem(
  menu: Menu,
  combo: Combo,
  index: number,
  item: ProductSelection,
  who: Namer,
  changes: CartChange[],
): ProductSelection | null {
  const slot = combo.slots[index];
  if (!slot) return null;
  const allowed = slot.product_ids.includes(item.product_id);
  if (allowed && dishProblem(menu, item.product_id, who.name) === null) {
    const checked = checkPick(menu, item, who, changes, slot.size);
    if (checked) return checked;
  }
  const replacement = slotDefault(menu, combo, index);
  if (!replacement) return null;
  changes.push({
    kind: 'slot',
    line: who.line,
    from: dishName(menu, who.name, item.product_id),
    to: dishName(menu, who.name, replacement.product_id),
  });
  return replacement;
}

function checkCombo(
  menu: Menu,
  selection: ComboSelection,
  who: Namer,
  changes: CartChange[],
): LineVerdict {
  const combo = menu.combo(selection.combo_code);
  if (!combo) return { drop: { reason: 'gone', item: who.line } };
  if (!combo.available) {
    return { drop: { reason: 'unavailable', item: who.line, notice: combo.schedule } };
  }
  if (combo.slots.length !== selection.items.length) {
    return { drop: { reason: 'changed', item: who.line } };
  }
  const lineChanges: CartChange[] = [];
  const items: ProductSelection[] = [];
  for (const [index, item] of selection.items.entries()) {
    const checked = checkComboItem(menu, combo, index, item, who, lineChanges);
    if (!checked) {
      const dish = dishProblem(menu, item.product_id, who.name);
      return {
        drop: dish ?? { reason: 'changed', item: dishName(menu, who.name, item.product_id) },
      };
    }
    items.push(checked);
  }
  // Spec "Combo": the revision is copied exactly, never invented; a new one may change the price.
  if (combo.revision !== selection.combo_revision) {
    changes.push({ kind: 'combo', line: who.line, minor: combo.minor });
  }
  changes.push(...lineChanges);
  const same =
    combo.revision === selection.combo_revision &&
    items.every((item, i) => item === selection.items[i]);
  if (same) return { keep: selection };
  return {
    keep: {
      type: 'combo',
      combo_code: combo.code,
      combo_revision: combo.revision,
      items,
    },
  };
}

function lineLabel(menu: Menu, selection: Selection, n: Namer['name']): string {
  if ('halves' in selection) {
    return selection.halves.map((half) => `½ ${dishName(menu, n, half.product_id)}`).join(' + ');
  }
  if ('combo_code' in selection) {
    return n(`c${selection.combo_code}`, menu.combo(selection.combo_code)?.name ?? '');
  }
  return dishName(menu, n, selection.product_id);
}

function checkLine(menu: Menu, line: CartLine, changes: CartChange[]): CartLine | null {
  const who = namer(menu, line, (n) => lineLabel(menu, line.selection, n));
  const selection = line.selection;
  const verdict =
    'halves' in selection
      ? checkHalf(menu, selection, who, changes)
      : 'combo_code' in selection
        ? checkCombo(menu, selection, who, changes)
        : checkProduct(menu, selection, who, changes);
  if ('drop' in verdict) {
    changes.push({ kind: 'removed', line: who.line, ...verdict.drop });
    return null;
  }
  // An unchanged line stays the same object, so an unchanged cart is recognized at once.
  return verdict.keep === selection ? line : { ...line, selection: verdict.keep };
}

// Checks already made, per menu and cart object: a guard and an action of one event, or every
// render of the same cart, ask once. Both are immutable, so a remembered answer stays right.
const checked = new WeakMap<Menu, WeakMap<Cart, CartCheck>>();

/**
 * Checks every cart line against the current menu (spec "Catalogue sync": products absent from a
 * complete new catalogue are hidden; "Combo": a new revision detects a changed definition). A
 * line whose dish, combo or half is gone or out of stock leaves the cart; a gone size, extra,
 * removal, base, crust choice or combo slot dish is adjusted to what the menu allows; a combo
 * takes its new revision when its slots still allow the chosen dishes. Pure: the same cart and
 * menu always give the same result (the very cart object when nothing changed), and checking a
 * checked cart again changes nothing. Called before every quote and whenever the cart is shown.
 */
export function checkCart(cart: Cart, menu: Menu): CartCheck {
  let known = checked.get(menu);
  if (!known) {
    known = new WeakMap();
    checked.set(menu, known);
  }
  const remembered = known.get(cart);
  if (remembered) return remembered;
  const changes: CartChange[] = [];
  const lines = cart.lines.flatMap((line) => {
    const kept = checkLine(menu, line, changes);
    return kept ? [kept] : [];
  });
  const same = lines.length === cart.lines.length && lines.every((l, i) => l === cart.lines[i]);
  const result = { cart: same ? cart : { ...cart, lines }, changes };
  known.set(cart, result);
  return result;
}
