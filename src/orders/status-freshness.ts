import type { PollSchedule, TrackedOrder } from './tracked-order.ts';
import { statusSince } from './tracked-order.ts';

/** Poll periods a status may go unread before it is stale. */
export const FRESH_POLLS = 2;

/** Whether an order's status is known now, and since when it was last read. */
export interface StatusFreshness {
  fresh: boolean;
  /** When the status was last read successfully (ms, bot's clock). */
  readAt: number;
}

/** When the order's status was last read successfully (rows of older versions: a best guess). */
export function statusReadAt(order: TrackedOrder): number {
  if (order.readAt !== undefined) return order.readAt;
  return order.failures === 0 ? order.lastCheckedAt : statusSince(order);
}

/**
 * The rule the staff alerts and the board judge by (issue 34): an active order's status is
 * fresh only while polls may run (`paused` false: the credentials are not refused), its last
 * poll succeeded (`failures` 0) and that read is at most FRESH_POLLS of its poll periods old
 * (the normal period, or the slow one once it is polled slowly), all on the bot's clock. Anything
 * else is stale: lateness is not judged from it. A final status never goes stale.
 */
export function statusFreshness(
  order: TrackedOrder,
  now: number,
  schedule: PollSchedule,
  paused: boolean,
): StatusFreshness {
  const readAt = statusReadAt(order);
  if (!order.active) return { fresh: true, readAt };
  if (paused || order.failures > 0) return { fresh: false, readAt };
  const slow = now - (order.trackedAt ?? order.createdAt) >= schedule.slowAfterMs;
  const period = slow ? schedule.slowIntervalMs : schedule.intervalMs;
  return { fresh: now - readAt <= FRESH_POLLS * period, readAt };
}
