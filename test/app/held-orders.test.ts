import { afterAll, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/orders/index.ts';
import { setOrderingEnabled, setProductAvailable } from '../../src/sandbox/menu/index.ts';
import { openStore } from '../../src/store/index.ts';
import { contextOf, pickupToReview, tap, tapConfirmNoWait, type } from '../support/app-harness.ts';
import {
  app,
  config,
  driveUntil,
  sandbox,
  startAgain,
  telegram,
  useAppWorld,
} from '../support/app-world.ts';
import { clientFor, ordersNamed } from '../support/partner-harness.ts';

// Quotes valid for a day: however many clock steps a loaded machine needs while the order is
// held, the quote stays good (its expiry is not what this file tests).
const logs = useAppWorld({
  level: 'warn',
  sandbox: { quoteTtlMs: 24 * 60 * 60_000 },
});

afterAll(() => {
  setOrderingEnabled(sandbox.menu, true);
});

const NAME = 'Стоян Чакащ';

function screenOf(chat: number): string {
  return (telegram.liveMessage(chat)?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function everythingSaid(chat: number): string {
  return telegram
    .messages(chat)
    .map((message) => message.text)
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');
}

const ordersOfCustomer = (name = NAME) => ordersNamed(sandbox, name);

/** The one clock of this world moves on only while no Partner API request is in flight. */
const advanceUntil = driveUntil;

/**
 * One family Margherita for pickup up to its price, then ordering is switched off at the
 * restaurant and the customer confirms: the order is held.
 */
async function confirmWhileOrderingOff(chat: number, name: string): Promise<void> {
  await pickupToReview(app, telegram, chat, name);
  expect(screenOf(chat)).toContain('Общо: 15,90 €');

  // The restaurant switches ordering off while the customer reads the price.
  setOrderingEnabled(sandbox.menu, false);
  await tapConfirmNoWait(app, telegram, chat);
  await advanceUntil(() => screenOf(chat).includes('Пазим вашата поръчка'), 'the held message');
  await app.runner.drain(10_000);
}

it('holds an order confirmed while ordering was off, refuses it twice, and places it once ordering is back', async () => {
  const chat = 7101;
  await confirmWhileOrderingOff(chat, NAME);
  expect(ordersOfCustomer()).toHaveLength(0);
  expect((await contextOf(app, chat)).cart.lines).toEqual([]);

  // The bot learns of the switch with the next sync: /cart shows it and the held order.
  await app.catalogue.syncNow();
  await type(app, telegram, chat, '/cart');
  expect(screenOf(chat)).toContain('Пазим вашата поръчка за 15,90 €');
  expect(screenOf(chat)).toContain('⛔ В момента ресторантът не приема поръчки');
  expect(screenOf(chat)).toContain('Количката е празна.');

  // The customer tries again with the same dishes: refused while ordering is off…
  await type(app, telegram, chat, '/start');
  expect(screenOf(chat)).toContain('Пазим вашата поръчка за 15,90 €');
  await tap(app, telegram, chat, 'Повтори последната');
  await tap(app, telegram, chat, 'Поръчай');
  expect(screenOf(chat)).toContain('не мога да започна поръчката');

  // …and, once ordering is back, while the first order is still held.
  setOrderingEnabled(sandbox.menu, true);
  await app.catalogue.syncNow();
  await tap(app, telegram, chat, 'Поръчай');
  expect(screenOf(chat)).toContain('Предишната ви поръчка още чака ресторанта');
  expect(screenOf(chat)).not.toContain('Доставка или вземане');

  // The outbox's periodic resume places the held order; the customer is told its number.
  await advanceUntil(
    () => ordersOfCustomer().length > 0 && everythingSaid(chat).includes('е приета от ресторанта'),
    'the accepted order',
  );
  await app.runner.drain(10_000);
  const placed = ordersOfCustomer();
  expect(placed).toHaveLength(1);
  const number = placed[0]?.orderNumber ?? '';
  expect(everythingSaid(chat)).toContain(`✅ Поръчка № ${number} е приета от ресторанта.`);
  const context = await contextOf(app, chat);
  expect(context.heldOrder).toBeNull();
  expect(context.orders.map((order) => order.orderNumber)).toEqual([number]);
  await type(app, telegram, chat, '/orders');
  expect(screenOf(chat)).toContain(`№ ${number}`);
  expect(screenOf(chat)).not.toContain('Пазим вашата поръчка');

  // The held order is settled: the repeated cart is a new order the customer may start.
  await type(app, telegram, chat, '/cart');
  await tap(app, telegram, chat, 'Поръчай');
  expect(screenOf(chat)).toContain('Доставка или вземане');
  expect(ordersOfCustomer()).toHaveLength(1);
});

it('gives a held order the restaurant then refused back to the cart and says why', async () => {
  const chat = 7102;
  const name = 'Гергана Отказана';
  await confirmWhileOrderingOff(chat, name);
  // Ordering comes back, but the dish is sold out meanwhile: the resumed order gets a 422.
  setProductAvailable(sandbox.menu, 101, false);
  setOrderingEnabled(sandbox.menu, true);
  try {
    await advanceUntil(
      () => everythingSaid(chat).includes('Ресторантът не прие поръчката ви'),
      'the refusal',
    );
    await app.runner.drain(10_000);
    expect(everythingSaid(chat)).toContain('Ястията ѝ са отново в количката ви');
    expect(ordersOfCustomer(name)).toHaveLength(0);
    const context = await contextOf(app, chat);
    expect(context.heldOrder).toBeNull();
    expect(context.cart.lines.map((line) => line.selection)).toEqual([
      { product_id: 101, size: 'family', crust: false },
    ]);
    await type(app, telegram, chat, '/cart');
    expect(screenOf(chat)).toContain('Пица Маргарита');
    expect(screenOf(chat)).not.toContain('Пазим вашата поръчка');
  } finally {
    setProductAvailable(sandbox.menu, 101, true);
    // A whole cycle reads it (one in flight may have begun before the change).
    await app.catalogue.syncNow();
    await app.catalogue.syncNow();
  }
});

it('tells a chat the outcome of its held order when that news was lost in a crash', async () => {
  const chat = 7103;
  const name = 'Калин Рестартиран';
  await confirmWhileOrderingOff(chat, name);
  const id = (await contextOf(app, chat)).heldOrder?.externalOrderId ?? '';
  const entry = await app.outbox.entry(id);
  if (!entry) throw new Error('the held order has no outbox entry');
  await app.stop();

  // What a crash between the outbox's write and the chat's leaves behind: the order placed and
  // stored as accepted, the chat still holding it.
  setOrderingEnabled(sandbox.menu, true);
  const { client } = clientFor(sandbox, { logger: logs.logger });
  const record = await client.submitOrder(entry.request);
  await client.close();
  const store = await openStore(config.storeUrl);
  await store.namespace<OutboxEntry>('outbox').set(id, {
    ...entry,
    state: 'accepted',
    orderNumber: record.order_number,
    record,
  });
  await store.close();

  await startAgain();
  expect(everythingSaid(chat)).toContain(
    `✅ Поръчка № ${record.order_number} е приета от ресторанта.`,
  );
  const context = await contextOf(app, chat);
  expect(context.heldOrder).toBeNull();
  expect(context.orders.map((order) => order.orderNumber)).toEqual([record.order_number]);
  expect(ordersOfCustomer(name)).toHaveLength(1);
});
