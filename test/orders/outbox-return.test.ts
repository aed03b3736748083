import { afterEach, expect, it } from 'vitest';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox, type OrderOutboxOptions } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { ledgerCount, quotedOrder } from '../support/orders-harness.ts';
import { budget, client, clock, sandbox, store, useOrdersWorld } from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

// Issue 34, point 3: a held order comes back the moment the restaurant does: at its own turn
// (not the next 60 s resume), and at once on evidence that orders are accepted again.
const logs = captureLogs('warn');
const outboxes: OrderOutbox[] = [];
useOrdersWorld({ logger: logs.logger });

afterEach(async () => {
  sandbox.faults.clear();
  setOrderingEnabled(sandbox.menu, true);
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
});

// One send per run (no backoff sleeps on the manual clock), the production schedule.
function newOutbox(name: string, overrides: Partial<OrderOutboxOptions> = {}): OrderOutbox {
  const outbox = new OrderOutbox({
    client,
    store: store.versioned<OutboxEntry>(name),
    chats: store.versioned<ChatOrders>(`${name}-chats`),
    clock,
    random: () => 0.5,
    logger: logs.logger,
    maxAttempts: 1,
    backoffBaseMs: 20,
    backoffCapMs: 80,
    resumeIntervalMs: 60_000,
    ...overrides,
  });
  outboxes.push(outbox);
  return outbox;
}

const orderStatuses = (since: number) =>
  sandbox.requests
    .slice(since)
    .filter((r) => r.endpoint === 'orders')
    .map((r) => r.status);

// Lets real I/O finish without moving the clock.
const pause = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

it("resends a held order at its Retry-After's end, not at the next 60 s resume", async () => {
  const outbox = newOutbox('return-turn');
  const settled: string[] = [];
  outbox.events.on('settled', ({ outcome }) => settled.push(outcome.kind));
  await outbox.start();
  const order = await quotedOrder(client, sandbox, { clock });
  sandbox.faults.inject({ kind: 'status', status: 503, retryAfter: 20, endpoint: 'orders' });
  expect((await outbox.submit(order)).kind).toBe('held');
  expect((await outbox.entry(order.externalOrderId))?.nextAttemptAt).toBe(clock.now() + 20_000);
  clock.advance(19_999);
  await pause();
  expect(settled).toEqual(['held']);
  clock.advance(1);
  await expect.poll(() => settled).toEqual(['held', 'accepted']);
  expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
});

it('resends every held order at once when another order of the partner is accepted', async () => {
  const outbox = newOutbox('return-evidence');
  await outbox.start();
  // Three customers (chats), so no confirmation waits for another's.
  const held = [
    await quotedOrder(client, sandbox, { clock, chatId: 501 }),
    await quotedOrder(client, sandbox, { clock, chatId: 502 }),
  ];
  const fresh = await quotedOrder(client, sandbox, { clock, chatId: 503 });
  setOrderingEnabled(sandbox.menu, false);
  for (const order of held) expect((await outbox.submit(order)).kind).toBe('held');
  const turn = (await outbox.entry(held[0]?.externalOrderId ?? ''))?.nextAttemptAt ?? 0;
  expect(turn).toBeGreaterThan(clock.now() + 60_000);
  // The restaurant takes orders again; a new confirmation is its first evidence.
  setOrderingEnabled(sandbox.menu, true);
  expect((await outbox.submit(fresh)).kind).toBe('accepted');
  // No clock movement: the held orders go because of the acceptance, not their turn.
  await expect
    .poll(() => held.map((order) => ledgerCount(sandbox, order.externalOrderId)))
    .toEqual([1, 1]);
  for (const order of held)
    expect((await outbox.entry(order.externalOrderId))?.state).toBe('accepted');
});

it('waits for the 503 Retry-After before the next send, at the held-order priority', async () => {
  // Five sends allowed in the first run: a Retry-After past the backoff cap ends it at once.
  const outbox = newOutbox('return-retry-after', { maxAttempts: 5 });
  const order = await quotedOrder(client, sandbox, { clock });
  sandbox.faults.inject({ kind: 'status', status: 503, retryAfter: 300, endpoint: 'orders' });
  const since = sandbox.requests.length;
  expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unavailable' });
  const held = await outbox.entry(order.externalOrderId);
  // The schedule's first step is 60 s (+ jitter); the partner asked for 300 s: it wins.
  expect(held?.nextAttemptAt).toBe(clock.now() + 300_000);
  // Nothing else inside the window, not even the /orderstatus check of the 503 (issue 34).
  expect(sandbox.requests.slice(since).map((r) => r.endpoint)).toEqual(['orders']);
  clock.advance(299_999);
  expect(await outbox.resumeAll()).toEqual([]);
  expect(orderStatuses(since)).toEqual([503]);
  const before = budget.state().granted['held-order'];
  clock.advance(1);
  const results = await outbox.resumeAll();
  expect(results.map((r) => r.outcome.kind)).toEqual(['accepted']);
  expect(orderStatuses(since)).toEqual([503, 200]);
  // Past its first two minutes the order's check and send go below customers' quotes.
  expect(budget.state().granted['held-order'] - before).toBeGreaterThanOrEqual(2);
});
