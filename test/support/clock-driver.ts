import { ManualClock } from '../../src/clock.ts';
import type { Transport } from '../../src/partner/http.ts';

/**
 * A manual clock that knows its pending timers and says when anything changes, so a test can
 * move time forward exactly when the code under test is waiting on it (and never while a
 * request or a store write is under way). One clock for the whole test world.
 */
export class DrivenClock extends ManualClock {
  readonly #due = new Map<symbol, number>();
  #waiters: Array<() => void> = [];
  #busy = 0;

  /**
   * Counts `work` (a store operation, a request) as real work under way until it settles: the
   * driver moves time only while nothing is (`busy()` 0). Without it, a poll waiting on a
   * store write under load saw an hour of the clock pass in a few milliseconds of real time.
   */
  track<T>(work: Promise<T>): Promise<T> {
    this.#busy += 1;
    this.notify();
    const done = () => {
      this.#busy -= 1;
      this.notify();
    };
    work.then(done, done);
    return work;
  }

  /**
   * Resolves once no tracked work is under way, or after `deadlineMs` of real time (a generous
   * bound that only keeps a hung request from hanging the test; the test's own check fails then).
   */
  async idle(deadlineMs = 10_000): Promise<void> {
    const started = Date.now();
    while (this.#busy > 0 && Date.now() - started < deadlineMs) {
      const wake = setTimeout(() => this.notify(), deadlineMs);
      await this.changed();
      clearTimeout(wake);
    }
  }

  /** How many tracked pieces of real work are under way. */
  busy(): number {
    return this.#busy;
  }

  override setTimeout(fn: () => void, ms: number): () => void {
    const key = Symbol('timer');
    this.#due.set(key, this.now() + Math.max(0, Number.isFinite(ms) ? ms : 0));
    const cancel = super.setTimeout(() => {
      this.#due.delete(key);
      fn();
    }, ms);
    this.notify();
    return () => {
      this.#due.delete(key);
      cancel();
      this.notify();
    };
  }

  /** The earliest pending timer's due time, if any. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const due of this.#due.values()) next = next === undefined ? due : Math.min(next, due);
    return next;
  }

  /** Wakes whoever waits in `changed()`. */
  notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves at the next change: a timer set or cancelled, a request finished, work done. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
}

/** A transport that counts requests in flight and tells the clock when one starts or ends. */
export function countingTransport(
  inner: Transport,
  clock: DrivenClock,
): Transport & { inFlight(): number } {
  let inFlight = 0;
  return {
    async send(request) {
      inFlight += 1;
      try {
        return await clock.track(inner.send(request));
      } finally {
        inFlight -= 1;
        clock.notify();
      }
    },
    close: () => inner.close(),
    inFlight: () => inFlight,
  };
}

/** Something to do once the clock reaches `at` (e.g. let a held order land). */
export interface TimedAction {
  at: number;
  run: () => void;
}

/**
 * Runs `work` to its end, moving `clock` to the next due timer (or timed action) whenever no
 * request is in flight, no tracked work (`clock.track`: a counted store) is under way and a
 * timer is pending: the code is then waiting on time only. The
 * deadline is real time and generous; it only turns a hang into a clear failure.
 */
export async function driveUntilDone<T>(
  clock: DrivenClock,
  work: Promise<T>,
  options: { inFlight: () => number; actions?: TimedAction[]; deadlineMs?: number },
): Promise<T> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
    clock.notify();
  });
  const actions = [...(options.actions ?? [])].sort((a, b) => a.at - b.at);
  const give = setTimeout(() => clock.notify(), options.deadlineMs ?? 60_000);
  const started = Date.now();
  try {
    while (!done) {
      const next = clock.nextDue();
      const action = actions[0];
      if (options.inFlight() === 0 && clock.busy() === 0 && next !== undefined) {
        const target = action && action.at <= next ? action.at : next;
        // advance(0) fires a timer already due (a zero delay); set() to the same time would not.
        clock.advance(Math.max(0, target - clock.now()));
        if (action && clock.now() >= action.at) {
          actions.shift();
          action.run();
        }
        // Let the continuations of the fired timers run before looking again.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      if (Date.now() - started > (options.deadlineMs ?? 60_000)) {
        throw new Error('driveUntilDone: the work neither finished nor waited on the clock');
      }
      await clock.changed();
    }
  } finally {
    clearTimeout(give);
  }
  return finished;
}
