import type { Clock } from '../clock.ts';
import { BudgetWaiters } from './budget-waiters.ts';

/**
 * Who is asking for a request, highest first: order submission, the status check of a
 * just-submitted order (outbox reconciliation), quote, a held order's later retries and checks,
 * status poll, availability, catalogue. Orders go first because a customer is waiting on a
 * confirmed cart; a held order's retries after its first minutes go below every customer's
 * quote and order and outside the interactive reserve (issue 20: 12 held orders took the whole
 * cap); the catalogue goes last because a stale menu is kept anyway (spec "Catalogue sync").
 */
export const PRIORITIES = [
  'order',
  'order-check',
  'quote',
  'held-order',
  'status-poll',
  'availability',
  'catalogue',
] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Priorities a customer is waiting on right now; the others are background work. */
export const INTERACTIVE: ReadonlySet<Priority> = new Set<Priority>([
  'order',
  'order-check',
  'quote',
]);

/**
 * The priorities of one catalogue cycle (its pages, then /availability): together they are held
 * to the catalogue's share of the cap, so reading a large menu never crowds out status polls.
 */
export const CATALOGUE_KIND: ReadonlySet<Priority> = new Set<Priority>([
  'availability',
  'catalogue',
]);

/**
 * The catalogue's default share of the cap: a quarter, at least one request a window (spec
 * "Limits": the cap covers the catalogue too; the other three quarters stay for orders, quotes
 * and status polls even while a large menu is being read).
 */
export function defaultCatalogueShare(limit: number): number {
  return Math.max(1, Math.floor(limit / 4));
}

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
  /** The catalogue kind's share: its cap per window and its grants still counted. */
  catalogue: { share: number; usedInWindow: number };
}

/**
 * The partner's request cap, shared by every caller. The interface is deliberately small so a
 * budget shared by several instances (docs/operations.md, several instances) can implement it.
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
  /**
   * Grants of each window the catalogue kind (catalogue pages and availability) may take at most.
   * Default: the whole cap (no share).
   */
  catalogueShare?: number;
}

function validate(
  limit: number,
  windowMs: number,
  safetyMarginMs: number,
  interactiveReserve: number,
  catalogueShare: number,
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
  if (!Number.isInteger(catalogueShare) || catalogueShare < 1 || catalogueShare > limit) {
    throw new RangeError(
      `request budget catalogueShare must be an integer from 1 to limit, got ${catalogueShare}`,
    );
  }
}

/**
 * Creates the single in-process budget for one partner (spec "Limits": "The rate limit applies
 * to all operations including the catalogue"). Guarantees: at most `limit` grants in any sliding
 * window of windowMs + safetyMarginMs (grant timestamps, not fixed buckets); grants strictly by
 * priority, FIFO within a priority; background priorities never take the last
 * `interactiveReserve` grants of a window; the catalogue kind never takes more than
 * `catalogueShare` grants of a window (a priority held back by its share lets the next one
 * through); no grant while paused; at most one pending timer, set for the earliest moment a
 * grant becomes possible, and none while nobody waits.
 */
export function createRequestBudget(options: RequestBudgetOptions): RequestBudget {
  const { limit, clock, windowMs = 60_000, safetyMarginMs = 1_000 } = options;
  const interactiveReserve = options.interactiveReserve ?? 0;
  const catalogueShare = options.catalogueShare ?? limit;
  validate(limit, windowMs, safetyMarginMs, interactiveReserve, catalogueShare);
  return new LocalRequestBudget(
    { limit, interactiveReserve, catalogueShare },
    clock,
    windowMs,
    safetyMarginMs,
  );
}

/** How many grants of one window each group of priorities may hold. */
interface WindowCaps {
  limit: number;
  interactiveReserve: number;
  catalogueShare: number;
}

/** The first moment `grants` (ascending) leaves room for one more under `cap`. */
function freeAt(grants: readonly number[], cap: number, windowMs: number, now: number): number {
  return grants.length >= cap ? (grants[grants.length - cap] as number) + windowMs : now;
}

function dropBefore(grants: number[], cutoff: number): void {
  while (grants.length > 0 && (grants[0] as number) <= cutoff) grants.shift();
}

class LocalRequestBudget implements RequestBudget {
  readonly #limit: number;
  readonly #backgroundLimit: number;
  readonly #catalogueShare: number;
  readonly #clock: Clock;
  readonly #windowMs: number;
  readonly #effectiveWindowMs: number;
  readonly #grants: number[] = []; // ascending grant times still inside the effective window
  readonly #catalogueGrants: number[] = []; // the same, for the catalogue kind only
  readonly #waiters = new BudgetWaiters({
    arrived: () => this.#drain(),
    // The last waiter leaving cancels the timer.
    left: () => this.#schedule(this.#clock.now()),
  });
  #pausedUntil: number | null = null;
  #timer: { at: number; cancel: () => void } | null = null;

  constructor(caps: WindowCaps, clock: Clock, windowMs: number, safetyMarginMs: number) {
    const { limit, interactiveReserve } = caps;
    this.#limit = limit;
    this.#catalogueShare = caps.catalogueShare;
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
    // under the margin (target: zero 429s in steady state, docs/benchmarks.md).
    this.#effectiveWindowMs = windowMs + safetyMarginMs;
  }

  acquire(priority: Priority, signal?: AbortSignal): Promise<void> {
    return this.#waiters.wait(priority, signal);
  }

  pauseUntil(untilMs: number): void {
    const now = this.#clock.now();
    if (!Number.isFinite(untilMs) || untilMs <= now) return;
    this.#pausedUntil = Math.max(this.#pausedUntil ?? untilMs, untilMs);
    this.#schedule(now);
  }

  state(): BudgetState {
    this.#prune(this.#clock.now());
    return {
      limit: this.#limit,
      windowMs: this.#windowMs,
      usedInWindow: this.#grants.length,
      queued: this.#waiters.queued(),
      pausedUntil: this.#pausedUntil,
      granted: this.#waiters.granted(),
      catalogue: { share: this.#catalogueShare, usedInWindow: this.#catalogueGrants.length },
    };
  }

  #prune(now: number): void {
    dropBefore(this.#grants, now - this.#effectiveWindowMs);
    dropBefore(this.#catalogueGrants, now - this.#effectiveWindowMs);
    if (this.#pausedUntil !== null && this.#pausedUntil <= now) this.#pausedUntil = null;
  }

  // Grants to as many waiters as the window and the pause allow, best priority first.
  #drain(): void {
    const now = this.#clock.now();
    this.#prune(now);
    while (this.#pausedUntil === null && this.#grants.length < this.#limit) {
      const priority = this.#nextPriority(this.#grants.length < this.#backgroundLimit);
      if (priority === undefined) break;
      this.#grants.push(now);
      if (CATALOGUE_KIND.has(priority)) this.#catalogueGrants.push(now);
      this.#waiters.grant(priority);
    }
    this.#schedule(now);
  }

  // The best priority someone waits at that the window's caps let through now.
  #nextPriority(backgroundAllowed: boolean): Priority | undefined {
    const catalogueAllowed = this.#catalogueGrants.length < this.#catalogueShare;
    return PRIORITIES.find(
      (priority) =>
        (backgroundAllowed || INTERACTIVE.has(priority)) &&
        (catalogueAllowed || !CATALOGUE_KIND.has(priority)) &&
        this.#waiters.waiting(priority) > 0,
    );
  }

  // Exactly one timer, for the earliest moment a grant becomes possible; none while idle.
  #schedule(now: number): void {
    this.#prune(now);
    if (!this.#waiters.any()) {
      this.#cancelTimer();
      return;
    }
    const at = Math.max(this.#earliestGrant(now), this.#pausedUntil ?? now);
    if (this.#timer?.at === at) return;
    this.#cancelTimer();
    const cancel = this.#clock.setTimeout(() => {
      this.#timer = null;
      this.#drain();
    }, at - now);
    this.#timer = { at, cancel };
  }

  // The earliest moment any waiting priority fits under every cap that applies to it.
  #earliestGrant(now: number): number {
    const window = this.#effectiveWindowMs;
    let earliest = Number.POSITIVE_INFINITY;
    for (const priority of PRIORITIES) {
      if (this.#waiters.waiting(priority) === 0) continue;
      const usable = INTERACTIVE.has(priority) ? this.#limit : this.#backgroundLimit;
      let at = freeAt(this.#grants, usable, window, now);
      if (CATALOGUE_KIND.has(priority)) {
        at = Math.max(at, freeAt(this.#catalogueGrants, this.#catalogueShare, window, now));
      }
      earliest = Math.min(earliest, at);
    }
    return earliest;
  }

  #cancelTimer(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
