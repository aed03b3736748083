import type { Menu } from '../catalogue/menu.ts';
import type { Combo } from '../domain/menu.ts';
import type { ComboSelection } from '../domain/order.ts';
import { comboSelection, type ProductPick } from '../domain/selections.ts';
import type { DraftResult } from './product-draft.ts';

/**
 * A combo being built (spec "Request selection", combo kind): one item per slot in the slots'
 * order, prefilled from `default_selection`; a slot's product may change only within
 * `slot.product_ids` and its size never changes. Code and revision are copied from the
 * catalogue when the selection is built, never invented.
 */
export interface ComboDraft {
  kind: 'combo';
  code: string;
  /** The product chosen for each slot, in slot order. */
  productIds: number[];
  quantity: number;
}

function defaultProducts(combo: Combo): number[] {
  const items = combo.default_selection.items ?? [];
  return combo.slots.map((slot, index) => items[index]?.product_id ?? slot.product_ids[0] ?? 0);
}

/** Starts from the combo's default selection; an unavailable combo cannot be ordered. */
export function startComboDraft(menu: Menu, code: string): DraftResult<ComboDraft> {
  const combo = menu.combo(code);
  if (!combo) return { ok: false, problem: 'product_gone' };
  if (!combo.available) return { ok: false, problem: 'product_unavailable' };
  return {
    ok: true,
    draft: { kind: 'combo', code, productIds: defaultProducts(combo), quantity: 1 },
  };
}

/** Swaps the product of one slot, only for one of that slot's allowed products. */
export function swapSlot(
  menu: Menu,
  draft: ComboDraft,
  slot: number,
  productId: number,
): DraftResult<ComboDraft> {
  const allowed = menu.combo(draft.code)?.slots[slot]?.product_ids ?? [];
  if (!allowed.includes(productId)) return { ok: false, problem: 'option_not_offered' };
  const productIds = draft.productIds.map((id, index) => (index === slot ? productId : id));
  return { ok: true, draft: { ...draft, productIds } };
}

/**
 * The request selection. Slots whose product is the default keep the default item exactly as
 * the catalogue gave it (removals, base, crust included); a swapped slot carries the new product
 * in the slot's fixed size.
 */
export function comboDraftSelection(menu: Menu, draft: ComboDraft): ComboSelection | undefined {
  const combo = menu.combo(draft.code);
  if (!combo) return undefined;
  const defaults = combo.default_selection.items ?? [];
  const picks: ProductPick[] = combo.slots.map((slot, index) => {
    const productId = draft.productIds[index] ?? 0;
    const original = defaults[index];
    if (original?.product_id === productId) {
      return {
        productId,
        size: original.size ?? slot.size,
        removed: original.removed ?? [],
        addons: original.addons ?? [],
        crust: original.crust,
        base: original.base,
      };
    }
    return { productId, size: slot.size };
  });
  return comboSelection(combo, picks);
}
