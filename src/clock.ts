/**
 * Time source injected everywhere: retries, quote expiry, polling, the request budget.
 * Logic never reads `Date.now()` or calls the global `setTimeout` itself, so every delay is
 * testable without sleeping (STYLE.md rule 12).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds; returns a function that cancels it (idempotent). */
  setTimeout(fn: () => void, ms: number): () => void;
}

// Node's timers overflow above 2^31-1 ms (~24.8 days) and then fire after 1 ms; a far-future
// Retry-After date must not turn into an immediate retry, so longer delays are chained.
const MAX_NODE_DELAY_MS = 2_147_483_647;

function normalizeDelay(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/**
 * The real clock, used by `main.ts` in production. Delays longer than Node's timer limit are
 * chained so they are never shortened; the returned cancel function stops the whole chain.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    let remaining = normalizeDelay(ms);
    let cancelled = false;
    let handle: ReturnType<typeof setTimeout>;
    const arm = (): void => {
      const step = Math.min(remaining, MAX_NODE_DELAY_MS);
      remaining -= step;
      handle = setTimeout(() => {
        if (cancelled) return;
        if (remaining > 0) arm();
        else fn();
      }, step);
    };
    arm();
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  },
};

interface ManualTimer {
  readonly due: number;
  readonly seq: number;
  readonly fn: () => void;
}

/**
 * Deterministic clock for tests and simulations: time moves only via `advance()` / `set()`.
 * Moving forward fires every due timer in due-time order (ties in scheduling order), with
 * `now()` equal to that timer's due time while it runs; timers scheduled by a fired callback
 * also fire when they fall inside the same span. Promise continuations of a fired timer run
 * only after `advance()` returns (they are microtasks), so tests that chain async work advance
 * in steps and await between them. An exception thrown by a timer propagates out of
 * `advance()`, leaving the clock at that timer's due time and later timers pending.
 */
export class ManualClock implements Clock {
  #now: number;
  #seq = 0;
  #advancing = false;
  // Sorted by (due, seq); small enough in tests that sorted insertion beats a heap in clarity.
  #timers: ManualTimer[] = [];

  constructor(startMs = 0) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const timer: ManualTimer = { due: this.#now + normalizeDelay(ms), seq: this.#seq++, fn };
    const at = this.#timers.findIndex(
      (queued) => queued.due > timer.due || (queued.due === timer.due && queued.seq > timer.seq),
    );
    if (at === -1) this.#timers.push(timer);
    else this.#timers.splice(at, 0, timer);
    return () => {
      const index = this.#timers.indexOf(timer);
      if (index !== -1) this.#timers.splice(index, 1);
    };
  }

  /** Moves time forward by `ms` (>= 0), firing due timers on the way. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`ManualClock.advance needs ms >= 0, got ${ms}`);
    this.#runUntil(this.#now + ms);
  }

  /**
   * Sets the time. Forward, it behaves like `advance()`; backward (a wall-clock jump) it only
   * moves `now()`: pending timers keep their absolute due times and fire when time reaches them.
   */
  set(ms: number): void {
    if (!Number.isFinite(ms)) {
      throw new RangeError(`ManualClock.set needs a finite time, got ${ms}`);
    }
    if (ms <= this.#now) this.#now = ms;
    else this.#runUntil(ms);
  }

  #runUntil(target: number): void {
    // A nested advance from inside a timer would interleave two time lines; refuse it loudly.
    if (this.#advancing) throw new Error('ManualClock cannot advance from inside a timer');
    this.#advancing = true;
    try {
      for (let next = this.#timers[0]; next && next.due <= target; next = this.#timers[0]) {
        this.#timers.shift();
        this.#now = next.due;
        next.fn();
      }
      this.#now = target;
    } finally {
      this.#advancing = false;
    }
  }
}

/**
 * Waits `ms` on the given clock. Used between retries and polls; when `signal` aborts, the timer
 * is cancelled and the promise rejects with `signal.reason` (at once if already aborted).
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      cancel();
      reject(signal?.reason);
    };
    const cancel = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A clock that runs at real speed from a chosen starting moment: `now()` is the real time plus a
 * fixed offset. The demo uses it so the restaurant is open (noon in Sofia) whenever it is tried.
 */
export function offsetClock(base: Clock, startAt: number): Clock {
  const offset = startAt - base.now();
  return {
    now: () => base.now() + offset,
    setTimeout: (fn, ms) => base.setTimeout(fn, ms),
  };
}

/** Today's date (UTC) at the given UTC hour, in ms: e.g. noon in Sofia is 10:00 UTC in winter. */
export function todayAtUtcHour(now: number, hour: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
}
