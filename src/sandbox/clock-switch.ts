/**
 * The `--clock` switch of `npm run sandbox`. The standalone sandbox runs at real speed, but from
 * a business time the integrator chooses, so its restaurant can be open whenever it is tried:
 * - `noon`: today at 12:00 in the restaurant's time zone (every demo zone and pickup is open);
 * - an RFC 3339 moment with its offset, e.g. `2026-11-26T19:00+02:00` (or `Z`);
 * - a shift from the real time like the demo's offset: `+3h`, `-90m`, `+1d2h30m`, `+45s`.
 * The result is the business time at start; the clock then runs from it (see `offsetClock`).
 */
export function parseClockSwitch(value: string, realNow: number, timezone: string): number {
  const text = value.trim();
  if (text === 'noon') return localNoon(realNow, timezone);
  const shift = /^([+-])((?:\d+[dhms])+)$/.exec(text);
  if (shift?.[1] && shift[2]) {
    const units: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };
    let ms = 0;
    for (const [, amount, unit] of shift[2].matchAll(/(\d+)([dhms])/g))
      ms += Number(amount) * (units[unit ?? 's'] ?? 0);
    return realNow + (shift[1] === '-' ? -ms : ms);
  }
  // A moment must say its offset: read in the machine's zone it would mean another time.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) {
    const at = Date.parse(text);
    if (!Number.isNaN(at)) return at;
  }
  throw new Error(
    `--clock must be "noon", a moment like 2026-11-26T19:00+02:00, or a shift like +3h or -90m; got "${value}"`,
  );
}

/** Offset of `timezone` from UTC at `at`, in ms (Sofia in winter: +2 h). */
function zoneOffsetMs(at: number, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Today (in `timezone`) at 12:00 local time, as an instant. */
export function localNoon(realNow: number, timezone: string): number {
  const local = new Date(realNow + zoneOffsetMs(realNow, timezone));
  const noonAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 12);
  // The offset at noon itself (a DST change at night does not move noon).
  return noonAsUtc - zoneOffsetMs(noonAsUtc - zoneOffsetMs(noonAsUtc, timezone), timezone);
}
