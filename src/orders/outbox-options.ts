import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { PartnerClient } from '../partner/client.ts';
import type { VersionedKeyValue } from '../store/index.ts';
import type { ChatOrders } from './chat-orders.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/** How the outbox is wired; the numbers default to production values. */
export interface OrderOutboxOptions {
  client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;
  /** The entries (`outbox` namespace), written only by compare-and-set. */
  store: VersionedKeyValue<OutboxEntry>;
  /** Each chat's ids that may still land (`outbox-chats` namespace, see chat-orders.ts). */
  chats: VersionedKeyValue<ChatOrders>;
  clock: Clock;
  random: () => number;
  logger: Logger;
  /**
   * /orders sends of a confirmation's first run before the entry is held (429 refusals not
   * counted). Default 5.
   */
  maxAttempts?: number;
  /** /orders sends of each later (resumed) run of a held entry. Default 1. */
  resumeAttempts?: number;
  /**
   * The total bound (issue 20): /orders sends over all runs, after which a held entry is given
   * up (the customer is asked to confirm a fresh price, the operator told). Default 12. A held
   * entry whose quote expired is given up before that.
   */
  maxTotalAttempts?: number;
  /**
   * A held entry's retry schedule: the n-th hold waits min(retryCapMs, retryBaseMs × 2^(n−1)),
   * plus up to 20 % jitter; a 503's Retry-After replaces it (issue 34). Defaults 60 s and 2 min
   * (the resends fit a quote's life of about 15 minutes).
   */
  retryBaseMs?: number;
  retryCapMs?: number;
  /**
   * After this long from the confirmation a held entry's sends and checks take the budget's
   * `held-order` priority, below every customer's quote and order. Default 2 min.
   */
  heldPriorityAfterMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /**
   * Identical resends after a 409 whose /orderstatus said 404 when no earlier attempt is in
   * doubt (another instance may be sending the same entry). Default 2.
   */
  conflictResends?: number;
  /** Wait before such a resend: longer than the partner's processing of one order. */
  conflictDelayMs?: number;
  /**
   * ORDER_DOUBT_SECONDS: how long after an attempt whose fate is unknown (timeout, reset, 5xx,
   * crash) it may still land. Until then the id is never retired: a 409 means busy, so the
   * outbox reconciles and resends the identical body with backoff. Default 120 s, well past the
   * 15 s request timeout.
   */
  doubtWindowMs?: number;
  /**
   * ORDER_WATCH_SECONDS: how long an id retired for a fresh quote after such a doubt is still
   * checked through /orderstatus; the chat's next confirmation waits meanwhile. Default 10 min
   * (shorter than a quote's 15 min, so the waiting confirmation's quote is still good).
   */
  watchMs?: number;
  /** 429 refusals tolerated in one run before the entry is held. Default 20. */
  maxRateLimited?: number;
  /** Period of the background resume of held and orphaned entries. Default 60 s. */
  resumeIntervalMs?: number;
  /**
   * How long a finished entry (accepted, requote, rejected) is kept, with the order body and
   * so the customer's phone and address: ORDER_RETENTION_DAYS. Default: kept for good.
   */
  retentionMs?: number | undefined;
  /**
   * Several instances: claims the right to drive one entry (a per-entry lease kept while the run
   * lasts). `busy`: another instance drives it; `down`: the claim could not be checked (Redis is
   * away), so nothing may be sent. Absent: one instance, every entry is ours.
   */
  claim?: ((externalOrderId: string) => Promise<EntryClaim>) | undefined;
  /**
   * True while the partner refuses the credentials (issue 20): the background resume sends
   * nothing; the application calls `resumeAll()` once access works again.
   */
  paused?: (() => boolean) | undefined;
}

/**
 * The answer of `OrderOutboxOptions.claim`. `held()`: true while the claim is confirmed (its last
 * acquire or renewal answered within its time to live, minus a renewal period); once false the
 * run writes nothing more (the fence) and ends, and the entry resumes wherever it is claimed.
 */
export type EntryClaim =
  | { kind: 'claimed'; release: () => Promise<void>; held: () => boolean }
  | { kind: 'busy' | 'down' };
