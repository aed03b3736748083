import type { z } from 'zod';
import { PartnerError } from './errors.ts';
import {
  type CatalogueSelection,
  type Combo,
  ComboSelection,
  Customer,
  HalfSelection,
  OrderLine,
  OrderRequest,
  ProductSelection,
  QuoteRequest,
  ReceiptChoice,
  type SizeKey,
} from './schemas/index.ts';

/**
 * Request builders: the only way the bot makes a request body. Each builds exactly the fields of
 * the spec's request tables from plain inputs and checks the result against the strict request
 * schema, so an undocumented or read-only field can never be sent.
 */

function strict<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new PartnerError(
    'invalid_request',
    `${what}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
    { endpoint: 'quote' },
  );
}

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

/** A half-and-half: two family halves with their removals; base and crust on the outer. */
export function halfSelection(input: {
  halves: readonly [
    { productId: number; removed?: readonly number[] },
    { productId: number; removed?: readonly number[] },
  ];
  base?: string | undefined;
  crust?: boolean | undefined;
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
      ...(input.crust === undefined ? {} : { crust: input.crust }),
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

/** Delivery to a zone from /availability (zone ids are sent as integers). */
export function deliveryChoice(zoneId: number): ReceiptChoice {
  return strict(
    ReceiptChoice,
    { fulfilment: 'delivery', zone_id: zoneId, payment: 'cash' },
    'choice',
  );
}

/** Collection at the restaurant's only location, `main`. */
export function pickupChoice(): ReceiptChoice {
  return strict(
    ReceiptChoice,
    { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
    'choice',
  );
}

/** POST /quote body: exactly items and choice. */
export function quoteRequest(items: readonly OrderLine[], choice: ReceiptChoice): QuoteRequest {
  return strict(QuoteRequest, { items: [...items], choice }, 'quote request');
}

/** The customer's own contact data; optional fields are omitted when empty. */
export function customer(input: {
  name: string;
  phone: string;
  email?: string | undefined;
  address?: string | undefined;
  note?: string | undefined;
}): Customer {
  const present = (value: string | undefined) => value !== undefined && value.trim() !== '';
  return strict(
    Customer,
    {
      name: input.name.trim(),
      phone: input.phone,
      ...(present(input.email) ? { email: input.email } : {}),
      ...(present(input.address) ? { address: input.address } : {}),
      ...(present(input.note) ? { note: input.note } : {}),
    },
    'customer',
  );
}

/**
 * POST /orders body (spec "/orders request rules"): items and choice exactly those of the quote
 * request, expected_total_minor the quoted total, the token unchanged, the persistent id.
 */
export function orderRequest(input: {
  externalOrderId: string;
  quote: QuoteRequest;
  customer: Customer;
  expectedTotalMinor: number;
  quoteToken: string;
}): OrderRequest {
  return strict(
    OrderRequest,
    {
      external_order_id: input.externalOrderId,
      items: input.quote.items,
      choice: input.quote.choice,
      customer: input.customer,
      expected_total_minor: input.expectedTotalMinor,
      quote_token: input.quoteToken,
    },
    'order request',
  );
}
