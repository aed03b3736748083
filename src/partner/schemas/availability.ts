import { z } from 'zod';
import { asSent, type UnknownValue } from './catalogue.ts';
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

const IsoWeekday = NumericInt.pipe(z.number().int().min(1).max(7));

/**
 * Spec "Pickup": the only collection location, always `main`. Days are ISO weekdays 1..7; an
 * entry that is not one (issue 34: a value the spec does not list) is left out of `days`, so
 * that day is not offered, and named in `unknownDays` instead of failing the whole cycle.
 */
export const PickupWire = z
  .object({
    location_id: z.literal('main'),
    name: DisplayText,
    address: DisplayText,
    opens: ClockTime,
    cutoff: ClockTime,
    days: z.array(z.unknown()),
  })
  .transform(({ days, ...pickup }) => {
    const read: number[] = [];
    const unknownDays: UnknownValue[] = [];
    for (const day of days) {
      const parsed = IsoWeekday.safeParse(day);
      if (parsed.success) read.push(parsed.data);
      else unknownDays.push({ field: 'pickup.days', value: asSent(day) });
    }
    return { pickup: { ...pickup, days: read }, unknownDays };
  });

/** Spec "Pickup" as the bot keeps it: only the days it could read. */
export type Pickup = z.output<typeof PickupWire>['pickup'];

/**
 * Spec "Availability" (meta.data of GET /availability). For display: the quote decides. Values
 * the spec does not list in a field the bot acts on come out in `unknownValues` (present only
 * when there are some), for the sync cycle to tell; it never keeps them in the menu.
 */
export const Availability = z
  .object({
    currency: Currency,
    timezone: z.string().min(1),
    payment_methods: z.array(z.string()),
    ordering_enabled: Flag,
    zones: z.array(Zone),
    pickup: PickupWire,
    notice: DisplayText,
  })
  .transform(({ pickup, ...availability }) => ({
    ...availability,
    pickup: pickup.pickup,
    ...(pickup.unknownDays.length > 0 ? { unknownValues: pickup.unknownDays } : {}),
  }));
export type Availability = z.output<typeof Availability>;
