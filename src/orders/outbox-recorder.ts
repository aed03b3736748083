import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { VersionedKeyValue } from '../store/index.ts';
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

/** What the recorder writes through: the entries, the claims' fence. */
export interface RecorderOptions {
  store: VersionedKeyValue<OutboxEntry>;
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
 * output, and the gate of the outbox's early resume, a hint: the resume reads the store
 * itself, so no entry is ever decided from this index).
 */
export class OutboxRecorder {
  readonly #store: VersionedKeyValue<OutboxEntry>;
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

  /** Tells the operator about the entry as written (the Telegram layer's staff alert). */
  alert(entry: OutboxEntry, kind: OutboxAlertKind): void {
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
    this.settled(entry, outcome);
  }

  /** The restaurant has the order: the tracker starts following it. */
  accepted(entry: OutboxEntry, record: OrderRecord): void {
    this.#emit('accepted', { entry, record });
  }

  /** The entry's outcome, the one way it reaches the chat. */
  settled(entry: OutboxEntry, outcome: SubmitOutcome): SubmitOutcome {
    this.#emit('settled', { entry, outcome });
    return outcome;
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
