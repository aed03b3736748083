import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import type { OrderSummary, PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { OrderRecord } from '../../src/domain/order.ts';
import { newEntry } from '../../src/orders/outbox-entry.ts';
import type { OutboxEvents } from '../../src/orders/outbox-recorder.ts';
import type { QuoteRequest } from '../../src/partner/schemas/index.ts';
import type { ReceivedQuote } from '../../src/partner/server-time.ts';
import type { KeyValue, Store } from '../../src/store/index.ts';
import { choosePickup, startWithMargarita } from '../support/checkout-driver.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { type TelegramBot, tempStore, useTelegramWorld } from '../support/telegram-harness.ts';
import { callsOf, screen, sessionOf } from '../support/telegram-steps.ts';

/*
 * The chat runner's loop (src/chat/runner.ts) on the real bot, store and sandbox: every state is
 * in the store before anything it asks for leaves the process (a quote, a submission, a screen),
 * results come back through the chat's queue in order, and an accepted order enters once.
 */

const world = useTelegramWorld();

/** A deferred promise a test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The leaf state a stored snapshot is in, e.g. 'checkout.quoting'. */
function stateOf(snapshot: unknown): string {
  let value = (snapshot as { value?: unknown } | null)?.value;
  const parts: string[] = [];
  while (value !== null && typeof value === 'object') {
    const [key, inner] = Object.entries(value)[0] ?? [];
    if (key === undefined) break;
    parts.push(key);
    value = inner;
  }
  if (typeof value === 'string') parts.push(value);
  return parts.join('.');
}

/**
 * A real sqlite store whose chat sessions write into one shared log (`store <state>`), and whose
 * next session write can be made to fail (a store that died mid-update).
 */
async function recordingStore(log: string[]) {
  const inner = await tempStore();
  let failNext = false;
  const wrap = <T>(sessions: KeyValue<T>): KeyValue<T> => ({
    get: (key) => sessions.get(key),
    delete: (key) => sessions.delete(key),
    entries: () => sessions.entries(),
    async set(key, value, ttlMs) {
      if (failNext) {
        failNext = false;
        log.push('store failed');
        throw new Error('store write failed');
      }
      await sessions.set(key, value, ttlMs);
      log.push(`store ${stateOf((value as ChatSession).snapshot)}`);
    },
  });
  const store: Store = {
    namespace: <T>(name: string) =>
      name === 'sessions' ? wrap(inner.namespace<T>(name)) : inner.namespace<T>(name),
    versioned: <T>(name: string) => inner.versioned<T>(name),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { store, failNextWrite: () => (failNext = true) };
}

/** A bot whose store, Telegram calls, quotes and submissions all write into one log. */
async function recordingBot(
  options: {
    quote?: (request: QuoteRequest, signal: AbortSignal) => Promise<ReceivedQuote>;
    submit?: (order: PendingOrder, signal: AbortSignal) => Promise<SubmitOutcome>;
  } = {},
) {
  const log: string[] = [];
  const { store, failNextWrite } = await recordingStore(log);
  const submit = options.submit ?? directSubmit(world.client);
  const bot = await world.start({
    store,
    quote: (request, signal) => {
      log.push('quote');
      return options.quote
        ? options.quote(request, signal)
        : world.client.quote(request, { signal });
    },
    submit: (order, signal) => {
      log.push('submit');
      return submit(order, signal);
    },
    beforeApiCall: async (method) => {
      if (method === 'editMessageText' || method === 'sendMessage' || method === 'editMessageMedia')
        log.push(`telegram ${method}`);
    },
  });
  return { bot, log, failNextWrite };
}

/** What the order service's news says of an accepted pickup order. */
function pickupSummary(record: OrderRecord): OrderSummary {
  return {
    externalOrderId: record.external_order_id,
    orderNumber: record.order_number,
    totalMinor: record.total_minor,
    status: record.status,
    statusLabel: record.status_label,
    fulfilment: 'pickup',
    createdAt: record.created_at,
  };
}

/** From the cart to the note step, where "Пропусни" asks for the quote. */
async function toNoteStep(bot: TelegramBot, chat: number): Promise<void> {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  await bot.text(chat, 'Иван Петров');
  await bot.text(chat, '0888123456');
  await bot.tap(chat, 'Пропусни');
}

describe('the chat runner', () => {
  it('stores each state before its quote, its submission or its screen leaves the process', async () => {
    const { bot, log } = await recordingBot();
    const chat = 4201;
    await toNoteStep(bot, chat);
    log.length = 0;
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    // The quote and the "calculating" screen come after the write of checkout.quoting; the
    // review is stored before it is shown.
    const quoting = log.indexOf('store checkout.quoting');
    expect(quoting).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('quote')).toBeGreaterThan(quoting);
    expect(log.findIndex((entry) => entry.startsWith('telegram'))).toBeGreaterThan(quoting);
    const review = log.indexOf('store checkout.review');
    expect(review).toBeGreaterThan(log.indexOf('quote'));
    expect(log.slice(0, review).filter((entry) => entry.startsWith('telegram'))).toHaveLength(1);
    expect(screen(bot, chat)).toContain('Общо: 15,90 €');

    log.length = 0;
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    const submitting = log.indexOf('store checkout.submitting');
    expect(submitting).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('submit')).toBeGreaterThan(submitting);
    expect(log.indexOf('store submitted')).toBeGreaterThan(log.indexOf('submit'));
    expect(screen(bot, chat)).toContain('Поръчката е приета');
  });

  it('sends no quote and shows nothing when the write of the state that asks for it fails', async () => {
    const { bot, log, failNextWrite } = await recordingBot();
    const chat = 4202;
    await toNoteStep(bot, chat);
    const before = await sessionOf(bot, chat);
    const shownBefore = bot.telegram.liveMessage(chat)?.text;
    log.length = 0;
    failNextWrite();
    // The update fails as a whole (grammY reports it): nothing it asked for went out.
    await expect(bot.tap(chat, 'Пропусни')).rejects.toThrow('store write failed');
    await bot.settle();
    expect(log).toEqual(['store failed']);
    expect(bot.runner.pending()).toBe(0);
    expect(bot.telegram.liveMessage(chat)?.text).toBe(shownBefore);
    expect(stateOf((await sessionOf(bot, chat))?.snapshot)).toBe('checkout.contact.note');
    expect((await sessionOf(bot, chat))?.viewRev).toBe(before?.viewRev);
    // Nothing was lost: the same button works once the store does.
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Общо: 15,90 €');
  });

  it('sends no order when the write of the confirmation fails', async () => {
    const { bot, log, failNextWrite } = await recordingBot();
    const chat = 4203;
    await toNoteStep(bot, chat);
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    const orders = world.sandbox.ledger.list().length;
    log.length = 0;
    failNextWrite();
    await expect(bot.tap(chat, 'Потвърждавам')).rejects.toThrow('store write failed');
    await bot.settle();
    expect(log).toEqual(['store failed']);
    expect(world.sandbox.ledger.list().length).toBe(orders);
    expect(stateOf((await sessionOf(bot, chat))?.snapshot)).toBe('checkout.review');
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    expect(world.sandbox.ledger.list().length).toBe(orders + 1);
    expect(screen(bot, chat)).toContain('Поръчката е приета');
  });

  it("feeds a submission's result back after the chat's updates that came before it", async () => {
    const answer = deferred<void>();
    const submit = directSubmit(world.client);
    const { bot, log } = await recordingBot({
      submit: async (order, signal) => {
        await answer.promise;
        return submit(order, signal);
      },
    });
    const chat = 4204;
    await toNoteStep(bot, chat);
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    await bot.tap(chat, 'Потвърждавам');
    log.length = 0;
    // Refused while the order is being sent (nothing may leave a submission in flight).
    await bot.text(chat, '/cart');
    await bot.text(chat, '/orders');
    answer.resolve();
    await bot.settle();
    const stored = log.filter((entry) => entry.startsWith('store'));
    expect(stored).toEqual([
      'store checkout.submitting',
      'store checkout.submitting',
      'store checkout.submitting',
      'store checkout.submitting',
      'store submitted',
      'store submitted',
    ]);
    expect(screen(bot, chat)).toContain('Поръчката е приета');
  });

  it('shows the outcome news of the order it is sending on its screen; the same news again changes nothing', async () => {
    const reached = deferred<SubmitOutcome>();
    const submit = directSubmit(world.client);
    const { bot } = await recordingBot({
      // The restaurant has the order; the order service's news is given by the test.
      submit: async (order, signal) => {
        reached.resolve(await submit(order, signal));
        return new Promise<never>(() => undefined);
      },
    });
    const chat = 4205;
    await toNoteStep(bot, chat);
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    await bot.tap(chat, 'Потвърждавам');
    const outcome = await reached.promise;
    if (outcome?.kind !== 'accepted') throw new Error(`not accepted: ${outcome?.kind}`);
    const summary = pickupSummary(outcome.record);
    expect(await bot.runner.news(chat, { type: 'ORDER_RECORDED', summary })).toBe('shown');
    expect(screen(bot, chat)).toContain(`Номер: ${summary.orderNumber}`);
    expect(bot.runner.pending()).toBe(0);
    expect(await bot.runner.news(chat, { type: 'ORDER_RECORDED', summary })).toBe('applied');
    expect(await bot.runner.news(chat, { type: 'ORDER_RECORDED', summary })).toBe('applied');
    type Stored = { context: { orders: { orderNumber: string }[] } } | undefined;
    const stored = (await sessionOf(bot, chat))?.snapshot as Stored;
    expect(stored?.context.orders.map((order) => order.orderNumber)).toEqual([summary.orderNumber]);
  });

  it('says it is still working after four seconds on its clock, and drains on that clock', async () => {
    const never = deferred<ReceivedQuote>();
    const { bot } = await recordingBot({ quote: () => never.promise });
    const chat = 4206;
    await toNoteStep(bot, chat);
    await bot.tap(chat, 'Пропусни');
    const said = () =>
      callsOf(bot, 'sendMessage', chat).filter((call) =>
        String(call.payload.text).includes('Още работя'),
      ).length;
    world.clock.advance(3_999);
    await bot.runner.idle(chat);
    expect(said()).toBe(0);
    world.clock.advance(1);
    await bot.runner.idle(chat);
    expect(said()).toBe(1);
    // A quote that never answers: drain gives up when its time passes on the same clock.
    const drained = bot.runner.drain(1_000);
    world.clock.advance(1_000);
    await drained;
    expect(bot.runner.pending()).toBe(1);
  });
});

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
