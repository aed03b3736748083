import type { Menu } from '../catalogue/menu.ts';
import type { MenuSearch } from '../catalogue/search.ts';
import type { ChatDisplay } from '../chat/runner.ts';
import type { Translate } from '../locale/translate.ts';
import type { MenuTranslations } from '../menu-i18n/index.ts';
import type { Pacer } from './pacer.ts';
import { ChatBlockedError, type TelegramScreen } from './screen.ts';
import { renderView } from './views/index.ts';

/** What showing a conversation in Telegram needs. */
export interface ConversationDisplayOptions {
  screen: TelegramScreen;
  t: Translate;
  menu: () => Menu | null;
  search: () => MenuSearch | null;
  now: () => number;
  /** Paces the redraws after a restart (bot-initiated, unlike every answer). */
  pacer?: Pacer | undefined;
  /** The Mini App's address, when configured (its button on the home and cart screens). */
  webAppUrl?: string | undefined;
  /** A staff chat takes a word with the restaurant (issue 36): active orders offer it. */
  word?: boolean | undefined;
  /** The restaurant's texts in the chat's language. */
  translations: MenuTranslations;
}

/** The chat runner's display in Telegram: the live message and the screens. */
export function conversationDisplay(options: ConversationDisplayOptions): ChatDisplay {
  const { screen, t, pacer } = options;
  return {
    async show(chatId, session, snapshot, tappedMessageId) {
      const view = renderView(snapshot, {
        menu: options.menu(),
        search: options.search(),
        t,
        now: options.now(),
        webAppUrl: options.webAppUrl,
        word: options.word,
        translations: options.translations,
      });
      try {
        await screen.show(chatId, session, view, { tappedMessageId });
        return true;
      } catch (error) {
        if (error instanceof ChatBlockedError) return false;
        throw error;
      }
    },
    // No typing indicator: the waiting view on the live message already says what is going on.
    stillWorking: (chatId, locale) =>
      screen.say(chatId, t(locale, 'still-working')).catch(() => undefined),
    scheduleRedraw: pacer
      ? (chatId, redraw) => pacer.schedule(chatId, 'redraw', redraw)
      : undefined,
  };
}
