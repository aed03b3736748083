import type { ArrivalStart } from '../domain/arrival.ts';
import type { OrderStatus } from '../domain/order.ts';
import type { TrackedOrder } from './tracked-order.ts';

/**
 * The arrival-time model (issue 36 point 1): percentiles of similar past orders, learnt from the
 * tracked orders' own status history (each status with when the bot learnt it, on its clock).
 * A leg runs from a start status to the end of the way: `delivered` for a delivery, `sent`
 * (ready for collection, spec "States and transitions") for a pickup. A leg is alike another
 * by fulfilment, zone, hour of the week (restaurant's time zone) and load (other orders active
 * when it started). The narrowest group with at least MIN_ORDERS legs answers; none: nothing.
 * Pure: built once from a list of orders, asked without touching the store.
 */

/** Fewer similar past orders than this and the model says nothing. */
export const MIN_ORDERS = 8;
/** Orders older than this (weeks) are not learnt from: the kitchen and the roads change. */
export const LEARN_WEEKS = 8;
/** The range shown: from the 20th to the 80th percentile of the group's durations. */
export const LOW_PERCENTILE = 0.2;
export const HIGH_PERCENTILE = 0.8;

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;
const HOURS_OF_WEEK = 7 * 24;

/** The load band of a moment: other orders active then (quiet ≤ 2, busy 3–7, rush ≥ 8). */
export function loadBand(others: number): 'quiet' | 'busy' | 'rush' {
  if (others <= 2) return 'quiet';
  return others <= 7 ? 'busy' : 'rush';
}

/** Where each leg ends for a fulfilment: at the door, or ready at the counter. */
export function endStatus(fulfilment: 'delivery' | 'pickup'): OrderStatus {
  return fulfilment === 'delivery' ? 'delivered' : 'sent';
}

/** The start statuses with a leg for a fulfilment (a pickup is over once it is ready). */
export function startsOf(fulfilment: 'delivery' | 'pickup'): ArrivalStart[] {
  return fulfilment === 'delivery' ? ['accepted', 'preparing', 'sent'] : ['accepted', 'preparing'];
}

/** What an estimate is asked about: the way from `start`, at `at`, with `others` active. */
export interface ArrivalQuery {
  fulfilment: 'delivery' | 'pickup';
  zoneId?: number | undefined;
  start: ArrivalStart;
  at: number;
  others: number;
}

/** A range in minutes and the number of past legs it rests on, with the group that gave it. */
export interface LearntRange {
  fromMinutes: number;
  toMinutes: number;
  orders: number;
  level: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the week (0 = Monday 00:00–01:00) of `ms` in `timeZone`. */
export function hourOfWeek(ms: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(ms);
  const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  return Math.max(0, day) * 24 + hour;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One learnt leg: its duration and what makes it alike another. */
interface Leg {
  fulfilment: 'delivery' | 'pickup';
  zoneId: number | undefined;
  start: ArrivalStart;
  how: number;
  band: string;
  ms: number;
}

/**
 * The groups, narrowest first; `h` is the hour of the week, `d` the hour of the day. A leg
 * counts for its own hour and the hours either side (so "at this hour" means within an hour).
 */
const LEVELS: ((leg: Omit<Leg, 'ms'>, h: number) => string | null)[] = [
  (l, h) => (l.zoneId === undefined ? null : `z${l.zoneId}|${l.band}|w${h}`),
  (l, h) => `${l.band}|w${h}`,
  (l, h) => (l.zoneId === undefined ? null : `z${l.zoneId}|${l.band}|d${h % 24}`),
  (l, h) => `${l.band}|d${h % 24}`,
  (l) => l.band,
  () => 'all',
];

const keyOf = (leg: Omit<Leg, 'ms'>, level: number, how: number): string | null => {
  const part = LEVELS[level]?.(leg, how);
  return part === null || part === undefined ? null : `${leg.fulfilment}|${leg.start}|${part}`;
};

/** The value at percentile `p` (nearest rank) of sorted `values`. */
function percentile(values: readonly number[], p: number): number {
  const rank = Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1));
  return values[rank] ?? 0;
}

/** When each order was active (tracking began → final status), for counting the load. */
function activeSpans(orders: readonly TrackedOrder[]): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const order of orders) {
    const history = order.history ?? [];
    starts.push(history[0]?.at ?? order.trackedAt ?? order.createdAt);
    const final = history.find(
      (step) => step.status === 'delivered' || step.status === 'cancelled',
    );
    ends.push(final ? final.at : order.active ? Number.POSITIVE_INFINITY : order.lastCheckedAt);
  }
  starts.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  return { starts, ends };
}

/** How many values of sorted `values` are ≤ `t`. */
function countUpTo(values: readonly number[], t: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The legs of one order, with the load when each began (`activeAt` counts every order). */
function legsOf(
  order: TrackedOrder,
  timeZone: string,
  activeAt: (t: number) => number,
  since: number,
): Leg[] {
  const history = order.history ?? [];
  const at = (status: OrderStatus) => history.find((step) => step.status === status)?.at;
  const end = at(endStatus(order.fulfilment));
  if (end === undefined || history.some((step) => step.status === 'cancelled')) return [];
  const legs: Leg[] = [];
  for (const start of startsOf(order.fulfilment)) {
    const began = at(start);
    if (began === undefined || began < since || end < began) continue;
    legs.push({
      fulfilment: order.fulfilment,
      zoneId: order.fulfilment === 'delivery' ? order.zoneId : undefined,
      start,
      how: hourOfWeek(began, timeZone),
      // The order itself was active then: the others are one fewer.
      band: loadBand(Math.max(0, activeAt(began) - 1)),
      ms: end - began,
    });
  }
  return legs;
}

/** A learnt model: each group's durations, sorted. */
export interface ArrivalModel {
  builtAt: number;
  timeZone: string;
  /** Legs learnt (all groups together). */
  legs: number;
  groups: Map<string, number[]>;
  /** The orders active when it was learnt (the load of every instance, as the store had it). */
  active: Set<string>;
}

/** Learns the model from tracked orders at `now` (legs that began in the last LEARN_WEEKS). */
export function learnArrivals(
  orders: readonly TrackedOrder[],
  now: number,
  timeZone: string,
): ArrivalModel {
  const { starts, ends } = activeSpans(orders);
  const activeAt = (t: number) => countUpTo(starts, t) - countUpTo(ends, t);
  const since = now - LEARN_WEEKS * WEEK;
  const groups = new Map<string, number[]>();
  let count = 0;
  for (const order of orders) {
    for (const leg of legsOf(order, timeZone, activeAt, since)) {
      count += 1;
      for (let level = 0; level < LEVELS.length; level += 1) {
        // A leg counts for its hour and the hours either side (levels that name an hour).
        const hours = level <= 3 ? [leg.how - 1, leg.how, leg.how + 1] : [leg.how];
        for (const how of hours) {
          const key = keyOf(leg, level, (how + HOURS_OF_WEEK) % HOURS_OF_WEEK);
          if (key === null) continue;
          const list = groups.get(key);
          if (list) list.push(leg.ms);
          else groups.set(key, [leg.ms]);
        }
      }
    }
  }
  for (const list of groups.values()) list.sort((a, b) => a - b);
  const active = new Set(orders.filter((o) => o.active).map((o) => o.externalOrderId));
  return { builtAt: now, timeZone, legs: count, groups, active };
}

/**
 * The range for `query`: the narrowest group with at least MIN_ORDERS legs, its 20th–80th
 * percentiles rounded outwards to 5 minutes (at least 5 minutes wide). Null when none has.
 */
export function askArrivals(model: ArrivalModel, query: ArrivalQuery): LearntRange | null {
  const leg = {
    fulfilment: query.fulfilment,
    zoneId: query.fulfilment === 'delivery' ? query.zoneId : undefined,
    start: query.start,
    how: hourOfWeek(query.at, model.timeZone),
    band: loadBand(query.others),
  };
  for (let level = 0; level < LEVELS.length; level += 1) {
    const key = keyOf(leg, level, leg.how);
    const values = key === null ? undefined : model.groups.get(key);
    if (!values || values.length < MIN_ORDERS) continue;
    const low = Math.max(5, Math.floor(percentile(values, LOW_PERCENTILE) / MINUTE / 5) * 5);
    const high = Math.max(low + 5, Math.ceil(percentile(values, HIGH_PERCENTILE) / MINUTE / 5) * 5);
    return { fromMinutes: low, toMinutes: high, orders: values.length, level };
  }
  return null;
}
