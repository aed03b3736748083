import { describe, expect, it } from 'vitest';
import { nextContactTime, withinContactHours } from '../../src/catalogue/contact-hours.ts';
import type { Availability } from '../../src/domain/menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

/*
 * The hours in which the restaurant may write to a customer on its own (issue 36: the rating's
 * question). The demo restaurant takes orders 11:00–22:30 every day (Europe/Sofia, UTC+2 in
 * November); Бояна (zone 3) only Monday to Friday, 12:00–21:30; Банкя (zone 4) is disabled.
 */
const SOFIA = 'Europe/Sofia';
const demo = () => demoMenu().availability;
/** Monday 2026-11-23 at hh:mm in Sofia, as ms. */
const monday = (hhmm: string, dayOffset = 0) =>
  Date.parse(`2026-11-${23 + dayOffset}T${hhmm}:00+02:00`);
const HOUR = 3_600_000;

/** The demo's availability with every window (zones and pickup) at `opens`–`cutoff`. */
function withHours(opens: string, cutoff: string): Availability {
  const availability = demo();
  return {
    ...availability,
    zones: availability.zones.map((zone) => ({
      ...zone,
      acceptance_opens: opens,
      acceptance_cutoff: cutoff,
    })),
    pickup: { ...availability.pickup, opens, cutoff },
  };
}

describe('withinContactHours', () => {
  it('is the opening hours and one hour after the last cutoff (the last deliveries)', () => {
    const hours = demo();
    expect(withinContactHours(hours, SOFIA, monday('10:59'))).toBe(false);
    expect(withinContactHours(hours, SOFIA, monday('11:00'))).toBe(true);
    expect(withinContactHours(hours, SOFIA, monday('22:45'))).toBe(true);
    expect(withinContactHours(hours, SOFIA, monday('23:29'))).toBe(true);
    expect(withinContactHours(hours, SOFIA, monday('23:30'))).toBe(false);
    expect(withinContactHours(hours, SOFIA, monday('03:00', 1))).toBe(false);
  });

  it('keeps a window past midnight, and never the whole night on free-text hours', () => {
    const late = withHours('18:00', '01:00');
    expect(withinContactHours(late, SOFIA, monday('01:30', 1))).toBe(true);
    expect(withinContactHours(late, SOFIA, monday('02:00', 1))).toBe(false);
    expect(withinContactHours(late, SOFIA, monday('12:00'))).toBe(false);
    const words = withHours('по обяд', 'до късно');
    expect(withinContactHours(words, SOFIA, monday('12:00'))).toBe(true);
    expect(withinContactHours(words, SOFIA, monday('03:00', 1))).toBe(false);
    expect(withinContactHours(words, SOFIA, monday('22:00'))).toBe(false);
  });

  it('reads only enabled zones on their days', () => {
    const hours = demo();
    const onlyBoyana: Availability = {
      ...hours,
      zones: hours.zones.filter((zone) => zone.id === 3 || zone.id === 4),
      pickup: { ...hours.pickup, days: [] },
    };
    // Бояна: Monday to Friday 12:00–21:30 (+1 h); Банкя is disabled (its 11:00 does not count).
    expect(withinContactHours(onlyBoyana, SOFIA, monday('11:30'))).toBe(false);
    expect(withinContactHours(onlyBoyana, SOFIA, monday('22:15'))).toBe(true);
    expect(withinContactHours(onlyBoyana, SOFIA, monday('13:00', 5))).toBe(false);
  });
});

describe('nextContactTime', () => {
  it('moves a night moment to the next opening, or gives up past the latest', () => {
    const hours = demo();
    const night = monday('03:05', 1);
    expect(nextContactTime(hours, SOFIA, night, night + 16 * HOUR)).toBe(monday('11:00', 1));
    expect(nextContactTime(hours, SOFIA, night, night + 4 * HOUR)).toBeNull();
    expect(nextContactTime(hours, SOFIA, monday('12:00'), monday('13:00'))).toBe(monday('12:00'));
  });
});
