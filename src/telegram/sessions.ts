import { type Locale, localeFromLanguageCode } from '../locale/locale.ts';

// The session is the chat runner's (src/chat/); the Telegram side reads and draws it.
export type { ChatSession } from '../chat/session.ts';

/**
 * The language from Telegram's `language_code`: the bot's language of that code ("de-AT" is
 * German), English for any other, the default when Telegram sends none.
 */
export function localeFromTelegram(languageCode: string | undefined, fallback: Locale): Locale {
  return localeFromLanguageCode(languageCode, fallback);
}
