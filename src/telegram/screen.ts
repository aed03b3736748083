import { type Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from 'pino';
import type { ChatSession } from '../chat/session.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { Translate } from '../locale/translate.ts';
import { resultUnused } from './transport.ts';
import type { View } from './views/index.ts';

const TEXT_LIMIT = 4096;
const CAPTION_LIMIT = 1024;

/** Telegram refused because the customer blocked the bot (403): the chat goes inactive. */
export class ChatBlockedError extends Error {
  constructor() {
    super('the customer blocked the bot');
    this.name = 'ChatBlockedError';
  }
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function inline(view: View): InlineKeyboardMarkup {
  return {
    inline_keyboard: view.keyboard.map((row) =>
      row.map((b) =>
        b.webApp
          ? { text: b.label, web_app: { url: b.webApp } }
          : { text: b.label, callback_data: b.data },
      ),
    ),
  };
}

function telegramCode(error: unknown): number | undefined {
  return error instanceof GrammyError ? error.error_code : undefined;
}

function notModified(error: unknown): boolean {
  return error instanceof GrammyError && /message is not modified/i.test(error.description);
}

/** How a view reaches the chat: edit the live message in place, or start a new live message. */
export interface ShowOptions {
  /** The message a tapped button belongs to; edits go there when it is the live one. */
  tappedMessageId?: number | undefined;
}

/**
 * Keeps one live message per conversation: a tap edits it in place (text to text, photo to
 * photo), a typed message or a change between text and photo starts a new live message (the
 * previous one keeps its buttons, answered as stale if tapped, unless the new screen has none). Photos fall back to text when
 * Telegram cannot send them. A 403 marks the chat blocked; "message is not modified" (a double
 * tap) counts as success.
 */
export class TelegramScreen {
  readonly #api: Api;
  readonly #t: Translate;
  readonly #logger: Logger;

  constructor(api: Api, t: Translate, logger: Logger) {
    this.#api = api;
    this.#t = t;
    this.#logger = logger;
  }

  async show(
    chatId: number,
    session: ChatSession,
    view: View,
    options: ShowOptions = {},
  ): Promise<void> {
    try {
      await this.#show(chatId, session, view, options);
    } catch (error) {
      if (telegramCode(error) === 403) throw new ChatBlockedError();
      throw error;
    }
  }

  async #show(
    chatId: number,
    session: ChatSession,
    view: View,
    options: ShowOptions,
  ): Promise<void> {
    const live = session.live;
    const wantsPhoto = view.photo !== undefined;
    if (view.replyKeyboard !== undefined) {
      await this.#retireLive(chatId, session);
      await this.#sendContactPrompt(chatId, session, view);
      return;
    }
    const canEdit =
      live !== null &&
      options.tappedMessageId === live.messageId &&
      live.photo === wantsPhoto &&
      !session.contactKeyboard;
    if (canEdit && live) {
      try {
        if (wantsPhoto) {
          await this.#api.editMessageMedia(
            chatId,
            live.messageId,
            { type: 'photo', media: view.photo ?? '', caption: clip(view.text, CAPTION_LIMIT) },
            resultUnused({ reply_markup: inline(view) }),
          );
        } else {
          await this.#api.editMessageText(
            chatId,
            live.messageId,
            clip(view.text, TEXT_LIMIT),
            resultUnused({ reply_markup: inline(view) }),
          );
        }
        return;
      } catch (error) {
        if (notModified(error)) return;
        if (telegramCode(error) === 403) throw error;
        this.#logger.debug(
          { code: telegramCode(error) },
          'could not edit the live message; sending a new one',
        );
      }
    }
    // The old live message keeps its buttons when the new one brings its own: the newest buttons
    // are plainly the current ones, and an old one tapped anyway is answered as stale (its
    // revision no longer matches) with the current screen. Taking them off would cost a call per
    // command and per photo/text switch that the customer gains nothing from.
    if (view.keyboard.length === 0) await this.#retireLive(chatId, session);
    await this.#sendNew(chatId, session, view);
  }

  // The old live message keeps its text but loses its buttons, when the next screen has none of
  // its own (the phone step's reply keyboard, a final notice): nothing looks tappable that is not.
  async #retireLive(chatId: number, session: ChatSession): Promise<void> {
    const live = session.live;
    session.live = null;
    if (!live) return;
    await this.#api
      .editMessageReplyMarkup(
        chatId,
        live.messageId,
        resultUnused({ reply_markup: { inline_keyboard: [] } }),
      )
      .catch(() => undefined);
  }

  async #sendNew(chatId: number, session: ChatSession, view: View): Promise<void> {
    const removeKeyboard = session.contactKeyboard;
    if (view.photo !== undefined && !removeKeyboard) {
      try {
        const sent = await this.#api.sendPhoto(chatId, view.photo, {
          caption: clip(view.text, CAPTION_LIMIT),
          reply_markup: inline(view),
        });
        session.live = { messageId: sent.message_id, photo: true };
        return;
      } catch (error) {
        if (telegramCode(error) === 403) throw error;
        this.#logger.debug({ code: telegramCode(error) }, 'photo failed; showing the card as text');
      }
    }
    if (removeKeyboard) {
      // A message can carry one keyboard: remove the reply keyboard first, then add the buttons.
      const sent = await this.#api.sendMessage(chatId, clip(view.text, TEXT_LIMIT), {
        reply_markup: { remove_keyboard: true },
      });
      session.contactKeyboard = false;
      session.live = { messageId: sent.message_id, photo: false };
      if (view.keyboard.length > 0) {
        await this.#api.editMessageReplyMarkup(
          chatId,
          sent.message_id,
          resultUnused({ reply_markup: inline(view) }),
        );
      }
      return;
    }
    const sent = await this.#api.sendMessage(chatId, clip(view.text, TEXT_LIMIT), {
      reply_markup: inline(view),
    });
    session.live = { messageId: sent.message_id, photo: false };
  }

  async #sendContactPrompt(chatId: number, session: ChatSession, view: View): Promise<void> {
    const t = (id: MessageId) => this.#t(session.locale, id);
    const sent = await this.#api.sendMessage(chatId, clip(view.text, TEXT_LIMIT), {
      reply_markup: {
        keyboard: [
          [{ text: t('btn-share-phone'), request_contact: true }],
          ...(view.replyKeyboard === 'contact-keep' ? [[{ text: t('btn-keep-phone') }]] : []),
          [{ text: t('btn-back') }, { text: t('btn-home') }],
        ],
        resize_keyboard: true,
        one_time_keyboard: true,
      },
    });
    session.contactKeyboard = true;
    session.live = { messageId: sent.message_id, photo: false };
  }

  /**
   * A plain message outside the live one (flood warning, group chats, status changes), with
   * `buttons` when the news offers its own (a tap on one is handled like any, by its tag).
   */
  async say(chatId: number, text: string, buttons?: InlineKeyboardMarkup): Promise<void> {
    try {
      await this.#api.sendMessage(
        chatId,
        clip(text, TEXT_LIMIT),
        buttons === undefined ? undefined : { reply_markup: buttons },
      );
    } catch (error) {
      if (telegramCode(error) === 403) throw new ChatBlockedError();
      throw error;
    }
  }
}
