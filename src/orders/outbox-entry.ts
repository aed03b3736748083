import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord, OrderRequest } from '../domain/order.ts';

/**
 * Where one confirmed order stands in the outbox. `pending`: persisted, nothing sent yet;
 * `sending`: an attempt went out (its fate may be unknown); `held`: kept for a later resume or an
 * operator; `accepted`, `requote`, `rejected`, `superseded` are final: the id is never sent
 * again. `superseded`: a confirmation that waited for the chat's earlier, given-up order, which
 * turned up after all, so this one was never sent.
 */
export type OutboxState =
  | 'pending'
  | 'sending'
  | 'held'
  | 'accepted'
  | 'requote'
  | 'rejected'
  | 'superseded';

/**
 * Why the operator is alerted about an order (docs/partner-trouble.md: alert after repeated
 * failures, once per incident). `unreadable_response`: a 200 from /orders whose body did not
 * match the schema (the order is persisted, its details are read through /orderstatus);
 * `accepted_late`: an order given up for a fresh quote turned up after all (the customer may
 * have been asked to confirm again).
 */
export type OutboxAlertKind =
  | 'unauthorized'
  | 'ordering_disabled'
  | 'repeated_failures'
  | 'unreadable_response'
  | 'accepted_late'
  | 'quote_expired'
  | 'retries_exhausted'
  | 'unexpected_answer';

/** An operator alert about one held order; the Telegram layer forwards it to the staff chat. */
export interface OutboxAlert {
  kind: OutboxAlertKind;
  externalOrderId: string;
  chatId: number | null;
  /** /orders requests sent for this order so far. */
  attempts: number;
  /** The restaurant's order number when it is known. */
  orderNumber?: string | undefined;
}

/**
 * One outbox row, stored under its external_order_id. `request` is the exact /orders body,
 * written before the first attempt and never changed afterwards (spec "/orders request rules" 7).
 * No customer data leaves this row except inside `request`, which is never logged.
 */
export interface OutboxEntry {
  externalOrderId: string;
  chatId: number | null;
  request: OrderRequest;
  /** The quote's deadline on the bot's clock (ms), never the server's `expires_at` (issue 11). */
  quoteValidUntil?: number | undefined;
  state: OutboxState;
  /** /orders requests sent, over every run and restart. */
  attempts: number;
  createdAt: number;
  updatedAt: number;
  /** The last failure's error kind, for health output and the operator. */
  lastError?: string | undefined;
  heldReason?: 'unknown' | 'unavailable' | 'waiting' | undefined;
  alert?: OutboxAlertKind | undefined;
  orderNumber?: string | undefined;
  record?: OrderRecord | undefined;
  /** The restaurant's own words on a 422 (may be Bulgarian). */
  rejection?: string | undefined;
  /**
   * Until when (ms, our clock) an attempt whose fate is unknown (timeout, reset, 5xx, crash
   * mid-request) may still land at the restaurant: the id is not retired before then, and a 409
   * meanwhile means "busy", so the outbox waits and resends (spec rule 8).
   */
  doubtUntil?: number | undefined;
  /**
   * A `requote` entry that was in doubt: /orderstatus is still checked until then (ms), and the
   * chat's next confirmation waits. Cleared by the last check once the time has passed.
   */
  watchUntil?: number | undefined;
  /** A held entry waiting for this earlier, still watched id of the same chat. */
  waitingFor?: string | undefined;
  /**
   * Earlier ids of the same checkout given up for a fresh price, which this confirmation
   * re-confirms (`PendingOrder.follows`): if one of them turns up, this one is never sent.
   */
  follows?: string[] | undefined;
  /** Accepted only after it had been given up for a fresh quote (told plainly to all). */
  acceptedLate?: boolean | undefined;
  /**
   * Set with `acceptedLate`: what became of the chat's later confirmation, so the customer is
   * told only what is true. `waiting`: one waited for this id and is superseded (never sent);
   * `sent`: one had been sent already (the restaurant may have two orders: staff are alerted);
   * absent: the customer had not confirmed again.
   */
  laterConfirmation?: 'waiting' | 'sent' | undefined;
  /** A held entry is not resumed before this time (ms, our clock): its retry schedule. */
  nextAttemptAt?: number | undefined;
  /** Times the entry was held so far: the exponent of its retry backoff. */
  holds?: number | undefined;
  /** Why a held order was given up (its quote expired, or its attempts ran out). */
  gaveUp?: 'quote_expired' | 'retries_exhausted' | undefined;
}

/**
 * An entry that needs more work although nothing will be sent for it: accepted after a 200 whose
 * body was unreadable (its details are still to be read through /orderstatus), or retired for a
 * fresh quote while an earlier attempt might still turn up (watched).
 */
export function needsFollowUp(entry: OutboxEntry): boolean {
  if (entry.state === 'accepted') return entry.record === undefined;
  if (entry.state === 'requote') return entry.watchUntil !== undefined;
  return !isFinalEntry(entry);
}

/** What `/health` shows about unfinished submissions. */
export interface OutboxBacklog {
  /** Entries not final: pending, sending or held. */
  unfinished: number;
  held: number;
  /** Age of the oldest unfinished entry, null when there is none. */
  oldestAgeMs: number | null;
}

const FINAL: ReadonlySet<OutboxState> = new Set(['accepted', 'requote', 'rejected', 'superseded']);

/** True once the entry's outcome is known for good; such an entry is never sent again. */
export function isFinalEntry(entry: OutboxEntry): boolean {
  return FINAL.has(entry.state);
}

/** The first row of a confirmed order, written before any request (spec rule 7). */
export function newEntry(order: PendingOrder, now: number): OutboxEntry {
  return {
    externalOrderId: order.externalOrderId,
    chatId: order.chatId,
    // A deep copy: later changes to the caller's object must not reach the stored body.
    request: structuredClone(order.request),
    quoteValidUntil: order.quoteValidUntil,
    ...(order.follows !== undefined && order.follows.length > 0
      ? { follows: [...order.follows] }
      : {}),
    state: 'pending',
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The outcome a stored entry stands for: a re-issued submission of a finished entry (the chat's
 * machine restarted mid-submission) gets it without any request.
 */
export function outcomeOf(entry: OutboxEntry): SubmitOutcome | undefined {
  switch (entry.state) {
    case 'accepted':
      return entry.record ? { kind: 'accepted', record: entry.record } : undefined;
    case 'superseded':
      // The chat's earlier order turned up after all: this confirmation stands for that order.
      return entry.record ? { kind: 'accepted', record: entry.record } : undefined;
    case 'requote':
      return { kind: 'requote' };
    case 'rejected':
      return { kind: 'rejected', message: entry.rejection };
    default:
      return undefined;
  }
}

/**
 * Another writer changed the entry since this process read it (its compare-and-set was lost):
 * the run re-reads the entry and decides again from what is stored.
 */
export class StaleEntryError extends Error {
  constructor(externalOrderId: string) {
    super(`outbox entry ${externalOrderId} changed since it was read`);
    this.name = 'StaleEntryError';
  }
}

/**
 * The run's claim on the entry could not be confirmed (a renewal failed, or its time ran out):
 * the run stops before its next write; another instance may drive the entry now.
 */
export class ClaimLostError extends Error {
  constructor(externalOrderId: string) {
    super(`outbox entry ${externalOrderId}: the claim to drive it was lost`);
    this.name = 'ClaimLostError';
  }
}
