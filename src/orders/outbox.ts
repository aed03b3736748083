import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { type Clock, sleep } from '../clock.ts';
import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { PartnerClient } from '../partner/client.ts';
import { backoffDelay } from '../partner/retry-policy.ts';
import type { KeyValue } from '../store/index.ts';
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

import {
  type AttemptResult,
  classifyStatusError,
  classifySubmitError,
  detach,
  type ReconcileResult,
} from './submission.ts';

/** One run's counters: sends counted, 409 resends, 429s, and the longest Retry-After seen. */
interface Run {
  counted: number;
  conflicts: number;
  limited: number;
  onlyUnavailable: boolean;
  retryAfterMs: number;
  /** Sends this run may make: the first run's, or a resumed run's. */
  limit: number;
}

// An injected random that strays outside [0, 1) must not produce negative or oversized waits.
function unitRandom(random: () => number): number {
  const drawn = random();
  return Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 0.999) : 0;
}

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
  readonly #options: Required<
    Omit<
      OrderOutboxOptions,
      'client' | 'store' | 'clock' | 'logger' | 'retentionMs' | 'claim' | 'paused'
    >
  >;
  readonly #claim: OrderOutboxOptions['claim'];
  readonly #paused: OrderOutboxOptions['paused'];
  readonly #client: OrderOutboxOptions['client'];
  readonly #store: KeyValue<OutboxEntry>;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #running = new Map<string, Promise<SubmitOutcome>>();
  readonly #record: OutboxRecorder;
  readonly #retentionMs: number | undefined;
  readonly #controller = new AbortController();
  #cancelResume: (() => void) | null = null;

  constructor(options: OrderOutboxOptions) {
    this.#client = options.client;
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
  }

  /**
   * The chat runner's submission (`chat/effect-requests.ts`): persists the entry (or continues
   * the stored one with that id, keeping its body) and drives it to an outcome. The caller's `signal` only stops the caller
   * waiting: the submission itself goes on, and its result reaches the store and the events.
   */
  submit(order: PendingOrder, signal?: AbortSignal): Promise<SubmitOutcome> {
    return detach(this.#runOnce(order.externalOrderId, order), signal);
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
        this.#runOnce(id, undefined).then(
          (outcome): ResumeResult => ({ externalOrderId: id, outcome }),
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

  #runOnce(id: string, order: PendingOrder | undefined): Promise<SubmitOutcome> {
    const running = this.#running.get(id);
    if (running) return running; // a re-issued submission joins the one in flight
    const run = this.#claimedRun(id, order).finally(() => this.#running.delete(id));
    this.#running.set(id, run);
    return run;
  }

  // Several instances: one drives an entry at a time. Another instance's entry is left to it
  // (its events tell the chat); without a confirmed claim nothing is sent, the entry is kept for
  // the background resume, so a Redis outage can delay an order but never double it.
  async #claimedRun(id: string, order: PendingOrder | undefined): Promise<SubmitOutcome> {
    if (!this.#claim) return this.#run(id, order);
    const claim = await this.#claim(id);
    if (claim.kind === 'busy') return { kind: 'held', reason: 'unknown' };
    if (claim.kind !== 'claimed') {
      if (order && (await this.#store.get(id)) === undefined) {
        await this.#record.save(newEntry(order, this.#clock.now()));
      }
      this.#logger.warn({ externalOrderId: id }, 'order kept unsent: coordination unreachable');
      return { kind: 'held', reason: 'coordination' };
    }
    try {
      return await this.#run(id, order);
    } finally {
      await claim.release();
    }
  }

  async #run(id: string, order: PendingOrder | undefined): Promise<SubmitOutcome> {
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
      return this.#drive(await this.#record.save(fresh));
    }
    if (entry.state === 'accepted' && entry.record === undefined) return this.#readDetails(entry);
    if (entry.state === 'requote' && entry.watchUntil !== undefined) return this.#watch(entry);
    if (entry.state === 'held' && entry.waitingFor !== undefined) return this.#afterWait(entry);
    return outcomeOf(entry) ?? this.#drive(entry);
  }

  /**
   * A 200 said the order is persisted but its body was unreadable: read the record through
   * /orderstatus (a few tries in this run; the background resume goes on). Nothing is resent.
   */
  async #readDetails(entry: OutboxEntry): Promise<SubmitOutcome> {
    for (let tries = 1; ; tries += 1) {
      const check = await this.#reconcile(entry);
      if (check.kind === 'found') return this.#record.accept(entry, check.record);
      if (tries >= this.#options.maxAttempts) break;
      await this.#backoff(tries);
    }
    // Still unread: the customer is told to wait; the record follows from the resume.
    return { kind: 'held', reason: 'unknown' };
  }

  /**
   * A retired id whose earlier attempt was in doubt: one /orderstatus check per run. Found: the
   * order is accepted after all (tracked, everyone told). Not found once the watch is over: the
   * id is settled for good and the chat's waiting confirmation may go.
   */
  async #watch(entry: OutboxEntry): Promise<SubmitOutcome> {
    const check = await this.#reconcile(entry);
    if (check.kind === 'found') return this.#record.accept(entry, check.record);
    const until = entry.watchUntil ?? 0;
    if (check.kind === 'absent' && this.#clock.now() >= until) await this.#record.endWatch(entry);
    return { kind: 'requote' };
  }

  /** A confirmation waiting for the chat's watched id: superseded, released, or still waiting. */
  async #afterWait(entry: OutboxEntry): Promise<SubmitOutcome> {
    const blockerId = entry.waitingFor ?? '';
    // The same resume may be checking the blocker right now: use its answer.
    await this.#running.get(blockerId)?.catch(() => undefined);
    const blocker = await this.#store.get(blockerId);
    if (blocker?.state === 'accepted' && blocker.record) {
      return this.#record.supersede(entry, blocker.record);
    }
    if (blocker?.state === 'requote' && blocker.watchUntil !== undefined) {
      return { kind: 'held', reason: 'waiting' };
    }
    // The earlier id is settled without an order (or gone): this confirmation is sent now.
    const released = await this.#record.update(entry, {
      state: 'pending',
      heldReason: undefined,
      waitingFor: undefined,
    });
    return this.#drive(released);
  }

  // One run: reconcile if an earlier attempt may have landed, then bounded identical resends.
  async #drive(start: OutboxEntry): Promise<SubmitOutcome> {
    let entry = start;
    if (entry.state === 'sending') {
      // A process stopped mid-attempt: that attempt may still land, like a timeout.
      entry = await this.#record.update(entry, {
        doubtUntil: Math.max(entry.doubtUntil ?? 0, entry.updatedAt + this.#options.doubtWindowMs),
      });
    }
    const resumed = entry.attempts > 0;
    if (resumed) {
      const settled = await this.#settleBy(entry, await this.#reconcile(entry));
      if (settled) return settled;
    }
    const run: Run = {
      counted: 0,
      conflicts: 0,
      limited: 0,
      onlyUnavailable: true,
      retryAfterMs: 0,
      limit: resumed ? this.#options.resumeAttempts : this.#options.maxAttempts,
    };
    for (;;) {
      // A confirmation's first run is bounded by its own counts and the doubt window; the total
      // bound is for the held entry's later runs.
      const bound = resumed ? this.#boundReached(entry) : null;
      if (bound) return this.#giveUp(entry, bound);
      if (run.counted >= run.limit || run.limited > this.#options.maxRateLimited) {
        return this.#hold(entry, run);
      }
      // Another instance sharing the store may have finished it meanwhile (a final entry is
      // never sent again, even one whose details are still being read).
      const latest = await this.#store.get(entry.externalOrderId);
      if (latest && isFinalEntry(latest)) {
        return outcomeOf(latest) ?? { kind: 'held', reason: 'unknown' };
      }
      const startedAt = this.#clock.now();
      entry = await this.#record.update(entry, { state: 'sending', attempts: entry.attempts + 1 });
      const result = await this.#attempt(entry);
      // 429s are refused before processing; 409s are bounded by the conflict rules below.
      if (result.kind !== 'rate_limited' && result.kind !== 'conflict') run.counted += 1;
      if (result.kind === 'ambiguous') {
        // This attempt may still land: the id stays open until the doubt window has passed.
        entry = await this.#record.update(entry, {
          doubtUntil: Math.max(entry.doubtUntil ?? 0, startedAt + this.#options.doubtWindowMs),
        });
      }
      const next = await this.#afterAttempt(entry, result, run);
      if (next.outcome) return next.outcome;
      entry = next.entry;
    }
  }

  /** Why a held entry's schedule is over, if it is: its quote expired or its attempts ran out. */
  #boundReached(entry: OutboxEntry): 'quote_expired' | 'retries_exhausted' | null {
    // Sending an expired quote only earns a 409 (spec "/orders request rules"): the customer
    // confirms a fresh price instead.
    if (entry.attempts > 0 && entry.quoteValidUntil !== undefined) {
      if (this.#clock.now() >= entry.quoteValidUntil) return 'quote_expired';
    }
    if (entry.attempts >= this.#options.maxTotalAttempts) return 'retries_exhausted';
    return null;
  }

  // The schedule is over. An attempt whose fate is unknown may still land: the id is watched.
  async #giveUp(
    entry: OutboxEntry,
    reason: 'quote_expired' | 'retries_exhausted' | 'unexpected_answer',
  ): Promise<SubmitOutcome> {
    const now = this.#clock.now();
    const watchUntil = (entry.doubtUntil ?? 0) > now ? now + this.#options.watchMs : undefined;
    return this.#record.giveUp(entry, reason, watchUntil);
  }

  // Held until the next step of the entry's retry schedule (issue 20): exponential, jittered,
  // never sooner than the partner's Retry-After.
  #hold(entry: OutboxEntry, run: Run): Promise<SubmitOutcome> {
    const holds = (entry.holds ?? 0) + 1;
    const base = Math.min(
      this.#options.retryCapMs,
      this.#options.retryBaseMs * 2 ** Math.min(holds - 1, 30),
    );
    const jitter = Math.floor(base * 0.2 * unitRandom(this.#options.random));
    const waitMs = Math.max(base + jitter, run.retryAfterMs);
    return this.#record.hold(
      entry,
      run.onlyUnavailable ? 'ordering_disabled' : 'repeated_failures',
      {
        holds,
        nextAttemptAt: this.#clock.now() + waitMs,
      },
    );
  }

  // A held entry's later sends and checks go below customers' quotes and orders.
  #late(entry: OutboxEntry): boolean {
    return this.#clock.now() - entry.createdAt >= this.#options.heldPriorityAfterMs;
  }

  async #afterAttempt(
    entry: OutboxEntry,
    result: AttemptResult,
    run: Run,
  ): Promise<{ entry: OutboxEntry; outcome?: SubmitOutcome }> {
    switch (result.kind) {
      case 'failed': {
        // The order may exist only if an earlier attempt is still in doubt: ask first.
        const settled = await this.#settleBy(entry, await this.#reconcile(entry));
        if (settled) return { entry, outcome: settled };
        if ((entry.doubtUntil ?? 0) > this.#clock.now()) {
          return { entry, outcome: await this.#giveUp(entry, 'unexpected_answer') };
        }
        return { entry, outcome: await this.#record.fail(entry, result.errorKind) };
      }
      case 'accepted':
        return { entry, outcome: await this.#record.accept(entry, result.record) };
      case 'rejected':
        return { entry, outcome: await this.#record.reject(entry, result.message) };
      case 'blocked':
        return { entry, outcome: await this.#record.hold(entry, 'unauthorized') };
      case 'persisted':
        return { entry, outcome: await this.#readDetails(await this.#record.acceptUnread(entry)) };
      case 'rate_limited':
        // Refused before processing; the client paused the shared budget, whose acquire waits.
        run.limited += 1;
        return { entry };
      case 'conflict': {
        // Spec "Errors" 409: reconcile via /orderstatus; a busy duplicate or an earlier attempt
        // may have created the order with this id.
        const check = await this.#reconcile(entry);
        const settled = await this.#settleBy(entry, check);
        if (settled) return { entry, outcome: settled };
        if (check.kind === 'absent') return this.#afterAbsentConflict(entry, run);
        run.counted += 1;
        run.onlyUnavailable = false;
        await this.#backoff(run.counted);
        return { entry };
      }
      case 'ambiguous': {
        if (!result.unavailable) run.onlyUnavailable = false;
        run.retryAfterMs = Math.max(run.retryAfterMs, result.retryAfterMs ?? 0);
        const updated = await this.#record.update(entry, { lastError: result.errorKind });
        // Rule 8: ask /orderstatus; a 404 does not prove failure, so the identical body follows.
        const settled = await this.#settleBy(updated, await this.#reconcile(updated));
        if (settled) return { entry: updated, outcome: settled };
        // A Retry-After longer than the run's own backoff ends the run: the customer is told the
        // order is kept at once, and the hold's schedule waits it out.
        if ((result.retryAfterMs ?? 0) > this.#options.backoffCapMs) run.limit = run.counted;
        // The last send of the run is followed by the hold, which honours Retry-After itself.
        if (run.counted < run.limit) {
          const waitMs = Math.max(this.#backoffMs(run.counted), result.retryAfterMs ?? 0);
          await sleep(this.#clock, waitMs, this.#controller.signal);
        }
        return { entry: updated };
      }
    }
  }

  /**
   * A 409 and /orderstatus 404: either the quote is stale (a fresh one is needed) or a request
   * with this id is still being processed (busy). While an earlier attempt may still land (the
   * doubt window), busy is assumed: wait with backoff and resend the identical body; the id is
   * retired only after the window, and then still watched. With no doubt, a short grace covers
   * another instance sending the same entry.
   */
  async #afterAbsentConflict(
    entry: OutboxEntry,
    run: { conflicts: number },
  ): Promise<{ entry: OutboxEntry; outcome?: SubmitOutcome }> {
    const now = this.#clock.now();
    const doubtLeft = (entry.doubtUntil ?? 0) - now;
    if (doubtLeft <= 0 && run.conflicts >= this.#options.conflictResends) {
      const watchUntil = entry.doubtUntil === undefined ? undefined : now + this.#options.watchMs;
      return { entry, outcome: await this.#record.closeRequote(entry, watchUntil) };
    }
    run.conflicts += 1;
    const waitMs =
      doubtLeft > 0
        ? Math.min(doubtLeft, this.#backoffMs(run.conflicts))
        : this.#options.conflictDelayMs;
    await sleep(this.#clock, waitMs, this.#controller.signal);
    return { entry };
  }

  async #attempt(entry: OutboxEntry): Promise<AttemptResult> {
    try {
      const record = await this.#client.submitOrder(entry.request, {
        signal: this.#controller.signal,
        priority: this.#late(entry) ? 'held-order' : 'order',
      });
      return { kind: 'accepted', record };
    } catch (error) {
      const result = classifySubmitError(error);
      this.#logger.warn(
        { externalOrderId: entry.externalOrderId, attempt: entry.attempts, result: result.kind },
        'order submission attempt failed',
      );
      return result;
    }
  }

  async #reconcile(entry: OutboxEntry): Promise<ReconcileResult> {
    try {
      const record = await this.#client.orderStatus(entry.externalOrderId, {
        priority: this.#late(entry) ? 'held-order' : 'order-check',
        signal: this.#controller.signal,
      });
      if (record.external_order_id !== entry.externalOrderId) {
        return { kind: 'unknown', errorKind: 'invalid_response' };
      }
      return { kind: 'found', record };
    } catch (error) {
      return classifyStatusError(error);
    }
  }

  async #settleBy(entry: OutboxEntry, check: ReconcileResult): Promise<SubmitOutcome | undefined> {
    if (check.kind === 'found') return this.#record.accept(entry, check.record);
    if (check.kind === 'blocked') return this.#record.hold(entry, 'unauthorized');
    return undefined;
  }

  #backoffMs(attempt: number): number {
    return backoffDelay(Math.max(1, attempt), {
      baseMs: this.#options.backoffBaseMs,
      capMs: this.#options.backoffCapMs,
      random: this.#options.random,
    });
  }

  #backoff(attempt: number): Promise<void> {
    return sleep(this.#clock, this.#backoffMs(attempt), this.#controller.signal);
  }
}
