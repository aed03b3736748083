import type { Locale } from '../locale/locale.ts';

// The session is the chat runner's (src/chat/); the Telegram side reads and draws it.
export type { ChatSession } from '../chat/session.ts';

/** The language from Telegram's `language_code`: Bulgarian for bg, English otherwise, else default. */
export function localeFromTelegram(languageCode: string | undefined, fallback: Locale): Locale {
  if (languageCode === undefined || languageCode === '') return fallback;
  return languageCode.toLowerCase().startsWith('bg') ? 'bg' : 'en';
}
