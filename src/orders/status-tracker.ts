import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { PartnerClient } from '../partner/client.ts';
import { isPartnerError } from '../partner/errors.ts';
import type { KeyValue } from '../store/index.ts';
import { type StatusFreshness, statusFreshness } from './status-freshness.ts';
import {
  type ActiveOrder,
  activeOrders,
  type DaySummary,
  newTrackedOrder,
  oldestFirst,
  ordersOfChat,
  type PollSchedule,
  pollDueAt,
  pollingOver,
  type StatusChange,
  sameStatus,
  summarizeDay,
  type TrackedOrder,
  type TrackInput,
  withRecord,
} from './tracked-order.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Events of the tracker: every status change, and an order whose polling gave up. */
export interface TrackerEvents {
  changed: [StatusChange];
  tracked: [TrackedOrder]; // a new order in its first status, which may be final (issue 36)
  /** No final status a day after tracking began: polling stopped; staff should look. */
  stalled: [TrackedOrder];
}

/** How the tracker is wired. */
export interface StatusTrackerOptions {
  client: Pick<PartnerClient, 'orderStatus'>;
  store: KeyValue<TrackedOrder>;
  clock: Clock;
  logger: Logger;
  /** STATUS_POLL_SECONDS in ms (spec "Status rules": every 30 to 60 seconds). */
  pollIntervalMs: number;
  /**
   * An order not final this long after tracking began (`payment_review`, or stuck) is polled
   * only every `slowPollIntervalMs`: it spends the shared budget on news that rarely comes.
   * Default 3 hours.
   */
  slowAfterMs?: number;
  /** The period of those slower polls. Default 10 minutes. */
  slowPollIntervalMs?: number;
  /** Polling stops this long after tracking began, and `stalled` is emitted. Default 24 hours. */
  stopAfterMs?: number;
  /** Polls waiting for the budget or an answer at once, over all orders. Default 4. */
  maxInFlight?: number;
  /** How long a finished order is kept for /orders and /today: ORDER_RETENTION_DAYS. */
  retentionMs?: number | undefined;
  /**
   * Several instances: polls run only while this instance holds the poller lease, so each order
   * is polled once per interval and each change is pushed once. Absent: always the poller.
   */
  poller?: { held(): boolean } | undefined;
  /**
   * True while the partner refuses the credentials (issue 20): no poll is started; `resume()`
   * polls every due order at once when access works again.
   */
  paused?: (() => boolean) | undefined;
}

/** What `/health` shows about tracking. */
export interface TrackerStats {
  active: number;
  inFlight: number;
  /** How late the most overdue poll is (ms); 0 when every active order is on time. */
  lagMs: number;
}

/**
 * Polls POST /orderstatus for our active orders (spec "Status rules", "Events": polling is the
 * only way to learn progress) and emits `changed` on every status change. Guarantees: each
 * active order is polled about every pollIntervalMs; when the shared budget cannot keep that
 * pace, the order checked longest ago goes first, so the delay is shared by all and reported by
 * `lag()`; never more than one poll per order at a time; a final status ends polling but the
 * order stays for the queries. State is persisted, so tracking survives restarts (`start()`).
 * Scheduling uses the injected clock only.
 */
export class StatusTracker {
  readonly events = new EventEmitter<TrackerEvents>();
  readonly #client: StatusTrackerOptions['client'];
  readonly #store: KeyValue<TrackedOrder>;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #schedule: PollSchedule;
  readonly #maxInFlight: number;
  readonly #retentionMs: number | undefined;
  readonly #poller: StatusTrackerOptions['poller'];
  readonly #paused: StatusTrackerOptions['paused'];
  readonly #orders = new Map<string, TrackedOrder>();
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #writes = new Set<Promise<void>>();
  readonly #controller = new AbortController();
  #timer: { at: number; cancel: () => void } | null = null;
  #started = false;

  constructor(options: StatusTrackerOptions) {
    if (!(options.pollIntervalMs > 0)) throw new RangeError('pollIntervalMs must be positive');
    this.#client = options.client;
    this.#store = options.store;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#schedule = {
      intervalMs: options.pollIntervalMs,
      slowAfterMs: options.slowAfterMs ?? 3 * HOUR,
      slowIntervalMs: Math.max(options.pollIntervalMs, options.slowPollIntervalMs ?? 10 * MINUTE),
      stopAfterMs: options.stopAfterMs ?? 24 * HOUR,
    };
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 4);
    this.#retentionMs = options.retentionMs;
    this.#poller = options.poller;
    this.#paused = options.paused;
  }

  /** Access works again: every order due meanwhile is polled now (inside the budget). */
  resume(): void {
    this.#pump();
  }

  /**
   * Several instances: takes in what other instances stored (orders they tracked, polls of the
   * previous poller), keeping whichever copy was checked last, then polls what is due. Called
   * when the poller lease is taken and on every lease tick.
   */
  async refresh(): Promise<void> {
    for await (const [id, stored] of this.#store.entries()) {
      const known = this.#orders.get(id);
      if (!known || stored.lastCheckedAt > known.lastCheckedAt) {
        this.#orders.set(id, stored);
      }
    }
    this.#pump();
  }

  /** Loads every stored order and starts polling the active ones (overdue ones first). */
  async start(): Promise<void> {
    for await (const [id, order] of this.#store.entries()) {
      if (!this.#orders.has(id)) this.#orders.set(id, order);
    }
    this.#started = true;
    this.#pump();
  }

  /**
   * Starts tracking an accepted order (idempotent: tracking an id again keeps what is known).
   * The order is persisted before this resolves; its first poll is one interval later, since
   * its status was just read from the submission's answer.
   */
  async track(input: TrackInput): Promise<TrackedOrder> {
    const known = this.#orders.get(input.externalOrderId);
    if (known) return known;
    const order = newTrackedOrder(input, this.#clock.now());
    this.#orders.set(order.externalOrderId, order);
    await this.#save(order);
    this.events.emit('tracked', order);
    this.#pump();
    return order;
  }

  /**
   * Deletes finished orders last checked more than the retention period ago, from the store
   * (also rows an older version wrote without a time to live; listing drops the expired ones)
   * and from memory. Returns the rows deleted and kept.
   */
  async forgetFinished(): Promise<{ deleted: number; kept: number }> {
    if (this.#retentionMs === undefined) return { deleted: 0, kept: this.#orders.size };
    const before = this.#clock.now() - this.#retentionMs;
    const old = (order: TrackedOrder) => !order.active && order.lastCheckedAt < before;
    let deleted = 0;
    let kept = 0;
    for await (const [id, order] of this.#store.entries()) {
      if (!old(order)) {
        kept += 1;
        continue;
      }
      await this.#store.delete(id);
      deleted += 1;
    }
    for (const [id, order] of this.#orders) if (old(order)) this.#orders.delete(id);
    return { deleted, kept };
  }

  // A finished order is written with the retention period as its time to live.
  #save(order: TrackedOrder): Promise<void> {
    const ttl = order.active ? undefined : this.#retentionMs;
    return this.#store.set(order.externalOrderId, order, ttl);
  }

  /** One customer's own orders, newest first: never another chat's. */
  ordersOfChat(chatId: number): TrackedOrder[] {
    return ordersOfChat(this.#orders.values(), chatId);
  }

  /** Every order known (active or finished), oldest first: the staff console and its reports. */
  all(): TrackedOrder[] {
    return oldestFirst(this.#orders.values());
  }

  /** One order by its external id. */
  order(externalOrderId: string): TrackedOrder | undefined {
    return this.#orders.get(externalOrderId);
  }

  /** Orders still moving, oldest first, with their age. */
  active(): ActiveOrder[] {
    return activeOrders(this.#orders.values(), this.#clock.now());
  }

  /** Counts and totals by status of the orders created on `now`'s date in `timeZone`. */
  today(now: number, timeZone: string): DaySummary {
    return summarizeDay(this.#orders.values(), now, timeZone);
  }

  /** Whether the order's status is fresh now and when it was last read (`statusFreshness`). */
  freshness(order: TrackedOrder): StatusFreshness {
    return statusFreshness(order, this.#clock.now(), this.#schedule, this.#paused?.() === true);
  }

  /** How late the most overdue poll is, in ms (0 when on time). */
  lag(): number {
    const now = this.#clock.now();
    let lag = 0;
    for (const order of this.#orders.values()) {
      if (order.active) lag = Math.max(lag, now - pollDueAt(this.#schedule, order));
    }
    return lag;
  }

  stats(): TrackerStats {
    const active = [...this.#orders.values()].filter((order) => order.active).length;
    return { active, inFlight: this.#inFlight.size, lagMs: this.lag() };
  }

  /** Resolves once no poll or write is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0 || this.#writes.size > 0) {
      await Promise.allSettled([...this.#inFlight.values(), ...this.#writes]);
    }
  }

  /** Stops polling; polls in flight are aborted. Tracked orders stay in the store. */
  async close(): Promise<void> {
    this.#started = false;
    this.#timer?.cancel();
    this.#timer = null;
    this.#controller.abort(new Error('status tracker closed'));
    await this.idle();
  }

  // Polling gives up on an order that never became final: kept (for /orders and /today),
  // inactive, marked stalled, and announced once so the staff chat can follow it up by hand.
  #stall(order: TrackedOrder): void {
    const after: TrackedOrder = { ...order, active: false, stalled: true };
    this.#orders.set(order.externalOrderId, after);
    this.#logger.warn(
      {
        externalOrderId: order.externalOrderId,
        orderNumber: order.orderNumber,
        status: order.status,
      },
      'order never reached a final status; polling stopped',
    );
    // Kept so `idle()` and `close()` wait for the write.
    const id = order.externalOrderId;
    const write = this.#save(after)
      .catch((error: unknown) => {
        this.#logger.error({ err: error, externalOrderId: id }, 'tracker write failed');
      })
      .finally(() => this.#writes.delete(write));
    this.#writes.add(write);
    try {
      this.events.emit('stalled', after);
    } catch (error) {
      this.#logger.error(
        { err: error, externalOrderId: order.externalOrderId },
        'stall listener failed',
      );
    }
  }

  // Starts the due polls, oldest-checked first, then arms one timer for the next due poll.
  #pump(): void {
    if (!this.#started || this.#controller.signal.aborted) return;
    if (this.#poller && !this.#poller.held()) {
      this.#arm(null); // another instance polls; refresh() pumps again when the lease comes
      return;
    }
    if (this.#paused?.()) {
      this.#arm(null); // credentials refused: parked until resume()
      return;
    }
    const now = this.#clock.now();
    const waiting = [...this.#orders.values()]
      .filter((order) => order.active && !this.#inFlight.has(order.externalOrderId))
      .sort((a, b) => pollDueAt(this.#schedule, a) - pollDueAt(this.#schedule, b));
    for (const order of waiting) {
      if (pollDueAt(this.#schedule, order) > now) break;
      if (pollingOver(this.#schedule, order, now)) this.#stall(order);
      else if (this.#inFlight.size < this.#maxInFlight) this.#startPoll(order.externalOrderId);
    }
    const next = waiting.find(
      (order) =>
        !this.#inFlight.has(order.externalOrderId) &&
        this.#orders.get(order.externalOrderId)?.active,
    );
    // With every slot taken, a finishing poll pumps again; no timer is needed meanwhile.
    const full = this.#inFlight.size >= this.#maxInFlight;
    this.#arm(!next || full ? null : Math.max(now, pollDueAt(this.#schedule, next)));
  }

  #arm(at: number | null): void {
    if (this.#timer?.at === at) return;
    this.#timer?.cancel();
    this.#timer = null;
    if (at === null) return;
    const cancel = this.#clock.setTimeout(() => {
      this.#timer = null;
      this.#pump();
    }, at - this.#clock.now());
    this.#timer = { at, cancel };
  }

  #startPoll(id: string): void {
    const poll = this.#poll(id).finally(() => {
      this.#inFlight.delete(id);
      this.#pump();
    });
    this.#inFlight.set(id, poll);
  }

  async #poll(id: string): Promise<void> {
    let record: OrderRecord;
    try {
      record = await this.#client.orderStatus(id, {
        priority: 'status-poll',
        signal: this.#controller.signal,
      });
    } catch (error) {
      if (isPartnerError(error, 'aborted')) return;
      await this.#failed(id, error);
      return;
    }
    await this.#apply(id, record);
  }

  async #apply(id: string, record: OrderRecord): Promise<void> {
    const known = this.#orders.get(id);
    if (!known) return;
    // What this process knows may come from a listing older than another poller's resolved
    // write: the stored row, read through the ordered path, is what a change is judged against.
    const stored = await this.#store.get(id).catch(() => undefined);
    const before = stored && stored.lastCheckedAt > known.lastCheckedAt ? stored : known;
    const after = withRecord(before, record, this.#clock.now());
    this.#orders.set(id, after);
    await this.#save(after);
    if (sameStatus(after, before)) return;
    this.#logger.info(
      {
        externalOrderId: id,
        orderNumber: after.orderNumber,
        from: before.status,
        to: after.status,
      },
      'order status changed',
    );
    try {
      this.events.emit('changed', { order: after, previous: before.status, record });
    } catch (error) {
      this.#logger.error({ err: error, externalOrderId: id }, 'status listener failed');
    }
  }

  // A failed poll waits one interval like a successful one: retrying at once would only spend
  // the shared budget (the client already retried within its bounds).
  async #failed(id: string, error: unknown): Promise<void> {
    const before = this.#orders.get(id);
    if (!before) return;
    const after = { ...before, lastCheckedAt: this.#clock.now(), failures: before.failures + 1 };
    this.#orders.set(id, after);
    await this.#save(after);
    this.#logger.warn(
      {
        externalOrderId: id,
        kind: isPartnerError(error) ? error.kind : 'unknown',
        failures: after.failures,
      },
      'order status poll failed',
    );
  }
}
