import { parseHttpDate } from './retry-policy.ts';
import type { QuoteResponse } from './schemas/index.ts';

/**
 * The partner's timestamps (`expires_at`, `generated_at`, `created_at`, a Retry-After date) are
 * read on the restaurant's clock, which need not agree with ours (issue 11: a restaurant a
 * quarter of an hour behind made every fresh quote look expired). They are never compared with
 * our clock directly: a span is measured on the server's clock (timestamp − its `Date` header)
 * and laid onto ours from the moment the answer arrived.
 */

/** A quote as the client returns it: the response and the `Date` header it came with. */
export type ReceivedQuote = QuoteResponse & {
  /** The response's raw `Date` header (the server's now); absent or null when not sent. */
  serverDate?: string | null | undefined;
};

/** Kept back from a quote's validity for the trip to /orders and its queueing (a 409 costs more). */
export const QUOTE_SAFETY_MARGIN_MS = 20_000;

/**
 * Validity assumed when the span cannot be measured (no readable `Date`, unreadable
 * `expires_at`): a third of the documented "about 15 minutes" (spec "Limits"). Short on purpose:
 * guessing too long only costs a 409 and one re-quote, but `expires_at` alone, read on our clock,
 * can be off by any skew in either direction, so it is not used at all.
 */
export const FALLBACK_QUOTE_VALIDITY_MS = 5 * 60_000;

/**
 * A quote received moments ago is never treated as expired, whatever the server's span says: at
 * worst the server refuses it (409) and the outbox asks for a fresh one.
 */
export const MIN_QUOTE_VALIDITY_MS = 60_000;

/** A span longer than this is not believed (twice the documented validity). */
export const MAX_QUOTE_VALIDITY_MS = 30 * 60_000;

/** The server's now from a `Date` header, or null when it is missing or not an HTTP-date. */
export function serverNow(dateHeader: string | null | undefined, nearMs: number): number | null {
  if (typeof dateHeader !== 'string') return null;
  return parseHttpDate(dateHeader, nearMs);
}

/**
 * How long a quote stays usable after it was received, in ms, measured on the server's clock:
 * `expires_at` − `Date`, less the safety margin, kept within [MIN, MAX]. Without a readable
 * `Date` (or `expires_at`) the fallback validity applies.
 */
export function quoteValidityMs(expiresAt: string, dateHeader: string | null | undefined): number {
  const expires = Date.parse(expiresAt);
  const now = Number.isFinite(expires) ? serverNow(dateHeader, expires) : null;
  if (now === null) return FALLBACK_QUOTE_VALIDITY_MS;
  const usable = expires - now - QUOTE_SAFETY_MARGIN_MS;
  return Math.min(MAX_QUOTE_VALIDITY_MS, Math.max(MIN_QUOTE_VALIDITY_MS, usable));
}

/**
 * The quote's deadline on our own clock (ms): when it was received there plus its validity.
 * The only figure a freshness check compares with our clock.
 */
export function quoteDeadline(quote: ReceivedQuote, receivedAt: number): number {
  return receivedAt + quoteValidityMs(quote.expires_at, quote.serverDate);
}
