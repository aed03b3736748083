import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { isFinalEntry, needsFollowUp } from '../../src/orders/outbox-entry.ts';

/** The invariants the simulation checks, by name (docs/testing.md "The order-path simulation"). */
export type InvariantName = 'double-order' | 'lost-order' | 'contradictory-news' | 'request-budget';

/** A broken invariant: the seed stops at the step that broke it. */
export interface Violation {
  invariant: InvariantName;
  message: string;
}

/** The outbox settings the request bound is derived from (the outbox's defaults). */
export interface BudgetSettings {
  maxAttempts: number;
  resumeAttempts: number;
  maxTotalAttempts: number;
  conflictResends: number;
  doubtWindowMs: number;
  backoffBaseMs: number;
}

/**
 * (4) The request budget: /orders sends per external_order_id that the partner did not refuse
 * with 429 (429s are refused before processing and bounded apart, by `maxRateLimited` per run).
 * From `outbox-driver.ts`: a first run sends at most `maxAttempts` counted attempts; a resumed
 * run starts only while `attempts < maxTotalAttempts` and sends at most `resumeAttempts`
 * counted ones; a 409 whose /orderstatus says 404 is resent uncounted, at most
 * `conflictResends` times once the doubt window is over, and while an attempt is in doubt once
 * per backoff wait, which is full jitter and so bounded by time only: we allow one per
 * `backoffBaseMs` of the doubt window. `attempts` counts every send, so once a run ends at or
 * past `maxTotalAttempts` no later run sends; the last run starts at most at
 * `maxTotalAttempts − 1`. So, per id, with one instance driving it at a time:
 *   max(maxAttempts, maxTotalAttempts − 1 + resumeAttempts) + conflictResends
 *     + doubtWindowMs / backoffBaseMs
 * (14 + 2 + 120 = 136 with the defaults). Two instances driving one entry at once (a lease
 * lost while its holder still runs) can exceed it.
 */
export function requestBound(settings: BudgetSettings): number {
  const counted = Math.max(
    settings.maxAttempts,
    settings.maxTotalAttempts - 1 + settings.resumeAttempts,
  );
  return (
    counted + settings.conflictResends + Math.ceil(settings.doubtWindowMs / settings.backoffBaseMs)
  );
}

/**
 * One announcement (`settled` event) as a customer heard it. `not-sent`: a confirmation
 * superseded by an earlier order of the chat that belongs to another intent (the customer is
 * told plainly that this one was not sent; the outbox's outcome is that order's acceptance).
 */
export interface News {
  kind: 'accepted' | 'requote' | 'rejected' | 'held' | 'not-sent';
  at: number;
  by: string;
  orderNumber?: string | undefined;
  /** The entry said `acceptedLate` (the customer was told plainly it came after all). */
  late: boolean;
}

/**
 * (3) No contradictory news for one id: once `accepted` was announced for an id, never
 * `requote` or `rejected` for it; `accepted` after `requote` only when the entry says
 * `acceptedLate` (the customer is told plainly that it turned up after all); and for one
 * intent, `accepted` is never announced with two different order numbers. Checked at every
 * announcement, against the earlier news of the id (`before`) and of the intent.
 */
export function contradiction(
  id: string,
  before: readonly News[],
  news: News,
  intentNumbers: ReadonlySet<string>,
): string | null {
  const accepted = before.find((earlier) => earlier.kind === 'accepted');
  if (accepted && (news.kind === 'requote' || news.kind === 'rejected')) {
    return `${id} told ${news.kind} by ${news.by} after ${accepted.by} told it accepted (${accepted.orderNumber})`;
  }
  if (news.kind === 'accepted') {
    const requote = before.find((earlier) => earlier.kind === 'requote');
    if (requote && !news.late) {
      return `${id} told accepted by ${news.by} after requote by ${requote.by}, not marked acceptedLate`;
    }
    const other = [...intentNumbers].find((number) => number !== news.orderNumber);
    if (other !== undefined) {
      return `${id} told accepted as ${news.orderNumber}, but its intent was told ${other} before`;
    }
  }
  return null;
}

/** What the final check (2) needs to know about one intent. */
export interface IntentView {
  key: string;
  /** Its confirmations' ids, in order; the last is the customer's latest. */
  ids: readonly string[];
  /** Order numbers the customer was told `accepted` for (through any of its ids). */
  told: ReadonlySet<string>;
  /** The last news of the latest confirmation, if any. */
  lastNews: News | undefined;
}

/**
 * (2) No confirmed order lost, after the healing phase: every intent ends (a) accepted and told
 * (its order landed and the customer heard `accepted` with that order number), (b) rejected and
 * told (nothing landed, the latest confirmation's last news is `rejected`), or (c) its latest
 * confirmation was told `requote` (or `not-sent`) with nothing still in doubt (nothing landed,
 * no attempt in processing, and every entry of the intent is final and no longer watched).
 */
export function lostOrder(
  intent: IntentView,
  landedNumber: string | undefined,
  entries: ReadonlyMap<string, OutboxEntry | undefined>,
  inProcessing: number,
): string | null {
  if (landedNumber !== undefined) {
    return intent.told.has(landedNumber)
      ? null
      : `intent ${intent.key}: order ${landedNumber} landed but the customer was never told it`;
  }
  const last = intent.lastNews;
  const latest = intent.ids.at(-1) ?? '?';
  if (!last || (last.kind !== 'requote' && last.kind !== 'rejected' && last.kind !== 'not-sent')) {
    return `intent ${intent.key}: nothing landed and ${latest}'s last news is ${last?.kind ?? 'none'}`;
  }
  if (inProcessing > 0) return `intent ${intent.key}: an attempt is still in processing`;
  for (const id of intent.ids) {
    const entry = entries.get(id);
    if (entry && (!isFinalEntry(entry) || needsFollowUp(entry))) {
      return `intent ${intent.key}: ${id} is still ${entry.state}${entry.watchUntil ? ' (watched)' : ''}`;
    }
  }
  return null;
}
