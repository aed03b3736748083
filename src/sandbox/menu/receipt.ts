import type { ParsedChoice } from '../validation.ts';
import type { WireQuoteChoice, WireQuoteLocation } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { formatEuro, toNumber, toNumberOrNull, zoneById } from './lookup.ts';
import { pickupWindow, type WindowState, zoneEnabled, zoneWindow } from './schedule.ts';

/**
 * The receipt side of a quote: delivery fee, period, schedule and minimum of a zone or of
 * pickup (rules written down in pricing.ts). Warnings are Bulgarian customer-facing text.
 */

/** Everything of a quote that depends on the receipt choice. */
export interface Receipt {
  choice: WireQuoteChoice;
  location: WireQuoteLocation;
  delivery: number;
  period: 'regular' | 'late' | 'pickup';
  scheduleReady: boolean;
  minimum: number | null;
  minimumExclusive: boolean;
  minimumIncludesDelivery: boolean;
  warnings: string[];
}

function closedText(
  place: string,
  state: WindowState,
  opens: string,
  until: string,
): string | null {
  if (state === 'regular' || state === 'late') return null;
  if (state === 'closed_day') return `${place} не приема поръчки днес`;
  return `${place} приема поръчки от ${opens} до ${until}; в момента е затворено`;
}

/**
 * The Bulgarian reason a minimum is not reached, or null when it is (or there is none).
 * `amount` is already the compared amount (with delivery when the zone says so).
 */
export function minimumShortfall(
  minimum: number | null,
  exclusive: boolean,
  amount: number,
): string | null {
  if (minimum === null) return null;
  if (exclusive ? amount > minimum : amount >= minimum) return null;
  const rule = exclusive ? 'трябва да е над' : 'е под';
  return `Поръчката ${rule} минималната сума от ${formatEuro(minimum)} (в момента ${formatEuro(amount)})`;
}

function pickupReceipt(menu: SandboxMenu, now: Date): Receipt {
  const pickup = menu.availability.pickup;
  const closed = closedText(
    `Обектът „${pickup.name}“`,
    pickupWindow(menu, now),
    pickup.opens,
    pickup.cutoff,
  );
  return {
    choice: { fulfilment: 'pickup', zone_id: 0, location_id: 'main', payment: 'cash' },
    location: {
      id: 'main',
      name: pickup.name,
      address: pickup.address,
      opens: pickup.opens,
      cutoff: pickup.cutoff,
    },
    delivery: 0,
    period: 'pickup',
    scheduleReady: closed === null,
    minimum: null,
    minimumExclusive: false,
    minimumIncludesDelivery: false,
    warnings: closed === null ? [] : [closed],
  };
}

/** Builds the receipt part of a quote for a validated choice at `now`. */
export function receiptFor(
  menu: SandboxMenu,
  choice: ParsedChoice,
  subtotal: number,
  now: Date,
): Receipt {
  if (choice.fulfilment === 'pickup') return pickupReceipt(menu, now);
  const { zone, zoneId } = choice;
  const state = zoneWindow(menu, zone, now);
  const late = menu.hidden.lateCutoffByZone.get(zoneId) ?? zone.acceptance_cutoff;
  const warnings: string[] = [];
  const closed = closedText(`Зона „${zone.name}“`, state, zone.acceptance_opens, late);
  if (closed) warnings.push(closed);
  const freeOver = toNumberOrNull(zone.free_delivery_over_minor);
  let delivery =
    freeOver !== null && subtotal >= freeOver ? 0 : (toNumberOrNull(zone.delivery_fee_minor) ?? 0);
  if (state === 'late') {
    delivery += menu.restaurant.lateFeeMinor;
    warnings.push(
      `Късна поръчка след ${zone.acceptance_cutoff}: добавена е такса ${formatEuro(menu.restaurant.lateFeeMinor)}`,
    );
  }
  const rule = menu.hidden.minimumRulesByZone.get(zoneId) ?? {
    exclusive: false,
    includesDelivery: false,
  };
  const minimum = toNumberOrNull(zone.minimum_order_minor);
  const short = minimumShortfall(
    minimum,
    rule.exclusive,
    subtotal + (rule.includesDelivery ? delivery : 0),
  );
  if (short) warnings.push(short);
  return {
    choice: { fulfilment: 'delivery', zone_id: zoneId, location_id: '', payment: 'cash' },
    location: {
      id: zoneId,
      name: zone.name,
      address: '',
      opens: zone.acceptance_opens,
      cutoff: zone.acceptance_cutoff,
    },
    delivery,
    period: state === 'late' ? 'late' : 'regular',
    scheduleReady: closed === null,
    minimum,
    minimumExclusive: rule.exclusive,
    minimumIncludesDelivery: rule.includesDelivery,
    warnings,
  };
}

/**
 * At submission: the Bulgarian reason the quoted receipt is closed now (zone gone, disabled, or
 * outside its window; pickup outside its window), or null when it is open.
 */
export function windowProblem(
  menu: SandboxMenu,
  choice: WireQuoteChoice,
  now: Date,
): string | null {
  if (choice.fulfilment === 'pickup') {
    const pickup = menu.availability.pickup;
    return closedText(
      `Обектът „${pickup.name}“`,
      pickupWindow(menu, now),
      pickup.opens,
      pickup.cutoff,
    );
  }
  const zone = zoneById(menu, choice.zone_id);
  if (!zone || !zoneEnabled(zone)) return 'Зоната за доставка в момента не приема поръчки';
  const late = menu.hidden.lateCutoffByZone.get(toNumber(zone.id)) ?? zone.acceptance_cutoff;
  return closedText(
    `Зона „${zone.name}“`,
    zoneWindow(menu, zone, now),
    zone.acceptance_opens,
    late,
  );
}
