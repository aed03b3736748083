import type { ChatSession } from '../../src/chat/session.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import type { RecordedCall } from '../../src/demo/local-chat.ts';
import { type ActionName, type ArgList, buttonData } from '../../src/telegram/buttons.ts';
import { statePath } from '../../src/telegram/views/index.ts';
import type { TelegramBot } from './telegram-harness.ts';

/** The live message's button whose label contains `label` (in row `row` when given). */
export function findButton(
  bot: TelegramBot,
  chat: number,
  label: string | RegExp,
  row?: number,
): { messageId: number; data: string; text: string } {
  const live = bot.telegram.liveMessage(chat);
  const rows = live?.buttons ?? [];
  const candidates = row === undefined ? rows.flat() : (rows[row] ?? []);
  const button = candidates.find((b) =>
    typeof label === 'string' ? b.text.includes(label) : label.test(b.text),
  );
  if (!live || !button) {
    const shown = rows.map((r) => r.map((b) => b.text).join(' | ')).join(' / ');
    throw new Error(`no button "${String(label)}" in: ${shown || 'no live message'}`);
  }
  return { messageId: live.messageId, data: button.data, text: button.text };
}

/**
 * What the chat shows now, with the no-break spaces Intl puts in amounts ("18,40 €") made plain
 * so expectations read naturally.
 */
export function screen(bot: TelegramBot, chat: number): string {
  return bot.screenText(chat).replace(/[\u00a0\u202f]/g, ' ');
}

/** Every button label of the live message, row by row. */
export function labels(bot: TelegramBot, chat: number): string[][] {
  return (bot.telegram.liveMessage(chat)?.buttons ?? []).map((row) => row.map((b) => b.text));
}

/** Taps a button of the live message in a given row (for rows of look-alike buttons). */
export async function tapInRow(
  bot: TelegramBot,
  chat: number,
  row: number,
  label: string,
): Promise<void> {
  const button = findButton(bot, chat, label, row);
  await bot.send(bot.telegram.tapUpdate(chat, button.messageId, button.data));
}

/** Sends a tap with any data (old, forged, another chat's) on a message of the chat. */
export function press(
  bot: TelegramBot,
  chat: number,
  data: string,
  messageId = bot.telegram.liveMessage(chat)?.messageId ?? 1,
  languageCode = 'bg',
): Promise<void> {
  return bot.send(bot.telegram.tapUpdate(chat, messageId, data, languageCode));
}

/**
 * Callback data for any action and argument with the tag the current screen would give it: what
 * a forger who knows the format could send. For checking that the machine refuses it too.
 */
export async function forged<N extends ActionName>(
  bot: TelegramBot,
  chat: number,
  action: N,
  ...arg: ArgList<N>
): Promise<string> {
  const { state, context } = await stored(bot, chat);
  return buttonData({ path: state, context, menu: bot.currentMenu() }, action, ...arg);
}

/** The chat's stored conversation: its state path (`checkout.review`) and context. */
export async function stored(
  bot: TelegramBot,
  chat: number,
): Promise<{ state: string; context: ConversationContext }> {
  const snapshot = (await sessionOf(bot, chat))?.snapshot as {
    value: Parameters<typeof statePath>[0];
    context: ConversationContext;
  };
  return { state: statePath(snapshot.value), context: snapshot.context };
}

/** Recorded calls of one method (to one chat when given). */
export function callsOf(bot: TelegramBot, method: string, chat?: number): RecordedCall[] {
  return bot.telegram.calls.filter(
    (call) =>
      call.method === method && (chat === undefined || Number(call.payload.chat_id) === chat),
  );
}

/** The callback query ids the bot received but never answered. */
export function unansweredTaps(bot: TelegramBot): string[] {
  const answered = new Set(
    callsOf(bot, 'answerCallbackQuery').map((call) => String(call.payload.callback_query_id)),
  );
  return bot.updates
    .map((update) => update.callback_query?.id)
    .filter((id): id is string => id !== undefined && !answered.has(id));
}

/** The answer text given to the last tap (undefined: answered silently). */
export function lastAnswer(bot: TelegramBot): string | undefined {
  const call = callsOf(bot, 'answerCallbackQuery').at(-1);
  if (!call) throw new Error('no callback query was answered');
  return call.payload.text as string | undefined;
}

/** Every callback_data the bot ever sent, from every recorded reply_markup. */
export function allCallbackData(bot: TelegramBot): string[] {
  const out: string[] = [];
  for (const call of bot.telegram.calls) {
    const markup = call.payload.reply_markup as
      | { inline_keyboard?: { callback_data?: string }[][] }
      | undefined;
    for (const row of markup?.inline_keyboard ?? []) {
      for (const button of row)
        if (button.callback_data !== undefined) out.push(button.callback_data);
    }
  }
  return out;
}

/** The chat's stored session. */
export async function sessionOf(bot: TelegramBot, chat: number): Promise<ChatSession | undefined> {
  return bot.store.namespace<ChatSession>('sessions').get(String(chat));
}

/** One chat's customer in one language: taps and typed lines in turn, and the screen shown. */
export function chatCustomer(bot: TelegramBot, chat: number, lang: string) {
  return {
    tap: async (...steps: (string | RegExp)[]) => {
      for (const step of steps) await bot.tap(chat, step, lang);
    },
    type: async (...lines: string[]) => {
      for (const line of lines) await bot.text(chat, line, lang);
    },
    show: () => screen(bot, chat),
  };
}
