import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { OrderOutboxOptions } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { ledgerCount, quotedOrder } from '../support/orders-harness.ts';
import { client, sandbox, store } from '../support/orders-world.ts';
import { useOutboxWorld } from '../support/outbox-world.ts';

// The outbox's retry schedule and its answers that end a submission (split from outbox.test.ts).
const { newOutbox, collect, orderStatuses } = useOutboxWorld();

describe('order outbox: retry schedule of held orders (issue 20)', () => {
  /** An outbox on a manual clock that sends once per run (so no run sleeps on that clock). */
  function scheduledOutbox(
    clock: ManualClock,
    name: string,
    overrides: Partial<OrderOutboxOptions> = {},
  ) {
    return newOutbox(store.versioned<OutboxEntry>(name), {
      clock,
      maxAttempts: 1,
      retryBaseMs: 60_000,
      ...overrides,
    });
  }

  it('gives a held order up after its total bound: a fresh price is asked for, the staff told once', async () => {
    const clock = new ManualClock(Date.now());
    const outbox = scheduledOutbox(clock, 'outbox-bound', { maxTotalAttempts: 3 });
    const events = collect(outbox);
    const settled: string[] = [];
    outbox.events.on('settled', ({ entry }) =>
      settled.push(`${entry.state}:${entry.gaveUp ?? ''}`),
    );
    const order = await quotedOrder(client, sandbox, { clock });
    setOrderingEnabled(sandbox.menu, false);
    const since = sandbox.requests.length;
    expect((await outbox.submit(order)).kind).toBe('held');
    // The schedule's first step: 60 s (+ 10 % jitter at random 0.5).
    clock.advance(65_999);
    expect(await outbox.resumeAll()).toEqual([]);
    clock.advance(1);
    expect((await outbox.resumeAll()).map((r) => r.outcome.kind)).toEqual(['held']);
    // The second step is twice as long; its send is the third and last: the order is given up.
    clock.advance(131_999);
    expect(await outbox.resumeAll()).toEqual([]);
    clock.advance(1);
    expect((await outbox.resumeAll()).map((r) => r.outcome.kind)).toEqual(['requote']);
    expect(orderStatuses(since)).toEqual([503, 503, 503]);
    expect(settled.at(-1)).toBe('requote:retries_exhausted');
    expect(events.alerts.map((a) => a.kind)).toEqual(['ordering_disabled', 'retries_exhausted']);
    // Its last send may still land (a 503 is in doubt): the id is watched, never sent again.
    clock.advance(3_600_000);
    await outbox.resumeAll();
    expect(await outbox.resumeAll()).toEqual([]);
    expect(orderStatuses(since)).toEqual([503, 503, 503]);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(0);
  });

  it('tries every held order at once at start-up (or when access returns), schedule or not', async () => {
    const clock = new ManualClock(Date.now());
    const outbox = scheduledOutbox(clock, 'outbox-start');
    const order = await quotedOrder(client, sandbox, { clock });
    setOrderingEnabled(sandbox.menu, false);
    expect((await outbox.submit(order)).kind).toBe('held');
    setOrderingEnabled(sandbox.menu, true);
    expect(await outbox.resumeAll()).toEqual([]);
    const results = await outbox.resumeAll({ now: true });
    expect(results.map((r) => r.outcome.kind)).toEqual(['accepted']);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
  });

  it('gives a held order up once its quote expired, without sending it again', async () => {
    const clock = new ManualClock(Date.now());
    const outbox = scheduledOutbox(clock, 'outbox-expired');
    const events = collect(outbox);
    const order = await quotedOrder(client, sandbox, { clock });
    setOrderingEnabled(sandbox.menu, false);
    const since = sandbox.requests.length;
    expect((await outbox.submit(order)).kind).toBe('held');
    setOrderingEnabled(sandbox.menu, true);
    clock.set(order.quoteValidUntil ?? 0);
    expect((await outbox.resumeAll()).map((r) => r.outcome.kind)).toEqual(['requote']);
    expect(orderStatuses(since)).toEqual([503]);
    expect(events.alerts.map((a) => a.kind)).toEqual(['ordering_disabled', 'quote_expired']);
    expect((await outbox.entry(order.externalOrderId))?.gaveUp).toBe('quote_expired');
  });

  for (const fault of [
    { name: '400', spec: { kind: 'status', status: 400 } },
    { name: '404', spec: { kind: 'status', status: 404 } },
    { name: 'a redirect', spec: { kind: 'redirect' } },
  ] as const) {
    it(`fails with an alert on ${fault.name} from /orders instead of resending it`, async () => {
      const outbox = newOutbox();
      const events = collect(outbox);
      const order = await quotedOrder(client, sandbox);
      sandbox.faults.inject({ ...fault.spec, endpoint: 'orders' });
      const since = sandbox.requests.length;
      expect(await outbox.submit(order)).toEqual({ kind: 'rejected', message: undefined });
      expect(orderStatuses(since)).toHaveLength(1);
      expect(events.alerts.map((a) => a.kind)).toEqual(['unexpected_answer']);
      expect(await outbox.resumeAll()).toEqual([]);
      expect(ledgerCount(sandbox, order.externalOrderId)).toBe(0);
    });
  }
});
