import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunnerHandle, run } from '@grammyjs/runner';
import { type Bot, webhookCallback } from 'grammy';
import type { Logger } from 'pino';

/** How updates arrive: long polling (the runner) or a webhook on HTTP_PORT. */
export interface ServeOptions {
  mode: 'polling' | 'webhook';
  httpPort: number | undefined;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  /** The answer of /healthz (liveness: the process serves). */
  health: () => Record<string, unknown>;
  /** /readyz: 200 when ready to take orders, 503 with the failing checks otherwise. */
  ready?: (() => Promise<{ ready: boolean; checks: Record<string, boolean> }>) | undefined;
  /** /metrics: the Prometheus text. */
  metrics?: (() => Promise<{ contentType: string; body: string }>) | undefined;
  /** More routes on the same server (the Mini App under /app/): true when it answered. */
  routes?: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  logger: Logger;
}

/** A running intake of updates; `stop()` stops taking new ones and waits for those in flight. */
export interface Serving {
  /** The HTTP port actually listened on (useful with HTTP_PORT=0), when there is a server. */
  port: number | undefined;
  stop(): Promise<void>;
}

function healthServer(
  options: ServeOptions,
  onUpdate?: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  return createServer((req, res) => {
    if (options.routes?.(req, res)) return;
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, ...options.health() }));
      return;
    }
    if (req.method === 'GET' && req.url === '/readyz' && options.ready) {
      void options.ready().then(
        (state) => {
          res.writeHead(state.ready ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify(state));
        },
        () => res.writeHead(503).end(),
      );
      return;
    }
    if (req.method === 'GET' && req.url === '/metrics' && options.metrics) {
      void options.metrics().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType });
          res.end(body);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (onUpdate && req.method === 'POST' && req.url === '/telegram') {
      onUpdate(req, res);
      return;
    }
    res.writeHead(404).end();
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
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
    const handle = webhookCallback(bot, 'http', {
      secretToken: options.webhookSecret,
      timeoutMilliseconds: 9_000,
    });
    const server = healthServer(options, (req, res) => {
      void handle(req, res).catch((error: unknown) =>
        options.logger.error({ err: error }, 'webhook update failed'),
      );
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
  const server = options.httpPort === undefined ? undefined : healthServer(options);
  if (server && options.httpPort !== undefined) await listen(server, options.httpPort);
  await bot.init();
  const runner: RunnerHandle = run(bot, {
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
