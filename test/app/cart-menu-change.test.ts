import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import {
  removeAddon,
  removeProduct,
  removeVariant,
  setComboPrice,
  setProductAvailable,
} from '../../src/sandbox/menu/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { tap, type, useTestApplication } from '../support/app-harness.ts';
import { lunchComboOnTheWire } from '../support/demo-menu.ts';
import { captureLogs } from '../support/partner-harness.ts';

/**
 * A cart that outlives a menu change, through the whole application: the real catalogue sync
 * reads the changed sandbox menu (a complete cycle), and the customer goes on with the same
 * cart. The sandbox refuses anything the new menu does not allow, so an order that lands proves
 * the cart was brought up to date before the quote.
 */

const logs = captureLogs('warn');
let sandbox: Sandbox;
let app: Application;
let telegram: LocalTelegram;

useTestApplication({ logs }, (started) => {
  ({ sandbox, app, telegram } = started);
});

/** The chat's current screen, with Intl's no-break spaces made plain. */
function screen(chat: number): string {
  const text = telegram.liveMessage(chat)?.text ?? telegram.lastMessage(chat)?.text ?? '';
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

async function taps(chat: number, ...labels: string[]): Promise<void> {
  for (const label of labels) await tap(app, telegram, chat, label);
}

/** Confirms the review; the restaurant has one order more than `before`: returns it. */
async function confirmOneOrder(chat: number, before: number) {
  await taps(chat, 'Потвърждавам');
  const orders = sandbox.ledger.list();
  expect(orders.length).toBe(before + 1);
  return orders.at(-1);
}

/** The restaurant changes its menu and the bot completes one whole sync cycle. */
async function restaurantChanges(change: () => void): Promise<void> {
  change();
  const outcome = await app.catalogue.syncNow();
  expect(outcome.ok).toBe(true);
}

/** Pickup, a name and a phone, no e-mail, no note: the quote follows. */
async function pickupDetails(chat: number, phone = '0888 123 456'): Promise<void> {
  await taps(chat, 'Ще взема');
  await type(app, telegram, chat, 'Мария Иванова');
  await type(app, telegram, chat, phone);
  await taps(chat, 'Пропусни', 'Пропусни');
}

describe('a cart that outlives a menu change', () => {
  it('takes the new revision of a combo, shows its new price and places one order with it', async () => {
    const chat = 7101;
    await type(app, telegram, chat, '/start');
    await taps(chat, 'Комбо менюта', 'Обедно меню', 'Добави', 'Добави 1 бр.');
    expect(screen(chat)).toContain('Обедно меню');

    await restaurantChanges(() => setComboPrice(sandbox.menu, 'LUNCH', 1290));
    await type(app, telegram, chat, '/cart');
    expect(screen(chat)).toContain('Менюто на ресторанта се промени, затова обнових количката ви');
    expect(screen(chat)).toContain(
      'Обедно меню: ресторантът обнови менюто, цената вече е от 12,90 €',
    );

    const before = sandbox.ledger.list().length;
    await taps(chat, 'Поръчай');
    await pickupDetails(chat, '02 123 4567');
    expect(screen(chat)).toContain('Обедно меню × 1 — 12,90 €');
    expect(screen(chat)).not.toContain('Не успях');
    expect(telegram.liveMessage(chat)?.buttons.flat()[0]?.text).toMatch(/Потвърждавам за 12,90\s€/);
    const order = await confirmOneOrder(chat, before);
    expect(order?.body.items).toEqual([
      {
        selection: lunchComboOnTheWire('r2', [101, 910]),
        quantity: 1,
      },
    ]);
    // A Sofia landline is a complete, valid number: it reaches the restaurant in E.164.
    expect(order?.body.customer).toMatchObject({ phone: '+35921234567' });
    expect(screen(chat)).toContain(`Поръчката е приета! Номер: ${order?.orderNumber}`);
  });

  it('removes a dish the restaurant deleted while the customer typed their details', async () => {
    const chat = 7102;
    await type(app, telegram, chat, '/start');
    await taps(chat, 'Пици', 'Маргарита', 'Добави', 'Добави 1 бр.');
    await taps(chat, 'Начало', 'Пици', 'Карбонара', 'Добави', 'Добави 1 бр.');
    await taps(chat, 'Поръчай', 'Ще взема');
    await type(app, telegram, chat, 'Мария Иванова');

    await restaurantChanges(() => removeProduct(sandbox.menu, 106));
    const before = sandbox.ledger.list().length;
    await type(app, telegram, chat, '0888 123 456');
    await taps(chat, 'Пропусни', 'Пропусни');
    expect(screen(chat)).toContain(
      'Пица Карбонара вече не е в менюто — премахнах го от количката.',
    );
    expect(screen(chat)).toContain('Пица Маргарита, Малка 25 см × 1 — 8,90 €');
    expect(screen(chat)).not.toContain('Карбонара × 1');
    const order = await confirmOneOrder(chat, before);
    expect(order?.body.items).toEqual([
      { selection: { product_id: 101, size: 'standard', crust: false }, quantity: 1 },
    ]);
  });

  it('adjusts a line whose size and extra are gone and says what changed', async () => {
    const chat = 7103;
    await type(app, telegram, chat, '/start');
    await taps(chat, 'Пици', 'Капричоза', 'Фамилна', 'Добавки и промени', 'Бекон', 'Готово');
    await taps(chat, 'Добави 1 бр.');
    expect(screen(chat)).toContain('Пица Капричоза, Фамилна 40 см; + Бекон × 1');

    await restaurantChanges(() => {
      removeVariant(sandbox.menu, 102, 'family');
      removeAddon(sandbox.menu, 102, 'bacon');
    });
    await type(app, telegram, chat, '/cart');
    const shown = screen(chat);
    expect(shown).toContain(
      'Пица Капричоза: размер „Фамилна 40 см“ вече не се предлага — смених го на „Малка 25 см“.',
    );
    expect(shown).toContain('Пица Капричоза: добавката „Бекон“ вече не се предлага — махнах я.');
    expect(shown).toContain('1. Пица Капричоза, Малка 25 см × 1');

    const before = sandbox.ledger.list().length;
    await taps(chat, 'Поръчай');
    await pickupDetails(chat);
    expect(screen(chat)).not.toContain('Менюто на ресторанта се промени');
    const order = await confirmOneOrder(chat, before);
    expect(order?.body.items).toEqual([
      { selection: { product_id: 102, size: 'standard', crust: false }, quantity: 1 },
    ]);
  });

  it('says an out-of-stock dish left the cart, with the restock label and notice, in English', async () => {
    const chat = 7104;
    const say = (text: string) => app.bot.handleUpdate(telegram.textUpdate(chat, text, 'en'));
    const press = async (label: string) => {
      const live = telegram.liveMessage(chat);
      const button = live?.buttons.flat().find((b) => b.text.includes(label));
      if (!live || !button) throw new Error(`no button ${label}`);
      await app.bot.handleUpdate(telegram.tapUpdate(chat, live.messageId, button.data, 'en'));
      await app.runner.drain(10_000);
    };
    await say('/start');
    for (const label of ['Pizzas', 'Four cheese', 'Add', 'Add 1']) await press(label);
    expect(screen(chat)).toContain('Pizza Four cheese');

    await restaurantChanges(() => {
      setProductAvailable(sandbox.menu, 104, false);
      const cheeses = sandbox.menu.products.find((p) => p.id === 104);
      if (cheeses) cheeses.available_at = 'утре от 11:00';
    });
    await say('/cart');
    const shown = screen(chat);
    expect(shown).toContain('The restaurant changed its menu, so I updated your cart:');
    expect(shown).toContain(
      '• Pizza Four cheeses is not available right now — removed from your cart.',
    );
    // The restaurant's restock label and notice, in English where the glossary knows each word.
    expect(shown).toContain('Back in stock: tomorrow from 11:00');
    expect(shown).toContain('Временно не се предлага. (Vremenno ne se predlaga.)');
    expect(shown).toContain('Your cart is empty.');
  });

  it('never loops on "could not calculate the price" when the bot has not synced the change yet', async () => {
    const chat = 7105;
    await type(app, telegram, chat, '/start');
    await taps(chat, 'Комбо менюта', 'Бургер меню', 'Добави', 'Добави 1 бр.');
    // The restaurant changes the combo; the bot's copy is a sync behind, so /quote says 409.
    setComboPrice(sandbox.menu, 'BURGER', 1690);
    await taps(chat, 'Поръчай');
    await pickupDetails(chat);
    expect(screen(chat)).toContain('Ресторантът току-що промени менюто');
    expect(screen(chat)).not.toContain('Не успях да изчисля цената');

    expect((await app.catalogue.syncNow()).ok).toBe(true);
    // "Order" from the cart on screen: the cart is checked first and the change is shown.
    await taps(chat, 'Поръчай');
    expect(screen(chat)).toContain(
      'Бургер меню: ресторантът обнови менюто, цената вече е от 16,90 €',
    );
    const before = sandbox.ledger.list().length;
    await taps(chat, 'Поръчай');
    await pickupDetails(chat);
    expect(screen(chat)).toContain('Бургер меню × 1 — 16,90 €');
    const order = await confirmOneOrder(chat, before);
    expect(order?.body.items).toMatchObject([
      { selection: { combo_code: 'BURGER', combo_revision: 'r2' }, quantity: 1 },
    ]);
  });
});
