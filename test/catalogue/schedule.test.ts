import { beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import {
  daysFromMask,
  localMomentIn,
  maskHasDay,
  pickupDisplay,
  weekdayIn,
  windowPhase,
  zoneDisplay,
} from '../../src/catalogue/schedule.ts';
import type { Zone } from '../../src/domain/menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

const SOFIA = 'Europe/Sofia';
// 2026-11-22 is a Sunday; Sofia is UTC+2 in winter and UTC+3 in summer.
const SUNDAY_2330_UTC = new Date('2026-11-22T23:30:00Z');
const SUNDAY_2000_UTC = new Date('2026-11-22T20:00:00Z');
const SATURDAY_NOON_SOFIA = new Date('2026-11-21T10:00:00Z');
const MONDAY_0800_SOFIA = new Date('2026-11-23T06:00:00Z');
const MONDAY_1200_SOFIA = new Date('2026-11-23T10:00:00Z');
const MONDAY_2300_SOFIA = new Date('2026-11-23T21:00:00Z');

let menu: Menu;
const zone = (id: number): Zone => {
  const found = menu.availability.zones.find((z) => z.id === id);
  if (!found) throw new Error(`demo zone ${id} missing`);
  return found;
};

beforeAll(() => {
  menu = demoMenu();
});

describe('weekdayIn', () => {
  it('reads the weekday in the restaurant time zone, not in UTC or the machine zone', () => {
    expect(SUNDAY_2330_UTC.getUTCDay()).toBe(0);
    expect(weekdayIn(SOFIA, SUNDAY_2330_UTC)).toBe(1);
    expect(weekdayIn('UTC', SUNDAY_2330_UTC)).toBe(7);
    expect(localMomentIn(SOFIA, SUNDAY_2330_UTC)).toEqual({ isoWeekday: 1, minutes: 90 });
  });

  it('follows summer time', () => {
    const summerSunday = new Date('2026-07-05T21:30:00Z');
    expect(summerSunday.getUTCDay()).toBe(0);
    expect(localMomentIn(SOFIA, summerSunday)).toEqual({ isoWeekday: 1, minutes: 30 });
    expect(weekdayIn(SOFIA, new Date('2026-07-05T20:59:00Z'))).toBe(7);
  });

  it('writes local midnight as minute 0', () => {
    expect(localMomentIn(SOFIA, new Date('2026-11-22T22:00:00Z'))).toEqual({
      isoWeekday: 1,
      minutes: 0,
    });
  });
});

describe('days_mask', () => {
  it('maps Monday=1 … Sunday=64', () => {
    expect(daysFromMask(31)).toEqual([1, 2, 3, 4, 5]);
    expect(daysFromMask(127)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(daysFromMask(64 + 1)).toEqual([1, 7]);
    expect(maskHasDay(64, 7)).toBe(true);
    expect(maskHasDay(64, 6)).toBe(false);
  });
});

describe('a zone open today', () => {
  const openToday = (id: number, now: Date, timezone: string) =>
    zoneDisplay(zone(id), now, timezone).openToday;

  it('uses the Sofia date: Sunday 23:30 UTC is already a weekday for a Mon–Fri zone', () => {
    // Zone 3 (Бояна) delivers Monday to Friday only (days_mask 31).
    expect(openToday(3, SUNDAY_2330_UTC, SOFIA)).toBe(true);
    expect(openToday(3, SUNDAY_2000_UTC, SOFIA)).toBe(false);
    expect(openToday(3, SUNDAY_2330_UTC, 'UTC')).toBe(false);
  });

  it('is false for a disabled zone on any day', () => {
    expect(zone(4).enabled).toBe(false);
    expect(openToday(4, MONDAY_1200_SOFIA, SOFIA)).toBe(false);
  });
});

describe('zoneDisplay', () => {
  it('gives the ordinary amounts as numbers, and null where none is configured', () => {
    expect(zoneDisplay(zone(2), MONDAY_1200_SOFIA, SOFIA)).toEqual({
      id: 2,
      name: 'Лозенец',
      enabled: true,
      openToday: true,
      phase: 'open',
      days: [1, 2, 3, 4, 5, 6, 7],
      opens: '11:00',
      cutoff: '22:30',
      deliveryFeeMinor: 350,
      minimumOrderMinor: 2000,
      freeDeliveryOverMinor: 4000,
      opensNext: null,
    });
    const student = zoneDisplay(zone(5), MONDAY_1200_SOFIA, SOFIA);
    expect(student.minimumOrderMinor).toBeNull();
    expect(student.freeDeliveryOverMinor).toBeNull();
    expect(student.deliveryFeeMinor).toBe(300);
  });

  it('tells where the local time falls in the acceptance window', () => {
    expect(zoneDisplay(zone(1), MONDAY_0800_SOFIA, SOFIA).phase).toBe('before_opening');
    expect(zoneDisplay(zone(1), MONDAY_1200_SOFIA, SOFIA).phase).toBe('open');
    expect(zoneDisplay(zone(1), MONDAY_2300_SOFIA, SOFIA).phase).toBe('after_cutoff');
    expect(zoneDisplay(zone(3), SATURDAY_NOON_SOFIA, SOFIA)).toMatchObject({
      openToday: false,
      phase: 'closed_today',
      // Бояна works Monday to Friday from 12:00: next Monday, in two days.
      opensNext: { inDays: 2, day: 1, opens: '12:00' },
    });
    expect(zoneDisplay(zone(1), MONDAY_0800_SOFIA, SOFIA).opensNext).toEqual({
      inDays: 0,
      day: 1,
      opens: '11:00',
    });
    // After the ordinary cutoff the late period is the quote's: nothing to announce.
    expect(zoneDisplay(zone(1), MONDAY_2300_SOFIA, SOFIA).opensNext).toBeNull();
    expect(zoneDisplay(zone(4), MONDAY_1200_SOFIA, SOFIA)).toMatchObject({
      enabled: false,
      openToday: false,
      phase: 'disabled',
    });
  });
});

describe('windowPhase', () => {
  const fridayOnly = (day: number) => day === 5;

  it('reads a cutoff before the opening time as past midnight', () => {
    expect(windowPhase(fridayOnly, '18:00', '01:00', { isoWeekday: 5, minutes: 17 * 60 })).toBe(
      'before_opening',
    );
    expect(windowPhase(fridayOnly, '18:00', '01:00', { isoWeekday: 5, minutes: 23 * 60 })).toBe(
      'open',
    );
    expect(windowPhase(fridayOnly, '18:00', '01:00', { isoWeekday: 6, minutes: 30 })).toBe('open');
    expect(windowPhase(fridayOnly, '18:00', '01:00', { isoWeekday: 6, minutes: 120 })).toBe(
      'closed_today',
    );
  });

  it('closes at the cutoff minute itself', () => {
    expect(
      windowPhase(fridayOnly, '11:00', '22:30', { isoWeekday: 5, minutes: 22 * 60 + 29 }),
    ).toBe('open');
    expect(
      windowPhase(fridayOnly, '11:00', '22:30', { isoWeekday: 5, minutes: 22 * 60 + 30 }),
    ).toBe('after_cutoff');
  });

  it('reads HH:MM:SS times, and decides by the days alone when a time is not a time', () => {
    const late = { isoWeekday: 5, minutes: 22 * 60 + 45 } as const;
    expect(windowPhase(fridayOnly, '11:00:00', '22:30:00', late)).toBe('after_cutoff');
    expect(windowPhase(fridayOnly, '11:00', '', late)).toBe('open');
    expect(windowPhase(fridayOnly, 'по договаряне', '22:30', { ...late, isoWeekday: 4 })).toBe(
      'closed_today',
    );
  });
});

describe('pickup', () => {
  it('normalizes the ISO days and shows the restaurant texts as they are', () => {
    const pickup = menu.availability.pickup;
    expect(pickupDisplay(pickup, MONDAY_1200_SOFIA, SOFIA)).toEqual({
      name: 'Пицария „Под липите“',
      address: 'София, ул. „Оборище“ 42',
      openToday: true,
      phase: 'open',
      days: [1, 2, 3, 4, 5, 6, 7],
      opens: '11:00',
      cutoff: '22:30',
      opensNext: null,
    });
  });

  it('is closed on a day missing from days, judged by the Sofia date', () => {
    const weekdaysOnly = { ...menu.availability.pickup, days: [5, 1, 2, 3, 4, 3] };
    expect(pickupDisplay(weekdaysOnly, SUNDAY_2330_UTC, SOFIA).openToday).toBe(true);
    const shown = pickupDisplay(weekdaysOnly, SUNDAY_2000_UTC, SOFIA);
    expect(shown).toMatchObject({ days: [1, 2, 3, 4, 5], openToday: false, phase: 'closed_today' });
    expect(pickupDisplay(weekdaysOnly, SUNDAY_2330_UTC, SOFIA).phase).toBe('before_opening');
    expect(shown.opensNext).toEqual({ inDays: 1, day: 1, opens: '11:00' });
    // Collection has no late period: after its cutoff it opens the next day.
    expect(pickupDisplay(weekdaysOnly, MONDAY_2300_SOFIA, SOFIA).opensNext).toEqual({
      inDays: 1,
      day: 2,
      opens: '11:00',
    });
  });
});
