import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ManualClock } from '../../src/clock.ts';
import type { Transport, TransportRequest, TransportResponse } from '../../src/partner/http.ts';
import type { KeyValue, Store, VersionedKeyValue } from '../../src/store/index.ts';

/**
 * Counts real I/O still running (HTTPS requests, store operations), so the clock driver moves
 * simulated time only once the work started in the previous step has finished.
 */
export class PendingWork {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.#count += 1;
    try {
      return await work();
    } finally {
      this.#count -= 1;
    }
  }
}

/** The real store, each operation counted as pending work (entries() while it is iterated). */
export function observedStore(inner: Store, pending: PendingWork): Store {
  const observed = <T>(kv: KeyValue<T>): KeyValue<T> => ({
    get: (key) => pending.track(() => kv.get(key)),
    set: (key, value, ttlMs) => pending.track(() => kv.set(key, value, ttlMs)),
    delete: (key) => pending.track(() => kv.delete(key)),
    async *entries() {
      const iterator = kv.entries()[Symbol.asyncIterator]();
      for (;;) {
        const next = await pending.track(() => iterator.next());
        if (next.done) return;
        yield next.value;
      }
    },
  });
  const versioned = <T>(name: string): VersionedKeyValue<T> => {
    const kv = inner.versioned<T>(name);
    return {
      ...observed(kv),
      read: (key) => pending.track(() => kv.read(key)),
      compareAndSet: (key, value, expected, ttlMs) =>
        pending.track(() => kv.compareAndSet(key, value, expected, ttlMs)),
    };
  };
  return {
    namespace: <T>(name: string) => observed(inner.namespace<T>(name)),
    versioned,
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}

/** One request as it left the client (after the budget's grant) and, later, its answer. */
export interface SentRequest {
  endpoint: TransportRequest['endpoint'];
  /** external_order_id of /orders and /orderstatus bodies. */
  externalOrderId: string | undefined;
  sentAt: number;
  answeredAt: number | null;
  status: number | null;
  /** meta.data.status of an /orderstatus or /orders answer. */
  orderStatus: string | undefined;
}

/**
 * The real transport with a window on it: counts requests in flight (so the clock is only moved
 * once every request of a step has been answered) and records when each one was handed over,
 * on the simulation clock. A request is handed over right after its budget grant, so `sentAt`
 * is the moment it left the budget.
 */
export class ObservedTransport implements Transport {
  readonly sent: SentRequest[] = [];
  readonly #inner: Transport;
  readonly #clock: ManualClock;
  readonly #pending: PendingWork;
  readonly #listeners: ((request: SentRequest) => void)[] = [];

  constructor(inner: Transport, clock: ManualClock, pending: PendingWork) {
    this.#inner = inner;
    this.#clock = clock;
    this.#pending = pending;
  }

  /** Called with each answered request (the status tracker's honesty check reads them). */
  onAnswered(listener: (request: SentRequest) => void): void {
    this.#listeners.push(listener);
  }

  send(request: TransportRequest): Promise<TransportResponse> {
    return this.#pending.track(() => this.#send(request));
  }

  async #send(request: TransportRequest): Promise<TransportResponse> {
    const entry: SentRequest = {
      endpoint: request.endpoint,
      externalOrderId: idOf(request.body),
      sentAt: this.#clock.now(),
      answeredAt: null,
      status: null,
      orderStatus: undefined,
    };
    this.sent.push(entry);
    try {
      const response = await this.#inner.send(request);
      entry.status = response.status;
      if (response.status === 200 && entry.externalOrderId !== undefined) {
        entry.orderStatus = statusOf(response.body);
      }
      return response;
    } finally {
      entry.answeredAt = this.#clock.now();
      for (const listener of this.#listeners) listener(entry);
    }
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

function idOf(body: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  const id = (JSON.parse(body) as { external_order_id?: unknown }).external_order_id;
  return typeof id === 'string' ? id : undefined;
}

function statusOf(body: string): string | undefined {
  const status = (JSON.parse(body) as { meta?: { data?: { status?: unknown } } }).meta?.data
    ?.status;
  return typeof status === 'string' ? status : undefined;
}

/**
 * Moves the manual clock in fixed steps while real HTTPS requests and store operations complete:
 * after each step it lets the event loop run until no such work is pending and a few turns pass
 * quietly, so the work started by one step's timers finishes inside that step (a simulated
 * latency under one step, like a nearby partner API).
 */
export class ClockDriver {
  readonly #clock: ManualClock;
  readonly #stepMs: number;
  readonly #pending: PendingWork;

  constructor(clock: ManualClock, stepMs: number, pending: PendingWork) {
    this.#clock = clock;
    this.#stepMs = stepMs;
    this.#pending = pending;
  }

  /** Lets real I/O finish: nothing pending for several event-loop turns (max 5 s real). */
  async settle(): Promise<void> {
    const deadline = performance.now() + 5_000;
    let quiet = 0;
    while (quiet < 4 && performance.now() < deadline) {
      await nextTurn();
      quiet = this.#pending.count === 0 ? quiet + 1 : 0;
    }
  }

  /**
   * Steps until `done()` holds, calling `onStep` after each settled step; throws when
   * `maxMs` of simulated time pass first (a stuck phase must fail loudly, not hang).
   */
  async until(done: () => boolean, maxMs: number, onStep?: () => void): Promise<void> {
    const deadline = this.#clock.now() + maxMs;
    await this.settle();
    while (!done()) {
      if (this.#clock.now() >= deadline) {
        throw new Error(`simulation phase did not finish within ${maxMs / 1000} s simulated`);
      }
      this.#clock.advance(this.#stepMs);
      await this.settle();
      onStep?.();
    }
  }

  /** Waits for `promise` while stepping the clock. */
  async resolve<T>(promise: Promise<T>, maxMs: number): Promise<T> {
    let settled = false;
    const watched = promise.finally(() => {
      settled = true;
    });
    watched.catch(() => undefined);
    await this.until(() => settled, maxMs);
    return watched;
  }
}
