import type { Logger } from 'pino';
import type { Store } from '../store/index.ts';
import type { OrderOutbox } from './outbox.ts';
import type { StatusTracker } from './status-tracker.ts';

/** The staff chat's (and the rating's) store namespaces whose rows expire with the orders. */
const STAFF_NAMESPACES = [
  'staff-messages',
  'staff-threads',
  'staff-alerts',
  'staff-relay',
  'staff-reports',
  'staff-trouble',
  'staff-cancel',
  'staff-word-count',
  'ratings',
] as const;

/** How often expired order records are deleted from the store and from memory. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes the finished orders whose retention period passed (ORDER_RETENTION_DAYS). Their rows
 * carry a time to live, and the store deletes an expired row when it is read or listed; the
 * outbox and the tracker list their namespaces and also delete finished rows by their own
 * timestamps (rows written by a version before retention existed), and the staff-message ids
 * are listed so that the expired ones go too. So an old outbox body's phone and address leave
 * the disk, not only the reads. Returns the rows deleted by timestamp and the rows kept.
 */
export async function sweepExpiredOrders(
  store: Store,
  outbox: OrderOutbox,
  tracker: StatusTracker,
): Promise<{ deleted: number; kept: number }> {
  const entries = await outbox.forgetFinished();
  const orders = await tracker.forgetFinished();
  let kept = entries.kept + orders.kept;
  // The staff chat's rows (summaries, and the staff console's threads, alerts, relays, day
  // reports: issue 24) carry the same time to live; listing them drops the expired ones.
  for (const name of STAFF_NAMESPACES) {
    for await (const _entry of store.namespace(name).entries()) kept += 1;
  }
  return { deleted: entries.deleted + orders.deleted, kept };
}

/**
 * Runs `sweepExpiredOrders` every SWEEP_INTERVAL_MS (wall-clock housekeeping, not business
 * time) until the returned function is called. A failed sweep is logged and tried again later.
 */
export function scheduleOrderSweep(
  store: Store,
  outbox: OrderOutbox,
  tracker: StatusTracker,
  logger: Logger,
  intervalMs = SWEEP_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    sweepExpiredOrders(store, outbox, tracker).then(
      (result) => logger.info(result, 'expired order records deleted'),
      (error: unknown) => logger.warn({ err: error }, 'order retention sweep failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
