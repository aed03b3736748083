import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunnerHandle, run } from '@grammyjs/runner';
import { type Bot, webhookCallback } from 'grammy';
import type { Update } from 'grammy/types';
import type { Logger } from 'pino';
import { type Clock, systemClock } from '../clock.ts';
import { listen, type OpsEndpoints, opsServer } from '../ops/ops-server.ts';

/**
 * The longest pause between two getUpdates calls of long polling (see `serveBot`). 10 ms rather
 * than 5 (issue 21, fifth round): at 200 customers 4.7–5.3 updates per getUpdates answer instead
 * of 2.5–2.9, a poll every fifth action instead of every second one, for about 3 ms more between a
 * customer's action and the bot receiving it (docs/benchmarks.md).
 */
const POLL_PAUSE_MS = 10;

/**
 * Several instances behind one webhook address: how an arriving update is claimed and ordered.
 * Kept as two plain functions so the per-chat ordering can move to wherever updates enter the
 * conversation without touching the HTTP side.
 */
export interface UpdateIntake {
  /** True the first time `updateId` is seen by any instance (a redelivery answers false). */
  claim(updateId: number): Promise<boolean>;
  /** Forgets a claim whose handling failed, so Telegram's redelivery is handled. */
  release(updateId: number): Promise<void>;
  /** Runs `fn` holding the chat's cross-instance lock (one chat's updates in order). */
  inChat<T>(chatId: number, fn: () => Promise<T>): Promise<T>;
}

/** How updates arrive: long polling (the runner) or a webhook on HTTP_PORT, beside /healthz. */
export interface ServeOptions extends OpsEndpoints {
  mode: 'polling' | 'webhook';
  httpPort: number | undefined;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  /** Several instances (webhook mode only): update claims and per-chat order. */
  intake?: UpdateIntake | undefined;
  /**
   * Several instances: Telegram is answered after this long if the update is still being
   * handled (default 9 s, on `clock`); the handling goes on holding the chat's lock.
   */
  webhookReplyMs?: number | undefined;
  clock?: Clock | undefined;
  logger: Logger;
}

/** A running intake of updates; `stop()` stops taking new ones and waits for those in flight. */
export interface Serving {
  /** The HTTP port actually listened on (useful with HTTP_PORT=0), when there is a server. */
  port: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts taking updates. Polling uses @grammyjs/runner (chats in parallel; the bot sequentializes
 * each chat); webhook mode serves grammY's callback at POST /telegram with the secret token
 * checked, and /healthz beside it, and a tap's callback answer rides in the webhook response. A
 * webhook handler answers quickly: the slow part (a quote, an order) runs after the update is
 * acknowledged, and a redelivered update is handled idempotently. Nothing here slows the calls
 * down: answers go out at once, and what the bot sends on its own is paced by the Pacer.
 */
export async function serveBot(bot: Bot, options: ServeOptions): Promise<Serving> {
  if (options.mode === 'webhook') {
    const onUpdate = options.intake
      ? coordinatedWebhook(bot, options, options.intake)
      : plainWebhook(bot, options);
    const server = opsServer(options, (req, res) => {
      if (req.method !== 'POST' || req.url !== '/telegram') return false;
      onUpdate(req, res);
      return true;
    });
    await listen(server, options.httpPort ?? 8080);
    await bot.api.setWebhook(`${options.webhookUrl ?? ''}`, {
      secret_token: options.webhookSecret,
      allowed_updates: ['message', 'edited_message', 'callback_query', 'my_chat_member'],
    });
    options.logger.info({ port: options.httpPort }, 'webhook server listening');
    return {
      port: (server.address() as AddressInfo).port,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  await bot.api.deleteWebhook();
  const server = options.httpPort === undefined ? undefined : opsServer(options);
  if (server && options.httpPort !== undefined) await listen(server, options.httpPort);
  await bot.init();
  const runner: RunnerHandle = run(bot, {
    // After a batch smaller than 100, the next getUpdates waits up to POLL_PAUSE_MS (the
    // runner's own pacing: its wait grows with the time a call takes per update), so a steady
    // stream arrives a few updates per call instead of one: a getUpdates costs the bot about
    // as much CPU as the Bot API call answering an update (issue 21).
    source: { speedTrafficBalance: 1, maxDelayMilliseconds: POLL_PAUSE_MS },
    runner: {
      fetch: { allowed_updates: ['message', 'edited_message', 'callback_query', 'my_chat_member'] },
    },
  });
  options.logger.info({ username: bot.botInfo.username }, 'polling for updates');
  return {
    port: server ? (server.address() as AddressInfo).port : undefined,
    async stop() {
      if (runner.isRunning()) await runner.stop();
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type UpdateHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** One bot's webhook handler alone: a fleet (src/fleet/) serves several bots on one server. */
export function webhookHandler(bot: Bot, options: ServeOptions): UpdateHandler {
  return options.intake
    ? coordinatedWebhook(bot, options, options.intake)
    : plainWebhook(bot, options);
}

function plainWebhook(bot: Bot, options: ServeOptions): UpdateHandler {
  const handle = webhookCallback(bot, 'http', {
    secretToken: options.webhookSecret,
    timeoutMilliseconds: 9_000,
  });
  return (req, res) => {
    void handle(req, res).catch((error: unknown) =>
      options.logger.error({ err: error }, 'webhook update failed'),
    );
  };
}

/** The chat an update belongs to (the key grammY's session and sequentialize use). */
export function chatOf(update: Update): number | undefined {
  return (
    update.message?.chat.id ??
    update.edited_message?.chat.id ??
    update.callback_query?.message?.chat.id ??
    update.callback_query?.from.id ??
    update.my_chat_member?.chat.id
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

function sameSecret(given: string | string[] | undefined, expected: string | undefined): boolean {
  if (expected === undefined) return true;
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Webhook intake for several instances: the secret is checked, then the update_id is claimed
 * (`SET NX EX` through the intake) before grammY sees the update, so an update Telegram
 * redelivers to another instance is answered 200 and not handled twice; the handling runs
 * inside the chat's lock. The callback answer still rides in the webhook response (grammY's
 * webhook reply). When Redis does not answer the claim, the update is handled anyway (a
 * customer is never left without an answer; the outbox refuses to send orders it cannot claim).
 *
 * The chat's lock and the update's claim are held until the handling really ends. Telegram is
 * answered (200) after `webhookReplyMs` if the handling is still going on, so it does not
 * deliver the update again, but the handling goes on to its end in the lock. (With grammY's
 * own timeout the lock and the claim were let go at that moment while the handling went on:
 * the redelivered update, or the chat's next one, ran on another instance at the same time,
 * and the late one's writes could bring back a screen the chat had left — a customer of a slow
 * restaurant was shown the confirmation again and ordered twice.) A handling that fails frees
 * the claim, so a redelivery (when Telegram was not answered yet) is handled.
 */
function coordinatedWebhook(bot: Bot, options: ServeOptions, intake: UpdateIntake): UpdateHandler {
  const { logger } = options;
  const clock = options.clock ?? systemClock;
  const replyMs = options.webhookReplyMs ?? 9_000;
  const process = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!sameSecret(req.headers['x-telegram-bot-api-secret-token'], options.webhookSecret)) {
      res.writeHead(401).end();
      return;
    }
    let update: Update;
    try {
      update = JSON.parse(await readBody(req)) as Update;
    } catch {
      res.writeHead(400).end();
      return;
    }
    const first = await intake.claim(update.update_id).catch((error: unknown) => {
      logger.warn({ err: error, updateId: update.update_id }, 'update claim unavailable');
      return true;
    });
    if (!first) {
      logger.info({ updateId: update.update_id }, 'redelivered update skipped');
      res.writeHead(200).end();
      return;
    }
    const answer = (json?: string): void => {
      if (res.headersSent) return;
      if (json === undefined) res.writeHead(200).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(json);
    };
    // The call grammY puts in the webhook reply (a tap's callback answer). Once Telegram has
    // been answered at the deadline, the reply is gone: the call is made on its own instead, so
    // the customer's button does not spin until Telegram gives up on it.
    const replyOrCall = async (json: string): Promise<void> => {
      if (!res.headersSent) return answer(json);
      const { method, ...payload } = JSON.parse(json) as { method: string };
      const raw = bot.api.raw as unknown as Record<string, (p: object) => Promise<unknown>>;
      await raw[method]?.(payload).catch((error: unknown) =>
        logger.warn({ err: error, method, updateId: update.update_id }, 'late reply call failed'),
      );
    };
    const chatId = chatOf(update);
    const run = async (): Promise<void> => {
      if (!bot.isInited()) await bot.init();
      const cancel = clock.setTimeout(() => {
        logger.warn({ updateId: update.update_id, ms: replyMs }, 'update handling slow; answered');
        answer();
      }, replyMs);
      try {
        await bot.handleUpdate(update, { send: (json: string) => replyOrCall(json) });
      } finally {
        cancel();
      }
      answer();
    };
    try {
      await (chatId === undefined ? run() : intake.inChat(chatId, run));
    } catch (error) {
      await intake.release(update.update_id);
      if (!res.headersSent) res.writeHead(500).end();
      throw error;
    }
  };
  return (req, res) => {
    void process(req, res).catch((error: unknown) =>
      logger.error({ err: error }, 'webhook update failed'),
    );
  };
}
