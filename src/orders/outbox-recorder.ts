import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { VersionedKeyValue } from '../store/index.ts';
import type { ChatOrderList } from './chat-orders.ts';
import {
  ClaimLostError,
  isFinalEntry,
  needsFollowUp,
  type OutboxAlert,
  type OutboxAlertKind,
  type OutboxBacklog,
  type OutboxEntry,
  StaleEntryError,
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

/** What the recorder writes through: the entries, the chats' open lists, the claims' fence. */
export interface RecorderOptions {
  store: VersionedKeyValue<OutboxEntry>;
  chats: ChatOrderList;
  clock: Clock;
  logger: Logger;
  events: EventEmitter<OutboxEvents>;
  retentionMs?: number | undefined;
  /** False once this process's claim on the entry is no longer confirmed: no write may follow. */
  fenced: (externalOrderId: string) => boolean;
}

/**
 * Writes the outbox's decisions: every state change is a compare-and-set on the version this
 * process read (issue 33), durable before it is announced by an event or returned to the
 * customer, so an event never describes something a restart could forget, and a write never
 * overwrites one it did not see. Also keeps the in-memory index behind `backlog()` (health
 * output only: no decision is taken from it).
 */
export class OutboxRecorder {
  readonly #store: VersionedKeyValue<OutboxEntry>;
  readonly #chats: ChatOrderList;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #events: EventEmitter<OutboxEvents>;
  readonly #unfinished = new Map<string, { createdAt: number; held: boolean }>();
  readonly #retentionMs: number | undefined;
  readonly #fenced: RecorderOptions['fenced'];
  // The stored version each entry object was read or written as (entries are never mutated).
  readonly #versions = new WeakMap<OutboxEntry, number>();

  constructor(options: RecorderOptions) {
    this.#retentionMs = options.retentionMs;
    this.#store = options.store;
    this.#chats = options.chats;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#events = options.events;
    this.#fenced = options.fenced;
  }

  /** The stored entry with its version, read through the ordered path (never a listing). */
  async load(externalOrderId: string): Promise<OutboxEntry | undefined> {
    const found = await this.#store.read(externalOrderId);
    if (found === undefined) return undefined;
    this.#versions.set(found.value, found.version);
    this.index(found.value);
    return found.value;
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
    const later = late ? await this.#chats.laterOf(entry) : undefined;
    const saved = await this.update(entry, {
      state: 'accepted',
      orderNumber: record.order_number,
      record,
      heldReason: undefined,
      watchUntil: undefined,
      ...(late ? { acceptedLate: true, laterConfirmation: later } : {}),
    });
    await this.#chats.close(entry.chatId, entry.externalOrderId);
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
    const waiting: OutboxEntry = {
      ...entry,
      state: 'held',
      heldReason: 'waiting',
      waitingFor: blocker,
      updatedAt: this.#clock.now(),
    };
    const saved = this.#versions.has(entry)
      ? await this.save(waiting, entry)
      : await this.create(waiting);
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, waitingFor: blocker },
      'order waits for an earlier order of the chat',
    );
    return this.#settled(saved, { kind: 'held', reason: 'waiting' });
  }

  /** The earlier order turned up: this confirmation is never sent and stands for that order. */
  async supersede(entry: OutboxEntry, record: OrderRecord): Promise<SubmitOutcome> {
    const superseded: OutboxEntry = {
      ...entry,
      state: 'superseded',
      record,
      orderNumber: record.order_number,
      heldReason: undefined,
      updatedAt: this.#clock.now(),
    };
    const saved = this.#versions.has(entry)
      ? await this.save(superseded, entry)
      : await this.create(superseded);
    await this.#chats.close(entry.chatId, entry.externalOrderId);
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, waitingFor: entry.waitingFor },
      'order not sent: the earlier order of the chat turned up',
    );
    return this.#settled(saved, { kind: 'accepted', record });
  }

  /** A 422 (or a body refused as invalid): final, with the restaurant's message. */
  async reject(entry: OutboxEntry, message: string | undefined): Promise<SubmitOutcome> {
    const saved = await this.update(entry, { state: 'rejected', rejection: message });
    await this.#chats.close(entry.chatId, entry.externalOrderId);
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
    if (watchUntil === undefined) await this.#chats.close(entry.chatId, entry.externalOrderId);
    this.#logger.info(
      { externalOrderId: entry.externalOrderId, watched: watchUntil !== undefined },
      'order needs a fresh quote',
    );
    return this.#settled(saved, { kind: 'requote' });
  }

  /** The watch of a retired id ended without finding the order: it is settled for good. */
  async endWatch(entry: OutboxEntry): Promise<OutboxEntry> {
    const saved = await this.update(entry, { watchUntil: undefined });
    await this.#chats.close(entry.chatId, entry.externalOrderId);
    this.#logger.info(
      { externalOrderId: entry.externalOrderId },
      'retired order id no longer watched',
    );
    return saved;
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
    if (watchUntil === undefined) await this.#chats.close(entry.chatId, entry.externalOrderId);
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
    await this.#chats.close(entry.chatId, entry.externalOrderId);
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
    return this.save({ ...entry, ...patch, updatedAt: this.#clock.now() }, entry);
  }

  /** Writes a new entry: only if no entry with its id exists (else `StaleEntryError`). */
  create(entry: OutboxEntry): Promise<OutboxEntry> {
    return this.#write(entry, 0);
  }

  /**
   * Persists `entry` as the successor of `previous` (a compare-and-set on the version
   * `previous` was read or written as); resolves once durable.
   */
  save(entry: OutboxEntry, previous: OutboxEntry): Promise<OutboxEntry> {
    const version = this.#versions.get(previous);
    if (version === undefined) throw new StaleEntryError(entry.externalOrderId);
    return this.#write(entry, version);
  }

  // A finished entry is written with the retention period as its time to live: the store drops
  // it (body, phone and address) once that passed. Nothing is written once the claim is lost.
  async #write(entry: OutboxEntry, expected: number): Promise<OutboxEntry> {
    if (!this.#fenced(entry.externalOrderId)) throw new ClaimLostError(entry.externalOrderId);
    const ttl = isFinalEntry(entry) ? this.#retentionMs : undefined;
    const version = await this.#store.compareAndSet(entry.externalOrderId, entry, expected, ttl);
    if (version === undefined) throw new StaleEntryError(entry.externalOrderId);
    this.#versions.set(entry, version);
    this.index(entry);
    return entry;
  }

  /** Notes an entry in the backlog index (health output only; also entries read at resume). */
  index(entry: OutboxEntry): void {
    const id = entry.externalOrderId;
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
