import { KeyvSqlite } from '@keyv/sqlite';
import { describe, expect, it } from 'vitest';
import { type Clock, systemClock } from '../../src/clock.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { sweepExpiredOrders } from '../../src/orders/retention.ts';
import { StatusTracker } from '../../src/orders/status-tracker.ts';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import type { Store, VersionedKeyValue } from '../../src/store/index.ts';
import { newOrderId, quotedOrder, tempStore } from '../support/orders-harness.ts';
import {
  client,
  clock,
  sandbox,
  store,
  storeUrl,
  useOrdersWorld,
} from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

const logs = captureLogs('info');
const RETENTION_MS = 400;

useOrdersWorld({ logger: logs.logger });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows physically in the sqlite file under `key` (a read through the store would delete them). */
async function rowsOnDisk(key: string, file = storeUrl): Promise<number> {
  const raw = new KeyvSqlite({ uri: file });
  try {
    const rows = (await raw.query('SELECT count(*) AS n FROM keyv WHERE key = ?', key)) as Array<{
      n: number;
    }>;
    return rows[0]?.n ?? 0;
  } finally {
    await raw.disconnect();
  }
}

function newTracker(retentionMs = RETENTION_MS, on: Store = store): StatusTracker {
  return new StatusTracker({
    client,
    store: on.namespace<TrackedOrder>('tracked'),
    clock,
    logger: logs.logger,
    pollIntervalMs: 45_000,
    retentionMs,
  });
}

/** An outbox on `entries`, on real time unless a clock is given (the sandbox runs on real time). */
function newOutbox(
  entries: VersionedKeyValue<OutboxEntry>,
  options: { clock?: Clock; retentionMs?: number } = {},
): OrderOutbox {
  return new OrderOutbox({
    client,
    store: entries,
    chats: store.versioned<ChatOrders>('outbox-chats'),
    clock: options.clock ?? systemClock,
    random: () => 0.5,
    logger: logs.logger,
    retentionMs: options.retentionMs ?? RETENTION_MS,
  });
}

describe('order retention (ORDER_RETENTION_DAYS)', () => {
  it('writes only finished outbox entries with the retention as time to live', async () => {
    const base = store.versioned<OutboxEntry>('outbox');
    const writes: Array<{ state: string; ttl: number | undefined }> = [];
    const watched: VersionedKeyValue<OutboxEntry> = {
      ...base,
      get: (key) => base.get(key),
      read: (key) => base.read(key),
      delete: (key) => base.delete(key),
      entries: () => base.entries(),
      set: (key, value, ttl) => base.set(key, value, ttl),
      compareAndSet: (key, value, expected, ttl) => {
        writes.push({ state: value.state, ttl });
        return base.compareAndSet(key, value, expected, ttl);
      },
    };
    const outbox = newOutbox(watched);
    try {
      const order = await quotedOrder(client, sandbox);
      expect((await outbox.submit(order)).kind).toBe('accepted');
      expect(writes[0]).toEqual({ state: 'pending', ttl: undefined });
      expect(writes.at(-1)).toEqual({ state: 'accepted', ttl: RETENTION_MS });
      expect(writes.filter((w) => w.state !== 'accepted').every((w) => w.ttl === undefined)).toBe(
        true,
      );
      expect(await outbox.entry(order.externalOrderId)).toMatchObject({ state: 'accepted' });
    } finally {
      await outbox.close();
    }
  });

  it('deletes a finished order from the disk once its retention passed, keeping active ones', async () => {
    const outbox = newOutbox(store.versioned<OutboxEntry>('outbox'));
    const tracker = newTracker();
    try {
      const order = await quotedOrder(client, sandbox, { chatId: 77 });
      expect((await outbox.submit(order)).kind).toBe('accepted');
      const delivered = newOrderId('done');
      await tracker.track({
        externalOrderId: delivered,
        chatId: 77,
        orderNumber: 'A-1',
        status: 'delivered',
        fulfilment: 'pickup',
      });
      const moving = newOrderId('moving');
      await tracker.track({
        externalOrderId: moving,
        chatId: 77,
        orderNumber: 'A-2',
        status: 'accepted',
        fulfilment: 'pickup',
      });
      await store.namespace('staff-messages').set(delivered, { messageId: 5 }, RETENTION_MS);
      const outboxKey = `outbox:${order.externalOrderId}`;
      expect(await rowsOnDisk(outboxKey)).toBe(1);

      await sleep(RETENTION_MS + 100);
      // Expired but never read again: still on disk until the sweep lists the namespaces.
      expect(await rowsOnDisk(outboxKey)).toBe(1);
      const { kept } = await sweepExpiredOrders(store, outbox, tracker);
      expect(await rowsOnDisk(outboxKey)).toBe(0);
      expect(await rowsOnDisk(`tracked:${delivered}`)).toBe(0);
      expect(await rowsOnDisk(`staff-messages:${delivered}`)).toBe(0);
      expect(await rowsOnDisk(`tracked:${moving}`)).toBe(1);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(await outbox.entry(order.externalOrderId)).toBeUndefined();
    } finally {
      await tracker.close();
      await outbox.close();
    }
  });

  it('forgets finished orders in memory after the retention, on the injected clock', async () => {
    const tracker = newTracker(60_000);
    try {
      const finished = newOrderId('old');
      await tracker.track({
        externalOrderId: finished,
        chatId: 88,
        orderNumber: 'B-1',
        status: 'cancelled',
        fulfilment: 'delivery',
      });
      await tracker.track({
        externalOrderId: newOrderId('live'),
        chatId: 88,
        orderNumber: 'B-2',
        status: 'accepted',
        fulfilment: 'delivery',
      });
      expect((await tracker.forgetFinished()).deleted).toBe(0);
      clock.advance(60_001);
      expect((await tracker.forgetFinished()).deleted).toBe(1);
      expect(tracker.ordersOfChat(88).map((order) => order.orderNumber)).toEqual(['B-2']);
    } finally {
      await tracker.close();
    }
  });

  it('deletes finished rows written without a time to live by their own timestamps', async () => {
    // A store of its own: the rows of the tests above must not count.
    const fresh = await tempStore();
    const tracker = newTracker(60_000, fresh.store);
    const freshOutbox = newOutbox(fresh.store.versioned<OutboxEntry>('outbox'), {
      clock,
      retentionMs: 60_000,
    });
    try {
      const outbox = fresh.store.namespace<OutboxEntry>('outbox');
      const tracked = fresh.store.namespace<TrackedOrder>('tracked');
      const now = clock.now();
      const old = now - 61_000;
      const entry = (id: string, state: OutboxEntry['state'], updatedAt: number) =>
        ({ externalOrderId: id, state, createdAt: updatedAt, updatedAt }) as OutboxEntry;
      await outbox.set('legacy-accepted', entry('legacy-accepted', 'accepted', old));
      await outbox.set('legacy-held', entry('legacy-held', 'held', old));
      await outbox.set('recent-accepted', entry('recent-accepted', 'accepted', now - 1_000));
      const order = (id: string, active: boolean, lastCheckedAt: number) =>
        ({ externalOrderId: id, active, lastCheckedAt }) as TrackedOrder;
      await tracked.set('legacy-delivered', order('legacy-delivered', false, old));
      await tracked.set('legacy-moving', order('legacy-moving', true, old));

      const { deleted, kept } = await sweepExpiredOrders(fresh.store, freshOutbox, tracker);
      expect({ deleted, kept }).toEqual({ deleted: 2, kept: 3 });
      expect(await rowsOnDisk('outbox:legacy-accepted', fresh.url)).toBe(0);
      expect(await rowsOnDisk('tracked:legacy-delivered', fresh.url)).toBe(0);
      expect(await outbox.get('legacy-held')).toMatchObject({ state: 'held' });
      expect(await outbox.get('recent-accepted')).toMatchObject({ state: 'accepted' });
      expect(await tracked.get('legacy-moving')).toMatchObject({ active: true });
    } finally {
      await tracker.close();
      await freshOutbox.close();
      await fresh.store.close();
    }
  });
});
