import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { PartnerClient } from '../partner/client.ts';
import type { KeyValue } from '../store/index.ts';
import { OutboxDriver, type OutboxSettings } from './outbox-driver.ts';
import {
  isFinalEntry,
  needsFollowUp,
  newEntry,
  type OutboxBacklog,
  type OutboxEntry,
  outcomeOf,
} from './outbox-entry.ts';
import { type OutboxEvents, OutboxRecorder } from './outbox-recorder.ts';

export type { OutboxEvents } from './outbox-recorder.ts';

/** How the outbox is wired; the numbers default to production values. */
export interface OrderOutboxOptions {
  client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;
  store: KeyValue<OutboxEntry>;
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
   * plus up to 20 % jitter, and never less than a 503's Retry-After. Defaults 60 s and 10 min.
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

/** The answer of `OrderOutboxOptions.claim`. */
export type EntryClaim =
  | { kind: 'claimed'; release: () => Promise<void> }
  | { kind: 'busy' | 'down' };

/** What one resumed entry came to (`error` when the run failed, e.g. aborted at shutdown). */
export interface ResumeResult {
  externalOrderId: string;
  outcome: SubmitOutcome | { kind: 'error' };
}

/**
 * The order outbox: the only path from a confirmed cart to POST /orders. Guarantees (spec
 * "/orders request rules" 7 and 8): the id and the exact body are persisted before the first
 * attempt and never changed; every retry sends the identical body with the same id; a doubtful
 * attempt is reconciled through /orderstatus before anything else; one submission per id runs
 * at a time in this process. A crash at any point is repaired by `resumeAll()` at start-up.
 */
export class OrderOutbox {
  readonly events = new EventEmitter<OutboxEvents>();
  readonly #options: OutboxSettings;
  readonly #claim: OrderOutboxOptions['claim'];
  readonly #paused: OrderOutboxOptions['paused'];
  readonly #store: KeyValue<OutboxEntry>;
  readonly #clock: Clock;
  readonly #logger: Logger;
  /** Runs in progress in this process, by id (null: another instance drives that entry). */
  readonly #running = new Map<string, Promise<SubmitOutcome | null>>();
  /**
   * Enqueued ids whose run is in progress: true once the run announced an outcome. A run that
   * ends without one (the entry was settled already, or is still waiting) is announced then.
   */
  readonly #enqueued = new Map<string, boolean>();
  readonly #record: OutboxRecorder;
  readonly #drive: OutboxDriver;
  readonly #retentionMs: number | undefined;
  readonly #controller = new AbortController();
  #cancelResume: (() => void) | null = null;

  constructor(options: OrderOutboxOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#retentionMs = options.retentionMs;
    this.#claim = options.claim;
    this.#paused = options.paused;
    this.#record = new OutboxRecorder(
      options.store,
      options.clock,
      options.logger,
      this.events,
      options.retentionMs,
    );
    this.#options = {
      random: options.random,
      maxAttempts: options.maxAttempts ?? 5,
      resumeAttempts: options.resumeAttempts ?? 1,
      maxTotalAttempts: options.maxTotalAttempts ?? 12,
      retryBaseMs: options.retryBaseMs ?? 60_000,
      retryCapMs: options.retryCapMs ?? 600_000,
      heldPriorityAfterMs: options.heldPriorityAfterMs ?? 120_000,
      backoffBaseMs: options.backoffBaseMs ?? 1_000,
      backoffCapMs: options.backoffCapMs ?? 15_000,
      conflictResends: options.conflictResends ?? 2,
      conflictDelayMs: options.conflictDelayMs ?? 2_000,
      doubtWindowMs: options.doubtWindowMs ?? 120_000,
      watchMs: options.watchMs ?? 600_000,
      maxRateLimited: options.maxRateLimited ?? 20,
      resumeIntervalMs: options.resumeIntervalMs ?? 60_000,
    };
    this.#drive = new OutboxDriver({
      client: options.client,
      store: options.store,
      clock: options.clock,
      logger: options.logger,
      record: this.#record,
      settings: this.#options,
      signal: this.#controller.signal,
      runningOf: (id) => this.#running.get(id),
    });
    this.events.on('settled', ({ entry }) => {
      if (this.#enqueued.has(entry.externalOrderId))
        this.#enqueued.set(entry.externalOrderId, true);
    });
  }

  /**
   * A chat's submission: stores the order (or finds the stored entry with that id, keeping its
   * body) and resolves once it is durable, long before it is sent; the outbox then drives it in
   * the background. Its outcome is announced once by the `settled` event, the one way it reaches
   * the chat, also when the entry had been settled already (a chat asking again after a
   * restart hears it then), unless another instance drives the entry (that one announces it).
   */
  async enqueue(order: PendingOrder): Promise<void> {
    const id = order.externalOrderId;
    let stored!: () => void;
    const durable = new Promise<void>((resolve) => {
      stored = resolve;
    });
    if (!this.#enqueued.has(id)) this.#enqueued.set(id, false);
    const run = this.#runOnce(id, order, stored);
    void run.then(
      (outcome) => this.#announceIfSilent(id, outcome),
      (error: unknown) => {
        this.#enqueued.delete(id);
        this.#logger.warn({ externalOrderId: id, err: error }, 'outbox run stopped');
      },
    );
    // A run that ends (or fails) before it said the entry is stored decides it.
    await Promise.race([durable, run.then(() => undefined)]);
  }

  /**
   * Stores the order like `enqueue` and resolves with its outcome once the run ends (for tools
   * and tests; the chat hears the outcome from the events).
   */
  async submit(order: PendingOrder): Promise<SubmitOutcome> {
    return (
      (await this.#runOnce(order.externalOrderId, order, () => undefined)) ?? {
        kind: 'held',
        reason: 'unknown',
      }
    );
  }

  /**
   * Resumes every unfinished entry (pending, sending, held) not already running: reconcile
   * first, then the identical resend. Also follows up accepted entries whose details are unread
   * and watched retired ids. Called at start-up and periodically by `start()`. A held entry
   * waits for its retry schedule unless `now` (start-up, access back after refused credentials).
   */
  async resumeAll(options: { now?: boolean } = {}): Promise<ResumeResult[]> {
    if (this.#paused?.()) return [];
    const ids: string[] = [];
    const now = this.#clock.now();
    for await (const [id, entry] of this.#store.entries()) {
      this.#record.index(entry);
      // A held entry waits for its turn in its retry schedule.
      const notDue =
        options.now !== true &&
        entry.state === 'held' &&
        entry.waitingFor === undefined &&
        (entry.nextAttemptAt ?? 0) > now;
      if (needsFollowUp(entry) && !this.#running.has(id) && !notDue) ids.push(id);
    }
    return Promise.all(
      ids.map((id) =>
        this.#runOnce(id, undefined, () => undefined).then(
          (outcome): ResumeResult => ({
            externalOrderId: id,
            outcome: outcome ?? { kind: 'held', reason: 'unknown' },
          }),
          (error: unknown): ResumeResult => {
            this.#logger.warn({ externalOrderId: id, err: error }, 'outbox resume stopped');
            return { externalOrderId: id, outcome: { kind: 'error' } };
          },
        ),
      ),
    );
  }

  /** Resumes at once, then every resumeIntervalMs on the injected clock until `close()`. */
  async start(): Promise<void> {
    // A start (often after an operator fixed something) tries every held order once now; the
    // total bound still holds.
    await this.resumeAll({ now: true });
    this.#scheduleResume();
  }

  /** Counts of unfinished entries for `/health` (as seen by this process). */
  backlog(): OutboxBacklog {
    return this.#record.backlog();
  }

  /** The stored entry, for staff commands and tests. */
  entry(externalOrderId: string): Promise<OutboxEntry | undefined> {
    return this.#store.get(externalOrderId);
  }

  /**
   * Deletes finished entries (with their bodies, so the customer's phone and address) last
   * changed more than the retention period ago, also rows an older version wrote without a time
   * to live; listing drops the expired ones. Unfinished entries stay. Returns the rows deleted
   * and kept.
   */
  async forgetFinished(): Promise<{ deleted: number; kept: number }> {
    let deleted = 0;
    let kept = 0;
    const before = this.#clock.now() - (this.#retentionMs ?? Number.POSITIVE_INFINITY);
    for await (const [id, entry] of this.#store.entries()) {
      if (!isFinalEntry(entry) || entry.updatedAt >= before) {
        kept += 1;
        continue;
      }
      await this.#store.delete(id);
      deleted += 1;
    }
    return { deleted, kept };
  }

  /** Stops the background resume and any run in flight; unfinished entries stay for next start. */
  async close(): Promise<void> {
    this.#cancelResume?.();
    this.#cancelResume = null;
    this.#controller.abort(new Error('order outbox closed'));
    await Promise.allSettled([...this.#running.values()]);
  }

  #scheduleResume(): void {
    if (this.#controller.signal.aborted) return;
    this.#cancelResume = this.#clock.setTimeout(() => {
      void this.resumeAll().finally(() => this.#scheduleResume());
    }, this.#options.resumeIntervalMs);
  }

  // An enqueued run that announced nothing (it found the entry settled, or still waiting, or
  // kept it unsent without a claim): its outcome is announced now, from the stored entry.
  async #announceIfSilent(id: string, outcome: SubmitOutcome | null): Promise<void> {
    const announced = this.#enqueued.get(id);
    this.#enqueued.delete(id);
    if (announced !== false || outcome === null) return;
    const entry = await this.#store.get(id);
    if (entry) this.#record.announce(entry, outcome);
  }

  // `stored`: called once the entry is durable (an enqueue resolves then).
  #runOnce(
    id: string,
    order: PendingOrder | undefined,
    stored: () => void,
  ): Promise<SubmitOutcome | null> {
    const running = this.#running.get(id);
    // A re-issued submission joins the one in flight: its entry is stored already.
    if (running) {
      stored();
      return running;
    }
    const run = this.#claimedRun(id, order, stored).finally(() => this.#running.delete(id));
    this.#running.set(id, run);
    return run;
  }

  // Several instances: one drives an entry at a time. Another instance's entry is left to it
  // (its events tell the chat); without a confirmed claim nothing is sent, the entry is kept for
  // the background resume, so a Redis outage can delay an order but never double it.
  // Null: another instance drives the entry (it stored it first).
  async #claimedRun(
    id: string,
    order: PendingOrder | undefined,
    stored: () => void,
  ): Promise<SubmitOutcome | null> {
    if (!this.#claim) return this.#run(id, order, stored);
    const claim = await this.#claim(id);
    if (claim.kind === 'busy') return null;
    if (claim.kind !== 'claimed') {
      if (order && (await this.#store.get(id)) === undefined) {
        await this.#record.save(newEntry(order, this.#clock.now()));
      }
      this.#logger.warn({ externalOrderId: id }, 'order kept unsent: coordination unreachable');
      return { kind: 'held', reason: 'coordination' };
    }
    try {
      return await this.#run(id, order, stored);
    } finally {
      await claim.release();
    }
  }

  async #run(
    id: string,
    order: PendingOrder | undefined,
    stored: () => void,
  ): Promise<SubmitOutcome> {
    if (this.#controller.signal.aborted) throw this.#controller.signal.reason;
    const entry = await this.#store.get(id);
    if (!entry) {
      if (!order) throw new Error(`no outbox entry ${id}`);
      // Rule 7: the id and the exact body are durable before the first attempt.
      const fresh = newEntry(order, this.#clock.now());
      // An earlier order of this chat may still turn up: this one must not be sent before that
      // is known, or the restaurant could get both.
      const blocker = this.#record.watchedOf(fresh.chatId);
      if (blocker !== undefined) return this.#record.holdWaiting(fresh, blocker);
      const saved = await this.#record.save(fresh);
      stored();
      return this.#drive.drive(saved);
    }
    stored();
    if (entry.state === 'accepted' && entry.record === undefined) {
      return this.#drive.readDetails(entry);
    }
    if (entry.state === 'requote' && entry.watchUntil !== undefined)
      return this.#drive.watch(entry);
    if (entry.state === 'held' && entry.waitingFor !== undefined) {
      return this.#drive.afterWait(entry);
    }
    return outcomeOf(entry) ?? this.#drive.drive(entry);
  }
}
