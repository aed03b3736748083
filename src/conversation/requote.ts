import { canonicalJson } from './cart.ts';
import { notice } from './context-updates.ts';
import type { ConversationContext, HeldQuote, PriceBefore } from './types.ts';

/**
 * A confirmed order quoted again (issue 33): on the customer's Confirm when the price expired or
 * is about to, and when a submission comes back asking for a fresh quote. The price confirmed
 * before is kept (`PriceBefore`) so that the fresh quote's notice is true: the total changed
 * (old and new amounts), or it did not (the order was not placed yet, or the price had expired).
 */

/**
 * How long before a quote's deadline a Confirm already re-quotes: the time the first send may
 * take. The order's first /orders request may wait 15 s for an answer (the transport's timeout),
 * and the outbox resends the identical body after a backoff that starts at 1 s and doubles
 * (src/orders/outbox.ts); a token that expires meanwhile earns a 409, and the customer would be
 * asked to confirm again for nothing. A minute covers the first attempt and its first resends. The deadline itself already keeps QUOTE_SAFETY_MARGIN_MS (partner/server-time.ts)
 * back for the trip to /orders.
 */
export const CONFIRM_SEND_MARGIN_MS = 60_000;

/**
 * True when a Confirm must first re-quote: the held quote expired, or expires within the send
 * margin. Every Confirm checks again: a quote fetched on an earlier Confirm that has since aged
 * is fetched again, so an expired token is never sent. No loop: this is read only on the
 * customer's Confirm tap, never on a quote's arrival (DESIGN.md "never loop on expired"), and a
 * quote just received always passes: the margin is at most half the quote's own validity (so a
 * restaurant whose quotes live less than twice the margin can still be confirmed at once).
 * A quote kept by an older version (no deadline) counts as expired.
 */
export function shouldRequoteForExpiry(context: ConversationContext, now: number): boolean {
  const quote = context.quote;
  if (quote === null) return false;
  if (typeof quote.validUntil !== 'number') return true;
  const validity = quote.validUntil - quote.receivedAt;
  const margin = Number.isFinite(validity)
    ? Math.min(CONFIRM_SEND_MARGIN_MS, Math.max(0, validity / 2))
    : CONFIRM_SEND_MARGIN_MS;
  return quote.validUntil - now <= margin;
}

/**
 * The price of the order being re-quoted, kept for the fresh quote's notice: the submitted
 * order's (`not_placed`), or the held quote's (`expired`). Null when there is none to compare.
 */
export function keepPriceBefore(
  context: ConversationContext,
  why: PriceBefore['why'],
): { priceBefore: PriceBefore | null } {
  const order = context.pendingOrder?.request;
  if (why === 'not_placed' && order) {
    return {
      priceBefore: {
        totalMinor: order.expected_total_minor,
        why,
        requestKey: canonicalJson({ items: order.items, choice: order.choice }),
      },
    };
  }
  const { quote, quoteRequest } = context;
  if (!quote || !quoteRequest) return { priceBefore: null };
  return {
    priceBefore: {
      totalMinor: quote.quote.total_minor,
      why,
      requestKey: canonicalJson(quoteRequest),
    },
  };
}

/**
 * What the fresh quote of a re-quoted order says, chosen by comparing totals: changed, the old
 * and new amounts (`price_changed`); the same, the order was not placed yet
 * (`order_not_placed_same_price`) or the price had only expired (`quote_refreshed`). Only for the
 * very order whose price was kept: when the cart changed meanwhile (`cart_changed` says how) or
 * the request is another one, nothing is compared. The kept price is used up either way.
 */
export function requotedNotice(
  context: ConversationContext,
  quote: HeldQuote,
): Partial<ConversationContext> {
  const before = context.priceBefore;
  if (!before) return {};
  const request = context.quoteRequest;
  if (request === null || canonicalJson(request) !== before.requestKey)
    return { priceBefore: null };
  if (context.notice?.code === 'cart_changed') return { priceBefore: null };
  const after = quote.quote.total_minor;
  if (after !== before.totalMinor) {
    return {
      priceBefore: null,
      notice: { code: 'price_changed', totals: { before: before.totalMinor, after } },
    };
  }
  const code = before.why === 'expired' ? 'quote_refreshed' : 'order_not_placed_same_price';
  return { priceBefore: null, ...notice(code) };
}
