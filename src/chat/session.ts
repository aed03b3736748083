import type { Logger } from 'pino';
import { initialTransition } from 'xstate';
import { CONVERSATION_VERSION } from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { KeyValue } from '../store/index.ts';
import type { ConversationMachine, ConversationSnapshot } from './machine-step.ts';

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
  live: { messageId: number; photo: boolean } | null;
  contactKeyboard: boolean;
  active: boolean;
  /**
   * True between the write of a state and the write after it was shown: a restart finding it
   * set redraws the chat, so a customer never stays on a screen older than the stored state.
   */
  renderPending?: boolean | undefined;
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
 * The chats' sessions in the store, and their conversations as snapshots: the store is the
 * truth (no actor lives between updates). Also remembers the locale written in this event-loop
 * turn, so an answer right after its update does not read the store again.
 */
export class SessionStore {
  readonly #sessions: KeyValue<ChatSession>;
  readonly #machine: ConversationMachine;
  readonly #logger: Logger;
  readonly #defaultLocale: Locale;
  /** Locales written in this event-loop turn; emptied before the next turn can read the store. */
  readonly #written = new Map<number, Locale>();
  #clearing = false;

  constructor(options: {
    sessions: KeyValue<ChatSession>;
    machine: ConversationMachine;
    logger: Logger;
    defaultLocale: Locale;
  }) {
    this.#sessions = options.sessions;
    this.#machine = options.machine;
    this.#logger = options.logger;
    this.#defaultLocale = options.defaultLocale;
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
    const stored = await this.#sessions.get(String(chatId));
    if (stored && stored.version === CONVERSATION_VERSION) return stored;
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
      return machine.resolveState({
        value: stored.value as ConversationSnapshot['value'],
        context: stored.context as ConversationSnapshot['context'],
      });
    }
    if (stored) {
      this.#logger.warn({ chatId }, 'stored conversation was in an error state; starting afresh');
    }
    return initialTransition(machine, { locale: session.locale, chatId })[0];
  }

  /** Puts the snapshot into the session (not yet written). */
  keep(session: ChatSession, snapshot: ConversationSnapshot): void {
    session.snapshot = this.#machine.getPersistedSnapshot(snapshot);
    session.locale = snapshot.context.locale;
  }

  /** Writes the session; resolves once the store committed it. */
  async write(chatId: number, session: ChatSession): Promise<void> {
    await this.#sessions.set(String(chatId), session);
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
