import type { Logger } from 'pino';
import type { OrderRecord } from '../domain/order.ts';
import type { OrderOutbox } from './outbox.ts';
import type { StatusTracker } from './status-tracker.ts';

/** An order status the spec does not list, the first time the bot met it. */
export interface UnknownStatus {
  /** The value as the restaurant sent it (e.g. "ready"). */
  value: string;
  orderNumber: string;
  externalOrderId: string;
}

/**
 * Issue 34: a status the restaurant added on its side reads as `unknown` (the order stays in
 * progress and is polled on); this tells it once per value, logged and handed to `tell` (the
 * staff alert), whether it came with /orders' answer or with a poll. Per process: a restart may
 * tell a value once more, which is better than never telling it. Returns the function that
 * stops listening.
 */
export function watchUnknownStatuses(
  sources: { outbox: OrderOutbox; tracker: StatusTracker },
  logger: Logger,
  tell: (status: UnknownStatus) => void,
): () => void {
  const told = new Set<string>();
  const see = (record: OrderRecord): void => {
    const value = record.status_raw;
    if (record.status !== 'unknown' || value === undefined || told.has(value)) return;
    told.add(value);
    const status = {
      value,
      orderNumber: record.order_number,
      externalOrderId: record.external_order_id,
    };
    logger.warn(status, 'order status not in the spec; the order is followed as in progress');
    tell(status);
  };
  const onAccepted = ({ record }: { record: OrderRecord }) => see(record);
  const onChanged = ({ record }: { record: OrderRecord }) => see(record);
  sources.outbox.events.on('accepted', onAccepted);
  sources.tracker.events.on('changed', onChanged);
  return () => {
    sources.outbox.events.off('accepted', onAccepted);
    sources.tracker.events.off('changed', onChanged);
  };
}
