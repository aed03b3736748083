import type { Context, Transformer } from 'grammy';
import { GrammyError } from 'grammy';
import type { Locale } from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { TrackedOrder } from '../orders/index.ts';
import { statusSince } from '../orders/tracked-order.ts';
import type { ConsoleKit } from './kit.ts';
import { limitMessage, type WordLimits } from './word-limits.ts';

/** The customer may answer until this long after the order finished. */
export const RELAY_AFTER_FINISH_MS = 60 * 60_000;
/** Longest text passed either way (a Telegram message holds 4096; the frame needs room). */
const MAX_TEXT = 3_500;

interface RelayRow {
  externalOrderId: string;
  /** The restaurant's messages in the customer's chat (frames, "passed on"), latest last. */
  messageIds: number[];
}

/** How many of the restaurant's messages a reply may answer. */
const KEPT_MESSAGES = 20;

/**
 * A word with the customer. A staff member replies (in the staff chat, so only its members can)
 * to an order's summary, an alert or a customer's answer: the text goes to that order's customer
 * in a frame saying it is from the restaurant (never who wrote it), and the staff member's
 * message gets a ✓ reply, or why it did not arrive (the customer blocked the bot). The customer's
 * answer — a text replying to the restaurant's message, or any text while that message is still
 * the last one in the chat — comes back to the staff chat as a reply to the order's summary,
 * until the order finished an hour ago, within the order's limit of customer messages
 * (`word-limits.ts`, issue 36). Nothing else a customer types reaches the staff unasked. The open
 * thread is in the store (`staff-relay`, per customer chat); which message was last is known to
 * the instance that sent it (elsewhere only a reply counts). Texts are never logged.
 */
export function createRelay(
  kit: ConsoleKit,
  customerLocale: (chatId: number) => Promise<Locale>,
  limits: WordLimits,
) {
  const rows = kit.store.namespace<RelayRow>('staff-relay');
  const { t, locale, staffChatId, clock, logger } = kit;
  // The last message the bot sent to each customer chat with an open thread (this instance).
  const lastSent = new Map<number, number>();

  const open = (order: TrackedOrder | undefined): order is TrackedOrder =>
    order !== undefined &&
    (order.active || clock.now() < statusSince(order) + RELAY_AFTER_FINISH_MS);

  const toStaff = (ctx: Context, id: MessageId, args: Record<string, string>) => () =>
    kit.api.sendMessage(staffChatId, t(locale, id, args), {
      reply_parameters: {
        message_id: ctx.message?.message_id ?? 0,
        allow_sending_without_reply: true,
      },
    });
  // The outcome of a delivery, later: a push, paced like the staff chat's others.
  const answerStaff = (ctx: Context, id: MessageId, args: Record<string, string> = {}) =>
    kit.pacer.schedule(staffChatId, 'staff', toStaff(ctx, id, args)).then(() => undefined);
  // Why a staff member's message was not passed on: the answer to their own update, at once
  // (as the console answers a command). Paced, the update would wait for the staff chat's turn
  // (up to 3 s behind a summary or an alert just sent), and the chat's next update with it.
  const answerNow = async (ctx: Context, id: MessageId, args: Record<string, string> = {}) => {
    await toStaff(ctx, id, args)().catch((error: unknown) =>
      logger.warn({ err: error }, 'staff chat unreachable'),
    );
  };

  // A new word of the restaurant in the customer's chat (a thread about another order restarts).
  const remember = async (chatId: number, externalOrderId: string, messageId: number) => {
    const row = await rows.get(String(chatId));
    const earlier = row?.externalOrderId === externalOrderId ? row.messageIds : [];
    await rows.set(
      String(chatId),
      { externalOrderId, messageIds: [...earlier, messageId].slice(-KEPT_MESSAGES) },
      kit.retentionMs,
    );
  };

  const background = (work: () => Promise<void>) =>
    void work().catch((error: unknown) => logger.warn({ err: error }, 'relay failed'));

  // A word of the restaurant in the customer's chat, in its frame and their language: a thread
  // about it stays open (an answer to it comes back).
  const frame = async (
    order: TrackedOrder,
    chatId: number,
    text: (locale: Locale) => string,
  ): Promise<void> => {
    const locale = await customerLocale(chatId);
    const words = t(locale, 'relay-to-customer', { number: order.orderNumber, text: text(locale) });
    // Bounded: a chat forgotten here only loses the "last message" rule (a reply still works).
    if (lastSent.size >= 10_000) lastSent.clear();
    lastSent.set(chatId, 0);
    const sent = await kit.pacer.schedule(chatId, 'status', () =>
      kit.api.sendMessage(chatId, words),
    );
    await remember(chatId, order.externalOrderId, sent.message_id);
  };

  // The staff member's words to the customer, then ✓ (or why not) to the staff member.
  const deliver = async (
    ctx: Context,
    order: TrackedOrder,
    chatId: number,
    text: string,
  ): Promise<void> => {
    try {
      await frame(order, chatId, () => text);
      logger.info({ orderNumber: order.orderNumber }, 'staff message delivered to customer');
      await answerStaff(ctx, 'relay-delivered', { number: order.orderNumber });
    } catch (error) {
      const blocked = error instanceof GrammyError && error.error_code === 403;
      logger.info({ orderNumber: order.orderNumber, blocked }, 'staff message not delivered');
      await answerStaff(ctx, blocked ? 'relay-blocked' : 'relay-failed', {
        number: order.orderNumber,
      });
    }
  };

  // The customer's answer to the staff chat (a reply to the summary), then "passed on" to them.
  const passOn = async (chatId: number, order: TrackedOrder, text: string): Promise<void> => {
    const summary = await kit.threads.summaryOf(order.externalOrderId);
    const sent = await kit.pacer.schedule(staffChatId, 'staff', () =>
      kit.api.sendMessage(
        staffChatId,
        t(locale, 'relay-from-customer', { number: order.orderNumber, text }),
        summary === undefined
          ? {}
          : { reply_parameters: { message_id: summary, allow_sending_without_reply: true } },
      ),
    );
    await kit.threads.note(sent.message_id, order.externalOrderId);
    logger.info({ orderNumber: order.orderNumber }, 'customer answer passed to the staff');
    const ack = await kit.pacer.schedule(chatId, 'status', async () =>
      kit.api.sendMessage(chatId, t(await customerLocale(chatId), 'relay-passed-on')),
    );
    await remember(chatId, order.externalOrderId, ack.message_id);
  };

  return {
    /**
     * Says `text` (in the customer's language) to the customer of `order` in the restaurant's
     * frame, as a staff member's reply would be (issue 36: the answer to a cancellation request);
     * the customer's answer to it comes back. Throws when it could not be sent.
     */
    frame,
    /** True while the customer may write about the order (active, or finished within the hour). */
    open,
    /**
     * Sees every Bot API call: remembers the last message sent to chats with a thread. Any call
     * but a sent message or photo is handed on as it is.
     */
    transformer: ((prev, method, payload, signal) => {
      if (method !== 'sendMessage' && method !== 'sendPhoto') return prev(method, payload, signal);
      return prev(method, payload, signal).then((result) => {
        const chatId = Number((payload as { chat_id?: unknown }).chat_id);
        if (result.ok && lastSent.has(chatId))
          lastSent.set(chatId, (result.result as { message_id: number }).message_id);
        return result;
      });
    }) as Transformer,

    /** A message in the staff chat: true when it was a reply about an order (handled here). */
    async staffMessage(ctx: Context): Promise<boolean> {
      const message = ctx.message;
      const repliedTo = message?.reply_to_message?.message_id;
      if (!message || repliedTo === undefined || ctx.from?.is_bot) return false;
      const externalOrderId = await kit.threads.orderOf(repliedTo);
      if (externalOrderId === undefined) return false;
      const text = message.text?.trim();
      if (text?.startsWith('/')) return false;
      if (!text) {
        await answerNow(ctx, 'relay-only-text');
        return true;
      }
      const order = kit.tracker.order(externalOrderId);
      if (!open(order) || order.chatId === null) {
        await answerNow(ctx, 'relay-closed', { number: order?.orderNumber ?? '-' });
        return true;
      }
      // Delivered in the background: the pushes wait their paced turn, the update does not.
      const chatId = order.chatId;
      background(() => deliver(ctx, order, chatId, text.slice(0, MAX_TEXT)));
      return true;
    },

    /**
     * A customer's text: true when it answers the restaurant (passed on to the staff chat);
     * false lets the conversation have it as usual.
     */
    async customerText(ctx: Context): Promise<boolean> {
      const chatId = ctx.chat?.id;
      const text = ctx.message?.text;
      if (chatId === undefined || text === undefined || text.startsWith('/')) return false;
      // Only a reply, or a text while this instance's last message to the chat was the
      // restaurant's, can be for the restaurant: any other text skips the store read (the hot path
      // of every typed search, name or phone).
      const repliedTo = ctx.message?.reply_to_message?.message_id;
      if (repliedTo === undefined && !lastSent.has(chatId)) return false;
      const row = await rows.get(String(chatId));
      if (!row) return false;
      const order = kit.tracker.order(row.externalOrderId);
      if (!open(order)) {
        await rows.delete(String(chatId));
        lastSent.delete(chatId);
        return false;
      }
      const reply = repliedTo !== undefined && row.messageIds.includes(repliedTo);
      if (!reply && lastSent.get(chatId) !== row.messageIds.at(-1)) return false;
      // Counted like the customer's own messages (issue 36): answers cannot flood the staff chat.
      const verdict = await limits.take(order.externalOrderId);
      if (!verdict.ok) {
        background(async () => {
          const locale = await customerLocale(chatId);
          const { id, args } = limitMessage(verdict, order.orderNumber);
          await kit.pacer.schedule(chatId, 'status', () =>
            kit.api.sendMessage(chatId, t(locale, id, args)),
          );
        });
        return true;
      }
      background(() => passOn(chatId, order, text.slice(0, MAX_TEXT)));
      return true;
    },
  };
}

export type Relay = ReturnType<typeof createRelay>;
