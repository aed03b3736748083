import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { trackAcceptedOrders } from '../../src/orders/index.ts';
import { OrderOutbox } from '../../src/orders/outbox.ts';
import { StatusTracker } from '../../src/orders/status-tracker.ts';
import type { StatusChange, TrackedOrder } from '../../src/orders/tracked-order.ts';
import type { RequestBudget } from '../../src/partner/budget.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import {
  orderClient,
  outboxStores,
  quotedOrder,
  statusRequests,
} from '../support/orders-harness.ts';
import { budget, client, clock, sandbox, store, useOrdersWorld } from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

const logs = captureLogs('info');
const MINUTE = 60_000;
const trackers: StatusTracker[] = [];
const clients: PartnerClient[] = [];

useOrdersWorld({ logger: logs.logger });

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((tracker) => tracker.close()));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

function newTracker(
  namespace: string,
  options: { client?: Pick<PartnerClient, 'orderStatus'>; intervalMs?: number } = {},
): StatusTracker {
  const tracker = new StatusTracker({
    client: options.client ?? client,
    store: store.namespace<TrackedOrder>(namespace),
    clock,
    logger: logs.logger,
    pollIntervalMs: options.intervalMs ?? 45_000,
  });
  trackers.push(tracker);
  return tracker;
}

/** Waits until every poll in flight has been answered or is queued in `on`. */
async function settle(tracker: StatusTracker, on: RequestBudget = budget): Promise<void> {
  // A generous deadline on the monotonic clock, not a count of loop turns: how many turns an
  // HTTPS answer takes depends on the machine's speed and load (a CI run failed at 5,000).
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    // At least one turn of the event loop: store writes and HTTP answers are real I/O.
    await new Promise((resolve) => setImmediate(resolve));
    if (tracker.stats().inFlight <= on.state().queued['status-poll']) return;
  }
  throw new Error('the tracker did not settle');
}

/** Moves the shared manual clock in steps, letting the polls of each step finish. */
async function advance(
  tracker: StatusTracker,
  ms: number,
  on: RequestBudget = budget,
  stepMs = 5_000,
): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    await settle(tracker, on);
  }
}

async function placeOrder(chatId: number): Promise<{ id: string; orderNumber: string }> {
  const order = await quotedOrder(client, sandbox, { chatId });
  const record = await client.submitOrder(order.request);
  return { id: order.externalOrderId, orderNumber: record.order_number };
}

describe('status tracker', () => {
  it('follows accepted → preparing → sent → delivered, emits each change, then stops', async () => {
    const tracker = newTracker('tracked-progress');
    await tracker.start();
    const outbox = new OrderOutbox({
      client,
      ...outboxStores(store, 'outbox-progress'),
      clock,
      random: () => 0.5,
      logger: logs.logger,
    });
    trackAcceptedOrders(outbox, tracker, logs.logger);
    const changes: StatusChange[] = [];
    tracker.events.on('changed', (change) => changes.push(change));
    const order = await quotedOrder(client, sandbox, { chatId: 7 });
    expect((await outbox.submit(order)).kind).toBe('accepted');
    // Tracking starts once the order is persisted in the tracker's namespace.
    await expect
      .poll(() => store.namespace<TrackedOrder>('tracked-progress').get(order.externalOrderId))
      .toMatchObject({ chatId: 7, status: 'accepted', active: true });
    const before = statusRequests(sandbox);
    await advance(tracker, 36 * MINUTE);
    expect(changes.map((c) => [c.previous, c.order.status])).toEqual([
      ['accepted', 'preparing'],
      ['preparing', 'sent'],
      ['sent', 'delivered'],
    ]);
    // Pickup: the restaurant's label for "sent" is ready for collection.
    expect(changes[1]?.record.status_label).toBe('Готова за вземане');
    // One poll per 45 s for 36 minutes, then none.
    const polls = statusRequests(sandbox) - before;
    expect(polls).toBeGreaterThanOrEqual(46);
    expect(polls).toBeLessThanOrEqual(48);
    await advance(tracker, 5 * MINUTE);
    expect(statusRequests(sandbox) - before).toBe(polls);
    const [kept] = tracker.ordersOfChat(7);
    expect(kept).toMatchObject({ status: 'delivered', active: false });
    expect(tracker.active()).toEqual([]);
    await outbox.close();
  });

  it('spreads polls fairly under a tiny budget, one in flight per order, and reports the lag', async () => {
    const tiny = orderClient(sandbox, { clock, logger: logs.logger, limit: 3 });
    clients.push(tiny.client);
    const polls = new Map<string, number>();
    const running = new Map<string, number>();
    let mostAtOnce = 0;
    const counting: Pick<PartnerClient, 'orderStatus'> = {
      async orderStatus(id, options) {
        running.set(id, (running.get(id) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, running.get(id) ?? 0);
        try {
          return await tiny.client.orderStatus(id, options);
        } finally {
          running.set(id, (running.get(id) ?? 1) - 1);
          polls.set(id, (polls.get(id) ?? 0) + 1);
        }
      },
    };
    const tracker = newTracker('tracked-fair', { client: counting, intervalMs: 30_000 });
    await tracker.start();
    const placed = [];
    for (let i = 0; i < 9; i += 1) placed.push(await placeOrder(100 + i));
    for (const [i, p] of placed.entries()) {
      await tracker.track({
        externalOrderId: p.id,
        chatId: 100 + i,
        orderNumber: p.orderNumber,
        status: 'accepted',
        fulfilment: 'pickup',
      });
    }
    await advance(tracker, 10 * MINUTE, tiny.budget);
    const counts = placed.map((p) => polls.get(p.id) ?? 0);
    // 3 polls per 61 s for 10 minutes: about 29, shared out evenly.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(27);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(mostAtOnce).toBe(1);
    // Each order waits about 3 minutes for its turn instead of 30 s.
    expect(tracker.lag()).toBeGreaterThan(MINUTE);
    expect(tracker.stats().active).toBe(9);
  });

  it('keeps tracking after a restart and ends on a forced cancellation', async () => {
    const first = newTracker('tracked-restart');
    await first.start();
    const placed = await placeOrder(55);
    await first.track({
      externalOrderId: placed.id,
      chatId: 55,
      orderNumber: placed.orderNumber,
      status: 'accepted',
      fulfilment: 'pickup',
    });
    await first.close();
    sandbox.setStatus(placed.orderNumber, 'payment_review');
    clock.advance(MINUTE);
    const second = newTracker('tracked-restart');
    const changes: StatusChange[] = [];
    second.events.on('changed', (change) => changes.push(change));
    await second.start();
    // Overdue after the restart: polled at once.
    await settle(second);
    expect(changes.map((c) => c.order.status)).toEqual(['payment_review']);
    sandbox.setStatus(placed.orderNumber, 'cancelled');
    await advance(second, MINUTE);
    expect(changes.map((c) => c.order.status)).toEqual(['payment_review', 'cancelled']);
    expect(second.stats().active).toBe(0);
    const stored = await store.namespace<TrackedOrder>('tracked-restart').get(placed.id);
    expect(stored).toMatchObject({ status: 'cancelled', active: false });
  });

  it("never shows another chat's order, and sums today's orders by status", async () => {
    const tracker = newTracker('tracked-chats');
    await tracker.start();
    const mine = await placeOrder(1);
    const theirs = await placeOrder(2);
    for (const [p, chatId] of [
      [mine, 1],
      [theirs, 2],
    ] as const) {
      await tracker.track({
        externalOrderId: p.id,
        chatId,
        orderNumber: p.orderNumber,
        status: 'accepted',
        fulfilment: 'pickup',
        totalMinor: 1_000 * chatId,
        placedAt: clock.now(),
      });
    }
    expect(tracker.ordersOfChat(1).map((o) => o.externalOrderId)).toEqual([mine.id]);
    expect(tracker.ordersOfChat(2).map((o) => o.externalOrderId)).toEqual([theirs.id]);
    expect(tracker.ordersOfChat(3)).toEqual([]);
    const today = tracker.today(clock.now(), 'Europe/Sofia');
    expect(today).toMatchObject({
      count: 2,
      totalMinor: 3_000,
      byStatus: { accepted: { count: 2, totalMinor: 3_000 } },
    });
    expect(tracker.today(clock.now() + 24 * 60 * MINUTE, 'Europe/Sofia').count).toBe(0);
    expect(tracker.active().map((a) => a.order.externalOrderId)).toEqual([mine.id, theirs.id]);
  });
  it("dates a tracked order by the bot's clock, not by the restaurant's created_at a day apart", async () => {
    // The bot's clock runs a day and 7 minutes ahead of the sandbox's (issue 11).
    const botClock = new ManualClock(clock.now() + 24 * 60 * MINUTE + 7 * MINUTE);
    const skewed = orderClient(sandbox, { clock: botClock, logger: logs.logger });
    clients.push(skewed.client);
    const tracker = new StatusTracker({
      client: skewed.client,
      store: store.namespace<TrackedOrder>('tracked-skew'),
      clock: botClock,
      logger: logs.logger,
      pollIntervalMs: 45_000,
    });
    trackers.push(tracker);
    const outbox = new OrderOutbox({
      client: skewed.client,
      ...outboxStores(store, 'outbox-skew'),
      clock: botClock,
      random: () => 0.5,
      logger: logs.logger,
    });
    trackAcceptedOrders(outbox, tracker, logs.logger);
    const order = await quotedOrder(skewed.client, sandbox, { chatId: 9, clock: botClock });
    expect((await outbox.submit(order)).kind).toBe('accepted');
    await expect.poll(() => tracker.active().length).toBe(1);
    const [active] = tracker.active();
    expect(active?.order.createdAt).toBe(botClock.now());
    expect(active?.ageMs).toBe(0);
    expect(tracker.today(botClock.now(), 'Europe/Sofia').count).toBe(1);
  });
});
