import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { QuoteRequest } from '../../src/partner/schemas/index.ts';
import type { ReceivedQuote } from '../../src/partner/server-time.ts';
import type { KeyValue, Store } from '../../src/store/index.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { tempStore, useTelegramWorld } from '../support/telegram-harness.ts';
import { callsOf, screen, sessionOf } from '../support/telegram-steps.ts';
import { deferred, pickupSummary, stateOf, toNoteStep } from './runner-support.ts';

/*
 * The chat runner's loop (src/chat/runner.ts) on the real bot, store and sandbox: every state is
 * in the store before anything it asks for leaves the process (a quote, a submission, a screen),
 * results come back through the chat's queue in order, and an accepted order enters once.
 */

const world = useTelegramWorld();

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
