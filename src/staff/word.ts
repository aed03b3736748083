import type { Context } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Locale } from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { MessageArgs } from '../locale/translate.ts';
import type { TrackedOrder } from '../orders/index.ts';
import type { PendingInput, PendingInputs } from '../telegram/pending-input.ts';
import { cancellable, decodeWord, encodeWord, isWordData } from '../telegram/word-data.ts';
import type { ConsoleKit } from './kit.ts';
import type { Relay } from './relay.ts';
import { type AskOutcome, cancelRequests } from './word-cancel.ts';
import { limitMessage, type WordLimits } from './word-limits.ts';

/** How long the chat waits for the customer's message after "✉️ Message the restaurant". */
export const WORD_WAIT_MS = 10 * 60_000;
/** The pending input's kind (`pending-input.ts`). */
export const WORD_KIND = 'word';
/** Longest text passed on (a Telegram message holds 4096, the frame needs room). */
const MAX_TEXT = 3_500;
/** Longest caption passed on with a photo (Telegram allows 1024, the staff line needs room). */
const MAX_CAPTION = 800;

const ASKED: Record<Exclude<AskOutcome, 'asked'>, MessageId> = {
  'too-late': 'word-cancel-too-late',
  pending: 'word-cancel-pending',
  cancelled: 'word-cancel-was-cancelled',
  refused: 'word-cancel-was-refused',
  failed: 'word-not-sent',
};

/**
 * A word with the restaurant, the customer's half (issue 36): the taps on "✉️ Message the
 * restaurant", "Ask to cancel", its confirmation and "Never mind", and the message the chat then
 * waits for (a pending input, in the store: any instance takes it, a restart keeps it). The
 * message goes to the staff chat as a reply to the order's summary and rings; a staff member's
 * reply to it reaches the customer through the relay. Bounded per order (`word-limits.ts`).
 * Which order a tap is about is checked against the store: it must be this chat's. Texts and
 * photos are never logged.
 */
export function createWord(
  kit: ConsoleKit,
  parts: {
    relay: Relay;
    limits: WordLimits;
    pending: PendingInputs;
    customerLocale: (chatId: number) => Promise<Locale>;
  },
) {
  const { relay, limits, pending, customerLocale } = parts;
  const { t, staffChatId, logger } = kit;
  const tracked = kit.store.namespace<TrackedOrder>('tracked');
  const cancels = cancelRequests(kit, relay);

  // The order as last checked: this instance's tracker or the store (another instance polls).
  const orderOf = async (id: string): Promise<TrackedOrder | undefined> => {
    const known = kit.tracker.order(id);
    const stored = await tracked.get(id);
    if (!known || !stored) return known ?? stored;
    return stored.lastCheckedAt > known.lastCheckedAt ? stored : known;
  };

  // An answer to the customer's own tap or message: sent at once (not a push to pace).
  const say = async (
    chatId: number,
    id: MessageId,
    args: MessageArgs = {},
    buttons?: (locale: Locale) => InlineKeyboardMarkup,
  ): Promise<void> => {
    const locale = await customerLocale(chatId);
    await kit.api
      .sendMessage(chatId, t(locale, id, args), buttons ? { reply_markup: buttons(locale) } : {})
      .catch((error: unknown) => logger.info({ err: error }, 'customer not answered'));
  };
  const keyboard =
    (...buttons: [MessageId, string][]) =>
    (locale: Locale): InlineKeyboardMarkup => ({
      inline_keyboard: [
        buttons.map(([id, data]) => ({ text: t(locale, id), callback_data: data })),
      ],
    });
  const background = (work: () => Promise<void>) =>
    void work().catch((error: unknown) => logger.warn({ err: error }, 'word failed'));

  // The customer's message to the staff chat, a reply to the summary (it rings), noted in the
  // order's thread so a staff reply to it reaches the customer; then ✓ to the customer.
  const passOn = async (chatId: number, order: TrackedOrder, ctx: Context): Promise<void> => {
    const message = ctx.message;
    const photo = message?.photo?.at(-1);
    const staffLocale = kit.locale;
    const number = order.orderNumber;
    const summary = await kit.threads.summaryOf(order.externalOrderId);
    const reply =
      summary === undefined
        ? {}
        : { reply_parameters: { message_id: summary, allow_sending_without_reply: true } };
    try {
      const sent = await kit.pacer.schedule(
        staffChatId,
        'staff',
        (): Promise<{ message_id: number }> => {
          if (photo) {
            const caption = message?.caption?.trim().slice(0, MAX_CAPTION);
            const head = t(staffLocale, 'word-photo-from-customer', { number });
            return kit.api.sendPhoto(staffChatId, photo.file_id, {
              caption: caption ? `${head}\n${caption}` : head,
              ...reply,
            });
          }
          const text = (message?.text ?? '').slice(0, MAX_TEXT);
          return kit.api.sendMessage(
            staffChatId,
            t(staffLocale, 'word-from-customer', { number, text }),
            reply,
          );
        },
      );
      await kit.threads.note(sent.message_id, order.externalOrderId);
      logger.info({ orderNumber: number, photo: photo !== undefined }, 'customer word to staff');
      await say(chatId, 'word-sent', { number });
    } catch (error) {
      logger.warn({ err: error, orderNumber: number }, 'customer word not passed on');
      await say(chatId, 'word-not-sent');
    }
  };

  /** The message the chat waited for (`pending-input.ts`, kind `word`). */
  const capture = async (
    ctx: Context,
    wait: PendingInput & { done: () => Promise<boolean> },
  ): Promise<boolean | undefined> => {
    const chatId = ctx.chat?.id;
    const message = ctx.message;
    if (chatId === undefined || !message) return false;
    const order = await orderOf(wait.ref);
    if (!order || order.chatId !== chatId || !relay.open(order)) {
      if (!(await wait.done())) return false;
      await say(chatId, 'word-closed', { number: order?.orderNumber ?? '-' });
      return true;
    }
    const number = order.orderNumber;
    // A text, or a photo with or without its caption; anything else is refused and the wait
    // goes on (the customer may write it).
    if (message.text === undefined && !message.photo) {
      const never = encodeWord('never', order.externalOrderId);
      await say(chatId, 'word-only-text-photo', { number }, keyboard(['btn-word-never', never]));
      return true;
    }
    // Another message of the chat took the wait first: this one is an ordinary message.
    if (!(await wait.done())) return false;
    const verdict = await limits.take(order.externalOrderId);
    if (!verdict.ok) {
      const { id, args } = limitMessage(verdict, number);
      await say(chatId, id, args);
      return true;
    }
    background(() => passOn(chatId, order, ctx));
    return true;
  };
  pending.handle(WORD_KIND, capture);

  /** A customer's tap on a word button; what the tap's answer says (undefined: silent). */
  const customerPress = async (
    chatId: number,
    data: string | undefined,
  ): Promise<{ toast?: MessageId; args?: MessageArgs }> => {
    const press = decodeWord(data);
    const order = press && (await orderOf(press.externalOrderId));
    // Forged, or about another chat's order, or the staff's buttons: nothing is done.
    if (!press || !order || order.chatId !== chatId) return { toast: 'word-invalid' };
    const id = order.externalOrderId;
    const number = order.orderNumber;
    const never = encodeWord('never', id);
    if (press.action === 'never') {
      if ((await pending.current(chatId))?.ref === id) await pending.end(chatId);
      await say(chatId, 'word-never');
      return {};
    }
    if (!relay.open(order)) {
      await say(chatId, 'word-closed', { number });
      return {};
    }
    if (press.action === 'message') {
      const verdict = await limits.check(id);
      if (!verdict.ok) {
        const { id: message, args } = limitMessage(verdict, number);
        await say(chatId, message, args);
        return {};
      }
      await pending.wait(chatId, WORD_KIND, id, WORD_WAIT_MS);
      await say(chatId, 'word-prompt', { number }, keyboard(['btn-word-never', never]));
      return {};
    }
    if (press.action === 'cancel') {
      const state = await cancels.state(id);
      if (state === undefined && cancellable(order.status)) {
        const confirm = encodeWord('confirm', id);
        await say(
          chatId,
          'word-cancel-confirm',
          { number },
          keyboard(['btn-word-confirm-cancel', confirm], ['btn-word-never', never]),
        );
        return {};
      }
      await say(chatId, ASKED[stateOutcome(state)], { number });
      return {};
    }
    if (press.action === 'confirm') {
      const outcome = await cancels.ask(order, () => say(chatId, 'word-not-sent'));
      await say(chatId, outcome === 'asked' ? 'word-cancel-asked' : ASKED[outcome], { number });
      return {};
    }
    return { toast: 'word-invalid' };
  };

  return {
    /**
     * A customer's tap (a capture in front of the conversation): true when it was a word button
     * (answered here, with a toast for a forged or stale one), false for any other.
     */
    async customerTap(ctx: Context, answerTap: (text?: string) => Promise<void>) {
      const data = ctx.callbackQuery?.data;
      const chatId = ctx.chat?.id;
      if (!isWordData(data) || chatId === undefined) return false;
      const { toast, args } = await customerPress(chatId, data);
      await answerTap(toast ? t(await customerLocale(chatId), toast, args) : undefined);
      // The confirmation and the prompt are answered: their buttons go (a status message keeps its).
      const tapped = ctx.callbackQuery?.message;
      const press = decodeWord(data);
      if (tapped && (press?.action === 'confirm' || press?.action === 'never'))
        await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => {});
      return true;
    },
    /** A staff member's tap in the staff chat: true when it was a word button (answered). */
    async staffTap(ctx: Context, answerTap: (text?: string) => Promise<void>) {
      if (!isWordData(ctx.callbackQuery?.data)) return false;
      await answerTap(await cancels.answer(ctx, orderOf));
      return true;
    },
  };
}

/** What the customer is told about a request already made (or a status past cancelling). */
function stateOutcome(state: 'asked' | 'cancelled' | 'refused' | undefined) {
  if (state === undefined) return 'too-late' as const;
  return state === 'asked' ? ('pending' as const) : state;
}

export type Word = ReturnType<typeof createWord>;
