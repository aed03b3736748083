import { describe, expect, it } from 'vitest';
import type { QuoteResponse } from '../../src/domain/order.ts';
import {
  FALLBACK_QUOTE_VALIDITY_MS,
  MAX_QUOTE_VALIDITY_MS,
  MIN_QUOTE_VALIDITY_MS,
  QUOTE_SAFETY_MARGIN_MS,
  quoteDeadline,
  quoteValidityMs,
  serverNow,
} from '../../src/partner/server-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The restaurant's now when it answered, on its own clock. */
const SERVER_NOW = Date.parse('2026-11-23T10:00:00Z');
const DATE_HEADER = 'Mon, 23 Nov 2026 10:00:00 GMT';
const EXPIRES_AT = '2026-11-23T10:15:00Z';

function quote(expiresAt: string, serverDate?: string | null) {
  const response = { quote: {}, quote_token: 't', expires_at: expiresAt } as QuoteResponse;
  return serverDate === undefined ? response : { ...response, serverDate };
}

describe('a quote deadline measured on one clock', () => {
  it('is the receipt time plus expires_at − Date, less the margin for the trip', () => {
    expect(quoteValidityMs(EXPIRES_AT, DATE_HEADER)).toBe(15 * MINUTE - QUOTE_SAFETY_MARGIN_MS);
    const receivedAt = 1_000_000;
    expect(quoteDeadline(quote(EXPIRES_AT, DATE_HEADER), receivedAt)).toBe(
      receivedAt + 15 * MINUTE - QUOTE_SAFETY_MARGIN_MS,
    );
  });

  it.each([
    ['3 hours behind', -3 * HOUR],
    ['3 hours ahead of', 3 * HOUR],
    ['a day behind', -24 * HOUR],
    ['a day ahead of', 24 * HOUR],
  ])('gives the same deadline when the restaurant clock is %s ours', (_name, skew) => {
    // The bot receives the answer at SERVER_NOW - skew on its own clock.
    const receivedAt = SERVER_NOW - skew;
    const deadline = quoteDeadline(quote(EXPIRES_AT, DATE_HEADER), receivedAt);
    expect(deadline - receivedAt).toBe(15 * MINUTE - QUOTE_SAFETY_MARGIN_MS);
    // A naive check against expires_at would call it expired (behind) or valid for hours (ahead).
    expect(deadline).toBeGreaterThan(receivedAt + 14 * MINUTE);
  });

  it('falls back to a short fixed validity when the Date header is missing', () => {
    expect(quoteValidityMs(EXPIRES_AT, undefined)).toBe(FALLBACK_QUOTE_VALIDITY_MS);
    expect(quoteValidityMs(EXPIRES_AT, null)).toBe(FALLBACK_QUOTE_VALIDITY_MS);
    expect(quoteDeadline(quote(EXPIRES_AT), 5_000)).toBe(5_000 + FALLBACK_QUOTE_VALIDITY_MS);
  });

  it.each([
    'garbage',
    '',
    '1700000000',
    '2026-11-23T10:00:00Z', // RFC 3339 is not an HTTP-date
    'Mon, 31 Nov 2026 10:00:00 GMT', // no 31 November
    'Mon, 23 Nov 2026 25:00:00 GMT',
  ])('falls back when the Date header is unreadable: %j', (header) => {
    expect(quoteValidityMs(EXPIRES_AT, header)).toBe(FALLBACK_QUOTE_VALIDITY_MS);
  });

  it('falls back when expires_at itself is unreadable', () => {
    expect(quoteValidityMs('soon', DATE_HEADER)).toBe(FALLBACK_QUOTE_VALIDITY_MS);
  });

  it('never treats a quote received moments ago as expired, even if the server says so', () => {
    expect(quoteValidityMs('2026-11-23T09:50:00Z', DATE_HEADER)).toBe(MIN_QUOTE_VALIDITY_MS);
    expect(quoteValidityMs('2026-11-23T10:00:10Z', DATE_HEADER)).toBe(MIN_QUOTE_VALIDITY_MS);
  });

  it('does not believe a span longer than twice the documented validity', () => {
    expect(quoteValidityMs('2026-11-24T10:00:00Z', DATE_HEADER)).toBe(MAX_QUOTE_VALIDITY_MS);
  });

  it('reads every HTTP-date form of the Date header', () => {
    expect(serverNow(DATE_HEADER, SERVER_NOW)).toBe(SERVER_NOW);
    expect(serverNow('Monday, 23-Nov-26 10:00:00 GMT', SERVER_NOW)).toBe(SERVER_NOW);
    expect(serverNow('Mon Nov 23 10:00:00 2026', SERVER_NOW)).toBe(SERVER_NOW);
    expect(serverNow(` ${DATE_HEADER} `, SERVER_NOW)).toBe(SERVER_NOW);
  });
});
