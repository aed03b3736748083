import type { Clock } from '../../src/clock.ts';
import type { Rng } from './random.ts';

/**
 * One pending completion: a store operation's answer, a partner response, a timer, a customer's
 * next action, a fault. Nothing asynchronous in the simulated world happens except by one of
 * these being picked by the scheduler.
 */
export interface SimItem {
  /** Ready from this sim time (ms). */
  at: number;
  /** The instance incarnation it belongs to (`i2#1`), or null for the world (partner, customers). */
  owner: string | null;
  /**
   * A FIFO lane: only the first pending item of a lane is ready (one instance's operations on one
   * store key run in call order, as the real store's per-key queue guarantees).
   */
  lane?: string | undefined;
  /** Goes first in its lane (the second half of an operation already at the head). */
  laneFront?: boolean | undefined;
  /** An instance's timer: fires in (due, scheduling) order within its owner, like Node's. */
  timer?: boolean | undefined;
  run: () => void;
  /** Called instead of `run` when the owner crashes (a store write is then applied or lost). */
  onDrop?: (() => void) | undefined;
}

interface Queued extends SimItem {
  seq: number;
  dropped: boolean;
}

/** Where one step left the world. */
export type StepResult = 'stepped' | 'advanced' | 'idle';

/** Formats a sim time as seconds since the start, for traces. */
export function simSeconds(ms: number, startMs: number): string {
  return `${((ms - startMs) / 1000).toFixed(3).padStart(9)}s`;
}

/**
 * The deterministic scheduler (FoundationDB's simulation, TigerBeetle's VOPR): every pending
 * completion sits in one queue; each step the seed picks one ready item, runs it, then lets the
 * promise continuations it released run to the end (one `setImmediate`: nothing else in the
 * process schedules work, so the flush is deterministic). When nothing is ready, sim time moves
 * to the next due item. Owners (instances) can be stalled (nothing of theirs is delivered until a
 * time) or dropped (a crash: their items are never delivered).
 */
export class Scheduler {
  readonly startMs: number;
  now: number;
  steps = 0;
  readonly #rng: Rng;
  #seq = 0;
  #items: Queued[] = [];
  readonly #lanes = new Map<string, Queued[]>();
  readonly #stalls = new Map<string, number>();
  readonly #dead = new Set<string>();
  // Lines are formatted only when read: most seeds keep 40 of thousands.
  readonly #trace: Array<{ at: number; who: string; text: string | (() => string) }> = [];
  readonly #traceLimit: number;

  /** `traceLimit`: lines kept (the last ones); Infinity keeps the whole trace. */
  constructor(rng: Rng, startMs: number, traceLimit: number) {
    this.#rng = rng;
    this.startMs = startMs;
    this.now = startMs;
    this.#traceLimit = traceLimit;
  }

  /**
   * Queues an item; returns a function that cancels it (idempotent). An item for a crashed
   * owner (a held attempt's answer arriving after the crash) is never queued.
   */
  schedule(item: SimItem): () => void {
    if (item.owner !== null && this.#dead.has(item.owner)) return () => undefined;
    const queued: Queued = { ...item, seq: this.#seq++, dropped: false };
    this.#items.push(queued);
    if (queued.lane !== undefined) {
      const lane = this.#lanes.get(queued.lane);
      if (lane && queued.laneFront) lane.unshift(queued);
      else if (lane) lane.push(queued);
      else this.#lanes.set(queued.lane, [queued]);
    }
    return () => this.#remove(queued);
  }

  /** A `Clock` on sim time for one owner: its timers die with it. */
  clockFor(owner: string): Clock {
    return {
      now: () => this.now,
      setTimeout: (fn, ms) =>
        this.schedule({
          at: this.now + (Number.isFinite(ms) && ms > 0 ? ms : 0),
          owner,
          timer: true,
          run: fn,
        }),
    };
  }

  /** Nothing of `owner` is delivered before `until` (a stalled process: GC, VM freeze). */
  stall(owner: string, until: number): void {
    this.#stalls.set(owner, until);
  }

  // Every owner with pending items is stalled for `ms` more from now.
  #pauseEveryone(ms: number): void {
    for (const item of this.#items) {
      if (item.owner === null) continue;
      this.#stalls.set(item.owner, Math.max(this.#stalls.get(item.owner) ?? 0, this.now + ms));
    }
  }

  /** Ends every stall now (the healing phase). */
  endStalls(): void {
    this.#stalls.clear();
  }

  /** A crash: every pending item of `owner` is dropped (its `onDrop` runs, in queue order). */
  dropOwner(owner: string): void {
    this.#dead.add(owner);
    const mine = this.#items.filter((item) => item.owner === owner);
    for (const item of mine) {
      this.#remove(item);
      item.onDrop?.();
    }
    this.#stalls.delete(owner);
  }

  /**
   * True when nothing is in flight: no pending item but timers, and at most one timer per owner
   * (an outbox's periodic resume; a second one is a run sleeping, or a lease being renewed).
   */
  quiet(): boolean {
    const timers = new Set<string>();
    for (const item of this.#items) {
      if (!item.timer || item.owner === null || timers.has(item.owner)) return false;
      timers.add(item.owner);
    }
    return true;
  }

  /** What is pending, by owner (timers apart), for a trace line when a world does not settle. */
  pending(): string {
    const counts = new Map<string, number>();
    for (const item of this.#items) {
      const name = `${item.owner ?? 'world'}${item.timer ? ' timer' : ''}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].map(([name, count]) => `${name}×${count}`).join(', ') || 'nothing';
  }

  /** Adds a trace line at the current sim time (`text` may be computed later, when read). */
  trace(who: string, text: string | (() => string)): void {
    this.#trace.push({ at: this.now, who, text });
    if (this.#trace.length > this.#traceLimit * 2) {
      this.#trace.splice(0, this.#trace.length - this.#traceLimit);
    }
  }

  /** The trace kept so far (at most `traceLimit` last lines). */
  traceLines(): string[] {
    return this.#trace.slice(-this.#traceLimit).map(({ at, who, text }) => {
      const line = typeof text === 'string' ? text : text();
      return `${simSeconds(at, this.startMs)} ${who.padEnd(5)} ${line}`;
    });
  }

  /**
   * One step: runs one ready item picked by the seed and flushes what it released; or, when none
   * is ready, moves time to the next due item, after `jump()` ms in which no instance runs (a
   * clock jump: every bot process paused while the partner, Redis and the customers go on);
   * 'idle' when nothing is pending at all.
   */
  async step(jump: () => number): Promise<StepResult> {
    const ready = this.#ready();
    if (ready.length === 0) {
      const extra = jump();
      if (extra > 0) this.#pauseEveryone(extra);
      const next = this.#nextTime();
      if (next === Number.POSITIVE_INFINITY) return 'idle';
      this.now = Math.max(this.now, next);
      return 'advanced';
    }
    const item = this.#rng.pick(ready);
    this.#remove(item);
    this.steps += 1;
    item.run();
    await new Promise<void>((resolve) => setImmediate(resolve));
    return 'stepped';
  }

  /** The earliest time something becomes ready (after stalls), or Infinity. */
  nextTime(): number {
    return this.#nextTime();
  }

  #effectiveAt(item: Queued): number {
    const stalled = item.owner === null ? undefined : this.#stalls.get(item.owner);
    return stalled === undefined ? item.at : Math.max(item.at, stalled);
  }

  #eligible(item: Queued, firstTimer: Map<string, Queued>): boolean {
    if (item.lane !== undefined && this.#lanes.get(item.lane)?.[0] !== item) return false;
    if (item.timer && item.owner !== null && firstTimer.get(item.owner) !== item) return false;
    return true;
  }

  #firstTimers(): Map<string, Queued> {
    const first = new Map<string, Queued>();
    for (const item of this.#items) {
      if (!item.timer || item.owner === null) continue;
      const known = first.get(item.owner);
      if (!known || item.at < known.at || (item.at === known.at && item.seq < known.seq)) {
        first.set(item.owner, item);
      }
    }
    return first;
  }

  #ready(): Queued[] {
    const firstTimer = this.#firstTimers();
    const ready: Queued[] = [];
    for (const item of this.#items) {
      if (this.#effectiveAt(item) <= this.now && this.#eligible(item, firstTimer)) ready.push(item);
    }
    return ready;
  }

  #nextTime(): number {
    const firstTimer = this.#firstTimers();
    let next = Number.POSITIVE_INFINITY;
    for (const item of this.#items) {
      if (this.#eligible(item, firstTimer)) next = Math.min(next, this.#effectiveAt(item));
    }
    return next;
  }

  #remove(item: Queued): void {
    if (item.dropped) return;
    item.dropped = true;
    const index = this.#items.indexOf(item);
    if (index !== -1) this.#items.splice(index, 1);
    if (item.lane !== undefined) {
      const lane = this.#lanes.get(item.lane);
      const at = lane?.indexOf(item) ?? -1;
      if (lane && at !== -1) lane.splice(at, 1);
      if (lane && lane.length === 0) this.#lanes.delete(item.lane);
    }
  }
}
