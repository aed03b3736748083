import type { Locale } from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { MessageArgs } from '../locale/translate.ts';
import type { StatusChange, TrackedOrder } from '../orders/index.ts';
import { statusSince } from '../orders/tracked-order.ts';
import { statusText } from '../telegram/views/status-words.ts';
import { type ConsoleKit, staffWords } from './kit.ts';

const MINUTE = 60_000;

/**
 * What a person must act on. `review`: payment_review; `cancelled`; `accept`: in accepted for
 * longer than STAFF_ACCEPT_ALERT_MINUTES; `late`: older than STAFF_LATE_ALERT_MINUTES and not
 * delivered. `customer`: the customer of a late order was told it is behind.
 */
type AlertKind = 'review' | 'cancelled' | 'accept' | 'late' | 'customer';

interface AlertRow {
  /** When it rang (ms, bot's clock). */
  at: number;
  reminded: boolean;
}

/** How the customer of a late order is told (in their language, through the pacer). */
export type TellCustomer = (
  chatId: number,
  text: (locale: Locale) => string,
) => Promise<'sent' | 'blocked' | 'failed'>;

/**
 * The alerts that ring: each a NEW message in the staff chat (Telegram notifies only new
 * messages) replying to the order's summary. `payment_review` and `cancelled` ring at once;
 * accepted too long and late ring when `check()` finds them; each rings once, with at most one
 * reminder a threshold later if the order is still in that state (cancelled has none). Every
 * threshold is measured on the bot's clock from when the bot learnt the status (the tracked
 * order's history), never from the restaurant's timestamps, and only while the order's status
 * is fresh (`statusFreshness`: a stale one rings nothing until it is read again). What rang is
 * written to the store (`staff-alerts`) before it is sent, so a restart or the next instance to
 * hold the console role does not ring it again; only the instance holding the role checks.
 */
export function createOrderAlerts(
  kit: ConsoleKit,
  options: {
    acceptMs: number;
    lateMs: number;
    tellCustomer: TellCustomer;
    /** Called after every alert sent (the board redraws its marks). */
    rang?: () => void;
  },
) {
  const rows = kit.store.namespace<AlertRow>('staff-alerts');
  const { t, locale, staffChatId, clock, logger } = kit;
  const keyOf = (order: TrackedOrder, kind: AlertKind) => `${order.externalOrderId}:${kind}`;

  const ring = async (order: TrackedOrder, id: MessageId, args: MessageArgs): Promise<void> => {
    const text = t(locale, id, {
      number: order.orderNumber,
      status: statusText(staffWords(kit), order.status, order.fulfilment, order.statusLabel),
      ...args,
    });
    const summary = await kit.threads.summaryOf(order.externalOrderId);
    const sent = await kit.pacer.schedule(staffChatId, 'staff', () =>
      kit.api.sendMessage(
        staffChatId,
        text,
        summary === undefined
          ? {}
          : { reply_parameters: { message_id: summary, allow_sending_without_reply: true } },
      ),
    );
    await kit.threads.note(sent.message_id, order.externalOrderId);
    logger.info({ orderNumber: order.orderNumber, alert: id }, 'staff alert sent');
    options.rang?.();
  };

  /**
   * Rings `kind` for `order` if `due` says so: the first time when the condition holds, the
   * reminder `remindAfterMs` after it (never when that is undefined).
   */
  const maybe = async (
    order: TrackedOrder,
    kind: AlertKind,
    remindAfterMs: number | undefined,
    say: (reminder: boolean) => Promise<void>,
  ): Promise<void> => {
    const now = clock.now();
    const row = await rows.get(keyOf(order, kind));
    if (row && (row.reminded || remindAfterMs === undefined || now - row.at < remindAfterMs))
      return;
    const reminder = row !== undefined;
    await rows.set(keyOf(order, kind), { at: row?.at ?? now, reminded: reminder }, kit.retentionMs);
    await say(reminder);
  };

  const checkOrder = async (order: TrackedOrder): Promise<void> => {
    // Issue 34: lateness is judged on fresh status data only. While polls are paused, failing or
    // overdue, the last known status may long be out of date (the order delivered meanwhile):
    // nothing rings and no customer is told of a delay; the next fresh read is judged again.
    if (!kit.tracker.freshness(order).fresh) return;
    const now = clock.now();
    const since = statusSince(order);
    const reminderId = (reminder: boolean, id: MessageId): MessageId =>
      reminder ? 'alert-reminder' : id;
    if (order.status === 'payment_review') {
      await maybe(order, 'review', options.acceptMs, (reminder) =>
        ring(order, reminderId(reminder, 'alert-review'), {
          minutes: Math.floor((now - since) / MINUTE),
        }),
      );
    }
    if (order.status === 'accepted' && now - since >= options.acceptMs) {
      await maybe(order, 'accept', options.acceptMs, (reminder) =>
        ring(order, reminderId(reminder, 'alert-accept'), {
          minutes: Math.floor((now - since) / MINUTE),
        }),
      );
    }
    const age = now - order.createdAt;
    if (order.active && order.status !== 'delivered' && age >= options.lateMs) {
      await maybe(order, 'late', options.lateMs, (reminder) =>
        ring(order, reminderId(reminder, 'alert-late'), { minutes: Math.floor(age / MINUTE) }),
      );
      if (order.chatId !== null) {
        const chatId = order.chatId;
        await maybe(order, 'customer', undefined, async () => {
          const result = await options.tellCustomer(chatId, (customerLocale) =>
            t(customerLocale, 'customer-order-behind', { number: order.orderNumber }),
          );
          logger.info({ orderNumber: order.orderNumber, result }, 'customer told order is late');
        });
      }
    }
  };

  let running: Promise<void> | null = null;
  let again = false;
  const sweep = async (): Promise<void> => {
    do {
      again = false;
      for (const { order } of kit.tracker.active()) {
        await checkOrder(order).catch((error: unknown) =>
          logger.warn({ err: error, orderNumber: order.orderNumber }, 'staff alert failed'),
        );
      }
    } while (again);
  };

  return {
    /** Checks every active order (the console's tick and every status change). */
    check(): void {
      if (running) {
        again = true;
        return;
      }
      running = sweep().finally(() => {
        running = null;
      });
    },
    /** A status change: cancelled rings at once; anything else is looked at by a check. */
    changed(change: StatusChange): void {
      if (change.order.status === 'cancelled') {
        const order = change.order;
        void maybe(order, 'cancelled', undefined, () => ring(order, 'alert-cancelled', {})).catch(
          (error: unknown) => logger.warn({ err: error }, 'staff alert failed'),
        );
      }
      this.check();
    },
  };
}

export type OrderAlerts = ReturnType<typeof createOrderAlerts>;
