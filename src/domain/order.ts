/**
 * An order as the conversation, the outbox and the status tracker see it: what the customer
 * picked (selections and lines), the quote request and the priced quote, the order body and the
 * restaurant's record of it. The shapes are the spec's (the body we send is exactly these), so
 * the types are inferred from the wire schemas in `partner/schemas/`.
 */
import { OrderStatus as KnownStatuses, type OrderStatus } from '../partner/schemas/order.ts';

export type { OrderRecord } from '../partner/schemas/order.ts';
export type { QuotedLine, QuoteResponse } from '../partner/schemas/quote.ts';
export type {
  ComboSelection,
  HalfSelection,
  OrderLine,
  OrderRequest,
  ProductSelection,
  QuoteRequest,
  Selection,
} from '../partner/schemas/request.ts';
export type { ReceivedQuote } from '../partner/server-time.ts';
export type { OrderStatus };

/**
 * Every status an order can have: the spec's ("States and transitions"), in its order, then
 * `unknown` (a value the spec does not list; issue 34), which is never final.
 */
export const ORDER_STATUSES: readonly OrderStatus[] = [...KnownStatuses.options, 'unknown'];

/** Statuses after which nothing changes any more: tracking ends there. */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled']);
