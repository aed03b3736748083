import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { PendingOrder, SubmitOutcome } from '../conversation/types.ts';
import type { VersionedKeyValue } from '../store/index.ts';
import { ChatOrderList } from './chat-orders.ts';
import { OutboxDriver, type OutboxSettings } from './outbox-driver.ts';
import {
  ClaimLostError,
  isFinalEntry,
  needsFollowUp,
  newEntry,
  type OutboxBacklog,
  type OutboxEntry,
  outcomeOf,
  StaleEntryError,
} from './outbox-entry.ts';
import type { OrderOutboxOptions } from './outbox-options.ts';
import { type OutboxEvents, OutboxRecorder } from './outbox-recorder.ts';
import { ResumeTimer } from './resume-timer.ts';

export type { EntryClaim, OrderOutboxOptions } from './outbox-options.ts';
export type { OutboxEvents } from './outbox-recorder.ts';

// A run whose compare-and-set was lost re-reads the entry and decides again, this many times.
const MAX_REDECIDE = 5;

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
  readonly #store: VersionedKeyValue<OutboxEntry>;
  readonly #chats: ChatOrderList;
  /** The claims of this process's runs, by id: the recorder's fence. */
  readonly #claims = new Map<string, () => boolean>();
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
  readonly #timer: ResumeTimer;
  /** The earliest `nextAttemptAt` of the held entries the last scan left waiting. */
  #earliestDue = Number.POSITIVE_INFINITY;
  /** The resume started by evidence that orders are accepted again, while it lasts. */
  #evidenceRun: Promise<unknown> | null = null;
  #started = false;

  constructor(options: OrderOutboxOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#retentionMs = options.retentionMs;
    this.#claim = options.claim;
    this.#paused = options.paused;
    this.#chats = new ChatOrderList(options.chats, options.store);
    this.#record = new OutboxRecorder({
      store: options.store,
      clock: options.clock,
      logger: options.logger,
      events: this.events,
      retentionMs: options.retentionMs,
      fenced: (id) => this.#claims.get(id)?.() ?? true,
    });
    this.#options = {
      maxAttempts: options.maxAttempts ?? 5,
      resumeAttempts: options.resumeAttempts ?? 1,
      maxTotalAttempts: options.maxTotalAttempts ?? 12,
      retryBaseMs: options.retryBaseMs ?? 60_000,
      retryCapMs: options.retryCapMs ?? 120_000,
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
      clock: options.clock,
      random: options.random,
      logger: options.logger,
      record: this.#record,
      settings: this.#options,
      signal: this.#controller.signal,
      chats: this.#chats,
      runningOf: (id) => this.#running.get(id),
    });
    const { resumeIntervalMs } = this.#options;
    this.#timer = new ResumeTimer(this.#clock, resumeIntervalMs, async (periodic) => {
      await this.resumeAll({ heldOnly: !periodic });
      return this.#earliestDue;
    });
    this.events.on('settled', ({ entry }) => {
      if (this.#enqueued.has(entry.externalOrderId))
        this.#enqueued.set(entry.externalOrderId, true);
      // A hold's next turn may come before the armed resume (a Retry-After, a short step).
      if (entry.state === 'held' && entry.nextAttemptAt !== undefined)
        this.#timer.arm(entry.nextAttemptAt);
    });
    // An /orders success is evidence the restaurant takes orders again: held ones go at once.
    this.events.on('accepted', () => this.resumeHeld('an order was accepted'));
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
   * `heldOnly`: just the held entries whose turn came (a resume armed for one of them).
   */
  async resumeAll(options: { now?: boolean; heldOnly?: boolean } = {}): Promise<ResumeResult[]> {
    if (this.#paused?.()) return [];
    const ids: string[] = [];
    const now = this.#clock.now();
    let earliest = Number.POSITIVE_INFINITY;
    for await (const [id, entry] of this.#store.entries()) {
      this.#record.index(entry);
      // A held entry waits for its turn in its retry schedule.
      const notDue =
        options.now !== true &&
        entry.state === 'held' &&
        entry.waitingFor === undefined &&
        (entry.nextAttemptAt ?? 0) > now;
      if (notDue) earliest = Math.min(earliest, entry.nextAttemptAt ?? earliest);
      const skipped = options.heldOnly === true && (entry.state !== 'held' || !!entry.waitingFor);
      if (needsFollowUp(entry) && !this.#running.has(id) && !notDue && !skipped) ids.push(id);
    }
    this.#earliestDue = earliest;
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

  /**
   * Evidence that the restaurant takes orders again (an /orders success, ordering switched back
   * on in /availability, access back after refused credentials): every held entry is resumed
   * at once, not at its turn (issue 34). One such resume at a time; the total bound still holds
   * (each resumed run sends once). Nothing before `start()`, nor when nothing is held.
   */
  resumeHeld(why: string): void {
    if (!this.#started || this.#evidenceRun !== null || this.#record.backlog().held === 0) return;
    this.#logger.info({ why }, 'orders are accepted again: resuming held orders now');
    this.#evidenceRun = this.resumeAll({ now: true })
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'outbox resume failed'))
      .finally(() => {
        this.#evidenceRun = null;
      });
  }

  /**
   * Resumes at once, then every resumeIntervalMs on the injected clock until `close()`, and
   * sooner when a held entry's turn (`nextAttemptAt`) comes first.
   */
  async start(): Promise<void> {
    // A start (often after an operator fixed something) tries every held order once now; the
    // total bound still holds.
    this.#started = true;
    await this.resumeAll({ now: true });
    this.#timer.start(this.#earliestDue);
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
    for await (const [id, listed] of this.#store.entries()) {
      // A listing may be older than a resolved write: the row is read again before it goes.
      const entry = isFinalEntry(listed) ? (await this.#store.read(id))?.value : listed;
      if (entry === undefined || !isFinalEntry(entry) || entry.updatedAt >= before) {
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
    this.#started = false;
    this.#timer.stop();
    this.#controller.abort(new Error('order outbox closed'));
    await Promise.allSettled([...this.#running.values()]);
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
    if (!this.#claim) return this.#redecide(id, order, stored);
    const claim = await this.#claim(id);
    if (claim.kind === 'busy') {
      // Another instance drives it; should that one have died before storing it, the stored
      // entry is what lets a resume find it. One that died after storing its outcome but before
      // telling it: the outcome is told from the store (a chat asking again hears it).
      return this.#leftToOther(id, order, stored);
    }
    if (claim.kind !== 'claimed') {
      await this.#keepUnsent(id, order, stored);
      this.#logger.warn({ externalOrderId: id }, 'order kept unsent: coordination unreachable');
      return { kind: 'held', reason: 'coordination' };
    }
    this.#claims.set(id, claim.held);
    try {
      return await this.#redecide(id, order, stored);
    } catch (error) {
      // The fence: nothing was written after the claim was lost; the entry resumes elsewhere.
      if (!(error instanceof ClaimLostError)) throw error;
      this.#logger.warn({ externalOrderId: id }, 'outbox run stopped: its claim was lost');
      this.#claims.delete(id);
      await this.#keepUnsent(id, order, stored);
      return null;
    } finally {
      this.#claims.delete(id);
      await claim.release();
    }
  }

  /**
   * Makes sure a confirmation this instance may not drive now is stored, unsent (`pending`,
   * listed for its chat first), so the background resume of whichever instance claims it next
   * decides it from the store and sends it. Creating a missing entry overwrites nothing.
   */
  async #keepUnsent(id: string, order: PendingOrder | undefined, stored: () => void) {
    if (order && (await this.#store.read(id)) === undefined) {
      // Listed first, like any entry: a later confirmation of the chat waits for it.
      if (order.chatId !== null) await this.#chats.open(order.chatId, id, this.#clock.now());
      await this.#record.create(newEntry(order, this.#clock.now())).catch((error: unknown) => {
        if (!(error instanceof StaleEntryError)) throw error;
      });
    }
    stored();
  }

  // An entry another writer drives: kept stored, its outcome told if already final, else null.
  async #leftToOther(id: string, order: PendingOrder | undefined, stored: () => void) {
    await this.#keepUnsent(id, order, stored);
    const entry = await this.#store.get(id);
    return (entry && isFinalEntry(entry) ? outcomeOf(entry) : undefined) ?? null;
  }

  // A lost compare-and-set re-reads and decides again; after MAX_REDECIDE lost in a row the entry
  // is left to the busy writer, as a busy claim is (never thrown at the customer's confirm).
  async #redecide(
    id: string,
    order: PendingOrder | undefined,
    stored: () => void,
  ): Promise<SubmitOutcome | null> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await this.#run(id, order, stored);
      } catch (error) {
        if (!(error instanceof StaleEntryError)) throw error;
        if (tries >= MAX_REDECIDE) {
          this.#logger.warn({ externalOrderId: id }, 'outbox entry busy elsewhere; left to it');
          return this.#leftToOther(id, order, stored);
        }
        this.#logger.info({ externalOrderId: id }, 'outbox entry changed elsewhere; again');
      }
    }
  }

  async #run(
    id: string,
    order: PendingOrder | undefined,
    stored: () => void,
  ): Promise<SubmitOutcome> {
    if (this.#controller.signal.aborted) throw this.#controller.signal.reason;
    const entry = await this.#record.load(id);
    if (entry) return this.#drive.run(entry, true, stored);
    if (!order) throw new Error(`no outbox entry ${id}`);
    // Rule 7: the id and the exact body are durable before the first attempt; an earlier order
    // of the chat that may still turn up is found in the store first (chat-orders.ts).
    return this.#drive.run(newEntry(order, this.#clock.now()), false, stored);
  }
}
