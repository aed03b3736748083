import { describe, expect, it } from 'vitest';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import {
  addMargarita,
  botWithMargarita,
  choosePickup,
  pickupContact,
  startWithMargarita,
} from '../support/checkout-driver.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { ordersNamed } from '../support/partner-harness.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { findButton, press, screen, stored, unansweredTaps } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

/** A promise the test opens when it chooses. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const ordersOf = (name: string) => ordersNamed(world.sandbox, name);

/** From /start to the review of one family Margherita for pickup, ordered by `name`. */
async function toReview(bot: TelegramBot, chat: number, name: string): Promise<void> {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  await pickupContact(bot, chat, { name });
  expect(screen(bot, chat)).toContain('Общо: 15,90 €');
}

describe('while an order is being sent', () => {
  it('keeps exactly one order and a consistent chat whatever the customer sends or taps', async () => {
    const release = gate();
    const entered = gate();
    let submissions = 0;
    const submit = directSubmit(world.client);
    const bot = await world.start({
      submit: async (order, signal) => {
        submissions += 1;
        entered.open();
        await release.opened;
        return submit(order, signal);
      },
    });
    const chat = 3101;
    await toReview(bot, chat, 'Петър Задържан');
    const oldHome = findButton(bot, chat, 'Начало');
    const oldConfirm = findButton(bot, chat, 'Потвърждавам');
    await bot.tap(chat, 'Потвърждавам');
    await entered.opened;
    // The cart became the order at confirmation.
    expect((await stored(bot, chat)).context.cart.lines).toEqual([]);

    const texts = [
      '/start',
      '/cart',
      '/orders',
      '/language',
      '/menu',
      '/help',
      'Маргарита',
      '/forget',
    ];
    for (const text of texts) {
      await bot.text(chat, text);
      const { state } = await stored(bot, chat);
      expect(state, `after ${text}`).toBe('checkout.submitting');
    }
    expect(screen(bot, chat)).toContain('Изпращам поръчката');
    for (const button of [oldConfirm, oldHome]) {
      await press(bot, chat, button.data, button.messageId);
      expect((await stored(bot, chat)).state).toBe('checkout.submitting');
    }
    expect(ordersOf('Петър Задържан')).toHaveLength(0);

    release.open();
    await bot.settle();
    const placed = ordersOf('Петър Задържан');
    expect(placed).toHaveLength(1);
    expect(submissions).toBe(1);
    expect(screen(bot, chat)).toContain(`Номер: ${placed[0]?.orderNumber}`);
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('submitted');
    expect(context.cart.lines).toEqual([]);
    expect(context.lastOrder).toHaveLength(1);
    expect(context.orders.map((o) => o.orderNumber)).toEqual([placed[0]?.orderNumber]);
    expect(context.pendingOrder).toBeNull();
    expect(context.heldOrder ?? null).toBeNull();
    // /forget came while the order was sent: its acceptance does not save the details again.
    expect(context.savedContact).toBeNull();
    expect(unansweredTaps(bot)).toEqual([]);

    await bot.text(chat, '/cart');
    expect(screen(bot, chat)).toContain('Количката е празна.');
  });

  it('holds an order the restaurant refused with ordering off, shows it everywhere and refuses a second checkout', async () => {
    const bot = await world.start();
    const chat = 3102;
    await toReview(bot, chat, 'Мария Задържана');
    setOrderingEnabled(world.sandbox.menu, false);
    try {
      await bot.tap(chat, 'Потвърждавам');
      await bot.settle();
      expect(screen(bot, chat)).toContain('В момента ресторантът не приема поръчки');
      expect(ordersOf('Мария Задържана')).toHaveLength(0);
      const held = (await stored(bot, chat)).context;
      expect(held.cart.lines).toEqual([]);
      expect(held.heldOrder).toMatchObject({ reason: 'unavailable', totalMinor: 1590 });

      await bot.text(chat, '/start');
      expect(screen(bot, chat)).toContain('Пазим вашата поръчка за 15,90 €');
      await bot.text(chat, '/orders');
      expect(screen(bot, chat)).toContain('Пазим вашата поръчка за 15,90 €');
      await bot.text(chat, '/cart');
      expect(screen(bot, chat)).toContain('Пазим вашата поръчка за 15,90 €');
      expect(screen(bot, chat)).toContain('Количката е празна.');

      // The same dishes again: the cart fills, but no second order can start.
      await bot.text(chat, '/start');
      await bot.tap(chat, 'Повтори последната');
      expect(screen(bot, chat)).toContain('Пица Маргарита');
      await bot.tap(chat, 'Поръчай');
      expect(screen(bot, chat)).toContain('Предишната ви поръчка още чака ресторанта');
      expect((await stored(bot, chat)).state).toBe('cart');
      expect(ordersOf('Мария Задържана')).toHaveLength(0);
    } finally {
      setOrderingEnabled(world.sandbox.menu, true);
    }
  });
});

describe('ordering switched off', () => {
  it('says so at /start and on the cart with the notice, keeps browsing and starts no contact step', async () => {
    const bot = await world.start();
    const chat = 3201;
    setOrderingEnabled(world.sandbox.menu, false);
    try {
      bot.refreshMenu();
      await bot.text(chat, '/start');
      expect(screen(bot, chat)).toContain('⛔ В момента ресторантът не приема поръчки');
      expect(screen(bot, chat)).toContain(
        'ℹ Цените, таксите и минималните суми се потвърждават само чрез /quote.',
      );
      await addMargarita(bot, chat);
      expect(screen(bot, chat)).toContain('Пица Маргарита');
      expect(screen(bot, chat)).toContain('⛔ В момента ресторантът не приема поръчки');
      await bot.tap(chat, 'Поръчай');
      expect(screen(bot, chat)).toContain('не мога да започна поръчката');
      expect((await stored(bot, chat)).state).toBe('cart');
      expect((await stored(bot, chat)).context.cart.lines).toHaveLength(1);

      // A customer whose Telegram speaks English reads it in English.
      await bot.text(chat + 50, '/start', 'en');
      expect(screen(bot, chat + 50)).toContain('⛔ The restaurant is not taking orders right now.');
    } finally {
      setOrderingEnabled(world.sandbox.menu, true);
      bot.refreshMenu();
    }
    await bot.text(chat, '/cart');
    expect(screen(bot, chat)).not.toContain('не приема поръчки');
    await bot.tap(chat, 'Поръчай');
    expect(screen(bot, chat)).toContain('Доставка или вземане');
  });

  it('sends the customer back to the cart when ordering goes off while the receipt is chosen', async () => {
    const chat = 3202;
    const bot = await botWithMargarita(world, chat);
    await bot.tap(chat, 'Поръчай');
    expect(screen(bot, chat)).toContain('Доставка или вземане');
    setOrderingEnabled(world.sandbox.menu, false);
    try {
      bot.refreshMenu();
      await bot.tap(chat, 'Ще взема');
      expect(screen(bot, chat)).toContain('не мога да започна поръчката');
      expect(screen(bot, chat)).not.toContain('Как се казвате');
      expect((await stored(bot, chat)).state).toBe('cart');
    } finally {
      setOrderingEnabled(world.sandbox.menu, true);
      bot.refreshMenu();
    }
  });

  it('says the same when the restaurant does not accept cash, in both languages', async () => {
    const bot = await world.start();
    const chat = 3203;
    const availability = world.sandbox.menu.availability;
    const methods = availability.payment_methods;
    availability.payment_methods = ['card'];
    try {
      bot.refreshMenu();
      await bot.text(chat, '/start');
      expect(screen(bot, chat)).toContain('не приема плащане в брой');
      await addMargarita(bot, chat);
      expect(screen(bot, chat)).toContain('не приема плащане в брой');
      await bot.tap(chat, 'Поръчай');
      expect(screen(bot, chat)).toContain('не мога да приема поръчката');
      expect((await stored(bot, chat)).state).toBe('cart');
      await bot.text(chat + 50, '/cart', 'en');
      expect(screen(bot, chat + 50)).toContain('⛔ The restaurant does not accept cash right now');
    } finally {
      availability.payment_methods = methods;
      bot.refreshMenu();
    }
  });
});
