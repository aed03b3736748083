import { afterEach } from 'vitest';
import { LOCAL_BOT_INFO } from '../../src/demo/local-chat.ts';
import { createTelegramApp } from '../../src/telegram/app.ts';
import { serveBot } from '../../src/telegram/serve.ts';
import { type ApiCall, type BotApiServer, startBotApiServer } from './bot-api-server.ts';
import { directSubmit } from './conversation-harness.ts';
import { demoMenu } from './demo-menu.ts';
import { bridgeOrders, scriptedOrders } from './scripted-orders.ts';
import { type TelegramWorld, tempStore } from './telegram-harness.ts';

const TOKEN = '123456:EMULATED-TOKEN-abcdefghijklmnopqrstuvwxyz';
const WAIT_MS = 15_000;

/** Calls that are not a reaction to a customer (the bot fetching its updates). */
const INTAKE = new Set(['getUpdates', 'deleteWebhook', 'setWebhook', 'getMe']);

/** What the bot did in reaction to one update: the Bot API calls, in order. */
export type Reaction = ApiCall[];

/**
 * The real bot (grammY, chat runner, screen, pacer) served as in production, by long polling or by
 * webhook, against the Bot API emulator over HTTP on loopback, with the file's sandbox behind it
 * over HTTPS, a real sqlite store, and the world's manual clock for everything it paces. The test
 * plays customers through `api` and reads what each update cost.
 */
export async function startEmulatedBot(
  world: TelegramWorld,
  options: {
    mode?: 'polling' | 'webhook';
    flood?: { burst: number; perSecond: number; now?: () => number };
  } = {},
) {
  const mode = options.mode ?? 'polling';
  let port = 0;
  const api: BotApiServer = await startBotApiServer({
    token: TOKEN,
    webhookTarget: () => `http://127.0.0.1:${port}/telegram`,
    webhookRetryMs: 50,
  });
  const store = await tempStore();
  const menu = demoMenu({ sandbox: world.sandbox.menu, syncedAt: world.clock.now() });
  const orders = scriptedOrders(directSubmit(world.client), () => world.clock.now());
  const app = createTelegramApp({
    token: TOKEN,
    apiRoot: api.url,
    botInfo: LOCAL_BOT_INFO,
    pollingOnly: mode === 'polling',
    store,
    menu: () => menu,
    quote: (request, signal) => world.client.quote(request, { signal }),
    enqueue: (order) => orders.enqueue(order),
    now: () => world.clock.now(),
    clock: world.clock,
    logger: world.logs.logger,
    defaultLocale: 'bg',
    flood: options.flood ?? { burst: 1_000, perSecond: 1_000 },
  });
  bridgeOrders(app, orders, { store, logger: world.logs.logger, menu: () => menu });
  const serving = await serveBot(app.bot, {
    mode,
    httpPort: mode === 'webhook' ? 0 : undefined,
    webhookUrl: 'https://bot.example.test/telegram',
    webhookSecret: 'emulated_webhook_secret',
    health: () => ({}),
    logger: world.logs.logger,
  });
  port = serving.port ?? 0;

  /** The calls made since `from` (an index into api.calls), intake left out. */
  const since = (from: number): Reaction =>
    api.calls.slice(from).filter((c) => !INTAKE.has(c.method));
  /** The same, limited to one chat: its messages and the answers to its taps. */
  const reactionIn = (chat: number, from: number, queryId?: string): Reaction =>
    since(from).filter((c) =>
      c.method === 'answerCallbackQuery'
        ? c.payload.callback_query_id === queryId
        : Number(c.payload.chat_id) === chat,
    );
  const answerOf = (queryId: string) => (c: ApiCall) =>
    c.method === 'answerCallbackQuery' && c.payload.callback_query_id === queryId;

  return {
    api,
    app,
    store,
    /** A tap on the button labelled `label`; resolves when it is answered, with what it cost. */
    async tap(chat: number, label: string | RegExp): Promise<Reaction> {
      const from = api.calls.length;
      const queryId = `q${api.tap(chat, label)}`;
      await api.waitFor(() => since(from).some(answerOf(queryId)), WAIT_MS, `${queryId} answered`);
      return reactionIn(chat, from, queryId);
    },
    /** A tap with any data on a message; resolves when it is answered. */
    async tapData(chat: number, messageId: number, data: string): Promise<Reaction> {
      const from = api.calls.length;
      const queryId = `q${api.tapData(chat, messageId, data)}`;
      await api.waitFor(() => since(from).some(answerOf(queryId)), WAIT_MS, `${queryId} answered`);
      return reactionIn(chat, from, queryId);
    },
    /** A typed command or text; resolves when the bot sent its message to the chat. */
    async type(chat: number, text: string): Promise<Reaction> {
      const from = api.calls.length;
      api.sendText(chat, text);
      const sent = (c: ApiCall) =>
        c.method.startsWith('send') && Number(c.payload.chat_id) === chat;
      await api.waitFor(() => since(from).some(sent), WAIT_MS, `an answer to "${text}"`);
      return reactionIn(chat, from);
    },
    async close(): Promise<void> {
      app.pacer.close();
      await serving.stop();
      await app.transport.close();
      await api.close();
      await store.close();
    },
  };
}

/** The methods of a reaction, in order (for readable expectations). */
export function methodsOf(reaction: Reaction): string[] {
  return reaction.map((c) => c.method);
}

/**
 * A file's emulated bots: `start` serves one for the current test (options as for
 * `startEmulatedBot`), and every bot started is closed after each test.
 */
export function useEmulatedBots(world: TelegramWorld) {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const bot of running.splice(0)) await bot.close();
  });
  return async function start(options: Parameters<typeof startEmulatedBot>[1] = {}) {
    const bot = await startEmulatedBot(world, options);
    running.push(bot);
    return bot;
  };
}
