import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { KeyValue } from '../store/index.ts';
import {
  isFinalEntry,
  needsFollowUp,
  type OutboxAlert,
  type OutboxAlertKind,
  type OutboxBacklog,
  type OutboxEntry,
} from './outbox-entry.ts';

/** Events of the outbox; the Telegram layer tells the customer and the staff chat. */
export interface OutboxEvents {
  /** The restaurant has the order (first answer, replay or reconciliation). */
  accepted: [{ entry: OutboxEntry; record: OrderRecord }];
  /**
   * Every run's outcome (accepted, held, requote, rejected; a superseded entry's is the earlier
   * order's acceptance): the one way an outcome reaches the chat (`chat/order-events.ts`).
   */
  settled: [{ entry: OutboxEntry; outcome: SubmitOutcome }];
  /** An order is held and an operator should look (raised once per hold reason). */
  alert: [OutboxAlert];
}

/**
 * Writes the outbox's decisions: every state change is durable (the store's `set` resolved)
 * before it is announced by an event or returned to the customer, so an event never describes
 * something a restart could forget. Also keeps the in-memory index behind `backlog()`.
 */
export class OutboxRecorder {
  readonly #store: KeyValue<OutboxEntry>;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #events: EventEmitter<OutboxEvents>;
  readonly #unfinished = new Map<string, { createdAt: number; held: boolean }>();
  // Retired ids still watched, by chat: that chat's next confirmation waits for them.
  readonly #watched = new Map<string, number>();
  readonly #retentionMs: number | undefined;

  constructor(
    store: KeyValue<OutboxEntry>,
    clock: Clock,
    logger: Logger,
    events: EventEmitter<OutboxEvents>,
    retentionMs?: number,
  ) {
    this.#retentionMs = retentionMs;
    this.#store = store;
    this.#clock = clock;
    this.#logger = logger;
    this.#events = events;
  }

  /** Counts of unfinished entries seen by this process. */
  backlog(): OutboxBacklog {
    let oldest: number | null = null;
    let held = 0;
    for (const { createdAt, held: isHeld } of this.#unfinished.values()) {
      if (isHeld) held += 1;
      oldest = oldest === null ? createdAt : Math.min(oldest, createdAt);
    }
    return {
      unfinished: this.#unfinished.size,
      held,
      oldestAgeMs: oldest === null ? null : this.#clock.now() - oldest,
    };
  }

  /**
   * Stores the order number and record, then emits `accepted` and `settled`. An entry that had
   * been retired for a fresh quote (found by the watch) is marked `acceptedLate` and the
   * operator is alerted: the customer may have been asked to confirm again.
   */
  async accept(entry: OutboxEntry, record: OrderRecord): Promise<SubmitOutcome> {
    const late = entry.state === 'requote';
    const saved = await this.update(entry, {
      state: 'accepted',
      orderNumber: record.order_number,
      record,
      heldReason: undefined,
      watchUntil: undefined,
      ...(late ? { acceptedLate: true } : {}),
    });
    this.#logger.info(
      {
        externalOrderId: entry.externalOrderId,
        orderNumber: record.order_number,
        attempts: saved.attempts,
        replayed: record.replayed ?? false,
        late,
      },
      late ? 'order turned up after it was given up' : 'order accepted',
    );
    if (late) this.#alert(saved, 'accepted_late');
    this.#emit('accepted', { entry: saved, record });
    return this.#settled(saved, { kind: 'accepted', record });
  }

  /**
   * A 200 from /orders whose body we cannot read: the spec says a 200 means persisted, so the
   * entry is final (never sent again) while its details are still to be read through
   * /orderstatus. The operator is alerted once, here, since this state is entered only once.
   */
  async acceptUnread(entry: OutboxEntry): Promise<OutboxEntry> {
    const saved = await this.update(entry, { state: 'accepted', heldReason: undefined });
    this.#logger.warn(
      { externalOrderId: entry.externalOrderId, attempts: saved.attempts },
      'order persisted but the answer was unreadable; reading it through /orderstatus',
    );
    this.#alert(saved, 'unreadable_response');
    return saved;
  }

  /**
   * A later confirmation of the chat waits for an earlier id that is still watched: stored as
   * held (nothing sent), no alert; the outbox sends it or supersedes it once that id is settled.
   */
  async holdWaiting(entry: OutboxEntry, blocker: string): Promise<SubmitOutcome> {
    const saved = await this.save({
      ...entry,
      state: 'held',
      heldReason: 'waiting',
      waitingFor: blocker,
      updatedAt: this.#clock.now(),
    });
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, waitingFor: blocker },
      'order waits for an earlier order of the chat',
    );
    return this.#settled(saved, { kind: 'held', reason: 'waiting' });
  }

  /** The earlier order turned up: this confirmation is never sent and stands for that order. */
  async supersede(entry: OutboxEntry, record: OrderRecord): Promise<SubmitOutcome> {
    const saved = await this.update(entry, {
      state: 'superseded',
      record,
      orderNumber: record.order_number,
      heldReason: undefined,
    });
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, waitingFor: entry.waitingFor },
      'order not sent: the earlier order of the chat turned up',
    );
    return this.#settled(saved, { kind: 'accepted', record });
  }

  /** A 422 (or a body refused as invalid): final, with the restaurant's message. */
  async reject(entry: OutboxEntry, message: string | undefined): Promise<SubmitOutcome> {
    const saved = await this.update(entry, { state: 'rejected', rejection: message });
    this.#logger.info(
      { externalOrderId: entry.externalOrderId },
      'order rejected by the restaurant',
    );
    return this.#settled(saved, { kind: 'rejected', message });
  }

  /**
   * A 409 with no order behind it: final; the id is never sent again. `watchUntil` is set when
   * an earlier attempt's fate was unknown: /orderstatus is still checked until then.
   */
  async closeRequote(entry: OutboxEntry, watchUntil?: number): Promise<SubmitOutcome> {
    // The id is retired: the conversation asks for a fresh quote and a new confirmation.
    const saved = await this.update(entry, { state: 'requote', watchUntil });
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, watched: watchUntil !== undefined },
      'order needs a fresh quote',
    );
    return this.#settled(saved, { kind: 'requote' });
  }

  /** The watch of a retired id ended without finding the order: it is settled for good. */
  endWatch(entry: OutboxEntry): Promise<OutboxEntry> {
    this.#logger.info(
      { externalOrderId: entry.externalOrderId },
      'retired order id no longer watched',
    );
    return this.update(entry, { watchUntil: undefined });
  }

  /** The chat's retired id still watched, if any: its next confirmation waits for it. */
  watchedOf(chatId: number | null): string | undefined {
    if (chatId === null) return undefined;
    for (const [id, chat] of this.#watched) if (chat === chatId) return id;
    return undefined;
  }

  /**
   * A held order's retry schedule is over (its quote expired, or its attempts ran out): final,
   * like a 409 with no order (the customer is asked to confirm a fresh price), and the operator
   * is told once. `watchUntil` when an attempt's fate is still unknown (see `closeRequote`).
   */
  async giveUp(
    entry: OutboxEntry,
    reason: 'quote_expired' | 'retries_exhausted' | 'unexpected_answer',
    watchUntil?: number,
  ): Promise<SubmitOutcome> {
    const saved = await this.update(entry, {
      state: 'requote',
      watchUntil,
      heldReason: undefined,
      nextAttemptAt: undefined,
      gaveUp: reason === 'unexpected_answer' ? 'retries_exhausted' : reason,
      alert: reason,
    });
    this.#logger.warn(
      { externalOrderId: entry.externalOrderId, reason, attempts: saved.attempts },
      'held order given up; the customer is asked to confirm a fresh price',
    );
    this.#alert(saved, reason);
    return this.#settled(saved, { kind: 'requote' });
  }

  /**
   * /orders answered a status the spec gives it no meaning for (400, 404, 3xx): final, the
   * operator is told; no order exists (nothing was in doubt), so the customer is told plainly.
   */
  async fail(entry: OutboxEntry, errorKind: string): Promise<SubmitOutcome> {
    const saved = await this.update(entry, {
      state: 'rejected',
      rejection: undefined,
      lastError: errorKind,
      alert: 'unexpected_answer',
    });
    this.#logger.error(
      { externalOrderId: entry.externalOrderId, errorKind, attempts: saved.attempts },
      'order refused with an answer the spec does not define; not resent',
    );
    this.#alert(saved, 'unexpected_answer');
    return this.#settled(saved, { kind: 'rejected', message: undefined });
  }

  /**
   * Keeps the entry for a later resume (not before `schedule.nextAttemptAt`) or an operator;
   * alerts once per reason.
   */
  async hold(
    entry: OutboxEntry,
    alert: OutboxAlertKind,
    schedule: { nextAttemptAt?: number; holds?: number } = {},
  ): Promise<SubmitOutcome> {
    const reason = alert === 'repeated_failures' ? 'unknown' : 'unavailable';
    // `alert` survives the resends of a resumed run, so a resume does not alert again.
    const repeated = entry.alert === alert;
    const saved = await this.update(entry, {
      state: 'held',
      heldReason: reason,
      alert,
      ...schedule,
    });
    this.#logger.warn(
      { externalOrderId: entry.externalOrderId, alert, attempts: saved.attempts },
      'order held',
    );
    // One alert per hold reason, not one per background resume.
    if (!repeated) this.#alert(saved, alert);
    return this.#settled(saved, { kind: 'held', reason });
  }

  #alert(entry: OutboxEntry, kind: OutboxAlertKind): void {
    this.#emit('alert', {
      kind,
      externalOrderId: entry.externalOrderId,
      chatId: entry.chatId,
      attempts: entry.attempts,
      orderNumber: entry.orderNumber,
    });
  }

  /** Announces an outcome the entry already stands for (a chat asking again hears it). */
  announce(entry: OutboxEntry, outcome: SubmitOutcome): void {
    this.#settled(entry, outcome);
  }

  #settled(entry: OutboxEntry, outcome: SubmitOutcome): SubmitOutcome {
    this.#emit('settled', { entry, outcome });
    return outcome;
  }

  /** Persists a changed copy (the body is never part of a patch). */
  update(
    entry: OutboxEntry,
    patch: Partial<Omit<OutboxEntry, 'externalOrderId' | 'request' | 'createdAt'>>,
  ): Promise<OutboxEntry> {
    return this.save({ ...entry, ...patch, updatedAt: this.#clock.now() });
  }

  /**
   * Persists the entry; resolves once durable. A finished entry is written with the retention
   * period as its time to live: the store drops it (body, phone and address) once that passed.
   */
  async save(entry: OutboxEntry): Promise<OutboxEntry> {
    const ttl = isFinalEntry(entry) ? this.#retentionMs : undefined;
    await this.#store.set(entry.externalOrderId, entry, ttl);
    this.index(entry);
    return entry;
  }

  /** Notes an entry in the backlog and watch indexes (also for entries read at resume). */
  index(entry: OutboxEntry): void {
    const id = entry.externalOrderId;
    if (entry.state === 'requote' && entry.watchUntil !== undefined && entry.chatId !== null) {
      this.#watched.set(id, entry.chatId);
    } else this.#watched.delete(id);
    // A watched retired id is not a backlog item: nothing will be sent for it.
    if (!needsFollowUp(entry) || entry.state === 'requote') this.#unfinished.delete(id);
    else {
      this.#unfinished.set(id, {
        createdAt: entry.createdAt,
        held: entry.state === 'held',
      });
    }
  }

  // A listener's failure must never break a submission whose outcome is already stored.
  #emit<K extends keyof OutboxEvents>(name: K, ...args: OutboxEvents[K]): void {
    try {
      (this.#events.emit as (event: K, ...payload: OutboxEvents[K]) => boolean)(name, ...args);
    } catch (error) {
      this.#logger.error({ err: error, event: name }, 'outbox listener failed');
    }
  }
}
