/**
 * Wire-format types of the Partner API v1 resources as the sandbox sends and receives them,
 * written from the spec ("Resources and their fields"). They describe the JSON on the wire, so
 * they keep the spec's looseness: `Flag` is a boolean or 0/1, `Numeric` a number or a numeric
 * string. The bot's own zod schemas live in src/partner; the sandbox never imports them, so a
 * misunderstanding on one side cannot hide the same misunderstanding on the other.
 */

/** Spec notation `flag`: boolean or integer 0/1. */
export type Flag = boolean | 0 | 1;
/** Spec notation `numeric`: a number or a numeric string (responses only). */
export type Numeric = number | string;
/** Variant keys, also the value of selection.size and combo slot sizes. */
export type SizeKey = 'standard' | 'medium' | 'family';

/** Spec "Category". */
export interface WireCategory {
  id: number;
  name: string;
  icon: string;
  count: number;
}

/** Spec "Ingredient": `removable` is a flag. */
export interface WireIngredient {
  id: number;
  name: string;
  removable: Flag;
}

/** Spec "Addon": inside a variant `minor` is the price for that size. */
export interface WireAddon {
  code: string;
  name: string;
  group: 'sauce' | 'topping';
  enabled: Flag;
  minor: number;
  allergens: number[];
  reviewed: Flag;
  family_minor?: number;
  weight_g?: number;
  family_weight_g?: number;
  family_name?: string;
}

/** Spec "Base (pizza base)": never a paid extra (`minor` always 0). */
export interface WireBase {
  code: string;
  name: string;
  enabled?: Flag;
  default: Flag;
  minor: number;
  allergens: number[];
  reviewed: Flag;
}

/** Spec "Variant (size)": `minor` is the full price of the size, not a surcharge. */
export interface WireVariant {
  key: SizeKey;
  label: string;
  minor: number | null;
  weight_g: number | null;
  ingredients: WireIngredient[];
  allergens: number[];
  crust_selectable: boolean;
  crust_included: boolean;
  /** Null does not mean free: the sandbox then applies a hidden surcharge. */
  crust_extra_minor: number | null;
  addons: WireAddon[];
}

/** Spec "ChoiceOption". */
export interface WireChoiceOption {
  product_id: number;
  label: string;
  minor: number;
  current: boolean;
}

/** Spec "ChoiceGroup". */
export interface WireChoiceGroup {
  label: string;
  show_price: boolean;
  options: WireChoiceOption[];
}

/** Spec "Product". */
export interface WireProduct {
  id: number;
  name: string;
  description: string;
  category_ids: number[];
  image: string | null;
  thumbnail: string | null;
  image_illustrative: boolean;
  listed: boolean;
  minor: number | null;
  currency: 'EUR';
  available: boolean;
  available_at: string | null;
  availability_notice: string;
  variants: WireVariant[];
  addons: WireAddon[];
  bases: WireBase[];
  choices: WireChoiceGroup[];
  half_eligible: boolean;
}

/** Spec "ComboSlot": the size is fixed. */
export interface WireComboSlot {
  product_ids: number[];
  size: SizeKey;
}

/** Spec "Combo". */
export interface WireCombo {
  code: string;
  revision: string;
  name: string;
  description: string;
  image: string | null;
  minor: number;
  available: boolean;
  schedule: string;
  slots: WireComboSlot[];
  default_selection: WireComboSelection;
}

/** Spec "HalfSettings". */
export interface WireHalfSettings {
  enabled: boolean;
  size: 'family';
  price_mode: 'higher' | 'average' | 'fixed' | 'unset';
  fixed_minor: number | null;
}

/** Spec "Catalogue page" (meta.data of GET /catalogue). */
export interface WireCataloguePage {
  schema: 1;
  currency: 'EUR';
  timezone: string;
  categories: WireCategory[];
  products: WireProduct[];
  page: number;
  page_size: 50;
  total: number;
  has_more: boolean;
  combos: WireCombo[];
  pizza_bases: WireBase[];
  half: WireHalfSettings;
  generated_at: string;
}

/** Spec "Zone": id, enabled, days_mask and the amounts may be numeric strings. */
export interface WireZone {
  id: Numeric;
  name: string;
  enabled: Numeric;
  days_mask: Numeric;
  acceptance_opens: string;
  acceptance_cutoff: string;
  delivery_fee_minor: Numeric | null;
  minimum_order_minor: Numeric | null;
  free_delivery_over_minor: Numeric | null;
}

/** Spec "Pickup": days are ISO weekdays, numbers or numeric strings. */
export interface WirePickup {
  location_id: 'main';
  name: string;
  address: string;
  opens: string;
  cutoff: string;
  days: Numeric[];
}

/** Spec "Availability" (meta.data of GET /availability). */
export interface WireAvailability {
  currency: 'EUR';
  timezone: string;
  payment_methods: string[];
  ordering_enabled: boolean;
  zones: WireZone[];
  pickup: WirePickup;
  notice: string;
}

/** Spec "Request selection", product kind (also a combo item and, reduced, a half). */
export interface WireProductSelection {
  type?: 'product';
  product_id: number;
  size: SizeKey;
  removed?: number[];
  crust?: Flag;
  addons?: string[];
  base?: string;
}

/** One half of a half-and-half: product, family size, removals. */
export interface WireHalfPart {
  type?: 'product';
  product_id: number;
  size: 'family';
  removed: number[];
}

/** Spec "Request selection", half kind. */
export interface WireHalfSelection {
  type: 'half';
  halves: [WireHalfPart, WireHalfPart];
  base?: string;
  crust?: Flag;
}

/** Spec "Request selection", combo kind. */
export interface WireComboSelection {
  type: 'combo';
  combo_code: string;
  combo_revision: string;
  items: WireProductSelection[];
}

/** Any request selection. */
export type WireSelection = WireProductSelection | WireHalfSelection | WireComboSelection;

/** Spec "Order line". */
export interface WireOrderLine {
  selection: WireSelection;
  quantity?: number;
}

/** Spec "Receipt choice". */
export interface WireChoice {
  fulfilment: 'delivery' | 'pickup';
  zone_id?: number;
  location_id?: 'main';
  payment: 'cash';
}

/** Spec "Quote request". */
export interface WireQuoteRequest {
  items: WireOrderLine[];
  choice: WireChoice;
}

/** Spec "ConfiguredPart". */
export interface WireConfiguredPart {
  product_id: number;
  name: string;
  size: SizeKey;
  recipe_revision: number;
  weight_g: number | null;
  portion: 'whole' | 'half';
  ingredients: WireIngredient[];
  omitted: { id: number; name: string }[];
  allergens: number[];
  allergens_reviewed: boolean;
  composition_complete: boolean;
  crust: boolean;
  crust_included: boolean;
  crust_extra_minor: number | null;
  base_minor: number;
  unit_minor: number;
  half_eligible: boolean;
  /** Absent on half parts. */
  addons?: WireAddon[];
  addons_extra_minor: number;
  size_extra_minor: number;
}

/** Spec "Configuration": read-only, never a request selection. */
export interface WireConfiguration {
  schema: 1;
  type: 'product' | 'half' | 'combo';
  name: string;
  unit_minor: number;
  currency: 'EUR';
  weight_g: number | null;
  parts: WireConfiguredPart[];
  allergens: number[];
  base?: WireBase;
  combo_code: string;
  combo_revision: string;
  regular_minor: number;
  combo_savings_minor: number;
  extras_minor: number;
  selection?: WireComboSelection;
}

/** Spec "QuotedLine". */
export interface WireQuotedLine {
  key: string;
  name: string;
  quantity: number;
  unit_minor: number;
  subtotal_minor: number;
  configuration: WireConfiguration;
  discount_minor: number;
  gross_minor: number;
  net_minor: number;
  tax_minor: number;
}

/** Spec "QuoteChoice": zone_id 0 for pickup, location_id '' for delivery. */
export interface WireQuoteChoice {
  fulfilment: 'delivery' | 'pickup';
  zone_id: number;
  location_id: string;
  payment: 'cash';
}

/** Spec "QuoteLocation". */
export interface WireQuoteLocation {
  id: number | 'main';
  name: string;
  address: string;
  opens: string;
  cutoff: string;
}

/** Spec "Quote". */
export interface WireQuote {
  schema: 1;
  test_only: boolean;
  currency: 'EUR';
  choice: WireQuoteChoice;
  location: WireQuoteLocation;
  items: WireQuotedLine[];
  count: number;
  subtotal_minor: number;
  delivery_minor: number;
  total_minor: number;
  minimum_minor: number | null;
  minimum_exclusive: boolean;
  minimum_includes_delivery: boolean;
  period: 'regular' | 'late' | 'pickup';
  schedule_ready: boolean;
  warnings: string[];
  discount_minor: number;
  discount_code: string;
  online_discount_minor: number;
  online_discount_basis_points: number;
  delivery_net_minor: number;
  delivery_tax_minor: number;
  net_minor: number;
  tax_minor: number;
  vat_percent: number;
}
