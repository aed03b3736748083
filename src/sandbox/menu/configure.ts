import type {
  WireAddon,
  WireBase,
  WireComboSelection,
  WireConfiguration,
  WireConfiguredPart,
  WireProductSelection,
} from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { crustSurcharge, isOn } from './lookup.ts';
import type { HalfPick, ProductPick } from './selection.ts';

/**
 * Builds the read-only parts of a quoted line (spec "ConfiguredPart", "Configuration") and
 * computes the per-product amounts the pricing rules in pricing.ts combine. A part's unit_minor is
 * that product's own price; only the configuration's unit_minor is what the line costs.
 */

/** The money of one product pick: its variant, addons and the crust it adds. */
export interface PickAmounts {
  variant: number;
  addons: number;
  crust: number;
  unit: number;
}

/** Sum of a list of amounts. */
export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Union of allergen codes, sorted (spec "Allergen codes"). */
export function allergenUnion(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * The price of one product pick: variant + size-specific addons + crust surcharge when the crust
 * is added to a recipe that does not include it (wire surcharge or the hidden one).
 */
export function pickAmounts(menu: SandboxMenu, pick: ProductPick): PickAmounts {
  const variant = pick.variant.minor ?? 0;
  const addons = sum(pick.addons.map((a) => a.minor));
  const adds = pick.crust && !pick.variant.crust_included;
  const crust = adds ? (crustSurcharge(menu, pick.product.id, pick.variant) ?? 0) : 0;
  return { variant, addons, crust, unit: variant + addons + crust };
}

function sizeExtra(pick: {
  product: ProductPick['product'];
  variant: ProductPick['variant'];
}): number {
  const prices = pick.product.variants.flatMap((v) => (v.minor === null ? [] : [v.minor]));
  return (pick.variant.minor ?? 0) - Math.min(...prices);
}

function copyAddon(addon: WireAddon): WireAddon {
  return { ...addon, allergens: [...addon.allergens] };
}

function basePart(pick: HalfPick, menu: SandboxMenu, crust: boolean) {
  const removed = new Set(pick.removed.map((i) => i.id));
  const variant = pick.variant;
  return {
    product_id: pick.product.id,
    name: pick.product.name,
    size: variant.key,
    recipe_revision: 1,
    ingredients: variant.ingredients.filter((i) => !removed.has(i.id)).map((i) => ({ ...i })),
    omitted: pick.removed.map((i) => ({ id: i.id, name: i.name })),
    composition_complete: true,
    crust,
    crust_included: variant.crust_included,
    crust_extra_minor: variant.crust_selectable
      ? crustSurcharge(menu, pick.product.id, variant)
      : null,
    base_minor: 0,
    half_eligible: pick.product.half_eligible,
    size_extra_minor: sizeExtra(pick),
  };
}

/** A whole product (product kind or one combo item). */
export function productPart(
  menu: SandboxMenu,
  pick: ProductPick,
  amounts: PickAmounts,
): WireConfiguredPart {
  const addonWeight = sum(pick.addons.map((a) => a.weight_g ?? 0));
  return {
    ...basePart(pick, menu, pick.crust),
    weight_g: pick.variant.weight_g === null ? null : pick.variant.weight_g + addonWeight,
    portion: 'whole',
    allergens: allergenUnion([
      pick.variant.allergens,
      ...pick.addons.map((a) => a.allergens),
      pick.base?.allergens ?? [],
    ]),
    allergens_reviewed: pick.addons.every((a) => isOn(a.reviewed)) && reviewed(pick.base),
    unit_minor: amounts.unit,
    addons: pick.addons.map(copyAddon),
    addons_extra_minor: amounts.addons,
  };
}

/** One half of a half-and-half: its full family price, no addons (spec "ConfiguredPart"). */
export function halfPart(
  menu: SandboxMenu,
  pick: HalfPick,
  crust: boolean,
  base: WireBase | null,
): WireConfiguredPart {
  return {
    ...basePart(pick, menu, crust),
    weight_g: pick.variant.weight_g === null ? null : Math.round(pick.variant.weight_g / 2),
    portion: 'half',
    allergens: allergenUnion([pick.variant.allergens, base?.allergens ?? []]),
    allergens_reviewed: reviewed(base),
    unit_minor: pick.variant.minor ?? 0,
    addons_extra_minor: 0,
  };
}

function reviewed(base: WireBase | null): boolean {
  return base === null || isOn(base.reviewed);
}

/** A base as shown in a quote: normalized, without `enabled` (spec "Base"). */
export function quoteBase(base: WireBase): WireBase {
  return {
    code: base.code,
    name: base.name,
    default: isOn(base.default),
    minor: 0,
    allergens: [...base.allergens],
    reviewed: isOn(base.reviewed),
  };
}

/** The normalized selection a combo configuration echoes (spec "Configuration": selection). */
export function normalizedComboSelection(
  code: string,
  revision: string,
  picks: readonly ProductPick[],
): WireComboSelection {
  return {
    type: 'combo',
    combo_code: code,
    combo_revision: revision,
    items: picks.map((pick) => {
      const item: WireProductSelection = {
        type: 'product',
        product_id: pick.product.id,
        size: pick.variant.key,
        removed: pick.removed.map((i) => i.id),
        crust: pick.crust,
        addons: pick.addons.map((a) => a.code),
      };
      if (pick.base) item.base = pick.base.code;
      return item;
    }),
  };
}

/** Fields every configuration carries; combo fields are empty or zero outside combos. */
export function configuration(
  fields: Pick<WireConfiguration, 'type' | 'name' | 'unit_minor' | 'weight_g' | 'parts'> &
    Partial<WireConfiguration>,
): WireConfiguration {
  const { type, name, unit_minor, weight_g, parts, ...rest } = fields;
  return {
    schema: 1,
    type,
    name,
    unit_minor,
    currency: 'EUR',
    weight_g,
    parts,
    allergens: allergenUnion(parts.map((p) => p.allergens)),
    combo_code: '',
    combo_revision: '',
    regular_minor: unit_minor,
    combo_savings_minor: 0,
    extras_minor: 0,
    ...rest,
  };
}
