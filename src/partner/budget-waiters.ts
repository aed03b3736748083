import { PRIORITIES, type Priority } from './budget.ts';

interface Waiter {
  readonly resolve: () => void;
  readonly detach: () => void;
}

/** A value per priority, each made fresh. */
export const byPriority = <T>(make: () => T): Record<Priority, T> =>
  Object.fromEntries(PRIORITIES.map((p) => [p, make()])) as Record<Priority, T>;

/** What a budget does when its waiters change: try to grant, or re-plan its timer. */
export interface WaiterEvents {
  /** A caller joined a queue (its promise is pending): grant what can be granted now. */
  arrived: () => void;
  /** A caller left by its abort signal, without a grant (its promise was rejected). */
  left?: () => void;
}

/**
 * The callers waiting for a request budget, one FIFO queue per priority: the part the
 * in-process budget (partner/budget.ts) and the budget shared through Redis
 * (coordination/budget.ts) have in common. A budget decides when and to which priority it
 * grants; the waiters keep who is next, count the grants, and end a caller's wait on its abort
 * signal (an aborted caller never consumes a grant).
 */
export class BudgetWaiters {
  readonly #queues = byPriority<Waiter[]>(() => []);
  readonly #granted = byPriority(() => 0);
  readonly #events: WaiterEvents;

  constructor(events: WaiterEvents) {
    this.#events = events;
  }

  /**
   * Resolves when `grant(priority)` reaches this caller; rejects with `signal.reason` when the
   * signal aborts first, and at once for an unknown priority or an aborted signal.
   */
  wait(priority: Priority, signal?: AbortSignal): Promise<void> {
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
        this.#events.left?.();
      };
      const waiter: Waiter = {
        resolve,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#events.arrived();
    });
  }

  /** How many callers wait at `priority`. */
  waiting(priority: Priority): number {
    return this.#queues[priority].length;
  }

  /** True while anyone waits, at any priority. */
  any(): boolean {
    return PRIORITIES.some((p) => this.#queues[p].length > 0);
  }

  /** Grants one request to the longest-waiting caller of `priority`; false when nobody waits. */
  grant(priority: Priority): boolean {
    const waiter = this.#queues[priority].shift();
    if (!waiter) return false;
    this.#granted[priority] += 1;
    waiter.detach();
    waiter.resolve();
    return true;
  }

  /** Callers waiting, per priority (health output). */
  queued(): Record<Priority, number> {
    const queued = byPriority(() => 0);
    for (const p of PRIORITIES) queued[p] = this.#queues[p].length;
    return queued;
  }

  /** Grants since creation, per priority. */
  granted(): Record<Priority, number> {
    return { ...this.#granted };
  }
}
