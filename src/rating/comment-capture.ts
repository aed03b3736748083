import type { Context } from 'grammy';
import type { CustomerCapture } from '../telegram/customer-capture.ts';
import { editRating, type RatingKit, tellStaff } from './question.ts';
import { MAX_COMMENT, type RatingRecord, starGlyphs } from './records.ts';
import { LOW_RATING } from './stars.ts';

/**
 * The comment after the stars (issue 36), a capture of its own: while the chat's
 * `rating-comment` row lives (written by the star tap, gone after `COMMENT_WINDOW_MS`, a comment
 * or "skip"), the customer's next text is the rating's comment, kept on the order's
 * `RatingRecord` (compare-and-set: one comment; a command ends the wait instead) and, for a low rating, passed to the staff chat
 * as a reply to the order's summary. Installed before the restaurant relay and the
 * conversation, so right after the stars it takes precedence over both; without the row it
 * takes nothing (one store read per text: the row lives in the shared store, so any instance
 * sees it). The text is never logged.
 */
export function ratingComment(kit: RatingKit): CustomerCapture {
  const { t, stores, logger } = kit;
  return {
    async text(ctx: Context, text: string): Promise<boolean> {
      const chatId = ctx.chat?.id;
      if (chatId === undefined) return false;
      const pending = await stores.comments.get(String(chatId));
      if (!pending) return false;
      // Taken or not, the wait ends here: a command means the customer moved on.
      await stores.comments.delete(String(chatId));
      if (text.startsWith('/')) return false;
      const id = pending.externalOrderId;
      const read = await stores.ratings.read(id);
      const record = read?.value;
      if (!read || !record || record.state !== 'rated' || record.comment !== undefined)
        return false;
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
        ).catch((error: unknown) =>
          logger.warn({ err: error }, 'rating comment not told to staff'),
        );
      }
      return true;
    },
  };
}
