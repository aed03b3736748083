import type { Logger } from 'pino';
import { type Actor, createActor } from 'xstate';
import type { Menu } from '../catalogue/menu.ts';
import type { MenuSearch } from '../catalogue/search.ts';
import type { createConversationMachine } from '../conversation/machine.ts';
import {
  CONVERSATION_VERSION,
  type ConversationEvent,
  type PendingOrder,
} from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { KeyValue } from '../store/index.ts';
import { buttonTag, pressToEvent } from './buttons.ts';
import type { ButtonPress } from './callback-data.ts';
import type { Translate } from './i18n.ts';
import type { Pacer } from './pacer.ts';
import { ChatBlockedError, type TelegramScreen } from './screen.ts';
import { type ChatSession, localeFromTelegram, newSession } from './sessions.ts';
import { renderView, statePath } from './views/index.ts';
import { WarmActors } from './warm-actors.ts';

type Machine = ReturnType<typeof createConversationMachine>;
type ConversationActor = Actor<Machine>;

const ASYNC_STATES = ['checkout.quoting', 'checkout.submitting'];
/**
 * Idle actors kept between updates (least recently used evicted). A chat mid-order taps every
 * few seconds: keeping its actor skips restoring it from the snapshot on each tap.
 */
const WARM_ACTORS = 2_000;
/** After this long in flight, the waiting message says it is still working. */
const SLOW_MS = 4_000;

/** What one update asks of a conversation. */
export interface Input {
  chatId: number;
  languageCode?: string | undefined;
  /** A conversation event, a button press (raw callback data), or nothing (just show). */
  event?: ConversationEvent | undefined;
  press?: ButtonPress | undefined;
  tappedMessageId?: number | undefined;
  /** False: record the event without touching the chat's messages (background updates). */
  render?: boolean | undefined;
  /** A redraw after a restart: shown only if the chat's stored state is still not on its screen. */
  redraw?: boolean | undefined;
}

/**
 * The outcome the bot uses to answer a callback query: `stale` when what the button pointed at
 * has changed (or it belongs to another screen), `invalid` when it decodes to nothing we drew.
 */
export type HandleResult = 'done' | 'stale' | 'invalid' | 'blocked';

/** The pieces the runtime needs. */
export interface RuntimeOptions {
  machine: Machine;
  sessions: KeyValue<ChatSession>;
  screen: TelegramScreen;
  t: Translate;
  menu: () => Menu | null;
  search: () => MenuSearch | null;
  /** Paces the redraws after a restart (bot-initiated, unlike every answer). */
  pacer?: Pacer | undefined;
  now: () => number;
  logger: Logger;
  defaultLocale: Locale;
  /** The Mini App's address, when configured (its button on the home and cart screens). */
  webAppUrl?: string | undefined;
}

/**
 * Runs conversations for the Telegram layer: per update it reads the chat's session, restores
 * the actor from its persisted snapshot, sends the event, renders the new state into the live
 * message and writes the snapshot before the update counts as handled (no write-behind cache a
 * crash could lose). The store stays the truth: an idle actor kept in memory is used only while
 * the session just read is exactly the one this runtime last wrote (another instance or a restart
 * wins), and a chat's language is taken from the session written in the same event-loop turn.
 * Updates of one chat are handled one after another; chats run in parallel. While a quote or a
 * submission is in flight the actor stays in memory; its result is written and shown when it
 * arrives. A button is honoured while what it points at is unchanged (see `#press`); stale or
 * forged buttons change nothing and show the current screen, redrawn.
 */
export class ConversationRuntime {
  readonly #options: RuntimeOptions;
  readonly #live = new Map<number, ConversationActor>();
  /** Orders whose pending record is in the store, and submissions waiting for that. */
  readonly #stored = new Set<string>();
  readonly #storedWaiters = new Map<string, () => void>();
  readonly #queues = new Map<number, Promise<unknown>>();
  readonly #warm = new WarmActors<ConversationActor>(WARM_ACTORS);
  /** Locales written in this event-loop turn; emptied before the next turn can read the store. */
  readonly #written = new Map<number, Locale>();
  #clearing = false;

  constructor(options: RuntimeOptions) {
    this.#options = options;
  }

  /** Handles one input for one chat, after any earlier input of the same chat. */
  handle(input: Input): Promise<HandleResult> {
    return this.#serial(input.chatId, () => this.#handle(input));
  }

  /** The language this chat speaks: the one chosen in the conversation, else Telegram's. */
  async locale(chatId: number, languageCode: string | undefined): Promise<Locale> {
    // Just written in this turn (an answer right after its update): the store holds exactly this.
    const written = this.#written.get(chatId);
    if (written !== undefined) return written;
    return (await this.#loadSession(chatId, languageCode)).locale;
  }

  /** True while this chat's conversation is itself waiting for that order's submission. */
  awaiting(chatId: number, externalOrderId: string): boolean {
    return (
      this.#live.get(chatId)?.getSnapshot().context.pendingOrder?.externalOrderId ===
      externalOrderId
    );
  }

  /**
   * Resolves once a session holding this order (its external_order_id in the pending order) is
   * in the store. The submission waits for it, so no order reaches the restaurant before the
   * chat's own record of it: a crash in between can never lead to a second confirmation.
   */
  whenStored(order: PendingOrder, signal?: AbortSignal): Promise<void> {
    if (order.chatId === null || this.#stored.has(order.externalOrderId)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#storedWaiters.delete(order.externalOrderId);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#storedWaiters.set(order.externalOrderId, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  #noteStored(snapshot: unknown): void {
    type Stored = { context?: { pendingOrder?: { externalOrderId?: string } | null } } | null;
    const id = (snapshot as Stored)?.context?.pendingOrder?.externalOrderId;
    if (id === undefined) return;
    this.#stored.add(id);
    const waiter = this.#storedWaiters.get(id);
    this.#storedWaiters.delete(id);
    waiter?.();
  }

  /** Resolves once every input of this chat handed in so far has been handled. */
  async idle(chatId: number): Promise<void> {
    await this.#queues.get(chatId);
  }

  /** Chats with a request in flight (for a graceful shutdown and for tests). */
  pending(): number {
    return this.#live.size;
  }

  /** Waits until no quote or submission is in flight, or the timeout passes. */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#live.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all([...this.#queues.values()]);
  }

  /**
   * At start-up: every chat left waiting for a quote or a submission is resumed, and every chat
   * whose last state was stored but not shown is redrawn, paced as the bot's own messages are
   * (lowest priority). Resolves with their count once all of them are done.
   */
  async resumePending(): Promise<number> {
    let resumed = 0;
    const redraws: Promise<unknown>[] = [];
    for await (const [key, session] of this.#options.sessions.entries()) {
      const value = (session.snapshot as { value?: Parameters<typeof statePath>[0] } | null)?.value;
      const inFlight = value !== undefined && ASYNC_STATES.includes(statePath(value));
      // A chat whose stored state never reached its screen is redrawn too.
      if (!inFlight && session.renderPending !== true) continue;
      const chatId = Number(key);
      if (!Number.isSafeInteger(chatId)) continue;
      resumed += 1;
      if (inFlight) {
        // The customer's own quote or order, resumed: its answer is not a push.
        await this.handle({ chatId });
        continue;
      }
      // A redraw is the bot's own message: it waits for its turn outside the chat's queue, so a
      // customer who acts first is answered at once and the redraw then finds nothing to do.
      const pacer = this.#options.pacer;
      const redraw = () => this.handle({ chatId, redraw: true });
      redraws.push(
        (pacer ? pacer.schedule(chatId, 'redraw', redraw) : redraw()).catch(() => undefined),
      );
    }
    await Promise.all(redraws);
    return resumed;
  }

  async #serial<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(chatId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.#queues.set(chatId, tail);
    void tail.then(() => {
      if (this.#queues.get(chatId) === tail) this.#queues.delete(chatId);
    });
    return next;
  }

  async #loadSession(chatId: number, languageCode: string | undefined): Promise<ChatSession> {
    const stored = await this.#options.sessions.get(String(chatId));
    if (stored && stored.version === CONVERSATION_VERSION) return stored;
    return newSession(localeFromTelegram(languageCode, this.#options.defaultLocale));
  }

  #actorFor(chatId: number, session: ChatSession): ConversationActor {
    const live = this.#live.get(chatId);
    if (live) return live;
    const warm = this.#warm.take(chatId, session.viewRev, session.snapshot);
    if (warm) return warm;
    const { machine } = this.#options;
    // A snapshot an actor died in (status 'error') cannot take events: start that chat afresh
    // rather than leaving it stuck forever (its cart is lost, the chat is not).
    const usable =
      session.snapshot !== null && (session.snapshot as { status?: string }).status !== 'error';
    if (!usable && session.snapshot !== null) {
      this.#options.logger.warn(
        { chatId },
        'stored conversation was in an error state; starting afresh',
      );
    }
    // A restored order is in the store already: its re-issued submission may go at once.
    if (usable) this.#noteStored(session.snapshot);
    const actor = createActor(machine, {
      input: { locale: session.locale, chatId },
      ...(usable ? { snapshot: session.snapshot as never } : {}),
    });
    actor.start();
    return actor;
  }

  async #handle(input: Input): Promise<HandleResult> {
    const { chatId } = input;
    const session = await this.#loadSession(chatId, input.languageCode);
    if (!session.active && input.event === undefined && input.press === undefined) return 'blocked';
    if (input.redraw === true && session.renderPending !== true) return 'done';
    session.active = true;
    const actor = this.#actorFor(chatId, session);
    let result: HandleResult = 'done';
    if (input.press) {
      result = this.#press(actor, input.press);
    } else if (input.event) {
      actor.send(input.event);
    }
    if (input.render === false && this.#live.get(chatId) !== actor) {
      await this.#write(chatId, actor, session);
      this.#warm.keep(chatId, actor, session.viewRev, session.snapshot);
      return result;
    }
    if (input.render === false) return result;
    return (await this.#settle(chatId, actor, session, input.tappedMessageId)) ? result : 'blocked';
  }

  /**
   * Sends a tapped button's event when the button still means what it meant when drawn: its tag
   * equals the tag the same button gets on the current screen with the current menu. Otherwise
   * nothing is sent, and the current screen is redrawn as it is now.
   */
  #press(actor: ConversationActor, press: ButtonPress): HandleResult {
    const menu = this.#options.menu();
    const snapshot = actor.getSnapshot();
    const path = statePath(snapshot.value);
    const event = pressToEvent(press.action, press.arg, snapshot.context, menu);
    if (!event) return 'invalid';
    if (press.tag !== buttonTag(path, press.action, press.arg, snapshot.context, menu)) {
      return 'stale';
    }
    actor.send(event);
    return 'done';
  }

  /** Writes and shows the actor's state; keeps it alive while a request is in flight. */
  async #settle(
    chatId: number,
    actor: ConversationActor,
    session: ChatSession,
    tapped?: number,
  ): Promise<boolean> {
    const snapshot = actor.getSnapshot();
    const path = statePath(snapshot.value);
    const waiting = ASYNC_STATES.includes(path);
    session.locale = snapshot.context.locale;
    session.viewRev += 1;
    const view = renderView(snapshot, {
      menu: this.#options.menu(),
      search: this.#options.search(),
      t: this.#options.t,
      now: this.#options.now(),
      webAppUrl: this.#options.webAppUrl,
    });
    // The state is written before the screen shows it: a crash in between leaves the store
    // ahead of the screen, never behind it. Behind, a customer who answered the step they saw
    // (a phone) would have it taken for the step the store knew (the name): found by the crash
    // reliability test. Ahead, an order in flight is resumed with its id, and a restart redraws
    // the chat (renderPending), so the customer sees the step their next answer goes to.
    session.renderPending = true;
    await this.#write(chatId, actor, session);
    // The state this screen shows. A quote may come back while the screen is being sent; the
    // write after the show must still store the state shown, so that the newer one, not yet on
    // screen, is only ever stored by its own settle (with renderPending): storing it here as
    // shown left a customer looking at "calculating the price" after a crash (found by the crash
    // reliability test, seed 185986549).
    const shownSnapshot = session.snapshot;
    let shown = true;
    try {
      await this.#options.screen.show(chatId, session, view, { tappedMessageId: tapped });
    } catch (error) {
      if (!(error instanceof ChatBlockedError)) throw error;
      session.active = false;
      shown = false;
      this.#options.logger.info({ chatId }, 'chat blocked the bot; marked inactive');
    }
    session.renderPending = false;
    await this.#write(chatId, actor, session, shownSnapshot);
    if (waiting && shown) this.#watch(chatId, actor, path);
    else if (!waiting) {
      this.#live.delete(chatId);
      // Only after a committed write: a failed one leaves the actor ahead of the store, dropped.
      this.#warm.keep(chatId, actor, session.viewRev, session.snapshot);
    }
    return shown;
  }

  /** Writes the session with the actor's state; resolves once the store committed it. */
  async #write(
    chatId: number,
    actor: ConversationActor,
    session: ChatSession,
    snapshot: unknown = actor.getPersistedSnapshot(),
  ): Promise<void> {
    session.snapshot = snapshot;
    await this.#options.sessions.set(String(chatId), session);
    this.#noteStored(session.snapshot);
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

  // Keeps an actor whose quote or submission is in flight; when it leaves that state, its new
  // state is written and shown through the same per-chat queue as any update.
  #watch(chatId: number, actor: ConversationActor, startedIn: string): void {
    if (this.#live.get(chatId) === actor) return;
    this.#live.set(chatId, actor);
    // No typing indicator: the waiting view on the live message already says what is going on,
    // and a chat action would be one more call per quote that changes nothing on the screen.
    const slow = setTimeout(() => {
      void this.#serial(chatId, async () => {
        if (this.#live.get(chatId) !== actor) return;
        const session = await this.#loadSession(chatId, undefined);
        await this.#options.screen
          .say(chatId, this.#options.t(session.locale, 'still-working'))
          .catch(() => undefined);
      });
    }, SLOW_MS);
    let finished = false;
    const onChange = (snapshot: ReturnType<ConversationActor['getSnapshot']>) => {
      const path = statePath(snapshot.value);
      if (finished || (path === startedIn && ASYNC_STATES.includes(path))) return;
      finished = true;
      subscription?.unsubscribe();
      clearTimeout(slow);
      void this.#serial(chatId, async () => {
        if (this.#live.get(chatId) !== actor) return;
        this.#live.delete(chatId);
        const session = await this.#loadSession(chatId, undefined);
        await this.#settle(chatId, actor, session, session.live?.messageId);
      }).catch((error: unknown) =>
        this.#options.logger.error({ err: error, chatId }, 'could not show a result'),
      );
    };
    const subscription: { unsubscribe(): void } | undefined = actor.subscribe(onChange);
    // A fast answer may have arrived while the waiting view was being shown: look once now.
    onChange(actor.getSnapshot());
  }
}
