import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { MenuSearch } from '../catalogue/search.ts';
import type { EffectServices } from '../chat/effect-requests.ts';
import { newExternalOrderId } from '../chat/order-ids.ts';
import { ChatRunner, type ChatRunnerOptions } from '../chat/runner.ts';
import type { ChatSession } from '../chat/session.ts';
import { type Clock, systemClock } from '../clock.ts';
import { sharedConversationMachine } from '../conversation/machine.ts';
import { createTranslator, type Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import { searchWithTranslations } from '../menu-i18n/search.ts';
import type { Store } from '../store/index.ts';
import { type BotConnection, createBotApi, handleUpdates, type UpdateRouting } from './bot.ts';
import { conversationDisplay } from './conversation-display.ts';
import { TypedOrderNames } from './menu-names.ts';
import { Pacer, type PushLimits } from './pacer.ts';
import { TelegramScreen } from './screen.ts';

/**
 * A single instance: how long the session is kept after its screen was shown, and the write
 * recording that it was shown may wait for the chat's next write (`SessionStore`). A customer's
 * next tap usually comes within it, so an action costs the store one statement, not three; a
 * crash inside it only makes the restart redraw the chat.
 */
const SHOWN_WRITE_DELAY_MS = 2_000;

/**
 * What the Telegram side of the bot needs from the rest of the application: the one options
 * interface of the bot (the application passes it through, its tests and the demo fill it in).
 */
export interface TelegramAppOptions extends BotConnection, UpdateRouting {
  store: Store;
  menu: () => Menu | null;
  quote: EffectServices['quote'];
  /** Hands a confirmed order to the order service (the outbox's durable enqueue). */
  enqueue: EffectServices['enqueue'];
  /** How long an order of a receipt usually takes, asked beside its quote (issue 36). */
  eta?: EffectServices['eta'];
  now: () => number;
  /**
   * The clock that paces what the bot sends on its own, times 429 waits and the conversation's
   * "still working" message (the system clock by default; the application passes its own, tests
   * a manual one).
   */
  clock?: Clock | undefined;
  /** Telegram's limits for bot-initiated messages (TELEGRAM_PUSH_LIMITS by default). */
  pushLimits?: Partial<PushLimits> | undefined;
  logger: Logger;
  translate?: Translate;
  /** The Mini App's address (WEBAPP_URL): a "Menu" button on the home and cart screens. */
  webAppUrl?: string | undefined;
  /** Several instances: the chat's cross-instance lock for the runner's background work. */
  chatLock?: ChatRunnerOptions['chatLock'];
  /** Several instances: true while Redis does not answer (new checkouts are refused). */
  offline?: ChatRunnerOptions['offline'];
  /** The restaurant's texts in each chat's language (default: the glossary alone). */
  translations?: MenuTranslations | undefined;
  /** True while the partner refuses the credentials (new checkouts are told so at once). */
  partnerRefused?: ChatRunnerOptions['partnerRefused'];
}

/** The customer side's handlers of the staff chat, given when the staff chat exists. */
export type StaffRoutes = Pick<UpdateRouting, 'staff' | 'customerText' | 'captures'>;

/**
 * Wires the conversation machine, the chat runner, the screen and the grammY bot, bottom-up,
 * without the update handlers: the application builds its staff chat on these parts, then calls
 * `handle` with its routes (once). The search index is rebuilt once per menu (the sync replaces
 * the Menu object whole).
 */
export function buildTelegram(options: TelegramAppOptions) {
  const t = options.translate ?? createTranslator();
  const translations = options.translations ?? new MenuTranslations();
  const clock = options.clock ?? systemClock;
  const pacer = new Pacer({ clock, limits: options.pushLimits });
  let indexed: { menu: Menu; search: MenuSearch } | null = null;
  const search = (): MenuSearch | null => {
    const menu = options.menu();
    if (!menu) return null;
    if (indexed?.menu !== menu)
      indexed = { menu, search: searchWithTranslations(menu, translations) };
    return indexed.search;
  };
  // Typed orders read the menu's names as the chat's language shows them, and every file's.
  const typedNames = new TypedOrderNames(translations);
  // The process's one machine (issue 26: built once for every restaurant of a fleet), stepped
  // with this restaurant's menu.
  const deps = {
    menu: options.menu,
    menuNames: (locale: string) => typedNames.names(options.menu(), locale),
  };
  const machine = sharedConversationMachine();
  // Bottom-up: the Bot API, the screen drawn on it, the runner that shows through the screen,
  // then the handlers that feed the runner.
  const { bot, transport } = createBotApi(options, { pacer, clock });
  const screen = new TelegramScreen(bot.api, t, options.logger);
  const runner = new ChatRunner({
    machine,
    deps,
    sessions: options.store.namespace<ChatSession>('sessions'),
    display: conversationDisplay({
      screen,
      t,
      menu: options.menu,
      search,
      now: options.now,
      pacer,
      webAppUrl: options.webAppUrl,
      word: options.staffChatId !== undefined,
      translations,
    }),
    services: { quote: options.quote, enqueue: options.enqueue, eta: options.eta },
    clock,
    newOrderId: newExternalOrderId,
    logger: options.logger,
    defaultLocale: options.defaultLocale,
    chatLock: options.chatLock,
    // A single instance owns its chats: the "shown" write may wait for the next (issue 21).
    shownWriteDelayMs: options.chatLock === undefined ? SHOWN_WRITE_DELAY_MS : undefined,
    offline: options.offline,
    partnerRefused: options.partnerRefused,
  });
  return {
    bot,
    runner,
    screen,
    t,
    machine,
    pacer,
    transport,
    translations,
    /** Installs the update handlers, last: everything they hand an update to exists now. */
    handle(routes: StaffRoutes = {}): void {
      handleUpdates(bot, { ...options, ...routes, runner, screen, t, logger: options.logger });
    },
  };
}

/** The Telegram side with its handlers installed at once (the tests, the benchmarks). */
export function createTelegramApp(options: TelegramAppOptions) {
  const telegram = buildTelegram(options);
  telegram.handle();
  return telegram;
}
