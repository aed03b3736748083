import {
  type CatalogueSelection,
  type Combo,
  ComboSelection,
  HalfSelection,
  OrderLine,
  ProductSelection,
  type SizeKey,
} from '../partner/schemas/index.ts';
import { strict } from '../partner/strict.ts';

/**
 * Selection builders: what the customer picked, as the spec's "Request selection" and "Order
 * line". Each result is checked against the strict wire schema when it is built, so a cart can
 * only ever hold a line the partner would accept in a body (no undocumented field, limits kept).
 */

/** What the customer picked for one product. Empty lists are omitted (they are the default). */
export interface ProductPick {
  productId: number;
  size: SizeKey;
  removed?: readonly number[];
  addons?: readonly string[];
  crust?: boolean | undefined;
  base?: string | undefined;
}

function productFields(pick: ProductPick) {
  return {
    product_id: pick.productId,
    size: pick.size,
    ...(pick.removed && pick.removed.length > 0 ? { removed: [...pick.removed] } : {}),
    ...(pick.crust === undefined ? {} : { crust: pick.crust }),
    ...(pick.addons && pick.addons.length > 0 ? { addons: [...pick.addons] } : {}),
    ...(pick.base === undefined ? {} : { base: pick.base }),
  };
}

/** A product selection (spec "Request selection", product kind). */
export function productSelection(pick: ProductPick): ProductSelection {
  return strict(ProductSelection, productFields(pick), 'product selection');
}

/** A half-and-half: two family halves with their removals; the base on the outer (no crust). */
export function halfSelection(input: {
  halves: readonly [
    { productId: number; removed?: readonly number[] },
    { productId: number; removed?: readonly number[] },
  ];
  base?: string | undefined;
}): HalfSelection {
  return strict(
    HalfSelection,
    {
      type: 'half',
      halves: input.halves.map((half) => ({
        product_id: half.productId,
        size: 'family',
        removed: [...(half.removed ?? [])],
      })),
      ...(input.base === undefined ? {} : { base: input.base }),
    },
    'half-and-half selection',
  );
}

function pickFromCatalogue(selection: CatalogueSelection, size: SizeKey): ProductPick {
  return {
    productId: selection.product_id ?? 0,
    size: selection.size ?? size,
    removed: selection.removed ?? [],
    addons: selection.addons ?? [],
    crust: selection.crust,
    base: selection.base,
  };
}

/**
 * A combo selection: code and revision copied from the catalogue, one item per slot in order.
 * Without `items` it is the combo's own default_selection, rebuilt field by field (so nothing
 * undocumented travels even if the catalogue's copy carried extra fields).
 */
export function comboSelection(combo: Combo, items?: readonly ProductPick[]): ComboSelection {
  const picks =
    items ??
    (combo.default_selection.items ?? []).map((item, index) =>
      pickFromCatalogue(item, combo.slots[index]?.size ?? 'standard'),
    );
  return strict(
    ComboSelection,
    {
      type: 'combo',
      combo_code: combo.code,
      combo_revision: combo.revision,
      items: picks.map(productFields),
    },
    'combo selection',
  );
}

/** One order line; quantity 1 (the default) is sent explicitly so the body reads unambiguously. */
export function orderLine(
  selection: ProductSelection | HalfSelection | ComboSelection,
  quantity: number,
): OrderLine {
  return strict(OrderLine, { selection, quantity }, 'order line');
}
