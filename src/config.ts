import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { LOCALES, type Locale, RESTAURANT_LOCALE } from './locale/locale.ts';
import {
  loadTranslationFiles,
  MenuTranslationsError,
  type TranslationFiles,
} from './menu-i18n/files.ts';

/** The whole runtime configuration, validated (docs/operations.md, the configuration table). */
export interface Config {
  telegram: {
    token: string;
    apiRoot: string;
    mode: 'polling' | 'webhook';
    webhookUrl: string | undefined;
    webhookSecret: string | undefined;
  };
  httpPort: number | undefined;
  partner: {
    baseUrl: string;
    legacyBaseUrl: string | undefined;
    apiKey: string;
    apiPassword: string;
    caFile: string | undefined;
    rateLimitPerMinute: number;
    /**
     * PARTNER_IP_RATE_LIMIT_PER_MINUTE: the spec's independent per-IP cap (spec "Limits"); every
     * instance behind one egress address shares it. Absent (configurations built in code): 120.
     */
    ipRateLimitPerMinute?: number | undefined;
  };
  staffChatId: number | undefined;
  storeUrl: string;
  /**
   * Redis that coordinates several instances (leases, the shared budget, update claims, chat
   * locks): COORDINATION_URL, else STORE_URL when that is Redis; only in webhook mode (polling is
   * one instance by nature: Telegram answers a second getUpdates with 409). Undefined: one
   * instance, everything in process, exactly as before.
   */
  coordinationUrl?: string | undefined;
  defaultLocale: Locale;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  catalogueSyncSeconds: number;
  /**
   * The share of products (0..1) a sync cycle may leave out as unreadable and still be applied
   * (CATALOGUE_MAX_DROPPED_SHARE, default 0.1). Optional for configurations built in code.
   */
  catalogueMaxDroppedShare?: number | undefined;
  statusPollSeconds: number;
  /** Days a finished order's records (outbox body, status, staff message) are kept. */
  orderRetentionDays: number;
  /**
   * Seconds after an /orders attempt with an unknown fate (timeout, reset, 5xx) during which it
   * may still land: the order id is not given up before then.
   */
  orderDoubtSeconds: number;
  /** Seconds an order id given up for a fresh quote after such a doubt is still checked. */
  orderWatchSeconds: number;
  /**
   * The Mini App (issue 16): its public https address (WEBAPP_URL; when set, /start and the
   * cart offer it and it is the chat's menu button) and how old its `initData` may be.
   * Optional: configurations built in code (the demo, the tests) may leave it out.
   */
  webApp?: { url: string | undefined; authMaxAgeSeconds: number } | undefined;
  /** The staff console's alert thresholds (issue 24), in minutes; 10 and 60 when left out. */
  staffAlerts?: { acceptMinutes: number; lateMinutes: number } | undefined;
  /**
   * The rating after delivery (issue 36): RATING_DELAY_MINUTES, how long after the order is
   * delivered or collected its customer is asked (moved into the restaurant's hours); 25 when
   * left out.
   */
  rating?: { delayMinutes: number } | undefined;
  /** MENU_TRANSLATIONS (issue 23): the menu's translation files, read and checked at start-up. */
  menuTranslations?: TranslationFiles | undefined;
}

/** A configuration that cannot start the bot; `message` is one line naming the variables. */
export class ConfigError extends Error {
  /** Each problem by variable (`BOT_TOKEN`, `is required`): a fleet names them per restaurant. */
  readonly issues: { variable: string; message: string }[];
  constructor(message: string, issues: { variable: string; message: string }[] = []) {
    super(message);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

// `.env` files often carry `NAME=` for "not set": an empty value counts as absent.
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankAsUnset, schema.default(fallback as never));

/** An https URL without credentials in it (spec "Authentication" 2: never in URLs). */
const httpsUrl = z
  .url({
    protocol: /^https$/,
    error: 'must be an https:// URL (credentials travel over HTTPS only)',
  })
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'must not carry credentials');
const anyHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });
const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);

const EnvSchema = z
  .object({
    BOT_TOKEN: z.preprocess(
      blankAsUnset,
      z
        .string({ error: 'is required' })
        .regex(/^\d+:[\w-]{20,}$/, 'is not a bot token (digits:letters)'),
    ),
    TELEGRAM_API_ROOT: withDefault(anyHttpUrl, 'https://api.telegram.org'),
    BOT_MODE: withDefault(z.enum(['polling', 'webhook']), 'polling'),
    WEBHOOK_URL: optional(httpsUrl),
    WEBHOOK_SECRET: optional(
      z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be 1-256 of A-Z a-z 0-9 _ -'),
    ),
    HTTP_PORT: optional(integer(1, 65_535)),
    PARTNER_BASE_URL: z.preprocess(blankAsUnset, z.string({ error: 'is required' }).pipe(httpsUrl)),
    PARTNER_LEGACY_BASE_URL: optional(httpsUrl),
    PARTNER_API_KEY: z.preprocess(blankAsUnset, z.string({ error: 'is required' })),
    PARTNER_API_PASSWORD: z.preprocess(blankAsUnset, z.string({ error: 'is required' })),
    PARTNER_CA_FILE: optional(z.string().refine((path) => existsSync(path), 'file does not exist')),
    PARTNER_RATE_LIMIT_PER_MINUTE: withDefault(integer(1, 100_000), 120),
    PARTNER_IP_RATE_LIMIT_PER_MINUTE: withDefault(integer(1, 100_000), 120),
    STAFF_CHAT_ID: optional(z.coerce.number().int()),
    STORE_URL: withDefault(
      z
        .string()
        .regex(
          /^(sqlite|redis|rediss|postgres|postgresql):\/\/.+/,
          'must be sqlite://, redis:// or postgres://',
        ),
      'sqlite://data/bot.sqlite',
    ),
    COORDINATION_URL: optional(
      z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL'),
    ),
    DEFAULT_LOCALE: withDefault(z.enum(LOCALES), RESTAURANT_LOCALE),
    LOG_LEVEL: withDefault(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      'info',
    ),
    CATALOGUE_SYNC_SECONDS: withDefault(integer(10, 3_600), 60),
    CATALOGUE_MAX_DROPPED_SHARE: withDefault(
      z.coerce
        .number({ error: 'must be a number from 0 to 1' })
        .min(0, 'must be 0 to 1')
        .max(1, 'must be 0 to 1'),
      0.1,
    ),
    STATUS_POLL_SECONDS: withDefault(integer(30, 60), 45),
    ORDER_RETENTION_DAYS: withDefault(integer(1, 3_650), 30),
    // Well past the 15 s request timeout; at most 10 min, inside a quote's ~15 min.
    ORDER_DOUBT_SECONDS: withDefault(integer(30, 600), 120),
    ORDER_WATCH_SECONDS: withDefault(integer(60, 3_600), 600),
    // Telegram opens web_app buttons only at https addresses.
    WEBAPP_URL: optional(httpsUrl),
    WEBAPP_AUTH_MAX_AGE_SECONDS: withDefault(integer(60, 7 * 24 * 3_600), 24 * 3_600),
    STAFF_ACCEPT_ALERT_MINUTES: withDefault(integer(1, 24 * 60), 10),
    STAFF_LATE_ALERT_MINUTES: withDefault(integer(5, 24 * 60), 60),
    RATING_DELAY_MINUTES: withDefault(integer(1, 6 * 60), 25),
    MENU_TRANSLATIONS: optional(z.string()),
  })
  .superRefine((env, context) => {
    if (env.COORDINATION_URL !== undefined && env.BOT_MODE !== 'webhook') {
      context.addIssue({
        code: 'custom',
        path: ['COORDINATION_URL'],
        message: 'needs BOT_MODE=webhook (several instances cannot share one getUpdates)',
      });
    }
    if (env.COORDINATION_URL !== undefined && env.STORE_URL.startsWith('sqlite:')) {
      context.addIssue({
        code: 'custom',
        path: ['COORDINATION_URL'],
        message: 'needs a shared STORE_URL (redis:// or postgres://), not sqlite',
      });
    }
    // The Mini App is served by the bot's HTTP server: without a port it would answer nowhere.
    if (env.WEBAPP_URL !== undefined && env.HTTP_PORT === undefined)
      context.addIssue({
        code: 'custom',
        path: ['HTTP_PORT'],
        message: 'is required when WEBAPP_URL is set (the Mini App is served on it)',
      });
    if (env.BOT_MODE !== 'webhook') return;
    // Webhook mode needs its public address, the secret Telegram echoes back, and a port.
    for (const name of ['WEBHOOK_URL', 'WEBHOOK_SECRET', 'HTTP_PORT'] as const) {
      if (env[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when BOT_MODE=webhook',
        });
    }
  });

// Webhook mode on a Redis store coordinates through that Redis unless told otherwise.
function coordinationUrlOf(
  mode: 'polling' | 'webhook',
  explicit: string | undefined,
  storeUrl: string,
): string | undefined {
  if (mode !== 'webhook') return undefined;
  return explicit ?? (/^rediss?:\/\//.test(storeUrl) ? storeUrl : undefined);
}

/** Reads `.env` in `cwd` when present; the process environment wins over the file. */
export function readEnvironment(
  env: NodeJS.ProcessEnv,
  cwd: string,
): Record<string, string | undefined> {
  const file = resolve(cwd, '.env');
  if (!existsSync(file)) return { ...env };
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

// A translation file that does not parse stops start-up like any bad variable: one line,
// naming the file and the key.
function menuTranslationsOf(dir: string | undefined): Pick<Config, 'menuTranslations'> {
  if (dir === undefined) return {};
  try {
    return { menuTranslations: loadTranslationFiles(resolve(dir)) };
  } catch (error) {
    if (!(error instanceof MenuTranslationsError)) throw error;
    throw new ConfigError(`configuration error: MENU_TRANSLATIONS ${error.message}`, [
      { variable: 'MENU_TRANSLATIONS', message: error.message },
    ]);
  }
}

/**
 * Validates the environment into a Config. Throws ConfigError with one line that names every
 * bad or missing variable; `main.ts` prints it and exits with code 1.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    }));
    const problems = issues.map(({ variable, message }) => `${variable} ${message}`);
    throw new ConfigError(`configuration error: ${problems.join('; ')}`, issues);
  }
  const values = result.data;
  return {
    ...menuTranslationsOf(values.MENU_TRANSLATIONS),
    telegram: {
      token: values.BOT_TOKEN,
      apiRoot: values.TELEGRAM_API_ROOT,
      mode: values.BOT_MODE,
      webhookUrl: values.WEBHOOK_URL,
      webhookSecret: values.WEBHOOK_SECRET,
    },
    httpPort: values.HTTP_PORT,
    partner: {
      baseUrl: values.PARTNER_BASE_URL,
      legacyBaseUrl: values.PARTNER_LEGACY_BASE_URL,
      apiKey: values.PARTNER_API_KEY,
      apiPassword: values.PARTNER_API_PASSWORD,
      caFile: values.PARTNER_CA_FILE,
      rateLimitPerMinute: values.PARTNER_RATE_LIMIT_PER_MINUTE,
      ipRateLimitPerMinute: values.PARTNER_IP_RATE_LIMIT_PER_MINUTE,
    },
    staffChatId: values.STAFF_CHAT_ID,
    storeUrl: values.STORE_URL,
    coordinationUrl: coordinationUrlOf(values.BOT_MODE, values.COORDINATION_URL, values.STORE_URL),
    defaultLocale: values.DEFAULT_LOCALE,
    logLevel: values.LOG_LEVEL,
    catalogueSyncSeconds: values.CATALOGUE_SYNC_SECONDS,
    catalogueMaxDroppedShare: values.CATALOGUE_MAX_DROPPED_SHARE,
    statusPollSeconds: values.STATUS_POLL_SECONDS,
    orderRetentionDays: values.ORDER_RETENTION_DAYS,
    orderDoubtSeconds: values.ORDER_DOUBT_SECONDS,
    orderWatchSeconds: values.ORDER_WATCH_SECONDS,
    webApp: { url: values.WEBAPP_URL, authMaxAgeSeconds: values.WEBAPP_AUTH_MAX_AGE_SECONDS },
    staffAlerts: {
      acceptMinutes: values.STAFF_ACCEPT_ALERT_MINUTES,
      lateMinutes: values.STAFF_LATE_ALERT_MINUTES,
    },
    rating: { delayMinutes: values.RATING_DELAY_MINUTES },
  };
}
