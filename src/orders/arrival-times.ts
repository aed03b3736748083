import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { ArrivalEstimate, ArrivalStart } from '../domain/arrival.ts';
import type { OrderStatus, QuoteRequest } from '../domain/order.ts';
import type { KeyValue } from '../store/index.ts';
import {
  type ArrivalModel,
  askArrivals,
  type LearntRange,
  learnSteps,
  startsOf,
} from './arrival-model.ts';
import { localDate, type TrackedOrder } from './tracked-order.ts';

const MINUTE = 60_000;
/** The model is learnt again at most this often (a store scan): never on a customer's tap. */
export const ARRIVAL_REFRESH_MS = 5 * MINUTE;
/** The staff's `/eta` figure: whole minutes in this range. */
export const ETA_MINUTES = { min: 10, max: 240 } as const;
/** The staff's figure is the range's upper end; the range starts this much lower. */
const STAFF_SPREAD_MINUTES = 15;

/**
 * The staff's figure for the evening (`/eta 60`; store namespace `eta`, key `override`): any
 * instance reads it, and it lapses at `until` (the end of the business day it was set on).
 */
export interface EtaOverride {
  minutes: number;
  setAt: number;
  until: number;
}

/** What an estimate is asked about (the order's own way, from `start`). */
export interface EstimateQuery {
  fulfilment: 'delivery' | 'pickup';
  zoneId?: number | undefined;
  start: ArrivalStart;
  /** When the order was accepted (ms, our clock), for what is left of the staff's figure. */
  acceptedAt?: number | undefined;
  /** The order's own id when it is tracked: it is not counted among the others active. */
  orderId?: string | undefined;
}

export interface ArrivalTimesOptions {
  /** The tracked orders (store namespace `tracked`), read whole once per refresh. */
  orders: KeyValue<TrackedOrder>;
  settings: KeyValue<EtaOverride>;
  clock: Clock;
  /** The restaurant's time zone (the menu's). */
  timeZone: () => string;
  /**
   * Orders active now besides `orderId`, where this process knows it exactly (one instance: the
   * tracker's own count, no store read). Absent (several instances, where only the poller's
   * tracker follows every status): the orders active in the store when the model was learnt.
   */
  activeNow?: ((orderId?: string) => number) | undefined;
  logger: Logger;
  refreshMs?: number | undefined;
}

/** The first moment after `now` on another calendar date in `timeZone` (its next midnight). */
export function endOfLocalDay(now: number, timeZone: string): number {
  const today = localDate(now, timeZone);
  let hi = now + 60 * MINUTE;
  while (localDate(hi, timeZone) === today) hi += 60 * MINUTE;
  let lo = hi - 60 * MINUTE;
  while (hi - lo > MINUTE) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDate(mid, timeZone) === today) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The leg a status begins, or null when nothing is left to estimate (ready, delivered, …). */
export function arrivalStart(
  status: OrderStatus,
  fulfilment: 'delivery' | 'pickup',
): ArrivalStart | null {
  return startsOf(fulfilment).find((start) => start === status) ?? null;
}

/** The range the staff's figure gives for what is left after `elapsedMinutes`, or null. */
export function staffRange(minutes: number, elapsedMinutes: number): ArrivalEstimate | null {
  const upper = Math.ceil((minutes - elapsedMinutes) / 5) * 5;
  if (upper < 10) return null;
  return {
    fromMinutes: Math.max(5, upper - STAFF_SPREAD_MINUTES),
    toMinutes: upper,
    source: 'staff',
  };
}

/**
 * Arrival-time estimates of one restaurant (issue 36 point 1): the learnt model (see
 * arrival-model.ts), kept in memory and learnt again from the store at most every
 * ARRIVAL_REFRESH_MS (the first ask waits for it, later ones never do: a stale model answers
 * while a fresh one is learnt), and the staff's `/eta` figure, read from the store on each
 * estimate (one key, so every instance follows it at once).
 */
export class ArrivalTimes {
  readonly #options: ArrivalTimesOptions;
  readonly #refreshMs: number;
  #model: ArrivalModel | null = null;
  #learning: Promise<ArrivalModel> | null = null;

  constructor(options: ArrivalTimesOptions) {
    this.#options = options;
    this.#refreshMs = options.refreshMs ?? ARRIVAL_REFRESH_MS;
  }

  /** Learns the model from the store now (start-up, tests); one learning at a time. */
  refresh(): Promise<ArrivalModel> {
    if (this.#learning) return this.#learning;
    const { clock, logger } = this.#options;
    this.#learning = (async () => {
      const orders: TrackedOrder[] = [];
      for await (const [, order] of this.#options.orders.entries()) orders.push(order);
      const started = performance.now();
      const steps = learnSteps(orders, clock.now(), this.#options.timeZone());
      let longest = 0;
      let model: ArrivalModel | undefined;
      while (!model) {
        const at = performance.now();
        const step = steps.next();
        longest = Math.max(longest, performance.now() - at);
        if (step.done) model = step.value;
        // The event loop is given back between steps (a yield, not a delay: no clock involved),
        // so customers' taps never wait behind a whole learning.
        else await new Promise<void>((resolve) => setImmediate(resolve));
      }
      logger.debug(
        {
          orders: orders.length,
          legs: model.legs,
          ms: Math.round(performance.now() - started),
          longestStepMs: Math.round(longest),
        },
        'arrival times learnt',
      );
      this.#model = model;
      return model;
    })().finally(() => {
      this.#learning = null;
    });
    return this.#learning;
  }

  async #current(): Promise<ArrivalModel> {
    const model = this.#model;
    if (!model) return this.refresh();
    if (this.#options.clock.now() - model.builtAt >= this.#refreshMs) {
      void this.refresh().catch((error: unknown) =>
        this.#options.logger.warn({ err: error }, 'arrival times not learnt'),
      );
    }
    return model;
  }

  #others(model: ArrivalModel, orderId: string | undefined): number {
    if (this.#options.activeNow) return this.#options.activeNow(orderId);
    const self = orderId !== undefined && model.active.has(orderId) ? 1 : 0;
    return model.active.size - self;
  }

  /** What the history says for `query` now (null: too few similar orders). */
  async learnt(query: EstimateQuery): Promise<LearntRange | null> {
    const model = await this.#current();
    return askArrivals(model, {
      fulfilment: query.fulfilment,
      zoneId: query.zoneId,
      start: query.start,
      at: this.#options.clock.now(),
      others: Math.max(0, this.#others(model, query.orderId)),
    });
  }

  /**
   * The range to show for `query`: the staff's figure while it is set (what is left of it since
   * the order was accepted; when little is left, the history's), else the history's; null when
   * neither says anything. Never throws: an estimate is never worth a failed screen.
   */
  async estimate(query: EstimateQuery): Promise<ArrivalEstimate | null> {
    try {
      const override = await this.override();
      if (override) {
        const now = this.#options.clock.now();
        const elapsed = query.acceptedAt === undefined ? 0 : (now - query.acceptedAt) / MINUTE;
        const staff = staffRange(override.minutes, Math.max(0, elapsed));
        if (staff) return staff;
      }
      const range = await this.learnt(query);
      return range
        ? {
            fromMinutes: range.fromMinutes,
            toMinutes: range.toMinutes,
            source: 'history',
            orders: range.orders,
          }
        : null;
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'arrival estimate failed');
      return null;
    }
  }

  /** The whole way of an order of this receipt (the review, the accepted message). */
  forReceipt(choice: QuoteRequest['choice'], orderId?: string): Promise<ArrivalEstimate | null> {
    return this.estimate({
      fulfilment: choice.fulfilment,
      zoneId: choice.fulfilment === 'delivery' ? choice.zone_id : undefined,
      start: 'accepted',
      orderId,
    });
  }

  /** What is left of a tracked order's way from its present status (null past the end). */
  async forOrder(order: TrackedOrder): Promise<ArrivalEstimate | null> {
    const start = arrivalStart(order.status, order.fulfilment);
    if (!start) return null;
    const acceptedAt = order.history?.find((step) => step.status === 'accepted')?.at;
    return this.estimate({
      fulfilment: order.fulfilment,
      zoneId: order.zoneId,
      start,
      acceptedAt: acceptedAt ?? order.createdAt,
      orderId: order.externalOrderId,
    });
  }

  /** The staff's figure while it is set and not lapsed. */
  async override(): Promise<EtaOverride | null> {
    const stored = await this.#options.settings.get('override');
    return stored && stored.until > this.#options.clock.now() ? stored : null;
  }

  /** `/eta N`: the figure until the end of this business day (the restaurant's midnight). */
  async setOverride(minutes: number): Promise<EtaOverride> {
    const now = this.#options.clock.now();
    const until = endOfLocalDay(now, this.#options.timeZone());
    const override = { minutes, setAt: now, until };
    await this.#options.settings.set('override', override, until - now);
    return override;
  }

  /** `/eta off`. */
  async clearOverride(): Promise<void> {
    await this.#options.settings.delete('override');
  }
}
