import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord, OrderRequest } from '../partner/schemas/index.ts';

/**
 * Where one confirmed order stands in the outbox. `pending`: persisted, nothing sent yet;
 * `sending`: an attempt went out (its fate may be unknown); `held`: kept for a later resume or an
 * operator; `accepted`, `requote`, `rejected` are final: the id is never sent again.
 */
export type OutboxState = 'pending' | 'sending' | 'held' | 'accepted' | 'requote' | 'rejected';

/** Why the operator is alerted about an order (DESIGN.md: alert after repeated failures). */
export type OutboxAlertKind = 'unauthorized' | 'ordering_disabled' | 'repeated_failures';

/** An operator alert about one held order; the Telegram layer forwards it to the staff chat. */
export interface OutboxAlert {
  kind: OutboxAlertKind;
  externalOrderId: string;
  chatId: number | null;
  /** /orders requests sent for this order so far. */
  attempts: number;
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
  heldReason?: 'unknown' | 'unavailable' | undefined;
  alert?: OutboxAlertKind | undefined;
  orderNumber?: string | undefined;
  record?: OrderRecord | undefined;
  /** The restaurant's own words on a 422 (may be Bulgarian). */
  rejection?: string | undefined;
}

/** What `/health` shows about unfinished submissions. */
export interface OutboxBacklog {
  /** Entries not final: pending, sending or held. */
  unfinished: number;
  held: number;
  /** Age of the oldest unfinished entry, null when there is none. */
  oldestAgeMs: number | null;
}

const FINAL: ReadonlySet<OutboxState> = new Set(['accepted', 'requote', 'rejected']);

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
    case 'requote':
      return { kind: 'requote' };
    case 'rejected':
      return { kind: 'rejected', message: entry.rejection };
    default:
      return undefined;
  }
}
