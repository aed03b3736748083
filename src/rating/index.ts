import { GrammyError } from 'grammy';
import type { Menu } from '../catalogue/menu.ts';
import type { StatusChange, StatusTracker, TrackedOrder } from '../orders/index.ts';
import type { Store } from '../store/index.ts';
import type { CustomerCapture } from '../telegram/bot.ts';
import { ratingComment } from './comment-capture.ts';
import { type AskResult, createDueList } from './due-list.ts';
import { type RatingKit, starsKeyboard } from './question.ts';
import { RATING_COMMENT, ratingStores } from './records.ts';
import { ratingStars } from './stars.ts';

export { ratingsOf, starGlyphs } from './records.ts';

/** What the composition root (src/app.ts) hands the rating. */
export interface RatingOptions extends Omit<RatingKit, 'stores'> {
  store: Store;
  tracker: Pick<StatusTracker, 'events'>;
  menu: () => Menu | null;
  /** RATING_DELAY_MINUTES in ms: how long after the delivery the question comes. */
  delayMs: number;
}

/**
 * "How it was" (issue 36 point 3): the order delivered or collected enters the shared due list;
 * some minutes later, inside the restaurant's hours, its customer gets one question with five
 * star buttons (`due-list.ts`), then an optional comment (`comment-capture.ts`); a low rating
 * reaches the staff chat at once (`stars.ts`). Every instance runs it: the store decides who
 * asks. `captures` go in front of the customer's updates (the stars); the comment is a pending
 * input of the chat (kind `rating`).
 */
export function createRating(options: RatingOptions) {
  const { store, tracker, ...rest } = options;
  const kit: RatingKit = { ...rest, stores: ratingStores(store) };
  const { t, api, pacer, logger } = kit;

  const ask = async (
    due: { chatId: number; orderNumber: string },
    id: string,
  ): Promise<AskResult> => {
    const locale = await kit.customerLocale(due.chatId);
    try {
      const sent = await pacer.schedule(due.chatId, 'redraw', () =>
        api.sendMessage(due.chatId, t(locale, 'rating-ask', { number: due.orderNumber }), {
          reply_markup: starsKeyboard(id),
        }),
      );
      return { messageId: sent.message_id };
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 403) return 'blocked';
      logger.warn({ err: error, orderNumber: due.orderNumber }, 'rating question not sent');
      return 'failed';
    }
  };

  const dueList = createDueList({
    stores: kit.stores,
    clock: kit.clock,
    logger,
    menu: options.menu,
    delayMs: options.delayMs,
    retentionMs: kit.retentionMs,
    ask,
  });

  const onChanged = (change: StatusChange) => {
    if (change.order.status !== 'delivered') return;
    void dueList
      .delivered(change.order)
      .catch((error: unknown) => logger.warn({ err: error }, 'rating not scheduled'));
  };
  tracker.events.on('changed', onChanged);
  // An order found already delivered when its tracking began emits no change (issue 36).
  const onTracked = (order: TrackedOrder) => {
    void dueList
      .foundDelivered(order)
      .catch((error: unknown) => logger.warn({ err: error }, 'rating not scheduled'));
  };
  tracker.events.on('tracked', onTracked);

  kit.pending.handle(RATING_COMMENT, ratingComment(kit));
  const captures: CustomerCapture[] = [ratingStars(kit)];
  return {
    captures,
    /** Starts looking at the due list (every instance). */
    start: () => dueList.start(),
    async close(): Promise<void> {
      tracker.events.off('changed', onChanged);
      tracker.events.off('tracked', onTracked);
      await dueList.close();
    },
  };
}

export type Rating = ReturnType<typeof createRating>;
