import type { PendingHandler } from '../telegram/pending-input.ts';
import { editRating, type RatingKit, tellStaff } from './question.ts';
import { MAX_COMMENT, type RatingRecord, starGlyphs } from './records.ts';
import { LOW_RATING } from './stars.ts';

/**
 * The comment after the stars (issue 36): the star tap makes the chat wait for its next message
 * (`customer-pending`, kind `rating`, `COMMENT_WINDOW_MS`; "skip" ends it), the same wait a word
 * with the restaurant uses (src/telegram/pending-input.ts: any instance, a restart keeps it, a
 * command ends it, two messages at once take it once). The text is kept on the order's
 * `RatingRecord` (compare-and-set: one comment) and, for a low rating, passed to the staff chat
 * as a reply to the order's summary. A message without text goes on to the conversation and the
 * wait goes on. The text is never logged.
 */
export function ratingComment(kit: RatingKit): PendingHandler {
  const { t, stores, logger } = kit;
  return async (ctx, pending) => {
    const chatId = ctx.chat?.id;
    const text = ctx.message?.text;
    if (chatId === undefined || text === undefined) return false;
    // Taken or not, the wait ends here (another message may have taken it first).
    if (!(await pending.done())) return false;
    const id = pending.ref;
    const read = await stores.ratings.read(id);
    const record = read?.value;
    if (!read || !record || record.state !== 'rated' || record.comment !== undefined) return false;
    const comment = text.trim().slice(0, MAX_COMMENT);
    if (comment === '') return false;
    const commented: RatingRecord = { ...record, comment };
    const written = await stores.ratings.compareAndSet(
      id,
      commented,
      read.version,
      kit.retentionMs,
    );
    if (written === undefined) return false;
    logger.info({ orderNumber: record.orderNumber }, 'rating comment kept');
    const locale = await kit.customerLocale(chatId);
    const stars = starGlyphs(record.stars ?? 0);
    await editRating(
      kit,
      chatId,
      record.messageId,
      t(locale, 'rating-thanks', { number: record.orderNumber, stars }),
    );
    await kit.api.sendMessage(chatId, t(locale, 'rating-comment-thanks'));
    if ((record.stars ?? 0) <= LOW_RATING) {
      void tellStaff(kit, id, (staffLocale) =>
        t(staffLocale, 'rating-staff-comment', {
          number: record.orderNumber,
          stars,
          text: comment,
        }),
      ).catch((error: unknown) => logger.warn({ err: error }, 'rating comment not told to staff'));
    }
    return true;
  };
}
