import type { Logger } from 'pino';
import { initialTransition } from 'xstate';
import type { Clock } from '../clock.ts';
import { newsAwaited, pendingEffect } from '../conversation/effects.ts';
import {
  CONVERSATION_VERSION,
  type ConversationEffect,
  type ConversationEvent,
  type EffectResult,
  type MachineEvent,
} from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { KeyValue } from '../store/index.ts';
import { ChatQueue } from './chat-queue.ts';
import { type EffectServices, runEffect } from './effect-requests.ts';
import {
  type ConversationMachine,
  type ConversationSnapshot,
  type MachineStep,
  machineStep,
} from './machine-step.ts';
import type { Press } from './press.ts';
import { type ChatSession, newSession } from './session.ts';

/*
 * The effect runner: the one path every event of a chat takes, a customer's update and an
 * effect's result alike.
 *
 *   load the chat's session → transition(machine, snapshot, event) → persist the snapshot →
 *   start the effects it asked for (quote, submission) → show the new state → persist "shown"
 *
 * An effect's result is stamped when it arrives and queued behind the chat's other work, then
 * takes the same path. Persist-before-effect is a property of the loop: nothing reaches the
 * partner, the order service or the screen before the state that asked for it is in the store,
 * so a crash can never send an order the chat has no record of, nor show an unstored step.
 * The store is the truth (no actor lives between updates); one chat's work runs in order
 * (`ChatQueue`), chats in parallel. News about orders (the order-events bridge) takes the
 * same path without touching the chat's messages.
 */

export type { ConversationMachine, ConversationSnapshot } from './machine-step.ts';

/** After this long in flight on the injected clock, the waiting chat is told it is still working. */
const SLOW_MS = 4_000;

/** What one update asks of a conversation. */
export interface ChatInput {
  chatId: number;
  /** The language a chat seen for the first time starts in. */
  locale?: Locale | undefined;
  /** A conversation event, a decoded button press, or nothing (just show). */
  event?: ConversationEvent | undefined;
  press?: Press | undefined;
  tappedMessageId?: number | undefined;
  /** A redraw after a restart: shown only if the chat's stored state is still not on its screen. */
  redraw?: boolean | undefined;
  /** Shown only when the chat has no live screen yet (after /help: the screen stays as it is). */
  unlessShown?: boolean | undefined;
}

/**
 * The outcome the bot uses to answer a callback query: `stale` when what the button pointed at
 * has changed (or it belongs to another screen), `invalid` when it decodes to nothing we drew.
 */
export type HandleResult = 'done' | 'stale' | 'invalid' | 'blocked';

/** Where a conversation is shown: the Telegram side implements it. */
export interface ChatDisplay {
  /** Shows the state in the chat's live message; false when the chat blocked the bot. */
  show(
    chatId: number,
    session: ChatSession,
    snapshot: ConversationSnapshot,
    tappedMessageId: number | undefined,
  ): Promise<boolean>;
  /** Says that a quote or submission is taking long. */
  stillWorking(chatId: number, locale: Locale): Promise<void>;
  /** Paces a redraw after a restart (the bot's own message); without it, it runs at once. */
  scheduleRedraw?:
    | ((chatId: number, redraw: () => Promise<unknown>) => Promise<unknown>)
    | undefined;
}

/** The pieces the runner needs. */
export interface ChatRunnerOptions {
  machine: ConversationMachine;
  sessions: KeyValue<ChatSession>;
  display: ChatDisplay;
  services: EffectServices;
  clock: Clock;
  /** A new permanent external_order_id, handed to the machine with every event. */
  newOrderId: () => string;
  logger: Logger;
  defaultLocale: Locale;
  /**
   * Several instances: runs work holding the chat's cross-instance lock. An update already holds
   * it (the webhook intake); the work the runner starts by itself (a result landing, order news)
   * takes it here, so no other instance loads and stores the chat meanwhile (no lost write).
   */
  chatLock?: (<T>(chatId: number, work: () => Promise<T>) => Promise<T>) | undefined;
  /** Several instances: true while Redis does not answer (stamped on events as `offline`). */
  offline?: (() => boolean) | undefined;
  /** True while the partner refuses the credentials (stamped on events as `partnerRefused`). */
  partnerRefused?: (() => boolean) | undefined;
}

/** A quote or submission in flight for a chat. */
interface Flight {
  readonly controller: AbortController;
  cancelSlow: () => void;
}

/** Runs every chat's conversation: see the comment at the top of this file. */
export class ChatRunner {
  readonly #options: ChatRunnerOptions;
  readonly #queue = new ChatQueue();
  readonly #flights = new Map<number, Flight>();
  /** Waiters of `drain`, woken whenever a flight ends. */
  readonly #wakers = new Set<() => void>();
  /** Locales written in this event-loop turn; emptied before the next turn can read the store. */
  readonly #written = new Map<number, Locale>();
  #clearing = false;

  readonly #step: MachineStep;

  constructor(options: ChatRunnerOptions) {
    this.#options = options;
    this.#step = machineStep(options.machine);
  }

  /** Handles one update for one chat, after any earlier work of the same chat. */
  handle(input: ChatInput): Promise<HandleResult> {
    return this.#queue.run(input.chatId, () => this.#handle(input));
  }

  /**
   * Records news about an order of the chat (the order-events bridge) without touching its
   * messages. `awaited`: the chat is itself submitting that order, and its submission's own
   * result brings the news (so an accepted order enters the conversation once); nothing changed.
   * With several instances that result must be coming *here*: a chat another instance left
   * waiting (killed mid-submission, or its claim found the entry busy and it will hear "held")
   * has no result on its way to this process, so the news is applied.
   */
  news(chatId: number, event: ConversationEvent): Promise<'applied' | 'awaited'> {
    return this.#locked(chatId, async () => {
      const session = await this.#load(chatId);
      const snapshot = this.#restore(chatId, session);
      // One process: a chat restored waiting gets its submission asked again (resumePending).
      const resultComesHere = this.#options.chatLock === undefined || this.#flights.has(chatId);
      if (resultComesHere && newsAwaited(snapshot, event)) return 'awaited';
      const [next, effects] = this.#step(snapshot, this.#stamp(event));
      this.#keep(session, next);
      await this.#write(chatId, session);
      this.#start(chatId, next, effects);
      return 'applied';
    });
  }

  /** Runs `work` in the chat's turn (a message that must come before the update's answer). */
  inTurn<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    return this.#queue.run(chatId, work);
  }

  /** The language this chat speaks: the one chosen in the conversation, else `fallback`. */
  async locale(chatId: number, fallback: Locale): Promise<Locale> {
    // Just written in this turn (an answer right after its update): the store holds exactly this.
    const written = this.#written.get(chatId);
    if (written !== undefined) return written;
    return (await this.#load(chatId, fallback)).locale;
  }

  /** Resolves once every piece of work of this chat handed in so far is done. */
  idle(chatId: number): Promise<void> {
    return this.#queue.idle(chatId);
  }

  /** Chats with a quote or submission in flight (for a graceful shutdown and for tests). */
  pending(): number {
    return this.#flights.size;
  }

  /**
   * Waits until no quote or submission is in flight, or `timeoutMs` passes on the clock (without
   * it, for as long as that takes: no timer is armed).
   */
  async drain(timeoutMs?: number): Promise<void> {
    let over = false;
    const cancel =
      timeoutMs === undefined
        ? () => undefined
        : this.#options.clock.setTimeout(() => {
            over = true;
            this.#wake();
          }, timeoutMs);
    try {
      // Work still queued may start a request (a tap entering the quote): look again after it.
      while (!over) {
        while (!over && this.#flights.size > 0) {
          await new Promise<void>((resolve) => this.#wakers.add(resolve));
        }
        await this.#queue.allIdle();
        if (this.#flights.size === 0) break;
      }
    } finally {
      cancel();
    }
  }

  /**
   * At start-up: every chat left waiting for a quote or a submission asks for it again, and
   * every chat whose last state was stored but not shown is redrawn, paced as the bot's own
   * messages are (lowest priority). Resolves with their count once all of them are done.
   */
  async resumePending(): Promise<number> {
    let resumed = 0;
    const redraws: Promise<unknown>[] = [];
    for await (const [key, session] of this.#options.sessions.entries()) {
      const chatId = Number(key);
      if (!Number.isSafeInteger(chatId)) continue;
      const waiting = this.#restore(chatId, session).hasTag('busy');
      if (!waiting && session.renderPending !== true) continue;
      resumed += 1;
      if (waiting) {
        // The customer's own quote or order, asked again: its answer is not a push.
        await this.handle({ chatId });
        continue;
      }
      // A redraw is the bot's own message: it waits for its turn outside the chat's queue, so a
      // customer who acts first is answered at once and the redraw then finds nothing to do.
      const redraw = () => this.handle({ chatId, redraw: true });
      const schedule = this.#options.display.scheduleRedraw;
      redraws.push((schedule ? schedule(chatId, redraw) : redraw()).catch(() => undefined));
    }
    await Promise.all(redraws);
    return resumed;
  }

  async #handle(input: ChatInput): Promise<HandleResult> {
    const { chatId } = input;
    const session = await this.#load(chatId, input.locale);
    if (!session.active && input.event === undefined && input.press === undefined) return 'blocked';
    if (input.redraw === true && session.renderPending !== true) return 'done';
    if (input.unlessShown === true && session.live !== null) return 'done';
    session.active = true;
    let snapshot = this.#restore(chatId, session);
    let result: HandleResult = 'done';
    let event = input.event;
    if (input.press !== undefined) {
      const reading = input.press(snapshot);
      if (typeof reading === 'string') result = reading;
      else event = reading.event;
    }
    let effects: ConversationEffect[] = [];
    if (event) [snapshot, effects] = this.#step(snapshot, this.#stamp(event));
    const shown = await this.#commit(chatId, session, snapshot, effects, input.tappedMessageId);
    return shown ? result : 'blocked';
  }

  /** An effect's result, in the chat's turn; dropped when the chat has left that wait. */
  async #land(chatId: number, flight: Flight, event: MachineEvent): Promise<void> {
    if (this.#flights.get(chatId) !== flight) return;
    this.#end(chatId, flight);
    const session = await this.#load(chatId);
    const [next, effects] = this.#step(this.#restore(chatId, session), event);
    await this.#commit(chatId, session, next, effects, session.live?.messageId);
  }

  /**
   * Persists the new state, starts the effects it asked for, shows it, and persists that it
   * was shown. The first write comes before anything leaves the process: a crash after it
   * leaves the store ahead of the screen, never behind it (a restart redraws the chat:
   * `renderPending`), and an order in flight is resumed with its id.
   */
  async #commit(
    chatId: number,
    session: ChatSession,
    snapshot: ConversationSnapshot,
    effects: ConversationEffect[],
    tappedMessageId: number | undefined,
  ): Promise<boolean> {
    this.#keep(session, snapshot);
    session.viewRev += 1;
    session.renderPending = true;
    await this.#write(chatId, session);
    this.#start(chatId, snapshot, effects);
    const shown = await this.#options.display.show(chatId, session, snapshot, tappedMessageId);
    if (!shown) {
      session.active = false;
      this.#options.logger.info({ chatId }, 'chat blocked the bot; marked inactive');
    }
    session.renderPending = false;
    await this.#write(chatId, session);
    return shown;
  }

  /**
   * Starts what the new state waits for: the effects it just asked for, or, when it waits and
   * nothing is in flight here (restored after a restart), the effect it is waiting on. A wait
   * the chat left, or entered afresh, drops the request in flight (its result is ignored).
   */
  #start(chatId: number, snapshot: ConversationSnapshot, emitted: ConversationEffect[]): void {
    const current = this.#flights.get(chatId);
    const dropped = current && (emitted.length > 0 || !snapshot.hasTag('busy'));
    if (dropped) {
      current.controller.abort(new Error('the conversation left the wait'));
      this.#end(chatId, current);
    }
    const waitedOn = this.#flights.has(chatId) ? null : pendingEffect(snapshot);
    const effects = emitted.length > 0 ? emitted : waitedOn ? [waitedOn] : [];
    for (const effect of effects) this.#fly(chatId, effect);
    if (dropped) this.#wake();
  }

  #fly(chatId: number, effect: ConversationEffect): void {
    const flight: Flight = { controller: new AbortController(), cancelSlow: () => undefined };
    this.#flights.set(chatId, flight);
    flight.cancelSlow = this.#options.clock.setTimeout(() => this.#slow(chatId, flight), SLOW_MS);
    void runEffect(effect, this.#options.services, flight.controller.signal)
      // Stamped on arrival: a quote's receipt time is when its answer came.
      .then((result) => this.#stamp(result))
      .then((event) => this.#locked(chatId, () => this.#land(chatId, flight, event)))
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error, chatId }, 'could not show a result'),
      )
      .finally(() => this.#wake());
  }

  // Drain's waiters are woken by whoever ended the flight once its follow-up is in place.
  #end(chatId: number, flight: Flight): void {
    flight.cancelSlow();
    if (this.#flights.get(chatId) === flight) this.#flights.delete(chatId);
  }

  /** Work the runner starts by itself: in the chat's queue, holding its lock between instances. */
  #locked<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    const lock = this.#options.chatLock;
    return this.#queue.run(chatId, lock ? () => lock(chatId, work) : work);
  }

  #slow(chatId: number, flight: Flight): void {
    void this.#queue
      .run(chatId, async () => {
        if (this.#flights.get(chatId) !== flight) return;
        const session = await this.#load(chatId);
        await this.#options.display.stillWorking(chatId, session.locale);
      })
      .catch(() => undefined);
  }

  #wake(): void {
    for (const wake of this.#wakers) wake();
    this.#wakers.clear();
  }

  #stamp(event: ConversationEvent | EffectResult): MachineEvent {
    const stamp = { at: this.#options.clock.now(), orderId: this.#options.newOrderId() };
    return {
      ...event,
      ...stamp,
      ...(this.#options.offline?.() === true ? { offline: true } : {}),
      ...(this.#options.partnerRefused?.() === true ? { partnerRefused: true } : {}),
    };
  }

  async #load(chatId: number, locale?: Locale): Promise<ChatSession> {
    const stored = await this.#options.sessions.get(String(chatId));
    if (stored && stored.version === CONVERSATION_VERSION) return stored;
    return newSession(locale ?? this.#options.defaultLocale);
  }

  /** The session's conversation as a snapshot, or a new conversation. */
  #restore(chatId: number, session: ChatSession): ConversationSnapshot {
    const { machine } = this.#options;
    const stored = session.snapshot as {
      status?: string;
      value?: unknown;
      context?: unknown;
    } | null;
    // A snapshot an actor of an older version died in (status 'error') cannot take events:
    // that chat starts afresh rather than staying stuck forever (its cart is lost, the chat not).
    if (stored && stored.status !== 'error' && stored.value !== undefined) {
      return machine.resolveState({
        value: stored.value as ConversationSnapshot['value'],
        context: stored.context as ConversationSnapshot['context'],
      });
    }
    if (stored) {
      this.#options.logger.warn(
        { chatId },
        'stored conversation was in an error state; starting afresh',
      );
    }
    return initialTransition(machine, { locale: session.locale, chatId })[0];
  }

  #keep(session: ChatSession, snapshot: ConversationSnapshot): void {
    session.snapshot = this.#options.machine.getPersistedSnapshot(snapshot);
    session.locale = snapshot.context.locale;
  }

  /** Writes the session; resolves once the store committed it. */
  async #write(chatId: number, session: ChatSession): Promise<void> {
    await this.#options.sessions.set(String(chatId), session);
    this.#written.set(chatId, session.locale);
    if (!this.#clearing) {
      this.#clearing = true;
      // Runs after this turn's callbacks and their promise jobs, before the next turn's I/O.
      setImmediate(() => {
        this.#clearing = false;
        this.#written.clear();
      });
    }
  }
}
