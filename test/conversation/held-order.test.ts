import { describe, expect, it } from 'vitest';
import type { OrderSummary, PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import {
  type ConversationIo,
  sandboxDeps,
  startConversation,
  TO_PICKUP_REVIEW,
} from '../support/conversation-harness.ts';
import { useSandboxClient } from '../support/partner-harness.ts';

const partner = useSandboxClient();

/**
 * Deps whose submission answers only when the test says so, with the outcome it chooses: the
 * order service's answer arriving late, or its news (ORDER_RECORDED) arriving first.
 */
function heldSubmission(): {
  deps: ConversationIo;
  submitted: PendingOrder[];
  answer: (outcome: SubmitOutcome) => void;
} {
  const submitted: PendingOrder[] = [];
  let answer: (outcome: SubmitOutcome) => void = () => {};
  const deps: ConversationIo = {
    ...sandboxDeps(partner.sandbox, partner.clock, partner.client),
    submit: (order) => {
      submitted.push(order);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  };
  return { deps, submitted, answer: (outcome) => answer(outcome) };
}

async function confirmedMargherita(deps: ConversationIo) {
  const chat = startConversation(deps);
  chat.send(...TO_PICKUP_REVIEW);
  await chat.settle();
  expect(chat.snapshot().matches({ checkout: 'review' })).toBe(true);
  chat.send({ type: 'CONFIRM' });
  expect(chat.snapshot().matches({ checkout: 'submitting' })).toBe(true);
  return chat;
}

function summaryOf(order: PendingOrder | undefined, orderNumber: string): OrderSummary {
  return {
    externalOrderId: order?.externalOrderId ?? '',
    orderNumber,
    totalMinor: order?.request.expected_total_minor ?? 0,
    status: 'accepted',
    statusLabel: 'Приета',
    fulfilment: 'pickup',
    createdAt: new Date(partner.clock.now()).toISOString(),
  };
}

describe('a confirmed order in the conversation', () => {
  it('empties the cart into the order at confirmation, keeping its lines for "repeat"', async () => {
    const { deps, submitted } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    expect(chat.context().cart.lines).toEqual([]);
    expect(chat.context().lastOrder).toHaveLength(1);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.request.items).toEqual([
      { selection: { product_id: 101, size: 'family', crust: false }, quantity: 1 },
    ]);
  });

  it('ends the submission as accepted when the service news overtakes its answer', async () => {
    const { deps, submitted } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    // Another order's news changes nothing here.
    chat.send({
      type: 'ORDER_RECORDED',
      summary: { ...summaryOf(submitted[0], 'X-1'), externalOrderId: 'other' },
    });
    expect(chat.snapshot().matches({ checkout: 'submitting' })).toBe(true);
    chat.send({ type: 'ORDER_RECORDED', summary: summaryOf(submitted[0], 'A-7') });
    expect(chat.snapshot().value).toBe('submitted');
    expect(chat.context().orders.map((o) => o.orderNumber)).toEqual(['A-7', 'X-1']);
    expect(chat.context().pendingOrder).toBeNull();
    expect(chat.context().savedContact).toMatchObject({ name: 'Иван Петров' });
  });

  it('puts the lines back in the cart for a fresh quote when no order came of it', async () => {
    const { deps, answer } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    answer({ kind: 'requote' });
    await chat.settle();
    expect(chat.snapshot().matches({ checkout: 'review' })).toBe(true);
    expect(chat.context().cart.lines).toHaveLength(1);
    // The sandbox's price did not change: the order was not placed yet, at the same price.
    expect(chat.context().notice?.code).toBe('order_not_placed_same_price');
  });

  it('says a technical problem on our side when Redis could not be asked, and holds the order', async () => {
    const { deps, submitted, answer } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    answer({ kind: 'held', reason: 'coordination' });
    await chat.settle();
    expect(chat.snapshot().value).toBe('submitted');
    expect(chat.context().heldOrder).toMatchObject({
      externalOrderId: submitted[0]?.externalOrderId,
      reason: 'coordination',
    });
    expect(chat.context().notice?.code).toBe('order_held_coordination');
    chat.send({ type: 'OPEN_ORDERS' }, { type: 'REPEAT_LAST' }, { type: 'CHECKOUT' });
    expect(chat.context().notice?.code).toBe('order_still_open');
  });

  it('follows a held order until the service reports it, refusing another checkout meanwhile', async () => {
    const { deps, submitted, answer } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    answer({ kind: 'held', reason: 'unavailable' });
    await chat.settle();
    expect(chat.snapshot().value).toBe('submitted');
    expect(chat.context().heldOrder).toMatchObject({
      externalOrderId: submitted[0]?.externalOrderId,
      reason: 'unavailable',
    });
    chat.send({ type: 'OPEN_ORDERS' }, { type: 'REPEAT_LAST' }, { type: 'CHECKOUT' });
    expect(chat.snapshot().value).toBe('cart');
    expect(chat.context().notice?.code).toBe('order_still_open');

    // Not placed after all: the held order is over and its lines (already in the cart) stay once.
    chat.send({ type: 'ORDER_NOT_PLACED', externalOrderId: submitted[0]?.externalOrderId ?? '' });
    expect(chat.context().heldOrder).toBeNull();
    expect(chat.context().cart.lines).toEqual([
      expect.objectContaining({
        selection: { product_id: 101, size: 'family', crust: false },
        quantity: 1,
      }),
    ]);
    chat.send({ type: 'CHECKOUT' });
    expect(chat.snapshot().matches({ checkout: 'fulfilment' })).toBe(true);
  });

  it('records a held order accepted later without touching the new cart', async () => {
    const { deps, submitted, answer } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    answer({ kind: 'held', reason: 'unknown' });
    await chat.settle();
    chat.send({ type: 'HOME' }, { type: 'REPEAT_LAST' });
    chat.send({ type: 'OPEN_ORDERS' }, { type: 'REPEAT_LAST' });
    const cart = chat.context().cart;
    expect(cart.lines).toHaveLength(1);
    chat.send({ type: 'ORDER_RECORDED', summary: summaryOf(submitted[0], 'A-9') });
    expect(chat.context().heldOrder).toBeNull();
    expect(chat.context().orders[0]?.orderNumber).toBe('A-9');
    expect(chat.context().cart).toEqual(cart);
  });

  it('ends a held confirmation superseded by the earlier order of the chat without ordering its dishes again', async () => {
    const { deps, submitted, answer } = heldSubmission();
    const chat = await confirmedMargherita(deps);
    // The outbox holds the confirmation while the chat's earlier, given-up id is still watched.
    answer({ kind: 'held', reason: 'waiting' });
    await chat.settle();
    expect(chat.context().heldOrder?.externalOrderId).toBe(submitted[0]?.externalOrderId);
    expect(chat.context().cart.lines).toHaveLength(0);

    // The earlier order turned up: this confirmation is never sent, and its dishes stay out
    // (the outbox settles it with the earlier order's acceptance).
    chat.send({
      type: 'ORDER_RECORDED',
      summary: {
        ...summaryOf(submitted[0], 'A-1'),
        externalOrderId: 'earlier-order',
        items: submitted[0]?.request.items ?? [],
      },
      answers: submitted[0]?.externalOrderId,
    });
    expect(chat.context().heldOrder).toBeNull();
    expect(chat.context().cart.lines).toHaveLength(0);
    chat.send({ type: 'OPEN_ORDERS' }, { type: 'REPEAT_LAST' });
    expect(chat.context().cart.lines).toHaveLength(1);
  });
});
