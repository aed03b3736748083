import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { CustomerNews, LateArrival, NotPlaced } from '../chat/order-events.ts';
import { freshPriceReady } from '../conversation/held-order.ts';
import type { ArrivalEstimate } from '../domain/arrival.ts';
import type { OrderStatus } from '../domain/order.ts';
import type { Locale } from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import type { TrackedOrder } from '../orders/index.ts';
import { ANY_SCREEN, buttonData } from './buttons.ts';
import type { Pacer } from './pacer.ts';
import { ChatBlockedError, type TelegramScreen } from './screen.ts';
import { arrivalLines } from './views/arrival.ts';
import { type MenuWords, money } from './views/describe.ts';
import { statusText } from './views/status-words.ts';
import { wordButtons } from './word-data.ts';

/** What telling customers about their orders needs. */
export interface CustomerNewsOptions {
  screen: TelegramScreen;
  /** Everything here is the bot's own initiative: it all goes through the pacer. */
  pacer: Pacer;
  t: Translate;
  /** The chat's language (the one chosen in its conversation). */
  localeOf: (chatId: number) => Promise<Locale>;
  logger: Logger;
  /** The restaurant's texts (status labels) in the chat's language, as of the current menu. */
  translations?: MenuTranslations | undefined;
  menu?: (() => Menu | null) | undefined;
  /** A staff chat takes a word with the restaurant: a status offers it (issue 36). */
  word?: boolean | undefined;
  /** How long is left of a tracked order's way at its new status (issue 36); null: nothing. */
  arrival?: ((order: TrackedOrder) => Promise<ArrivalEstimate | null>) | undefined;
}

/** What is true to say of an order that turned up after it was given up (see `LateArrival`). */
const AFTER_ALL = {
  alone: 'order-accepted-after-all',
  waiting: 'order-accepted-after-all-waiting',
  sent: 'order-accepted-after-all-sent',
} as const satisfies Record<LateArrival, MessageId>;

/**
 * Tells a customer, in their language, what happened to an order outside the conversation:
 * accepted later, not placed after all, or a new status (in their language only: `statusText`).
 * A blocked chat is skipped quietly.
 */
export function telegramCustomerNews(options: CustomerNewsOptions): CustomerNews {
  const { t, screen, pacer, logger } = options;
  const translations = options.translations ?? new MenuTranslations();
  const words = (locale: Locale): MenuWords => ({
    locale,
    tr: (id, args) => t(locale, id, args),
    texts: translations.translator(locale, options.menu?.() ?? null),
  });
  const tell = async (
    chatId: number,
    text: (locale: Locale) => string,
    buttons?: (locale: Locale) => InlineKeyboardMarkup | undefined,
  ): Promise<void> => {
    const locale = await options.localeOf(chatId);
    await pacer
      .schedule(chatId, 'status', () => screen.say(chatId, text(locale), buttons?.(locale)))
      .catch((error: unknown) => {
        if (!(error instanceof ChatBlockedError))
          logger.warn({ err: error, chatId }, 'could not tell the customer');
      });
  };
  // "✉️ Message the restaurant" and, before it is sent, "Ask to cancel" (issue 36).
  const wordKeyboard = (externalOrderId: string, status: OrderStatus) => {
    if (!options.word) return undefined;
    return (locale: Locale): InlineKeyboardMarkup | undefined => {
      const rows = wordButtons((id) => t(locale, id), externalOrderId, status);
      return rows.length === 0 ? undefined : { inline_keyboard: rows };
    };
  };
  /**
   * The news of an order that came to no order, sentence by sentence: why (only what is known:
   * no price change unless one was seen), where its dishes are, and, while an attempt may still
   * land, that the customer will hear if it does.
   */
  const notPlacedText = (locale: Locale, outcome: NotPlaced, button: boolean): string => {
    if (outcome.kind === 'rejected') {
      return t(locale, 'order-rejected-later', {
        detail: words(locale).texts.text(outcome.message ?? ''),
      });
    }
    if (outcome.kind === 'lost') return t(locale, 'order-lost-later');
    const why =
      outcome.kind === 'requote'
        ? 'order-requote-later'
        : outcome.reason === 'quote_expired'
          ? 'order-given-up-expired'
          : 'order-given-up-retries';
    const sentences = [
      t(locale, why),
      t(locale, button ? 'order-back-fresh-price' : 'order-back-in-cart'),
    ];
    if (outcome.watched) sentences.push(t(locale, 'order-may-still-arrive'));
    return sentences.join(' ');
  };
  return {
    accepted: (chatId, record, late, eta) =>
      tell(
        chatId,
        (locale) =>
          [
            t(locale, late === false ? 'order-accepted-later' : AFTER_ALL[late], {
              number: record.order_number,
              total: money(words(locale), record.total_minor),
            }),
            ...(late === false && eta
              ? arrivalLines(words(locale), eta.estimate, eta.fulfilment, 'whole')
              : []),
          ].join('\n'),
        wordKeyboard(record.external_order_id, record.status),
      ),
    notPlaced: (chatId, outcome, context) => {
      // A held order given up, its cart back with its receipt and details: one tap quotes it
      // again (the review's Confirm is the next). Without a menu to draw the button against,
      // or with details missing, the customer is sent to /cart as before.
      const menu = options.menu?.() ?? null;
      if (outcome.kind === 'given_up' && context && menu && freshPriceReady(context)) {
        const data = buttonData({ path: ANY_SCREEN, context, menu }, 'confirmFreshPrice');
        return tell(
          chatId,
          (locale) => notPlacedText(locale, outcome, true),
          (locale) => ({
            inline_keyboard: [
              [{ text: t(locale, 'btn-confirm-fresh-price'), callback_data: data }],
            ],
          }),
        );
      }
      return tell(chatId, (locale) => notPlacedText(locale, outcome, false));
    },
    statusChanged: async (chatId, { order, record }) => {
      // What is left of the way from the new status (issue 36): asked once, told in any language.
      const eta = (await options.arrival?.(order)) ?? null;
      await tell(
        chatId,
        (locale) =>
          [
            t(locale, 'status-changed', {
              number: order.orderNumber,
              status: statusText(
                words(locale),
                record.status,
                order.fulfilment,
                record.status_label,
              ),
            }),
            ...arrivalLines(words(locale), eta, order.fulfilment, 'left'),
          ].join('\n'),
        wordKeyboard(order.externalOrderId, record.status),
      );
    },
  };
}
