import { describe, expect, it } from 'vitest';
import { startConversation } from '../support/conversation-harness.ts';
import {
  contactAndPickup,
  MARGHERITA,
  margheritaIntoCart,
  PIZZAS,
  useScenarioWorld,
} from './scenarios-support.ts';

const world = useScenarioWorld();
const { ordersInLedger } = world;

describe('a product order for pickup', () => {
  it('goes from the category to a placed order with the exact configuration', async () => {
    const chat = startConversation(world.deps);
    chat.send(
      { type: 'OPEN_CATEGORY', categoryId: PIZZAS },
      { type: 'OPEN_PRODUCT', productId: MARGHERITA },
    );
    expect(chat.snapshot().matches({ product: 'card' })).toBe(true);
    chat.send(
      { type: 'SELECT_SIZE', size: 'family' },
      { type: 'CUSTOMIZE' },
      { type: 'TOGGLE_ADDON', code: 'olives' },
      { type: 'TOGGLE_ADDON', code: 'ham' },
      { type: 'TOGGLE_ADDON', code: 'ham' },
      { type: 'TOGGLE_INGREDIENT', ingredientId: 21 },
      { type: 'SELECT_BASE', code: 'thin' },
      { type: 'TOGGLE_CRUST' },
      { type: 'DONE' },
      { type: 'SET_QUANTITY', quantity: 2 },
      { type: 'ADD_TO_CART' },
    );
    expect(chat.snapshot().value).toBe('cart');
    expect(chat.context().cart.lines).toEqual([
      {
        id: 1,
        quantity: 2,
        selection: {
          product_id: MARGHERITA,
          size: 'family',
          removed: [21],
          crust: true,
          addons: ['olives'],
          base: 'thin',
        },
        // The menu's words for all of it, to tell the customer later if the menu drops any.
        names: {
          p101: 'Пица Маргарита',
          's101.family': 'Фамилна 40 см',
          aolives: 'Маслини',
          i21: 'Босилек',
          bthin: 'Тънко тесто',
        },
      },
    ]);
    chat.send(...contactAndPickup);
    await chat.settle();
    expect(chat.snapshot().matches({ checkout: 'review' })).toBe(true);
    const quote = chat.context().quote;
    expect(quote?.quote.items[0]?.quantity).toBe(2);
    chat.send({ type: 'CONFIRM' });
    await chat.settle();
    expect(chat.snapshot().value).toBe('submitted');
    const placed = chat.context().orders[0];
    expect(placed?.totalMinor).toBe(quote?.quote.total_minor);
    const [entry] = ordersInLedger(placed?.externalOrderId ?? '');
    expect(entry?.orderNumber).toBe(placed?.orderNumber);
    expect(entry?.body).toMatchObject({
      items: chat
        .context()
        .lastOrder?.map((line) => ({ selection: line.selection, quantity: line.quantity })),
      choice: { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
      customer: { name: 'Иван Петров', phone: '+359888123456' },
      expected_total_minor: quote?.quote.total_minor,
    });
    expect(chat.context().cart.lines).toEqual([]);
  });

  it('switches to a flavour option, which is its own product', () => {
    const chat = startConversation(world.deps);
    chat.send({ type: 'OPEN_CATEGORY', categoryId: 9 }, { type: 'OPEN_PRODUCT', productId: 901 });
    chat.send({ type: 'CHOOSE_OPTION', productId: 903 });
    expect(chat.context().draft).toMatchObject({ kind: 'product', productId: 903 });
    expect(chat.context().nav.productId).toBe(903);
    chat.send({ type: 'CHOOSE_OPTION', productId: 12345 });
    expect(chat.context().notice?.code).toBe('option_not_offered');
    expect(chat.context().draft).toMatchObject({ productId: 903 });
  });
});

describe('half-and-half and combos, delivered', () => {
  it('orders a half-and-half and a combo with a swapped slot for delivery', async () => {
    const chat = startConversation(world.deps);
    chat.send(
      { type: 'START_HALF' },
      { type: 'PICK_HALF', productId: 101 },
      { type: 'PICK_HALF', productId: 104 },
    );
    expect(chat.snapshot().matches({ half: 'configure' })).toBe(true);
    chat.send(
      { type: 'TOGGLE_INGREDIENT', half: 1, ingredientId: 21 },
      { type: 'SELECT_BASE', code: 'thin' },
      { type: 'DONE' },
      { type: 'ADD_TO_CART' },
      { type: 'HOME' },
      { type: 'OPEN_COMBOS' },
      { type: 'OPEN_COMBO', code: 'FAMILY' },
      { type: 'OPEN_SLOT', slot: 1 },
      { type: 'PICK_SLOT_PRODUCT', productId: 106 },
      { type: 'ADD_TO_CART' },
      { type: 'SET_QUANTITY', quantity: 1 },
      { type: 'ADD_TO_CART' },
    );
    const lines = chat.context().cart.lines;
    expect(lines).toHaveLength(2);
    expect(lines[0]?.selection).toMatchObject({
      type: 'half',
      halves: [{ product_id: 101 }, { product_id: 104 }],
    });
    expect(lines[1]?.selection).toMatchObject({ type: 'combo', combo_code: 'FAMILY' });
    chat.send(
      { type: 'CHECKOUT' },
      { type: 'CHOOSE_DELIVERY', zoneId: 1 },
      { type: 'TEXT', text: 'Мария' },
      { type: 'TEXT', text: '+359 897 111 222' },
      { type: 'TEXT', text: 'maria@example.bg' },
      { type: 'TEXT', text: 'ул. Шипка 5, ет. 2' },
      { type: 'TEXT', text: 'Звънец 4' },
    );
    await chat.settle();
    expect(chat.snapshot().matches({ checkout: 'review' })).toBe(true);
    chat.send({ type: 'CONFIRM' });
    await chat.settle();
    expect(chat.snapshot().value).toBe('submitted');
    expect(ordersInLedger(chat.context().orders[0]?.externalOrderId ?? '')).toHaveLength(1);
  });

  it('refuses a half from a pizza that is not eligible and a combo slot swap outside the slot', () => {
    const chat = startConversation(world.deps);
    chat.send({ type: 'START_HALF' }, { type: 'PICK_HALF', productId: 301 });
    expect(chat.snapshot().matches({ half: 'first' })).toBe(true);
    expect(chat.context().notice?.code).toBe('unexpected');
    chat.send(
      { type: 'HOME' },
      { type: 'OPEN_COMBOS' },
      { type: 'OPEN_COMBO', code: 'FAMILY' },
      { type: 'OPEN_SLOT', slot: 2 },
    );
    chat.send({ type: 'PICK_SLOT_PRODUCT', productId: 101 });
    expect(chat.context().notice?.code).toBe('option_not_offered');
  });

  it('does not let an unavailable combo or product be ordered', () => {
    const chat = startConversation(world.deps);
    chat.send({ type: 'OPEN_COMBOS' }, { type: 'OPEN_COMBO', code: 'NIGHT' });
    expect(chat.context().notice?.code).toBe('product_unavailable');
    expect(chat.context().draft).toBeNull();
    chat.send(
      { type: 'HOME' },
      { type: 'OPEN_CATEGORY', categoryId: PIZZAS },
      { type: 'OPEN_PRODUCT', productId: 121 },
    );
    expect(chat.snapshot().matches({ product: 'card' })).toBe(true);
    expect(chat.context().draft).toBeNull();
    chat.send({ type: 'ADD_TO_CART' });
    expect(chat.snapshot().matches({ product: 'card' })).toBe(true);
  });
});

describe('persistence', () => {
  it('survives JSON persistence in every step and re-issues a pending quote after a restart', async () => {
    const chat = startConversation(world.deps);
    chat.send(...margheritaIntoCart, ...contactAndPickup);
    expect(chat.snapshot().matches({ checkout: 'quoting' })).toBe(true);
    const stored = chat.persisted();
    chat.actor.stop();
    const restored = startConversation(world.deps, stored);
    await restored.settle();
    expect(restored.snapshot().matches({ checkout: 'review' })).toBe(true);
    expect(restored.context().cart.lines).toHaveLength(1);
  });

  it('resends the same order after a restart mid-submission: one order, same number', async () => {
    const chat = startConversation(world.deps);
    chat.send(...margheritaIntoCart, ...contactAndPickup);
    await chat.settle();
    chat.send({ type: 'CONFIRM' });
    expect(chat.snapshot().matches({ checkout: 'submitting' })).toBe(true);
    const stored = chat.persisted();
    const externalOrderId = stored.context.pendingOrder?.externalOrderId ?? '';
    await chat.settle(); // the first attempt lands at the restaurant
    chat.actor.stop();
    const restored = startConversation(world.deps, stored);
    await restored.settle();
    expect(restored.snapshot().value).toBe('submitted');
    expect(restored.context().orders[0]?.externalOrderId).toBe(externalOrderId);
    expect(ordersInLedger(externalOrderId)).toHaveLength(1);
  });
});
