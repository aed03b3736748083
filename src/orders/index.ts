import type { Logger } from 'pino';
import type { OrderOutbox, OutboxEvents } from './outbox.ts';
import type { StatusTracker } from './status-tracker.ts';

export type { ChatOrders } from './chat-orders.ts';
export {
  type EntryClaim,
  OrderOutbox,
  type OrderOutboxOptions,
  type OutboxEvents,
  type ResumeResult,
} from './outbox.ts';
export type {
  OutboxAlert,
  OutboxAlertKind,
  OutboxBacklog,
  OutboxEntry,
  OutboxState,
} from './outbox-entry.ts';
export { scheduleOrderSweep, sweepExpiredOrders } from './retention.ts';
export {
  StatusTracker,
  type StatusTrackerOptions,
  type TrackerEvents,
  type TrackerStats,
} from './status-tracker.ts';
export type {
  ActiveOrder,
  DaySummary,
  StatusChange,
  TrackedOrder,
  TrackInput,
} from './tracked-order.ts';
export { type UnknownStatus, watchUnknownStatuses } from './unknown-status.ts';

/**
 * Wires the outbox to the tracker in the composition root: every accepted order (first answer,
 * replay, reconciliation or a resume after restart) starts being tracked. Returns a function
 * that unhooks it. A failed write is logged; the order then shows up only from the outbox.
 */
export function trackAcceptedOrders(
  outbox: OrderOutbox,
  tracker: StatusTracker,
  logger: Logger,
): () => void {
  const onAccepted = ({ entry, record }: OutboxEvents['accepted'][0]): void => {
    void tracker
      .track({
        externalOrderId: entry.externalOrderId,
        chatId: entry.chatId,
        orderNumber: record.order_number,
        status: record.status,
        statusLabel: record.status_label,
        statusRaw: record.status_raw,
        fulfilment: entry.request.choice.fulfilment,
        ...(entry.request.choice.fulfilment === 'delivery'
          ? { zoneId: entry.request.choice.zone_id }
          : {}),
        totalMinor: record.total_minor,
        placedAt: entry.createdAt,
      })
      .catch((error: unknown) => {
        logger.error({ err: error, externalOrderId: entry.externalOrderId }, 'tracking failed');
      });
  };
  outbox.events.on('accepted', onAccepted);
  return () => outbox.events.off('accepted', onAccepted);
}
