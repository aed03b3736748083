import type { Menu } from '../catalogue/menu.ts';
import type { Combo } from '../domain/menu.ts';
import type {
  ComboSelection,
  HalfSelection,
  ProductSelection,
  Selection,
} from '../domain/order.ts';
import type { Cart, CartLine } from './cart.ts';
import {
  type CartChange,
  checkPick,
  dishName,
  dishProblem,
  type Namer,
  namer,
  removableOf,
} from './cart-pick-check.ts';
import { halfBases } from './half-draft.ts';

export type { CartChange } from './cart-pick-check.ts';

/** The checked cart (every line as the menu allows it now) and what the customer is told. */
export interface CartCheck {
  cart: Cart;
  changes: CartChange[];
}

/** A line's verdict: its selection as the current menu allows it, or why it must go. */
type LineVerdict =
  | { keep: Selection }
  | { drop: Omit<Extract<CartChange, { kind: 'removed' }>, 'kind' | 'line'> };

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
  const who = namer(menu, line, (name) => lineLabel(menu, line.selection, name));
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
