import type { InlineKeyboardButton } from 'grammy/types';
import type { OrderStatus } from '../domain/order.ts';
import type { MessageId } from '../locale/message-ids.ts';
import { MAX_CALLBACK_BYTES } from './callback-data.ts';

/**
 * The buttons of a word with the restaurant (issue 36): on a customer's active order "✉️ Message
 * the restaurant" and, before it is sent, "Ask to cancel" (with its confirmation and a "never
 * mind"), and in the staff chat the answers to a cancellation request. They live outside the
 * conversation's screens (a status message, the staff chat), so their data has a format of its
 * own that the conversation's (`callback-data.ts`: `tag|code|arg`) never matches: `~w|<action>|
 * <external_order_id>`, ASCII, at most 2 + 1 + 1 + 1 + 48 = 53 bytes. What a tap may do is
 * decided from the store when it comes (the order's owner and status, the request's state), never
 * from the data, so stale or forged data does nothing but get its answer.
 */

/** What a word button asks for. */
export type WordAction =
  /** The customer: the next text or photo goes to the restaurant. */
  | 'message'
  /** The customer: asks to cancel (a confirmation comes first). */
  | 'cancel'
  /** The customer: yes, ask the restaurant to cancel. */
  | 'confirm'
  /** The customer: never mind (no message, no cancellation). */
  | 'never'
  /** The staff: the order is cancelled (in the restaurant's own system). */
  | 'cancelled'
  /** The staff: it cannot be cancelled, it is on its way. */
  | 'refused';

const CODES: Record<WordAction, string> = {
  message: 'm',
  cancel: 'k',
  confirm: 'y',
  never: 'x',
  cancelled: 'c',
  refused: 'n',
};
const ACTIONS = new Map(
  Object.entries(CODES).map(([action, code]) => [code, action as WordAction]),
);

/** Every word button's data starts with it (and no button of the conversation's does). */
export const WORD_PREFIX = '~w|';
const PATTERN = /^~w\|([a-z])\|([0-9A-Za-z_.:-]{1,48})$/;
const ID = /^[0-9A-Za-z_.:-]{1,48}$/;

/** A decoded word button: what it asks and which order it is about. */
export interface WordPress {
  action: WordAction;
  externalOrderId: string;
}

/** Encodes a word button; throws if it would not fit (a programming error, caught by tests). */
export function encodeWord(action: WordAction, externalOrderId: string): string {
  const data = `${WORD_PREFIX}${CODES[action]}|${externalOrderId}`;
  if (!PATTERN.test(data)) throw new Error(`word data does not fit: ${data}`);
  return data;
}

/** True when the data claims to be a word button (then only `decodeWord` says if it is one). */
export const isWordData = (data: string | undefined): boolean =>
  data?.startsWith(WORD_PREFIX) === true;

/** Decodes a word button; undefined for anything that is not exactly our format. */
export function decodeWord(data: string | undefined): WordPress | undefined {
  if (data === undefined || data.length > MAX_CALLBACK_BYTES) return undefined;
  const match = PATTERN.exec(data);
  const action = match && ACTIONS.get(match[1] ?? '');
  if (!match || !action) return undefined;
  return { action, externalOrderId: match[2] ?? '' };
}

/** Statuses in which the restaurant still has the order in hand: a cancellation may be asked. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['accepted', 'preparing', 'payment_review']);
const FINISHED: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled']);

/** True while the order is not yet sent (out for delivery, or ready for pickup). */
export const cancellable = (status: OrderStatus): boolean => CANCELLABLE.has(status);

/**
 * The customer's word buttons for an order in `status`: none once it is delivered or cancelled,
 * "Ask to cancel" only before it is sent.
 */
export function wordButtons(
  tr: (id: MessageId) => string,
  externalOrderId: string,
  status: OrderStatus,
): { text: string; callback_data: string }[][] {
  // An id too long for the data (never ours: `tg-` and a UUID) offers nothing rather than throw.
  if (FINISHED.has(status) || !ID.test(externalOrderId)) return [];
  const row: InlineKeyboardButton.CallbackButton[] = [
    { text: tr('btn-word-message'), callback_data: encodeWord('message', externalOrderId) },
  ];
  if (cancellable(status))
    row.push({ text: tr('btn-word-cancel'), callback_data: encodeWord('cancel', externalOrderId) });
  return [row];
}
