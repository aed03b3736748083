import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Menu } from '../../src/catalogue/menu.ts';
import { bridgeOrderEvents } from '../../src/chat/order-events.ts';
import type { ChatSession } from '../../src/chat/session.ts';
import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { OrderOutbox, TrackerEvents } from '../../src/orders/index.ts';
import { newEntry, type OutboxEntry, type OutboxState } from '../../src/orders/outbox-entry.ts';
import type { OutboxEvents } from '../../src/orders/outbox-recorder.ts';
import type { Store } from '../../src/store/index.ts';
import type { createTelegramApp } from '../../src/telegram/app.ts';
import { telegramCustomerNews } from '../../src/telegram/customer-news.ts';

/**
 * A scripted order service for tests of the chat alone: hands an order to `submit` and settles
 * it with the outcome that returns. The real order outbox (reconciliation, replays, holds) is
 * the orders module's and runs in the application tests.
 */
export type ScriptedSubmit = (order: PendingOrder, signal: AbortSignal) => Promise<SubmitOutcome>;

const STATE_OF: Record<SubmitOutcome['kind'], OutboxState> = {
  accepted: 'accepted',
  held: 'held',
  requote: 'requote',
  rejected: 'rejected',
};

/**
 * The outbox's side the chat sees, over a scripted submission: `enqueue` stores the entry and
 * returns at once, the outcome is announced by the `settled` event (a submission that throws is
 * held, as the outbox keeps an order whose fate it does not know). `entry` answers like the
 * outbox's store. A second enqueue of an id in flight joins it, as the outbox's does.
 */
export function scriptedOrders(submit: ScriptedSubmit, now: () => number) {
  const events = new EventEmitter<OutboxEvents>();
  const entries = new Map<string, OutboxEntry>();
  const running = new Set<string>();
  const controller = new AbortController();
  const settle = (id: string, outcome: SubmitOutcome) => {
    const stored = entries.get(id);
    if (!stored) return;
    const entry: OutboxEntry = {
      ...stored,
      state: STATE_OF[outcome.kind],
      updatedAt: now(),
      ...(outcome.kind === 'accepted'
        ? { record: outcome.record, orderNumber: outcome.record.order_number }
        : {}),
    };
    entries.set(id, entry);
    if (outcome.kind === 'accepted') events.emit('accepted', { entry, record: outcome.record });
    events.emit('settled', { entry, outcome });
  };
  return {
    events,
    entry: async (externalOrderId: string) => entries.get(externalOrderId),
    async enqueue(order: PendingOrder): Promise<void> {
      const id = order.externalOrderId;
      if (!entries.has(id)) entries.set(id, newEntry(order, now()));
      if (running.has(id)) return;
      running.add(id);
      void submit(order, controller.signal)
        .catch((): SubmitOutcome => ({ kind: 'held', reason: 'unknown' }))
        .then((outcome) => {
          running.delete(id);
          settle(id, outcome);
        });
    },
    /** Stops every scripted submission's signal (a process going away). */
    close: () => controller.abort(new Error('closed')),
  };
}

/**
 * The order-events bridge between an order service and a bot built with `createTelegramApp`,
 * as the application wires it: an order's outcome reaches the chat as order news.
 */
export function bridgeOrders(
  app: ReturnType<typeof createTelegramApp>,
  orders: Pick<OrderOutbox, 'events' | 'entry'>,
  options: { store: Store; logger: Logger; menu: () => Menu | null },
) {
  return bridgeOrderEvents({
    runner: app.runner,
    sessions: options.store.namespace<ChatSession>('sessions'),
    outbox: orders,
    tracker: { events: new EventEmitter<TrackerEvents>() },
    customer: telegramCustomerNews({
      screen: app.screen,
      pacer: app.pacer,
      t: app.t,
      localeOf: (chatId) => app.runner.locale(chatId, 'bg'),
      logger: options.logger,
      translations: app.translations,
      menu: options.menu,
    }),
    logger: options.logger,
  });
}
