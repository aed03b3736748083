import type { Availability } from '../domain/menu.ts';
import {
  hhmmToMinutes,
  type IsoWeekday,
  localMomentIn,
  maskHasDay,
  windowPhase,
} from './schedule.ts';

const MINUTE = 60_000;

/**
 * The restaurant's deliveries go on after its last acceptance cutoff (an order taken at 22:29 is
 * delivered around 23:05): its hours for a message of its own run this long past each cutoff.
 */
export const AFTER_CUTOFF_MINUTES = 60;

/** Hours assumed on an open day whose times are not times at all (the spec's free strings). */
const FALLBACK = { opens: '10:00', cutoff: '21:00' } as const;

/** How finely `nextContactTime` looks ahead: the moment it finds is at most this late. */
const STEP_MS = 5 * MINUTE;

const hhmm = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

interface Window {
  isOpenDay: (day: IsoWeekday) => boolean;
  opens: string;
  /** The cutoff moved `AFTER_CUTOFF_MINUTES` later (past midnight reads as the next day). */
  until: string;
}

function windowOf(isOpenDay: Window['isOpenDay'], opens: string, cutoff: string): Window {
  const start = hhmmToMinutes(opens);
  const end = hhmmToMinutes(cutoff);
  if (start === null || end === null) {
    return { isOpenDay, opens: FALLBACK.opens, until: FALLBACK.cutoff };
  }
  // A cutoff at or before the opening is past midnight (schedule.ts); the extended window may
  // cross midnight too, and never covers a whole day.
  const realEnd = end <= start ? end + 1440 : end;
  return { isOpenDay, opens, until: hhmm(Math.min(realEnd + AFTER_CUTOFF_MINUTES, start + 1439)) };
}

function windowsOf(availability: Availability): Window[] {
  const windows = availability.zones
    .filter((zone) => zone.enabled)
    .map((zone) =>
      windowOf(
        (day) => maskHasDay(zone.days_mask, day),
        zone.acceptance_opens,
        zone.acceptance_cutoff,
      ),
    );
  const pickupDays = new Set(availability.pickup.days);
  windows.push(
    windowOf((day) => pickupDays.has(day), availability.pickup.opens, availability.pickup.cutoff),
  );
  return windows;
}

/**
 * Whether the restaurant may write to a customer on its own at `at` (issue 36: the rating's
 * question): inside any enabled zone's or the pickup point's hours on one of its days, from its
 * opening time to `AFTER_CUTOFF_MINUTES` after its cutoff, in the restaurant's time zone. Times
 * that are not times (the spec leaves them free strings) count as 10:00–21:00 on their days, so
 * the answer is never "the whole night".
 */
export function withinContactHours(
  availability: Availability,
  timezone: string,
  at: number,
): boolean {
  const moment = localMomentIn(timezone, new Date(at));
  return windowsOf(availability).some(
    (window) => windowPhase(window.isOpenDay, window.opens, window.until, moment) === 'open',
  );
}

/**
 * The first moment from `from` on (within `STEP_MS`) that is inside the contact hours, no later
 * than `latest`; null when there is none by then. `from` itself when it is inside already.
 */
export function nextContactTime(
  availability: Availability,
  timezone: string,
  from: number,
  latest: number,
): number | null {
  for (let at = from; at <= latest; at += STEP_MS) {
    if (withinContactHours(availability, timezone, at)) return at;
  }
  return null;
}
