import {
  type IsoWeekday,
  localMomentIn,
  maskHasDay,
  type NextOpening,
  nextOpening,
  zoneDisplay,
} from '../../catalogue/schedule.ts';
import type { Zone } from '../../domain/menu.ts';
import { money, type Words } from './describe.ts';

/**
 * One delivery zone as the fulfilment step lists it: its ordinary fee, minimum and free-delivery
 * threshold, each only when the restaurant configured it (spec "Zone": null means none, never
 * 0, so "minimum -" is never printed), its hours and whether it works today. After the ordinary
 * cutoff it says late conditions may apply (the quote decides the late period).
 */
export function zoneLine(words: Words, zone: Zone, now: Date, timezone: string): string {
  const shown = zoneDisplay(zone, now, timezone);
  const details: string[] = [];
  if (shown.deliveryFeeMinor !== null)
    details.push(words.tr('zone-fee', { amount: money(words, shown.deliveryFeeMinor) }));
  if (shown.minimumOrderMinor !== null)
    details.push(words.tr('zone-minimum', { amount: money(words, shown.minimumOrderMinor) }));
  if (shown.freeDeliveryOverMinor !== null)
    details.push(words.tr('zone-free-over', { amount: money(words, shown.freeDeliveryOverMinor) }));
  details.push(words.tr('zone-hours', { opens: shown.opens, cutoff: shown.cutoff }));
  const today = shown.phase === 'after_cutoff' ? 'late' : shown.openToday ? 'yes' : 'no';
  return words.tr('zone-line', { name: zone.name, details: details.join(', '), today });
}

/** "opens today at 11:00", "tomorrow at 11:00", "on Monday at 11:00", or no opening known. */
export function opensText(words: Words, next: NextOpening | null): string {
  if (next === null) return words.tr('opens-never');
  return words.tr('opens-next', { inDays: next.inDays, day: next.day, time: next.opens });
}

/** A zone that takes no orders now: closed, and when it opens (no button leads to it). */
export function closedZoneLine(words: Words, zone: Zone, now: Date, timezone: string): string {
  const shown = zoneDisplay(zone, now, timezone);
  return words.tr('zone-closed-line', {
    name: zone.name,
    opens: opensText(words, shown.opensNext),
  });
}

/**
 * A zone the restaurant's quote said closed after its ordinary hours (issue 34 point 4): closed
 * even for a late order, and when it opens next by its days and hours (no button leads to it).
 */
export function refusedZoneLine(words: Words, zone: Zone, now: Date, timezone: string): string {
  const isOpenDay = (day: IsoWeekday) => maskHasDay(zone.days_mask, day);
  const next = nextOpening(isOpenDay, zone.acceptance_opens, localMomentIn(timezone, now));
  return words.tr('zone-refused-line', { name: zone.name, opens: opensText(words, next) });
}
