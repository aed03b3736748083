import {
  Customer,
  type OrderLine,
  OrderRequest,
  QuoteRequest,
  ReceiptChoice,
} from './schemas/index.ts';
import { strict } from './strict.ts';

/**
 * Request builders: the only way the bot makes a request body. Each builds exactly the fields of
 * the spec's request tables from plain inputs and checks the result against the strict request
 * schema, so an undocumented or read-only field can never be sent. The selections and lines
 * inside a body are built by `domain/selections.ts` the same way.
 */

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
