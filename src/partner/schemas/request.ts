import { z } from 'zod';
import { SizeKey } from './primitives.ts';

/**
 * Request schemas: strict objects, so a request carrying an undocumented or read-only field fails
 * here, before it is sent (spec "General response format": undocumented request fields must not
 * be sent; read-only fields are rejected when echoed). Limits follow the spec's "Limits" table.
 */

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

const Removed = z
  .array(z.number().int().min(1))
  .max(100)
  .refine(distinct, 'removed ingredient ids must be distinct');
const Addons = z.array(z.string().min(1)).max(40).refine(distinct, 'addon codes must be distinct');

/** A product selection (spec "Request selection", product kind; `type` defaults to product). */
export const ProductSelection = z.strictObject({
  type: z.literal('product').optional(),
  product_id: z.number().int().min(1),
  size: SizeKey,
  removed: Removed.optional(),
  crust: z.boolean().optional(),
  addons: Addons.optional(),
  base: z.string().min(1).optional(),
});
export type ProductSelection = z.infer<typeof ProductSelection>;

/** One half of a half-and-half: product, family size and removals only (no extras, no crust). */
export const HalfPart = z.strictObject({
  product_id: z.number().int().min(1),
  size: z.literal('family'),
  removed: Removed,
});
export type HalfPart = z.infer<typeof HalfPart>;

/**
 * A half-and-half: exactly two halves and the base on the outer selection. No `crust`: the spec
 * says "no crust change per half; crust follows the recipe", so the bot never sends one (the
 * strict schema refuses it before any request leaves).
 */
export const HalfSelection = z.strictObject({
  type: z.literal('half'),
  halves: z.tuple([HalfPart, HalfPart]),
  base: z.string().min(1).optional(),
});
export type HalfSelection = z.infer<typeof HalfSelection>;

/** A combo: code and revision copied from the catalogue, one item per slot, no nested quantity. */
export const ComboSelection = z.strictObject({
  type: z.literal('combo'),
  combo_code: z.string().min(1),
  combo_revision: z.string(),
  items: z.array(ProductSelection).min(1),
});
export type ComboSelection = z.infer<typeof ComboSelection>;

/** Any selection the bot can send. */
export const Selection = z.union([ProductSelection, HalfSelection, ComboSelection]);
export type Selection = z.infer<typeof Selection>;

/** Spec "Order line": a selection and a quantity 1..20; prices are never sent. */
export const OrderLine = z.strictObject({
  selection: Selection,
  quantity: z.number().int().min(1).max(20).optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** Spec "Receipt choice", delivery to a zone or pickup at `main`; payment is always cash. */
export const ReceiptChoice = z.union([
  z.strictObject({
    fulfilment: z.literal('delivery'),
    zone_id: z.number().int().min(1),
    payment: z.literal('cash'),
  }),
  z.strictObject({
    fulfilment: z.literal('pickup'),
    location_id: z.literal('main'),
    payment: z.literal('cash'),
  }),
]);
export type ReceiptChoice = z.infer<typeof ReceiptChoice>;

/** The lines of a quote or an order: 1 to 40. */
export const OrderLines = z.array(OrderLine).min(1).max(40);

/** Spec "Quote request": exactly items and choice. */
export const QuoteRequest = z.strictObject({
  items: OrderLines,
  choice: ReceiptChoice,
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

const NO_LINE_BREAKS_OR_HTML = /^[^\r\n<>]*$/;

/** Spec "Customer": name and phone required; address for delivery; note plain text. */
export const Customer = z.strictObject({
  name: z.string().trim().min(1).max(100),
  phone: z.string().min(1).max(80),
  email: z.email().max(190).optional(),
  address: z.string().trim().min(1).max(240).optional(),
  note: z.string().max(500).regex(NO_LINE_BREAKS_OR_HTML, 'no HTML or line breaks').optional(),
});
export type Customer = z.infer<typeof Customer>;

/** Spec "/orders request rules" 1: ASCII letters, digits and `_ . : -`, first a letter or digit. */
export const ExternalOrderId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/);

/** Spec "/orders request rules": the whole body, nothing else (rule 6: never price, paid, …). */
export const OrderRequest = z.strictObject({
  external_order_id: ExternalOrderId,
  items: OrderLines,
  choice: ReceiptChoice,
  customer: Customer,
  expected_total_minor: z.number().int().min(1),
  quote_token: z.string().min(1),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

/** POST /orderstatus: the external order id only. */
export const OrderStatusRequest = z.strictObject({
  external_order_id: ExternalOrderId,
});
export type OrderStatusRequest = z.infer<typeof OrderStatusRequest>;
