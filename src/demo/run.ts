import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Update } from 'grammy/types';
import type { Logger } from 'pino';
import { type Application, startApplication } from '../app.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { isLocale, LOCALES, type Locale } from '../locale/locale.ts';
import { loadTranslationFiles } from '../menu-i18n/files.ts';
import { quickKitchen, type Sandbox, startSandbox } from '../sandbox/server.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from './local-chat.ts';
import { localConfig } from './local-config.ts';
import { terminalInput } from './terminal.ts';

/**
 * The demo menu's translations into every language (src/demo/translations, what
 * MENU_TRANSLATIONS would name): the demo is in the customer's language end to end.
 */
export const DEMO_TRANSLATIONS_DIR = fileURLToPath(new URL('./translations', import.meta.url));

/** The one chat of the terminal. */
export const DEMO_CHAT_ID = 1;

/** The demo kitchen's default pace: one status every 45 s (DEMO_KITCHEN_SECONDS). */
export const DEFAULT_KITCHEN_SECONDS = 45;

/** What a demo run is made of. */
export interface DemoOptions {
  /** data/demo: the bot's store, the sandbox's CA and orders (sandbox/), the log. */
  dataDir: string;
  /** Business time for the sandbox and the bot (the CLI's resumed demo clock; tests drive one). */
  clock: Clock;
  logger: Logger;
  /** The language the demo starts in (DEMO_LOCALE, else Bulgarian). */
  locale: Locale;
  /**
   * DEMO_LOCALE was set: the run starts in `locale` even when the chat kept another language
   * from an earlier run (a `/language` choice then holds until the run ends). Unset, the chat
   * goes on in the language it kept.
   */
  localeChosen?: boolean | undefined;
  /** One order status every this many milliseconds. */
  kitchenStepMs: number;
}

/** A running demo: feed it typed lines; stop it to close the bot and the sandbox. */
export interface Demo {
  sandbox: Sandbox;
  /** The bot's configuration against this sandbox (its token signs the Mini App's initData). */
  config: Config;
  app: Application;
  telegram: LocalTelegram;
  /** Handles one typed line as the terminal would, and waits until the bot has answered it. */
  type(line: string): Promise<void>;
  /** The language the demo chat speaks now (the terminal's own words follow it). */
  locale(): Promise<Locale>;
  stop(): Promise<void>;
}

/**
 * Starts the demo: the sandbox Partner API (its orders kept in `dataDir/sandbox/orders.json`,
 * moved by a quick kitchen) and the real bot on a local Telegram stand-in, both on `clock`, the
 * bot's store in `dataDir`. Started again on the same `dataDir`, it resumes the carts, the
 * sandbox's orders and the bot's tracking of them. Used by `npm run demo` and its tests.
 */
export async function startDemo(options: DemoOptions): Promise<Demo> {
  const { dataDir, clock, logger, locale } = options;
  mkdirSync(dataDir, { recursive: true });
  const sandboxDir = join(dataDir, 'sandbox');
  const sandbox = await startSandbox({
    clock,
    dataDir: sandboxDir,
    ordersFile: join(sandboxDir, 'orders.json'),
    kitchen: quickKitchen(options.kitchenStepMs),
    logger,
  });
  const config = localConfig(sandbox, {
    storeDir: dataDir,
    locale,
    statusPollSeconds: 30,
    menuTranslations: loadTranslationFiles(DEMO_TRANSLATIONS_DIR),
  });
  const telegram = new LocalTelegram();
  let app: Application;
  try {
    app = await startApplication({
      config,
      clock,
      logger,
      transformers: [telegram.transformer],
      botInfo: LOCAL_BOT_INFO,
      // One local person (or a script piping lines in): the flood limit guards a public bot.
      flood: { burst: 100, perSecond: 50 },
    });
  } catch (error) {
    await sandbox.close();
    throw error;
  }

  const updateFor = (line: string) => terminalUpdate(telegram, line, locale);
  // The language chosen for this run replaces the one the chat kept from an earlier run, as a
  // tap on the language screen would.
  if (options.localeChosen && (await app.runner.locale(DEMO_CHAT_ID, locale)) !== locale) {
    await app.runner.handle({
      chatId: DEMO_CHAT_ID,
      locale,
      event: { type: 'SET_LOCALE', locale },
    });
    await app.runner.drain(20_000);
  }

  return {
    sandbox,
    config,
    app,
    telegram,
    async type(line) {
      const update = updateFor(line);
      if (!update) return;
      await app.bot.handleUpdate(update);
      // Each update (and any quote or order it starts) finishes before the next line.
      await app.runner.drain(20_000);
    },
    locale: () => app.runner.locale(DEMO_CHAT_ID, locale),
    async stop() {
      await app.stop();
      await sandbox.close();
    },
  };
}

/**
 * DEMO_KITCHEN_SECONDS: seconds between two statuses of a demo order (default 45), a whole
 * number from 1 to 3600; anything else stops the demo with one line naming the variable.
 */
/** The update a typed terminal line stands for in the demo chat of `telegram`, if any. */
export function terminalUpdate(
  telegram: LocalTelegram,
  line: string,
  locale: Locale,
): Update | undefined {
  const live = telegram.liveMessage(DEMO_CHAT_ID);
  const input = terminalInput(live, line);
  if (!input) return undefined;
  if (input.kind === 'tap')
    return telegram.tapUpdate(DEMO_CHAT_ID, live?.messageId ?? 0, input.data, locale);
  if (input.kind === 'contact') return telegram.contactUpdate(DEMO_CHAT_ID, input.phone, 'Demo');
  return telegram.textUpdate(DEMO_CHAT_ID, input.text, locale);
}

export function kitchenStepMs(env: NodeJS.ProcessEnv): number {
  const raw = env.DEMO_KITCHEN_SECONDS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_KITCHEN_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(
      `DEMO_KITCHEN_SECONDS must be a whole number of seconds from 1 to 3600, got "${raw}"`,
    );
  }
  return seconds * 1000;
}

/**
 * DEMO_LOCALE: one of the six codes, or unset (then the chat keeps its language, else bg). Any
 * other value stops the demo (the single-restaurant one and the fleet's) with a line naming it.
 */
export function demoLocale(env: NodeJS.ProcessEnv): Locale | undefined {
  const raw = env.DEMO_LOCALE;
  if (raw === undefined || raw.trim() === '') return undefined;
  if (isLocale(raw)) return raw;
  throw new Error(`DEMO_LOCALE must be one of ${LOCALES.join(', ')}, got "${raw}"`);
}
