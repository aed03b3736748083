import type { Clock } from '../clock.ts';

/**
 * Who is asking for a request, highest first: order submission, the status check of a
 * just-submitted order (outbox reconciliation), quote, status poll, availability, catalogue.
 * Orders go first because a customer is waiting on a confirmed cart; the catalogue goes last
 * because a stale menu is kept anyway (spec "Catalogue sync": keep the last good copy).
 */
export const PRIORITIES = [
  'order',
  'order-check',
  'quote',
  'status-poll',
  'availability',
  'catalogue',
] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Priorities a customer is waiting on right now; the others are background work. */
const INTERACTIVE: ReadonlySet<Priority> = new Set<Priority>(['order', 'order-check', 'quote']);

/**
 * The partner budget's default reserve for interactive requests: a fifth of the cap (24 of 120).
 * Sized from the budget simulation (`npm run bench`): 20 customers quoting and ordering spend
 * about 14 requests a minute, so 24 leaves room for a busy minute.
 */
export function defaultInteractiveReserve(limit: number): number {
  return Math.floor(limit / 5);
}

/** Snapshot of the budget for health output; `pausedUntil` is null once the pause is over. */
export interface BudgetState {
  limit: number;
  windowMs: number;
  /** Grants still counted against `limit` (those inside windowMs + safetyMarginMs). */
  usedInWindow: number;
  queued: Record<Priority, number>;
  pausedUntil: number | null;
  /** Grants since creation, per priority. */
  granted: Record<Priority, number>;
}

/**
 * The partner's request cap, shared by every caller. The interface is deliberately small so a
 * budget shared by several instances (DESIGN.md "Growing past one machine") can implement it.
 */
export interface RequestBudget {
  /**
   * Resolves when the caller may send ONE request (send it right away: the safety margin
   * assumes so). Rejects with `signal.reason` when aborted while waiting; an aborted waiter
   * never consumes a grant.
   */
  acquire(priority: Priority, signal?: AbortSignal): Promise<void>;
  /** After a 429: nobody is granted before `untilMs`; the later of two pauses wins. */
  pauseUntil(untilMs: number): void;
  state(): BudgetState;
}

export interface RequestBudgetOptions {
  /** Requests per window (PARTNER_RATE_LIMIT_PER_MINUTE, spec "Limits": default 120). */
  limit: number;
  clock: Clock;
  /** The partner's window, 60 s per the spec. */
  windowMs?: number;
  /** Extra window length covering the time between a grant and the request reaching the server. */
  safetyMarginMs?: number;
  /**
   * Grants of each window kept for interactive priorities (order, order-check, quote): background
   * callers (status-poll, availability, catalogue) are granted only while fewer than
   * limit − reserve grants are in the window. Default 0 (a plain priority queue).
   */
  interactiveReserve?: number;
}

interface Waiter {
  readonly resolve: () => void;
  readonly detach: () => void;
}

const byPriority = <T>(make: () => T): Record<Priority, T> =>
  Object.fromEntries(PRIORITIES.map((p) => [p, make()])) as Record<Priority, T>;

function validate(
  limit: number,
  windowMs: number,
  safetyMarginMs: number,
  interactiveReserve: number,
): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`request budget limit must be a positive integer, got ${limit}`);
  }
  if (!(windowMs > 0) || !Number.isFinite(windowMs)) {
    throw new RangeError(`request budget windowMs must be positive, got ${windowMs}`);
  }
  if (!(safetyMarginMs >= 0) || !Number.isFinite(safetyMarginMs)) {
    throw new RangeError(`request budget safetyMarginMs must be >= 0, got ${safetyMarginMs}`);
  }
  if (
    !Number.isInteger(interactiveReserve) ||
    interactiveReserve < 0 ||
    interactiveReserve >= limit
  ) {
    throw new RangeError(
      `request budget interactiveReserve must be an integer from 0 to limit - 1, got ${interactiveReserve}`,
    );
  }
}

/**
 * Creates the single in-process budget for one partner (spec "Limits": "The rate limit applies
 * to all operations including the catalogue"). Guarantees: at most `limit` grants in any sliding
 * window of windowMs + safetyMarginMs (grant timestamps, not fixed buckets); grants strictly by
 * priority, FIFO within a priority; background priorities never take the last
 * `interactiveReserve` grants of a window; no grant while paused; at most one pending timer, set
 * for the earliest moment a grant becomes possible, and none while nobody waits.
 */
export function createRequestBudget(options: RequestBudgetOptions): RequestBudget {
  const { limit, clock, windowMs = 60_000, safetyMarginMs = 1_000 } = options;
  const interactiveReserve = options.interactiveReserve ?? 0;
  validate(limit, windowMs, safetyMarginMs, interactiveReserve);
  return new LocalRequestBudget(limit, clock, windowMs, safetyMarginMs, interactiveReserve);
}

class LocalRequestBudget implements RequestBudget {
  readonly #limit: number;
  readonly #backgroundLimit: number;
  readonly #clock: Clock;
  readonly #windowMs: number;
  readonly #effectiveWindowMs: number;
  readonly #grants: number[] = []; // ascending grant times still inside the effective window
  readonly #queues = byPriority<Waiter[]>(() => []);
  readonly #granted = byPriority(() => 0);
  #pausedUntil: number | null = null;
  #timer: { at: number; cancel: () => void } | null = null;

  constructor(
    limit: number,
    clock: Clock,
    windowMs: number,
    safetyMarginMs: number,
    interactiveReserve: number,
  ) {
    this.#limit = limit;
    // Strict priority alone is not enough once background work fills every window (500 tracked
    // orders always have a poll waiting): each freed slot is taken at once, grants bunch up where
    // the first burst was, and a submission arriving between bursts waits up to a whole window
    // (45 s p95 in the budget simulation). Keeping background below the cap leaves slots free.
    this.#backgroundLimit = limit - interactiveReserve;
    this.#clock = clock;
    this.#windowMs = windowMs;
    // A request granted at t reaches the server a little later (connection, TLS, queueing in
    // the pool). Counting exactly 60 s, the oldest counted request could arrive late and the
    // newest early, so the server could see limit + 1 requests inside one of its 60 s windows
    // and answer 429. Counting windowMs + margin makes any limit + 1 consecutive grants at least
    // that far apart, so their arrivals stay >= windowMs apart while the delivery delay stays
    // under the margin (DESIGN.md target: zero 429s in steady state).
    this.#effectiveWindowMs = windowMs + safetyMarginMs;
  }

  acquire(priority: Priority, signal?: AbortSignal): Promise<void> {
    if (!PRIORITIES.includes(priority)) {
      return Promise.reject(new TypeError(`unknown request priority: ${String(priority)}`));
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const queue = this.#queues[priority];
      const onAbort = (): void => {
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        reject(signal?.reason);
        this.#schedule(this.#clock.now()); // the last waiter leaving cancels the timer
      };
      const waiter: Waiter = {
        resolve,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#drain();
    });
  }

  pauseUntil(untilMs: number): void {
    const now = this.#clock.now();
    if (!Number.isFinite(untilMs) || untilMs <= now) return;
    this.#pausedUntil = Math.max(this.#pausedUntil ?? untilMs, untilMs);
    this.#schedule(now);
  }

  state(): BudgetState {
    this.#prune(this.#clock.now());
    const queued = byPriority(() => 0);
    for (const p of PRIORITIES) queued[p] = this.#queues[p].length;
    return {
      limit: this.#limit,
      windowMs: this.#windowMs,
      usedInWindow: this.#grants.length,
      queued,
      pausedUntil: this.#pausedUntil,
      granted: { ...this.#granted },
    };
  }

  #prune(now: number): void {
    const grants = this.#grants;
    while (grants.length > 0 && (grants[0] as number) <= now - this.#effectiveWindowMs) {
      grants.shift();
    }
    if (this.#pausedUntil !== null && this.#pausedUntil <= now) this.#pausedUntil = null;
  }

  // Grants to as many waiters as the window and the pause allow, best priority first.
  #drain(): void {
    const now = this.#clock.now();
    this.#prune(now);
    while (this.#pausedUntil === null && this.#grants.length < this.#limit) {
      const next = this.#nextWaiter(this.#grants.length < this.#backgroundLimit);
      if (!next) break;
      const [priority, waiter] = next;
      this.#grants.push(now);
      this.#granted[priority] += 1;
      waiter.detach();
      waiter.resolve();
    }
    this.#schedule(now);
  }

  #nextWaiter(backgroundAllowed: boolean): [Priority, Waiter] | undefined {
    for (const priority of PRIORITIES) {
      if (!backgroundAllowed && !INTERACTIVE.has(priority)) continue;
      const waiter = this.#queues[priority].shift();
      if (waiter) return [priority, waiter];
    }
    return undefined;
  }

  // Exactly one timer, for the earliest moment a grant becomes possible; none while idle.
  #schedule(now: number): void {
    this.#prune(now);
    if (!PRIORITIES.some((p) => this.#queues[p].length > 0)) {
      this.#cancelTimer();
      return;
    }
    const grants = this.#grants;
    // Only background waiters: the next grant comes when the window drops below their limit.
    const interactiveWaiting = PRIORITIES.some(
      (p) => INTERACTIVE.has(p) && this.#queues[p].length > 0,
    );
    const usable = interactiveWaiting ? this.#limit : this.#backgroundLimit;
    const windowFreeAt =
      grants.length >= usable
        ? (grants[grants.length - usable] as number) + this.#effectiveWindowMs
        : now;
    const at = Math.max(windowFreeAt, this.#pausedUntil ?? now);
    if (this.#timer?.at === at) return;
    this.#cancelTimer();
    const cancel = this.#clock.setTimeout(() => {
      this.#timer = null;
      this.#drain();
    }, at - now);
    this.#timer = { at, cancel };
  }

  #cancelTimer(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
