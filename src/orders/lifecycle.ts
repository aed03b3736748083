import type { OrderRecord } from '../domain/order.ts';
import type { ChatDecision } from './chat-orders.ts';
import {
  accept,
  backoffMs,
  closeRequote,
  endWatch,
  fail,
  giveUp,
  hold,
  holdScheduled,
  holdWaiting,
  type OutboxSettings,
  patched,
  reject,
  supersede,
} from './lifecycle-outcomes.ts';
import { at, DONE_HELD, ended, type Lifecycle, type Step, wait } from './lifecycle-state.ts';
import { isFinalEntry, type OutboxEntry, outcomeOf } from './outbox-entry.ts';
import type { AttemptResult, ReconcileResult } from './submission.ts';

export { begin, type Lifecycle, type Step } from './lifecycle-state.ts';

/**
 * An order's life in the outbox as one pure transition (issue 33), like the conversation's:
 * `step(settings, state, event) → { state', effects, next }`. The driver (outbox-driver.ts) only
 * writes `state'.entry` when it changed (a compare-and-set, before anything else), performs the
 * effects, waits for `next` and feeds its result back as the next event. Nothing here reads a
 * clock, a random source, the store or the network: `now` and `draw` (in [0, 1)) come with each
 * event, so one (state, event) always gives the same step. docs/orders.md draws the states.
 */
export type LifecycleEvent =
  | { type: 'start'; now: number; draw: number }
  | { type: 'sent'; result: AttemptResult; now: number; draw: number }
  /** `askedAt`: when the check left; a 404 proves nothing about what landed after it. */
  | { type: 'checked'; result: ReconcileResult; askedAt: number; now: number; draw: number }
  | { type: 'woke'; now: number; draw: number }
  | { type: 'reloaded'; entry: OutboxEntry | undefined; now: number; draw: number }
  | { type: 'decided'; decision: ChatDecision; now: number; draw: number }
  | { type: 'later'; later: 'waiting' | 'sent' | undefined; now: number; draw: number };

/** The one transition. An event the phase does not expect is a driver bug: it throws. */
export function step(settings: OutboxSettings, state: Lifecycle, event: LifecycleEvent): Step {
  const { now, draw } = event;
  const { entry, run } = state;
  switch (event.type) {
    case 'start':
      return started(settings, state, now);
    case 'decided':
      return decided(settings, state, event.decision, now);
    case 'reloaded':
      return reloaded(state, event.entry, now);
    case 'sent':
      return sent(settings, state, event.result, now, draw);
    case 'checked':
      return checked(settings, state, event.result, event.askedAt, now, draw);
    case 'later':
      return ended(
        state,
        accept(entry, run.found as OrderRecord, now, { laterConfirmation: event.later }),
      );
    case 'woke':
      if (run.phase === 'details-sleep')
        return wait(at(state, { phase: 'details' }), { type: 'check' });
      return loopTop(settings, state, now, draw);
  }
}

function started(settings: OutboxSettings, state: Lifecycle, now: number): Step {
  const { entry } = state;
  if (!state.stored) {
    // A new confirmation of a chat: decided from the store before its first write.
    if (entry.chatId !== null) {
      return wait(at(state, { phase: 'new' }), { type: 'decide', follows: entry.follows ?? [] });
    }
    return drive(settings, state, now);
  }
  if (entry.state === 'accepted' && entry.record === undefined) {
    return wait(at(state, { phase: 'details', tries: 1 }), { type: 'check' });
  }
  if (entry.state === 'requote' && entry.watchUntil !== undefined) {
    return wait(at(state, { phase: 'watch' }), { type: 'check' });
  }
  if (entry.state === 'held' && entry.waitingFor !== undefined) {
    // The id it waited for stands for the same intent, like those it re-confirms.
    const follows = [...(entry.follows ?? []), entry.waitingFor];
    return wait(at(state, { phase: 'waiting' }), { type: 'decide', follows });
  }
  const outcome = outcomeOf(entry);
  if (outcome) return wait(state, { type: 'done', outcome });
  if (entry.state === 'pending' && entry.attempts === 0 && entry.chatId !== null) {
    // Stored unsent by an instance that could not drive it (no claim, or it was lost): decided
    // from the store like any new confirmation before its first send.
    return wait(at(state, { phase: 'new' }), { type: 'decide', follows: entry.follows ?? [] });
  }
  return drive(settings, state, now);
}

function decided(
  settings: OutboxSettings,
  state: Lifecycle,
  decision: ChatDecision,
  now: number,
): Step {
  const { entry } = state;
  if (decision.kind === 'superseded' && decision.by.record !== undefined) {
    return ended(state, supersede(entry, decision.by.record, now));
  }
  if (decision.kind === 'wait') {
    if (state.run.phase === 'waiting' && decision.blocker === entry.waitingFor) {
      return wait(state, { type: 'done', outcome: { kind: 'held', reason: 'waiting' } });
    }
    return ended(state, holdWaiting(entry, decision.blocker, now));
  }
  if (state.run.phase === 'waiting') {
    // Every earlier id is settled without an order: this confirmation is sent now.
    const released = patched(
      entry,
      { state: 'pending', heldReason: undefined, waitingFor: undefined },
      now,
    );
    return drive(settings, { ...state, entry: released }, now);
  }
  return drive(settings, state, now);
}

// A run that sends: reconcile first if an earlier attempt may have landed, then bounded
// identical resends.
function drive(settings: OutboxSettings, state: Lifecycle, now: number): Step {
  let entry = state.entry;
  if (entry.state === 'sending') {
    // A process stopped mid-attempt: that attempt may still land, like a timeout.
    const doubtUntil = Math.max(entry.doubtUntil ?? 0, entry.updatedAt + settings.doubtWindowMs);
    entry = patched(entry, { doubtUntil }, now);
  }
  const resumed = entry.attempts > 0;
  const limit = resumed ? settings.resumeAttempts : settings.maxAttempts;
  const next = at(state, { resumed, limit }, entry);
  if (resumed) return wait(at(next, { phase: 'reconcile' }), { type: 'check' });
  return loopTop(settings, next, now, 0);
}

/** Why a held entry's schedule is over, if it is: its quote expired or its attempts ran out. */
function boundReached(settings: OutboxSettings, entry: OutboxEntry, now: number) {
  if (entry.attempts > 0 && expired(entry, now)) return 'quote_expired' as const;
  if (entry.attempts >= settings.maxTotalAttempts) return 'retries_exhausted' as const;
  return null;
}

function expired(entry: OutboxEntry, now: number): boolean {
  return entry.quoteValidUntil !== undefined && now >= entry.quoteValidUntil;
}

// The top of the send loop: the total bound (resumed runs), the run's own bound, then the
// stored entry read again before a send.
function loopTop(settings: OutboxSettings, state: Lifecycle, now: number, draw: number): Step {
  const { entry, run } = state;
  const bound = run.resumed ? boundReached(settings, entry, now) : null;
  if (bound) return ended(state, giveUp(entry, bound, now, settings.watchMs, run.absentAt));
  if (run.counted >= run.limit || run.limited > settings.maxRateLimited) {
    return ended(state, holdScheduled(entry, run, settings, now, draw));
  }
  return wait(at(state, { phase: 'reload' }), { type: 'reload' });
}

function reloaded(state: Lifecycle, latest: OutboxEntry | undefined, now: number): Step {
  // Another instance sharing the store may have finished it meanwhile (a final entry is never
  // sent again, even one whose details are still being read).
  if (latest && isFinalEntry(latest)) {
    return wait(at(state, {}, latest), { type: 'done', outcome: outcomeOf(latest) ?? DONE_HELD });
  }
  const entry = latest ?? state.entry;
  // Nothing sent yet and the quote already expired: a send could only earn a 409.
  if (entry.attempts === 0 && expired(entry, now)) {
    return ended(at(state, {}, entry), closeRequote(entry, now));
  }
  const sending = patched(entry, { state: 'sending', attempts: entry.attempts + 1 }, now);
  return wait(at(state, { phase: 'sending', startedAt: now }, sending), { type: 'send' });
}

function sent(
  settings: OutboxSettings,
  state: Lifecycle,
  result: AttemptResult,
  now: number,
  draw: number,
): Step {
  let { entry } = state;
  const run = { ...state.run };
  // 429s are refused before processing; 409s are bounded by the conflict rules.
  if (result.kind !== 'rate_limited' && result.kind !== 'conflict') run.counted += 1;
  switch (result.kind) {
    case 'accepted':
      return ended(at(state, run), accept(entry, result.record, now));
    case 'rejected':
      return ended(at(state, run), reject(entry, result.message, now));
    case 'blocked':
      return ended(at(state, run), hold(entry, 'unauthorized', now));
    case 'persisted': {
      // A 200 means persisted: final, never sent again; details read through /orderstatus.
      entry = patched(entry, { state: 'accepted', heldReason: undefined }, now);
      return wait(at(state, { ...run, phase: 'details', tries: 1 }, entry), { type: 'check' }, [
        {
          type: 'log',
          level: 'warn',
          message: 'order persisted but the answer was unreadable; reading it through /orderstatus',
          fields: { externalOrderId: entry.externalOrderId, attempts: entry.attempts },
        },
        { type: 'alert', kind: 'unreadable_response' },
      ]);
    }
    case 'rate_limited':
      run.limited += 1;
      return loopTop(settings, at(state, run), now, draw);
    case 'failed':
      return wait(at(state, { ...run, phase: 'after-failed', failedKind: result.errorKind }), {
        type: 'check',
      });
    case 'conflict':
      return wait(at(state, { ...run, phase: 'after-conflict' }), { type: 'check' });
    case 'ambiguous': {
      // This attempt may still land: the id stays open until the doubt window has passed.
      const doubtUntil = Math.max(entry.doubtUntil ?? 0, run.startedAt + settings.doubtWindowMs);
      entry = patched(entry, { doubtUntil, lastError: result.errorKind }, now);
      if (!result.unavailable) run.onlyUnavailable = false;
      run.retryAfterMs = Math.max(run.retryAfterMs, result.retryAfterMs ?? 0);
      run.lastRetryAfterMs = result.retryAfterMs ?? 0;
      if (run.lastRetryAfterMs > settings.backoffCapMs) {
        // A 503 whose window outlasts the run's backoff (issue 34): nothing goes to the partner
        // inside it, not even the /orderstatus check; the run ends held (the customer is told
        // at once) and the resumed run checks first, once the window is over (rule 8 holds).
        return loopTop(settings, at(state, { ...run, limit: run.counted }, entry), now, draw);
      }
      // Rule 8: ask /orderstatus; a 404 does not prove failure, so the identical body follows.
      return wait(at(state, { ...run, phase: 'after-ambiguous' }, entry), { type: 'check' });
    }
  }
}

// found: the order exists whatever our attempts saw; blocked: credentials refused.
function settleBy(state: Lifecycle, check: ReconcileResult, now: number): Step | null {
  if (check.kind === 'found') return found(state, check.record, now);
  if (check.kind === 'blocked') return ended(state, hold(state.entry, 'unauthorized', now));
  return null;
}

// An order given up for a fresh price that turned up: first learn what became of the chat's
// later confirmation, so the customer is told only what is true.
function found(state: Lifecycle, record: OrderRecord, now: number): Step {
  if (state.entry.state === 'requote') {
    return wait(at(state, { phase: 'later', found: record }), { type: 'later' });
  }
  return ended(state, accept(state.entry, record, now));
}

function checked(
  settings: OutboxSettings,
  state: Lifecycle,
  check: ReconcileResult,
  askedAt: number,
  now: number,
  draw: number,
): Step {
  const { entry } = state;
  // When a check that said 404 was asked (the restaurant answered somewhere between then and
  // now, so only an attempt that would have landed before then is ruled out).
  if (check.kind === 'absent') state = at(state, { absentAt: askedAt });
  const { run } = state;
  switch (run.phase) {
    case 'watch': {
      if (check.kind === 'found') return found(state, check.record, now);
      if (check.kind === 'absent' && askedAt >= (entry.watchUntil ?? 0)) {
        return ended(state, endWatch(entry, now));
      }
      return wait(state, { type: 'done', outcome: { kind: 'requote' } });
    }
    case 'details': {
      if (check.kind === 'found') return found(state, check.record, now);
      // Still unread: the customer is told to wait; the record follows from the resume.
      if (run.tries >= settings.maxAttempts)
        return wait(state, { type: 'done', outcome: DONE_HELD });
      const ms = backoffMs(settings, run.tries, draw);
      return wait(at(state, { phase: 'details-sleep', tries: run.tries + 1 }), {
        type: 'sleep',
        ms,
      });
    }
    case 'reconcile':
      return settleBy(state, check, now) ?? loopTop(settings, state, now, draw);
    case 'after-failed': {
      const settled = settleBy(state, check, now);
      if (settled) return settled;
      // An attempt in doubt may still land, or may have landed unseen (no 404 since its doubt
      // window): the id is given up for a fresh price, and watched.
      const doubt = entry.doubtUntil;
      if (doubt !== undefined && (doubt > now || run.absentAt < doubt)) {
        return ended(
          state,
          giveUp(entry, 'unexpected_answer', now, settings.watchMs, run.absentAt),
        );
      }
      return ended(state, fail(entry, run.failedKind, now));
    }
    case 'after-conflict': {
      const settled = settleBy(state, check, now);
      if (settled) return settled;
      if (check.kind === 'absent') return afterAbsentConflict(settings, state, now, draw);
      const counted = run.counted + 1;
      const ms = backoffMs(settings, counted, draw);
      return wait(at(state, { counted, onlyUnavailable: false, phase: 'sleep' }), {
        type: 'sleep',
        ms,
      });
    }
    case 'after-ambiguous': {
      const settled = settleBy(state, check, now);
      if (settled) return settled;
      // A Retry-After longer than the run's own backoff ends the run: the customer is told the
      // order is kept at once, and the hold's schedule waits it out.
      const limit = run.lastRetryAfterMs > settings.backoffCapMs ? run.counted : run.limit;
      const next = at(state, { limit });
      if (run.counted < limit) {
        const ms = Math.max(backoffMs(settings, run.counted, draw), run.lastRetryAfterMs);
        return wait(at(next, { phase: 'sleep' }), { type: 'sleep', ms });
      }
      return loopTop(settings, next, now, draw);
    }
    default:
      throw new Error(`outbox lifecycle: a check result in phase ${run.phase}`);
  }
}

/**
 * A 409 and /orderstatus 404: either the quote is stale (a fresh one is needed) or a request
 * with this id is still being processed (busy). While an earlier attempt may still land (the
 * doubt window), busy is assumed: wait with backoff and resend the identical body; the id is
 * retired only after the window, and then still watched. With no doubt, a short grace covers
 * another instance sending the same entry.
 */
function afterAbsentConflict(
  settings: OutboxSettings,
  state: Lifecycle,
  now: number,
  draw: number,
): Step {
  const { entry, run } = state;
  const doubtLeft = (entry.doubtUntil ?? 0) - now;
  if (doubtLeft <= 0 && run.conflicts >= settings.conflictResends) {
    const watchUntil = entry.doubtUntil === undefined ? undefined : now + settings.watchMs;
    return ended(state, closeRequote(entry, now, watchUntil));
  }
  const conflicts = run.conflicts + 1;
  const ms =
    doubtLeft > 0
      ? Math.min(doubtLeft, backoffMs(settings, conflicts, draw))
      : settings.conflictDelayMs;
  return wait(at(state, { conflicts, phase: 'sleep' }), { type: 'sleep', ms });
}
