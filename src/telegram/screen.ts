import { createHash } from 'node:crypto';
import { type Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from 'pino';
import type { ChatSession, LiveMessage } from '../chat/session.ts';
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

function liveMessage(messageId: number, photo: boolean, shown: string | undefined): LiveMessage {
  return shown === undefined ? { messageId, photo } : { messageId, photo, shown };
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

/**
 * What a message shows, as a short digest (the session stores it for the live message): the text
 * as sent, the photo, and the inline keyboard (labels and data). Two views with the same digest
 * look the same to the customer, and Telegram refuses an edit from one to the other.
 */
function digestOf(text: string, photo: string | undefined, markup: InlineKeyboardMarkup): string {
  return createHash('sha256')
    .update(JSON.stringify([text, photo ?? null, markup.inline_keyboard]))
    .digest('base64url')
    .slice(0, 22);
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
 * previous one keeps its buttons, answered as stale if tapped, unless the new screen has none).
 * Photos fall back to text when Telegram cannot send them. A 403 marks the chat blocked.
 *
 * An edit that would change nothing is not sent: the session remembers a digest of what the live
 * message shows (`LiveMessage.shown`), and a tap whose screen has the same digest (a double tap,
 * a page asked for again) costs only its callback answer. Without that memory (a chat stored
 * before it existed, or whose last screen was never recorded as shown) the edit is sent, and
 * "message is not modified" still counts as success. A typed message never edits: it always gets
 * a new message below it.
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
      const text = clip(view.text, wantsPhoto ? CAPTION_LIMIT : TEXT_LIMIT);
      const markup = inline(view);
      const shown = digestOf(text, view.photo, markup);
      // The live message already shows this: Telegram would refuse the edit as not modified.
      if (live.shown === shown) return;
      try {
        if (wantsPhoto) {
          await this.#api.editMessageMedia(
            chatId,
            live.messageId,
            { type: 'photo', media: view.photo ?? '', caption: text },
            resultUnused({ reply_markup: markup }),
          );
        } else {
          await this.#api.editMessageText(
            chatId,
            live.messageId,
            text,
            resultUnused({ reply_markup: markup }),
          );
        }
        session.live = { ...live, shown };
        return;
      } catch (error) {
        if (notModified(error)) {
          session.live = { ...live, shown };
          return;
        }
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
        const caption = clip(view.text, CAPTION_LIMIT);
        const markup = inline(view);
        const sent = await this.#api.sendPhoto(chatId, view.photo, {
          caption,
          reply_markup: markup,
        });
        session.live = liveMessage(sent.message_id, true, digestOf(caption, view.photo, markup));
        return;
      } catch (error) {
        if (telegramCode(error) === 403) throw error;
        this.#logger.debug({ code: telegramCode(error) }, 'photo failed; showing the card as text');
      }
    }
    if (removeKeyboard) {
      // A message can carry one keyboard: remove the reply keyboard first, then add the buttons.
      const text = clip(view.text, TEXT_LIMIT);
      const markup = inline(view);
      const sent = await this.#api.sendMessage(chatId, text, {
        reply_markup: { remove_keyboard: true },
      });
      session.contactKeyboard = false;
      session.live = liveMessage(sent.message_id, false, undefined);
      if (view.keyboard.length > 0) {
        await this.#api.editMessageReplyMarkup(
          chatId,
          sent.message_id,
          resultUnused({ reply_markup: markup }),
        );
      }
      session.live = liveMessage(sent.message_id, false, digestOf(text, undefined, markup));
      return;
    }
    const text = clip(view.text, TEXT_LIMIT);
    const markup = inline(view);
    const sent = await this.#api.sendMessage(chatId, text, { reply_markup: markup });
    session.live = liveMessage(sent.message_id, false, digestOf(text, undefined, markup));
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
    // Its keyboard is a reply keyboard: no edit ever goes to it (`contactKeyboard`).
    session.live = liveMessage(sent.message_id, false, undefined);
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
