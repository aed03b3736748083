import { z } from 'zod';
import { Currency, DisplayText, Flag, Minor, Timestamp } from './primitives.ts';

/** Spec "States and transitions": every status the spec lists. */
export const OrderStatus = z.enum([
  'accepted',
  'preparing',
  'sent',
  'delivered',
  'cancelled',
  'payment_review',
]);
export type KnownOrderStatus = z.infer<typeof OrderStatus>;

/**
 * A status as the bot keeps it: one the spec lists, or `unknown` for any other value the
 * restaurant sends (issue 34: a status added on its side must not fail every poll). The raw
 * value travels beside it (`status_raw`), so no code takes an unknown status for a known one.
 */
export type OrderStatus = KnownOrderStatus | 'unknown';

const KNOWN_STATUSES: ReadonlySet<string> = new Set(OrderStatus.options);

/** Reads a wire status: a listed one as itself, anything else as `unknown` plus the raw text. */
function readStatus(raw: string): { status: OrderStatus; status_raw?: string } {
  return KNOWN_STATUSES.has(raw)
    ? { status: raw as KnownOrderStatus }
    : { status: 'unknown', status_raw: raw };
}

/**
 * Spec "Order record" (meta.data of /orders and /orderstatus). `replayed` is present on /orders
 * only: true means an identical replay of an order that already exists, not a new order. A
 * status the spec does not list reads as `unknown` with `status_raw` holding what was sent.
 */
export const OrderRecord = z
  .object({
    external_order_id: z.string().min(1).max(80),
    order_number: z.string().min(1),
    status: z.string().min(1),
    status_label: DisplayText,
    currency: Currency,
    total_minor: Minor,
    payment: z.literal('cash'),
    paid: Flag,
    created_at: Timestamp,
    updated_at: Timestamp,
    replayed: Flag.optional(),
  })
  .transform(({ status, ...record }) => ({ ...record, ...readStatus(status) }));
export type OrderRecord = z.output<typeof OrderRecord>;
