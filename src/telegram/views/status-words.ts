import type { OrderStatus } from '../../domain/order.ts';
import type { MenuWords, Words } from './describe.ts';
import { statusMessage } from './status-message.ts';

/**
 * The bot's own words for a status in the chat's language (`status-<status>`, with the pickup
 * wording for "sent" and "delivered": ready for collection, collected).
 */
export function statusMeaning(
  words: Words,
  status: OrderStatus,
  fulfilment: 'delivery' | 'pickup',
): string {
  return words.tr(statusMessage(status, fulfilment));
}

// Statuses whose restaurant label can say more than our meaning: what is being reviewed, why an
// order was cancelled; the customer quotes these words when calling the restaurant. For a status
// the spec does not list (issue 34) the label is all the bot knows of its meaning.
const LABEL_SAYS_MORE: ReadonlySet<OrderStatus> = new Set([
  'payment_review',
  'cancelled',
  'unknown',
]);

/**
 * A status as a chat reads it, in one language (issue 14 point 5). A Bulgarian chat reads the
 * restaurant's label alone (spec "Order record": the restaurant's own word, may be Bulgarian);
 * an English chat reads the English meaning, with the label (translated, issue 23) only where it
 * says more (`LABEL_SAYS_MORE`). Without a label: the meaning alone.
 */
export function statusText(
  words: MenuWords,
  status: OrderStatus,
  fulfilment: 'delivery' | 'pickup',
  label: string,
): string {
  const meaning = statusMeaning(words, status, fulfilment);
  const restaurant = words.texts.text(label.trim());
  if (restaurant === '') return meaning;
  if (words.locale === 'bg') return restaurant;
  if (!LABEL_SAYS_MORE.has(status)) return meaning;
  return words.tr('status-with-label', { meaning, label: restaurant });
}
