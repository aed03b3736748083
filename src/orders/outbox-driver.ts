import type { Logger } from 'pino';
import { type Clock, sleep } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { PartnerClient } from '../partner/client.ts';
import { backoffDelay } from '../partner/retry-policy.ts';
import type { ChatOrderList } from './chat-orders.ts';
import { isFinalEntry, type OutboxEntry, outcomeOf } from './outbox-entry.ts';
import type { OutboxRecorder } from './outbox-recorder.ts';
import {
  type AttemptResult,
  classifyStatusError,
  classifySubmitError,
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

/** The outbox's numbers, with their defaults applied (see `OrderOutboxOptions`). */
export interface OutboxSettings {
  random: () => number;
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

/** What one run of an entry works with. */
export interface OutboxDriverOptions {
  client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;
  clock: Clock;
  logger: Logger;
  record: OutboxRecorder;
  /** The chats' open orders: a waiting confirmation is released or superseded from the store. */
  chats: ChatOrderList;
  settings: OutboxSettings;
  /** Aborted when the outbox closes: every request and wait of a run stops. */
  signal: AbortSignal;
  /** The run of another entry in progress in this process, if any. */
  runningOf: (externalOrderId: string) => Promise<unknown> | undefined;
}

// An injected random that strays outside [0, 1) must not produce negative or oversized waits.
function unitRandom(random: () => number): number {
  const drawn = random();
  return Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 0.999) : 0;
}

/**
 * Drives one stored entry to an outcome against the Partner API, by the spec's "/orders request
 * rules": bounded identical resends, a doubtful attempt reconciled through /orderstatus before
 * anything else, 409s read by the doubt window, a held entry's retry schedule and its total
 * bound. Every decision is written (and announced) through the `OutboxRecorder`.
 */
export class OutboxDriver {
  readonly #client: OutboxDriverOptions['client'];
  readonly #chats: ChatOrderList;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #record: OutboxRecorder;
  readonly #settings: OutboxSettings;
  readonly #signal: AbortSignal;
  readonly #runningOf: OutboxDriverOptions['runningOf'];

  constructor(options: OutboxDriverOptions) {
    this.#client = options.client;
    this.#chats = options.chats;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#record = options.record;
    this.#settings = options.settings;
    this.#signal = options.signal;
    this.#runningOf = options.runningOf;
  }

  /**
   * A 200 said the order is persisted but its body was unreadable: read the record through
   * /orderstatus (a few tries in this run; the background resume goes on). Nothing is resent.
   */
  async readDetails(entry: OutboxEntry): Promise<SubmitOutcome> {
    for (let tries = 1; ; tries += 1) {
      const check = await this.#reconcile(entry);
      if (check.kind === 'found') return this.#record.accept(entry, check.record);
      if (tries >= this.#settings.maxAttempts) break;
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
  async watch(entry: OutboxEntry): Promise<SubmitOutcome> {
    const check = await this.#reconcile(entry);
    if (check.kind === 'found') return this.#record.accept(entry, check.record);
    const until = entry.watchUntil ?? 0;
    if (check.kind === 'absent' && this.#clock.now() >= until) await this.#record.endWatch(entry);
    return { kind: 'requote' };
  }

  /**
   * A confirmation waiting for an earlier id of the chat, decided again from the store:
   * superseded (the id it waited for, or one it re-confirms, turned up), still waiting (some
   * earlier id may still land), or released and sent.
   */
  async afterWait(entry: OutboxEntry): Promise<SubmitOutcome> {
    const blockerId = entry.waitingFor ?? '';
    // The same resume may be checking the blocker right now: its answer is read after it.
    await this.#runningOf(blockerId)?.catch(() => undefined);
    if (entry.chatId !== null) {
      // The id it waited for stands for the same intent, like those it re-confirms.
      const follows = [...(entry.follows ?? []), blockerId];
      const now = this.#clock.now();
      const decision = await this.#chats.decide(entry.chatId, entry.externalOrderId, follows, now);
      if (decision.kind === 'superseded' && decision.by.record !== undefined) {
        return this.#record.supersede(entry, decision.by.record);
      }
      if (decision.kind === 'wait') {
        if (decision.blocker === blockerId) return { kind: 'held', reason: 'waiting' };
        return this.#record.holdWaiting(entry, decision.blocker);
      }
    }
    // Every earlier id is settled without an order: this confirmation is sent now.
    const released = await this.#record.update(entry, {
      state: 'pending',
      heldReason: undefined,
      waitingFor: undefined,
    });
    return this.drive(released);
  }

  // One run: reconcile if an earlier attempt may have landed, then bounded identical resends.
  async drive(start: OutboxEntry): Promise<SubmitOutcome> {
    let entry = start;
    if (entry.state === 'sending') {
      // A process stopped mid-attempt: that attempt may still land, like a timeout.
      entry = await this.#record.update(entry, {
        doubtUntil: Math.max(entry.doubtUntil ?? 0, entry.updatedAt + this.#settings.doubtWindowMs),
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
      limit: resumed ? this.#settings.resumeAttempts : this.#settings.maxAttempts,
    };
    for (;;) {
      // A confirmation's first run is bounded by its own counts and the doubt window; the total
      // bound is for the held entry's later runs.
      const bound = resumed ? this.#boundReached(entry) : null;
      if (bound) return this.#giveUp(entry, bound);
      if (run.counted >= run.limit || run.limited > this.#settings.maxRateLimited) {
        return this.#hold(entry, run);
      }
      // Another instance sharing the store may have finished it meanwhile (a final entry is
      // never sent again, even one whose details are still being read). Read through the
      // ordered path; the next write is a compare-and-set on what was read here.
      const latest = await this.#record.load(entry.externalOrderId);
      if (latest && isFinalEntry(latest)) {
        return outcomeOf(latest) ?? { kind: 'held', reason: 'unknown' };
      }
      if (latest) entry = latest;
      // Nothing sent yet and the quote already expired: sending it could only earn a 409, so
      // the customer confirms a fresh price; nothing is in doubt.
      if (entry.attempts === 0 && this.#expired(entry)) {
        return this.#record.closeRequote(entry);
      }
      const startedAt = this.#clock.now();
      entry = await this.#record.update(entry, { state: 'sending', attempts: entry.attempts + 1 });
      const result = await this.#attempt(entry);
      // 429s are refused before processing; 409s are bounded by the conflict rules below.
      if (result.kind !== 'rate_limited' && result.kind !== 'conflict') run.counted += 1;
      if (result.kind === 'ambiguous') {
        // This attempt may still land: the id stays open until the doubt window has passed.
        entry = await this.#record.update(entry, {
          doubtUntil: Math.max(entry.doubtUntil ?? 0, startedAt + this.#settings.doubtWindowMs),
        });
      }
      const next = await this.#afterAttempt(entry, result, run);
      if (next.outcome) return next.outcome;
      entry = next.entry;
    }
  }

  #expired(entry: OutboxEntry): boolean {
    return entry.quoteValidUntil !== undefined && this.#clock.now() >= entry.quoteValidUntil;
  }

  /** Why a held entry's schedule is over, if it is: its quote expired or its attempts ran out. */
  #boundReached(entry: OutboxEntry): 'quote_expired' | 'retries_exhausted' | null {
    // Sending an expired quote only earns a 409 (spec "/orders request rules"): the customer
    // confirms a fresh price instead.
    if (entry.attempts > 0 && this.#expired(entry)) return 'quote_expired';
    if (entry.attempts >= this.#settings.maxTotalAttempts) return 'retries_exhausted';
    return null;
  }

  // The schedule is over. An attempt whose fate is unknown may still land: the id is watched.
  async #giveUp(
    entry: OutboxEntry,
    reason: 'quote_expired' | 'retries_exhausted' | 'unexpected_answer',
  ): Promise<SubmitOutcome> {
    const now = this.#clock.now();
    const watchUntil = (entry.doubtUntil ?? 0) > now ? now + this.#settings.watchMs : undefined;
    return this.#record.giveUp(entry, reason, watchUntil);
  }

  // Held until the next step of the entry's retry schedule (issue 20): exponential, jittered,
  // never sooner than the partner's Retry-After.
  #hold(entry: OutboxEntry, run: Run): Promise<SubmitOutcome> {
    const holds = (entry.holds ?? 0) + 1;
    const base = Math.min(
      this.#settings.retryCapMs,
      this.#settings.retryBaseMs * 2 ** Math.min(holds - 1, 30),
    );
    const jitter = Math.floor(base * 0.2 * unitRandom(this.#settings.random));
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
    return this.#clock.now() - entry.createdAt >= this.#settings.heldPriorityAfterMs;
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
        return { entry, outcome: await this.readDetails(await this.#record.acceptUnread(entry)) };
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
        if ((result.retryAfterMs ?? 0) > this.#settings.backoffCapMs) run.limit = run.counted;
        // The last send of the run is followed by the hold, which honours Retry-After itself.
        if (run.counted < run.limit) {
          const waitMs = Math.max(this.#backoffMs(run.counted), result.retryAfterMs ?? 0);
          await sleep(this.#clock, waitMs, this.#signal);
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
    if (doubtLeft <= 0 && run.conflicts >= this.#settings.conflictResends) {
      const watchUntil = entry.doubtUntil === undefined ? undefined : now + this.#settings.watchMs;
      return { entry, outcome: await this.#record.closeRequote(entry, watchUntil) };
    }
    run.conflicts += 1;
    const waitMs =
      doubtLeft > 0
        ? Math.min(doubtLeft, this.#backoffMs(run.conflicts))
        : this.#settings.conflictDelayMs;
    await sleep(this.#clock, waitMs, this.#signal);
    return { entry };
  }

  async #attempt(entry: OutboxEntry): Promise<AttemptResult> {
    try {
      const record = await this.#client.submitOrder(entry.request, {
        signal: this.#signal,
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
        signal: this.#signal,
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
      baseMs: this.#settings.backoffBaseMs,
      capMs: this.#settings.backoffCapMs,
      random: this.#settings.random,
    });
  }

  #backoff(attempt: number): Promise<void> {
    return sleep(this.#clock, this.#backoffMs(attempt), this.#signal);
  }
}
