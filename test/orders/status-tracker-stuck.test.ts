import { afterEach, expect, it } from 'vitest';
import { StatusTracker } from '../../src/orders/status-tracker.ts';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import { quotedOrder, statusRequests } from '../support/orders-harness.ts';
import { client, clock, sandbox, store, useOrdersWorld } from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

// One manual clock for the sandbox, the client and the tracker: a day passes without waiting.
const logs = captureLogs('info');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const trackers: StatusTracker[] = [];

useOrdersWorld({ logger: logs.logger });

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((tracker) => tracker.close()));
});

function newTracker(): StatusTracker {
  const tracker = new StatusTracker({
    client,
    store: store.namespace<TrackedOrder>('tracked-stuck'),
    clock,
    logger: logs.logger,
    pollIntervalMs: 45_000,
  });
  trackers.push(tracker);
  return tracker;
}

/** Moves the clock in steps, letting each step's polls (real HTTPS, real sqlite) finish. */
async function advance(tracker: StatusTracker, ms: number, stepMs: number): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    for (let i = 0; i < 5_000; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (tracker.stats().inFlight === 0) break;
    }
    await tracker.idle();
  }
}

it('polls an order stuck in payment_review less often after 3 hours, stops after a day and says so once', async () => {
  const tracker = newTracker();
  await tracker.start();
  const stalled: TrackedOrder[] = [];
  tracker.events.on('stalled', (order) => stalled.push(order));
  const order = await quotedOrder(client, sandbox, { chatId: 9 });
  const record = await client.submitOrder(order.request);
  sandbox.setStatus(record.order_number, 'payment_review');
  await tracker.track({
    externalOrderId: order.externalOrderId,
    chatId: 9,
    orderNumber: record.order_number,
    status: record.status,
    fulfilment: 'pickup',
  });
  const start = statusRequests(sandbox);

  // The first 3 hours: every 45 s.
  await advance(tracker, 3 * HOUR, 45_000);
  const early = statusRequests(sandbox) - start;
  expect(early).toBeGreaterThanOrEqual(239);
  expect(early).toBeLessThanOrEqual(241);
  expect(tracker.ordersOfChat(9)[0]).toMatchObject({ status: 'payment_review', active: true });

  // Then every 10 minutes until a day has passed.
  await advance(tracker, 21 * HOUR, 10 * MINUTE);
  const late = statusRequests(sandbox) - start - early;
  expect(late).toBeGreaterThanOrEqual(124);
  expect(late).toBeLessThanOrEqual(127);
  expect(stalled.map((o) => [o.orderNumber, o.status, o.active, o.stalled])).toEqual([
    [record.order_number, 'payment_review', false, true],
  ]);
  expect(tracker.active()).toEqual([]);

  // Stopped for good: no more polls, no second alert, also after a restart.
  await advance(tracker, 2 * HOUR, 10 * MINUTE);
  await tracker.close();
  const restarted = newTracker();
  restarted.events.on('stalled', (o) => stalled.push(o));
  await restarted.start();
  await advance(restarted, 2 * HOUR, 10 * MINUTE);
  expect(statusRequests(sandbox) - start).toBe(early + late);
  expect(stalled).toHaveLength(1);
  expect(restarted.ordersOfChat(9)[0]).toMatchObject({ status: 'payment_review', stalled: true });
});
