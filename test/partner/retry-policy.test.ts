import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  parseRetryAfter,
  retryAfterWithJitter,
} from '../../src/partner/retry-policy.ts';

const fixed = (value: number) => () => value;
const ALMOST_ONE = 0.999_999_9;

describe('backoffDelay', () => {
  const opts = { baseMs: 200, capMs: 5_000 };

  it('doubles the ceiling with each attempt, starting at baseMs for the first retry', () => {
    const ceilings = [1, 2, 3, 4, 5].map((attempt) =>
      backoffDelay(attempt, { ...opts, random: fixed(ALMOST_ONE) }),
    );
    expect(ceilings).toEqual([199, 399, 799, 1_599, 3_199]);
  });

  it('never exceeds capMs, even for very large attempt numbers', () => {
    expect(backoffDelay(6, { ...opts, random: fixed(ALMOST_ONE) })).toBe(4_999);
    expect(backoffDelay(10_000, { ...opts, random: fixed(ALMOST_ONE) })).toBe(4_999);
    expect(backoffDelay(10_000, { ...opts, random: fixed(0.5) })).toBe(2_500);
  });

  it('uses full jitter: anywhere from 0 up to the ceiling, as an integer', () => {
    expect(backoffDelay(3, { ...opts, random: fixed(0) })).toBe(0);
    expect(backoffDelay(3, { ...opts, random: fixed(0.25) })).toBe(200);
    expect(Number.isInteger(backoffDelay(2, { ...opts, random: fixed(0.3333) }))).toBe(true);
  });

  it('clamps a misbehaving random source into range', () => {
    expect(backoffDelay(2, { ...opts, random: fixed(-3) })).toBe(0);
    expect(backoffDelay(2, { ...opts, random: fixed(7) })).toBeLessThan(400);
    expect(backoffDelay(2, { ...opts, random: fixed(Number.NaN) })).toBe(0);
  });

  it('refuses attempt numbers below 1 or fractional', () => {
    expect(() => backoffDelay(0, { ...opts, random: Math.random })).toThrow(RangeError);
    expect(() => backoffDelay(1.5, { ...opts, random: Math.random })).toThrow(RangeError);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2025, 5, 10, 12, 0, 0); // Tue, 10 Jun 2025 12:00:00 GMT

  it('reads delay-seconds as milliseconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 7 ', now)).toBe(7_000);
  });

  it('accepts fractional seconds, rounding up to whole milliseconds', () => {
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
    expect(parseRetryAfter('0.0001', now)).toBe(1);
  });

  it('reads an IMF-fixdate HTTP date as the time left until then', () => {
    expect(parseRetryAfter('Tue, 10 Jun 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 11 Jun 2025 12:00:00 GMT', now)).toBe(86_400_000);
  });

  it('reads the obsolete RFC 850 and asctime date forms too', () => {
    expect(parseRetryAfter('Tuesday, 10-Jun-25 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue Jun 10 12:00:05 2025', now)).toBe(5_000);
    expect(parseRetryAfter('Tue Jun  3 12:00:00 2025', now)).toBe(0);
  });

  it('treats an RFC 850 two-digit year more than 50 years ahead as the past century', () => {
    // '99' would be 2099, more than 50 years after 2025, so it means 1999: already past.
    expect(parseRetryAfter('Friday, 10-Jun-99 12:00:00 GMT', now)).toBe(0);
  });

  it('returns 0 for a date in the past, never a negative wait', () => {
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(0);
  });

  it('returns null when the header is absent', () => {
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter([], now)).toBeNull();
  });

  it.each([
    '',
    '   ',
    'soon',
    '-5',
    '+5',
    '5s',
    '1e3',
    'Infinity',
    'NaN',
    '0x10',
    '1 2',
    '2025-06-10T12:00:30Z',
    'Tue, 10 Jun 2025 12:00:30',
    'Tue, 10 Jun 2025 12:00:30 UTC',
    'Tue, 31 Feb 2025 12:00:30 GMT',
    'Tue, 10 Jun 2025 25:00:00 GMT',
    'Tue, 10 Foo 2025 12:00:30 GMT',
    'Xyz, 10 Jun 2025 12:00:30 GMT',
    '9'.repeat(400),
  ])('returns null for the unparseable value %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeNull();
  });

  it('caps a date-form wait at maxDateWaitMs, but never a delay in seconds', () => {
    // A date a day ahead, read against a clock that may not be the server's (issue 11).
    expect(parseRetryAfter('Wed, 11 Jun 2025 12:00:00 GMT', now, 60_000)).toBe(60_000);
    expect(parseRetryAfter('Tue, 10 Jun 2025 12:00:30 GMT', now, 60_000)).toBe(30_000);
    expect(parseRetryAfter('120', now, 60_000)).toBe(120_000);
  });

  it('takes the longest parseable wait when the header is repeated', () => {
    expect(parseRetryAfter(['3', 'garbage', 'Tue, 10 Jun 2025 12:00:10 GMT'], now)).toBe(10_000);
    expect(parseRetryAfter(['garbage', 'nonsense'], now)).toBeNull();
  });
});

describe('retryAfterWithJitter', () => {
  it('adds between 0 and 1 s of jitter by default, never less than asked', () => {
    expect(retryAfterWithJitter(30_000, fixed(0))).toBe(30_000);
    expect(retryAfterWithJitter(30_000, fixed(0.5))).toBe(30_500);
    expect(retryAfterWithJitter(30_000, fixed(ALMOST_ONE))).toBe(30_999);
  });

  it('scales the jitter to maxJitterMs', () => {
    expect(retryAfterWithJitter(1_000, fixed(0.5), 4_000)).toBe(3_000);
    expect(retryAfterWithJitter(1_000, fixed(0.5), 0)).toBe(1_000);
  });

  it('spreads callers that got the same Retry-After', () => {
    let i = 0;
    const randoms = [0.1, 0.4, 0.7, 0.95];
    const waits = randoms.map(() => retryAfterWithJitter(2_000, () => randoms[i++] ?? 0));
    expect(new Set(waits).size).toBe(randoms.length);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(2_000);
  });

  it('treats a negative wait as 0 and refuses a non-finite one', () => {
    expect(retryAfterWithJitter(-50, fixed(0))).toBe(0);
    expect(() => retryAfterWithJitter(Number.POSITIVE_INFINITY, fixed(0))).toThrow(RangeError);
  });
});
