import { describe, expect, it } from 'vitest';
import type { PendingOrder } from '../../src/conversation/types.ts';
import { PostedCart, rebuildCart } from '../../src/webapp/cart-rebuild.ts';
import { type ConversationIo, startConversation } from '../support/conversation-harness.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** The Mini App's hand-over event (APP_CART) on the pure conversation machine. */

const menu = demoMenu();
const NOW = Date.parse('2026-11-23T10:00:00Z');

function deps(submit?: ConversationIo['submit']): ConversationIo {
  return {
    menu: () => menu,
    now: () => NOW,
    newOrderId: () => 'tg-app-cart-1',
    quote: () => new Promise(() => undefined),
    submit: submit ?? (() => new Promise(() => undefined)),
  };
}

function lines(...posted: unknown[]) {
  const result = rebuildCart(menu, PostedCart.parse({ lines: posted }));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.lines;
}

const MARGHERITA = { kind: 'product', productId: 101, size: 'standard', quantity: 2 };
const LUNCH = { kind: 'combo', code: 'LUNCH', productIds: [101, 911], quantity: 1 };

describe('the Mini App cart handed to the conversation', () => {
  it('becomes the cart from any browsing step, with the line ids the chat uses', () => {
    const chat = startConversation(deps());
    chat.send({ type: 'OPEN_CATEGORY', categoryId: 1 }, { type: 'OPEN_PRODUCT', productId: 102 });
    const snapshot = chat.send({ type: 'APP_CART', lines: lines(MARGHERITA, LUNCH) });
    expect(snapshot.value).toBe('cart');
    expect(snapshot.context.draft).toBeNull();
    expect(snapshot.context.cart.lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(snapshot.context.cart.nextLineId).toBe(3);
    expect(snapshot.context.notice?.code).toBe('app_cart_received');
  });

  it('replaces the cart, so the same cart posted twice is never doubled', () => {
    const chat = startConversation(deps());
    chat.send({ type: 'APP_CART', lines: lines(MARGHERITA) });
    const snapshot = chat.send({ type: 'APP_CART', lines: lines(MARGHERITA) });
    expect(snapshot.context.cart.lines).toHaveLength(1);
    expect(snapshot.context.cart.lines[0]?.quantity).toBe(2);
  });

  it('drops the quote of the old cart: the new lines are priced afresh', () => {
    const chat = startConversation(deps());
    chat.send({ type: 'APP_CART', lines: lines(MARGHERITA) }, { type: 'CHECKOUT' });
    const snapshot = chat.send({ type: 'APP_CART', lines: lines(LUNCH) });
    expect(snapshot.value).toBe('cart');
    expect(snapshot.context.quote).toBeNull();
    expect(snapshot.context.quoteRequest).toBeNull();
  });

  it('never leaves an order being submitted: the chat is asked to wait', () => {
    const chat = startConversation(deps());
    const submitting = chat.send({ type: 'APP_CART', lines: lines(MARGHERITA) });
    const order: PendingOrder = {
      externalOrderId: 'tg-held',
      chatId: 1,
      request: {} as PendingOrder['request'],
      quoteValidUntil: NOW + 60_000,
    };
    // Put the conversation where an order is in flight, as a restored snapshot would be.
    const restored = startConversation(
      deps(),
      chat.machine.resolveState({
        value: { checkout: 'submitting' },
        context: { ...submitting.context, pendingOrder: order },
      }),
    );
    const after = restored.send({ type: 'APP_CART', lines: lines(LUNCH) });
    expect(after.value).toEqual({ checkout: 'submitting' });
    expect(after.context.notice?.code).toBe('please_wait');
    expect(after.context.cart.lines[0]?.selection).toEqual(
      submitting.context.cart.lines[0]?.selection,
    );
  });
});
