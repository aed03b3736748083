import type { Bot, Context } from 'grammy';
import type { Logger } from 'pino';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { ChatRunner } from '../chat/runner.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Translate } from '../locale/translate.ts';
import type { MenuTranslations } from '../menu-i18n/index.ts';
import type { ArrivalTimes } from '../orders/arrival-times.ts';
import type { OrderOutbox, StatusTracker } from '../orders/index.ts';
import type { Partner } from '../partner/index.ts';
import type { Store } from '../store/index.ts';
import type { Pacer } from '../telegram/pacer.ts';
import type { PendingInputs } from '../telegram/pending-input.ts';
import { ChatBlockedError, type TelegramScreen } from '../telegram/screen.ts';
import { createStaffConsole, type StaffConsole } from './console.ts';

/** What the composition root hands over (src/app.ts). */
export interface StaffConsoleParts {
  config: Config;
  telegram: {
    bot: Bot;
    runner: ChatRunner;
    t: Translate;
    pacer: Pacer;
    screen: TelegramScreen;
  };
  store: Store;
  tracker: StatusTracker;
  outbox: OrderOutbox;
  catalogue: CatalogueSync;
  partner: Partner;
  clock: Clock;
  logger: Logger;
  retentionMs: number;
  /** The menu's translations: the console reads the menu in the staff chat's language. */
  translations?: MenuTranslations | undefined;
  /** Arrival times and the staff's `/eta` figure (issue 36). */
  arrivals?: ArrivalTimes | undefined;
  /** Several instances: the status poller lease (its holder runs the console). */
  poller?: { held(): boolean } | undefined;
  /** The staff chat's own commands (/active, /health). */
  fallback: (ctx: Context) => Promise<void>;
  /** The customers' pending input (the message for the restaurant waits there). */
  pending: PendingInputs;
}

/**
 * The staff console of the application, its Bot API transformer installed; undefined without
 * a staff chat. Started by the caller once everything else runs.
 */
export function staffConsoleOf(parts: StaffConsoleParts): StaffConsole | undefined {
  const { config, telegram } = parts;
  if (config.staffChatId === undefined) return undefined;
  const customerLocale = (chatId: number) => telegram.runner.locale(chatId, config.defaultLocale);
  const staffConsole = createStaffConsole({
    api: telegram.bot.api,
    pacer: telegram.pacer,
    t: telegram.t,
    locale: config.defaultLocale,
    staffChatId: config.staffChatId,
    store: parts.store,
    tracker: parts.tracker,
    outbox: parts.outbox,
    catalogue: parts.catalogue,
    clock: parts.clock,
    logger: parts.logger.child({ module: 'staff-console' }),
    retentionMs: parts.retentionMs,
    translations: parts.translations,
    arrivals: parts.arrivals,
    acceptMinutes: config.staffAlerts?.acceptMinutes ?? 10,
    lateMinutes: config.staffAlerts?.lateMinutes ?? 60,
    role: () => parts.poller?.held() ?? true,
    partnerErrors: () => ({ ...parts.partner.client.stats().errors }),
    customerLocale,
    // A customer's news: their language, paced like status news; a blocked chat says so.
    tellCustomer: async (chatId, text) => {
      const words = text(await customerLocale(chatId));
      return telegram.pacer
        .schedule(chatId, 'status', () => telegram.screen.say(chatId, words))
        .then(
          () => 'sent' as const,
          (error: unknown) => (error instanceof ChatBlockedError ? 'blocked' : 'failed'),
        );
    },
    fallback: parts.fallback,
    pending: parts.pending,
  });
  telegram.bot.api.config.use(staffConsole.transformer);
  return staffConsole;
}
