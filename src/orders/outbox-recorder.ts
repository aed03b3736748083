import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../partner/schemas/index.ts';
import type { KeyValue } from '../store/index.ts';
import {
  isFinalEntry,
  type OutboxAlert,
  type OutboxAlertKind,
  type OutboxBacklog,
  type OutboxEntry,
} from './outbox-entry.ts';

/** Events of the outbox; the Telegram layer tells the customer and the staff chat. */
export interface OutboxEvents {
  /** The restaurant has the order (first answer, replay or reconciliation). */
  accepted: [{ entry: OutboxEntry; record: OrderRecord }];
  /** Every run's outcome, also from `resumeAll()` when no customer is waiting on `submit`. */
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

  /** Stores the order number and record, then emits `accepted` and `settled`. */
  async accept(entry: OutboxEntry, record: OrderRecord): Promise<SubmitOutcome> {
    const saved = await this.update(entry, {
      state: 'accepted',
      orderNumber: record.order_number,
      record,
      heldReason: undefined,
    });
    this.#logger.info(
      {
        externalOrderId: entry.externalOrderId,
        orderNumber: record.order_number,
        attempts: saved.attempts,
        replayed: record.replayed ?? false,
      },
      'order accepted',
    );
    this.#emit('accepted', { entry: saved, record });
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

  /** A 409 with no order behind it: final; the id is never sent again. */
  async closeRequote(entry: OutboxEntry): Promise<SubmitOutcome> {
    // The id is retired: the conversation asks for a fresh quote and a new confirmation.
    const saved = await this.update(entry, { state: 'requote' });
    this.#logger.info({ externalOrderId: entry.externalOrderId }, 'order needs a fresh quote');
    return this.#settled(saved, { kind: 'requote' });
  }

  /** Keeps the entry for a later resume or an operator; alerts once per reason. */
  async hold(entry: OutboxEntry, alert: OutboxAlertKind): Promise<SubmitOutcome> {
    const reason = alert === 'repeated_failures' ? 'unknown' : 'unavailable';
    // `alert` survives the resends of a resumed run, so a resume does not alert again.
    const repeated = entry.alert === alert;
    const saved = await this.update(entry, { state: 'held', heldReason: reason, alert });
    this.#logger.warn(
      { externalOrderId: entry.externalOrderId, alert, attempts: saved.attempts },
      'order held',
    );
    // One alert per hold reason, not one per background resume.
    if (!repeated) {
      this.#emit('alert', {
        kind: alert,
        externalOrderId: saved.externalOrderId,
        chatId: saved.chatId,
        attempts: saved.attempts,
      });
    }
    return this.#settled(saved, { kind: 'held', reason });
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

  /** Notes an entry in the backlog index (also for entries read at resume). */
  index(entry: OutboxEntry): void {
    if (isFinalEntry(entry)) this.#unfinished.delete(entry.externalOrderId);
    else {
      this.#unfinished.set(entry.externalOrderId, {
        createdAt: entry.createdAt,
        held: entry.state === 'held',
      });
    }
  }

  // A listener's failure must never break a submission whose outcome is already stored.
  #emit<K extends keyof OutboxEvents>(name: K, ...args: OutboxEvents[K]): void {
    try {
      (this.#events.emit as (n: K, ...a: OutboxEvents[K]) => boolean)(name, ...args);
    } catch (error) {
      this.#logger.error({ err: error, event: name }, 'outbox listener failed');
    }
  }
}
