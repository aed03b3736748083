import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/conversation/limits.ts';
import type { ConversationEvent } from '../../src/conversation/types.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import {
  MARGHERITA_IN_CART,
  startConversation,
  TO_PICKUP_NOTE,
} from '../support/conversation-harness.ts';
import { CannedIo, cannedDeps, stateName } from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * Where typed text goes, screen by screen (issue 14 point 6): a search from every screen that
 * does not take text as its answer, with the way back to where it was typed; the busy steps say
 * "please wait" and keep their request.
 */

const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });

/** A conversation whose quotes and submissions never answer (the chat stays busy). */
function stalledChat() {
  const deps = {
    ...cannedDeps(menu, new CannedIo(sandboxMenu, OPEN_MONDAY_NOON)),
    quote: () => new Promise<never>(() => undefined),
    submit: () => new Promise<never>(() => undefined),
  };
  return startConversation(deps);
}

/** A conversation with answering quotes and submissions. */
function chat() {
  return startConversation(cannedDeps(menu, new CannedIo(sandboxMenu, OPEN_MONDAY_NOON)));
}

const TEXT: ConversationEvent = { type: 'TEXT', text: '  карбонара  ' };

describe('typed text', () => {
  // Each row: the screen, where the search's Back leads, and the events to the screen.
  const ROWS: [string, string, ConversationEvent[]][] = [
    ['home', 'home', []],
    ['category', 'category', [{ type: 'OPEN_CATEGORY', categoryId: 1 }]],
    ['product.card', 'category', MARGHERITA_IN_CART.slice(0, 2)],
    ['product.extras', 'category', [...MARGHERITA_IN_CART.slice(0, 3), { type: 'CUSTOMIZE' }]],
    ['combos', 'combos', [{ type: 'OPEN_COMBOS' }]],
    ['combo.overview', 'home', [{ type: 'OPEN_COMBOS' }, { type: 'OPEN_COMBO', code: 'FAMILY' }]],
    ['half.first', 'home', [{ type: 'START_HALF' }]],
    ['cart', 'cart', [...MARGHERITA_IN_CART]],
    ['checkout.fulfilment', 'cart', [...MARGHERITA_IN_CART, { type: 'CHECKOUT' }]],
    ['orders', 'orders', [{ type: 'OPEN_ORDERS' }]],
    ['language', 'home', [{ type: 'OPEN_LANGUAGE' }]],
  ];

  it.each(ROWS)('on %s searches the menu, and Back leads to %s', (screen, back, path) => {
    const c = chat();
    c.send(...path);
    expect(stateName(c.snapshot())).toBe(screen);
    const cart = c.context().cart;
    const after = c.send(TEXT);
    expect(stateName(after)).toBe('search');
    expect(after.context.nav.query).toBe('карбонара');
    expect(after.context.notice).toBeNull();
    expect(after.context.cart).toEqual(cart);
    // A second search from the results keeps the way back of the first.
    c.send({ type: 'TEXT', text: 'шоп' });
    expect(stateName(c.send({ type: 'BACK' }))).toBe(back);
    expect(c.context().cart).toEqual(cart);
    c.actor.stop();
  });

  it('Back from a search returns a paged list to its page: a category, a card opened there, my orders', () => {
    const c = chat();
    c.send({ type: 'OPEN_CATEGORY', categoryId: 1 }, { type: 'PAGE', page: 1 });
    expect(c.context().nav.page).toBe(1);
    c.send(TEXT, { type: 'PAGE', page: 1 }, { type: 'TEXT', text: 'шоп' });
    expect(c.send({ type: 'BACK' }).context.nav.page).toBe(1);
    const onPage2 = menu.productsIn(1)[LIMITS.productsPerPage];
    c.send({ type: 'OPEN_PRODUCT', productId: onPage2?.id ?? -1 }, TEXT);
    const back = c.send({ type: 'BACK' });
    expect(stateName(back)).toBe('category');
    expect(back.context.nav.page).toBe(1);
    // Six orders: my orders has two pages (five a page).
    for (let n = 1; n <= 6; n += 1) {
      c.send({
        type: 'ORDER_RECORDED',
        summary: {
          externalOrderId: `o-${n}`,
          orderNumber: String(1000 + n),
          totalMinor: 1000,
          status: 'accepted',
          statusLabel: 'Приета',
          fulfilment: 'pickup',
          createdAt: '2026-11-24T10:00:00Z',
        },
      });
    }
    c.send({ type: 'OPEN_ORDERS' }, { type: 'PAGE', page: 1 });
    expect(c.context().nav.page).toBe(1);
    c.send(TEXT);
    const fromOrders = c.send({ type: 'BACK' });
    expect(stateName(fromOrders)).toBe('orders');
    expect(fromOrders.context.nav.page).toBe(1);
    c.actor.stop();
  });

  it('on the review searches; the cart, the receipt and the contact stay', async () => {
    const c = chat();
    c.send(...TO_PICKUP_NOTE, { type: 'SKIP' });
    await c.settle();
    expect(stateName(c.snapshot())).toBe('checkout.review');
    const after = c.send(TEXT);
    expect(stateName(after)).toBe('search');
    expect(after.context.cart.lines).toHaveLength(1);
    expect(after.context.fulfilment).toEqual({ kind: 'pickup' });
    expect(after.context.contact).toMatchObject({ name: 'Иван Петров' });
    expect(stateName(c.send({ type: 'BACK' }))).toBe('cart');
    c.actor.stop();
  });

  it('while the price is calculated, says please wait and keeps its request', () => {
    const c = stalledChat();
    c.send(...TO_PICKUP_NOTE, { type: 'SKIP' });
    expect(stateName(c.snapshot())).toBe('checkout.quoting');
    const quoting = c.send(TEXT);
    expect(stateName(quoting)).toBe('checkout.quoting');
    expect(quoting.context.notice?.code).toBe('please_wait_quote');
    expect(quoting.context.quoteRequest).not.toBeNull();
    c.actor.stop();
  });

  it('while an order is being sent, says please wait and keeps the order', async () => {
    const io = new CannedIo(sandboxMenu, OPEN_MONDAY_NOON);
    const c = startConversation({
      ...cannedDeps(menu, io),
      submit: () => new Promise<never>(() => undefined),
    });
    c.send(...TO_PICKUP_NOTE, { type: 'SKIP' });
    await c.settle();
    c.send({ type: 'CONFIRM' });
    expect(stateName(c.snapshot())).toBe('checkout.submitting');
    const pending = c.context().pendingOrder;
    const after = c.send(TEXT);
    expect(stateName(after)).toBe('checkout.submitting');
    expect(after.context.notice?.code).toBe('please_wait');
    expect(after.context.pendingOrder).toEqual(pending);
    c.actor.stop();
  });

  it('on the saved-details screen is not taken (it asks for a button)', async () => {
    const c = chat();
    c.send(...TO_PICKUP_NOTE, { type: 'SKIP' });
    await c.settle();
    c.send({ type: 'CONFIRM' });
    await c.settle();
    expect(stateName(c.snapshot())).toBe('submitted');
    // The placed order saved the details: the next checkout offers them.
    c.send(
      { type: 'HOME' },
      ...MARGHERITA_IN_CART,
      { type: 'CHECKOUT' },
      { type: 'CHOOSE_PICKUP' },
    );
    expect(stateName(c.snapshot())).toBe('checkout.contact.saved');
    const after = c.send(TEXT);
    expect(stateName(after)).toBe('checkout.contact.saved');
    expect(after.context.notice?.code).toBe('saved_contact_typed');
    c.actor.stop();
  });
});
