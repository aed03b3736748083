import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import { backoffDelay } from '../partner/retry-policy.ts';
import type { OutboxAlertKind, OutboxEntry } from './outbox-entry.ts';

/** The outbox's numbers, with their defaults applied (see `OrderOutboxOptions`). */
export interface OutboxSettings {
  maxAttempts: number;
  resumeAttempts: number;
  maxTotalAttempts: number;
  retryBaseMs: number;
  retryCapMs: number;
  heldPriorityAfterMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  conflictResends: number;
  conflictDelayMs: number;
  doubtWindowMs: number;
  watchMs: number;
  maxRateLimited: number;
  resumeIntervalMs: number;
}

/**
 * What the driver does after a step's write is durable, in order: the chat's list loses a
 * settled id, a log line, an operator alert, the `accepted` event, the `settled` event (the one
 * way an outcome reaches the chat). Each describes the entry as written.
 */
export type Effect =
  | { type: 'closeChat' }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; message: string; fields?: object }
  | { type: 'alert'; kind: OutboxAlertKind }
  | { type: 'accepted'; record: OrderRecord }
  | { type: 'settled'; outcome: SubmitOutcome };

/**
 * What the run waits for next: a send of the identical body, an /orderstatus check, a sleep,
 * the stored entry read again, the chat's decision (read from the store), what became of the
 * chat's later confirmation, or the end of the run with its outcome (null: nothing to say).
 */
export type Await =
  | { type: 'send' }
  | { type: 'check' }
  | { type: 'sleep'; ms: number }
  | { type: 'reload' }
  | { type: 'decide'; follows: string[] }
  | { type: 'later' }
  | { type: 'done'; outcome: SubmitOutcome };

/** A terminal step's parts: the entry to write, the effects after it, the outcome. */
export interface Ending {
  entry: OutboxEntry;
  effects: Effect[];
  next: Await;
}

type Patch = Partial<Omit<OutboxEntry, 'externalOrderId' | 'request' | 'createdAt'>>;

/** The entry changed by `patch` at `now` (a new object: entries are never mutated). */
export function patched(entry: OutboxEntry, patch: Patch, now: number): OutboxEntry {
  return { ...entry, ...patch, updatedAt: now };
}

const idOf = (entry: OutboxEntry) => ({ externalOrderId: entry.externalOrderId });

function ending(
  entry: OutboxEntry,
  outcome: SubmitOutcome,
  effects: Effect[],
  settled: SubmitOutcome = outcome,
): Ending {
  return {
    entry,
    effects: [...effects, { type: 'settled', outcome: settled }],
    next: { type: 'done', outcome },
  };
}

/**
 * The restaurant has the order (first answer, replay, reconciliation, a watch). `later` is set
 * only when the entry had been given up for a fresh price (it turned up after all): the staff
 * are alerted, and the customer told what became of their later confirmation.
 */
export function accept(
  entry: OutboxEntry,
  record: OrderRecord,
  now: number,
  later?: { laterConfirmation: 'waiting' | 'sent' | undefined },
): Ending {
  const late = later !== undefined;
  const saved = patched(
    entry,
    {
      state: 'accepted',
      orderNumber: record.order_number,
      record,
      heldReason: undefined,
      watchUntil: undefined,
      ...(late ? { acceptedLate: true, laterConfirmation: later.laterConfirmation } : {}),
    },
    now,
  );
  const effects: Effect[] = [
    { type: 'closeChat' },
    {
      type: 'log',
      level: 'info',
      message: late ? 'order turned up after it was given up' : 'order accepted',
      fields: {
        ...idOf(entry),
        orderNumber: record.order_number,
        attempts: entry.attempts,
        replayed: record.replayed ?? false,
        late,
      },
    },
  ];
  if (late) effects.push({ type: 'alert', kind: 'accepted_late' });
  effects.push({ type: 'accepted', record });
  return ending(saved, { kind: 'accepted', record }, effects);
}

/** A 422 (or a body refused as invalid): final, with the restaurant's message. */
export function reject(entry: OutboxEntry, message: string | undefined, now: number): Ending {
  const saved = patched(entry, { state: 'rejected', rejection: message }, now);
  return ending(saved, { kind: 'rejected', message }, [
    { type: 'closeChat' },
    {
      type: 'log',
      level: 'info',
      message: 'order rejected by the restaurant',
      fields: idOf(entry),
    },
  ]);
}

/**
 * /orders answered a status the spec gives it no meaning for (400, 404, 3xx) with nothing in
 * doubt: final, no order exists; the operator is told.
 */
export function fail(entry: OutboxEntry, errorKind: string, now: number): Ending {
  const saved = patched(
    entry,
    { state: 'rejected', rejection: undefined, lastError: errorKind, alert: 'unexpected_answer' },
    now,
  );
  return ending(saved, { kind: 'rejected', message: undefined }, [
    { type: 'closeChat' },
    {
      type: 'log',
      level: 'error',
      message: 'order refused with an answer the spec does not define; not resent',
      fields: { ...idOf(entry), errorKind, attempts: entry.attempts },
    },
    { type: 'alert', kind: 'unexpected_answer' },
  ]);
}

/**
 * A 409 with no order behind it: final; the id is never sent again. `watchUntil` when an
 * earlier attempt's fate was unknown: /orderstatus is still checked until then, and the id stays
 * in the chat's list (its next confirmation waits).
 */
export function closeRequote(entry: OutboxEntry, now: number, watchUntil?: number): Ending {
  const saved = patched(entry, { state: 'requote', watchUntil }, now);
  return ending(saved, { kind: 'requote' }, [
    ...(watchUntil === undefined ? [{ type: 'closeChat' } as const] : []),
    {
      type: 'log',
      level: 'info',
      message: 'order needs a fresh quote',
      fields: { ...idOf(entry), watched: watchUntil !== undefined },
    },
  ]);
}

/**
 * A held order's retry schedule is over (its quote expired, or its attempts ran out), or an
 * undefined answer came while an attempt was in doubt: final like a 409 with no order, the
 * operator told once; watched while an attempt's fate is still unknown.
 */
export function giveUp(
  entry: OutboxEntry,
  reason: 'quote_expired' | 'retries_exhausted' | 'unexpected_answer',
  now: number,
  watchMs: number,
  absentAt: number,
): Ending {
  // Still in doubt: watched for watchMs. Doubt over, but no /orderstatus answered 404 since
  // (the checks failed): the attempt may have landed, so it is watched until one does.
  const doubtUntil = entry.doubtUntil;
  const unverified = doubtUntil !== undefined && absentAt < doubtUntil;
  const watchUntil = (doubtUntil ?? 0) > now ? now + watchMs : unverified ? now : undefined;
  const saved = patched(
    entry,
    {
      state: 'requote',
      watchUntil,
      heldReason: undefined,
      nextAttemptAt: undefined,
      gaveUp: reason === 'unexpected_answer' ? 'retries_exhausted' : reason,
      alert: reason,
    },
    now,
  );
  return ending(saved, { kind: 'requote' }, [
    ...(watchUntil === undefined ? [{ type: 'closeChat' } as const] : []),
    {
      type: 'log',
      level: 'warn',
      message: 'held order given up; the customer is asked to confirm a fresh price',
      fields: { ...idOf(entry), reason, attempts: entry.attempts },
    },
    { type: 'alert', kind: reason },
  ]);
}

/**
 * Kept for a later resume (not before `schedule.nextAttemptAt`) or an operator; the operator is
 * alerted once per reason (`alert` survives the resends of resumed runs).
 */
export function hold(
  entry: OutboxEntry,
  alert: OutboxAlertKind,
  now: number,
  schedule: { nextAttemptAt?: number; holds?: number } = {},
): Ending {
  const reason = alert === 'repeated_failures' ? 'unknown' : 'unavailable';
  const repeated = entry.alert === alert;
  const saved = patched(entry, { state: 'held', heldReason: reason, alert, ...schedule }, now);
  return ending(saved, { kind: 'held', reason }, [
    {
      type: 'log',
      level: 'warn',
      message: 'order held',
      fields: { ...idOf(entry), alert, attempts: entry.attempts },
    },
    ...(repeated ? [] : [{ type: 'alert', kind: alert } as const]),
  ]);
}

/**
 * The longest a 503's Retry-After holds an order: past it the partner's header is not trusted
 * (a quote lives about 15 minutes). The same bound as the client's pause of its budget.
 */
export const MAX_HOLD_RETRY_AFTER_MS = 600_000;

/**
 * Held until the next step of the entry's retry schedule (issues 20, 34). With a 503's
 * Retry-After the hold waits exactly that (the partner named its return; the client's budget is
 * paused until then), but never less than the run's backoff cap nor more than 10 minutes.
 * Without one the n-th hold waits min(cap, base × 2^(n−1)) plus up to 20 % jitter (`draw` in
 * [0, 1)); the cap (2 minutes by default) keeps the resends inside the quote's life.
 */
export function holdScheduled(
  entry: OutboxEntry,
  run: { onlyUnavailable: boolean; retryAfterMs: number },
  settings: OutboxSettings,
  now: number,
  draw: number,
): Ending {
  const holds = (entry.holds ?? 0) + 1;
  const base = Math.min(settings.retryCapMs, settings.retryBaseMs * 2 ** Math.min(holds - 1, 30));
  const jitter = Math.floor(base * 0.2 * draw);
  const waitMs =
    run.retryAfterMs > 0
      ? Math.min(MAX_HOLD_RETRY_AFTER_MS, Math.max(run.retryAfterMs, settings.backoffCapMs))
      : base + jitter;
  return hold(entry, run.onlyUnavailable ? 'ordering_disabled' : 'repeated_failures', now, {
    holds,
    nextAttemptAt: now + waitMs,
  });
}

/** A later confirmation waits for an earlier id of the chat: held, nothing sent, no alert. */
export function holdWaiting(entry: OutboxEntry, blocker: string, now: number): Ending {
  const saved = patched(entry, { state: 'held', heldReason: 'waiting', waitingFor: blocker }, now);
  return ending(saved, { kind: 'held', reason: 'waiting' }, [
    {
      type: 'log',
      level: 'info',
      message: 'order waits for an earlier order of the chat',
      fields: { ...idOf(entry), waitingFor: blocker },
    },
  ]);
}

/** The earlier order turned up: this confirmation is never sent and stands for that order. */
export function supersede(entry: OutboxEntry, record: OrderRecord, now: number): Ending {
  const saved = patched(
    entry,
    { state: 'superseded', record, orderNumber: record.order_number, heldReason: undefined },
    now,
  );
  return ending(saved, { kind: 'accepted', record }, [
    { type: 'closeChat' },
    {
      type: 'log',
      level: 'info',
      message: 'order not sent: the earlier order of the chat turned up',
      fields: { ...idOf(entry), waitingFor: entry.waitingFor },
    },
  ]);
}

/** The watch of a retired id ended without finding the order: settled for good. */
export function endWatch(entry: OutboxEntry, now: number): Ending {
  return {
    entry: patched(entry, { watchUntil: undefined }, now),
    effects: [
      { type: 'closeChat' },
      {
        type: 'log',
        level: 'info',
        message: 'retired order id no longer watched',
        fields: idOf(entry),
      },
    ],
    next: { type: 'done', outcome: { kind: 'requote' } },
  };
}

/** A backoff of the `attempt`-th retry, drawn with `draw` in [0, 1). */
export function backoffMs(settings: OutboxSettings, attempt: number, draw: number): number {
  return backoffDelay(Math.max(1, attempt), {
    baseMs: settings.backoffBaseMs,
    capMs: settings.backoffCapMs,
    random: () => draw,
  });
}
