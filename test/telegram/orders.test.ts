import { describe, expect, it } from 'vitest';
import { MAX_CALLBACK_BYTES } from '../../src/telegram/callback-data.ts';
import { checkoutPickup, startWithMargarita } from '../support/checkout-driver.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  allCallbackData,
  callsOf,
  findButton,
  screen,
  unansweredTaps,
} from '../support/telegram-steps.ts';

const world = useTelegramWorld();

/** What every whole order must also satisfy: answered taps, short data, edits over new messages. */
function expectTidyChat(bot: TelegramBot, chat: number, typedMessages: number): void {
  expect(unansweredTaps(bot)).toEqual([]);
  const data = allCallbackData(bot);
  expect(data.length).toBeGreaterThan(20);
  for (const item of data) expect(Buffer.byteLength(item)).toBeLessThanOrEqual(MAX_CALLBACK_BYTES);
  // Each typed message starts a new live message (Telegram shows it below the customer's text);
  // every tap edits in place. Two more for a photo card and the step after it.
  const sent = callsOf(bot, 'sendMessage', chat).length + callsOf(bot, 'sendPhoto', chat).length;
  expect(sent).toBeLessThanOrEqual(typedMessages + 3);
  expect(callsOf(bot, 'editMessageText', chat).length).toBeGreaterThan(3);
}

describe('a whole order through the real bot and the sandbox', () => {
  it('delivers to a zone with address, e-mail and note, and confirms the placed order', async () => {
    const bot = await world.start();
    const chat = 2001;
    const before = world.sandbox.ledger.list().length;
    await startWithMargarita(bot, chat);
    await bot.tap(chat, 'Поръчай');
    expect(screen(bot, chat)).toContain('Център: доставка 2,50 €, минимум 15,00 €');
    expect(screen(bot, chat)).not.toContain('Банкя'); // zone 4 is disabled
    await bot.tap(chat, 'Център');
    expect(screen(bot, chat)).toContain('Как се казвате?');
    await bot.text(chat, 'Иван Петров');
    await bot.text(chat, '0888 123 456');
    await bot.text(chat, 'ivan@example.com');
    expect(screen(bot, chat)).toContain('Адрес за доставка');
    await bot.text(chat, 'ул. Витоша 10, ет. 3');
    expect(screen(bot, chat)).toContain('Бележка');
    await bot.text(chat, 'Звънец 12');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Пица Маргарита, Фамилна 40 см × 1 — 15,90 €');
    expect(screen(bot, chat)).toContain('Доставка: 2,50 €');
    expect(screen(bot, chat)).toContain('Общо: 18,40 €');
    expect(findButton(bot, chat, 'Потвърждавам').text).toMatch(/18,40\s€$/);
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();

    const orders = world.sandbox.ledger.list();
    expect(orders.length).toBe(before + 1);
    const order = orders.at(-1);
    expect(order?.fulfilment).toBe('delivery');
    expect(order?.totalMinor).toBe(1840);
    expect(order?.body.choice).toEqual({ fulfilment: 'delivery', zone_id: 1, payment: 'cash' });
    expect(order?.body.customer).toEqual({
      name: 'Иван Петров',
      phone: '+359888123456',
      email: 'ivan@example.com',
      address: 'ул. Витоша 10, ет. 3',
      note: 'Звънец 12',
    });
    expect(screen(bot, chat)).toBe(
      `✅ Поръчката е приета! Номер: ${order?.orderNumber}. Сума: 18,40 €. Ще ви съобщаваме за всяка промяна.`,
    );
    expectTidyChat(bot, chat, 6);
  });

  it('speaks English to a customer whose Telegram is in English, with € before the amount', async () => {
    const bot = await world.start();
    const chat = 2002;
    await bot.text(chat, '/start', 'en');
    expect(screen(bot, chat)).toContain('Welcome! Pick a category.');
    await bot.tap(chat, 'Pizzas', 'en');
    await bot.tap(chat, 'Margherita', 'en');
    expect(screen(bot, chat)).toContain('€8.90');
    await bot.tap(chat, 'Family', 'en');
    expect(screen(bot, chat)).toContain('€15.90');
    await bot.tap(chat, '➕ Add', 'en');
    expect(screen(bot, chat)).toContain('How many?');
    await bot.tap(chat, 'Add 1 to cart', 'en');
    expect(screen(bot, chat)).toContain('Your cart has 1 line:');
    await bot.tap(chat, '✅ Order', 'en');
    expect(screen(bot, chat)).toContain('Delivery or collection?');
    await bot.tap(chat, "I'll collect it", 'en');
    expect(screen(bot, chat)).toBe('What is your name? (for the order)');
    await bot.text(chat, 'John Smith', 'en');
    await bot.text(chat, '+44 20 7946 0958', 'en');
    await bot.tap(chat, 'Skip', 'en');
    await bot.tap(chat, 'Skip', 'en');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Total: €15.90');
    expect(screen(bot, chat)).toContain('Payment in cash');
    await bot.tap(chat, 'Confirm for €15.90', 'en');
    await bot.settle();
    const order = world.sandbox.ledger.list().at(-1);
    expect(order?.fulfilment).toBe('pickup');
    expect(order?.body.customer).toEqual({ name: 'John Smith', phone: '+442079460958' });
    expect(screen(bot, chat)).toBe(
      `✅ Order accepted! Number: ${order?.orderNumber}. Total: €15.90. We will tell you about every change.`,
    );
    expectTidyChat(bot, chat, 3);
  });

  it('orders a half-and-half and a combo with a swapped slot, each described in words', async () => {
    const bot = await world.start();
    const chat = 2003;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Половинка-половинка');
    expect(screen(bot, chat)).toContain('първата половина');
    await bot.tap(chat, 'Пица Маргарита');
    expect(screen(bot, chat)).toContain('втората половина');
    await bot.tap(chat, 'Пица Пеперони');
    expect(screen(bot, chat)).toContain('½ Пица Маргарита + ½ Пица Пеперони');
    await bot.tap(chat, '½1 ✔ Босилек');
    expect(findButton(bot, chat, '½1 🚫 Босилек').text).toBe('½1 🚫 Босилек');
    await bot.tap(chat, 'Тънко тесто');
    await bot.tap(chat, 'Готово');
    await bot.tap(chat, 'Добави 1 бр.');
    expect(screen(bot, chat)).toContain(
      '1. Половинка-половинка: ½ Пица Маргарита, Фамилна 40 см; без Босилек + ½ Пица Пеперони, Фамилна 40 см; thin × 1',
    );

    await bot.tap(chat, 'Начало');
    await bot.tap(chat, 'Комбо менюта');
    expect(findButton(bot, chat, 'Нощно меню').text).toMatch(/^⛔ /);
    await bot.tap(chat, 'Обедно меню');
    expect(screen(bot, chat)).toContain('Обедно меню');
    await bot.tap(chat, '2. Кока-Кола');
    expect(screen(bot, chat)).toContain('позиция 2');
    await bot.tap(chat, 'Минерална вода');
    expect(findButton(bot, chat, /^2\. /).text).toBe('2. Минерална вода 🔄');
    await bot.tap(chat, 'Добави');
    await bot.tap(chat, '● 1');
    await bot.tap(chat, 'Добави 1 бр.');
    const cart = screen(bot, chat);
    expect(cart).toContain('В количката има 2 реда:');
    expect(cart).toMatch(/2\. Обедно меню: Пица Маргарита, .+ \| Минерална вода.* × 1/);

    await checkoutPickup(bot, chat);
    expect(screen(bot, chat)).toContain('Общо');
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Поръчката е приета');
    const items = world.sandbox.ledger.list().at(-1)?.body.items as {
      selection: Record<string, unknown>;
    }[];
    expect(items[0]?.selection).toMatchObject({
      halves: [
        { product_id: 101, removed: [21] },
        { product_id: 103, removed: [] },
      ],
      base: 'thin',
    });
    expect(items[1]?.selection).toMatchObject({
      combo_code: 'LUNCH',
      items: [{ product_id: 101 }, { product_id: 908 }],
    });
    expectTidyChat(bot, chat, 3);
  });
});
