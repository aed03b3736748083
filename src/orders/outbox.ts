import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { type Clock, sleep } from '../clock.ts';
import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { PartnerClient } from '../partner/client.ts';
import { backoffDelay } from '../partner/retry-policy.ts';
import type { KeyValue } from '../store/index.ts';
import {
  isFinalEntry,
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

/** How the outbox is wired; the numbers default to production values. */
export interface OrderOutboxOptions {
  client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;
  store: KeyValue<OutboxEntry>;
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** /orders sends per run before the entry is held (429 refusals not counted). Default 5. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Identical resends after a 409 whose /orderstatus said 404 (a busy duplicate). Default 2. */
  conflictResends?: number;
  /** Wait before such a resend: longer than the partner's processing of one order. */
  conflictDelayMs?: number;
  /** 429 refusals tolerated in one run before the entry is held. Default 20. */
  maxRateLimited?: number;
  /** Period of the background resume of held and orphaned entries. Default 60 s. */
  resumeIntervalMs?: number;
  /**
   * How long a finished entry (accepted, requote, rejected) is kept, with the order body and
   * so the customer's phone and address: ORDER_RETENTION_DAYS. Default: kept for good.
   */
  retentionMs?: number | undefined;
}

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
  readonly #o: Required<
    Omit<OrderOutboxOptions, 'client' | 'store' | 'clock' | 'logger' | 'retentionMs'>
  >;
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
    this.#record = new OutboxRecorder(
      options.store,
      options.clock,
      options.logger,
      this.events,
      options.retentionMs,
    );
    this.#o = {
      random: options.random,
      maxAttempts: options.maxAttempts ?? 5,
      backoffBaseMs: options.backoffBaseMs ?? 1_000,
      backoffCapMs: options.backoffCapMs ?? 15_000,
      conflictResends: options.conflictResends ?? 2,
      conflictDelayMs: options.conflictDelayMs ?? 2_000,
      maxRateLimited: options.maxRateLimited ?? 20,
      resumeIntervalMs: options.resumeIntervalMs ?? 60_000,
    };
  }

  /**
   * `ConversationDeps.submit`: persists the entry (or continues the stored one with that id,
   * keeping its body) and drives it to an outcome. The caller's `signal` only stops the caller
   * waiting: the submission itself goes on, and its result reaches the store and the events.
   */
  submit(order: PendingOrder, signal?: AbortSignal): Promise<SubmitOutcome> {
    return detach(this.#runOnce(order.externalOrderId, order), signal);
  }

  /**
   * Resumes every unfinished entry (pending, sending, held) not already running: reconcile
   * first, then the identical resend. Called at start-up and periodically by `start()`.
   */
  async resumeAll(): Promise<ResumeResult[]> {
    const ids: string[] = [];
    for await (const [id, entry] of this.#store.entries()) {
      this.#record.index(entry);
      if (!isFinalEntry(entry) && !this.#running.has(id)) ids.push(id);
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
    await this.resumeAll();
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
    }, this.#o.resumeIntervalMs);
  }

  #runOnce(id: string, order: PendingOrder | undefined): Promise<SubmitOutcome> {
    const running = this.#running.get(id);
    if (running) return running; // a re-issued submission joins the one in flight
    const run = this.#run(id, order).finally(() => this.#running.delete(id));
    this.#running.set(id, run);
    return run;
  }

  async #run(id: string, order: PendingOrder | undefined): Promise<SubmitOutcome> {
    if (this.#controller.signal.aborted) throw this.#controller.signal.reason;
    let entry = await this.#store.get(id);
    if (!entry) {
      if (!order) throw new Error(`no outbox entry ${id}`);
      // Rule 7: the id and the exact body are durable before the first attempt.
      entry = await this.#record.save(newEntry(order, this.#clock.now()));
    }
    return outcomeOf(entry) ?? this.#drive(entry);
  }

  // One run: reconcile if an earlier attempt may have landed, then bounded identical resends.
  async #drive(start: OutboxEntry): Promise<SubmitOutcome> {
    let entry = start;
    if (entry.attempts > 0) {
      const settled = await this.#settleBy(entry, await this.#reconcile(entry));
      if (settled) return settled;
    }
    const run = { counted: 0, conflicts: 0, limited: 0, onlyUnavailable: true };
    for (;;) {
      if (run.counted >= this.#o.maxAttempts || run.limited > this.#o.maxRateLimited) {
        return this.#record.hold(
          entry,
          run.onlyUnavailable ? 'ordering_disabled' : 'repeated_failures',
        );
      }
      // Another instance sharing the store may have finished it meanwhile.
      const latest = await this.#store.get(entry.externalOrderId);
      const known = latest && outcomeOf(latest);
      if (known) return known;
      entry = await this.#record.update(entry, { state: 'sending', attempts: entry.attempts + 1 });
      const result = await this.#attempt(entry);
      if (result.kind !== 'rate_limited') run.counted += 1;
      const next = await this.#afterAttempt(entry, result, run);
      if (next.outcome) return next.outcome;
      entry = next.entry;
    }
  }

  async #afterAttempt(
    entry: OutboxEntry,
    result: AttemptResult,
    run: { counted: number; conflicts: number; limited: number; onlyUnavailable: boolean },
  ): Promise<{ entry: OutboxEntry; outcome?: SubmitOutcome }> {
    switch (result.kind) {
      case 'accepted':
        return { entry, outcome: await this.#record.accept(entry, result.record) };
      case 'rejected':
        return { entry, outcome: await this.#record.reject(entry, result.message) };
      case 'blocked':
        return { entry, outcome: await this.#record.hold(entry, 'unauthorized') };
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
        if (check.kind === 'absent') {
          if (run.conflicts >= this.#o.conflictResends) {
            return { entry, outcome: await this.#record.closeRequote(entry) };
          }
          run.conflicts += 1;
          await sleep(this.#clock, this.#o.conflictDelayMs, this.#controller.signal);
          return { entry };
        }
        run.onlyUnavailable = false;
        await this.#backoff(run.counted);
        return { entry };
      }
      case 'ambiguous': {
        if (!result.unavailable) run.onlyUnavailable = false;
        const updated = await this.#record.update(entry, { lastError: result.errorKind });
        // Rule 8: ask /orderstatus; a 404 does not prove failure, so the identical body follows.
        const settled = await this.#settleBy(updated, await this.#reconcile(updated));
        if (settled) return { entry: updated, outcome: settled };
        await this.#backoff(run.counted);
        return { entry: updated };
      }
    }
  }

  async #attempt(entry: OutboxEntry): Promise<AttemptResult> {
    try {
      const record = await this.#client.submitOrder(entry.request, {
        signal: this.#controller.signal,
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
        priority: 'order-check',
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

  #backoff(attempt: number): Promise<void> {
    const ms = backoffDelay(Math.max(1, attempt), {
      baseMs: this.#o.backoffBaseMs,
      capMs: this.#o.backoffCapMs,
      random: this.#o.random,
    });
    return sleep(this.#clock, ms, this.#controller.signal);
  }
}
