import { Bot } from 'grammy';
import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from '../../src/clock.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { type ServeOptions, serveBot, type UpdateIntake } from '../../src/telegram/serve.ts';
import { redisBinary, useRedis } from '../coordination/coordination-harness.ts';
import { startBotApiServer } from '../support/bot-api-server.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { postWebhook } from '../support/webhook-post.ts';

const world = useTelegramWorld();
const TOKEN = '424242:LATE-REPLY-abcdefghijklmnopqrstuvwxyz';
const redis = useRedis();

const post = (port: number, body: unknown, secret?: string) =>
  postWebhook(port, '/telegram', body, secret);

type RedisInstance = Awaited<ReturnType<Awaited<ReturnType<typeof redis.world>>['instance']>>;

/** One "instance" of the webhook server in front of `bot`, its intake on `c`'s Redis. */
function serveInstance(bot: Bot, c: RedisInstance, more: Partial<ServeOptions> = {}) {
  const intake: UpdateIntake = {
    claim: (id) => c.dedup.claim(id),
    release: (id) => c.dedup.release(id),
    inChat: (chatId, fn) => c.chats.run(chatId, fn),
  };
  return serveBot(bot, {
    mode: 'webhook',
    httpPort: 0,
    webhookUrl: 'https://bot.example.test/telegram',
    webhookSecret: 'webhook_secret_1',
    health: () => ({}),
    intake,
    logger: world.logs.logger,
    ...more,
  });
}

describe.skipIf(redisBinary === undefined)('webhook intake of several instances', () => {
  it('handles an update redelivered to another instance once, and a forged one never', async () => {
    const bot = await world.start();
    const redisWorld = await redis.world(systemClock);
    const [a, b] = await Promise.all([redisWorld.instance(), redisWorld.instance()]);
    // Two "instances" of the webhook server in front of one bot world.
    const servings = await Promise.all([a, b].map((c) => serveInstance(bot.bot, c)));
    try {
      const [portA, portB] = servings.map((s) => s.port ?? 0) as [number, number];
      const update = bot.telegram.textUpdate(4343, '/start');
      expect(await post(portA, update, 'wrong')).toBe(401);
      // The forged request claimed nothing: the real delivery is still handled.
      expect(await post(portA, update, 'webhook_secret_1')).toBe(200);
      expect(await post(portB, update, 'webhook_secret_1')).toBe(200);
      expect(await post(portA, update, 'webhook_secret_1')).toBe(200);
      await bot.settle();
      expect(bot.telegram.messages(4343)).toHaveLength(1);
      expect(await a.client.exists(`coord:update:${update.update_id}`)).toBe(1);
      // The chat's lock is released once the update is handled.
      expect(await a.client.exists('coord:chat:4343:lock')).toBe(0);
      expect(await post(portB, bot.telegram.textUpdate(4343, '/start'), 'webhook_secret_1')).toBe(
        200,
      );
      await bot.settle();
      expect(bot.telegram.messages(4343)).toHaveLength(2);
    } finally {
      await Promise.all(servings.map((s) => s.stop()));
    }
  });
  it('keeps the chat’s lock and the update’s claim until a slow handling ends, answering Telegram meanwhile', async () => {
    // The handling of chat 4646's update is stuck in its first Bot API call until `release`.
    const { promise: stuck, resolve: release } = Promise.withResolvers<void>();
    const { promise: inCall, resolve: entered } = Promise.withResolvers<void>();
    let holding = true;
    const bot = await world.start({
      beforeApiCall: async (_method, payload) => {
        if (!holding || payload.chat_id !== 4646) return;
        entered();
        await stuck;
      },
    });
    const redisWorld = await redis.world(systemClock);
    const [a, b] = await Promise.all([redisWorld.instance(), redisWorld.instance()]);
    // The answer's deadline runs on this clock: past it, Telegram is answered.
    const clock = new ManualClock(0);
    const servings = await Promise.all(
      [a, b].map((c) => serveInstance(bot.bot, c, { clock, webhookReplyMs: 9_000 })),
    );
    try {
      const [portA, portB] = servings.map((s) => s.port ?? 0) as [number, number];
      const update = bot.telegram.textUpdate(4646, '/start');
      const answered = post(portA, update, 'webhook_secret_1');
      await inCall;
      clock.advance(9_000);
      // Telegram hears "taken" (no redelivery needed) while the handling still goes on...
      expect(await answered).toBe(200);
      expect(world.logs.lines.filter((l) => l.includes('update handling slow'))).toHaveLength(1);
      // ...holding the chat's lock and the update's claim: a redelivery to the other instance
      // is skipped, and the chat's next update there waits for this one to end.
      expect(await a.client.exists('coord:chat:4646:lock')).toBe(1);
      expect(await post(portB, update, 'webhook_secret_1')).toBe(200);
      const next = post(portB, bot.telegram.textUpdate(4646, '/start'), 'webhook_secret_1');
      holding = false;
      release();
      expect(await next).toBe(200);
      await bot.settle();
      // Two updates handled, one after the other; the redelivery not at all.
      expect(bot.telegram.messages(4646)).toHaveLength(2);
      expect(await a.client.exists('coord:chat:4646:lock')).toBe(0);
    } finally {
      await Promise.all(servings.map((s) => s.stop()));
    }
  });
  it('makes a tap’s callback answer as a call of its own once Telegram was answered at the deadline', async () => {
    // A grammY bot on the Bot API emulator over HTTP, answering taps through the webhook reply
    // as the real bot does; its tap handler is held until `release`.
    const api = await startBotApiServer({ token: TOKEN });
    const bot = new Bot(TOKEN, {
      botInfo: LOCAL_BOT_INFO,
      client: { apiRoot: api.url, canUseWebhookReply: (m) => m === 'answerCallbackQuery' },
    });
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const { promise: inHandler, resolve: entered } = Promise.withResolvers<void>();
    bot.on('callback_query:data', async (ctx) => {
      entered();
      await held;
      await ctx.answerCallbackQuery({ text: 'late' });
    });
    const a = await (await redis.world(systemClock)).instance();
    const clock = new ManualClock(0);
    const serving = await serveInstance(bot, a, { clock, webhookReplyMs: 9_000 });
    try {
      const tap = new LocalTelegram().tapUpdate(4747, 1, 'x:1');
      const answered = postWebhook(serving.port ?? 0, '/telegram', tap, 'webhook_secret_1');
      await inHandler;
      clock.advance(9_000);
      // Telegram hears "taken", with nothing in the reply: the tap is not answered yet.
      expect(await answered).toBe(200);
      release();
      // The answer, made after the reply had gone, reaches Telegram as a call of its own.
      await expect
        .poll(() => api.calls.filter((c) => c.method === 'answerCallbackQuery'), {
          timeout: 60_000,
        })
        .toMatchObject([{ payload: { callback_query_id: tap.callback_query?.id, text: 'late' } }]);
      expect(api.calls.find((c) => c.method === 'answerCallbackQuery')?.webhookReply).toBeFalsy();
    } finally {
      await serving.stop();
      await api.close();
    }
  });
});
