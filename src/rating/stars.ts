import type { Context } from 'grammy';
import type { Locale } from '../locale/locale.ts';
import type { CustomerCapture } from '../telegram/bot.ts';
import {
  editRating,
  RATING_DATA_PREFIX,
  type RatingKit,
  readRatingData,
  skipKeyboard,
  tellStaff,
} from './question.ts';
import { COMMENT_WINDOW_MS, RATING_COMMENT, type RatingRecord, starGlyphs } from './records.ts';

/** Ratings at or below this reach the staff chat at once. */
export const LOW_RATING = 2;

/**
 * The rating's buttons in the customer's chat (issue 36): a star tap on the question rates the
 * order once (compare-and-set on its `RatingRecord`: two taps, on one instance or two, rate it
 * once), opens the comment window (the chat's pending input, kind `rating`, `COMMENT_WINDOW_MS`) and turns the
 * question into the thanks with a "skip" button; a low rating (≤ `LOW_RATING`) is told to the
 * staff chat at once. A button of an order already rated answers so; one that is not this chat's
 * question (another order, another chat, forged) answers that it is not valid. Nothing else.
 */
export function ratingStars(kit: RatingKit): CustomerCapture {
  const { t, clock, logger, stores } = kit;

  const rate = async (
    chatId: number,
    locale: Locale,
    id: string,
    stars: number,
  ): Promise<string> => {
    const read = await stores.ratings.read(id);
    const record = read?.value;
    if (!read || !record || record.chatId !== chatId) return t(locale, 'rating-invalid');
    if (record.state === 'rated') return t(locale, 'rating-already');
    if (record.state !== 'asked') return t(locale, 'rating-invalid');
    const rated: RatingRecord = { ...record, state: 'rated', stars, ratedAt: clock.now() };
    const written = await stores.ratings.compareAndSet(id, rated, read.version, kit.retentionMs);
    if (written === undefined) return t(locale, 'rating-already');
    await kit.pending.wait(chatId, RATING_COMMENT, id, COMMENT_WINDOW_MS);
    logger.info({ orderNumber: record.orderNumber, stars }, 'order rated');
    await editRating(
      kit,
      chatId,
      record.messageId,
      t(locale, 'rating-thanks-ask-comment', {
        number: record.orderNumber,
        stars: starGlyphs(stars),
      }),
      skipKeyboard(t, locale, id),
    );
    if (stars <= LOW_RATING) {
      void tellStaff(kit, id, (staffLocale) =>
        t(staffLocale, 'rating-staff-low', {
          number: record.orderNumber,
          stars: starGlyphs(stars),
        }),
      ).catch((error: unknown) => logger.warn({ err: error }, 'low rating not told to staff'));
    }
    return t(locale, 'rating-thanks-toast');
  };

  const skip = async (chatId: number, locale: Locale, id: string): Promise<string | null> => {
    const record = await stores.ratings.get(id);
    if (!record || record.chatId !== chatId || record.state !== 'rated')
      return t(locale, 'rating-invalid');
    const pending = await kit.pending.current(chatId);
    if (pending?.kind === RATING_COMMENT && pending.ref === id) await kit.pending.end(chatId);
    await editRating(
      kit,
      chatId,
      record.messageId,
      t(locale, 'rating-thanks', {
        number: record.orderNumber,
        stars: starGlyphs(record.stars ?? 0),
      }),
    );
    return null;
  };

  const answer = async (ctx: Context, data: string): Promise<string | null> => {
    const chatId = ctx.chat?.id;
    const locale = await kit.customerLocale(chatId ?? 0);
    const press = readRatingData(data);
    if (chatId === undefined || !press) return t(locale, 'rating-invalid');
    if ('skip' in press) return skip(chatId, locale, press.externalOrderId);
    return rate(chatId, locale, press.externalOrderId, press.stars);
  };
  // A tap on the rating's buttons, answered here (a toast, or silently); anything else goes on.
  return async (ctx, answerTap) => {
    const data = ctx.callbackQuery?.data;
    if (data === undefined || !data.startsWith(RATING_DATA_PREFIX)) return false;
    await answerTap((await answer(ctx, data)) ?? undefined);
    return true;
  };
}
