import { FINAL_STATUSES, type OrderRecord, type OrderStatus } from '../domain/order.ts';

/**
 * One of our orders as the status tracker keeps it (store namespace `tracked`). It stays after
 * tracking ends (a final status) so `/orders` and `/today` can still show it. No customer data.
 */
export interface TrackedOrder {
  externalOrderId: string;
  chatId: number | null;
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  /** The value the restaurant sent when `status` is `unknown` (issue 34), else absent. */
  statusRaw?: string | undefined;
  fulfilment: 'delivery' | 'pickup';
  /** The delivery zone it went to (issue 36: arrival times by zone). Pickup and older rows: none. */
  zoneId?: number | undefined;
  totalMinor: number | null;
  /**
   * When it was placed, on the bot's clock (ms): the confirmation's time, or when tracking began
   * if unknown. Never the record's created_at, which is on the restaurant's clock (issue 11):
   * ages, day summaries and retention compare it with our own now.
   */
  createdAt: number;
  /** When its status was last asked for (ms): the submission's answer or the last poll. */
  lastCheckedAt: number;
  /**
   * When its status was last read successfully (ms, our clock): a failed poll moves
   * `lastCheckedAt`, not this (issue 34: stale statuses judge no lateness). Older rows: none.
   */
  readAt?: number | undefined;
  /** False once the status is final (delivered, cancelled) or polling gave up: no more polls. */
  active: boolean;
  /**
   * When tracking began (ms, our clock; rows of older versions fall back to `createdAt`): the
   * age that slows and then stops polling is measured from it, never from the partner's clock.
   */
  trackedAt?: number | undefined;
  /** Polling stopped without a final status (stuck or `payment_review` for a day). */
  stalled?: boolean | undefined;
  polls: number;
  /** Failed polls in a row, for health output. */
  failures: number;
  /**
   * Each status as the bot learnt it, with when (ms, our clock; issue 24): the staff alerts'
   * thresholds and the day report's times. Rows of older versions have none.
   */
  history?: { status: OrderStatus; at: number }[] | undefined;
}

/** What `track()` needs: the outbox's accepted order (the record's extra fields are optional). */
export interface TrackInput {
  externalOrderId: string;
  chatId: number | null;
  orderNumber: string;
  status: OrderStatus;
  fulfilment: 'delivery' | 'pickup';
  zoneId?: number | undefined;
  statusLabel?: string | undefined;
  statusRaw?: string | undefined;
  totalMinor?: number | undefined;
  /** When the order was confirmed, on the bot's clock (ms): the outbox entry's creation. */
  placedAt?: number | undefined;
}

/** One status change, emitted as `changed`; the Telegram layer tells the chat and the staff. */
export interface StatusChange {
  order: TrackedOrder;
  previous: OrderStatus;
  record: OrderRecord;
}

/** An active order with how long ago it was created, for staff `/active`. */
export interface ActiveOrder {
  order: TrackedOrder;
  ageMs: number;
}

/** Counts and totals of one business day, for staff `/today`. */
export interface DaySummary {
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: string;
  count: number;
  /** Sum of totals of orders not cancelled (cash expected), in cents. */
  totalMinor: number;
  byStatus: Partial<Record<OrderStatus, { count: number; totalMinor: number }>>;
}

/** A new tracked order from `track()` input; a final status is stored inactive at once. */
export function newTrackedOrder(input: TrackInput, now: number): TrackedOrder {
  return {
    externalOrderId: input.externalOrderId,
    chatId: input.chatId,
    orderNumber: input.orderNumber,
    status: input.status,
    statusLabel: input.statusLabel ?? '',
    ...(input.statusRaw === undefined ? {} : { statusRaw: input.statusRaw }),
    fulfilment: input.fulfilment,
    ...(input.zoneId === undefined ? {} : { zoneId: input.zoneId }),
    totalMinor: input.totalMinor ?? null,
    createdAt: input.placedAt ?? now,
    lastCheckedAt: now,
    readAt: now,
    active: !FINAL_STATUSES.has(input.status),
    trackedAt: now,
    polls: 0,
    failures: 0,
    history: [{ status: input.status, at: now }],
  };
}

/** True when two reads name the same status (two unknown values are two statuses). */
export function sameStatus(
  a: Pick<TrackedOrder, 'status' | 'statusRaw'>,
  b: Pick<TrackedOrder, 'status' | 'statusRaw'>,
): boolean {
  return a.status === b.status && a.statusRaw === b.statusRaw;
}

/** The order after a successful poll answered `record` at `now`. */
export function withRecord(order: TrackedOrder, record: OrderRecord, now: number): TrackedOrder {
  const read = { status: record.status, statusRaw: record.status_raw };
  return {
    ...order,
    status: record.status,
    statusRaw: record.status_raw,
    statusLabel: record.status_label,
    totalMinor: record.total_minor,
    lastCheckedAt: now,
    readAt: now,
    active: !FINAL_STATUSES.has(record.status),
    polls: order.polls + 1,
    failures: 0,
    history: sameStatus(read, order)
      ? order.history
      : [...(order.history ?? []), { status: record.status, at: now }],
  };
}

/** When the bot learnt the order's present status (ms, our clock): its history's last entry. */
export function statusSince(order: TrackedOrder): number {
  const last = order.history?.at(-1);
  return last?.status === order.status ? last.at : (order.trackedAt ?? order.createdAt);
}

/** The calendar date of `ms` in `timeZone`, as YYYY-MM-DD. */
export function localDate(ms: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** Summarises the orders created on `now`'s date in `timeZone`. */
export function summarizeDay(
  orders: Iterable<TrackedOrder>,
  now: number,
  timeZone: string,
): DaySummary {
  const date = localDate(now, timeZone);
  const summary: DaySummary = { date, count: 0, totalMinor: 0, byStatus: {} };
  for (const order of orders) {
    if (localDate(order.createdAt, timeZone) !== date) continue;
    const total = order.totalMinor ?? 0;
    summary.count += 1;
    if (order.status !== 'cancelled') summary.totalMinor += total;
    const slot = summary.byStatus[order.status] ?? { count: 0, totalMinor: 0 };
    summary.byStatus[order.status] = { count: slot.count + 1, totalMinor: slot.totalMinor + total };
  }
  return summary;
}

/** The chat's orders, newest first (what /orders lists). */
export function ordersOfChat(orders: Iterable<TrackedOrder>, chatId: number): TrackedOrder[] {
  return [...orders]
    .filter((order) => order.chatId === chatId)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Every order, oldest first: the staff console and its reports. */
export function oldestFirst(orders: Iterable<TrackedOrder>): TrackedOrder[] {
  // Orders of one millisecond keep one order whatever order the store loaded them in (their
  // numbers; the tie-break keeps the board's lines still across a restart).
  return [...orders].sort(
    (a, b) =>
      a.createdAt - b.createdAt ||
      a.orderNumber.localeCompare(b.orderNumber, 'en', { numeric: true }),
  );
}

/** Orders still moving, oldest first, with their age at `now`. */
export function activeOrders(orders: Iterable<TrackedOrder>, now: number): ActiveOrder[] {
  return oldestFirst(orders)
    .filter((order) => order.active)
    .map((order) => ({ order, ageMs: now - order.createdAt }));
}

/** When a tracked order is polled (see `StatusTrackerOptions`), in ms. */
export interface PollSchedule {
  intervalMs: number;
  slowAfterMs: number;
  slowIntervalMs: number;
  stopAfterMs: number;
}

/**
 * The order's next poll: the normal period while young, the slow one after some hours, and
 * never later than the moment polling gives up (then the tracker stops it instead of polling).
 */
export function pollDueAt(schedule: PollSchedule, order: TrackedOrder): number {
  const since = order.trackedAt ?? order.createdAt;
  const slow = order.lastCheckedAt - since >= schedule.slowAfterMs;
  const next = order.lastCheckedAt + (slow ? schedule.slowIntervalMs : schedule.intervalMs);
  return Math.min(next, since + schedule.stopAfterMs);
}

/** True once polling gives up on the order (it never became final in time). */
export function pollingOver(schedule: PollSchedule, order: TrackedOrder, now: number): boolean {
  return now >= (order.trackedAt ?? order.createdAt) + schedule.stopAfterMs;
}
