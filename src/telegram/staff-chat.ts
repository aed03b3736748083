import type { Api, Context } from 'grammy';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { CoordinationHealth } from '../coordination/index.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { Locale } from '../locale/locale.ts';
import type { Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import type { OrderOutbox, OutboxEntry, StatusChange, StatusTracker } from '../orders/index.ts';
import type { Partner } from '../partner/index.ts';
import { staffThreads } from '../staff/threads.ts';
import type { Store } from '../store/index.ts';
import type { Pacer } from './pacer.ts';
import type { TelegramScreen } from './screen.ts';
import { describeSelection, type MenuWords, money, type Words } from './views/describe.ts';
import { clockTime } from './views/order-time.ts';
import { statusText } from './views/status-words.ts';

/** What the staff chat listens to and talks through. */
export interface StaffChatOptions {
  screen: TelegramScreen;
  api: Api;
  /** Summaries and alerts are the bot's own initiative: they go through the pacer. */
  pacer: Pacer;
  t: Translate;
  store: Store;
  tracker: StatusTracker;
  outbox: OrderOutbox;
  catalogue: CatalogueSync;
  partner: Partner;
  staffChatId: number | undefined;
  /** The staff chat's language. */
  locale: Locale;
  timezone: () => string;
  now: () => number;
  logger: Logger;
  /** How long the staff summary's message id is kept (the order's retention period). */
  retentionMs?: number | undefined;
  /** With several instances (issue 15): every live instance and its leases, for /health. */
  instances?: (() => Promise<CoordinationHealth>) | undefined;
  /** The restaurant's texts in the staff chat's language (default: the glossary alone). */
  translations?: MenuTranslations | undefined;
}

const MINUTE = 60_000;

/**
 * The restaurant's staff chat: one summary per new order, edited in place as its status
 * changes, and the commands /active and /health (the staff console, src/staff/, answers the
 * others and hands these on). Without a staff chat it stays silent.
 */
export function createStaffChat(options: StaffChatOptions) {
  const { t, logger, staffChatId, pacer, locale } = options;
  const staffMessages = options.store.namespace<{ messageId: number }>('staff-messages');
  // A reply to the summary is a word for the order's customer (src/staff/relay.ts).
  const threads = staffThreads(options.store, options.retentionMs);
  const translations = options.translations ?? new MenuTranslations();
  const tr: MenuWords['tr'] = (id, args) => t(locale, id, args);
  // The menu's words in the staff chat's language (DEFAULT_LOCALE), as of the current menu.
  const wordsFor = (): MenuWords => ({
    locale,
    tr,
    texts: translations.translator(locale, options.catalogue.current()),
  });

  // Alerts are pushes; a reply to a staff command answers that command and goes at once.
  const say = async (text: string, paced = true): Promise<void> => {
    if (staffChatId === undefined) return;
    const send = () => options.screen.say(staffChatId, text);
    await (paced ? pacer.schedule(staffChatId, 'staff', send) : send()).catch((error: unknown) =>
      logger.warn({ err: error }, 'staff chat unreachable'),
    );
  };

  const summary = (entry: OutboxEntry, record: OrderRecord): string => {
    const menu = translations.menu(options.catalogue.current(), locale);
    const words = wordsFor();
    const request = entry.request;
    const lines = [t(locale, 'staff-order', { number: record.order_number })];
    for (const line of request.items) {
      const text = menu
        ? describeSelection(words, menu, line.selection)
        : JSON.stringify(line.selection);
      lines.push(`${line.quantity ?? 1} × ${text}`);
    }
    const choice = request.choice;
    const zone =
      choice.fulfilment === 'delivery'
        ? menu?.availability.zones.find((candidate) => candidate.id === choice.zone_id)?.name
        : undefined;
    lines.push(
      choice.fulfilment === 'delivery'
        ? t(locale, 'staff-delivery', { zone: zone ?? String(choice.zone_id) })
        : t(locale, 'staff-pickup'),
    );
    lines.push(t(locale, 'staff-total', { total: money(words, record.total_minor) }));
    lines.push(
      t(locale, 'staff-customer', { name: request.customer.name, phone: request.customer.phone }),
    );
    if (request.customer.address)
      lines.push(t(locale, 'staff-address', { address: request.customer.address }));
    if (request.customer.email) lines.push(`✉ ${request.customer.email}`);
    if (request.customer.note) lines.push(t(locale, 'staff-note', { note: request.customer.note }));
    lines.push(
      t(locale, 'staff-status', {
        status: statusText(words, record.status, choice.fulfilment, record.status_label),
      }),
    );
    return lines.join('\n');
  };

  const postSummary = async (entry: OutboxEntry, record: OrderRecord): Promise<void> => {
    if (staffChatId === undefined || (await staffMessages.get(entry.externalOrderId))) return;
    const text = summary(entry, record);
    const sent = await pacer
      .schedule(staffChatId, 'staff', () => options.api.sendMessage(staffChatId, text))
      .catch((error: unknown) => logger.warn({ err: error }, 'staff summary failed'));
    if (sent) {
      await staffMessages.set(
        entry.externalOrderId,
        { messageId: sent.message_id },
        options.retentionMs,
      );
      await threads.note(sent.message_id, entry.externalOrderId);
    }
  };

  const editSummary = async ({ order, record }: StatusChange): Promise<void> => {
    if (staffChatId === undefined) return;
    const staff = await staffMessages.get(order.externalOrderId);
    const entry = await options.outbox.entry(order.externalOrderId);
    if (!staff || !entry) return;
    const text = summary(entry, record);
    await pacer
      .schedule(staffChatId, 'staff', () =>
        options.api.editMessageText(staffChatId, staff.messageId, text),
      )
      .catch((error: unknown) => logger.debug({ err: error }, 'staff message not edited'));
  };

  const onAccepted = ({ entry, record }: { entry: OutboxEntry; record: OrderRecord }) =>
    void postSummary(entry, record).catch((error: unknown) =>
      logger.error({ err: error }, 'staff summary failed'),
    );
  const onChanged = (change: StatusChange) =>
    void editSummary(change).catch((error: unknown) =>
      logger.error({ err: error }, 'staff summary edit failed'),
    );

  options.outbox.events.on('accepted', onAccepted);
  options.tracker.events.on('changed', onChanged);

  return {
    /** Says something in the staff chat (paced unless it answers a command). */
    say,
    /** Staff commands, answered only in the staff chat (the bot routes that chat here). */
    async command(ctx: Context): Promise<void> {
      const command = ctx.message?.text?.split(/[\s@]/)[0];
      const reply = (text: string) => say(text, false);
      const words = wordsFor();
      if (command === '/active') {
        const active = options.tracker.active();
        const lines = active.map(({ order, ageMs }) =>
          t(locale, 'staff-active-line', {
            number: order.orderNumber,
            status: statusText(words, order.status, order.fulfilment, order.statusLabel),
            minutes: Math.round(ageMs / MINUTE),
          }),
        );
        await reply([t(locale, 'staff-active', { count: active.length }), ...lines].join('\n'));
      } else if (command === '/health') {
        const cluster = options.instances ? await options.instances() : undefined;
        await reply(
          [
            healthText(t, { locale, tr }, options),
            translationsLine(t, locale, translations, options.catalogue.current()),
            ...(cluster ? instanceLines(t, locale, cluster) : []),
          ].join('\n'),
        );
      } else if (command?.startsWith('/')) {
        // The console's /eta (issue 36) has its own help line beside the others.
        await reply(`${t(locale, 'staff-help')}\n${t(locale, 'staff-help-eta')}`);
      }
    },
    close(): void {
      options.outbox.events.off('accepted', onAccepted);
      options.tracker.events.off('changed', onChanged);
    },
  };
}

export type StaffChat = ReturnType<typeof createStaffChat>;

function healthText(t: Translate, words: Words, options: StaffChatOptions): string {
  const { locale } = words;
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
    // In the restaurant's time zone, as every time the bot shows (was an ISO time in UTC).
    paused:
      budget.pausedUntil === null ? '-' : clockTime(words, budget.pausedUntil, options.timezone()),
    backlog: backlog.unfinished,
    tracked: tracker.active,
    lag: Math.round(tracker.lagMs / 1000),
    errors: errors === '' ? '-' : errors,
  });
}

/**
 * How many of the menu's texts each language's translation file leaves untranslated (those the
 * glossary or the transliteration stand in for): the operator sees what to fill in.
 */
function translationsLine(
  t: Translate,
  locale: Locale,
  translations: MenuTranslations,
  menu: Menu | null,
): string {
  if (!menu) return t(locale, 'staff-health-translations', { list: '-' });
  const list = translations
    .missing(menu)
    .map(({ lang, missing, total }) => `${lang} ${missing}/${total}`)
    .join(', ');
  return t(locale, 'staff-health-translations', { list });
}

/** One line per live instance (this one marked), with the leases it holds; Redis down says so. */
function instanceLines(t: Translate, locale: Locale, cluster: CoordinationHealth): string[] {
  if (!cluster.redis) return [t(locale, 'staff-health-redis-down')];
  return [
    t(locale, 'staff-health-instances', { count: cluster.instances.length }),
    ...cluster.instances.map((beat) =>
      t(locale, 'staff-health-instance', {
        id: beat.instanceId,
        self: beat.instanceId === cluster.instanceId ? 'yes' : 'no',
        leases: beat.leases.length === 0 ? '-' : beat.leases.join(', '),
      }),
    ),
  ];
}
