import type { Store, VersionedKeyValue } from '../store/index.ts';

/**
 * An order waiting for its rating question (store `rating-due`, keyed by the external order id):
 * the due list every instance looks at. An entry leaves the list when its question is claimed
 * (see `RatingRecord`) or given up (too late, no chat).
 */
export interface DueRating {
  chatId: number;
  orderNumber: string;
  /** When the bot learnt the order was delivered or collected (ms, bot's clock). */
  deliveredAt: number;
  /** When the question may go out (ms): delivery + delay, or moved into the restaurant's hours. */
  dueAt: number;
  /** Failed sends so far (not a blocked chat): the question is tried at most three times. */
  attempts: number;
}

/**
 * The rating of one order (store `ratings`, keyed by the external order id). Written first with
 * compare-and-set on version 0 by the one instance that asks the question (the claim), so an
 * order is asked once on any number of instances and never again: `asking` (claimed, being
 * sent; a crash here loses the question rather than risk a second one), `asked` (the question is
 * in the chat), `rated` (stars, then maybe a comment), `unreachable` (the chat blocked the bot).
 */
export interface RatingRecord {
  orderNumber: string;
  chatId: number;
  state: 'asking' | 'asked' | 'rated' | 'unreachable';
  askedAt: number;
  /** The question's message in the customer's chat. */
  messageId?: number | undefined;
  /** 1–5, once rated. */
  stars?: number | undefined;
  ratedAt?: number | undefined;
  /** The customer's optional words after the stars (at most `MAX_COMMENT` characters). */
  comment?: string | undefined;
}

/** Longest comment kept (a Telegram message holds 4096; the staff frame needs room). */
export const MAX_COMMENT = 1_000;

/** The kind of the chat's pending input (src/telegram/pending-input.ts) the comment is. */
export const RATING_COMMENT = 'rating';

/** How long after the stars the next text counts as the comment. */
export const COMMENT_WINDOW_MS = 10 * 60_000;

/** The stars as the staff chat and the customer see them: ★★☆☆☆. */
export function starGlyphs(stars: number): string {
  const full = Math.max(0, Math.min(5, Math.round(stars)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** The rating's two namespaces in the shared store (the comment's wait is `customer-pending`). */
export function ratingStores(store: Store) {
  return {
    due: store.versioned<DueRating>('rating-due'),
    ratings: store.versioned<RatingRecord>('ratings'),
  };
}

export type RatingStores = ReturnType<typeof ratingStores>;

/** The ratings of the given orders that have stars (for the day report and the CSV). */
export async function ratingsOf(
  ratings: Pick<VersionedKeyValue<RatingRecord>, 'get'>,
  externalOrderIds: readonly string[],
): Promise<Map<string, { stars: number; comment: string | null }>> {
  const found = new Map<string, { stars: number; comment: string | null }>();
  for (const id of externalOrderIds) {
    const record = await ratings.get(id);
    if (record?.state === 'rated' && record.stars !== undefined)
      found.set(id, { stars: record.stars, comment: record.comment ?? null });
  }
  return found;
}
