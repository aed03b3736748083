import { deliveryOffered, pickupDisplay, pickupOffered } from '../../catalogue/schedule.ts';
import { zoneRefused } from '../../conversation/zone-check.ts';
import { numbered } from '../button-kit.ts';
import { menuOnly, type TargetScreen } from '../button-targets.ts';
import { timeZoneWords } from './order-time.ts';
import { choosePickup } from './shared-buttons.ts';
import { type Button, screen, type View } from './view.ts';
import { closedZoneLine, opensText, refusedZoneLine, zoneLine } from './zone-line.ts';

const zoneTarget = menuOnly((zoneId: number, { menu }: TargetScreen): unknown => {
  const zone = menu.availability.zones.find((z) => z.id === zoneId);
  return zone ? [zone.id, zone.name, zone.enabled] : null;
});

/**
 * Delivery zones and pickup, as they take orders now in the restaurant's time zone: an open
 * choice is a button with its details; a closed one (not its day, before its opening time,
 * collection after its cutoff) is a line saying when it opens, without a button, so no customer
 * types contact details for a choice the restaurant will refuse. A zone past its ordinary hours
 * is a button (the quote decides its late period, asked at the tap), unless that quote already
 * said it is closed (see zone-check.ts). Disabled zones are not listed.
 */
export const fulfilmentScreen = screen(
  {
    chooseDelivery: numbered('dz', 'CHOOSE_DELIVERY', 'zoneId', zoneTarget),
    choosePickup,
  },
  (kit): View => {
    const { menu } = kit;
    if (!menu) return { text: kit.tr('menu-unavailable'), keyboard: kit.nav() };
    // The hours are the restaurant's: read on its clock, as the machine's guards read them.
    const now = menu.restaurantNow(kit.now);
    const { availability, timezone } = menu;
    const text = [kit.tr('fulfilment-title')];
    const keyboard: Button[][] = [];
    for (const zone of availability.zones) {
      if (!zone.enabled) continue;
      if (!deliveryOffered(availability, timezone, zone.id, now)) {
        text.push(closedZoneLine(kit, zone, now, timezone));
        continue;
      }
      // Past its hours and found closed by this checkout's quote (the zone check): no button.
      if (zoneRefused(kit.context, menu, zone.id, kit.now)) {
        text.push(refusedZoneLine(kit, zone, now, timezone));
        continue;
      }
      text.push(zoneLine(kit, zone, now, timezone));
      keyboard.push([kit.button(`🛵 ${zone.name}`, 'chooseDelivery', zone.id)]);
    }
    const pickup = pickupDisplay(availability.pickup, now, timezone);
    const place = { name: pickup.name, address: pickup.address };
    if (pickupOffered(availability, timezone, now)) {
      text.push(kit.tr('pickup-line', { ...place, opens: pickup.opens, cutoff: pickup.cutoff }));
      keyboard.push([kit.button(kit.tr('btn-pickup'), 'choosePickup')]);
    } else {
      text.push(
        kit.tr('pickup-closed-line', { ...place, opens: opensText(kit, pickup.opensNext) }),
      );
    }
    text.push(kit.tr('hours-time-zone', timeZoneWords(kit, kit.now, timezone)));
    text.push(kit.tr(keyboard.length === 0 ? 'fulfilment-none-open' : 'quote-decides'));
    return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
  },
);
