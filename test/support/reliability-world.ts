import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, offsetClock, systemClock } from '../../src/clock.ts';
import { defaultPartners } from '../../src/sandbox/http/partners.ts';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server.ts';
import { type BotApiServer, startBotApiServer } from './bot-api-server.ts';
import { OPEN_MONDAY_NOON } from './partner-harness.ts';
import { BotProcess, type Exit, type LogSink } from './reliability-process.ts';

/** How a test file's world is set up. */
export interface WorldOptions {
  sandbox?: Pick<
    SandboxOptions,
    | 'rateLimitPerMinute'
    | 'ipRateLimitPerMinute'
    | 'orderProcessingMs'
    | 'retryAfterFormat'
    | 'kitchen'
  >;
  /** Extra bot environment (e.g. CATALOGUE_SYNC_SECONDS, PARTNER_RATE_LIMIT_PER_MINUTE). */
  env?: Record<string, string>;
  mode?: 'polling' | 'webhook';
  staffChatId?: number;
  /**
   * Business seconds per wall second (default 1). Above 1 the whole world runs fast: the
   * sandbox's clock (now and timers) is scaled by `speedClock`, and every bot process runs under
   * libfaketime (`FAKETIME=+0 x<speed>`, monotonic clock included), so its Date.now, its timers
   * (setTimeout via libuv's monotonic clock and epoll waits) and its HTTP timeouts all run that
   * many times faster. The Bot API emulator and the simulated customers stay on the wall clock.
   */
  speed?: number;
}

/** libfaketime (Debian `faketime`), preloaded into a bot process only when its world runs fast. */
export const LIBFAKETIME = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime/libfaketime.so.1`;

/**
 * A clock `speed` times faster than `base`, starting at `start`: now() moves `speed` ms per ms
 * of `base`, and a timer of `ms` fires after `ms / speed` of `base`.
 */
export function speedClock(start: number, speed: number, base: Clock = systemClock): Clock {
  const origin = base.now();
  return {
    now: () => start + (base.now() - origin) * speed,
    setTimeout: (fn, ms) => base.setTimeout(fn, ms / speed),
  };
}

/** The staff chat of every world. */
export const STAFF_CHAT_ID = 777_000;

/** A TCP port free on the loopback interface now (for a server a test starts next). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * One test file's world: the Partner API sandbox over HTTPS on its own business clock (Monday
 * noon in Sofia when the world opens, then real speed), a Bot API emulator, a sqlite store in a
 * temp directory kept across restarts, distinctive secrets (partner key and password, bot token,
 * webhook secret) to look for in the logs, and the bot as a child process started and stopped on
 * demand.
 *
 * The two clocks are deliberately apart (issue 11): the bot runs on the machine's clock, the
 * restaurant on a fixed business moment, so the restaurant is open and on the same weekday at
 * whatever hour the suite runs, and the bot's skew from it (hours to months, either sign) is
 * something it must not care about. Nothing here depends on the time of day.
 */
export class ReliabilityWorld {
  readonly logs: LogSink = { lines: [] };
  readonly dir = mkdtempSync(join(tmpdir(), 'bot-reliability-'));
  readonly token = `7${Math.floor(Math.random() * 1e9)}:AA${randomBytes(24).toString('base64url')}`;
  readonly apiKey = `relkey-${randomBytes(8).toString('hex')}`;
  readonly apiPassword = `relpass-${randomBytes(8).toString('hex')}`;
  readonly webhookSecret = `whsecret_${randomBytes(12).toString('hex')}`;
  readonly bots: BotProcess[] = [];
  readonly options: WorldOptions;
  sandbox!: Sandbox;
  /** The sandbox's business clock (Monday noon in Sofia when the world opens). */
  clock!: Clock;
  api!: BotApiServer;
  httpPort = 0;
  #up = false;

  constructor(options: WorldOptions = {}) {
    this.options = options;
  }

  async open(): Promise<this> {
    const partners = defaultPartners();
    const demo = partners.demo;
    if (demo) demo.credentials = { key: this.apiKey, password: this.apiPassword };
    const speed = this.options.speed ?? 1;
    if (speed !== 1 && !existsSync(LIBFAKETIME)) {
      throw new Error(
        `a ${speed}x world needs libfaketime at ${LIBFAKETIME} (apt-get install faketime)`,
      );
    }
    this.clock =
      speed === 1
        ? offsetClock(systemClock, OPEN_MONDAY_NOON)
        : speedClock(OPEN_MONDAY_NOON, speed);
    this.sandbox = await startSandbox({
      clock: this.clock,
      partners,
      rateLimitPerMinute: 100_000,
      ipRateLimitPerMinute: 100_000,
      ...this.options.sandbox,
    });
    this.httpPort = await freePort();
    this.api = await startBotApiServer({
      token: this.token,
      webhookTarget: () => `http://127.0.0.1:${this.httpPort}/telegram`,
    });
    return this;
  }

  /** The environment `npm start` gets, as an operator would set it. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    const webhook = (this.options.mode ?? 'polling') === 'webhook';
    return {
      PATH: process.env.PATH ?? '',
      BOT_TOKEN: this.token,
      TELEGRAM_API_ROOT: this.api.url,
      BOT_MODE: webhook ? 'webhook' : 'polling',
      ...(webhook
        ? {
            WEBHOOK_URL: 'https://bot.reliability.test/telegram',
            WEBHOOK_SECRET: this.webhookSecret,
          }
        : {}),
      HTTP_PORT: String(this.httpPort),
      PARTNER_BASE_URL: this.sandbox.baseUrl,
      PARTNER_LEGACY_BASE_URL: this.sandbox.legacyBaseUrl,
      PARTNER_API_KEY: this.apiKey,
      PARTNER_API_PASSWORD: this.apiPassword,
      PARTNER_CA_FILE: this.sandbox.caFile,
      STORE_URL: `sqlite://${join(this.dir, 'bot.sqlite')}`,
      STAFF_CHAT_ID: String(this.options.staffChatId ?? STAFF_CHAT_ID),
      LOG_LEVEL: 'debug',
      STATUS_POLL_SECONDS: '30',
      ...((this.options.speed ?? 1) === 1
        ? {}
        : { LD_PRELOAD: LIBFAKETIME, FAKETIME: `+0 x${this.options.speed}` }),
      ...this.options.env,
      ...extra,
    };
  }

  /** True while a started bot is ready and alive (customers act only then). */
  up(): boolean {
    return this.#up && (this.bots.at(-1)?.alive() ?? false);
  }

  /** Starts `npm start`'s command on the world's store and waits until it takes updates. */
  async startBot(extra: Record<string, string> = {}): Promise<BotProcess> {
    const bot = new BotProcess(this.env(extra), this.dir, this.logs);
    this.bots.push(bot);
    void bot.exited.then(() => {
      if (this.bots.at(-1) === bot) this.#up = false;
    });
    await bot.ready(this.api, this.options.mode ?? 'polling');
    this.#up = true;
    return bot;
  }

  /** Stops the running bot with the signal (SIGKILL: a crash; SIGTERM: a graceful stop). */
  async stopBot(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit | undefined> {
    this.#up = false;
    return this.bots.at(-1)?.stop(signal);
  }

  /** Every value that must never reach a log line. */
  secrets(): string[] {
    return [
      this.apiKey,
      this.apiPassword,
      Buffer.from(`${this.apiKey}:${this.apiPassword}`).toString('base64'),
      this.token,
      this.token.split(':')[1] ?? this.token,
      this.webhookSecret,
    ];
  }

  /** The last log lines, for a failure message. */
  tail(count = 40): string {
    return this.logs.lines
      .slice(-count)
      .map((l) => `[${l.pid} ${l.stream}] ${l.line.slice(0, 400)}`)
      .join('\n');
  }

  async close(): Promise<void> {
    for (const bot of this.bots) await bot.stop('SIGKILL');
    await this.api?.close();
    await this.sandbox?.close();
  }
}

/** Opens a world (see ReliabilityWorld). */
export function openWorld(options: WorldOptions = {}): Promise<ReliabilityWorld> {
  return new ReliabilityWorld(options).open();
}
