import type { Transformer } from 'grammy';
import type { InlineKeyboardButton, Message, Update, UserFromGetMe } from 'grammy/types';

/** A bot identity for runs without Telegram (the demo and the tests): no getMe is needed. */
export const LOCAL_BOT_INFO: UserFromGetMe = {
  id: 700_000_001,
  is_bot: true,
  first_name: 'Pizzeria Bot',
  username: 'pizzeria_local_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
} as UserFromGetMe;

/** One message as the chat shows it now. */
export interface LocalMessage {
  messageId: number;
  text: string;
  photo?: string | undefined;
  buttons: { text: string; data: string }[][];
  replyKeyboard: string[][] | null;
  /** The reply keyboard's button that shares the customer's contact (request_contact), if any. */
  contactButton?: string | undefined;
  /** Sent with a keyboard (inline or reply): a screen of the conversation, not a plain notice. */
  screen: boolean;
  /** A screen whose buttons the bot took off: history, no longer a prompt. */
  retired: boolean;
  deleted: boolean;
  /** The message this one replies to (reply_parameters), if any. */
  replyTo?: number | undefined;
  /** A document sent with sendDocument: its file name and its bytes as text. */
  document?: { name: string; content: string } | undefined;
}

/** A recorded Bot API call. */
export interface RecordedCall {
  method: string;
  payload: Record<string, unknown>;
}

type Payload = Record<string, unknown>;

function buttonsOf(markup: unknown): { text: string; data: string }[][] | undefined {
  const keyboard = (markup as { inline_keyboard?: InlineKeyboardButton[][] } | undefined)
    ?.inline_keyboard;
  if (!keyboard) return undefined;
  return keyboard.map((row) =>
    row.map((button) => ({
      text: button.text,
      data: 'callback_data' in button ? (button.callback_data ?? '') : '',
    })),
  );
}

// grammY hands the transformer the InputFile itself (serialized later, on the way to Telegram);
// its bytes are read here, in the stand-in, through the field it keeps them in.
function documentOf(file: unknown): { name: string; content: string } | undefined {
  if (file === undefined || file === null || typeof file !== 'object') return undefined;
  const data = (file as { fileData?: unknown }).fileData;
  const name = (file as { filename?: string }).filename ?? '';
  const content = data instanceof Uint8Array ? new TextDecoder().decode(data) : String(data);
  return { name, content };
}

function contactButtonOf(markup: unknown): string | undefined {
  const keyboard = (markup as { keyboard?: { text: string; request_contact?: boolean }[][] })
    ?.keyboard;
  return keyboard?.flat().find((button) => button.request_contact)?.text;
}

function replyKeyboardOf(markup: unknown): string[][] | null | undefined {
  const value = markup as
    | { keyboard?: { text: string }[][]; remove_keyboard?: boolean }
    | undefined;
  if (value?.remove_keyboard) return null;
  return value?.keyboard?.map((row) => row.map((b) => b.text));
}

/**
 * A local stand-in for Telegram's Bot API, installed as a grammY API transformer: it records
 * every outgoing call, keeps each chat's messages (text, photo, buttons, reply keyboard) and
 * answers with Telegram-shaped results, so the real bot runs with no token and no network. It
 * also makes the updates a person would cause: a typed text, a shared contact, a button tap.
 * Used by `npm run demo` and by the tests (mocking only what cannot run here: Telegram).
 */
export class LocalTelegram {
  readonly calls: RecordedCall[] = [];
  readonly #chats = new Map<number, LocalMessage[]>();
  #nextMessageId = 1;
  #nextUpdateId = 1;
  /** Chats that "blocked the bot": every send to them fails with 403. */
  readonly blocked = new Set<number>();
  /** The pinned message of each chat (pinChatMessage, unpinChatMessage). */
  readonly pinned = new Map<number, number>();
  /** Photo URLs that fail to send (a bad image), to exercise the text fallback. */
  readonly brokenPhotos = new Set<string>();
  /** Called on every change a person would see: a new message, an edit, or buttons removed. */
  onMessage:
    | ((chatId: number, message: LocalMessage, change: 'sent' | 'edited' | 'markup') => void)
    | undefined;

  /** The grammY transformer: never calls the network. */
  readonly transformer: Transformer = async (_prev, method, payload) => {
    const body = (payload ?? {}) as Payload;
    this.calls.push({ method, payload: body });
    const chatId = Number(body.chat_id);
    if (this.blocked.has(chatId)) {
      return {
        ok: false,
        error_code: 403,
        description: 'Forbidden: bot was blocked by the user',
      } as never;
    }
    return this.#answer(method, body, chatId) as never;
  };

  #answer(method: string, body: Payload, chatId: number): unknown {
    switch (method) {
      case 'sendMessage':
      case 'sendPhoto':
        if (method === 'sendPhoto' && this.brokenPhotos.has(String(body.photo))) {
          return {
            ok: false,
            error_code: 400,
            description: 'Bad Request: wrong file identifier/HTTP URL specified',
          };
        }
        return { ok: true, result: this.#send(chatId, body, method === 'sendPhoto') };
      case 'editMessageText':
      case 'editMessageMedia':
      case 'editMessageReplyMarkup':
        return this.#edit(method, chatId, body);
      case 'deleteMessage': {
        const message = this.#find(chatId, Number(body.message_id));
        if (message) message.deleted = true;
        return { ok: true, result: true };
      }
      case 'sendDocument':
        return { ok: true, result: this.#send(chatId, body, false) };
      case 'pinChatMessage':
        this.pinned.set(chatId, Number(body.message_id));
        return { ok: true, result: true };
      case 'unpinChatMessage':
        if (this.pinned.get(chatId) === Number(body.message_id)) this.pinned.delete(chatId);
        return { ok: true, result: true };
      default:
        return { ok: true, result: true };
    }
  }

  #send(chatId: number, body: Payload, photo: boolean): Message {
    const document = documentOf(body.document);
    const message: LocalMessage = {
      messageId: this.#nextMessageId++,
      text: String((photo || document ? body.caption : body.text) ?? ''),
      replyTo: (body.reply_parameters as { message_id?: number } | undefined)?.message_id,
      document,
      photo: photo ? String(body.photo) : undefined,
      buttons: buttonsOf(body.reply_markup) ?? [],
      replyKeyboard: replyKeyboardOf(body.reply_markup) ?? null,
      contactButton: contactButtonOf(body.reply_markup),
      screen: body.reply_markup !== undefined,
      retired: false,
      deleted: false,
    };
    const list = this.#chats.get(chatId) ?? [];
    list.push(message);
    this.#chats.set(chatId, list);
    this.onMessage?.(chatId, message, 'sent');
    return {
      message_id: message.messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Customer' },
      ...(photo ? { photo: [], caption: message.text } : { text: message.text }),
    } as Message;
  }

  #edit(method: string, chatId: number, body: Payload): unknown {
    const message = this.#find(chatId, Number(body.message_id));
    if (!message || message.deleted)
      return { ok: false, error_code: 400, description: 'Bad Request: message to edit not found' };
    const buttons = buttonsOf(body.reply_markup);
    if (method === 'editMessageText') {
      const text = String(body.text ?? '');
      if (message.photo !== undefined)
        return {
          ok: false,
          error_code: 400,
          description: 'Bad Request: there is no text in the message to edit',
        };
      if (
        text === message.text &&
        JSON.stringify(buttons ?? []) === JSON.stringify(message.buttons)
      ) {
        return { ok: false, error_code: 400, description: 'Bad Request: message is not modified' };
      }
      message.text = text;
    }
    if (method === 'editMessageMedia') {
      const media = body.media as { media?: string; caption?: string } | undefined;
      message.photo = media?.media;
      message.text = media?.caption ?? '';
    }
    message.buttons = buttons ?? [];
    if (method === 'editMessageReplyMarkup') message.retired = message.buttons.length === 0;
    this.onMessage?.(chatId, message, method === 'editMessageReplyMarkup' ? 'markup' : 'edited');
    return {
      ok: true,
      result: { message_id: message.messageId, date: 0, chat: { id: chatId, type: 'private' } },
    };
  }

  #find(chatId: number, messageId: number): LocalMessage | undefined {
    return this.#chats.get(chatId)?.find((m) => m.messageId === messageId);
  }

  /** Every message of a chat, oldest first (deleted ones included, flagged). */
  messages(chatId: number): LocalMessage[] {
    return this.#chats.get(chatId) ?? [];
  }

  /**
   * The screen the customer acts on: the newest message sent with a keyboard (older screens may
   * keep their buttons, answered as stale when tapped), unless the bot took its buttons off.
   */
  liveMessage(chatId: number): LocalMessage | undefined {
    const newest = [...this.messages(chatId)].reverse().find((m) => !m.deleted && m.screen);
    return newest && !newest.retired ? newest : undefined;
  }

  /** The newest message of the chat. */
  lastMessage(chatId: number): LocalMessage | undefined {
    return this.messages(chatId).at(-1);
  }

  #from(chatId: number, languageCode: string) {
    return { id: chatId, is_bot: false, first_name: 'Customer', language_code: languageCode };
  }

  /** A person deletes a message of the chat (the bot is not told). */
  deleteByPerson(chatId: number, messageId: number): void {
    const message = this.#find(chatId, messageId);
    if (message) message.deleted = true;
  }

  /** A typed message (commands included), optionally a reply to one of the chat's messages. */
  textUpdate(chatId: number, text: string, languageCode = 'bg', replyTo?: number): Update {
    const entities = text.startsWith('/')
      ? [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]?.length ?? 1 }]
      : undefined;
    return {
      update_id: this.#nextUpdateId++,
      message: {
        message_id: this.#nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Customer' },
        from: this.#from(chatId, languageCode),
        text,
        ...(entities ? { entities } : {}),
        ...(replyTo === undefined
          ? {}
          : {
              reply_to_message: {
                message_id: replyTo,
                date: 0,
                chat: { id: chatId, type: 'private', first_name: 'Customer' },
                text: this.#find(chatId, replyTo)?.text ?? '',
              },
            }),
      },
    } as Update;
  }

  /** A tap on a button of a message, with the data it carries (or forged data). */
  tapUpdate(chatId: number, messageId: number, data: string, languageCode = 'bg'): Update {
    return {
      update_id: this.#nextUpdateId++,
      callback_query: {
        id: String(this.#nextUpdateId),
        from: this.#from(chatId, languageCode),
        chat_instance: String(chatId),
        data,
        message: {
          message_id: messageId,
          date: 0,
          chat: { id: chatId, type: 'private', first_name: 'Customer' },
          text: '',
        },
      },
    } as Update;
  }

  /** The customer shares their own contact with the reply keyboard's button. */
  contactUpdate(chatId: number, phone: string, firstName: string): Update {
    return {
      update_id: this.#nextUpdateId++,
      message: {
        message_id: this.#nextMessageId++,
        date: 0,
        chat: { id: chatId, type: 'private', first_name: firstName },
        from: this.#from(chatId, 'bg'),
        contact: { phone_number: phone, first_name: firstName, user_id: chatId },
      },
    } as Update;
  }

  /** Any other update, as Telegram would shape it (stickers, photos, edits, group chats). */
  rawUpdate(update: Omit<Update, 'update_id'>): Update {
    return { update_id: this.#nextUpdateId++, ...update } as Update;
  }
}
