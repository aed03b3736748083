import type { Logger } from 'pino';
import type { Store } from '../store/index.ts';
import type { StatusTracker } from './status-tracker.ts';

/** The store namespaces holding a finished order's records, each written with a time to live. */
export const ORDER_NAMESPACES = ['outbox', 'tracked', 'staff-messages'] as const;
/** How often expired order records are deleted from the store and from memory. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes the finished orders whose retention period passed (ORDER_RETENTION_DAYS): their rows
 * carry a time to live, and the store deletes an expired row when it is read or listed. Listing
 * every order namespace deletes the rows nobody reads any more, so the customer's phone and
 * address in an old outbox body leave the disk too; the tracker then drops those orders from
 * memory. Returns how many rows are kept and how many orders were forgotten.
 */
export async function sweepExpiredOrders(
  store: Store,
  tracker: StatusTracker,
): Promise<{ kept: number; forgotten: number }> {
  let kept = 0;
  for (const name of ORDER_NAMESPACES) {
    for await (const _entry of store.namespace(name).entries()) kept += 1;
  }
  return { kept, forgotten: tracker.forgetFinished() };
}

/**
 * Runs `sweepExpiredOrders` every SWEEP_INTERVAL_MS (wall-clock housekeeping, not business
 * time) until the returned function is called. A failed sweep is logged and tried again later.
 */
export function scheduleOrderSweep(
  store: Store,
  tracker: StatusTracker,
  logger: Logger,
  intervalMs = SWEEP_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    sweepExpiredOrders(store, tracker).then(
      (result) => logger.info(result, 'expired order records deleted'),
      (error: unknown) => logger.warn({ err: error }, 'order retention sweep failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
