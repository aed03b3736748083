import type { Update } from 'grammy/types';

/* What a customer sends, as the updates Telegram would deliver (bot-api-server.ts queues them). */

type NewUpdate = Omit<Update, 'update_id'>;

function customerFrom(chatId: number, languageCode: string) {
  return { id: chatId, is_bot: false, first_name: 'Customer', language_code: languageCode };
}

/** A typed message (a command when it starts with '/'). */
export function textUpdate(
  chatId: number,
  messageId: number,
  text: string,
  languageCode: string,
): NewUpdate {
  const command = text.startsWith('/') ? (text.split(' ')[0] ?? '/') : undefined;
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Customer' },
      from: customerFrom(chatId, languageCode),
      text,
      ...(command
        ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }
        : {}),
    },
  } as NewUpdate;
}

/** The customer's own contact, shared by the reply keyboard's button. */
export function contactUpdate(
  chatId: number,
  messageId: number,
  phone: string,
  firstName: string,
): NewUpdate {
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: firstName },
      from: customerFrom(chatId, 'bg'),
      contact: { phone_number: phone, first_name: firstName, user_id: chatId },
    },
  } as NewUpdate;
}

/** A tap with any data on any message of the chat, as callback query `queryId`. */
export function callbackUpdate(
  queryId: string,
  chatId: number,
  messageId: number,
  data: string,
  languageCode: string,
): NewUpdate {
  return {
    callback_query: {
      id: queryId,
      from: customerFrom(chatId, languageCode),
      chat_instance: String(chatId),
      data,
      message: {
        message_id: messageId,
        date: 0,
        chat: { id: chatId, type: 'private', first_name: 'Customer' },
        text: '',
      },
    },
  } as NewUpdate;
}
