import pino from 'pino';
import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox, type OrderOutboxOptions } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { outcomeOf } from '../../src/orders/outbox-entry.ts';
import type { Desk } from './customers.ts';
import type { Rng } from './random.ts';
import type { Scheduler } from './scheduler.ts';
import type { SimLeases } from './sim-leases.ts';
import type { SimPartner } from './sim-partner.ts';
import type { SimStore } from './sim-store.ts';

/** The outbox numbers the instances run with (the rest are the outbox's defaults). */
export interface OutboxNumbers {
  doubtWindowMs: number;
  watchMs: number;
}

interface Slot {
  index: number;
  incarnation: number;
  owner: string;
  outbox: OrderOutbox | null;
}

// The issue 33 options being added to the outbox; passed through a widened type so this
// compiles against the outbox before and after they exist.

const silent = pino({ level: process.env.SIM_LOG ?? 'silent' });

/**
 * The bot's instances: each slot runs the REAL `OrderOutbox` with its own memory, its own clock
 * on sim time, its own partner client and store views and (with several slots) lease claims. A
 * crash is not `close()`: the incarnation is dropped (its timers cancelled, its pending
 * completions never delivered, its unapplied writes applied or lost) and a later restart is a
 * new `OrderOutbox` calling `start()`, which resumes from the store.
 */
export class Fleet {
  readonly #slots: Slot[] = [];
  readonly #sched: Scheduler;
  readonly #rng: Rng;
  readonly #store: SimStore;
  readonly #partner: SimPartner;
  readonly #leases: SimLeases | null;
  readonly #numbers: OutboxNumbers;
  readonly #onSettled: (owner: string, entry: OutboxEntry, outcome: SubmitOutcome) => void;
  readonly #onCrash: (owner: string) => void;
  readonly #heldIds: () => string[];
  readonly #resumePending: () => void;

  constructor(options: {
    sched: Scheduler;
    rng: Rng;
    store: SimStore;
    partner: SimPartner;
    leases: SimLeases | null;
    numbers: OutboxNumbers;
    onSettled: (owner: string, entry: OutboxEntry, outcome: SubmitOutcome) => void;
    onCrash: (owner: string) => void;
    /** Ids the chats hold as `held` (asked at each start-up, after the outbox resumed). */
    heldIds: () => string[];
    /** Chats waiting on a submission hand it over again (at each start-up, after the above). */
    resumePending: () => void;
  }) {
    this.#sched = options.sched;
    this.#rng = options.rng;
    this.#store = options.store;
    this.#partner = options.partner;
    this.#leases = options.leases;
    this.#numbers = options.numbers;
    this.#onSettled = options.onSettled;
    this.#onCrash = options.onCrash;
    this.#heldIds = options.heldIds;
    this.#resumePending = options.resumePending;
  }

  /** Starts `count` instances. */
  start(count: number): void {
    for (let index = 1; index <= count; index += 1) {
      const slot: Slot = { index, incarnation: 0, owner: '', outbox: null };
      this.#slots.push(slot);
      this.#boot(slot);
    }
  }

  /** How many slots there are. */
  get size(): number {
    return this.#slots.length;
  }

  /** The running instances a chat can hand an order to. */
  desks(): Desk[] {
    const desks: Desk[] = [];
    for (const slot of this.#slots) {
      const outbox = slot.outbox;
      if (outbox)
        desks.push({ owner: slot.owner, enqueue: (order: PendingOrder) => outbox.enqueue(order) });
    }
    return desks;
  }

  /** True when the slot runs. */
  up(index: number): boolean {
    return this.#slots[index - 1]?.outbox != null;
  }

  /** The running incarnation's name (`i2#1`), or null. */
  ownerOf(index: number): string | null {
    const slot = this.#slots[index - 1];
    return slot?.outbox ? slot.owner : null;
  }

  /** Kills the slot's instance (SIGKILL, not `close()`). */
  crash(index: number): void {
    const slot = this.#slots[index - 1];
    if (!slot?.outbox) return;
    this.#sched.trace(slot.owner, 'CRASH');
    slot.outbox.events.removeAllListeners();
    slot.outbox = null;
    this.#sched.dropOwner(slot.owner);
    this.#onCrash(slot.owner);
  }

  /** Starts a new incarnation in a crashed slot. */
  restart(index: number): void {
    const slot = this.#slots[index - 1];
    if (slot && !slot.outbox) this.#boot(slot);
  }

  /** Restarts every crashed slot (the healing phase). */
  restartAll(): void {
    for (const slot of this.#slots) if (!slot.outbox) this.#boot(slot);
  }

  #boot(slot: Slot): void {
    slot.incarnation += 1;
    const owner = `i${slot.index}#${slot.incarnation}`;
    slot.owner = owner;
    const clock = this.#sched.clockFor(owner);
    const options: OrderOutboxOptions = {
      client: this.#partner.clientFor(owner),
      store: this.#store.view<OutboxEntry>(owner, 'outbox'),
      chats: this.#store.view<ChatOrders>(owner, 'outbox-chats'),
      clock,
      random: this.#rng.fork().next,
      logger: silent,
      claim: this.#leases?.claimFor(owner, clock),
      doubtWindowMs: this.#numbers.doubtWindowMs,
      watchMs: this.#numbers.watchMs,
    };
    const outbox = new OrderOutbox(options);
    slot.outbox = outbox;
    outbox.events.on('settled', ({ entry, outcome }) => this.#onSettled(owner, entry, outcome));
    this.#sched.trace(owner, 'START (resumes from the store)');
    outbox
      .start()
      .then(() => this.#recoverHeld(owner, outbox))
      .catch((error: unknown) => this.#sched.trace(owner, `start failed: ${String(error)}`));
  }

  // The bot's start-up recovery (src/chat/order-events.ts `recoverHeldOrders`): a chat holding
  // an order the outbox has settled meanwhile is told its outcome, from the store.
  async #recoverHeld(owner: string, outbox: OrderOutbox): Promise<void> {
    for (const id of this.#heldIds()) {
      const entry = await outbox.entry(id);
      const outcome = entry ? outcomeOf(entry) : undefined;
      if (entry && outcome && outcome.kind !== 'held') {
        this.#sched.trace(owner, `recovers held ${id}: ${outcome.kind}`);
        this.#onSettled(owner, entry, outcome);
      }
    }
    this.#resumePending();
  }
}
