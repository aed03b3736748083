import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { withConversationDeps } from '../conversation/machine.ts';
import { CONVERSATION_VERSION, type ConversationDeps } from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { KeyValue } from '../store/index.ts';
import {
  type ConversationMachine,
  type ConversationSnapshot,
  initialSnapshot,
  persistSnapshot,
  restoreSnapshot,
} from './machine-step.ts';

/**
 * What the bot keeps per chat in the store: the conversation's persisted snapshot (with the
 * version of the context shape it was written with), the live message, how many times a view was
 * drawn (`viewRev`), and whether the chat still accepts messages.
 */
export interface ChatSession {
  version: number;
  locale: Locale;
  snapshot: unknown;
  viewRev: number;
  live: LiveMessage | null;
  contactKeyboard: boolean;
  active: boolean;
  /**
   * True between the write of a state and the write after it was shown: a restart finding it
   * set redraws the chat, so a customer never stays on a screen older than the stored state.
   */
  renderPending?: boolean | undefined;
}

/**
 * The chat's live message (the one a tap edits in place): its id, whether it is a photo card,
 * and `shown`, a digest of what it shows (text, buttons, photo) when the bot knows it for sure.
 * The screen skips an edit that would show the same again (Telegram refuses it as "message is not
 * modified"); without `shown` it edits.
 */
export interface LiveMessage {
  messageId: number;
  photo: boolean;
  shown?: string | undefined;
}

/**
 * The fields showing a state may change that are stored at once when they do, as one comparable
 * string: a blocked chat, and the reply keyboard (a redraw after a restart must know whether to
 * take it off). The live message and `renderPending` may lag behind (`SessionStore.writeShown`).
 */
function urgentFields(session: ChatSession): string {
  return `${session.contactKeyboard}/${session.active}`;
}

/** A fresh session for a chat seen for the first time (or whose stored shape is outdated). */
export function newSession(locale: Locale): ChatSession {
  return {
    version: CONVERSATION_VERSION,
    locale,
    snapshot: null,
    viewRev: 0,
    live: null,
    contactKeyboard: false,
    active: true,
  };
}

/**
 * A session whose last state was stored but never recorded as shown (a crash, another instance
 * that died, a Bot API call that failed half-way): its live message may show an older or a newer
 * screen than the one remembered, so what it shows is forgotten, and the next screen is edited in
 * rather than skipped as unchanged.
 */
function unsure(session: ChatSession): ChatSession {
  if (session.renderPending === true && session.live?.shown !== undefined) {
    session.live = { messageId: session.live.messageId, photo: session.live.photo };
  }
  return session;
}

/**
 * Single instance only (no other process writes this process's chats): how the write that
 * records "shown" may wait. See `SessionStore.writeShown`.
 */
export interface ShownWrites {
  clock: Clock;
  /** How long the write after a screen was shown waits for the chat's next write. */
  delayMs: number;
}

/**
 * The chats' sessions in the store, and their conversations as snapshots: the store is the
 * truth (no actor lives between updates). Also remembers the locale written in this event-loop
 * turn, so an answer right after its update does not read the store again.
 *
 * With `shownWrites` (a single instance: the runner then owns its chats, as it already assumes
 * when it loads, steps and writes a chat without any check against a concurrent writer), the
 * session is kept here for `delayMs` after its state was shown, and `load` hands it back without
 * reading the store; and when showing changed nothing stored but `renderPending` and the live
 * message (the screen was edited in place, or a new live message was sent), that write waits
 * too, replaced by the chat's next write, which carries the same fields and newer ones. At a
 * person's pace an action then costs the store one statement instead of three (a read and two
 * writes). The state itself is always written before anything is shown or sent (`write`), and a
 * blocked chat or a reply-keyboard change at once: only `renderPending: false` and the live
 * message's id lag behind in the store, by at most `delayMs`. A crash inside that window makes
 * the restart redraw the chat as a new message (as a crash between the two writes did before);
 * a message sent just before the crash keeps its buttons, read like any older message's (by
 * what they point at on the current state).
 */
export class SessionStore {
  readonly #sessions: KeyValue<ChatSession>;
  readonly #machine: ConversationMachine;
  readonly #deps: ConversationDeps | undefined;
  readonly #logger: Logger;
  readonly #defaultLocale: Locale;
  /** Locales written in this event-loop turn; emptied before the next turn can read the store. */
  readonly #written = new Map<number, Locale>();
  #clearing = false;
  #shownWrites: ShownWrites | undefined;
  /**
   * Sessions kept after `writeShown` (the newest state of each chat), `dirty` while their last
   * write waits; each leaves at `until` (`delayMs` later) or at the chat's next `write`. In the
   * order kept, so the first is always the next due: one timer serves them all (`#arm`).
   */
  readonly #held = new Map<number, { session: ChatSession; until: number; dirty: boolean }>();
  /** Cancels the timer armed for the first kept session, if any. */
  #cancelTimer: (() => void) | undefined;
  /** What the chat's last `write` stored of the fields stored at once (`urgentFields`). */
  readonly #stored = new WeakMap<ChatSession, string>();
  /** Deferred writes under way (started by their timer or `flush`). */
  readonly #flushing = new Set<Promise<void>>();

  constructor(options: {
    sessions: KeyValue<ChatSession>;
    machine: ConversationMachine;
    logger: Logger;
    defaultLocale: Locale;
    shownWrites?: ShownWrites | undefined;
    /** The restaurant's deps when `machine` is the process's shared one (see ChatRunnerOptions). */
    deps?: ConversationDeps | undefined;
  }) {
    this.#deps = options.deps;
    this.#sessions = options.sessions;
    this.#machine = options.machine;
    this.#logger = options.logger;
    this.#defaultLocale = options.defaultLocale;
    this.#shownWrites = options.shownWrites;
  }

  /** Every stored session (for the resume at start-up). */
  entries(): AsyncIterable<[string, ChatSession]> {
    return this.#sessions.entries();
  }

  /** The language this chat speaks: the one chosen in the conversation, else `fallback`. */
  async locale(chatId: number, fallback: Locale): Promise<Locale> {
    const written = this.#written.get(chatId);
    if (written !== undefined) return written;
    return (await this.load(chatId, fallback)).locale;
  }

  /** The chat's session, or a fresh one (in `locale`) for a chat seen for the first time. */
  async load(chatId: number, locale?: Locale): Promise<ChatSession> {
    const held = this.#held.get(chatId);
    if (held !== undefined) return unsure(held.session);
    const stored = await this.#sessions.get(String(chatId));
    if (stored && stored.version === CONVERSATION_VERSION) return unsure(stored);
    return newSession(locale ?? this.#defaultLocale);
  }

  /** The session's conversation as a snapshot, or a new conversation. */
  restore(chatId: number, session: ChatSession): ConversationSnapshot {
    const machine = this.#machine;
    const stored = session.snapshot as {
      status?: string;
      value?: unknown;
      context?: unknown;
    } | null;
    // A snapshot an actor of an older version died in (status 'error') cannot take events:
    // that chat starts afresh rather than staying stuck forever (its cart is lost, the chat not).
    if (stored && stored.status !== 'error' && stored.value !== undefined) {
      return restoreSnapshot(machine, stored);
    }
    if (stored) {
      this.#logger.warn({ chatId }, 'stored conversation was in an error state; starting afresh');
    }
    const initial = () => initialSnapshot(machine, { locale: session.locale, chatId });
    return this.#deps ? withConversationDeps(this.#deps, initial) : initial();
  }

  /** Puts the snapshot into the session (not yet written). */
  keep(session: ChatSession, snapshot: ConversationSnapshot): void {
    session.snapshot = persistSnapshot(this.#machine, snapshot);
    session.locale = snapshot.context.locale;
  }

  /** Writes the session; resolves once the store committed it. */
  async write(chatId: number, session: ChatSession): Promise<void> {
    // This write carries everything a waiting one would have (it is the same chat's newer state).
    this.#release(chatId);
    await this.#sessions.set(String(chatId), session);
    this.#stored.set(session, urgentFields(session));
    this.#remember(chatId, session);
  }

  /**
   * Writes the session after its state was shown. With `shownWrites`, when showing changed
   * only `renderPending` and the live message (the screen was edited in place, or a new live
   * message was sent), the write waits `delayMs` and the chat's next `write` replaces it; a
   * blocked chat or a reply-keyboard change is written at once. Either way the session is kept
   * for `delayMs`, and `load` hands it back without reading the store. Resolves once the write
   * is committed or handed to the timer.
   */
  async writeShown(chatId: number, session: ChatSession): Promise<void> {
    const shownWrites = this.#shownWrites;
    if (shownWrites === undefined) {
      await this.write(chatId, session);
      return;
    }
    const dirty = this.#stored.get(session) === urgentFields(session);
    if (!dirty) await this.write(chatId, session);
    this.#release(chatId);
    this.#held.set(chatId, {
      session,
      until: shownWrites.clock.now() + shownWrites.delayMs,
      dirty,
    });
    if (this.#cancelTimer === undefined) this.#arm(shownWrites);
    this.#remember(chatId, session);
  }

  /**
   * Writes every waiting session now; resolves once all of them are committed (or failed).
   * From then on `writeShown` writes at once and nothing is kept (a shutdown: the store closes
   * next).
   */
  async flush(): Promise<void> {
    this.#shownWrites = undefined;
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    for (const chatId of [...this.#held.keys()]) this.#flushOne(chatId);
    await Promise.all([...this.#flushing]);
  }

  /**
   * Arms the one timer for the first kept session's `until`; when it fires, every kept session
   * then due leaves (written first if dirty) and the timer is armed for the next. A session
   * released meanwhile only makes the timer find nothing due and arm again.
   */
  #arm(shownWrites: ShownWrites): void {
    const first = this.#held.values().next().value;
    if (first === undefined) {
      this.#cancelTimer = undefined;
      return;
    }
    const wait = Math.max(0, first.until - shownWrites.clock.now());
    this.#cancelTimer = shownWrites.clock.setTimeout(() => {
      const now = shownWrites.clock.now();
      for (const [chatId, held] of this.#held) {
        if (held.until > now) break;
        this.#flushOne(chatId);
      }
      this.#arm(shownWrites);
    }, wait);
  }

  #release(chatId: number): void {
    this.#held.delete(chatId);
  }

  /** The kept session leaves memory; written first if its last write still waits. */
  #flushOne(chatId: number): void {
    const held = this.#held.get(chatId);
    if (held === undefined) return;
    this.#release(chatId);
    if (!held.dirty) return;
    const writing = this.#sessions.set(String(chatId), held.session).catch((error: unknown) => {
      // The store keeps the state written before the screen (renderPending): a restart redraws.
      this.#logger.error({ err: error, chatId }, 'could not store that a screen was shown');
    });
    this.#flushing.add(writing);
    void writing.then(() => this.#flushing.delete(writing));
  }

  #remember(chatId: number, session: ChatSession): void {
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
