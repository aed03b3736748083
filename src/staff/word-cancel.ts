import { type Context, GrammyError } from 'grammy';
import type { MessageId } from '../locale/message-ids.ts';
import type { TrackedOrder } from '../orders/index.ts';
import { cancellable, decodeWord, encodeWord } from '../telegram/word-data.ts';
import type { ConsoleKit } from './kit.ts';
import type { Relay } from './relay.ts';

/**
 * A customer's request to cancel an order (store namespace `staff-cancel`, per order, kept with
 * the order's records). One per order: asked once, answered once by the staff.
 */
export interface CancelRequest {
  state: 'asked' | 'cancelled' | 'refused';
  askedAt: number;
  answeredAt?: number | undefined;
  /** The request's message in the staff chat (its buttons). */
  staffMessageId?: number | undefined;
}

/** The staff's answer as the customer reads it, in the restaurant's frame. */
const TO_CUSTOMER = {
  cancelled: 'word-cancel-done',
  refused: 'word-cancel-refused',
} as const satisfies Record<'cancelled' | 'refused', MessageId>;
/** The staff's answer as the staff chat names it (the request's line, the refusal's toast). */
const ANSWER_LABEL = {
  cancelled: 'btn-word-cancelled',
  refused: 'btn-word-refused',
} as const satisfies Record<'cancelled' | 'refused', MessageId>;

/** What asking to cancel comes to for the customer. */
export type AskOutcome = 'asked' | 'too-late' | 'pending' | 'cancelled' | 'refused' | 'failed';

/**
 * "Ask to cancel" (issue 36). The Partner API cannot cancel an order: the staff cancel it in
 * their own system and answer the request's buttons in the staff chat ("Cancelled" / "Cannot
 * cancel, it is on its way"); the bot records the answer and tells the customer in the
 * restaurant's frame. Both the request and its answer are compare-and-set in the store, so on
 * any number of instances one request goes to the staff chat and one answer counts; a second
 * tap is refused with what was answered.
 */
export function cancelRequests(kit: ConsoleKit, relay: Relay) {
  const requests = kit.store.versioned<CancelRequest>('staff-cancel');
  const { t, locale, staffChatId, logger } = kit;

  const requestText = (order: TrackedOrder) =>
    t(locale, 'word-cancel-request', { number: order.orderNumber });

  const send = async (order: TrackedOrder, request: CancelRequest, version: number) => {
    const id = order.externalOrderId;
    const summary = await kit.threads.summaryOf(id);
    const sent = await kit.pacer.schedule(staffChatId, 'staff', () =>
      kit.api.sendMessage(staffChatId, requestText(order), {
        ...(summary === undefined
          ? {}
          : { reply_parameters: { message_id: summary, allow_sending_without_reply: true } }),
        reply_markup: {
          inline_keyboard: [
            [
              { text: t(locale, 'btn-word-cancelled'), callback_data: encodeWord('cancelled', id) },
              { text: t(locale, 'btn-word-refused'), callback_data: encodeWord('refused', id) },
            ],
          ],
        },
      }),
    );
    await kit.threads.note(sent.message_id, id);
    // Its message id beside it (only if nobody answered meanwhile: an answer is worth more).
    await requests.compareAndSet(
      id,
      { ...request, staffMessageId: sent.message_id },
      version,
      kit.retentionMs,
    );
    logger.info({ orderNumber: order.orderNumber }, 'cancel request sent to the staff');
  };

  // The answer could not reach the customer (they blocked the bot, or Telegram kept refusing):
  // the staff member who tapped hears it in the staff chat, as a reply to the request, so the
  // customer is told another way. The answer stays recorded.
  const undelivered = async (
    error: unknown,
    order: TrackedOrder,
    answer: 'cancelled' | 'refused',
    by: string,
    requestId: number | undefined,
  ): Promise<void> => {
    const blocked = error instanceof GrammyError && error.error_code === 403;
    logger.info(
      { err: error, orderNumber: order.orderNumber, answer, blocked },
      'cancel answer not delivered',
    );
    const text = t(locale, blocked ? 'word-cancel-answer-blocked' : 'word-cancel-answer-failed', {
      by,
      number: order.orderNumber,
      answer: t(locale, ANSWER_LABEL[answer]),
    });
    await kit.pacer
      .schedule(staffChatId, 'staff', () =>
        kit.api.sendMessage(staffChatId, text, {
          ...(requestId === undefined
            ? {}
            : { reply_parameters: { message_id: requestId, allow_sending_without_reply: true } }),
        }),
      )
      .then((sent) => kit.threads.note(sent.message_id, order.externalOrderId))
      .catch((failure: unknown) => logger.warn({ err: failure }, 'staff chat unreachable'));
  };

  return {
    /** What a request for the order already came to, if one was made. */
    async state(externalOrderId: string): Promise<CancelRequest['state'] | undefined> {
      return (await requests.read(externalOrderId))?.value.state;
    },

    /**
     * The customer confirmed: the request is written (once) and 'asked' returned at once; it then
     * goes to the staff chat in its paced turn (the customer's tap never waits for it), as a
     * reply to the order's summary with the staff's buttons, and rings (a new message). Should
     * that fail, the request is withdrawn (the customer may ask again) and `failed` is called.
     */
    async ask(order: TrackedOrder, failed: () => Promise<void>): Promise<AskOutcome> {
      if (!cancellable(order.status)) return 'too-late';
      const id = order.externalOrderId;
      const request: CancelRequest = { state: 'asked', askedAt: kit.clock.now() };
      const version = await requests.compareAndSet(id, request, 0, kit.retentionMs);
      if (version === undefined) {
        const state = (await requests.read(id))?.value.state ?? 'asked';
        return state === 'asked' ? 'pending' : state;
      }
      void send(order, request, version).catch(async (error: unknown) => {
        logger.warn({ err: error, orderNumber: order.orderNumber }, 'cancel request not sent');
        await requests.delete(id).catch(() => false);
        await failed().catch(() => undefined);
      });
      return 'asked';
    },

    /**
     * A staff member's tap on a request's button: the answer is recorded once (compare-and-set:
     * any instance, any number of taps), the request's message shows it, and the customer is
     * told. Returns the tap's answer (a toast).
     */
    async answer(ctx: Context, order: (id: string) => Promise<TrackedOrder | undefined>) {
      const press = decodeWord(ctx.callbackQuery?.data);
      if (!press || (press.action !== 'cancelled' && press.action !== 'refused'))
        return t(locale, 'word-staff-invalid');
      const id = press.externalOrderId;
      const answer = press.action;
      for (;;) {
        const stored = await requests.read(id);
        const tracked = await order(id);
        if (!stored || !tracked) return t(locale, 'word-staff-invalid');
        if (stored.value.state !== 'asked') {
          return t(locale, 'word-staff-already', {
            answer: t(locale, ANSWER_LABEL[stored.value.state]),
          });
        }
        const answered = { ...stored.value, state: answer, answeredAt: kit.clock.now() };
        const written = await requests.compareAndSet(id, answered, stored.version, kit.retentionMs);
        if (written === undefined) continue; // another tap got there first: read what it wrote
        logger.info({ orderNumber: tracked.orderNumber, answer }, 'cancel request answered');
        const by = ctx.from?.first_name ?? '';
        const messageId = ctx.callbackQuery?.message?.message_id;
        const edited = [
          requestText(tracked),
          t(locale, 'word-cancel-answered', { answer: t(locale, ANSWER_LABEL[answer]), by }),
        ].join('\n');
        if (messageId !== undefined)
          await kit.api
            .editMessageText(staffChatId, messageId, edited, {
              reply_markup: { inline_keyboard: [] },
            })
            .catch((error: unknown) => logger.debug({ err: error }, 'cancel request not edited'));
        const chatId = tracked.chatId;
        if (chatId !== null)
          void relay
            .frame(tracked, chatId, (customer) => t(customer, TO_CUSTOMER[answer]))
            .catch((error: unknown) => undelivered(error, tracked, answer, by, messageId));
        return t(locale, 'word-staff-recorded');
      }
    },
  };
}

export type CancelRequests = ReturnType<typeof cancelRequests>;
