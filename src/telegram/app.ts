import type { Context, Transformer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { MenuSearch } from '../catalogue/search.ts';
import type { EffectServices } from '../chat/effect-requests.ts';
import { newExternalOrderId } from '../chat/order-ids.ts';
import { ChatRunner, type ChatRunnerOptions } from '../chat/runner.ts';
import type { ChatSession } from '../chat/session.ts';
import { type Clock, systemClock } from '../clock.ts';
import { createConversationMachine } from '../conversation/machine.ts';
import type { Locale } from '../locale/locale.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import { searchWithTranslations } from '../menu-i18n/search.ts';
import { extraNamesFrom } from '../ordering-text/translations.ts';
import type { Store } from '../store/index.ts';
import { createBot } from './bot.ts';
import { conversationDisplay } from './conversation-display.ts';
import { createTranslator, type Translate } from './i18n.ts';
import { Pacer, type PushLimits } from './pacer.ts';
import { TelegramScreen } from './screen.ts';

/** What the Telegram side of the bot needs from the rest of the application. */
export interface TelegramAppOptions {
  token: string;
  apiRoot?: string | undefined;
  botInfo?: UserFromGetMe | undefined;
  transformers?: Transformer[];
  store: Store;
  menu: () => Menu | null;
  quote: EffectServices['quote'];
  submit: EffectServices['submit'];
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
  defaultLocale: Locale;
  staffChatId?: number | undefined;
  /** Handles every update of the staff chat (commands); customer conversations never see them. */
  staff?: ((ctx: Context) => Promise<void>) | undefined;
  /** A customer's text answering the restaurant's message (the staff console's relay). */
  customerText?: ((ctx: Context) => Promise<boolean>) | undefined;
  translate?: Translate;
  flood?: { burst: number; perSecond: number; now?: () => number } | undefined;
  onUpdate?: ((kind: string) => void) | undefined;
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

/**
 * Wires the conversation machine, the chat runner, the screen and the grammY bot. The search
 * index is rebuilt once per menu (the sync replaces the Menu object whole).
 */
export function createTelegramApp(options: TelegramAppOptions) {
  const t = options.translate ?? createTranslator();
  const translations = options.translations ?? new MenuTranslations();
  const clock = options.clock ?? systemClock;
  const pacer = new Pacer({ clock, limits: options.pushLimits });
  let indexed: { menu: Menu; search: MenuSearch } | null = null;
  let runtime: ChatRunner | undefined;
  const search = (): MenuSearch | null => {
    const menu = options.menu();
    if (!menu) return null;
    if (indexed?.menu !== menu)
      indexed = { menu, search: searchWithTranslations(menu, translations) };
    return indexed.search;
  };
  // Typed orders read the menu's translated names too (the files are fixed at start-up).
  const menuNames = extraNamesFrom(Object.values(translations.files));
  const machine = createConversationMachine({ menu: options.menu, menuNames: () => menuNames });
  const { bot, screen, transport } = createBot({
    token: options.token,
    apiRoot: options.apiRoot,
    botInfo: options.botInfo,
    transformers: options.transformers,
    pacer,
    clock,
    t,
    logger: options.logger,
    defaultLocale: options.defaultLocale,
    flood: options.flood,
    onUpdate: options.onUpdate,
    staffChatId: options.staffChatId,
    staff: options.staff,
    customerText: options.customerText,
    screen: (created) => new TelegramScreen(created.api, t, options.logger),
    menu: options.menu,
    runner: () => {
      if (!runtime) throw new Error('the chat runner used before it was built');
      return runtime;
    },
  });
  runtime = new ChatRunner({
    machine,
    sessions: options.store.namespace<ChatSession>('sessions'),
    display: conversationDisplay({
      screen,
      t,
      menu: options.menu,
      search,
      now: options.now,
      pacer,
      webAppUrl: options.webAppUrl,
      translations,
    }),
    services: { quote: options.quote, submit: options.submit },
    clock,
    newOrderId: newExternalOrderId,
    logger: options.logger,
    defaultLocale: options.defaultLocale,
    chatLock: options.chatLock,
    offline: options.offline,
    partnerRefused: options.partnerRefused,
  });
  // `runtime`: the chat runner, under the name the application and its callers use.
  return { bot, runtime, screen, t, machine, pacer, transport, translations };
}
