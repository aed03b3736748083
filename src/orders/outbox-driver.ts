import type { Logger } from 'pino';
import { type Clock, sleep } from '../clock.ts';
import type { SubmitOutcome } from '../conversation/types.ts';
import type { PartnerClient } from '../partner/client.ts';
import type { ChatOrderList } from './chat-orders.ts';
import { begin, type Lifecycle, type LifecycleEvent, step } from './lifecycle.ts';
import type { Await, Effect, OutboxSettings } from './lifecycle-outcomes.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import type { OutboxRecorder } from './outbox-recorder.ts';
import {
  type AttemptResult,
  classifyStatusError,
  classifySubmitError,
  type ReconcileResult,
} from './submission.ts';

export type { OutboxSettings } from './lifecycle-outcomes.ts';

/** What one run of an entry works with. */
export interface OutboxDriverOptions {
  client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;
  clock: Clock;
  random: () => number;
  logger: Logger;
  record: OutboxRecorder;
  /** The chats' open orders: a confirmation is decided from the store. */
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
 * Drives one entry through its lifecycle (lifecycle.ts, a pure transition): writes each new
 * state of the entry (a compare-and-set, before anything else happens), performs the step's
 * effects (the chat's list, logs, alerts, events), then does what the step waits for (a send,
 * an /orderstatus check, a sleep, a read of the store) and feeds the result back.
 */
export class OutboxDriver {
  readonly #o: OutboxDriverOptions;

  constructor(options: OutboxDriverOptions) {
    this.#o = options;
  }

  /**
   * One run of `entry`, to its outcome. `stored`: false for a new confirmation not written
   * yet; `onStored` is called once the entry is durable (at once when it already is).
   */
  async run(entry: OutboxEntry, stored: boolean, onStored: () => void): Promise<SubmitOutcome> {
    const { record, settings } = this.#o;
    let state: Lifecycle = begin(entry, stored);
    let persisted: OutboxEntry | undefined = stored ? entry : undefined;
    if (stored) onStored();
    let event: LifecycleEvent = { type: 'start', ...this.#moment() };
    for (;;) {
      const next = step(settings, state, event);
      state = next.state;
      // A new confirmation is decided from the store (its chat's earlier orders) before its
      // first write; every later change of the entry is written before anything else happens.
      const deciding = !state.stored && next.next.type === 'decide';
      if (state.entry !== persisted && !deciding) {
        persisted =
          persisted === undefined
            ? await record.create(state.entry)
            : await record.save(state.entry, persisted);
        if (!state.stored) {
          state = { ...state, stored: true };
          onStored();
        }
      }
      await this.#perform(state.entry, next.effects);
      if (next.next.type === 'done') return next.next.outcome;
      event = await this.#await(state, next.next);
      // A read of the store is the version the next write compares with.
      if (event.type === 'reloaded' && event.entry !== undefined) persisted = event.entry;
    }
  }

  #moment(): { now: number; draw: number } {
    return { now: this.#o.clock.now(), draw: unitRandom(this.#o.random) };
  }

  async #perform(entry: OutboxEntry, effects: Effect[]): Promise<void> {
    const { record, logger, chats } = this.#o;
    let closeChat = false;
    // The events follow the write with no wait between (a stop in between would leave an
    // outcome stored but untold); the chat's list is tidied after them (a settled id left
    // listed by a stop is pruned by the chat's next decision).
    for (const effect of effects) {
      switch (effect.type) {
        case 'closeChat':
          closeChat = true;
          break;
        case 'log':
          logger[effect.level](effect.fields ?? {}, effect.message);
          break;
        case 'alert':
          record.alert(entry, effect.kind);
          break;
        case 'accepted':
          record.accepted(entry, effect.record);
          break;
        case 'settled':
          record.settled(entry, effect.outcome);
          break;
      }
    }
    if (closeChat) await chats.close(entry.chatId, entry.externalOrderId);
  }

  async #await(state: Lifecycle, next: Exclude<Await, { type: 'done' }>): Promise<LifecycleEvent> {
    const { entry } = state;
    switch (next.type) {
      case 'send': {
        const result = await this.#attempt(entry);
        return { type: 'sent', result, ...this.#moment() };
      }
      case 'check': {
        const askedAt = this.#o.clock.now();
        const result = await this.#reconcile(entry);
        return { type: 'checked', result, askedAt, ...this.#moment() };
      }
      case 'sleep':
        await sleep(this.#o.clock, next.ms, this.#o.signal);
        return { type: 'woke', ...this.#moment() };
      case 'reload': {
        const latest = await this.#o.record.load(entry.externalOrderId);
        return { type: 'reloaded', entry: latest, ...this.#moment() };
      }
      case 'decide': {
        const chatId = entry.chatId as number;
        const now = this.#o.clock.now();
        // Listed before its first write: whoever decides next sees this id.
        if (!state.stored) await this.#o.chats.open(chatId, entry.externalOrderId, now);
        // The same resume may be checking the id it waits for: its answer is read after it.
        if (entry.waitingFor !== undefined) {
          await this.#o.runningOf(entry.waitingFor)?.catch(() => undefined);
        }
        const decision = await this.#o.chats.decide(
          chatId,
          entry.externalOrderId,
          next.follows,
          this.#o.clock.now(),
        );
        return { type: 'decided', decision, ...this.#moment() };
      }
      case 'later': {
        const later = await this.#o.chats.laterOf(entry);
        return { type: 'later', later, ...this.#moment() };
      }
    }
  }

  // A held entry's later sends and checks go below customers' quotes and orders.
  #late(entry: OutboxEntry): boolean {
    return this.#o.clock.now() - entry.createdAt >= this.#o.settings.heldPriorityAfterMs;
  }

  async #attempt(entry: OutboxEntry): Promise<AttemptResult> {
    try {
      const record = await this.#o.client.submitOrder(entry.request, {
        signal: this.#o.signal,
        priority: this.#late(entry) ? 'held-order' : 'order',
      });
      return { kind: 'accepted', record };
    } catch (error) {
      const result = classifySubmitError(error);
      this.#o.logger.warn(
        { externalOrderId: entry.externalOrderId, attempt: entry.attempts, result: result.kind },
        'order submission attempt failed',
      );
      return result;
    }
  }

  async #reconcile(entry: OutboxEntry): Promise<ReconcileResult> {
    try {
      const record = await this.#o.client.orderStatus(entry.externalOrderId, {
        priority: this.#late(entry) ? 'held-order' : 'order-check',
        signal: this.#o.signal,
      });
      if (record.external_order_id !== entry.externalOrderId) {
        return { kind: 'unknown', errorKind: 'invalid_response' };
      }
      return { kind: 'found', record };
    } catch (error) {
      return classifyStatusError(error);
    }
  }
}
