import type { Api, Context } from 'grammy';
import type { Logger } from 'pino';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { HeldOrder, OrderSummary } from '../conversation/types.ts';
import { ORDER_STATUSES, type OrderRecord, type OrderStatus } from '../domain/order.ts';
import type { Locale } from '../locale/locale.ts';
import type {
  OrderOutbox,
  OutboxAlert,
  OutboxEntry,
  StatusChange,
  StatusTracker,
  TrackedOrder,
} from '../orders/index.ts';
import { outcomeOf } from '../orders/outbox-entry.ts';
import type { Partner, PartnerAlert } from '../partner/index.ts';
import type { Store } from '../store/index.ts';
import type { Translate } from './i18n.ts';
import type { Pacer } from './pacer.ts';
import type { ConversationRuntime } from './runtime.ts';
import { ChatBlockedError, type TelegramScreen } from './screen.ts';
import { describeSelection, money, type Words } from './views/describe.ts';
import { statusText } from './views/status-words.ts';

/** What the notifier listens to and talks through. */
export interface NotifierOptions {
  screen: TelegramScreen;
  runtime: ConversationRuntime;
  api: Api;
  /** Everything the notifier sends is the bot's own initiative: it all goes through the pacer. */
  pacer: Pacer;
  t: Translate;
  store: Store;
  tracker: StatusTracker;
  outbox: OrderOutbox;
  catalogue: CatalogueSync;
  partner: Partner;
  staffChatId: number | undefined;
  /** The staff chat's language. */
  defaultLocale: Locale;
  timezone: () => string;
  now: () => number;
  logger: Logger;
  /** How long the staff summary's message id is kept (the order's retention period). */
  retentionMs?: number | undefined;
}

const MINUTE = 60_000;

// One language at a time (issue 14 point 5): the chat's own words, see `statusText`.
function statusWords(
  t: Translate,
  locale: Locale,
  status: OrderStatus,
  fulfilment: 'delivery' | 'pickup',
  label: string,
): string {
  return statusText({ locale, tr: (id, args) => t(locale, id, args) }, status, fulfilment, label);
}

/**
 * Tells people what happens to orders after the conversation: the customer gets every status
 * change (in their language only: `statusText`) and the outcome of an
 * order that was settled in the background (after a restart or a hold); the staff chat gets one
 * summary per new order, edited in place as its status changes, the operator alerts, and the
 * commands /active, /today and /health. A blocked chat never stops the others.
 */
export function createNotifier(options: NotifierOptions) {
  const { t, runtime, screen, logger, staffChatId, pacer } = options;
  const staffMessages = options.store.namespace<{ messageId: number }>('staff-messages');
  const staffLocale = options.defaultLocale;
  const words = (locale: Locale): Words => ({ locale, tr: (id, args) => t(locale, id, args) });

  const tellCustomer = async (chatId: number | null, text: (locale: Locale) => string) => {
    if (chatId === null) return;
    const session = await options.store
      .namespace<{ locale: Locale }>('sessions')
      .get(String(chatId));
    const locale = session?.locale ?? options.defaultLocale;
    await pacer
      .schedule(chatId, 'status', () => screen.say(chatId, text(locale)))
      .catch((error: unknown) => {
        if (!(error instanceof ChatBlockedError))
          logger.warn({ err: error, chatId }, 'could not tell the customer');
      });
  };

  // Alerts are pushes; a reply to a staff command answers that command and goes at once.
  const staffSay = async (text: string, paced = true) => {
    if (staffChatId === undefined) return;
    const send = () => screen.say(staffChatId, text);
    await (paced ? pacer.schedule(staffChatId, 'staff', send) : send()).catch((error: unknown) =>
      logger.warn({ err: error }, 'staff chat unreachable'),
    );
  };

  const summary = (
    entry: OutboxEntry,
    record: OrderRecord,
    status: OrderStatus,
    label: string,
  ): string => {
    const w = words(staffLocale);
    const menu = options.catalogue.current();
    const request = entry.request;
    const lines = [t(staffLocale, 'staff-order', { number: record.order_number })];
    for (const line of request.items) {
      const text = menu
        ? describeSelection(w, menu, line.selection)
        : JSON.stringify(line.selection);
      lines.push(`${line.quantity ?? 1} × ${text}`);
    }
    const choice = request.choice;
    const zone =
      choice.fulfilment === 'delivery'
        ? menu?.availability.zones.find((z) => z.id === choice.zone_id)?.name
        : undefined;
    lines.push(
      choice.fulfilment === 'delivery'
        ? t(staffLocale, 'staff-delivery', { zone: zone ?? String(choice.zone_id) })
        : t(staffLocale, 'staff-pickup'),
    );
    lines.push(t(staffLocale, 'staff-total', { total: money(w, record.total_minor) }));
    lines.push(
      t(staffLocale, 'staff-customer', {
        name: request.customer.name,
        phone: request.customer.phone,
      }),
    );
    if (request.customer.address)
      lines.push(t(staffLocale, 'staff-address', { address: request.customer.address }));
    if (request.customer.email) lines.push(`✉ ${request.customer.email}`);
    if (request.customer.note)
      lines.push(t(staffLocale, 'staff-note', { note: request.customer.note }));
    lines.push(
      t(staffLocale, 'staff-status', {
        status: statusWords(t, staffLocale, status, choice.fulfilment, label),
      }),
    );
    return lines.join('\n');
  };

  const announceAccepted = async (entry: OutboxEntry, record: OrderRecord): Promise<void> => {
    const chatId = entry.chatId;
    const fulfilment = entry.request.choice.fulfilment;
    const order: OrderSummary = {
      externalOrderId: entry.externalOrderId,
      orderNumber: record.order_number,
      totalMinor: record.total_minor,
      status: record.status,
      statusLabel: record.status_label,
      fulfilment,
      createdAt: record.created_at,
    };
    if (chatId !== null) {
      const waiting = runtime.awaiting(chatId, entry.externalOrderId);
      await runtime.handle({
        chatId,
        event: { type: 'ORDER_RECORDED', summary: order },
        render: false,
      });
      // An order given up for a fresh quote that turned up after all is said plainly, even
      // to a customer waiting on a new confirmation (which is not sent: it waits for this).
      if (entry.acceptedLate) {
        await tellCustomer(chatId, (locale) =>
          t(locale, 'order-accepted-after-all', {
            number: record.order_number,
            total: money(words(locale), record.total_minor),
          }),
        );
      } else if (!waiting) {
        // A customer still on the "sending" screen sees the result there; anyone else is told.
        await tellCustomer(chatId, (locale) =>
          t(locale, 'order-accepted-later', {
            number: record.order_number,
            total: money(words(locale), record.total_minor),
          }),
        );
      }
    }
    if (staffChatId !== undefined && !(await staffMessages.get(entry.externalOrderId))) {
      const text = summary(entry, record, record.status, record.status_label);
      const sent = await pacer
        .schedule(staffChatId, 'staff', () => options.api.sendMessage(staffChatId, text))
        .catch((error: unknown) => logger.warn({ err: error }, 'staff summary failed'));
      if (sent) {
        await staffMessages.set(
          entry.externalOrderId,
          { messageId: sent.message_id },
          options.retentionMs,
        );
      }
    }
  };

  const onAccepted = ({ entry, record }: { entry: OutboxEntry; record: OrderRecord }) =>
    void announceAccepted(entry, record).catch((error: unknown) =>
      logger.error({ err: error }, 'accepted order notification failed'),
    );

  // No order came of a chat's order: its held order ends, its lines return to the cart, and
  // then the customer is told why.
  const announceNotPlaced = async (
    chatId: number,
    externalOrderId: string,
    outcome: { kind: string; message?: string | undefined },
  ): Promise<void> => {
    await runtime.handle({
      chatId,
      event: { type: 'ORDER_NOT_PLACED', externalOrderId },
      render: false,
    });
    await tellCustomer(chatId, (locale) =>
      outcome.kind === 'rejected'
        ? t(locale, 'order-rejected-later', { detail: outcome.message ?? '' })
        : t(locale, outcome.kind === 'requote' ? 'order-requote-later' : 'order-lost-later'),
    );
  };

  // A confirmation held while it waited for the chat's earlier order, which turned up after all:
  // the customer is told about that order itself (order-accepted-after-all); this one just ends.
  const endSuperseded = (chatId: number, externalOrderId: string) =>
    runtime.handle({
      chatId,
      event: { type: 'ORDER_NOT_PLACED', externalOrderId, superseded: true },
      render: false,
    });

  const onSettled = ({
    entry,
    outcome,
  }: {
    entry: OutboxEntry;
    outcome: { kind: string; message?: string | undefined };
  }) =>
    void (async () => {
      if (entry.chatId === null || runtime.awaiting(entry.chatId, entry.externalOrderId)) return;
      if (entry.state === 'superseded') {
        await endSuperseded(entry.chatId, entry.externalOrderId);
        return;
      }
      if (outcome.kind !== 'rejected' && outcome.kind !== 'requote') return;
      await announceNotPlaced(entry.chatId, entry.externalOrderId, outcome);
    })().catch((error: unknown) =>
      logger.error({ err: error }, 'settled order notification failed'),
    );

  /**
   * A held order whose outcome the outbox stored but whose news never reached the chat (a
   * crash between the two writes): the chat learns it now, as it would have then. An order the
   * outbox has no entry for was never stored, so nothing will ever place it: its lines return.
   */
  const recoverHeldOrder = async (chatId: number): Promise<boolean> => {
    // After the chat's queued updates (news of this start-up's own resume among them).
    await runtime.idle(chatId);
    const session = await options.store
      .namespace<{ snapshot?: { context?: { heldOrder?: HeldOrder | null } } | null }>('sessions')
      .get(String(chatId));
    const held = session?.snapshot?.context?.heldOrder;
    if (!held) return false;
    const entry = await options.outbox.entry(held.externalOrderId);
    if (!entry) {
      await announceNotPlaced(chatId, held.externalOrderId, { kind: 'lost' });
      logger.warn({ chatId }, 'held order has no outbox entry; its lines returned to the cart');
      return true;
    }
    if (entry.state === 'superseded') {
      await endSuperseded(chatId, held.externalOrderId);
      return true;
    }
    const outcome = outcomeOf(entry);
    if (!outcome) return false;
    if (outcome.kind === 'accepted') await announceAccepted(entry, outcome.record);
    else await announceNotPlaced(chatId, held.externalOrderId, outcome);
    logger.info({ chatId, outcome: outcome.kind }, 'held order outcome recovered');
    return true;
  };

  const onChanged = (change: StatusChange) =>
    void (async () => {
      const { order, record } = change;
      if (order.chatId !== null) {
        await runtime.handle({
          chatId: order.chatId,
          event: {
            type: 'ORDER_UPDATE',
            externalOrderId: order.externalOrderId,
            status: record.status,
            statusLabel: record.status_label,
          },
          render: false,
        });
        await tellCustomer(order.chatId, (locale) =>
          t(locale, 'status-changed', {
            number: order.orderNumber,
            status: statusWords(t, locale, record.status, order.fulfilment, record.status_label),
          }),
        );
      }
      const staff = await staffMessages.get(order.externalOrderId);
      const entry = await options.outbox.entry(order.externalOrderId);
      if (staffChatId !== undefined && staff && entry) {
        const text = summary(entry, record, record.status, record.status_label);
        await pacer
          .schedule(staffChatId, 'staff', () =>
            options.api.editMessageText(staffChatId, staff.messageId, text),
          )
          .catch((error: unknown) => logger.debug({ err: error }, 'staff message not edited'));
      }
    })().catch((error: unknown) => logger.error({ err: error }, 'status notification failed'));

  const onOutboxAlert = (alert: OutboxAlert) => {
    // A refused credential is one incident, told once by the client's alert (and once when it
    // recovers), not once more for every order it holds.
    if (alert.kind === 'unauthorized') return;
    void staffSay(
      t(staffLocale, `alert-${alert.kind}`, {
        id: alert.externalOrderId,
        number: alert.orderNumber ?? '-',
      }),
    );
  };
  const onPartnerAlert = (alert: PartnerAlert) =>
    void staffSay(t(staffLocale, `alert-partner-${alert.kind}`, { endpoint: alert.endpoint }));
  const onStalled = (order: TrackedOrder) =>
    void staffSay(
      t(staffLocale, 'alert-order-stalled', {
        number: order.orderNumber,
        status: statusWords(t, staffLocale, order.status, order.fulfilment, order.statusLabel),
      }),
    );
  const onCatalogueAlert = (alert: { ageMs: number }) =>
    void staffSay(
      t(staffLocale, 'alert-menu-stale', { minutes: Math.round(alert.ageMs / MINUTE) }),
    );

  options.outbox.events.on('accepted', onAccepted);
  options.outbox.events.on('settled', onSettled);
  options.outbox.events.on('alert', onOutboxAlert);
  options.tracker.events.on('changed', onChanged);
  options.tracker.events.on('stalled', onStalled);
  options.partner.client.events.on('alert', onPartnerAlert);
  options.catalogue.events.on('alert', onCatalogueAlert);

  return {
    /**
     * At start-up, after the outbox resumed: every chat still holding an order the outbox has
     * settled is told the outcome. Returns how many chats were told.
     */
    async recoverHeldOrders(): Promise<number> {
      const chats: number[] = [];
      const sessions = options.store.namespace<{
        snapshot?: { context?: { heldOrder?: HeldOrder | null } } | null;
      }>('sessions');
      for await (const [key, session] of sessions.entries()) {
        if (session.snapshot?.context?.heldOrder && Number.isSafeInteger(Number(key)))
          chats.push(Number(key));
      }
      let told = 0;
      for (const chatId of chats) if (await recoverHeldOrder(chatId)) told += 1;
      return told;
    },
    /** Staff commands, answered only in the staff chat (the bot routes that chat here). */
    async staffCommand(ctx: Context): Promise<void> {
      const command = ctx.message?.text?.split(/[\s@]/)[0];
      const reply = (text: string) => staffSay(text, false);
      const w = words(staffLocale);
      if (command === '/active') {
        const active = options.tracker.active();
        const lines = active.map(({ order, ageMs }) =>
          t(staffLocale, 'staff-active-line', {
            number: order.orderNumber,
            status: statusWords(t, staffLocale, order.status, order.fulfilment, order.statusLabel),
            minutes: Math.round(ageMs / MINUTE),
          }),
        );
        await reply(
          [t(staffLocale, 'staff-active', { count: active.length }), ...lines].join('\n'),
        );
      } else if (command === '/today') {
        const day = options.tracker.today(options.now(), options.timezone());
        await reply(todayText(t, staffLocale, w, day));
      } else if (command === '/health') {
        await reply(healthText(t, staffLocale, options));
      } else if (command?.startsWith('/')) {
        await reply(t(staffLocale, 'staff-help'));
      }
    },
    close(): void {
      options.outbox.events.off('accepted', onAccepted);
      options.outbox.events.off('settled', onSettled);
      options.outbox.events.off('alert', onOutboxAlert);
      options.tracker.events.off('changed', onChanged);
      options.tracker.events.off('stalled', onStalled);
      options.partner.client.events.off('alert', onPartnerAlert);
      options.catalogue.events.off('alert', onCatalogueAlert);
    },
  };
}

function todayText(
  t: Translate,
  locale: Locale,
  w: Words,
  day: ReturnType<StatusTracker['today']>,
): string {
  const lines = [t(locale, 'staff-today', { count: day.count, total: money(w, day.totalMinor) })];
  for (const status of ORDER_STATUSES) {
    const bucket = day.byStatus[status];
    if (!bucket || bucket.count === 0) continue;
    lines.push(
      `${t(locale, `status-${status}`)}: ${bucket.count} · ${money(w, bucket.totalMinor)}`,
    );
  }
  return lines.join('\n');
}

function healthText(t: Translate, locale: Locale, options: NotifierOptions): string {
  const menu = options.catalogue.health();
  const budget = options.partner.budget.state();
  const backlog = options.outbox.backlog();
  const tracker = options.tracker.stats();
  const client = options.partner.client.stats();
  const errors = Object.entries(client.errors)
    .map(([kind, count]) => `${kind}=${count}`)
    .join(', ');
  return t(locale, 'staff-health', {
    menuAge: menu.menuAgeMs === null ? '-' : String(Math.round(menu.menuAgeMs / 1000)),
    lastSync: menu.lastCycle
      ? menu.lastCycle.ok
        ? 'ok'
        : (menu.lastCycle.reason ?? 'failed')
      : '-',
    failures: menu.consecutiveFailures,
    used: budget.usedInWindow,
    limit: budget.limit,
    paused: budget.pausedUntil === null ? '-' : new Date(budget.pausedUntil).toISOString(),
    backlog: backlog.unfinished,
    tracked: tracker.active,
    lag: Math.round(tracker.lagMs / 1000),
    errors: errors === '' ? '-' : errors,
  });
}
