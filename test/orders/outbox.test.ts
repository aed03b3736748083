import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { setOrderingEnabled, setVariantPrice } from '../../src/sandbox/menu/index.ts';
import type { VersionedKeyValue } from '../../src/store/index.ts';
import {
  ledgerCount,
  orderableProduct,
  ordersRequests,
  quotedOrder,
} from '../support/orders-harness.ts';
import { client, sandbox, store } from '../support/orders-world.ts';
import { useOutboxWorld } from '../support/outbox-world.ts';

const { newOutbox, collect, orderStatuses } = useOutboxWorld();

describe('order outbox: first attempts', () => {
  it('persists the exact body before the first attempt and stores the order number', async () => {
    const base = store.versioned<OutboxEntry>('outbox');
    const writes: Array<{ state: string; ordersSeen: number }> = [];
    const watched: VersionedKeyValue<OutboxEntry> = {
      ...base,
      entries: () => base.entries(),
      get: (key) => base.get(key),
      read: (key) => base.read(key),
      delete: (key) => base.delete(key),
      set: (key, value) => base.set(key, value),
      compareAndSet: (key, value, expected, ttl) => {
        writes.push({ state: value.state, ordersSeen: ordersRequests(sandbox) });
        return base.compareAndSet(key, value, expected, ttl);
      },
    };
    const outbox = newOutbox(watched);
    const events = collect(outbox);
    const order = await quotedOrder(client, sandbox);
    const before = ordersRequests(sandbox);
    const outcome = await outbox.submit(order);
    expect(outcome.kind).toBe('accepted');
    expect(writes[0]).toEqual({ state: 'pending', ordersSeen: before });
    const entry = await outbox.entry(order.externalOrderId);
    const saved = sandbox.ledger.find('demo', order.externalOrderId);
    expect(entry).toMatchObject({ state: 'accepted', attempts: 1, request: order.request });
    expect(entry?.orderNumber).toBe(saved?.orderNumber);
    expect(saved?.body).toEqual(order.request);
    expect(events.accepted).toEqual([saved?.orderNumber]);
    expect(ordersRequests(sandbox) - before).toBe(1);
  });

  it('reconciles a dropped response after the order was saved without a second order', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'drop-after-persist' });
    const since = sandbox.requests.length;
    const outcome = await outbox.submit(order);
    expect(outcome).toMatchObject({ kind: 'accepted' });
    expect(orderStatuses(since)).toEqual([0]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    const entry = await outbox.entry(order.externalOrderId);
    expect(entry?.orderNumber).toBe(
      sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber,
    );
  });

  it('replays the identical body with the same id after a hang past the timeout', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'hang', endpoint: 'orders' });
    const since = sandbox.requests.length;
    const outcome = await outbox.submit(order);
    expect(outcome.kind).toBe('accepted');
    expect(orderStatuses(since)).toEqual([0, 200]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    expect(sandbox.ledger.find('demo', order.externalOrderId)?.body).toEqual(order.request);
    expect((await outbox.entry(order.externalOrderId))?.attempts).toBe(2);
  });

  it('retries after a 503 and succeeds with one order', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'orders' });
    const since = sandbox.requests.length;
    expect((await outbox.submit(order)).kind).toBe('accepted');
    expect(orderStatuses(since)).toEqual([503, 200]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('asks for a fresh quote after a 409 on a changed price and creates no order', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    const { productId } = orderableProduct(sandbox);
    const variant = sandbox.menu.products
      .find((p) => p.id === productId)
      ?.variants.find((v) => v.key === 'standard');
    const oldPrice = variant?.minor ?? 0;
    setVariantPrice(sandbox.menu, productId, 'standard', oldPrice + 100);
    try {
      expect(await outbox.submit(order)).toEqual({ kind: 'requote' });
      expect(ledgerCount(sandbox, order.externalOrderId)).toBe(0);
      expect((await outbox.entry(order.externalOrderId))?.state).toBe('requote');
      // A re-issued submission of the retired id sends nothing.
      const before = sandbox.requests.length;
      expect(await outbox.submit(order)).toEqual({ kind: 'requote' });
      expect(sandbox.requests.length).toBe(before);
    } finally {
      setVariantPrice(sandbox.menu, productId, 'standard', oldPrice);
    }
  });

  it('returns the restaurant message on a 422 and keeps the entry rejected', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox, { phone: '12345' });
    const outcome = await outbox.submit(order);
    expect(outcome.kind).toBe('rejected');
    expect(outcome.kind === 'rejected' && outcome.message).toBeTruthy();
    expect((await outbox.entry(order.externalOrderId))?.state).toBe('rejected');
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(0);
  });
});

describe('order outbox: duplicates and bursts', () => {
  it('creates one order when two instances submit the same entry at once (409 busy)', async () => {
    // Two instances draw their own jitter (one shared draw backs them off in lockstep).
    const first = newOutbox(undefined, { random: () => 0.3 });
    const second = newOutbox(undefined, { random: () => 0.7 });
    const order = await quotedOrder(client, sandbox);
    const since = sandbox.requests.length;
    const [a, b] = await Promise.all([first.submit(order), second.submit(order)]);
    expect(a.kind).toBe('accepted');
    expect(b.kind).toBe('accepted');
    expect(orderStatuses(since)).toContain(409);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    const number = sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber;
    expect(a.kind === 'accepted' && a.record.order_number).toBe(number);
    expect(b.kind === 'accepted' && b.record.order_number).toBe(number);
  });

  it('joins a re-issued submission in flight instead of sending twice', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    const since = sandbox.requests.length;
    const [a, b] = await Promise.all([outbox.submit(order), outbox.submit(order)]);
    expect(a).toEqual(b);
    expect(orderStatuses(since)).toEqual([200]);
  });

  it('keeps the stored body when a submission is re-issued with changed content', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    await outbox.submit(order);
    const changed = {
      ...order,
      request: { ...order.request, expected_total_minor: order.request.expected_total_minor + 1 },
    };
    const before = sandbox.requests.length;
    expect((await outbox.submit(changed)).kind).toBe('accepted');
    expect(sandbox.requests.length).toBe(before);
    expect((await outbox.entry(order.externalOrderId))?.request).toEqual(order.request);
  });

  it('ends with one order through a 429 storm (the budget pauses, the outbox waits)', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'status', status: 429, retryAfter: 1, times: 2 });
    const started = Date.now();
    expect((await outbox.submit(order)).kind).toBe('accepted');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('enqueue returns once the entry is stored, before any send; the outcome comes as one event', async () => {
    const outbox = newOutbox();
    const settled: string[] = [];
    outbox.events.on('settled', ({ outcome }) => settled.push(outcome.kind));
    const order = await quotedOrder(client, sandbox);
    const held = sandbox.holdOrder(order.externalOrderId);
    await outbox.enqueue(order);
    // Durable before the partner answered (the order is still held in processing).
    expect((await outbox.entry(order.externalOrderId))?.request).toEqual(order.request);
    expect(settled).toEqual([]);
    held.release();
    await expect.poll(() => settled).toEqual(['accepted']);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('enqueue of a settled entry announces its outcome again, without a request', async () => {
    const outbox = newOutbox();
    const order = await quotedOrder(client, sandbox);
    expect((await outbox.submit(order)).kind).toBe('accepted');
    const settled: string[] = [];
    outbox.events.on('settled', ({ entry, outcome }) =>
      settled.push(`${entry.externalOrderId}:${outcome.kind}`),
    );
    const since = sandbox.requests.length;
    // A chat that crashed before it heard the outcome asks again after the restart.
    await outbox.enqueue(order);
    await expect.poll(() => settled).toEqual([`${order.externalOrderId}:accepted`]);
    expect(sandbox.requests.slice(since)).toEqual([]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });
});

describe('order outbox: held orders and resume', () => {
  it('holds the order and alerts on 401, then resumes it once the partner works again', async () => {
    const outbox = newOutbox();
    const events = collect(outbox);
    const order = await quotedOrder(client, sandbox);
    const demo = sandbox.partners.demo;
    if (!demo) throw new Error('no demo partner');
    demo.state = 'paused';
    const since = sandbox.requests.length;
    expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unavailable' });
    expect(orderStatuses(since)).toEqual([401]);
    expect(events.alerts).toEqual([
      { kind: 'unauthorized', externalOrderId: order.externalOrderId, chatId: 4242, attempts: 1 },
    ]);
    expect(outbox.backlog()).toMatchObject({ unfinished: 1, held: 1 });
    // Still paused: the resume reconciles, stays held and does not alert again.
    await outbox.resumeAll();
    expect(events.alerts).toHaveLength(1);
    demo.state = 'active';
    // Nothing is sent while the credentials are refused: the probe finds out they work again.
    await client.credentials.probeNow();
    expect(client.credentials.refused()).toBe(false);
    const results = await outbox.resumeAll();
    expect(results).toEqual([
      {
        externalOrderId: order.externalOrderId,
        outcome: expect.objectContaining({ kind: 'accepted' }),
      },
    ]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    expect(outbox.backlog()).toEqual({ unfinished: 0, held: 0, oldestAgeMs: null });
  });

  it('holds after bounded 503s with ordering disabled, and resumes when it is enabled', async () => {
    // A zero retry schedule: the resume below is due at once (the schedule is tested below).
    const outbox = newOutbox(undefined, { retryBaseMs: 0 });
    const events = collect(outbox);
    const order = await quotedOrder(client, sandbox);
    setOrderingEnabled(sandbox.menu, false);
    const since = sandbox.requests.length;
    expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unavailable' });
    expect(orderStatuses(since)).toEqual([503, 503, 503, 503]);
    expect(events.alerts.map((a) => a.kind)).toEqual(['ordering_disabled']);
    setOrderingEnabled(sandbox.menu, true);
    await outbox.resumeAll();
    expect((await outbox.entry(order.externalOrderId))?.state).toBe('accepted');
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('holds as unknown with a repeated-failures alert when every attempt is reset', async () => {
    const outbox = newOutbox(undefined, { retryBaseMs: 0 });
    const events = collect(outbox);
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'reset', times: Number.POSITIVE_INFINITY });
    expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unknown' });
    expect(events.alerts.map((a) => a.kind)).toEqual(['repeated_failures']);
    expect((await outbox.entry(order.externalOrderId))?.attempts).toBe(4);
    sandbox.faults.clear();
    await outbox.resumeAll();
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    expect((await outbox.entry(order.externalOrderId))?.state).toBe('accepted');
  });

  it('retries a held order in the background every resume interval of the injected clock', async () => {
    const clock = new ManualClock(Date.now());
    const outbox = newOutbox(undefined, { clock, resumeIntervalMs: 60_000 });
    const settled: string[] = [];
    outbox.events.on('settled', ({ outcome }) => settled.push(outcome.kind));
    const order = await quotedOrder(client, sandbox);
    const demo = sandbox.partners.demo;
    if (!demo) throw new Error('no demo partner');
    demo.state = 'paused';
    expect((await outbox.submit(order)).kind).toBe('held');
    await outbox.start();
    expect(settled).toEqual(['held', 'held']);
    demo.state = 'active';
    // The client sends nothing until its probe has seen the credentials work again.
    await client.credentials.probeNow();
    clock.advance(59_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual(['held', 'held']);
    clock.advance(1);
    await expect.poll(() => settled).toEqual(['held', 'held', 'accepted']);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('resumes an entry left in flight by a stopped process on the same store', async () => {
    const entries = store.versioned<OutboxEntry>('outbox-restart');
    const outbox = newOutbox(entries);
    const order = await quotedOrder(client, sandbox);
    sandbox.faults.inject({ kind: 'hang', endpoint: 'orders' });
    const waiting = outbox.submit(order);
    await expect.poll(() => sandbox.faults.pending().length).toBe(0);
    await outbox.close();
    await expect(waiting).rejects.toThrow();
    expect((await entries.get(order.externalOrderId))?.state).toBe('sending');
    const restarted = newOutbox(entries);
    const accepted = collect(restarted).accepted;
    const results = await restarted.resumeAll();
    expect(results.map((r) => r.outcome.kind)).toEqual(['accepted']);
    expect(accepted).toEqual([sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });
});
