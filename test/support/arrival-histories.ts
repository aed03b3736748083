import type { OrderStatus } from '../../src/domain/order.ts';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';

/*
 * Recorded histories for the arrival-time tests (issue 36): tracked orders as the status tracker
 * stores them, each status with when the bot learnt it, laid out on the restaurant's own clock
 * (Europe/Sofia, UTC+2 in November). Deterministic: the spread of each stretch comes from the
 * order's index, never from a random draw.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Monday 2026-11-23 00:00 in Sofia (22:00 UTC the day before). */
export const MONDAY_MIDNIGHT = Date.parse('2026-11-22T22:00:00Z');

/** One recorded order: placed at `at`, each stretch in minutes (accepted→preparing→sent→delivered). */
export function recordedOrder(
  id: string,
  at: number,
  fulfilment: 'delivery' | 'pickup',
  stretches: { preparing: number; sent: number; delivered: number },
  zoneId = 1,
): TrackedOrder {
  const preparing = at + stretches.preparing * MINUTE;
  const sent = preparing + stretches.sent * MINUTE;
  const delivered = sent + stretches.delivered * MINUTE;
  const history: { status: OrderStatus; at: number }[] = [
    { status: 'accepted', at },
    { status: 'preparing', at: preparing },
    { status: 'sent', at: sent },
    { status: 'delivered', at: delivered },
  ];
  return {
    externalOrderId: id,
    chatId: null,
    orderNumber: id,
    status: 'delivered',
    statusLabel: '',
    fulfilment,
    ...(fulfilment === 'delivery' ? { zoneId } : {}),
    totalMinor: 2_000,
    createdAt: at,
    lastCheckedAt: delivered,
    readAt: delivered,
    active: false,
    trackedAt: at,
    polls: 4,
    failures: 0,
    history,
  };
}

/**
 * Quiet lunches: on each weekday of the `weeks` weeks before `before`, an order every 20 minutes
 * from 12:00 to 13:40 (at most two at a time), alternately delivered to zone 1 and collected.
 * Delivery takes 35–43 min from acceptance (5 + 15 + 15–23), a pickup is ready in 20–24.
 */
export function quietLunches(before: number, weeks: number): TrackedOrder[] {
  const orders: TrackedOrder[] = [];
  const firstMonday = MONDAY_MIDNIGHT - weeks * 7 * DAY;
  for (let day = 0; day < weeks * 7; day += 1) {
    if (day % 7 >= 5) continue;
    for (let slot = 0; slot < 6; slot += 1) {
      const at = firstMonday + day * DAY + 12 * 60 * MINUTE + slot * 20 * MINUTE;
      if (at >= before) continue;
      const n = orders.length;
      const delivery = slot % 2 === 0;
      orders.push(
        recordedOrder(`lunch-${n}`, at, delivery ? 'delivery' : 'pickup', {
          preparing: 5,
          sent: delivery ? 15 : 15 + (n % 3) * 2,
          delivered: 15 + (n % 5) * 2,
        }),
      );
    }
  }
  return orders;
}

/**
 * Friday rushes: on each Friday of the `weeks` weeks before `before`, an order every 4 minutes
 * from 19:00 to 20:56 (about twenty at a time), all delivered to zone 1. Delivery takes 75–91
 * min from acceptance (15 + 35 + 25–41), the last stretch 25–41.
 */
export function fridayRushes(before: number, weeks: number): TrackedOrder[] {
  const orders: TrackedOrder[] = [];
  const firstMonday = MONDAY_MIDNIGHT - weeks * 7 * DAY;
  for (let week = 0; week < weeks; week += 1) {
    for (let slot = 0; slot < 30; slot += 1) {
      const at = firstMonday + (week * 7 + 4) * DAY + 19 * 60 * MINUTE + slot * 4 * MINUTE;
      if (at >= before) continue;
      const n = orders.length;
      orders.push(
        recordedOrder(`rush-${n}`, at, 'delivery', {
          preparing: 15,
          sent: 35,
          delivered: 25 + (n % 9) * 2,
        }),
      );
    }
  }
  return orders;
}
