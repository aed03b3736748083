import { afterEach } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox, type OrderOutboxOptions } from '../../src/orders/outbox.ts';
import type { OutboxAlert, OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import type { VersionedKeyValue } from '../../src/store/index.ts';
import { client, sandbox, store, useOrdersWorld } from './orders-world.ts';
import { captureLogs } from './partner-harness.ts';

/** Busy duplicates need a server that takes a while to save an order. */
export const PROCESSING_MS = 150;

/**
 * The world of the outbox's own tests (test/orders/outbox*.test.ts on the system clock): the
 * sandbox over HTTPS, a store, outboxes closed and faults cleared after each test. Call once at
 * a file's top level.
 */
export function useOutboxWorld() {
  const logs = captureLogs('info');
  const outboxes: OrderOutbox[] = [];
  function newOutbox(
    entries: VersionedKeyValue<OutboxEntry> = store.versioned<OutboxEntry>('outbox'),
    overrides: Partial<OrderOutboxOptions> = {},
  ): OrderOutbox {
    const outbox = new OrderOutbox({
      client,
      store: entries,
      chats: store.versioned<ChatOrders>('outbox-chats'),
      clock: systemClock,
      random: () => 0.5,
      logger: logs.logger,
      maxAttempts: 4,
      backoffBaseMs: 20,
      backoffCapMs: 80,
      conflictDelayMs: 2 * PROCESSING_MS,
      ...overrides,
    });
    outboxes.push(outbox);
    return outbox;
  }

  function collect(outbox: OrderOutbox) {
    const alerts: OutboxAlert[] = [];
    const accepted: string[] = [];
    outbox.events.on('alert', (alert) => alerts.push(alert));
    outbox.events.on('accepted', ({ record }) => accepted.push(record.order_number));
    return { alerts, accepted };
  }

  function orderStatuses(since: number): number[] {
    return sandbox.requests
      .slice(since)
      .filter((r) => r.endpoint === 'orders')
      .map((r) => r.status);
  }

  useOrdersWorld({
    logger: logs.logger,
    clock: 'system',
    sandbox: { orderProcessingMs: PROCESSING_MS },
    headersTimeoutMs: 400,
  });

  afterEach(async () => {
    sandbox.faults.clear();
    setOrderingEnabled(sandbox.menu, true);
    const demo = sandbox.partners.demo;
    if (demo) demo.state = 'active';
    await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
  });
  return { newOutbox, collect, orderStatuses };
}
