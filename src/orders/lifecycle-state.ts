import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { Await, Effect, Ending } from './lifecycle-outcomes.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/** Where a run stands between two steps; what the awaited result is for. */
export type Phase =
  | 'start'
  | 'new'
  | 'waiting'
  | 'reconcile'
  | 'reload'
  | 'sending'
  | 'after-failed'
  | 'after-conflict'
  | 'after-ambiguous'
  | 'sleep'
  | 'details'
  | 'details-sleep'
  | 'watch'
  | 'later';

/** One run's counters (memory of this run only; the entry holds what must survive). */
export interface Run {
  phase: Phase;
  resumed: boolean;
  /** Sends counted against `limit` (429s and 409s are not). */
  counted: number;
  conflicts: number;
  limited: number;
  onlyUnavailable: boolean;
  /** The longest Retry-After seen in this run. */
  retryAfterMs: number;
  limit: number;
  /** /orderstatus reads of an accepted entry whose details are unread. */
  tries: number;
  /** When the attempt in flight left. */
  startedAt: number;
  /** The last attempt's error kind (a 'failed' answer) or Retry-After (an 'ambiguous' one). */
  failedKind: string;
  lastRetryAfterMs: number;
  /** When /orderstatus last answered 404 in this run (0: never). */
  absentAt: number;
  /** The record an order given up for a fresh price turned up with. */
  found: OrderRecord | undefined;
}

/** An entry and its run. `stored`: false until a new confirmation's first write. */
export interface Lifecycle {
  entry: OutboxEntry;
  stored: boolean;
  run: Run;
}

export interface Step {
  state: Lifecycle;
  effects: Effect[];
  next: Await;
}

/** The state a run starts in: the stored entry (or a new confirmation's, not yet written). */
export function begin(entry: OutboxEntry, stored: boolean): Lifecycle {
  return {
    entry,
    stored,
    run: {
      phase: 'start',
      resumed: false,
      counted: 0,
      conflicts: 0,
      limited: 0,
      onlyUnavailable: true,
      retryAfterMs: 0,
      limit: 0,
      tries: 0,
      startedAt: 0,
      failedKind: 'unknown',
      lastRetryAfterMs: 0,
      absentAt: 0,
      found: undefined,
    },
  };
}

export const DONE_HELD: SubmitOutcome = { kind: 'held', reason: 'unknown' };

export function at(state: Lifecycle, run: Partial<Run>, entry = state.entry): Lifecycle {
  return { entry, stored: state.stored, run: { ...state.run, ...run } };
}

export function ended(state: Lifecycle, end: Ending): Step {
  return { state: { ...state, entry: end.entry }, effects: end.effects, next: end.next };
}

export function wait(state: Lifecycle, next: Await, effects: Effect[] = []): Step {
  return { state, effects, next };
}
