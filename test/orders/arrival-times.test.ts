import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import {
  askArrivals,
  hourOfWeek,
  learnArrivals,
  learnSteps,
  MIN_ORDERS,
} from '../../src/orders/arrival-model.ts';
import { ArrivalTimes, type EtaOverride } from '../../src/orders/arrival-times.ts';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import type { KeyValue } from '../../src/store/types.ts';
import {
  fridayRushes,
  MONDAY_MIDNIGHT,
  quietLunches,
  recordedOrder,
} from '../support/arrival-histories.ts';

const ZONE = 'Europe/Sofia';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 2026-11-23 12:30 and Friday 2026-11-27 19:30 in Sofia. */
const MONDAY_LUNCH = MONDAY_MIDNIGHT + 12.5 * HOUR;
const FRIDAY_EVENING = MONDAY_MIDNIGHT + 4 * DAY + 19.5 * HOUR;

const delivery = (
  at: number,
  others: number,
  start: 'accepted' | 'preparing' | 'sent' = 'accepted',
) => ({ fulfilment: 'delivery', zoneId: 1, start, at, others }) as const;

describe('the arrival-time model on recorded histories', () => {
  it('reads the hour of the week in the restaurant time zone', () => {
    expect(hourOfWeek(MONDAY_MIDNIGHT, ZONE)).toBe(0);
    expect(hourOfWeek(FRIDAY_EVENING, ZONE)).toBe(4 * 24 + 19);
  });

  it('a quiet lunch: a delivery, what is left once sent, and a pickup, from similar lunches', () => {
    const model = learnArrivals(quietLunches(MONDAY_LUNCH, 4), MONDAY_LUNCH, ZONE);
    // Four Mondays of lunches, each order counted for its hour and the hours either side.
    expect(askArrivals(model, delivery(MONDAY_LUNCH, 1))).toEqual({
      fromMinutes: 35,
      toMinutes: 45,
      orders: 12,
      level: 0,
    });
    expect(askArrivals(model, delivery(MONDAY_LUNCH, 1, 'sent'))).toMatchObject({
      fromMinutes: 15,
      toMinutes: 25,
      level: 0,
    });
    expect(
      askArrivals(model, { fulfilment: 'pickup', start: 'accepted', at: MONDAY_LUNCH, others: 0 }),
    ).toMatchObject({ fromMinutes: 20, toMinutes: 25, level: 1 });
  });

  it('falls back from the narrowest similar group to broader ones, in order', () => {
    const model = learnArrivals(quietLunches(MONDAY_LUNCH, 4), MONDAY_LUNCH, ZONE);
    // Another zone at the same hour: any zone at that hour of the week.
    expect(askArrivals(model, { ...delivery(MONDAY_LUNCH, 1), zoneId: 2 })?.level).toBe(1);
    // A Sunday lunch (no Sunday history): the same zone at that hour on any day.
    expect(askArrivals(model, delivery(MONDAY_LUNCH + 6 * DAY, 1))?.level).toBe(2);
    // Three in the morning: quiet orders of any hour.
    expect(askArrivals(model, delivery(MONDAY_MIDNIGHT + 3 * HOUR, 1))).toMatchObject({
      level: 4,
      fromMinutes: 35,
      toMinutes: 45,
    });
    // A rush the history never saw: every delivery.
    expect(askArrivals(model, delivery(MONDAY_LUNCH, 20))?.level).toBe(5);
  });

  it('a Friday rush: busy evenings take longer than quiet lunches, at that hour and load', () => {
    const orders = [...quietLunches(FRIDAY_EVENING, 4), ...fridayRushes(FRIDAY_EVENING, 4)];
    const model = learnArrivals(orders, FRIDAY_EVENING, ZONE);
    expect(askArrivals(model, delivery(FRIDAY_EVENING, 18))).toMatchObject({
      fromMinutes: 75,
      toMinutes: 90,
      level: 0,
    });
    expect(askArrivals(model, delivery(FRIDAY_EVENING, 18, 'sent'))).toMatchObject({
      fromMinutes: 25,
      toMinutes: 40,
    });
    // Friday lunch, quiet: the lunches, not the rush.
    const lunch = askArrivals(model, delivery(FRIDAY_EVENING - 7 * HOUR, 1));
    expect(lunch).toMatchObject({ fromMinutes: 35, toMinutes: 45, level: 0 });
  });

  it('a new restaurant with no history says nothing, for any order at any hour', () => {
    const model = learnArrivals([], MONDAY_LUNCH, ZONE);
    expect(model.legs).toBe(0);
    expect(askArrivals(model, delivery(MONDAY_LUNCH, 0))).toBeNull();
    expect(askArrivals(model, delivery(FRIDAY_EVENING, 20, 'sent'))).toBeNull();
    expect(
      askArrivals(model, { fulfilment: 'pickup', start: 'preparing', at: MONDAY_LUNCH, others: 0 }),
    ).toBeNull();
  });

  it(`says nothing under ${MIN_ORDERS} similar orders and answers from ${MIN_ORDERS}`, () => {
    const week = MONDAY_MIDNIGHT - 7 * DAY;
    const orders = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        recordedOrder(`o${i}`, week + i * DAY, 'delivery', {
          preparing: 5,
          sent: 15,
          delivered: 20,
        }),
      );
    const ask = (count: number) =>
      askArrivals(learnArrivals(orders(count), MONDAY_LUNCH, ZONE), delivery(MONDAY_LUNCH, 0));
    expect(ask(MIN_ORDERS - 1)).toBeNull();
    expect(ask(MIN_ORDERS)).toMatchObject({ fromMinutes: 40, toMinutes: 45, orders: MIN_ORDERS });
  });

  it('learns a large history in steps (the event loop is given back between them), to the same model', () => {
    const orders = [...quietLunches(FRIDAY_EVENING, 8), ...fridayRushes(FRIDAY_EVENING, 8)];
    const steps = learnSteps(orders, FRIDAY_EVENING, ZONE);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    // One pause after the load count, one every 250 orders, one every 250 groups sorted.
    expect(orders.length).toBe(480);
    expect(pauses).toBeGreaterThanOrEqual(2);
    const whole = learnArrivals(orders, FRIDAY_EVENING, ZONE);
    expect(step.value.legs).toBe(whole.legs);
    expect([...step.value.groups.keys()]).toEqual([...whole.groups.keys()]);
    expect(askArrivals(step.value, delivery(FRIDAY_EVENING, 18))).toEqual(
      askArrivals(whole, delivery(FRIDAY_EVENING, 18)),
    );
  });

  it('learns nothing from cancelled orders, unfinished ones or orders older than eight weeks', () => {
    const lunches = quietLunches(MONDAY_LUNCH, 2);
    const cancelled = lunches.map((order) => ({
      ...order,
      history: [
        ...(order.history ?? []).slice(0, 2),
        { status: 'cancelled' as const, at: order.createdAt + HOUR },
      ],
    }));
    const unfinished = lunches.map((order) => ({ ...order, history: order.history?.slice(0, 3) }));
    const old = quietLunches(MONDAY_LUNCH - 9 * 7 * DAY, 4);
    for (const orders of [cancelled, unfinished, old]) {
      const model = learnArrivals(orders, MONDAY_LUNCH, ZONE);
      expect(askArrivals(model, delivery(MONDAY_LUNCH, 0))).toBeNull();
    }
  });
});

/** A key-value namespace in memory that counts its full listings (store scans). */
function memory<T>(): KeyValue<T> & { scans: number; rows: Map<string, T> } {
  const rows = new Map<string, T>();
  const kv = {
    rows,
    scans: 0,
    get: async (key: string) => rows.get(key),
    set: async (key: string, value: T) => {
      rows.set(key, value);
    },
    delete: async (key: string) => rows.delete(key),
    async *entries(): AsyncIterable<[string, T]> {
      kv.scans += 1;
      yield* [...rows];
    },
  };
  return kv;
}

describe('arrival times of one restaurant', () => {
  const setup = (
    orders: TrackedOrder[],
    now = MONDAY_LUNCH,
    // null: no count of its own (several instances), the store's as last learnt.
    activeNow: (() => number) | null = () => 1,
  ) => {
    const clock = new ManualClock(now);
    const tracked = memory<TrackedOrder>();
    for (const order of orders) tracked.rows.set(order.externalOrderId, order);
    const settings = memory<EtaOverride>();
    const times = new ArrivalTimes({
      orders: tracked,
      settings,
      clock,
      timeZone: () => ZONE,
      activeNow: activeNow ?? undefined,
      logger: pino({ level: 'silent' }),
    });
    return { clock, tracked, settings, times };
  };
  const receipt = { fulfilment: 'delivery', zone_id: 1, payment: 'cash' } as const;

  it('scans the store once per refresh period, never on each estimate', async () => {
    const { clock, tracked, times } = setup(quietLunches(MONDAY_LUNCH, 4));
    for (let i = 0; i < 20; i += 1) {
      expect(await times.forReceipt(receipt)).toMatchObject({ fromMinutes: 35, toMinutes: 45 });
    }
    expect(tracked.scans).toBe(1);
    clock.advance(4 * MINUTE);
    await times.forReceipt(receipt);
    expect(tracked.scans).toBe(1);
    clock.advance(MINUTE);
    await times.forReceipt(receipt);
    await times.forReceipt(receipt);
    expect(tracked.scans).toBe(2);
  });

  it('several instances: counts the load from the store, as it was when the model was learnt', async () => {
    const history = [...quietLunches(MONDAY_LUNCH, 4), ...fridayRushes(MONDAY_LUNCH, 4)];
    const quiet = setup(history, MONDAY_LUNCH, null);
    expect(await quiet.times.forReceipt(receipt)).toMatchObject({ fromMinutes: 35, toMinutes: 45 });
    // Ten orders active in the store (whichever instance took them): a rush, as on Fridays.
    const busy = Array.from({ length: 10 }, (_, i) => ({
      ...recordedOrder(`open-${i}`, MONDAY_LUNCH - i * MINUTE, 'delivery', {
        preparing: 5,
        sent: 15,
        delivered: 15,
      }),
      status: 'accepted' as const,
      active: true,
      history: [{ status: 'accepted' as const, at: MONDAY_LUNCH - i * MINUTE }],
    }));
    const rush = setup([...history, ...busy], MONDAY_LUNCH, null);
    expect(await rush.times.forReceipt(receipt)).toMatchObject({ fromMinutes: 75, toMinutes: 90 });
    // One of them asks about itself: nine others, still a rush.
    const [open] = busy;
    expect(await rush.times.forOrder(open as TrackedOrder)).toMatchObject({ fromMinutes: 75 });
  });

  it('two instances on one store: /eta set through one is used by the other at once', async () => {
    const one = setup([]);
    const other = new ArrivalTimes({
      orders: one.tracked,
      settings: one.settings,
      clock: one.clock,
      timeZone: () => ZONE,
      logger: pino({ level: 'silent' }),
    });
    expect(await other.forReceipt(receipt)).toBeNull();
    await one.times.setOverride(90);
    expect(await other.forReceipt(receipt)).toMatchObject({ toMinutes: 90, source: 'staff' });
    await other.clearOverride();
    expect(await one.times.forReceipt(receipt)).toBeNull();
  });

  it('says nothing for a new restaurant until the staff set /eta, then the staff figure', async () => {
    const { times } = setup([]);
    expect(await times.forReceipt(receipt)).toBeNull();
    await times.setOverride(60);
    expect(await times.forReceipt(receipt)).toEqual({
      fromMinutes: 45,
      toMinutes: 60,
      source: 'staff',
    });
  });

  it('uses /eta for what is left of an order and lapses at the restaurant midnight', async () => {
    const lunches = quietLunches(MONDAY_LUNCH, 4);
    const { clock, times } = setup(lunches);
    await times.setOverride(60);
    const order = {
      ...recordedOrder('now', MONDAY_LUNCH - 20 * MINUTE, 'delivery', {
        preparing: 5,
        sent: 15,
        delivered: 15,
      }),
      status: 'sent' as const,
      active: true,
    };
    // Twenty minutes after acceptance: forty are left of the staff's sixty.
    expect(await times.forOrder(order)).toEqual({
      fromMinutes: 25,
      toMinutes: 40,
      source: 'staff',
    });
    // Past the staff's figure: the history's own figure for what is left once sent.
    clock.advance(45 * MINUTE);
    expect(await times.forOrder(order)).toMatchObject({ source: 'history', fromMinutes: 15 });
    // Delivered: nothing is left to estimate.
    expect(await times.forOrder({ ...order, status: 'delivered', active: false })).toBeNull();
    // Midnight in Sofia ends the business day it was set on.
    clock.set(MONDAY_MIDNIGHT + DAY - MINUTE);
    expect((await times.override())?.minutes).toBe(60);
    clock.set(MONDAY_MIDNIGHT + DAY);
    expect(await times.override()).toBeNull();
    expect(await times.forReceipt(receipt)).toMatchObject({ source: 'history' });
    await times.setOverride(30);
    await times.clearOverride();
    expect(await times.override()).toBeNull();
  });
});
