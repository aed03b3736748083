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

/**
 * `hourOfWeek` for many moments: one Intl call per distinct quarter hour (every zone offset in use
 * is a multiple of 15 minutes, so a local hour never begins inside a quarter).
 */
function hoursOfWeek(timeZone: string): (ms: number) => number {
  const seen = new Map<number, number>();
  return (ms) => {
    const slot = Math.floor(ms / (15 * MINUTE));
    let how = seen.get(slot);
    if (how === undefined) {
      how = hourOfWeek(slot * 15 * MINUTE, timeZone);
      seen.set(slot, how);
    }
    return how;
  };
}

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
  band: 'quiet' | 'busy' | 'rush';
  ms: number;
}

/**
 * The groups, narrowest first, by what they keep of a leg: its zone (z), its hour of the week (w)
 * or of the day (d), and always the fulfilment, the start and the load band (except the last,
 * which keeps no band). A leg counts for its own hour and the hours either side (so "at this
 * hour" means within an hour).
 */
const LEVELS = [
  { zone: true, hour: 'w' },
  { zone: false, hour: 'w' },
  { zone: true, hour: 'd' },
  { zone: false, hour: 'd' },
  { zone: false, hour: null },
  { zone: false, hour: null, anyBand: true },
] as const;

const BANDS = ['quiet', 'busy', 'rush'] as const;
const STARTS = ['accepted', 'preparing', 'sent'] as const;
const ZONE_SPAN = 2 ** 32;

/**
 * A group's key as one number (cheap to build and hash: a learning files each leg under up to
 * fourteen keys): the level, fulfilment, start, band and hour, then the zone id below them.
 * Null when the level names a zone and the leg has none (pickup, older rows).
 */
function keyOf(leg: Omit<Leg, 'ms'>, level: number, how: number): number | null {
  const rule = LEVELS[level];
  if (!rule) return null;
  const zone = rule.zone ? leg.zoneId : 0;
  if (zone === undefined || !(Number.isInteger(zone) && zone >= 0 && zone < ZONE_SPAN)) return null;
  const hour = rule.hour === 'w' ? how : rule.hour === 'd' ? how % 24 : 0;
  const band = 'anyBand' in rule ? 0 : BANDS.indexOf(leg.band) + 1;
  const head =
    (((level * 2 + (leg.fulfilment === 'delivery' ? 0 : 1)) * STARTS.length +
      STARTS.indexOf(leg.start)) *
      (BANDS.length + 1) +
      band) *
      HOURS_OF_WEEK +
    hour;
  return head * ZONE_SPAN + zone;
}

/** The value at percentile `p` (nearest rank) of sorted `values`. */
function percentile(values: ArrayLike<number>, p: number): number {
  const rank = Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1));
  return values[rank] ?? 0;
}

/** When each order was active (tracking began → final status), for counting the load. */
function activeSpans(orders: readonly TrackedOrder[]): {
  starts: Float64Array;
  ends: Float64Array;
} {
  const starts = new Float64Array(orders.length);
  const ends = new Float64Array(orders.length);
  for (const [index, order] of orders.entries()) {
    const history = order.history ?? [];
    starts[index] = history[0]?.at ?? order.trackedAt ?? order.createdAt;
    const final = history.find(
      (step) => step.status === 'delivered' || step.status === 'cancelled',
    );
    ends[index] = final ? final.at : order.active ? Number.POSITIVE_INFINITY : order.lastCheckedAt;
  }
  // Typed arrays sort as numbers, without a comparator.
  return { starts: starts.sort(), ends: ends.sort() };
}

/** How many values of sorted `values` are ≤ `t`. */
function countUpTo(values: ArrayLike<number>, t: number): number {
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
  hourAt: (ms: number) => number,
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
      how: hourAt(began),
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
  /** Each group's durations (ms), sorted (a typed array sorts numbers without a comparator). */
  groups: Map<number, Float64Array>;
  /** The orders active when it was learnt (the load of every instance, as the store had it). */
  active: Set<string>;
}

/** Orders learnt, or groups sorted, between two pauses of a stepwise learning. */
const STEP = 250;

/**
 * Learns the model from tracked orders at `now` (legs that began in the last LEARN_WEEKS), one
 * step at a time: the generator pauses after every STEP orders and every STEP groups sorted, so
 * a caller can give the event loop back between steps (a large history takes a few hundred
 * milliseconds in all: never in one piece on a customer's way). Returns the model.
 */
export function* learnSteps(
  orders: readonly TrackedOrder[],
  now: number,
  timeZone: string,
): Generator<void, ArrivalModel> {
  const { starts, ends } = activeSpans(orders);
  yield;
  const activeAt = (t: number) => countUpTo(starts, t) - countUpTo(ends, t);
  const since = now - LEARN_WEEKS * WEEK;
  const hourAt = hoursOfWeek(timeZone);
  const lists = new Map<number, number[]>();
  let count = 0;
  for (const [index, order] of orders.entries()) {
    if (index > 0 && index % STEP === 0) yield;
    for (const leg of legsOf(order, hourAt, activeAt, since)) {
      count += 1;
      for (let level = 0; level < LEVELS.length; level += 1) {
        // A leg counts for its hour and the hours either side (levels that name an hour).
        const hours = LEVELS[level]?.hour ? [leg.how - 1, leg.how, leg.how + 1] : [leg.how];
        for (const how of hours) {
          const key = keyOf(leg, level, (how + HOURS_OF_WEEK) % HOURS_OF_WEEK);
          if (key === null) continue;
          const list = lists.get(key);
          if (list) list.push(leg.ms);
          else lists.set(key, [leg.ms]);
        }
      }
    }
  }
  const groups = new Map<number, Float64Array>();
  for (const [key, list] of lists) {
    if (groups.size > 0 && groups.size % STEP === 0) yield;
    groups.set(key, Float64Array.from(list).sort());
  }
  const active = new Set(orders.filter((o) => o.active).map((o) => o.externalOrderId));
  return { builtAt: now, timeZone, legs: count, groups, active };
}

/** Learns the model in one piece (tests, small histories): `learnSteps` run to its end. */
export function learnArrivals(
  orders: readonly TrackedOrder[],
  now: number,
  timeZone: string,
): ArrivalModel {
  const steps = learnSteps(orders, now, timeZone);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
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
