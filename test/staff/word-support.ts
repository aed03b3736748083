import type { Update } from 'grammy/types';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { LocalMessage, LocalTelegram } from '../../src/demo/local-chat.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { orderMargherita, STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { settle, staffUpdate } from './staff-console-support.ts';

/*
 * A word with the restaurant (issue 36) as people cause it: the customer's taps on the word
 * buttons of their order's messages, what they send then (a text, a photo, a sticker), and the
 * staff's taps on a cancellation request's buttons; and where to look for what came of them.
 */

/** The world a helper works in (the file's application may be replaced by a restart). */
export interface WordWorld {
  app: Application;
  telegram: LocalTelegram;
  clock: ManualClock;
  sandbox: Sandbox;
}

export const said = (telegram: LocalTelegram, chatId: number, part: string): LocalMessage[] =>
  telegram.messages(chatId).filter((m) => m.text.includes(part));

export const summaryOf = (telegram: LocalTelegram, number: string) =>
  telegram.messages(STAFF_CHAT).find((m) => m.text.startsWith(`🆕 Поръчка № ${number}`));

/** Places a pickup Margherita from `chatId`, waits for its staff summary; its number. */
export async function placeOrder(world: WordWorld, chatId: number): Promise<string> {
  const { app, telegram, clock, sandbox } = world;
  await orderMargherita(app, telegram, chatId);
  const number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
  await untilTicking(clock, () => summaryOf(telegram, number) !== undefined, `summary ${number}`);
  return number;
}

/** The newest message of the chat with a button labelled with `label`. */
export function withButton(
  telegram: LocalTelegram,
  chatId: number,
  label: string,
): { message: LocalMessage; data: string } {
  for (const message of [...telegram.messages(chatId)].reverse()) {
    const button = message.buttons.flat().find((b) => b.text.includes(label));
    if (button) return { message, data: button.data };
  }
  throw new Error(`no message of ${chatId} has a button "${label}"`);
}

/** The answer (toast) given to the tap with `queryId`, if any; null when answered silently. */
export function tapAnswer(telegram: LocalTelegram, queryId: string): string | null | undefined {
  const call = telegram.calls.find(
    (c) => c.method === 'answerCallbackQuery' && c.payload.callback_query_id === queryId,
  );
  if (!call) return undefined;
  return typeof call.payload.text === 'string' ? call.payload.text : null;
}

/** The customer taps the newest button labelled `label` (or `data` forged); the tap's id. */
export async function customerTaps(
  world: WordWorld,
  chatId: number,
  label: string,
  data?: string,
): Promise<string> {
  const { message, data: found } = withButton(world.telegram, chatId, label);
  const update = world.telegram.tapUpdate(chatId, message.messageId, data ?? found);
  await world.app.bot.handleUpdate(update);
  await world.app.runner.drain(10_000);
  return update.callback_query?.id ?? '';
}

/** A staff member (Мария) taps a button of a staff chat message; the tap's id. */
export async function staffTaps(world: WordWorld, messageId: number, data: string) {
  const base = world.telegram.tapUpdate(STAFF_CHAT, messageId, data);
  const query = base.callback_query;
  if (!query?.message) throw new Error('no tap');
  const update = {
    ...base,
    callback_query: {
      ...query,
      from: { id: 4242, is_bot: false, first_name: 'Мария' },
      message: { ...query.message, chat: { id: STAFF_CHAT, type: 'supergroup', title: 'Кухня' } },
    },
  } as Update;
  await world.app.bot.handleUpdate(update);
  await settle(world.app);
  return query.id;
}

/** The customer sends a text (as a message, not a reply). */
export async function customerSends(world: WordWorld, chatId: number, text: string) {
  await world.app.bot.handleUpdate(world.telegram.textUpdate(chatId, text));
  await world.app.runner.drain(10_000);
}

/** The customer sends a photo (two sizes, as Telegram does), with a caption or none. */
export async function customerSendsPhoto(world: WordWorld, chatId: number, caption?: string) {
  const base = world.telegram.textUpdate(chatId, '');
  const { text: _text, ...message } = base.message as NonNullable<Update['message']>;
  const photo = [
    { file_id: 'photo-small', file_unique_id: 's', width: 90, height: 90 },
    { file_id: 'photo-big', file_unique_id: 'b', width: 1280, height: 1280 },
  ];
  const update = {
    ...base,
    message: { ...message, photo, ...(caption === undefined ? {} : { caption }) },
  } as Update;
  await world.app.bot.handleUpdate(update);
  await world.app.runner.drain(10_000);
}

/** The customer sends a sticker. */
export async function customerSendsSticker(world: WordWorld, chatId: number) {
  const base = world.telegram.textUpdate(chatId, '');
  const { text: _text, ...message } = base.message as NonNullable<Update['message']>;
  const sticker = { file_id: 'sticker', file_unique_id: 'k', type: 'regular', width: 1, height: 1 };
  await world.app.bot.handleUpdate({ ...base, message: { ...message, sticker } } as Update);
  await world.app.runner.drain(10_000);
}

/** A staff member replies to a staff chat message with a text. */
export async function staffReplies(world: WordWorld, text: string, replyTo: number) {
  await world.app.bot.handleUpdate(staffUpdate(world.telegram, text, replyTo) as Update);
  await settle(world.app);
}

/** The sendMessage/sendPhoto call that produced the staff chat message with `text` in it. */
export function sendCallOf(telegram: LocalTelegram, part: string) {
  return telegram.calls.find(
    (c) =>
      (c.method === 'sendMessage' || c.method === 'sendPhoto') &&
      Number(c.payload.chat_id) === STAFF_CHAT &&
      String(c.payload.text ?? c.payload.caption ?? '').includes(part),
  );
}
