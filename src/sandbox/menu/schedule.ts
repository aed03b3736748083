import type { WireZone } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { isOn, toNumber } from './lookup.ts';

/**
 * Opening-hour rules of the sandbox, evaluated in the restaurant time zone (spec "Availability":
 * timezone, days_mask, acceptance_opens/cutoff, pickup days). Delivery has a late period between
 * acceptance_cutoff and a hidden late cutoff; pickup has none. Windows do not cross midnight.
 */

/** A moment as the restaurant sees it: ISO weekday (1 = Monday) and minutes since midnight. */
export interface LocalTime {
  isoWeekday: number;
  minutes: number;
}

/** Where a moment falls for a delivery zone or the pickup location. */
export type WindowState = 'regular' | 'late' | 'closed_day' | 'before_open' | 'after_close';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Local weekday and time of `now` in `timeZone`, through Intl (no host time zone involved). */
export function localTime(now: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    isoWeekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'HH:MM' as minutes since midnight. */
export function hmToMinutes(hm: string): number {
  const [h, m] = hm.split(':');
  return Number(h) * 60 + Number(m);
}

/** The zone's window at `now`; a disabled zone is handled by the caller (it is a 422). */
export function zoneWindow(menu: SandboxMenu, zone: WireZone, now: Date): WindowState {
  const local = localTime(now, menu.timezone);
  // days_mask: Monday=1, Tuesday=2, ... Sunday=64 (spec "Zone").
  if ((toNumber(zone.days_mask) & (1 << (local.isoWeekday - 1))) === 0) return 'closed_day';
  const opens = hmToMinutes(zone.acceptance_opens);
  const cutoff = hmToMinutes(zone.acceptance_cutoff);
  const late = hmToMinutes(
    menu.hidden.lateCutoffByZone.get(toNumber(zone.id)) ?? zone.acceptance_cutoff,
  );
  if (local.minutes < opens) return 'before_open';
  if (local.minutes < cutoff) return 'regular';
  if (local.minutes < late) return 'late';
  return 'after_close';
}

/** The pickup location's window at `now` (ISO weekdays in `days`, spec "Pickup"). */
export function pickupWindow(menu: SandboxMenu, now: Date): WindowState {
  const pickup = menu.availability.pickup;
  const local = localTime(now, menu.timezone);
  if (!pickup.days.some((d) => toNumber(d) === local.isoWeekday)) return 'closed_day';
  if (local.minutes < hmToMinutes(pickup.opens)) return 'before_open';
  if (local.minutes < hmToMinutes(pickup.cutoff)) return 'regular';
  return 'after_close';
}

/** Whether a zone takes orders at all (spec "Zone": enabled 1 on, 0 off). */
export function zoneEnabled(zone: WireZone): boolean {
  return isOn(zone.enabled);
}
