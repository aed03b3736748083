import { randomUUID } from 'node:crypto';
import type { Context, Transformer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import { createMenuSearch, type MenuSearch } from '../catalogue/search.ts';
import { type Clock, systemClock } from '../clock.ts';
import { createConversationMachine } from '../conversation/machine.ts';
import type { ConversationDeps } from '../conversation/types.ts';
import type { Locale } from '../locale/locale.ts';
import type { Store } from '../store/index.ts';
import { createBot } from './bot.ts';
import { createTranslator, type Translate } from './i18n.ts';
import { Pacer, type PushLimits } from './pacer.ts';
import { ConversationRuntime } from './runtime.ts';
import { TelegramScreen } from './screen.ts';
import type { ChatSession } from './sessions.ts';

/** What the Telegram side of the bot needs from the rest of the application. */
export interface TelegramAppOptions {
  token: string;
  apiRoot?: string | undefined;
  botInfo?: UserFromGetMe | undefined;
  transformers?: Transformer[];
  store: Store;
  menu: () => Menu | null;
  quote: ConversationDeps['quote'];
  submit: ConversationDeps['submit'];
  now: () => number;
  /**
   * The clock that paces what the bot sends on its own and times 429 waits (the system clock by
   * default; the application passes its own, tests a manual one).
   */
  clock?: Clock | undefined;
  /** Telegram's limits for bot-initiated messages (TELEGRAM_PUSH_LIMITS by default). */
  pushLimits?: Partial<PushLimits> | undefined;
  logger: Logger;
  defaultLocale: Locale;
  staffChatId?: number | undefined;
  /** Handles every update of the staff chat (commands); customer conversations never see them. */
  staff?: ((ctx: Context) => Promise<void>) | undefined;
  translate?: Translate;
  flood?: { burst: number; perSecond: number; now?: () => number } | undefined;
  onUpdate?: ((kind: string) => void) | undefined;
  /** The Mini App's address (WEBAPP_URL): a "Menu" button on the home and cart screens. */
  webAppUrl?: string | undefined;
}

/** A new permanent external_order_id: ASCII, starts with a letter, 39 characters, never reused. */
export function newExternalOrderId(): string {
  return `tg-${randomUUID()}`;
}

/**
 * Wires the conversation machine, the per-chat runtime, the screen and the grammY bot. The
 * search index is rebuilt once per menu (the sync replaces the Menu object whole).
 */
export function createTelegramApp(options: TelegramAppOptions) {
  const t = options.translate ?? createTranslator();
  const clock = options.clock ?? systemClock;
  const pacer = new Pacer({ clock, limits: options.pushLimits });
  let indexed: { menu: Menu; search: MenuSearch } | null = null;
  let runtime: ConversationRuntime | undefined;
  const search = (): MenuSearch | null => {
    const menu = options.menu();
    if (!menu) return null;
    if (indexed?.menu !== menu) indexed = { menu, search: createMenuSearch(menu) };
    return indexed.search;
  };
  const machine = createConversationMachine({
    menu: options.menu,
    now: options.now,
    newOrderId: newExternalOrderId,
    quote: options.quote,
    // An order goes out only once the chat's record of it is stored (see whenStored).
    submit: async (order, signal) => {
      await runtime?.whenStored(order, signal);
      return options.submit(order, signal);
    },
  });
  const { bot, screen } = createBot({
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
    screen: (created) => new TelegramScreen(created.api, t, options.logger),
    runtime: () => {
      if (!runtime) throw new Error('runtime used before it was built');
      return runtime;
    },
  });
  runtime = new ConversationRuntime({
    machine,
    sessions: options.store.namespace<ChatSession>('sessions'),
    screen,
    t,
    menu: options.menu,
    search,
    pacer,
    now: options.now,
    logger: options.logger,
    defaultLocale: options.defaultLocale,
    webAppUrl: options.webAppUrl,
  });
  return { bot, runtime, screen, t, machine, pacer };
}
