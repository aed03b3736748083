import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { OrderRecord } from '../../src/domain/order.ts';
import { newEntry, type OutboxEntry } from '../../src/orders/outbox-entry.ts';
import type { OutboxEvents } from '../../src/orders/outbox-recorder.ts';
import { choosePickup, pickupContact, startWithMargarita } from '../support/checkout-driver.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/*
 * Issue 33: what the customer is told about an order outside the conversation must be true in
 * every case it is used. The real bot and the order-events bridge, with the outbox's side played
 * by the test (`handOutbox`): it stores each confirmation and announces the entries and outcomes
 * the real outbox would (src/orders/: `acceptedLate` with `laterConfirmation`, `gaveUp`,
 * `watchUntil`), so each case's words can be read exactly.
 */

const world = useTelegramWorld();
const MINUTE = 60_000;

/** The outbox as the chat sees it, moved by the test. */
function handOutbox(now: () => number) {
  const events = new EventEmitter<OutboxEvents>();
  const entries = new Map<string, OutboxEntry>();
  const enqueued: PendingOrder[] = [];
  return {
    events,
    enqueued,
    entry: async (externalOrderId: string) => entries.get(externalOrderId),
    async enqueue(order: PendingOrder): Promise<void> {
      enqueued.push(order);
      entries.set(order.externalOrderId, newEntry(order, now()));
    },
    /** Stores the entry of `order` with `change` and announces `outcome`, as the outbox does. */
    settle(order: PendingOrder, change: Partial<OutboxEntry>, outcome: SubmitOutcome): void {
      const stored = entries.get(order.externalOrderId);
      if (!stored) throw new Error(`no entry ${order.externalOrderId}`);
      const entry: OutboxEntry = { ...stored, ...change, updatedAt: now() };
      entries.set(order.externalOrderId, entry);
      events.emit('settled', { entry, outcome });
    },
  };
}

type HandOutbox = ReturnType<typeof handOutbox>;

async function start(): Promise<{ bot: TelegramBot; outbox: HandOutbox }> {
  const outbox = handOutbox(() => world.clock.now());
  const bot = await world.start({ outbox });
  return { bot, outbox };
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** Every message the bot sent the chat on its own, oldest first. */
const news = (bot: TelegramBot, chat: number) =>
  bot.telegram.messages(chat).map((message) => ({ ...message, text: plain(message.text) }));

/** The message whose text starts with `start`, once the bot sent it. */
async function newsStarting(bot: TelegramBot, chat: number, start: string) {
  await expect
    .poll(() => news(bot, chat).some((m) => m.text.startsWith(start)), { timeout: 10_000 })
    .toBe(true);
  return news(bot, chat).filter((m) => m.text.startsWith(start));
}

/** From /start to the review of one family Margherita (15,90 €), then Confirm. */
async function confirmed(bot: TelegramBot, outbox: HandOutbox, chat: number) {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  await pickupContact(bot, chat);
  expect(screen(bot, chat)).toContain('Общо: 15,90 €');
  return confirmAgain(bot, outbox, chat);
}

/**
 * Confirm on the review: returns the order once the outbox stored it (the chat then waits on
 * its "sending" screen for the outcome the test announces).
 */
async function confirmAgain(bot: TelegramBot, outbox: HandOutbox, chat: number) {
  const before = outbox.enqueued.length;
  await bot.tap(chat, 'Потвърждавам');
  await expect.poll(() => outbox.enqueued.length, { timeout: 10_000 }).toBe(before + 1);
  const order = outbox.enqueued.at(-1);
  if (!order) throw new Error('nothing was handed to the outbox');
  return order;
}

/** The order placed at the sandbox for real: the record the restaurant would answer. */
const placed = (order: PendingOrder): Promise<OrderRecord> =>
  world.client.submitOrder(order.request);

const AFTER_ALL = (n: string) =>
  `Предишната ви поръчка все пак е стигнала до ресторанта: № ${n}, сума 15,90 €.`;

describe('an order given up for a fresh quote that turns up after all', () => {
  /**
   * The first confirmation is given up for a fresh quote while an attempt of it may still land;
   * the chat re-quotes it. Returns that order.
   */
  async function givenUp(bot: TelegramBot, outbox: HandOutbox, chat: number) {
    const first = await confirmed(bot, outbox, chat);
    const watchUntil = world.clock.now() + 10 * MINUTE;
    outbox.settle(first, { state: 'requote', watchUntil }, { kind: 'requote' });
    await expect
      .poll(() => screen(bot, chat), { timeout: 10_000 })
      .toContain('Поръчката ви още не е направена. Цената е същата: моля, потвърдете я отново.');
    return first;
  }

  /** The first order turns up: the outbox's `accepted` of a retired id. */
  function turnsUp(
    outbox: HandOutbox,
    first: PendingOrder,
    record: OrderRecord,
    later?: OutboxEntry['laterConfirmation'],
  ) {
    outbox.settle(
      first,
      {
        state: 'accepted',
        record,
        orderNumber: record.order_number,
        watchUntil: undefined,
        acceptedLate: true,
        ...(later === undefined ? {} : { laterConfirmation: later }),
      },
      { kind: 'accepted', record },
    );
  }

  it('alone: the customer had not confirmed again, so it is the order, with nothing to confirm', async () => {
    const { bot, outbox } = await start();
    const chat = 33_201;
    const first = await givenUp(bot, outbox, chat);
    const record = await placed(first);
    turnsUp(outbox, first, record);
    const [told] = await newsStarting(bot, chat, '✅ Предишната');
    expect(told?.text).toBe(
      `✅ ${AFTER_ALL(record.order_number)} Не е нужно да я потвърждавате отново.`,
    );
    expect((await stored(bot, chat)).context.orders.map((o) => o.orderNumber)).toEqual([
      record.order_number,
    ]);
  });

  it('waiting: the later confirmation waited for it and is never sent, so there is one order', async () => {
    const { bot, outbox } = await start();
    const chat = 33_202;
    const first = await givenUp(bot, outbox, chat);
    const second = await confirmAgain(bot, outbox, chat);
    outbox.settle(
      second,
      { state: 'held', heldReason: 'waiting', waitingFor: first.externalOrderId },
      { kind: 'held', reason: 'waiting' },
    );
    await expect.poll(async () => (await stored(bot, chat)).context.heldOrder).toBeTruthy();

    const record = await placed(first);
    turnsUp(outbox, first, record, 'waiting');
    // Then the waiting confirmation is superseded: it stands for the earlier order.
    outbox.settle(second, { state: 'superseded', record }, { kind: 'accepted', record });
    const [told] = await newsStarting(bot, chat, '✅ Предишната');
    expect(told?.text).toBe(
      `✅ ${AFTER_ALL(record.order_number)} По-късното ви потвърждение не беше изпратено, така че има само тази една поръчка.`,
    );
    await expect.poll(async () => (await stored(bot, chat)).context.heldOrder).toBeNull();
    const context = (await stored(bot, chat)).context;
    expect(context.orders.map((o) => o.orderNumber)).toEqual([record.order_number]);
    expect(context.cart.lines).toEqual([]);
  });

  it('sent: the later confirmation had been sent too, so the restaurant may have two orders', async () => {
    const { bot, outbox } = await start();
    const chat = 33_203;
    const first = await givenUp(bot, outbox, chat);
    const second = await confirmAgain(bot, outbox, chat);
    const secondRecord = await placed(second);
    outbox.settle(
      second,
      { state: 'accepted', record: secondRecord, orderNumber: secondRecord.order_number },
      { kind: 'accepted', record: secondRecord },
    );
    await expect.poll(() => screen(bot, chat)).toContain(`Номер: ${secondRecord.order_number}`);

    const record = await placed(first);
    turnsUp(outbox, first, record, 'sent');
    const [told] = await newsStarting(bot, chat, '⚠ Предишната');
    expect(told?.text).toBe(
      `⚠ ${AFTER_ALL(record.order_number)} По-късното ви потвърждение също вече беше изпратено, така че ресторантът може да има две ваши поръчки. Помолихме ресторанта да провери; ако е нужно, свържете се с него.`,
    );
    // Nothing in any of the chat's messages says the later confirmation was not sent.
    expect(news(bot, chat).some((m) => m.text.includes('не беше изпратено'))).toBe(false);
    const orders = (await stored(bot, chat)).context.orders.map((o) => o.orderNumber);
    expect(orders.sort()).toEqual([record.order_number, secondRecord.order_number].sort());
  });
});

describe('a held order that came to no order', () => {
  const BACK_WITH_BUTTON =
    'Ястията ѝ са отново в количката ви със същите данни: натиснете бутона по-долу, за да видите актуалната цена, и я потвърдете.';
  const BACK_TO_CART =
    'Ястията ѝ са отново в количката ви: отворете /cart и натиснете „Поръчай“, за да потвърдите актуалната цена.';
  const MAY_ARRIVE = 'Тя все пак може още да стигне до ресторанта — ако стигне, ще ви съобщим.';

  it.each([
    {
      name: 'given up when its quote expired',
      change: { gaveUp: 'quote_expired' },
      chat: 33_301,
      text: `⚠ Ресторантът не прие поръчката ви, докато цената ѝ беше валидна, затова тя не е направена. ${BACK_WITH_BUTTON}`,
    },
    {
      name: 'given up when its attempts ran out, one still in doubt',
      change: { gaveUp: 'retries_exhausted', watchUntil: 1 },
      chat: 33_302,
      text: `⚠ Поръчката ви не можа да бъде направена: системата за поръчки на ресторанта не я прие. ${BACK_WITH_BUTTON} ${MAY_ARRIVE}`,
    },
    {
      name: 'retired for a fresh quote (a 409), one attempt still in doubt',
      change: { watchUntil: 1 },
      chat: 33_303,
      text: `⚠ Поръчката ви не е направена: нужна ѝ е актуална цена, преди да бъде изпратена. ${BACK_TO_CART} ${MAY_ARRIVE}`,
    },
  ] as const)(
    '$name: says why, where its dishes are, and nothing of a price change',
    async ({ change, chat, text }) => {
      const { bot, outbox } = await start();
      const order = await confirmed(bot, outbox, chat);
      outbox.settle(
        order,
        { state: 'held', heldReason: 'unavailable' },
        { kind: 'held', reason: 'unavailable' },
      );
      await expect.poll(async () => (await stored(bot, chat)).context.heldOrder).toBeTruthy();

      outbox.settle(order, { state: 'requote', ...change }, { kind: 'requote' });
      const [told] = await newsStarting(bot, chat, '⚠');
      expect(told?.text).toBe(text);
      expect(told?.text).not.toMatch(/цена(та)? .*промени/);
      const context = (await stored(bot, chat)).context;
      expect(context.heldOrder).toBeNull();
      expect(context.cart.lines).toHaveLength(1);
    },
  );
});
