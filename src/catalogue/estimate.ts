import type { Combo } from '../domain/menu.ts';
import type {
  ComboSelection,
  HalfSelection,
  ProductSelection,
  Selection,
} from '../domain/order.ts';
import type { Menu } from './menu.ts';

/**
 * Estimates from the menu's own prices, for showing a price while the customer chooses. Only the
 * quote decides what an order costs (spec "Quote rules"), so every figure here is an estimate and
 * null means "the quote decides": a missing amount is never counted as 0 (spec "null does not
 * mean zero").
 */

/**
 * An estimate over several lines: the sum of what has a menu price, whether all lines had one,
 * and whether any had (a sum of nothing is not a price of 0).
 */
export interface Estimate {
  minor: number;
  complete: boolean;
  priced: boolean;
}

/** Null as soon as one part has no amount; otherwise the sum. */
function sumKnown(amounts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}

/**
 * A product's unit price: the size's full price, the chosen extras at their size-specific price,
 * and the crust surcharge when the crust is added to a recipe that lacks it. A base is never a
 * paid extra (spec "Base").
 */
export function productUnitEstimate(menu: Menu, selection: ProductSelection): number | null {
  const variant = menu.variant(selection.product_id, selection.size);
  if (!variant) return null;
  const addons = (selection.addons ?? []).map(
    (code) => variant.addons.find((addon) => addon.code === code)?.minor ?? null,
  );
  const crust = selection.crust === true && !variant.crust_included ? variant.crust_extra_minor : 0;
  return sumKnown([variant.minor, ...addons, crust]);
}

/** The half-and-half price rule over the two family prices (spec "HalfSettings"). */
export function halfPriceEstimate(
  settings: Menu['half'],
  first: number | null,
  second: number | null,
): number | null {
  if (settings.price_mode === 'fixed') return settings.fixed_minor;
  if (first === null || second === null) return null;
  if (settings.price_mode === 'higher') return Math.max(first, second);
  if (settings.price_mode === 'average') return Math.ceil((first + second) / 2);
  // 'unset': the restaurant has not said how halves are priced; the quote will.
  return null;
}

function halfUnitEstimate(menu: Menu, selection: HalfSelection): number | null {
  const variants = selection.halves.map((half) => menu.variant(half.product_id, 'family'));
  const [first, second] = variants;
  if (!first || !second) return null;
  // The crust follows the recipe (spec "Request selection", halves): nothing is added for it.
  return halfPriceEstimate(menu.half, first.minor, second.minor);
}

/** What a slot's product costs in the slot's fixed size. */
function slotPrice(menu: Menu, combo: Combo, slot: number, productId: number): number | null {
  const size = combo.slots[slot]?.size;
  return size === undefined ? null : (menu.variant(productId, size)?.minor ?? null);
}

/**
 * A combo's price is that of its default configuration; a swapped slot may add what the new dish
 * costs over the default one (spec "Combo": options may add a surcharge), never a refund.
 */
function comboUnitEstimate(menu: Menu, selection: ComboSelection): number | null {
  const combo = menu.combo(selection.combo_code);
  if (!combo) return null;
  const defaults = combo.default_selection.items ?? [];
  const surcharges = selection.items.map((item, slot) => {
    const original = defaults[slot]?.product_id;
    if (original === item.product_id) return 0;
    const chosen = slotPrice(menu, combo, slot, item.product_id);
    const before = original === undefined ? null : slotPrice(menu, combo, slot, original);
    return chosen === null || before === null ? null : Math.max(0, chosen - before);
  });
  return sumKnown([combo.minor, ...surcharges]);
}

/** One unit of a selection, estimated from the menu; null when the quote must decide. */
export function unitEstimate(menu: Menu, selection: Selection): number | null {
  if ('halves' in selection) return halfUnitEstimate(menu, selection);
  if ('combo_code' in selection) return comboUnitEstimate(menu, selection);
  return productUnitEstimate(menu, selection);
}

/** A line: the unit estimate times the quantity. */
export function lineEstimate(menu: Menu, selection: Selection, quantity: number): number | null {
  const unit = unitEstimate(menu, selection);
  return unit === null ? null : unit * quantity;
}

/** The cart's subtotal from the menu: what is priced, and whether every line was. */
export function cartEstimate(
  menu: Menu,
  lines: readonly { selection: Selection; quantity: number }[],
): Estimate {
  let minor = 0;
  let complete = true;
  let priced = false;
  for (const line of lines) {
    const amount = lineEstimate(menu, line.selection, line.quantity);
    if (amount === null) complete = false;
    else {
      minor += amount;
      priced = true;
    }
  }
  return { minor, complete, priced };
}

/** A cart whose menu estimate is below a delivery zone's minimum order. */
export interface ZoneShortfall {
  zoneName: string;
  minimumMinor: number;
  estimateMinor: number;
  missingMinor: number;
}

/**
 * How far the cart's menu estimate falls short of the zone's `minimum_order_minor`, said when the
 * zone is chosen so the customer does not type every detail first. Null when the zone has no
 * minimum, the estimate reaches it, or a line has no menu price (then only the quote can tell).
 * The zone record does not say how the minimum is compared (strictly above, delivery counted):
 * the quote still decides, so this is advice, never a refusal.
 */
export function zoneShortfall(
  menu: Menu,
  lines: readonly { selection: Selection; quantity: number }[],
  zoneId: number,
): ZoneShortfall | null {
  const zone = menu.availability.zones.find((candidate) => candidate.id === zoneId);
  const minimum = zone?.minimum_order_minor ?? null;
  if (!zone || minimum === null) return null;
  const estimate = cartEstimate(menu, lines);
  if (!estimate.complete || estimate.minor >= minimum) return null;
  return {
    zoneName: zone.name,
    minimumMinor: minimum,
    estimateMinor: estimate.minor,
    missingMinor: minimum - estimate.minor,
  };
}
