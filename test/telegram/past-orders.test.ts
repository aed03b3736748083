import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import { createDemoMenu, removeProduct } from '../../src/sandbox/menu/index.ts';
import { deliveryContact, pickupContact } from '../support/checkout-driver.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  findButton,
  forged,
  labels,
  lastAnswer,
  press,
  screen,
  sessionOf,
} from '../support/telegram-steps.ts';

/** The two languages these past-order journeys are written in. */
type Locale = 'bg' | 'en';

const world = useTelegramWorld();

/** The bot's own button labels in each language (dish and category names stay Bulgarian). */
const LABELS = {
  bg: {
    add: '➕ Добави',
    addOne: 'Добави 1 бр.',
    checkout: '✅ Поръчай',
    pickup: 'Ще взема',
    skip: 'Пропусни',
    confirm: 'Потвърждавам',
    back: 'Назад',
    again: 'Поръчай отново',
  },
  en: {
    add: '➕ Add',
    addOne: 'Add 1 to cart',
    checkout: '✅ Order',
    pickup: "I'll collect it",
    skip: 'Skip',
    confirm: 'Confirm for',
    back: 'Back',
    again: 'Order this again',
  },
} as const;

/** The menu's names the steps tap, per language (English: the glossary's, no file here). */
const MENU = {
  bg: {
    pizzas: 'Пици',
    margherita: 'Маргарита',
    pepperoni: 'Пеперони',
    family: 'Фамилна',
    small: 'Малка',
    centre: 'Център',
  },
  en: {
    pizzas: 'Pizzas',
    margherita: 'Margherita',
    pepperoni: 'Pepperoni',
    family: 'Family',
    small: 'Small',
    centre: 'Centre',
  },
} as const;

/** From home: a pizza of a size into the cart (quantity 1), ending on the cart. */
async function addPizza(
  bot: TelegramBot,
  chat: number,
  locale: Locale,
  pizza: string,
  size: string,
): Promise<void> {
  const tap = (label: string) => bot.tap(chat, label, locale);
  await tap(MENU[locale].pizzas);
  await tap(pizza);
  await tap(size);
  await tap(LABELS[locale].add);
  await tap(LABELS[locale].addOne);
}

/**
 * Orders two family Margheritas and a small Pepperoni (15,90 × 2 + 9,90 = 41,70 €; delivery to
 * Център is free over 40 €), for pickup or delivery, and returns the restaurant's number.
 */
async function placeOrder(
  bot: TelegramBot,
  chat: number,
  locale: Locale,
  receipt: 'pickup' | 'delivery' = 'pickup',
): Promise<string> {
  const l = LABELS[locale];
  const tap = (label: string) => bot.tap(chat, label, locale);
  const m = MENU[locale];
  for (const [pizza, size] of [
    [m.margherita, m.family],
    [m.margherita, m.family],
    [m.pepperoni, m.small],
  ] as const) {
    await bot.text(chat, '/start', locale);
    await addPizza(bot, chat, locale, pizza, size);
  }
  await tap(l.checkout);
  await tap(receipt === 'pickup' ? l.pickup : m.centre);
  if (receipt === 'pickup') await pickupContact(bot, chat, { lang: locale });
  else await deliveryContact(bot, chat, { lang: locale, address: 'ул. Витоша 10' });
  await tap(l.confirm);
  await bot.settle();
  const order = world.sandbox.ledger.list().at(-1);
  if (!order) throw new Error('no order placed');
  return order.orderNumber;
}

const TEXTS = {
  bg: {
    title: 'Вашите поръчки:',
    entry: (n: string) => `№ ${n} · днес 12:00 · 41,70 € · Приета`,
    items: '   2× Пица Маргарита, Пица Пеперони',
    order: (n: string) => [
      `Поръчка № ${n}`,
      'Направена: днес 12:00',
      'Статус: Приета',
      'Вземане от ресторанта',
      '',
      '1. Пица Маргарита, Фамилна 40 см × 2',
      '2. Пица Пеперони, Малка 25 см × 1',
      'Общо: 41,70 €, в брой',
    ],
    added: 'Добавих тази поръчка в количката.',
    cartLines: [
      '1. Пица Маргарита, Фамилна 40 см × 2 — 31,80 €',
      '2. Пица Пеперони, Малка 25 см × 1 — 9,90 €',
    ],
    delivery: 'Доставка до Център',
    gone: '2. Пица Пеперони (вече не е в менюто) × 1',
    goneChange: '• Пица Пеперони вече не е в менюто — премахнах го от количката.',
    missing: 'Подробностите за тази поръчка не са запазени; номерът и сумата ѝ са по-горе.',
    notAgain: 'Подробностите за тази поръчка не са запазени, затова не мога да я добавя отново.',
    invalid: 'Този бутон не е валиден. Ето текущия изглед.',
    stale: 'Това вече се промени. Ето текущия изглед.',
  },
  en: {
    title: 'Your orders:',
    entry: (n: string) => `No. ${n} · today 12:00 · €41.70 · accepted`,
    items: '   2× Pizza Margherita, Pizza Pepperoni',
    order: (n: string) => [
      `Order no. ${n}`,
      'Placed: today 12:00',
      'Status: accepted',
      'Collection at the restaurant',
      '',
      '1. Pizza Margherita, Family 40 cm × 2',
      '2. Pizza Pepperoni, Small 25 cm × 1',
      'Total: €41.70, cash',
    ],
    added: 'I added this order to the cart.',
    cartLines: [
      '1. Pizza Margherita, Family 40 cm × 2 — €31.80',
      '2. Pizza Pepperoni, Small 25 cm × 1 — €9.90',
    ],
    delivery: 'Delivery to Centre',
    gone: '2. Pizza Pepperoni (no longer on the menu) × 1',
    goneChange: '• Pizza Pepperoni is no longer on the menu — removed from your cart.',
    missing: 'The details of this order were not kept; its number and total are above.',
    notAgain: 'The details of this order were not kept, so I cannot add it again.',
    invalid: 'That button is not valid. Here is the current view.',
    stale: 'That has changed in the meantime. Here is the current view.',
  },
} as const;

describe.each(['bg', 'en'] as const)('past orders in %s', (locale) => {
  const base = locale === 'bg' ? 7300 : 7400;
  const said = TEXTS[locale];
  const l = LABELS[locale];

  it('lists an order with when, what, how much and its status; opens it; orders it again', async () => {
    const bot = await world.start();
    const chat = base + 1;
    const number = await placeOrder(bot, chat, locale);
    await bot.text(chat, '/orders', locale);
    expect(screen(bot, chat).split('\n')).toEqual([said.title, '', said.entry(number), said.items]);

    await bot.tap(chat, /^📄 /, locale);
    expect(screen(bot, chat).split('\n')).toEqual(said.order(number));
    await bot.tap(chat, l.back, locale);
    expect(screen(bot, chat)).toContain(said.entry(number));

    await bot.tap(chat, /^📄 /, locale);
    await bot.tap(chat, l.again, locale);
    const cart = screen(bot, chat);
    expect(cart.startsWith(`${said.added}\n`)).toBe(true);
    for (const line of said.cartLines) expect(cart).toContain(line);
    // The cart is the one to order from: the same order goes through again.
    expect(findButton(bot, chat, l.checkout).text).toBe(l.checkout);
  });

  it('says what changed when the menu lost a dish of the order since', async () => {
    const bot = await world.start();
    const chat = base + 2;
    await placeOrder(bot, chat, locale, 'delivery');
    const changed = createDemoMenu();
    removeProduct(changed, 103);
    bot.setMenu(demoMenu({ sandbox: changed }));
    await bot.text(chat, '/orders', locale);
    await bot.tap(chat, /^📄 /, locale);
    const order = screen(bot, chat);
    expect(order).toContain(said.delivery);
    expect(order).toContain(said.gone);
    // Free delivery over 40 € in Център: the total is the restaurant's saved amount.
    expect(order).toContain(locale === 'bg' ? 'Общо: 41,70 €' : 'Total: €41.70');

    await bot.tap(chat, l.again, locale);
    const cart = screen(bot, chat);
    expect(cart).toContain(said.goneChange);
    expect(cart).toContain(said.cartLines[0]);
    expect(cart).not.toContain(locale === 'bg' ? '2. Пица Пеперони' : '2. Pizza Pepperoni');
    const stored = (await sessionOf(bot, chat))?.snapshot as { context: ConversationContext };
    expect(stored.context.cart.lines).toMatchObject([
      { selection: { product_id: 101, size: 'family' }, quantity: 2 },
    ]);
  });
});

type Summary = ConversationContext['orders'][number];

/** An order as a chat stored it before its lines were kept: no items, names or zone. */
function oldSummary(order: Summary, changes: Partial<Summary>): Summary {
  // As an older version kept it: no lines, no zone, no time on the bot's clock.
  const { items: _items, names: _names, zoneId: _zone, placedAt: _placed, ...kept } = order;
  return { ...kept, ...changes };
}

/** Rewrites the chat's stored orders, then starts a bot again on that store (a restart). */
async function restartWithOrders(
  bot: TelegramBot,
  chat: number,
  orders: (placed: Summary) => Summary[],
): Promise<TelegramBot> {
  const sessions = bot.store.namespace<ChatSession>('sessions');
  const stored = await sessions.get(String(chat));
  const snapshot = stored?.snapshot as { context: ConversationContext } | undefined;
  const placed = snapshot?.context.orders[0];
  if (!stored || !snapshot || !placed) throw new Error('no stored order');
  const { openOrder: _open, ...context } = snapshot.context;
  await sessions.set(String(chat), {
    ...stored,
    snapshot: { ...snapshot, context: { ...context, orders: orders(placed) } },
  });
  return world.start({ store: bot.store, telegram: bot.telegram });
}

describe.each(['bg', 'en'] as const)('older past orders in %s', (locale) => {
  const base = locale === 'bg' ? 7500 : 7600;
  const said = TEXTS[locale];
  const l = LABELS[locale];

  it('shows orders stored without their lines, a page at a time, with their dates', async () => {
    const first = await world.start();
    const chat = base + 1;
    const number = await placeOrder(first, chat, locale);
    // Seven orders as an older version kept them; times on the restaurant's clock (Sofia).
    const bot = await restartWithOrders(first, chat, (placed) => [
      oldSummary(placed, {}),
      oldSummary(placed, {
        externalOrderId: 'old-2',
        orderNumber: 'A-2',
        createdAt: '2026-11-22T17:30:00Z',
        status: 'delivered',
        statusLabel: 'Получена',
      }),
      ...[3, 4, 5].map((n) =>
        oldSummary(placed, { externalOrderId: `old-${n}`, orderNumber: `A-${n}` }),
      ),
      oldSummary(placed, {
        externalOrderId: 'old-6',
        orderNumber: 'A-6',
        createdAt: '2025-12-31T22:30:00Z',
        fulfilment: 'delivery',
        status: 'cancelled',
        statusLabel: 'Отказана: няма тесто',
      }),
      oldSummary(placed, {
        externalOrderId: 'old-7',
        orderNumber: 'A-7',
        createdAt: '2025-06-15T09:00:00Z',
      }),
    ]);
    await bot.text(chat, '/orders', locale);
    const page = screen(bot, chat);
    expect(page).toContain(said.entry(number));
    expect(page).not.toContain(said.items);
    expect(page).toContain(
      locale === 'bg'
        ? '№ A-2 · вчера 19:30 · 41,70 € · Получена'
        : 'No. A-2 · yesterday 19:30 · €41.70 · collected',
    );
    expect(page).toContain(
      locale === 'bg' ? 'Поръчки 1–5 от 7, най-новите първо.' : 'Orders 1–5 of 7, newest first.',
    );
    expect(page).not.toContain('A-6');
    await bot.tap(chat, '▶', locale);
    const older = screen(bot, chat);
    // 22:30 UTC on 31 December is already 1 January in Sofia: this year, so no year shown.
    expect(older).toContain(
      locale === 'bg'
        ? '№ A-6 · 01.01 00:30 · 41,70 € · Отказана: няма тесто'
        : 'No. A-6 · 1 Jan 00:30 · €41.70 · cancelled (the restaurant: “Отказана: няма тесто (Otkazana: nyama testo)”)',
    );
    expect(older).toContain(
      locale === 'bg' ? '№ A-7 · 15.06.2025 г. 12:00' : 'No. A-7 · 15 Jun 2025 12:00',
    );
    expect(older).toContain(locale === 'bg' ? 'Поръчки 6–7 от 7' : 'Orders 6–7 of 7');

    await bot.tap(chat, /A-6/, locale);
    const order = screen(bot, chat);
    expect(order).toContain(said.missing);
    expect(order).toContain(locale === 'bg' ? 'Доставка' : 'Delivery');
    expect(
      labels(bot, chat)
        .flat()
        .some((label) => label.includes(l.again)),
    ).toBe(false);
    // A forged "order this again" for it is refused by the conversation too, in words.
    await press(bot, chat, await forged(bot, chat, 'orderAgain'), undefined, locale);
    expect(screen(bot, chat).startsWith(`${said.notAgain}\n`)).toBe(true);
    await bot.tap(chat, l.back, locale);
    expect(screen(bot, chat)).toContain('A-7');
  });

  it('answers a forged or stale open-order button harmlessly, with the current list', async () => {
    const bot = await world.start();
    const chat = base + 2;
    const number = await placeOrder(bot, chat, locale);
    await bot.text(chat, '/orders', locale);
    const listed = screen(bot, chat);

    await press(bot, chat, await forged(bot, chat, 'openOrder', 7), undefined, locale);
    expect(lastAnswer(bot)).toBe(said.invalid);
    expect(screen(bot, chat)).toBe(listed);

    // A button drawn before the next order: its place now holds another order.
    const before = findButton(bot, chat, /^📄 /);
    // Forgotten details: the next order asks for them again, as the first did.
    await bot.text(chat, '/forget', locale);
    const next = await placeOrder(bot, chat, locale);
    await bot.text(chat, '/orders', locale);
    await press(bot, chat, before.data, undefined, locale);
    expect(lastAnswer(bot)).toBe(said.stale);
    const now = screen(bot, chat);
    expect(now.indexOf(said.entry(next))).toBeLessThan(now.indexOf(said.entry(number)));
    const session = (await sessionOf(bot, chat))?.snapshot as { value: unknown };
    expect(session.value).toBe('orders');
  });
});
