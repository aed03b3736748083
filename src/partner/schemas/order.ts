import { z } from 'zod';
import { Currency, DisplayText, Flag, Minor, Timestamp } from './primitives.ts';

/** Spec "States and transitions": every status an order can have. */
export const OrderStatus = z.enum([
  'accepted',
  'preparing',
  'sent',
  'delivered',
  'cancelled',
  'payment_review',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Spec "Order record" (meta.data of /orders and /orderstatus). `replayed` is present on /orders
 * only: true means an identical replay of an order that already exists, not a new order.
 */
export const OrderRecord = z.object({
  external_order_id: z.string().min(1).max(80),
  order_number: z.string().min(1),
  status: OrderStatus,
  status_label: DisplayText,
  currency: Currency,
  total_minor: Minor,
  payment: z.literal('cash'),
  paid: Flag,
  created_at: Timestamp,
  updated_at: Timestamp,
  replayed: Flag.optional(),
});
export type OrderRecord = z.infer<typeof OrderRecord>;
