import { describe, expect, it } from 'vitest';
import { StatusTracker } from '../../src/orders/status-tracker.ts';
import type { StatusChange, TrackedOrder } from '../../src/orders/tracked-order.ts';
import type { KeyValue } from '../../src/store/index.ts';
import { quotedOrder, statusRequests } from '../support/orders-harness.ts';
import { client, clock, sandbox, store, useOrdersWorld } from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

const logs = captureLogs('info');
const MINUTE = 60_000;

useOrdersWorld({ logger: logs.logger });

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function advance(trackers: StatusTracker[], ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 5_000) {
    clock.advance(5_000);
    for (let i = 0; i < 50; i += 1) await turn();
    await Promise.all(trackers.map((t) => t.idle()));
  }
}

/**
 * Two trackers (instances A and B) on the poller lease `lease`, each on its store view; the
 * changes they push, named by instance.
 */
function twoTrackers(
  lease: { holder: 'a' | 'b' },
  storeOf: (name: 'a' | 'b') => KeyValue<TrackedOrder>,
) {
  const make = (name: 'a' | 'b') =>
    new StatusTracker({
      client,
      store: storeOf(name),
      clock,
      logger: logs.logger,
      pollIntervalMs: 45_000,
      poller: { held: () => lease.holder === name },
    });
  const [a, b] = [make('a'), make('b')];
  const changes: string[] = [];
  a.events.on('changed', (c: StatusChange) => changes.push(`a:${c.order.status}`));
  b.events.on('changed', (c: StatusChange) => changes.push(`b:${c.order.status}`));
  return { a, b, changes };
}

describe('status tracker on several instances (the poller lease)', () => {
  it('polls only on the lease holder, which takes in orders the others tracked and pushes each change once', async () => {
    const lease = { holder: 'a' as 'a' | 'b' };
    const shared = store.namespace<TrackedOrder>('tracked-instances');
    const { a, b, changes } = twoTrackers(lease, () => shared);
    await a.start();
    await b.start();
    // The order is accepted on instance B (not the poller): B stores it, A takes it in.
    const order = await quotedOrder(client, sandbox, { chatId: 9 });
    const record = await client.submitOrder(order.request);
    await b.track({
      externalOrderId: order.externalOrderId,
      chatId: 9,
      orderNumber: record.order_number,
      status: record.status,
      fulfilment: 'pickup',
    });
    await a.refresh();
    const before = statusRequests(sandbox);
    await advance([a, b], 4 * MINUTE);
    // One poller: about one poll per 45 s (not two), and the change to "preparing" told once.
    const polls = statusRequests(sandbox) - before;
    expect(polls).toBeGreaterThanOrEqual(4);
    expect(polls).toBeLessThanOrEqual(6);
    expect(changes.filter((c) => c.endsWith('preparing'))).toEqual(['a:preparing']);
    // The lease moves to B: it takes in A's last poll and carries on without repeating news.
    lease.holder = 'b';
    await b.refresh();
    const moved = statusRequests(sandbox);
    await advance([a, b], 2 * MINUTE);
    expect(statusRequests(sandbox) - moved).toBeGreaterThanOrEqual(2);
    expect(statusRequests(sandbox) - moved).toBeLessThanOrEqual(4);
    expect(changes.filter((c) => c.endsWith('preparing'))).toEqual(['a:preparing']);
    await a.close();
    await b.close();
  });

  it('judges a change against the stored row, not a listing older than the last poll', async () => {
    const base = store.namespace<TrackedOrder>('tracked-stale');
    const lease = { holder: 'a' as 'a' | 'b' };
    // B's listings replay each order as it was first written (status accepted): older than A's
    // polls that the store already holds.
    const first = new Map<string, TrackedOrder>();
    const stale: KeyValue<TrackedOrder> = {
      get: (key) => base.get(key),
      delete: (key) => base.delete(key),
      set: (key, value, ttl) => {
        if (!first.has(key)) first.set(key, structuredClone(value));
        return base.set(key, value, ttl);
      },
      async *entries() {
        for await (const [key, value] of base.entries()) yield [key, first.get(key) ?? value];
      },
    };
    const { a, b, changes } = twoTrackers(lease, (name) => (name === 'a' ? base : stale));
    await a.start();
    const order = await quotedOrder(client, sandbox, { chatId: 10 });
    const record = await client.submitOrder(order.request);
    await b.track({
      externalOrderId: order.externalOrderId,
      chatId: 10,
      orderNumber: record.order_number,
      status: record.status,
      fulfilment: 'pickup',
    });
    await a.refresh();
    await advance([a, b], 4 * MINUTE);
    expect(changes.filter((c) => c.endsWith('preparing'))).toEqual(['a:preparing']);
    lease.holder = 'b';
    await b.start();
    await advance([a, b], 2 * MINUTE);
    // B's memory said "accepted"; the store said "preparing": the customer is not told again.
    expect(changes.filter((c) => c.endsWith('preparing'))).toEqual(['a:preparing']);
    await a.close();
    await b.close();
  });
});
