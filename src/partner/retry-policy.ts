/** Options of {@link backoffDelay}; `random` returns [0, 1) like Math.random and is injected. */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  random: () => number;
}

// An injected random that strays outside [0, 1) must not produce negative or oversized waits.
function unit(random: () => number): number {
  const drawn = random();
  return Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1 - Number.EPSILON) : 0;
}

/**
 * Delay before retry number `attempt` (1 = first retry) of a request that is safe to retry
 * (STYLE.md rule 5): capped exponential backoff with full jitter, a uniform integer in
 * [0, min(capMs, baseMs * 2^(attempt - 1))). Full jitter spreads the retries of many callers so
 * they do not hit the partner (and the shared budget) in lockstep after a common failure.
 */
export function backoffDelay(attempt: number, opts: BackoffOptions): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`backoff attempt must be an integer >= 1, got ${attempt}`);
  }
  if (!(opts.baseMs >= 0) || !(opts.capMs >= 0)) {
    throw new RangeError('backoff baseMs and capMs must be >= 0');
  }
  // 2 ** large is Infinity, which min() turns into the cap: no overflow for big attempt counts.
  const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** (attempt - 1));
  return Math.floor(unit(opts.random) * ceiling);
}

const DELAY_SECONDS = /^\d+(?:\.\d+)?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// RFC 9110 §5.6.7: recipients MUST accept all three HTTP-date formats (IMF-fixdate, the
// obsolete RFC 850 form with a two-digit year, and asctime). Weekday names are checked for
// shape only; the date fields decide the time.
const HTTP_DATE_FORMATS = [
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?<day>\d{2}) (?<month>[A-Z][a-z]{2}) (?<year>\d{4}) (?<h>\d{2}):(?<m>\d{2}):(?<s>\d{2}) GMT$/,
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (?<day>\d{2})-(?<month>[A-Z][a-z]{2})-(?<year>\d{2}) (?<h>\d{2}):(?<m>\d{2}):(?<s>\d{2}) GMT$/,
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?<month>[A-Z][a-z]{2}) (?<day>[ \d]\d) (?<h>\d{2}):(?<m>\d{2}):(?<s>\d{2}) (?<year>\d{4})$/,
];

// Builds a UTC time, refusing out-of-range fields (Date.UTC would silently roll 31 Feb over).
function utc(
  year: number,
  monthName: string,
  day: number,
  h: number,
  m: number,
  s: number,
): number | null {
  const month = MONTHS.indexOf(monthName);
  if (month === -1 || h > 23 || m > 59 || s > 60) return null;
  const ms = Date.UTC(year, month, day, h, m, Math.min(s, 59)); // a leap second counts as :59
  return new Date(ms).getUTCDate() === day ? ms : null;
}

// RFC 9110 §5.6.7: a two-digit year more than 50 years in the future means the past century.
function rfc850Year(twoDigits: number, nowMs: number): number {
  const thisYear = new Date(nowMs).getUTCFullYear();
  let year = Math.floor(thisYear / 100) * 100 + twoDigits;
  if (year > thisYear + 50) year -= 100;
  return year;
}

/**
 * Reads an HTTP-date (RFC 9110 §5.6.7: IMF-fixdate, RFC 850, asctime) strictly, as epoch ms;
 * null when it is not one. `nowMs` only places an RFC 850 two-digit year in its century. Used for
 * Retry-After and for the `Date` header that anchors the partner's timestamps (issue 11).
 */
export function parseHttpDate(raw: string, nowMs: number): number | null {
  const value = raw.trim();
  for (const format of HTTP_DATE_FORMATS) {
    const parts = format.exec(value)?.groups;
    if (!parts) continue;
    const year =
      parts.year?.length === 2 ? rfc850Year(Number(parts.year), nowMs) : Number(parts.year);
    return utc(
      year,
      parts.month ?? '',
      Number(parts.day),
      Number(parts.h),
      Number(parts.m),
      Number(parts.s),
    );
  }
  return null;
}

function parseOne(raw: string, nowMs: number, maxDateWaitMs: number): number | null {
  const value = raw.trim();
  // RFC 9110 §10.2.3 allows only whole delay-seconds; a fractional value is accepted anyway
  // (rounded up) because waiting a little longer than asked is harmless, retrying early is not.
  if (DELAY_SECONDS.test(value)) {
    const ms = Math.ceil(Number(value) * 1000);
    return Number.isFinite(ms) ? ms : null;
  }
  const at = parseHttpDate(value, nowMs);
  return at === null ? null : Math.min(maxDateWaitMs, Math.max(0, at - nowMs));
}

/**
 * Reads a Retry-After header (spec "Errors", 429: "honor the Retry-After header") as
 * delay-seconds or an HTTP-date (RFC 9110 §10.2.3) and returns the milliseconds to wait,
 * never negative (a date in the past means "now"). Returns null when absent or unparseable, so
 * the caller falls back to its own backoff. Repeated headers: the longest parseable wait wins.
 * An HTTP-date is a time on the server's clock: `nowMs` should be the server's own now (its
 * `Date` header); when only our clock is known, `maxDateWaitMs` bounds what a skewed server
 * clock can make us wait.
 */
export function parseRetryAfter(
  header: string | string[] | undefined,
  nowMs: number,
  maxDateWaitMs = Number.POSITIVE_INFINITY,
): number | null {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  let longest: number | null = null;
  for (const value of values) {
    const ms = parseOne(value, nowMs, maxDateWaitMs);
    if (ms !== null && (longest === null || ms > longest)) longest = ms;
  }
  return longest;
}

/**
 * The wait after a 429 (spec "Errors": "honor the Retry-After header and add random jitter"):
 * `ms` plus a uniform integer jitter in [0, maxJitterMs). Jitter is only ever added, so the
 * server's minimum is honoured, and it keeps several callers from returning in the same instant.
 */
export function retryAfterWithJitter(ms: number, random: () => number, maxJitterMs = 1000): number {
  if (!Number.isFinite(ms)) throw new RangeError(`retry-after must be finite, got ${ms}`);
  const jitter = Math.floor(unit(random) * Math.max(0, maxJitterMs));
  return Math.ceil(Math.max(0, ms)) + jitter;
}
