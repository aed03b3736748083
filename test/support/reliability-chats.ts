/** One message as the emulated Telegram client shows it now. */
export interface ChatMessage {
  messageId: number;
  /** Who wrote it: the bot, or the customer (typed texts and shared contacts). */
  from: 'bot' | 'customer';
  text: string;
  photo?: string | undefined;
  buttons: { text: string; data: string }[][];
  replyKeyboard: string[][] | null;
  /** Sent with a reply_markup: a screen of the conversation, not a plain notice. */
  view: boolean;
  /** A screen whose buttons the bot removed: history, no longer a prompt. */
  retired: boolean;
  deleted: boolean;
}

type Payload = Record<string, unknown>;

/** A Bot API answer: `{ ok: true, result }` or `{ ok: false, error_code, description }`. */
export type ApiAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: Payload };

function buttonsOf(markup: unknown): { text: string; data: string }[][] | undefined {
  const keyboard = (markup as { inline_keyboard?: Payload[][] } | undefined)?.inline_keyboard;
  return keyboard?.map((row) =>
    row.map((button) => ({
      text: String(button.text ?? ''),
      data: String(button.callback_data ?? ''),
    })),
  );
}

function replyKeyboardOf(markup: unknown): string[][] | null | undefined {
  const value = markup as
    | { keyboard?: { text: string }[][]; remove_keyboard?: boolean }
    | undefined;
  if (value?.remove_keyboard) return null;
  return value?.keyboard?.map((row) => row.map((button) => button.text));
}

const notModified: ApiAnswer = {
  ok: false,
  error_code: 400,
  description: 'Bad Request: message is not modified',
};

const notFound: ApiAnswer = {
  ok: false,
  error_code: 400,
  description: 'Bad Request: message to edit not found',
};

/**
 * The chats of the Bot API emulator: every message the bot sent or the customer wrote, with
 * its current text, inline buttons and reply keyboard, changed by the bot's send, edit and
 * delete calls with Telegram's answers (including "message is not modified" and 403 for a
 * chat that blocked the bot). Each change bumps the chat's version so a waiting customer wakes.
 */
export class EmulatedChats {
  readonly #chats = new Map<number, ChatMessage[]>();
  readonly #versions = new Map<number, number>();
  #nextMessageId = 1;
  /**
   * Edits refused as "message is not modified" (text, caption, photo and buttons all as they
   * were), as Telegram refuses them: a bot that knows what its message shows sends none.
   */
  notModified = 0;
  /** Chats that blocked the bot: every send or edit there gets 403. */
  readonly blocked = new Set<number>();
  onChange: ((chatId: number) => void) | undefined;

  /** Every message of a chat, oldest first (deleted ones flagged). */
  messages(chatId: number): ChatMessage[] {
    return this.#chats.get(chatId) ?? [];
  }

  /** Chats that have any message. */
  chatIds(): number[] {
    return [...this.#chats.keys()];
  }

  /** How many times the chat changed (a new message, an edit, a deletion). */
  version(chatId: number): number {
    return this.#versions.get(chatId) ?? 0;
  }

  /**
   * The screen the customer acts on: the newest bot message sent with a keyboard. Undefined when
   * there is none, or when the newest such message was retired (its buttons removed) and the next
   * screen is still on its way.
   */
  view(chatId: number): ChatMessage | undefined {
    const newest = [...this.messages(chatId)]
      .reverse()
      .find((m) => m.from === 'bot' && (m.view || m.retired) && !m.deleted);
    return newest?.view ? newest : undefined;
  }

  /** Records a message the customer wrote (it takes a message id like any other). */
  customerMessage(chatId: number, text: string): ChatMessage {
    return this.#add(chatId, {
      messageId: this.#nextMessageId++,
      from: 'customer',
      text,
      buttons: [],
      replyKeyboard: null,
      view: false,
      retired: false,
      deleted: false,
    });
  }

  /** Applies one Bot API call that touches a chat and returns Telegram's answer. */
  apply(method: string, body: Payload): ApiAnswer | undefined {
    const chatId = Number(body.chat_id);
    const touches = ['send', 'edit', 'delete'].some((prefix) => method.startsWith(prefix));
    if (touches && this.blocked.has(chatId)) {
      return { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
    }
    switch (method) {
      case 'sendMessage':
      case 'sendPhoto':
        return { ok: true, result: this.#send(chatId, body, method === 'sendPhoto') };
      case 'editMessageText':
      case 'editMessageMedia':
      case 'editMessageCaption':
      case 'editMessageReplyMarkup':
        return this.#edit(method, chatId, body);
      case 'deleteMessage': {
        const message = this.#find(chatId, Number(body.message_id));
        if (!message || message.deleted) {
          return {
            ok: false,
            error_code: 400,
            description: 'Bad Request: message to delete not found',
          };
        }
        message.deleted = true;
        this.#bump(chatId);
        return { ok: true, result: true };
      }
      default:
        return undefined;
    }
  }

  #add(chatId: number, message: ChatMessage): ChatMessage {
    const list = this.#chats.get(chatId) ?? [];
    list.push(message);
    this.#chats.set(chatId, list);
    this.#bump(chatId);
    return message;
  }

  #bump(chatId: number): void {
    this.#versions.set(chatId, this.version(chatId) + 1);
    this.onChange?.(chatId);
  }

  #send(chatId: number, body: Payload, photo: boolean): Payload {
    const message = this.#add(chatId, {
      messageId: this.#nextMessageId++,
      from: 'bot',
      text: String((photo ? body.caption : body.text) ?? ''),
      photo: photo ? String(body.photo) : undefined,
      buttons: buttonsOf(body.reply_markup) ?? [],
      replyKeyboard: replyKeyboardOf(body.reply_markup) ?? null,
      view: body.reply_markup !== undefined,
      retired: false,
      deleted: false,
    });
    return {
      message_id: message.messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Customer' },
      ...(photo ? { photo: [], caption: message.text } : { text: message.text }),
    };
  }

  #edit(method: string, chatId: number, body: Payload): ApiAnswer {
    const message = this.#find(chatId, Number(body.message_id));
    if (!message || message.deleted || message.from !== 'bot') return notFound;
    const buttons = buttonsOf(body.reply_markup) ?? [];
    const sameButtons = JSON.stringify(buttons) === JSON.stringify(message.buttons);
    const media = body.media as { media?: string; caption?: string } | undefined;
    if (method === 'editMessageText' && message.photo !== undefined) {
      return {
        ok: false,
        error_code: 400,
        description: 'Bad Request: there is no text in the message to edit',
      };
    }
    // Telegram refuses an edit after which the message would look exactly as before.
    const unchanged =
      sameButtons &&
      (method === 'editMessageReplyMarkup' ||
        (method === 'editMessageText' && String(body.text ?? '') === message.text) ||
        (method === 'editMessageCaption' && String(body.caption ?? '') === message.text) ||
        (method === 'editMessageMedia' &&
          media?.media === message.photo &&
          (media?.caption ?? '') === message.text));
    if (unchanged) {
      this.notModified += 1;
      return notModified;
    }
    if (method === 'editMessageText') message.text = String(body.text ?? '');
    if (method === 'editMessageCaption') message.text = String(body.caption ?? '');
    if (method === 'editMessageMedia') {
      message.photo = media?.media;
      message.text = media?.caption ?? '';
    }
    message.buttons = buttons;
    // Buttons removed: the bot retired this screen (its text is history, not a prompt).
    message.view = method !== 'editMessageReplyMarkup' || buttons.length > 0;
    message.retired = !message.view;
    this.#bump(chatId);
    return {
      ok: true,
      result: {
        message_id: message.messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private' },
        text: message.text,
      },
    };
  }

  #find(chatId: number, messageId: number): ChatMessage | undefined {
    return this.messages(chatId).find((m) => m.messageId === messageId);
  }
}
