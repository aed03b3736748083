import { dateStyle, intlLocale } from '../../locale/locale.ts';
import type { Words } from './describe.ts';

/**
 * When an order was placed, as a customer reads it: "today 12:05", "yesterday 19:40", "21.11
 * 18:30" (or "21 Nov 18:30"), with the year when it is not this year's. Read in the restaurant's
 * time zone (the catalogue's `timezone`) through Intl, never in the machine's zone; "today" is
 * the day of `now`, the bot's clock. The time is the bot's when the chat recorded the order
 * (older summaries: the restaurant's `created_at`).
 */

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The calendar day of `ms` in `timeZone` as days since the epoch (comparable, DST-proof). */
function dayNumber(ms: number, timeZone: string): number {
  // en-CA formats dates as YYYY-MM-DD.
  const date = formatIn('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(ms)
    .split('-')
    .map(Number);
  return Date.UTC(date[0] ?? 1970, (date[1] ?? 1) - 1, date[2] ?? 1) / DAY_MS;
}

function yearIn(ms: number, timeZone: string): string {
  return formatIn('en-CA', timeZone, { year: 'numeric' }).format(ms);
}

/**
 * The placing time of an order in words. Without a catalogue (no time zone known yet) the time
 * is shown in UTC and says so; a record time that does not parse is shown as it came.
 */
export function orderTime(
  words: Words,
  createdAt: string,
  now: number,
  timeZone: string | undefined,
): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return createdAt;
  const zone = timeZone ?? 'UTC';
  const locale = intlLocale(words.locale);
  const clock = formatIn(locale, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const time = timeZone === undefined ? `${clock.format(at)} UTC` : clock.format(at);
  const days = dayNumber(now, zone) - dayNumber(at, zone);
  // A restaurant clock ahead of ours can date an order just past our midnight: still today.
  if (days <= 0) return words.tr('order-when-today', { time });
  if (days === 1) return words.tr('order-when-yesterday', { time });
  const sameYear = yearIn(at, zone) === yearIn(now, zone);
  const date = formatIn(
    locale,
    zone,
    dateStyle(words.locale) === 'numeric'
      ? { day: '2-digit', month: '2-digit', ...(sameYear ? {} : { year: 'numeric' }) }
      : { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) },
  ).format(at);
  return words.tr('order-when-date', { date, time });
}

function zonePart(locale: string, zone: string, at: number, style: 'longGeneric' | 'shortOffset') {
  return (
    formatIn(locale, zone, { timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/**
 * The restaurant's time zone as the chat's language names it, for the screens that show its
 * hours: "Eastern European Time" / "Osteuropäische Zeit", and today's offset, "GMT+2". Every
 * time the bot shows is the restaurant's (the catalogue's `timezone`), so a customer whose phone
 * is on another clock reads it right.
 */
export function timeZoneWords(
  words: Words,
  now: number,
  timeZone: string,
): { zone: string; offset: string } {
  const locale = intlLocale(words.locale);
  return {
    zone: zonePart(locale, timeZone, now, 'longGeneric'),
    offset: zonePart(locale, timeZone, now, 'shortOffset'),
  };
}

/**
 * A moment as a clock reading in the restaurant's time zone, in the reader's language, with its
 * offset: "14:05:09 GMT+2" (the staff's /health; UTC when no catalogue has named a zone yet).
 */
export function clockTime(words: Words, at: number, timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  const locale = intlLocale(words.locale);
  const clock = formatIn(locale, zone, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${clock} ${timeZone === undefined ? 'UTC' : zonePart(locale, zone, at, 'shortOffset')}`;
}
