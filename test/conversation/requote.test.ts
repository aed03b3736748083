import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { initialSnapshot, restoreSnapshot } from '../../src/chat/machine-step.ts';
import { canonicalJson } from '../../src/conversation/cart.ts';
import { effectsOf } from '../../src/conversation/effects.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import { CONFIRM_SEND_MARGIN_MS, requotedNotice } from '../../src/conversation/requote.ts';
import type {
  ConversationContext,
  ConversationEffect,
  ConversationEvent,
  EffectResult,
} from '../../src/conversation/types.ts';
import type { ReceivedQuote } from '../../src/domain/order.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import type { ConversationSnapshot } from '../support/conversation-harness.ts';
import { TO_PICKUP_REVIEW } from '../support/conversation-harness.ts';
import { CannedIo } from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * Issue 33: a Confirm on a quote that has expired, or expires within the time a send may take,
 * re-quotes first, every time; and the fresh quote of a re-quoted order says whether its total
 * changed. The pure machine through XState's `transition()`: the clock and the quotes are the
 * test's, so every deadline is exact.
 */

const MINUTE = 60_000;
const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });
const machine = createConversationMachine({ menu: () => menu });

/** One chat driven by `transition()`, its events stamped with the test's clock. */
function chat() {
  const io = new CannedIo(sandboxMenu, OPEN_MONDAY_NOON);
  let snapshot: ConversationSnapshot = initialSnapshot(machine, { locale: 'en', chatId: 1 });
  let ids = 0;
  let effects: ConversationEffect[] = [];
  const send = (event: ConversationEvent | EffectResult): ConversationEffect[] => {
    ids += 1;
    const [next, actions] = transition(machine, snapshot, {
      ...event,
      at: io.now,
      orderId: `o-${ids}`,
    });
    snapshot = next;
    effects = effectsOf(actions as never);
    return effects;
  };
  /** The quote the effect asked for, priced now; `change` alters what the restaurant says. */
  const answerQuote = (change: (quote: ReceivedQuote) => ReceivedQuote = (q) => q) => {
    const asked = effects.find((effect) => effect.type === 'quote');
    if (asked?.type !== 'quote') throw new Error('no quote was asked for');
    return send({ type: 'QUOTE_DONE', quote: change(io.quote(asked.request)) });
  };
  return {
    io,
    send,
    answerQuote,
    state: () => JSON.stringify(snapshot.value),
    context: (): ConversationContext => snapshot.context,
    snapshot: () => snapshot,
    restore: (stored: ConversationSnapshot) => {
      snapshot = restoreSnapshot(machine, JSON.parse(JSON.stringify(stored)));
    },
  };
}

/** A chat on the review of one family Margherita for pickup, its quote received now. */
function onReview() {
  const c = chat();
  for (const event of TO_PICKUP_REVIEW) c.send(event);
  expect(c.state()).toBe('{"checkout":"quoting"}');
  c.answerQuote();
  expect(c.state()).toBe('{"checkout":"review"}');
  return c;
}

const REVIEW = '{"checkout":"review"}';
const QUOTING = '{"checkout":"quoting"}';
const SUBMITTING = '{"checkout":"submitting"}';
const dearer = (by: number) => (quote: ReceivedQuote) => ({
  ...quote,
  quote: { ...quote.quote, total_minor: quote.quote.total_minor + by },
});
const quoteWithExpiry = (ms: number) => (quote: ReceivedQuote) => ({
  ...quote,
  expires_at: new Date(Date.parse(quote.serverDate ?? '') + ms).toISOString(),
});

describe('a Confirm on an expired quote', () => {
  it('re-quotes first on every Confirm, however often the quote expired again', () => {
    const c = onReview();
    for (let round = 1; round <= 3; round += 1) {
      c.io.now += 16 * MINUTE;
      const effects = c.send({ type: 'CONFIRM' });
      // A fresh quote first, never a submission with the expired token.
      expect(effects.map((effect) => effect.type)).toEqual(['quote']);
      expect(c.state()).toBe(QUOTING);
      // The fresh quote lands: the review again, and nothing asked by itself.
      expect(c.answerQuote()).toEqual([]);
      expect(c.state()).toBe(REVIEW);
      expect(c.context().notice).toEqual({ code: 'quote_refreshed' });
    }
    const [submitted] = c.send({ type: 'CONFIRM' });
    expect(c.state()).toBe(SUBMITTING);
    if (submitted?.type !== 'submit') throw new Error('no submission');
    expect(submitted.order.request.quote_token).toBe(c.context().quote?.quote_token);
    expect(submitted.order.quoteValidUntil - c.io.now).toBeGreaterThan(CONFIRM_SEND_MARGIN_MS);
  });

  it('re-quotes a quote expiring within the send margin, and sends one with more time left', () => {
    const c = onReview();
    const deadline = c.context().quote?.validUntil ?? 0;
    c.io.now = deadline - CONFIRM_SEND_MARGIN_MS - 1_000;
    const early = onReview();
    early.io.now = c.io.now;
    expect(early.send({ type: 'CONFIRM' }).map((effect) => effect.type)).toEqual(['submit']);

    c.io.now = deadline - CONFIRM_SEND_MARGIN_MS + 1_000;
    expect(c.send({ type: 'CONFIRM' }).map((effect) => effect.type)).toEqual(['quote']);
    expect(c.state()).toBe(QUOTING);
  });

  it('sends at once a quote just received, even one valid for less than twice the margin', () => {
    const c = chat();
    for (const event of TO_PICKUP_REVIEW) c.send(event);
    // Valid 70 s by the restaurant's clock: 60 s on ours (the safety margin off, the minimum).
    c.answerQuote(quoteWithExpiry(70_000));
    const quote = c.context().quote;
    expect((quote?.validUntil ?? 0) - (quote?.receivedAt ?? 0)).toBeLessThan(
      2 * CONFIRM_SEND_MARGIN_MS,
    );
    c.io.now += 1_000;
    expect(c.send({ type: 'CONFIRM' }).map((effect) => effect.type)).toEqual(['submit']);
  });

  it('re-quotes on Confirm a review restored from an older version that had used its one re-quote', () => {
    const c = onReview();
    const older = JSON.parse(JSON.stringify(c.snapshot())) as ConversationSnapshot & {
      context: Record<string, unknown>;
    };
    delete older.context.priceBefore;
    older.context.expiryRequotes = 1;
    c.restore(older);
    expect((c.context() as unknown as { expiryRequotes: number }).expiryRequotes).toBe(1);
    c.io.now += 16 * MINUTE;
    expect(c.send({ type: 'CONFIRM' }).map((effect) => effect.type)).toEqual(['quote']);
    c.answerQuote();
    expect(c.context().notice).toEqual({ code: 'quote_refreshed' });
  });
});

describe('the fresh quote of a re-quoted order', () => {
  it('shows the old and new totals when the expired price changed', () => {
    const c = onReview();
    const before = c.context().quote?.quote.total_minor ?? 0;
    c.io.now += 16 * MINUTE;
    c.send({ type: 'CONFIRM' });
    // Nothing is claimed while the price is being calculated.
    expect(c.context().notice).toBeNull();
    c.answerQuote(dearer(200));
    expect(c.context().notice).toEqual({
      code: 'price_changed',
      totals: { before, after: before + 200 },
    });
    expect(c.context().priceBefore).toBeNull();
  });

  it('says the order was not placed yet, not that the price changed, when a submission comes back at the same total', () => {
    const c = onReview();
    c.send({ type: 'CONFIRM' });
    const id = c.context().pendingOrder?.externalOrderId ?? '';
    const effects = c.send({
      type: 'ORDER_NOT_PLACED',
      externalOrderId: id,
      outcome: { kind: 'requote' },
    });
    expect(effects.map((effect) => effect.type)).toEqual(['quote']);
    expect(c.context().notice).toBeNull();
    c.answerQuote();
    expect(c.state()).toBe(REVIEW);
    expect(c.context().notice).toEqual({ code: 'order_not_placed_same_price' });
    expect(c.context().cart.lines).toHaveLength(1);
  });

  it('says the price changed, from which total to which, when a submission comes back and the total differs', () => {
    const c = onReview();
    const before = c.context().quote?.quote.total_minor ?? 0;
    c.send({ type: 'CONFIRM' });
    const id = c.context().pendingOrder?.externalOrderId ?? '';
    c.send({ type: 'ORDER_NOT_PLACED', externalOrderId: id, outcome: { kind: 'requote' } });
    c.answerQuote(dearer(-100));
    expect(c.context().notice).toEqual({
      code: 'price_changed',
      totals: { before, after: before - 100 },
    });
  });

  it('compares nothing for another order: a price kept for other dishes is only dropped', () => {
    const c = onReview();
    const context = c.context();
    const quote = context.quote;
    if (!quote) throw new Error('no quote');
    const other = {
      ...context,
      priceBefore: {
        totalMinor: quote.quote.total_minor + 500,
        why: 'not_placed' as const,
        requestKey: canonicalJson({ items: [], choice: { fulfilment: 'pickup' } }),
      },
    };
    expect(requotedNotice(other, quote)).toEqual({ priceBefore: null });
    expect(requotedNotice({ ...context, priceBefore: null }, quote)).toEqual({});
  });
});
