import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { awaitsOrder, pendingEffect } from '../conversation/effects.ts';
import type {
  ConversationDeps,
  ConversationEffect,
  ConversationEvent,
  EffectResult,
  MachineEvent,
  PendingOrder,
} from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { KeyValue } from '../store/index.ts';
import { ChatQueue } from './chat-queue.ts';
import { ChatWaits, type Wait } from './chat-waits.ts';
import { type EffectServices, quoteResult } from './effect-requests.ts';
import {
  type ConversationMachine,
  type ConversationSnapshot,
  type MachineStep,
  machineStep,
  sharedMachineStep,
} from './machine-step.ts';
import type { Press } from './press.ts';
import { type ChatSession, SessionStore, type ShownWrites } from './session.ts';

export { ChatQueue } from './chat-queue.ts';

/*
 * The effect runner: the one path every event of a chat takes, a customer's update and an
 * effect's result alike.
 *
 *   load the chat's session → transition(machine, snapshot, event) → persist the snapshot →
 *   start the effects it asked for (quote, submission) → show the new state → persist "shown"
 *
 * A quote's result is stamped when it arrives and queued behind the chat's other work, then
 * takes the same path. A submission is handed to the order service (the outbox's durable
 * `enqueue`, which returns at once); its outcome comes back only as order news (`news`, from
 * the order-events bridge), whichever instance drove the order. Persist-before-effect is a
 * property of the loop: nothing reaches the partner, the order service or the screen before the
 * state that asked for it is in the store, so a crash can never send an order the chat has no
 * record of, nor show an unstored step. The store is the truth (no actor lives between
 * updates); one chat's work runs in order (`ChatQueue`), chats in parallel.
 */

export type { ConversationMachine, ConversationSnapshot } from './machine-step.ts';

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
  /**
   * The restaurant's deps when `machine` is the process's shared machine
   * (`sharedConversationMachine`): every step runs with them. Without: `machine` has its own.
   */
  deps?: ConversationDeps | undefined;
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
   * it (the webhook intake); the work the runner starts by itself (a quote landing, order news)
   * takes it here, so no other instance loads and stores the chat meanwhile (no lost write).
   */
  chatLock?: (<T>(chatId: number, work: () => Promise<T>) => Promise<T>) | undefined;
  /**
   * A single instance only (no `chatLock`: no other process writes these chats): the write
   * after a screen was shown waits this long for the chat's next write (`SessionStore`).
   */
  shownWriteDelayMs?: number | undefined;
  /** Several instances: true while Redis does not answer (stamped on events as `offline`). */
  offline?: (() => boolean) | undefined;
  /** True while the partner refuses the credentials (stamped on events as `partnerRefused`). */
  partnerRefused?: (() => boolean) | undefined;
}

/** Runs every chat's conversation: see the comment at the top of this file. */
export class ChatRunner {
  readonly #options: ChatRunnerOptions;
  readonly #queue = new ChatQueue();
  readonly #waits: ChatWaits;
  readonly #sessions: SessionStore;
  readonly #step: MachineStep;

  constructor(options: ChatRunnerOptions) {
    this.#options = options;
    this.#step = options.deps ? sharedMachineStep(options.deps) : machineStep(options.machine);
    const delayMs = options.shownWriteDelayMs;
    if (delayMs !== undefined && options.chatLock !== undefined) {
      throw new Error('shownWriteDelayMs is for a single instance: not with a chatLock');
    }
    const shownWrites: ShownWrites | undefined =
      delayMs === undefined ? undefined : { clock: options.clock, delayMs };
    this.#sessions = new SessionStore({ ...options, shownWrites });
    this.#waits = new ChatWaits(options.clock, (chatId, wait) => this.#slow(chatId, wait));
  }

  /** Handles one update for one chat, after any earlier work of the same chat. */
  handle(input: ChatInput): Promise<HandleResult> {
    return this.#queue.run(input.chatId, () => this.#handle(input));
  }

  /**
   * Order news for the chat (the order-events bridge: the one way an order's outcome enters a
   * conversation). `shown`: the chat was on its "sending" screen for that very order, so the
   * news is its submission's outcome, shown there; `applied`: recorded without touching the
   * chat's messages (the caller tells the customer if it must).
   */
  news(chatId: number, event: ConversationEvent): Promise<'shown' | 'applied'> {
    return this.#locked(chatId, async () => {
      const session = await this.#sessions.load(chatId);
      const snapshot = this.#sessions.restore(chatId, session);
      const [next, effects] = this.#step(snapshot, this.#stamp(event));
      if (awaitsOrder(snapshot, event)) {
        await this.#commit(chatId, session, next, effects, session.live?.messageId);
        return 'shown';
      }
      this.#sessions.keep(session, next);
      await this.#sessions.write(chatId, session);
      this.#start(chatId, next, effects);
      return 'applied';
    });
  }

  /** Runs `work` in the chat's turn (a message that must come before the update's answer). */
  inTurn<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    return this.#queue.run(chatId, work);
  }

  /** The language this chat speaks: the one chosen in the conversation, else `fallback`. */
  locale(chatId: number, fallback: Locale): Promise<Locale> {
    return this.#sessions.locale(chatId, fallback);
  }

  /** Resolves once every piece of work of this chat handed in so far is done. */
  idle(chatId: number): Promise<void> {
    return this.#queue.idle(chatId);
  }

  /** Chats waiting for a quote or an order's outcome (for a graceful shutdown and for tests). */
  pending(): number {
    return this.#waits.size;
  }

  /**
   * Waits until no chat waits for a quote or an order's outcome, or `timeoutMs` passes on the
   * clock (without it, for as long as that takes: no timer is armed). Then stores every session
   * whose "shown" write waits (`shownWriteDelayMs`), and writes such sessions at once from then
   * on: a shutdown closes the store next.
   */
  async drain(timeoutMs?: number): Promise<void> {
    try {
      await this.#waits.drain(() => this.#queue.allIdle(), timeoutMs);
    } finally {
      // Sessions whose "shown" write still waits are stored before the store closes.
      await this.#sessions.flush();
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
    for await (const [key, session] of this.#sessions.entries()) {
      const chatId = Number(key);
      if (!Number.isSafeInteger(chatId)) continue;
      const waiting = this.#sessions.restore(chatId, session).hasTag('busy');
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
    const session = await this.#sessions.load(chatId, input.locale);
    if (!session.active && input.event === undefined && input.press === undefined) return 'blocked';
    if (input.redraw === true && session.renderPending !== true) return 'done';
    if (input.unlessShown === true && session.live !== null) return 'done';
    session.active = true;
    let snapshot = this.#sessions.restore(chatId, session);
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

  /** A quote's result, or a failed hand-over, in the chat's turn; dropped once it left the wait. */
  async #land(chatId: number, wait: Wait, event: MachineEvent): Promise<void> {
    if (this.#waits.get(chatId) !== wait) return;
    this.#waits.end(chatId, wait);
    const session = await this.#sessions.load(chatId);
    const [next, effects] = this.#step(this.#sessions.restore(chatId, session), event);
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
    this.#sessions.keep(session, snapshot);
    session.viewRev += 1;
    session.renderPending = true;
    await this.#sessions.write(chatId, session);
    this.#start(chatId, snapshot, effects);
    const shown = await this.#options.display.show(chatId, session, snapshot, tappedMessageId);
    if (!shown) {
      session.active = false;
      this.#options.logger.info({ chatId }, 'chat blocked the bot; marked inactive');
    }
    session.renderPending = false;
    await this.#sessions.writeShown(chatId, session);
    return shown;
  }

  /**
   * Starts what the new state waits for: the effects it just asked for, or, when it waits and
   * nothing is awaited here (restored after a restart, or the order was handed over by another
   * instance), the effect it is waiting on: a submission asked again is the same order (the
   * outbox joins or re-announces it). A wait the chat left, or entered afresh, ends the one
   * before (a quote's result is then ignored).
   */
  #start(chatId: number, snapshot: ConversationSnapshot, emitted: ConversationEffect[]): void {
    const current = this.#waits.get(chatId);
    const awaited = current?.orderId;
    const stillAwaited =
      awaited !== undefined &&
      snapshot.hasTag('awaiting-submission') &&
      snapshot.context.pendingOrder?.externalOrderId === awaited;
    const ended =
      current !== undefined &&
      (emitted.length > 0 || !snapshot.hasTag('busy') || (awaited !== undefined && !stillAwaited));
    if (current && ended) {
      current.controller?.abort(new Error('the conversation left the wait'));
      this.#waits.end(chatId, current);
    }
    const waitedOn = this.#waits.get(chatId) ? null : pendingEffect(snapshot);
    const effects = emitted.length > 0 ? emitted : waitedOn ? [waitedOn] : [];
    for (const effect of effects) {
      if (effect.type === 'quote') this.#quote(chatId, effect.request);
      else this.#submit(chatId, effect.order);
    }
    if (ended) this.#waits.wake();
  }

  #quote(chatId: number, request: Parameters<EffectServices['quote']>[0]): void {
    const wait: Wait = { controller: new AbortController(), cancelSlow: () => undefined };
    this.#waits.start(chatId, wait);
    void quoteResult(request, this.#options.services, wait.controller?.signal as AbortSignal)
      // Stamped on arrival: a quote's receipt time is when its answer came.
      .then((result) => this.#stamp(result))
      .then((event) => this.#locked(chatId, () => this.#land(chatId, wait, event)))
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error, chatId }, 'could not show a result'),
      )
      .finally(() => this.#waits.wake());
  }

  /**
   * Hands the order to the order service. Its outcome comes back as news (`news`); only a failed
   * hand-over lands here, as SUBMIT_FAILED.
   */
  #submit(chatId: number, order: PendingOrder): void {
    const wait: Wait = { orderId: order.externalOrderId, cancelSlow: () => undefined };
    this.#waits.start(chatId, wait);
    void this.#options.services
      .enqueue(order)
      .catch((error: unknown) =>
        this.#locked(chatId, () =>
          this.#land(chatId, wait, this.#stamp({ type: 'SUBMIT_FAILED', error })),
        ).catch((failure: unknown) =>
          this.#options.logger.error({ err: failure, chatId }, 'could not show a result'),
        ),
      );
  }

  /** Work the runner starts by itself: in the chat's queue, holding its lock between instances. */
  #locked<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    const lock = this.#options.chatLock;
    return this.#queue.run(chatId, lock ? () => lock(chatId, work) : work);
  }

  /**
   * Still waiting after SLOW_MS: the chat is told once. An order's outcome may have reached the
   * chat through another instance meanwhile (the store says so): then this wait is over here
   * too. Still waiting for an order: it is handed over again, once.
   */
  #slow(chatId: number, wait: Wait): void {
    void this.#queue
      .run(chatId, async () => {
        if (this.#waits.get(chatId) !== wait) return;
        const session = await this.#sessions.load(chatId);
        const snapshot = this.#sessions.restore(chatId, session);
        if (
          wait.orderId !== undefined &&
          snapshot.context.pendingOrder?.externalOrderId !== wait.orderId
        ) {
          this.#waits.end(chatId, wait);
          this.#waits.wake();
          return;
        }
        await this.#options.display.stillWorking(chatId, session.locale);
        // Handed over once more: the outbox joins the run in progress, or announces again an
        // outcome it stored whose news died with the instance that drove it.
        const order = snapshot.context.pendingOrder;
        if (order && wait.orderId !== undefined) {
          void this.#options.services.enqueue(order).catch((error: unknown) => {
            this.#options.logger.warn({ err: error, chatId }, 'order handed over again failed');
          });
        }
      })
      .catch(() => undefined);
  }

  #stamp(event: ConversationEvent | EffectResult): MachineEvent {
    // One object per event (no spread of a stamp and of optional flags): same keys, same order.
    const options = this.#options;
    const stamped: MachineEvent = {
      ...event,
      at: options.clock.now(),
      orderId: options.newOrderId(),
    };
    if (options.offline?.() === true) stamped.offline = true;
    if (options.partnerRefused?.() === true) stamped.partnerRefused = true;
    return stamped;
  }
}
