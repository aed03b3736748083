import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderOutbox } from '../../src/orders/outbox.ts';
import { newEntry, type OutboxAlert, type OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { setVariantPrice } from '../../src/sandbox/menu/index.ts';
import type { Store } from '../../src/store/index.ts';
import { driveUntilDone } from '../support/clock-driver.ts';
import { drivenOutbox, useDrivenPartner } from '../support/driven-partner.ts';
import {
  ledgerCount,
  orderableProduct,
  quotedOrder,
  tempStore,
} from '../support/orders-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

// One clock for the sandbox, the client's budget and sleeps, and the outbox. Only the client's
// own request timeout is real (300 ms): it is what turns a held request into a timeout.
const logs = captureLogs('info');
const SECOND = 1_000;
const DOUBT_MS = 120 * SECOND;
const WATCH_MS = 600 * SECOND;
const driven = useDrivenPartner(logs.logger);
let store: Store;
const outboxes: OrderOutbox[] = [];

function newOutbox(): { outbox: OrderOutbox; alerts: OutboxAlert[]; settled: string[] } {
  const outbox = drivenOutbox(driven, store, logs.logger, {
    doubtWindowMs: DOUBT_MS,
    watchMs: WATCH_MS,
  });
  outboxes.push(outbox);
  const alerts: OutboxAlert[] = [];
  const settled: string[] = [];
  outbox.events.on('alert', (alert) => alerts.push(alert));
  outbox.events.on('settled', ({ entry, outcome }) =>
    settled.push(`${entry.externalOrderId}:${outcome.kind}`),
  );
  return { outbox, alerts, settled };
}

/** Statuses of /orders answers since `since` (this file's tests run one at a time). */
function orderAnswers(since: number): number[] {
  return driven.sandbox.requests
    .slice(since)
    .filter((r) => r.endpoint === 'orders')
    .map((r) => r.status);
}

beforeAll(async () => {
  ({ store } = await tempStore());
});

afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
});

afterAll(async () => {
  await store.close();
});

describe('order outbox: an attempt that may still land', () => {
  it('waits through 409 busy for a first attempt that lands after 40 s: one order, its number', async () => {
    const { outbox } = newOutbox();
    const order = await quotedOrder(driven.client, driven.sandbox);
    const held = driven.sandbox.holdOrder(order.externalOrderId);
    const since = driven.sandbox.requests.length;
    const start = driven.clock.now();
    const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
      inFlight: driven.transport.inFlight,
      actions: [{ at: start + 40 * SECOND, run: held.release }],
    });
    const saved = driven.sandbox.ledger.find('demo', order.externalOrderId);
    expect(outcome).toEqual({
      kind: 'accepted',
      record: expect.objectContaining({ order_number: saved?.orderNumber }),
    });
    expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
    // The resends while the first attempt was in processing were refused as busy.
    expect(orderAnswers(since)).toContain(409);
    expect(driven.clock.now() - start).toBeGreaterThanOrEqual(40 * SECOND);
    expect(driven.clock.now() - start).toBeLessThan(DOUBT_MS);
  });

  it('treats an entry left mid-request by a stopped process as in doubt until its attempt lands', async () => {
    const order = await quotedOrder(driven.client, driven.sandbox);
    const held = driven.sandbox.holdOrder(order.externalOrderId);
    // The previous process sent its attempt and died: the request is still being processed.
    await expect(driven.client.submitOrder(order.request)).rejects.toMatchObject({
      kind: 'network',
    });
    const entries = store.namespace<OutboxEntry>('outbox');
    await entries.set(order.externalOrderId, {
      ...newEntry(order, driven.clock.now()),
      state: 'sending',
      attempts: 1,
    });
    const { outbox } = newOutbox();
    const start = driven.clock.now();
    const results = await driveUntilDone(driven.clock, outbox.resumeAll(), {
      inFlight: driven.transport.inFlight,
      actions: [{ at: start + 40 * SECOND, run: held.release }],
    });
    expect(results).toEqual([
      {
        externalOrderId: order.externalOrderId,
        outcome: expect.objectContaining({ kind: 'accepted' }),
      },
    ]);
    expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
    expect(driven.clock.now() - start).toBeGreaterThanOrEqual(40 * SECOND);
  });

  it('retires the id only after the doubt window, holds the next confirmation, and supersedes it when the old order turns up', async () => {
    const { outbox, alerts } = newOutbox();
    const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 77 });
    const held = driven.sandbox.holdOrder(order.externalOrderId);
    const start = driven.clock.now();
    const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
      inFlight: driven.transport.inFlight,
    });
    expect(outcome).toEqual({ kind: 'requote' });
    expect(driven.clock.now() - start).toBeGreaterThanOrEqual(DOUBT_MS);
    const retired = await outbox.entry(order.externalOrderId);
    expect(retired?.state).toBe('requote');
    expect(retired?.watchUntil).toBeGreaterThan(driven.clock.now());
    // The chat re-quotes and the customer confirms again under a new id: it waits, unsent.
    const again = await quotedOrder(driven.client, driven.sandbox, { chatId: 77 });
    expect(await outbox.submit(again)).toEqual({ kind: 'held', reason: 'waiting' });
    expect(ledgerCount(driven.sandbox, again.externalOrderId)).toBe(0);
    // The first attempt lands after all; the background resume finds it.
    held.release();
    await expect.poll(() => ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
    const accepted: OutboxEntry[] = [];
    outbox.events.on('accepted', ({ entry }) => accepted.push(entry));
    await outbox.resumeAll();
    const number = driven.sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber;
    expect(accepted.map((e) => [e.externalOrderId, e.acceptedLate])).toEqual([
      [order.externalOrderId, true],
    ]);
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'accepted_late',
        externalOrderId: order.externalOrderId,
        orderNumber: number,
      }),
    ]);
    const superseded = await outbox.entry(again.externalOrderId);
    expect(superseded?.state).toBe('superseded');
    expect(superseded?.record?.order_number).toBe(number);
    // A re-issued submission of the later confirmation stands for the old order, sends nothing.
    const before = driven.sandbox.requests.length;
    expect(await outbox.submit(again)).toEqual({
      kind: 'accepted',
      record: expect.objectContaining({ order_number: number }),
    });
    expect(driven.sandbox.requests.length).toBe(before);
    expect(ledgerCount(driven.sandbox, again.externalOrderId)).toBe(0);
    expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
  });

  it('sends the waiting confirmation once the watch of the retired id ends without an order', async () => {
    const { outbox } = newOutbox();
    const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 78 });
    const { productId } = orderableProduct(driven.sandbox);
    const variant = driven.sandbox.menu.products
      .find((p) => p.id === productId)
      ?.variants.find((v) => v.key === 'standard');
    const oldPrice = variant?.minor ?? 0;
    // The first attempt is lost before processing and the price changes: resends get 409.
    driven.sandbox.faults.inject({ kind: 'reset', endpoint: 'orders' });
    setVariantPrice(driven.sandbox.menu, productId, 'standard', oldPrice + 100);
    try {
      const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
        inFlight: driven.transport.inFlight,
      });
      expect(outcome).toEqual({ kind: 'requote' });
      const again = await quotedOrder(driven.client, driven.sandbox, { chatId: 78 });
      expect(await outbox.submit(again)).toEqual({ kind: 'held', reason: 'waiting' });
      // Still inside the watch: nothing changes.
      await outbox.resumeAll();
      expect((await outbox.entry(again.externalOrderId))?.state).toBe('held');
      driven.clock.set(driven.clock.now() + WATCH_MS);
      await outbox.resumeAll();
      expect((await outbox.entry(order.externalOrderId))?.watchUntil).toBeUndefined();
      expect((await outbox.entry(again.externalOrderId))?.state).toBe('accepted');
      expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(0);
      expect(ledgerCount(driven.sandbox, again.externalOrderId)).toBe(1);
      // A third confirmation of the chat no longer waits.
      const third = await quotedOrder(driven.client, driven.sandbox, { chatId: 78 });
      expect((await outbox.submit(third)).kind).toBe('accepted');
    } finally {
      setVariantPrice(driven.sandbox.menu, productId, 'standard', oldPrice);
    }
  });
});

describe('order outbox: a 200 whose body cannot be read', () => {
  it('records the order as accepted, reads it through /orderstatus, never resends, alerts once', async () => {
    const { outbox, alerts } = newOutbox();
    const order = await quotedOrder(driven.client, driven.sandbox);
    driven.sandbox.faults.inject({ kind: 'invalid-body', endpoint: 'orders' });
    const since = driven.sandbox.requests.length;
    const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
      inFlight: driven.transport.inFlight,
    });
    const number = driven.sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber;
    expect(outcome).toEqual({
      kind: 'accepted',
      record: expect.objectContaining({ order_number: number }),
    });
    expect(orderAnswers(since)).toEqual([200]);
    expect(alerts.map((a) => [a.kind, a.externalOrderId])).toEqual([
      ['unreadable_response', order.externalOrderId],
    ]);
    expect((await outbox.entry(order.externalOrderId))?.orderNumber).toBe(number);
  });

  it('keeps it accepted while /orderstatus fails, and reads it on a later resume', async () => {
    const { outbox, alerts } = newOutbox();
    const order = await quotedOrder(driven.client, driven.sandbox);
    driven.sandbox.faults.inject({ kind: 'invalid-body', endpoint: 'orders' });
    driven.sandbox.faults.inject({
      kind: 'status',
      status: 503,
      endpoint: 'orderstatus',
      times: Number.POSITIVE_INFINITY,
    });
    const since = driven.sandbox.requests.length;
    const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
      inFlight: driven.transport.inFlight,
    });
    expect(outcome).toEqual({ kind: 'held', reason: 'unknown' });
    const entry = await outbox.entry(order.externalOrderId);
    expect(entry?.state).toBe('accepted');
    expect(outbox.backlog().unfinished).toBe(1);
    driven.sandbox.faults.clear();
    const results = await outbox.resumeAll();
    expect(results).toEqual([
      {
        externalOrderId: order.externalOrderId,
        outcome: expect.objectContaining({ kind: 'accepted' }),
      },
    ]);
    expect(orderAnswers(since)).toEqual([200]);
    expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
    expect(alerts.map((a) => a.kind)).toEqual(['unreadable_response']);
    expect(outbox.backlog().unfinished).toBe(0);
  });
});
