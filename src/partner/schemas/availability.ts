import { z } from 'zod';
import { ClockTime, Currency, DisplayText, Flag, NullableMinor, NumericInt } from './primitives.ts';

/**
 * Spec "Zone": id, enabled, days_mask and amounts arrive as integers or numeric strings; they are
 * normalized here (id to an integer, enabled to a boolean). The fee is the ordinary one: the exact
 * fee comes from /quote. Times are read by `ClockTime`: 'HH:MM' and 'HH:MM:SS' become 'HH:MM',
 * anything else is kept for display only (the spec defines only acceptance_opens as HH:MM, and
 * the quote, not these hours, decides whether an order is accepted).
 */
export const Zone = z.object({
  id: NumericInt.pipe(z.number().int().min(1)),
  name: z.string(),
  enabled: Flag.or(NumericInt.transform((value) => value !== 0)),
  days_mask: NumericInt.pipe(z.number().int().min(0).max(127)),
  acceptance_opens: ClockTime,
  acceptance_cutoff: ClockTime,
  delivery_fee_minor: NullableMinor.default(null),
  minimum_order_minor: NullableMinor.default(null),
  free_delivery_over_minor: NullableMinor.default(null),
});
export type Zone = z.infer<typeof Zone>;

/** Spec "Pickup": the only collection location, always `main`. Days are ISO weekdays 1..7. */
export const Pickup = z.object({
  location_id: z.literal('main'),
  name: DisplayText,
  address: DisplayText,
  opens: ClockTime,
  cutoff: ClockTime,
  days: z.array(NumericInt.pipe(z.number().int().min(1).max(7))),
});
export type Pickup = z.infer<typeof Pickup>;

/** Spec "Availability" (meta.data of GET /availability). For display: the quote decides. */
export const Availability = z.object({
  currency: Currency,
  timezone: z.string().min(1),
  payment_methods: z.array(z.string()),
  ordering_enabled: Flag,
  zones: z.array(Zone),
  pickup: Pickup,
  notice: DisplayText,
});
export type Availability = z.infer<typeof Availability>;
