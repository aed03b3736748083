import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Store } from '../store/index.ts';
import { isFinalEntry, type OutboxEntry } from './outbox-entry.ts';
import type { StatusTracker } from './status-tracker.ts';
import type { TrackedOrder } from './tracked-order.ts';

/** How often expired order records are deleted from the store and from memory. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes the finished orders whose retention period passed (ORDER_RETENTION_DAYS). Their rows
 * carry a time to live and the store deletes an expired row when it is read or listed, so
 * listing every order namespace deletes the rows nobody reads any more: an old outbox body's
 * phone and address leave the disk too. A finished row written without a time to live (by a
 * version before retention existed) is deleted by its own timestamps. The tracker then drops
 * those orders from memory. Returns the rows kept, the rows deleted by timestamp, and the
 * orders forgotten in memory.
 */
export async function sweepExpiredOrders(
  store: Store,
  tracker: StatusTracker,
  retentionMs: number,
  now: number,
): Promise<{ kept: number; deleted: number; forgotten: number }> {
  const before = now - retentionMs;
  let kept = 0;
  let deleted = 0;
  const outbox = store.namespace<OutboxEntry>('outbox');
  for await (const [id, entry] of outbox.entries()) {
    if (isFinalEntry(entry) && entry.updatedAt < before) {
      await outbox.delete(id);
      deleted += 1;
    } else kept += 1;
  }
  const tracked = store.namespace<TrackedOrder>('tracked');
  for await (const [id, order] of tracked.entries()) {
    if (!order.active && order.lastCheckedAt < before) {
      await tracked.delete(id);
      deleted += 1;
    } else kept += 1;
  }
  for await (const _entry of store.namespace('staff-messages').entries()) kept += 1;
  return { kept, deleted, forgotten: tracker.forgetFinished() };
}

/**
 * Runs `sweepExpiredOrders` every SWEEP_INTERVAL_MS (wall-clock housekeeping, not business
 * time) until the returned function is called. A failed sweep is logged and tried again later.
 */
export function scheduleOrderSweep(
  store: Store,
  tracker: StatusTracker,
  options: { retentionMs: number; clock: Clock; logger: Logger; intervalMs?: number },
): () => void {
  const { retentionMs, clock, logger } = options;
  const timer = setInterval(() => {
    sweepExpiredOrders(store, tracker, retentionMs, clock.now()).then(
      (result) => logger.info(result, 'expired order records deleted'),
      (error: unknown) => logger.warn({ err: error }, 'order retention sweep failed'),
    );
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
