import type { Api } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Locale } from '../locale/locale.ts';
import type { Translate } from '../locale/translate.ts';
import type { Pacer } from '../telegram/pacer.ts';
import type { PendingInputs } from '../telegram/pending-input.ts';
import type { RatingStores } from './records.ts';

/**
 * The rating's buttons carry `rt:<external order id>:<1–5 | s>` (at most 3 + 40 + 2 bytes, under
 * Telegram's 64): not the conversation's `tag|code|arg` format, so a rating button never reads
 * as a conversation press and the conversation's buttons never reach the rating.
 */
const DATA = /^rt:([0-9A-Za-z_.:-]{1,40}):([1-5s])$/;
export const RATING_DATA_PREFIX = 'rt:';

/** A decoded rating button: stars for an order, or "skip the comment". */
export type RatingPress =
  | { externalOrderId: string; stars: number }
  | { externalOrderId: string; skip: true };

/** Reads a rating button's data; undefined when it is not one (or forged beyond reading). */
export function readRatingData(data: string): RatingPress | undefined {
  const match = DATA.exec(data);
  if (!match) return undefined;
  const [, externalOrderId = '', what = ''] = match;
  return what === 's' ? { externalOrderId, skip: true } : { externalOrderId, stars: Number(what) };
}

/** The question's five star buttons (one row: 1 ★ … 5 ★). */
export function starsKeyboard(externalOrderId: string): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      [1, 2, 3, 4, 5].map((stars) => ({
        text: `${stars} ★`,
        callback_data: `${RATING_DATA_PREFIX}${externalOrderId}:${stars}`,
      })),
    ],
  };
}

/** The "skip the comment" button under the thanks. */
export function skipKeyboard(
  t: Translate,
  locale: Locale,
  externalOrderId: string,
): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      [
        {
          text: t(locale, 'rating-btn-skip'),
          callback_data: `${RATING_DATA_PREFIX}${externalOrderId}:s`,
        },
      ],
    ],
  };
}

/**
 * The order threads of the staff chat (src/staff/threads.ts, given by the composition root: the
 * staff console reads the ratings, so the rating does not import it).
 */
export interface OrderThreads {
  summaryOf(externalOrderId: string): Promise<number | undefined>;
  note(messageId: number, externalOrderId: string): Promise<void>;
}

/** What the rating's parts (question, stars, comment) work with. */
export interface RatingKit {
  api: Api;
  pacer: Pacer;
  t: Translate;
  clock: Clock;
  logger: Logger;
  stores: RatingStores;
  /** The chat's wait for its next message (the comment after the stars is kind `rating`). */
  pending: PendingInputs;
  customerLocale: (chatId: number) => Promise<Locale>;
  retentionMs: number | undefined;
  /** The staff chat (a low rating and its comment are told there), when there is one. */
  staff?: { chatId: number; locale: Locale; threads: OrderThreads } | undefined;
}

/**
 * Tells the staff chat, as a reply to the order's summary (a new message: it rings), and notes
 * the message as part of the order's thread (a staff reply to it reaches the customer).
 */
export async function tellStaff(
  kit: RatingKit,
  externalOrderId: string,
  text: (locale: Locale) => string,
): Promise<void> {
  const staff = kit.staff;
  if (!staff) return;
  const summary = await staff.threads.summaryOf(externalOrderId);
  const sent = await kit.pacer.schedule(staff.chatId, 'staff', () =>
    kit.api.sendMessage(
      staff.chatId,
      text(staff.locale),
      summary === undefined
        ? {}
        : { reply_parameters: { message_id: summary, allow_sending_without_reply: true } },
    ),
  );
  await staff.threads.note(sent.message_id, externalOrderId);
}

/** Edits a rating message, a double tap's "message is not modified" being no failure. */
export async function editRating(
  kit: RatingKit,
  chatId: number,
  messageId: number | undefined,
  text: string,
  keyboard?: InlineKeyboardMarkup,
): Promise<void> {
  if (messageId === undefined) return;
  await kit.api
    .editMessageText(chatId, messageId, text, keyboard ? { reply_markup: keyboard } : {})
    .catch((error: unknown) => kit.logger.debug({ err: error }, 'rating message not edited'));
}
