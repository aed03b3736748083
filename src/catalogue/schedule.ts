import type { Availability, Pickup, Zone } from '../domain/menu.ts';
import { readClockTime } from '../partner/schemas/primitives.ts';

/**
 * Opening-hour helpers for display only: they tell a customer which delivery zones and the
 * pickup point normally take orders today. Spec "Availability": ordering_enabled "does not mean
 * every zone is open now", and late and holiday rules are enforced by /quote, so the quote
 * decides; these helpers never block an order. Every time is read in the restaurant's time zone
 * (the catalogue's `timezone`) through Intl, never in the machine's zone.
 */

/** ISO weekday: 1 = Monday … 7 = Sunday (spec "Pickup": days). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A moment as the restaurant sees it. */
export interface LocalMoment {
  isoWeekday: IsoWeekday;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
}

/**
 * Where a moment falls for a zone or the pickup point: `disabled` (zone switched off),
 * `closed_today` (not one of its days), `before_opening`, `open`, `after_cutoff`.
 */
export type WindowPhase = 'disabled' | 'closed_today' | 'before_opening' | 'open' | 'after_cutoff';

const WEEKDAYS: Readonly<Record<string, IsoWeekday>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    // en-US weekday names are stable ASCII keys; h23 avoids "24:00" at midnight.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timezone, format);
  }
  return format;
}

/**
 * The weekday and time of day of `now` in `timezone`. Throws a RangeError for an unknown time
 * zone (Intl's own error), which the catalogue schema makes a sync failure, not a silent UTC.
 */
export function localMomentIn(timezone: string, now: Date): LocalMoment {
  const parts = formatterFor(timezone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const isoWeekday = WEEKDAYS[part('weekday')];
  if (isoWeekday === undefined) throw new RangeError(`no weekday for ${timezone}`);
  return { isoWeekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** The ISO weekday of `now` in `timezone` (23:30 UTC on a Sunday is Monday in Europe/Sofia). */
export function weekdayIn(timezone: string, now: Date): IsoWeekday {
  return localMomentIn(timezone, now).isoWeekday;
}

/** Whether a days_mask includes a weekday (spec "Zone": Monday=1, Tuesday=2, … Sunday=64). */
export function maskHasDay(daysMask: number, day: IsoWeekday): boolean {
  return (daysMask & (1 << (day - 1))) !== 0;
}

/** The weekdays of a days_mask in ascending order, for a "Mon–Fri" style label. */
export function daysFromMask(daysMask: number): IsoWeekday[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).filter((day) => maskHasDay(daysMask, day));
}

/** 'HH:MM' or 'HH:MM:SS' as minutes since midnight; null when the text is not a time. */
export function hhmmToMinutes(hhmm: string): number | null {
  const time = readClockTime(hhmm);
  if (time === null) return null;
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function previousDay(day: IsoWeekday): IsoWeekday {
  return (day === 1 ? 7 : day - 1) as IsoWeekday;
}

/**
 * The phase of a daily window [opens, cutoff) on the given days. A cutoff at or before the
 * opening time is read as past midnight (e.g. 18:00–01:00), so 00:30 still belongs to the
 * previous day's window; the spec does not forbid such hours and a customer should not be told
 * "closed" during them. When either time is not a time at all (the spec leaves the cutoffs
 * and the pickup hours as free strings), only the days decide: the hours are shown as sent and
 * the quote tells the rest.
 */
export function windowPhase(
  isOpenDay: (day: IsoWeekday) => boolean,
  opens: string,
  cutoff: string,
  at: LocalMoment,
): WindowPhase {
  const start = hhmmToMinutes(opens);
  const end = hhmmToMinutes(cutoff);
  if (start === null || end === null) return isOpenDay(at.isoWeekday) ? 'open' : 'closed_today';
  if (end <= start) {
    if (at.minutes < end && isOpenDay(previousDay(at.isoWeekday))) return 'open';
    if (!isOpenDay(at.isoWeekday)) return 'closed_today';
    return at.minutes < start ? 'before_opening' : 'open';
  }
  if (!isOpenDay(at.isoWeekday)) return 'closed_today';
  if (at.minutes < start) return 'before_opening';
  return at.minutes < end ? 'open' : 'after_cutoff';
}

/**
 * When a window that is not open now opens next, as the restaurant's data says: `inDays` 0 is
 * later today, 1 tomorrow; `opens` is the opening time as shown. Null when it has no open day.
 */
export interface NextOpening {
  inDays: number;
  day: IsoWeekday;
  opens: string;
}

/** The next opening after `at` for a window that is not open now (see `NextOpening`). */
export function nextOpening(
  isOpenDay: (day: IsoWeekday) => boolean,
  opens: string,
  at: LocalMoment,
): NextOpening | null {
  const start = hhmmToMinutes(opens);
  if (start !== null && at.minutes < start && isOpenDay(at.isoWeekday)) {
    return { inDays: 0, day: at.isoWeekday, opens };
  }
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const day = (((at.isoWeekday - 1 + inDays) % 7) + 1) as IsoWeekday;
    if (isOpenDay(day)) return { inDays, day, opens };
  }
  return null;
}

/**
 * Whether a zone is offered as a delivery choice now. Closed today (days_mask) and before its
 * opening time it is not; after the ordinary `acceptance_cutoff` it still is, because the late
 * period that follows is the quote's to decide (spec "Zone": "late and holiday rules are
 * enforced by /quote").
 */
export function zoneTakesOrders(shown: Pick<ZoneDisplay, 'phase'>): boolean {
  return shown.phase === 'open' || shown.phase === 'after_cutoff';
}

/** What a zone button or the delivery step shows; amounts are ordinary values, null if unset. */
export interface ZoneDisplay {
  id: number;
  name: string;
  enabled: boolean;
  openToday: boolean;
  phase: WindowPhase;
  days: IsoWeekday[];
  opens: string;
  cutoff: string;
  /** Spec "Zone": ordinary fee; the exact fee comes from /quote. */
  deliveryFeeMinor: number | null;
  /** Null when no minimum is configured (never 0 by default). */
  minimumOrderMinor: number | null;
  /** Null when there is no free-delivery threshold. */
  freeDeliveryOverMinor: number | null;
  /** When it opens next, for a zone enabled but not taking orders now (else null). */
  opensNext: NextOpening | null;
}

/** A zone's display facts at `now` in the restaurant's time zone. */
export function zoneDisplay(zone: Zone, now: Date, timezone: string): ZoneDisplay {
  const at = localMomentIn(timezone, now);
  const isOpenDay = (day: IsoWeekday) => maskHasDay(zone.days_mask, day);
  const phase = zone.enabled
    ? windowPhase(isOpenDay, zone.acceptance_opens, zone.acceptance_cutoff, at)
    : 'disabled';
  return {
    id: zone.id,
    name: zone.name,
    enabled: zone.enabled,
    openToday: zone.enabled && isOpenDay(at.isoWeekday),
    phase,
    opensNext:
      phase === 'closed_today' || phase === 'before_opening'
        ? nextOpening(isOpenDay, zone.acceptance_opens, at)
        : null,
    days: daysFromMask(zone.days_mask),
    opens: zone.acceptance_opens,
    cutoff: zone.acceptance_cutoff,
    deliveryFeeMinor: zone.delivery_fee_minor,
    minimumOrderMinor: zone.minimum_order_minor,
    freeDeliveryOverMinor: zone.free_delivery_over_minor,
  };
}

/** What the pickup step shows; name and address are the restaurant's texts, as they are. */
export interface PickupDisplay {
  name: string;
  address: string;
  openToday: boolean;
  phase: WindowPhase;
  days: IsoWeekday[];
  opens: string;
  cutoff: string;
  /** When it opens next, when it does not take orders now (else null). */
  opensNext: NextOpening | null;
}

function pickupDays(pickup: Pickup): IsoWeekday[] {
  const days = new Set(pickup.days.filter((d): d is IsoWeekday => d >= 1 && d <= 7));
  return [...days].sort((a, b) => a - b);
}

/** The pickup point's display facts at `now` in the restaurant's time zone. */
export function pickupDisplay(pickup: Pickup, now: Date, timezone: string): PickupDisplay {
  const at = localMomentIn(timezone, now);
  const days = pickupDays(pickup);
  const isOpenDay = (day: IsoWeekday) => days.includes(day);
  const phase = windowPhase(isOpenDay, pickup.opens, pickup.cutoff, at);
  return {
    name: pickup.name,
    address: pickup.address,
    openToday: isOpenDay(at.isoWeekday),
    phase,
    // Collection has no late period (its quote period is `pickup`): after the cutoff it is shut.
    opensNext: phase === 'open' ? null : nextOpening(isOpenDay, pickup.opens, at),
    days,
    opens: pickup.opens,
    cutoff: pickup.cutoff,
  };
}

/**
 * Whether the receipt step offers delivery to this zone at `now`: enabled, and taking orders by
 * its days and hours (see `zoneTakesOrders`). The fulfilment screen and the machine's guard read
 * this one rule, so a stale button to a zone that closed is refused the same way.
 */
export function deliveryOffered(
  availability: Availability,
  timezone: string,
  zoneId: number,
  now: Date,
): boolean {
  const zone = availability.zones.find((candidate) => candidate.id === zoneId);
  if (!zone?.enabled) return false;
  return zoneTakesOrders(zoneDisplay(zone, now, timezone));
}

/** Whether the receipt step offers collection at `now` (its days, inside opens..cutoff). */
export function pickupOffered(availability: Availability, timezone: string, now: Date): boolean {
  return pickupDisplay(availability.pickup, now, timezone).phase === 'open';
}
