import { describe, expect, it } from 'vitest';
import {
  keptOrders,
  LINES_KEPT,
  namedOrder,
  ORDERS_KEPT,
  ORDERS_WITH_LINES,
} from '../../src/conversation/past-orders.ts';
import type { OrderSummary } from '../../src/conversation/types.ts';
import {
  sandboxDeps,
  startConversation,
  TO_PICKUP_REVIEW,
} from '../support/conversation-harness.ts';
import { useSandboxClient } from '../support/partner-harness.ts';

const partner = useSandboxClient();

const MARGHERITA = { product_id: 101, size: 'family' } as const;

function summary(n: number, lines: number): OrderSummary {
  return {
    externalOrderId: `o-${n}`,
    orderNumber: `A-${n}`,
    totalMinor: 1590,
    status: 'accepted',
    statusLabel: 'Приета',
    fulfilment: 'pickup',
    createdAt: '2026-11-23T10:00:00Z',
    items: Array.from({ length: lines }, (_, q) => ({ selection: MARGHERITA, quantity: q + 1 })),
    names: Array.from({ length: lines }, () => ({ p101: 'Пица Маргарита' })),
  };
}

describe('the orders a chat keeps', () => {
  it('keeps the newest orders, and lines only on the newest few within a bound of lines', () => {
    const many = Array.from({ length: 30 }, (_, n) => summary(n, 3));
    const kept = keptOrders(many);
    expect(kept).toHaveLength(ORDERS_KEPT);
    expect(kept.map((o) => o.orderNumber)).toEqual(
      many.slice(0, ORDERS_KEPT).map((o) => o.orderNumber),
    );
    const withLines = kept.filter((o) => o.items !== undefined);
    expect(withLines).toHaveLength(ORDERS_WITH_LINES);
    // An order without lines keeps no names either: nothing it could name.
    expect(kept.slice(ORDERS_WITH_LINES).every((o) => o.names === undefined)).toBe(true);

    const big = keptOrders(Array.from({ length: 5 }, (_, n) => summary(n, 40)));
    const lines = big.reduce((sum, o) => sum + (o.items?.length ?? 0), 0);
    expect(lines).toBeLessThanOrEqual(LINES_KEPT);
    expect(big[0]?.items).toHaveLength(40);
    expect(big[1]?.items).toBeUndefined();
    expect(big).toHaveLength(5);
  });

  it('takes the names of an accepted order from the cart lines it was confirmed from', () => {
    const order = { ...summary(1, 1), names: undefined };
    const named = namedOrder(order, [
      { id: 4, selection: MARGHERITA, quantity: 1, names: { p101: 'Пица Маргарита' } },
    ]);
    expect(named.names).toEqual([{ p101: 'Пица Маргарита' }]);
    expect(namedOrder(order, null)).toBe(order);
    expect(
      namedOrder(order, [{ id: 1, selection: { ...MARGHERITA, size: 'standard' }, quantity: 1 }]),
    ).toBe(order);
  });
});

describe('a past order in the conversation', () => {
  it('is kept with its lines, opened by its id, and ordered again into the cart', async () => {
    const chat = startConversation(sandboxDeps(partner.sandbox, partner.clock, partner.client));
    chat.send(...TO_PICKUP_REVIEW);
    await chat.settle();
    chat.send({ type: 'CONFIRM' });
    await chat.settle();
    expect(chat.snapshot().value).toBe('submitted');
    const [order] = chat.context().orders;
    expect(order?.items).toEqual([{ selection: { ...MARGHERITA, crust: false }, quantity: 1 }]);
    expect(order?.names?.[0]).toMatchObject({ p101: 'Пица Маргарита' });

    chat.send({ type: 'OPEN_ORDERS' }, { type: 'OPEN_ORDER', externalOrderId: 'not-ours' });
    expect(chat.snapshot().value).toBe('orders');
    expect(chat.context().notice?.code).toBe('order_unknown');

    chat.send({ type: 'OPEN_ORDER', externalOrderId: order?.externalOrderId ?? '' });
    expect(chat.snapshot().value).toBe('order');
    expect(chat.context().openOrder).toBe(order?.externalOrderId);
    chat.send({ type: 'ORDER_AGAIN' });
    expect(chat.snapshot().value).toBe('cart');
    expect(chat.context().notice?.code).toBe('order_again_added');
    expect(chat.context().cart.lines).toMatchObject([{ selection: MARGHERITA, quantity: 1 }]);
  });
});
