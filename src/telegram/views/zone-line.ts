import { zoneDisplay } from '../../catalogue/schedule.ts';
import type { Zone } from '../../domain/menu.ts';
import { money, type Words } from './describe.ts';

/**
 * One delivery zone as the fulfilment step lists it: its ordinary fee, minimum and free-delivery
 * threshold, each only when the restaurant configured it (spec "Zone": null means none, never
 * 0, so "minimum -" is never printed), its hours and whether it works today.
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
  return words.tr('zone-line', {
    name: zone.name,
    details: details.join(', '),
    today: shown.openToday ? 'yes' : 'no',
  });
}
