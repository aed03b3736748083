import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../src/domain/order.ts';
import { statusFreshness, statusReadAt } from '../../src/orders/status-freshness.ts';
import { newTrackedOrder, type PollSchedule, withRecord } from '../../src/orders/tracked-order.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 10, 0);
const schedule: PollSchedule = {
  intervalMs: MINUTE,
  slowAfterMs: 180 * MINUTE,
  slowIntervalMs: 10 * MINUTE,
  stopAfterMs: 24 * 60 * MINUTE,
};
const accepted = () =>
  newTrackedOrder(
    {
      externalOrderId: 'x1',
      chatId: 1,
      orderNumber: '101',
      status: 'accepted',
      fulfilment: 'pickup',
    },
    T0,
  );
const record = (status: OrderRecord['status']) =>
  ({ status, status_label: status, total_minor: 1590 }) as OrderRecord;

describe('statusFreshness', () => {
  it('is fresh within two poll periods of a successful read, stale after', () => {
    const order = accepted();
    expect(statusFreshness(order, T0 + 2 * MINUTE, schedule, false)).toEqual({
      fresh: true,
      readAt: T0,
    });
    expect(statusFreshness(order, T0 + 2 * MINUTE + 1, schedule, false).fresh).toBe(false);
  });

  it('is stale at once after a failed poll, and says when it was last read', () => {
    const read = withRecord(accepted(), record('preparing'), T0 + MINUTE);
    const failed = { ...read, lastCheckedAt: T0 + 2 * MINUTE, failures: 1 };
    expect(statusFreshness(failed, T0 + 2 * MINUTE, schedule, false)).toEqual({
      fresh: false,
      readAt: T0 + MINUTE,
    });
  });

  it('is stale while polls are paused (credentials refused), however recent the read', () => {
    expect(statusFreshness(accepted(), T0, schedule, true).fresh).toBe(false);
  });

  it('is fresh again from the next successful read', () => {
    const failed = { ...accepted(), lastCheckedAt: T0 + 30 * MINUTE, failures: 30 };
    const read = withRecord(failed, record('sent'), T0 + 31 * MINUTE);
    expect(statusFreshness(read, T0 + 31 * MINUTE, schedule, false)).toEqual({
      fresh: true,
      readAt: T0 + 31 * MINUTE,
    });
  });

  it('allows two slow periods once the order is polled slowly', () => {
    const read = withRecord(accepted(), record('accepted'), T0 + 200 * MINUTE);
    expect(statusFreshness(read, T0 + 219 * MINUTE, schedule, false).fresh).toBe(true);
    expect(statusFreshness(read, T0 + 221 * MINUTE, schedule, false).fresh).toBe(false);
  });

  it('never calls a final status stale', () => {
    const delivered = withRecord(accepted(), record('delivered'), T0 + MINUTE);
    expect(statusFreshness(delivered, T0 + 600 * MINUTE, schedule, true).fresh).toBe(true);
  });

  it('reads the time of the last read from rows of older versions without readAt', () => {
    const { readAt: _, ...old } = { ...accepted(), lastCheckedAt: T0 + 5 * MINUTE };
    expect(statusReadAt(old)).toBe(T0 + 5 * MINUTE);
    expect(statusReadAt({ ...old, failures: 2 })).toBe(T0);
  });
});
