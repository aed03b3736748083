import { CONVERSATION_VERSION } from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';

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
