import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Update } from 'grammy/types';
import { afterAll, beforeAll } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import type { EffectServices } from '../../src/chat/effect-requests.ts';
import type { ManualClock } from '../../src/clock.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import type { OrderOutbox } from '../../src/orders/index.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { createTelegramApp, type TelegramAppOptions } from '../../src/telegram/app.ts';
import type { PushLimits } from '../../src/telegram/pacer.ts';
import { directSubmit } from './conversation-harness.ts';
import { demoMenu } from './demo-menu.ts';
import { captureLogs, clientFor, startTestSandbox } from './partner-harness.ts';
import { bridgeOrders, type ScriptedSubmit, scriptedOrders } from './scripted-orders.ts';

export interface TelegramHarnessOptions {
  sandbox: Sandbox;
  clock: ManualClock;
  client: PartnerClient;
  logs: ReturnType<typeof captureLogs>;
  store?: Store;
  /** The order service's answer to a submission (one direct attempt by default). */
  submit?: ScriptedSubmit;
  /** The real order outbox instead of a scripted order service. */
  outbox?: Pick<OrderOutbox, 'enqueue' | 'events' | 'entry'>;
  staffChatId?: number;
  /** The real per-user limit is 12 at once, 3 a second; scripted customers tap faster. */
  flood?: { burst: number; perSecond: number; now?: () => number };
  /** The quote call; the real client's by default (a test can hold it to simulate a crash). */
  quote?: EffectServices['quote'];
  /** A Telegram shared with an earlier instance: the same chats across a restart. */
  telegram?: LocalTelegram;
  /** Telegram's limits for bot-initiated messages, when a test wants them tighter. */
  pushLimits?: Partial<PushLimits>;
  /** Runs before each Bot API call reaches the local Telegram (to make Telegram slow). */
  beforeApiCall?: (method: string, payload: Record<string, unknown>) => Promise<void>;
  /** Where the menu comes from (a real catalogue sync); the demo menu built once otherwise. */
  menu?: () => Menu | null;
  /** Several instances: the chat's cross-instance lock (see `ChatRunnerOptions.chatLock`). */
  chatLock?: TelegramAppOptions['chatLock'];
  /** Several instances: Redis does not answer while this says true. */
  offline?: TelegramAppOptions['offline'];
  /** MENU_TRANSLATIONS as the bot would load them (default: none, the glossary alone). */
  translations?: TelegramAppOptions['translations'];
}

/** Opens a fresh sqlite store in a temp directory. */
export function tempStore(): Promise<Store> {
  return openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'bot-')), 'bot.sqlite')}`);
}

/**
 * The real bot (grammY, chat runner, machine, views, texts) on a local Bot API stand-in that records
 * every call, with the sandbox behind it over HTTPS and a real sqlite store.
 */
export async function startTelegram(options: TelegramHarnessOptions) {
  const telegram = options.telegram ?? new LocalTelegram();
  const store = options.store ?? (await tempStore());
  let menu: Menu | null = demoMenu({
    sandbox: options.sandbox.menu,
    syncedAt: options.clock.now(),
  });
  const orders =
    options.outbox ??
    scriptedOrders(options.submit ?? directSubmit(options.client), () => options.clock.now());
  const app = createTelegramApp({
    token: '123456:TEST-TOKEN-abcdefghijklmnopqrstuvwxyz',
    botInfo: LOCAL_BOT_INFO,
    transformers: [
      async (prev, method, payload, signal) => {
        await options.beforeApiCall?.(method, (payload ?? {}) as Record<string, unknown>);
        return telegram.transformer(prev, method, payload, signal);
      },
    ],
    store,
    menu: () => (options.menu ? options.menu() : menu),
    quote: options.quote ?? ((request, signal) => options.client.quote(request, { signal })),
    enqueue: (order) => orders.enqueue(order),
    now: () => options.clock.now(),
    clock: options.clock,
    pushLimits: options.pushLimits,
    logger: options.logs.logger,
    defaultLocale: 'bg',
    staffChatId: options.staffChatId,
    flood: options.flood ?? { burst: 1_000, perSecond: 1_000 },
    chatLock: options.chatLock,
    offline: options.offline,
    translations: options.translations,
  });
  const { bot, runner } = app;
  // An order's outcome reaches the chat as the application's does: as order news.
  const orderEvents = bridgeOrders(app, orders, {
    store,
    logger: options.logs.logger,
    menu: () => (options.menu ? options.menu() : menu),
  });
  /** Every update this instance handled, in order (to check that each tap was answered). */
  const updates: Update[] = [];
  const send = async (update: Update) => {
    updates.push(update);
    await bot.handleUpdate(update);
  };
  return {
    ...app,
    orders,
    orderEvents,
    telegram,
    store,
    updates,
    /** The menu the bot serves now. */
    currentMenu: (): Menu | null => (options.menu ? options.menu() : menu),
    setMenu(next: Menu | null) {
      menu = next;
    },
    refreshMenu() {
      menu = demoMenu({ sandbox: options.sandbox.menu, syncedAt: options.clock.now() });
    },
    send,
    text: (chatId: number, text: string, languageCode = 'bg') =>
      send(telegram.textUpdate(chatId, text, languageCode)),
    /** Taps the first button of the live message whose label contains `label`. */
    async tap(chatId: number, label: string | RegExp, languageCode = 'bg') {
      const live = telegram.liveMessage(chatId);
      const button = live?.buttons
        .flat()
        .find((b) => (typeof label === 'string' ? b.text.includes(label) : label.test(b.text)));
      if (!live || !button) {
        throw new Error(
          `no button "${String(label)}" in: ${
            live?.buttons
              .flat()
              .map((b) => b.text)
              .join(' | ') ?? 'no live message'
          }`,
        );
      }
      await send(telegram.tapUpdate(chatId, live.messageId, button.data, languageCode));
    },
    /**
     * Waits until no quote or submission is in flight, with no time limit of its own (a limit
     * would be a timer on the test's clock, which the order-in-doubt tests drive to its next
     * timer); the test's deadline turns a hang into a failure.
     */
    settle: () => runner.drain(),
    screenText: (chatId: number) =>
      telegram.liveMessage(chatId)?.text ?? telegram.lastMessage(chatId)?.text ?? '',
  };
}

/** A running bot from `startTelegram`. */
export type TelegramBot = Awaited<ReturnType<typeof startTelegram>>;

/** What a test file shares: one sandbox over HTTPS, its business clock and one real client. */
export interface TelegramWorld {
  sandbox: Sandbox;
  clock: ManualClock;
  client: PartnerClient;
  logs: ReturnType<typeof captureLogs>;
  /** A new bot on a fresh store (or the given one), closed after the file's tests. */
  start(options?: Partial<TelegramHarnessOptions>): Promise<TelegramBot>;
}

/**
 * Registers beforeAll/afterAll hooks that start one sandbox and client for a test file and close
 * them (and every store the file's bots opened) at the end. Read the world inside tests only.
 */
export function useTelegramWorld(): TelegramWorld {
  const logs = captureLogs('warn');
  const stores = new Set<TelegramBot['store']>();
  const world = { logs } as TelegramWorld;
  beforeAll(async () => {
    const { sandbox, clock } = await startTestSandbox();
    world.sandbox = sandbox;
    world.clock = clock;
    world.client = clientFor(sandbox, { logger: logs.logger }).client;
    world.start = async (options = {}) => {
      const bot = await startTelegram({ sandbox, clock, client: world.client, logs, ...options });
      stores.add(bot.store);
      return bot;
    };
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await world.client.close();
    await world.sandbox.close();
  });
  return world;
}
