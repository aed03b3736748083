import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { SubmitOutcome } from '../../src/conversation/types.ts';
import type { OrderRecord } from '../../src/domain/order.ts';
import { newEntry } from '../../src/orders/outbox-entry.ts';
import type { OutboxEvents } from '../../src/orders/outbox-recorder.ts';
import { startWithMargarita } from '../support/checkout-driver.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, sessionOf } from '../support/telegram-steps.ts';
import { deferred, pickupSummary, stateOf, toNoteStep } from './runner-support.ts';

/*
 * The chat runner (src/chat/runner.ts) across instances and stores: several instances on one store,
 * order news handed between them, and Redis trouble (the single-instance loop: runner.test.ts).
 */

const world = useTelegramWorld();

describe('the chat runner with several instances', () => {
  it("lands a quote's result holding the chat's lock, after the update that asked for it let go", async () => {
    const log: string[] = [];
    const quoteAnswer = deferred<void>();
    const bot = await world.start({
      // Stands in for the cross-instance lock: it records who holds the chat and when.
      chatLock: async (chatId, work) => {
        log.push(`lock ${chatId}`);
        try {
          return await work();
        } finally {
          log.push(`unlock ${chatId}`);
        }
      },
      quote: async (request, signal) => {
        log.push('quote');
        await quoteAnswer.promise;
        return world.client.quote(request, { signal });
      },
    });
    const chat = 4207;
    await toNoteStep(bot, chat);
    // Updates come in through the webhook intake, which holds the lock itself: none taken here.
    expect(log).toEqual([]);
    const tap = bot.tap(chat, 'Пропусни');
    await tap;
    expect(log).toEqual(['quote']);
    quoteAnswer.resolve();
    await bot.settle();
    expect(log).toEqual(['quote', `lock ${chat}`, `unlock ${chat}`]);
    expect(stateOf((await sessionOf(bot, chat))?.snapshot)).toBe('checkout.review');
  });
});

describe('order news for a chat another instance left submitting', () => {
  it('is shown on its screen by the instance that drove the order, and the other stops waiting', async () => {
    const passThrough = <T>(_chatId: number, work: () => Promise<T>) => work();
    // Instance A takes the confirmation; its order service never answers (it is killed, or
    // another instance drives the entry).
    const reached = deferred<SubmitOutcome>();
    const submit = directSubmit(world.client);
    const a = await world.start({
      chatLock: passThrough,
      submit: async (order, signal) => {
        reached.resolve(await submit(order, signal));
        return new Promise<never>(() => undefined);
      },
    });
    const chat = 4209;
    await toNoteStep(a, chat);
    await a.tap(chat, 'Пропусни');
    await a.settle();
    await a.tap(chat, 'Потвърждавам');
    const outcome = await reached.promise;
    if (outcome.kind !== 'accepted') throw new Error(`not accepted: ${outcome.kind}`);
    const summary = pickupSummary(outcome.record);
    // Instance B accepted the order (it drove the entry): the stored chat waits on its screen.
    const b = await world.start({ chatLock: passThrough, store: a.store, telegram: a.telegram });
    expect(stateOf((await sessionOf(b, chat))?.snapshot)).toBe('checkout.submitting');
    expect(await b.runner.news(chat, { type: 'ORDER_RECORDED', summary })).toBe('shown');
    type Stored = {
      context: { orders: { orderNumber: string }[]; heldOrder?: unknown; pendingOrder: unknown };
    };
    const after = (await sessionOf(b, chat))?.snapshot as Stored;
    expect(stateOf(after)).toBe('submitted');
    expect(after.context.orders.map((o) => o.orderNumber)).toEqual([summary.orderNumber]);
    expect(after.context.pendingOrder).toBeNull();
    expect(screen(b, chat)).toContain(`Номер: ${summary.orderNumber}`);
    // A still waits for the outcome; when its "still working" time comes it finds the chat
    // no longer waiting in the store, says nothing, and its wait is over.
    expect(a.runner.pending()).toBe(1);
    world.clock.advance(4_000);
    await a.settle();
    expect(a.runner.pending()).toBe(0);
    expect(screen(a, chat)).toContain(`Номер: ${summary.orderNumber}`);
  });
});

describe('an order whose outcome news was lost', () => {
  it('is handed over again after the still-working time, and the outcome then reaches the screen', async () => {
    // The instance that drove the order stored its outcome and died before telling the chat:
    // the first hand-over brings no news; a second one is answered with the stored outcome.
    const events = new EventEmitter<OutboxEvents>();
    const handed: string[] = [];
    let record: OrderRecord | undefined;
    const bot = await world.start({
      outbox: {
        events,
        entry: async () => undefined,
        enqueue: async (order) => {
          handed.push(order.externalOrderId);
          record ??= await world.client.submitOrder(order.request);
          if (handed.length < 2) return;
          const entry = { ...newEntry(order, world.clock.now()), state: 'accepted' as const };
          events.emit('settled', { entry, outcome: { kind: 'accepted', record } });
        },
      },
    });
    const chat = 4210;
    await toNoteStep(bot, chat);
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    await bot.tap(chat, 'Потвърждавам');
    await bot.runner.idle(chat);
    expect(handed).toHaveLength(1);
    expect(screen(bot, chat)).toBe('⏳ Изпращам поръчката…');
    world.clock.advance(4_000);
    await bot.settle();
    expect(handed).toHaveLength(2);
    expect(new Set(handed).size).toBe(1);
    expect(screen(bot, chat)).toContain(`Номер: ${record?.order_number}`);
    expect(bot.runner.pending()).toBe(0);
  });
});

describe('a new checkout while Redis does not answer', () => {
  it('is refused with a technical reason, keeping the cart, and opens again once Redis is back', async () => {
    let offline = true;
    const bot = await world.start({ offline: () => offline });
    const chat = 4208;
    await startWithMargarita(bot, chat);
    await bot.tap(chat, 'Поръчай');
    expect(screen(bot, chat)).toContain('технически проблем при нас');
    expect(stateOf((await sessionOf(bot, chat))?.snapshot)).toBe('cart');
    offline = false;
    await bot.tap(chat, 'Поръчай');
    expect(screen(bot, chat)).not.toContain('технически проблем');
    expect(stateOf((await sessionOf(bot, chat))?.snapshot)).toBe('checkout.fulfilment');
  });
});

describe('two instances on one store', () => {
  // Several instances always hold the chat's cross-instance lock (the webhook intake takes it);
  // without one, a single instance keeps the chats it wrote (SessionStore's shownWrites).
  const passThrough = <T>(_chatId: number, work: () => Promise<T>) => work();

  it('follow a change another instance wrote without drawing a new view', async () => {
    const first = await world.start({ chatLock: passThrough });
    const chat = 4101;
    await startWithMargarita(first, chat);
    expect(screen(first, chat)).toContain('Пица Маргарита');
    const rev = (await sessionOf(first, chat))?.viewRev;

    const second = await world.start({
      chatLock: passThrough,
      store: first.store,
      telegram: first.telegram,
    });
    expect(await second.runner.news(chat, { type: 'CART_CLEAR' })).toBe('applied');
    expect((await sessionOf(first, chat))?.viewRev).toBe(rev);

    await first.text(chat, '/cart');
    expect(screen(first, chat)).toContain('Количката е празна.');
  });

  it("answer in the language another instance stored since this one's last update", async () => {
    const first = await world.start({ chatLock: passThrough });
    const chat = 4102;
    await first.text(chat, '/start');
    expect(await first.runner.locale(chat, 'bg')).toBe('bg');

    const second = await world.start({
      chatLock: passThrough,
      store: first.store,
      telegram: first.telegram,
    });
    await second.runner.handle({ chatId: chat, event: { type: 'SET_LOCALE', locale: 'en' } });
    expect(await first.runner.locale(chat, 'bg')).toBe('en');
    await first.text(chat, '/cart');
    expect(screen(first, chat)).toContain('Your cart is empty.');
  });
});
