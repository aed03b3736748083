import type { Bot } from 'grammy';
import type { Locale } from '../locale/locale.ts';
import type { Translate } from '../locale/translate.ts';

/**
 * Makes the Mini App the chat's menu button (the button beside the message field) for every
 * chat without one of its own: only when WEBAPP_URL is configured. One label for all chats (the
 * Bot API's default menu button has no per-language variant): the default locale's.
 */
export async function registerMenuButton(
  bot: Bot,
  t: Translate,
  url: string,
  locale: Locale,
): Promise<void> {
  await bot.api.setChatMenuButton({
    menu_button: { type: 'web_app', text: t(locale, 'btn-webapp'), web_app: { url } },
  });
}
