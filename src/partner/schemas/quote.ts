import { z } from 'zod';
import { Addon, Base, CatalogueSelection, Ingredient } from './catalogue.ts';
import {
  AllergenCode,
  ClockTime,
  Currency,
  DisplayText,
  Flag,
  Minor,
  NullableMinor,
  NumericInt,
  SizeKey,
  Timestamp,
} from './primitives.ts';

/** Spec "ConfiguredPart": read-only description of one product inside a quoted line. */
export const ConfiguredPart = z.object({
  product_id: NumericInt,
  name: z.string(),
  size: SizeKey,
  recipe_revision: NumericInt.default(0),
  weight_g: NumericInt.nullable().default(null),
  portion: z.string().default(''),
  ingredients: z.array(Ingredient).default([]),
  omitted: z.array(z.object({ id: NumericInt, name: z.string() })).default([]),
  allergens: z.array(AllergenCode).default([]),
  allergens_reviewed: Flag.default(false),
  composition_complete: Flag.default(false),
  crust: Flag.default(false),
  crust_included: Flag.default(false),
  crust_extra_minor: NullableMinor.default(null),
  base_minor: Minor.default(0),
  unit_minor: Minor,
  half_eligible: Flag.default(false),
  addons: z.array(Addon).optional(),
  addons_extra_minor: Minor.default(0),
  size_extra_minor: Minor.default(0),
});
export type ConfiguredPart = z.infer<typeof ConfiguredPart>;

/**
 * Spec "Configuration": read-only; it must never be used in place of a request selection, so its
 * `selection` is typed loosely and nothing in the bot sends it back.
 */
export const Configuration = z.object({
  schema: NumericInt,
  type: z.enum(['product', 'half', 'combo']),
  name: z.string(),
  unit_minor: Minor,
  currency: Currency,
  weight_g: NumericInt.nullable().default(null),
  parts: z.array(ConfiguredPart),
  allergens: z.array(AllergenCode).default([]),
  base: Base.optional(),
  combo_code: z.string().optional(),
  combo_revision: z.string().optional(),
  regular_minor: Minor.optional(),
  combo_savings_minor: Minor.optional(),
  extras_minor: Minor.optional(),
  selection: CatalogueSelection.optional(),
});
export type Configuration = z.infer<typeof Configuration>;

/** Spec "QuotedLine": `key` is the server's line key, never a product id, never sent back. */
export const QuotedLine = z.object({
  key: z.string(),
  name: z.string(),
  quantity: NumericInt,
  unit_minor: Minor,
  subtotal_minor: Minor,
  configuration: Configuration,
  discount_minor: Minor.default(0),
  gross_minor: Minor,
  net_minor: Minor,
  tax_minor: Minor,
});
export type QuotedLine = z.infer<typeof QuotedLine>;

/** Spec "QuoteChoice": normalized for display only; the request's own choice goes to /orders. */
export const QuoteChoice = z.object({
  fulfilment: z.enum(['delivery', 'pickup']),
  zone_id: NumericInt,
  location_id: z.string(),
  payment: z.literal('cash'),
});
export type QuoteChoice = z.infer<typeof QuoteChoice>;

/**
 * Spec "QuoteLocation": a zone (integer id) or the pickup location `main`. Its hours are free
 * strings read like the availability's (`ClockTime`: HH:MM:SS shown as HH:MM, other text as sent).
 */
export const QuoteLocation = z.object({
  id: z.union([z.literal('main'), NumericInt]),
  name: DisplayText,
  address: DisplayText,
  opens: ClockTime,
  cutoff: ClockTime,
});
export type QuoteLocation = z.infer<typeof QuoteLocation>;

/**
 * Spec "Quote" `period`: regular, late or pickup; any other value the restaurant sends (a
 * `holiday` it added) is kept as `{ unknown }` with the text as sent (issue 34): the bot acts on
 * `late` only, and a period it does not know must not cost the quote, so it is shown as sent.
 */
export const QuotePeriod = z.union([
  z.enum(['regular', 'late', 'pickup']),
  z.string().transform((unknown) => ({ unknown })),
]);
export type QuotePeriod = z.output<typeof QuotePeriod>;

/** Spec "Quote": `total_minor` is the final amount and becomes expected_total_minor. */
export const Quote = z.object({
  schema: NumericInt,
  test_only: Flag,
  currency: Currency,
  choice: QuoteChoice,
  location: QuoteLocation,
  items: z.array(QuotedLine).min(1),
  count: NumericInt,
  subtotal_minor: Minor,
  delivery_minor: Minor,
  total_minor: Minor.pipe(z.number().int().min(1)),
  minimum_minor: NullableMinor.default(null),
  minimum_exclusive: Flag.default(false),
  minimum_includes_delivery: Flag.default(false),
  period: QuotePeriod,
  schedule_ready: Flag,
  warnings: z.array(z.string()).default([]),
  discount_minor: Minor.default(0),
  discount_code: DisplayText,
  online_discount_minor: Minor.default(0),
  online_discount_basis_points: NumericInt.default(0),
  delivery_net_minor: Minor.default(0),
  delivery_tax_minor: Minor.default(0),
  net_minor: Minor,
  tax_minor: Minor,
  vat_percent: NumericInt,
});
export type Quote = z.infer<typeof Quote>;

/** Spec "Quote response" (meta.data of POST /quote). */
export const QuoteResponse = z.object({
  quote: Quote,
  quote_token: z.string().min(1),
  expires_at: Timestamp,
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;
