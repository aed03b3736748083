import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { type Config, ConfigError, parseConfig } from '../config.ts';

/** A restaurant id: its store keys, Redis keys, webhook path and Mini App path are keyed by it. */
export const RESTAURANT_ID = /^[a-z0-9-]{1,40}$/;

/** One restaurant of the fleet: its id and its whole configuration, validated. */
export interface Restaurant {
  id: string;
  config: Config;
}

/** The fleet as RESTAURANTS_FILE and the shared variables describe it. */
export interface FleetConfig {
  /** The file's absolute path (undefined: today's variables, a fleet of one). */
  file: string | undefined;
  restaurants: Restaurant[];
  /** OPERATOR_CHAT_ID: the chat that gets every restaurant's alerts, each naming its restaurant. */
  operatorChatId: number | undefined;
  /** ADMIN_TOKEN: the bearer of `POST /admin/reload` (undefined: the endpoint answers 404). */
  adminToken: string | undefined;
}

/** The restaurant that today's variables describe when there is no RESTAURANTS_FILE. */
export const SINGLE_RESTAURANT_ID = 'default';

// A value the file may write literally or as { "env": "NAME" }.
const EnvReference = z.strictObject({ env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/) });
const text = z.string().min(1, 'must not be empty');
const whole = z.union([z.int(), z.string().regex(/^-?\d+$/, 'must be a whole number')]);

const PartnerEntry = z.strictObject({
  baseUrl: text.optional(),
  legacyBaseUrl: text.optional(),
  apiKey: text.optional(),
  apiPassword: text.optional(),
  caFile: text.optional(),
  rateLimitPerMinute: whole.optional(),
});

const RestaurantEntry = z.strictObject({
  id: z.string({ error: 'required' }).regex(RESTAURANT_ID, 'must be 1-40 of a-z 0-9 -'),
  botToken: text.optional(),
  partner: PartnerEntry.optional(),
  staffChatId: whole.optional(),
  defaultLocale: text.optional(),
  webappUrl: text.optional(),
  menuTranslations: text.optional(),
  webhookSecret: text.optional(),
});
type RestaurantEntry = z.infer<typeof RestaurantEntry>;

const RestaurantsFile = z.strictObject({
  restaurants: z.array(z.unknown(), { error: 'must be a list' }).min(1, 'must not be empty'),
});

/** The file's keys and the variables of today's configuration they stand for. */
const FIELDS: readonly (readonly [key: string, variable: string])[] = [
  ['botToken', 'BOT_TOKEN'],
  ['partner.baseUrl', 'PARTNER_BASE_URL'],
  ['partner.legacyBaseUrl', 'PARTNER_LEGACY_BASE_URL'],
  ['partner.apiKey', 'PARTNER_API_KEY'],
  ['partner.apiPassword', 'PARTNER_API_PASSWORD'],
  ['partner.caFile', 'PARTNER_CA_FILE'],
  ['partner.rateLimitPerMinute', 'PARTNER_RATE_LIMIT_PER_MINUTE'],
  ['staffChatId', 'STAFF_CHAT_ID'],
  ['defaultLocale', 'DEFAULT_LOCALE'],
  ['webappUrl', 'WEBAPP_URL'],
  ['menuTranslations', 'MENU_TRANSLATIONS'],
  ['webhookSecret', 'WEBHOOK_SECRET'],
];
const KEY_OF_VARIABLE = new Map(FIELDS.map(([key, variable]) => [variable, key]));
// Paths in the file are relative to the file.
const PATH_KEYS = new Set(['partner.caFile', 'menuTranslations']);

/** A problem with one key of one restaurant (or of the file as a whole). */
class Problem {
  readonly where: string;
  readonly key: string;
  readonly message: string;
  constructor(where: string, key: string, message: string) {
    this.where = where;
    this.key = key;
    this.message = message;
  }
  toString(): string {
    return `${this.where}${this.key}: ${this.message}`;
  }
}

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');
const shortMessage = (message: string) => message.replace(/^is /, '');

// Replaces every { "env": "NAME" } by the variable's value; an unset variable is a problem.
function resolveReferences(
  value: unknown,
  env: Record<string, string | undefined>,
  path: string[],
  missing: (key: string, name: string) => void,
): unknown {
  const reference = EnvReference.safeParse(value);
  if (reference.success) {
    const found = env[reference.data.env];
    if (found === undefined || found === '') missing(path.join('.'), reference.data.env);
    return found === '' ? undefined : found;
  }
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      resolveReferences(inner, env, [...path, key], missing),
    ]),
  );
}

function valueAt(entry: RestaurantEntry, key: string): string | number | undefined {
  const [head, tail] = key.split('.') as [string, string | undefined];
  const value = (entry as Record<string, unknown>)[head];
  if (tail === undefined) return value as string | number | undefined;
  return (value as Record<string, string | number | undefined> | undefined)?.[tail];
}

/**
 * The secret Telegram echoes on a restaurant's webhook when its entry names none: an HMAC of the
 * id under WEBHOOK_SECRET (base64url, within Telegram's 1-256 of A-Z a-z 0-9 _ -).
 */
export function derivedWebhookSecret(sharedSecret: string, id: string): string {
  return createHmac('sha256', sharedSecret).update(`restaurant:${id}`).digest('base64url');
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

// The variables one restaurant runs with: the shared ones, its own in place of today's.
function environmentOf(
  entry: RestaurantEntry,
  env: Record<string, string | undefined>,
  fileDir: string,
): Record<string, string | undefined> {
  const own: Record<string, string | undefined> = { ...env };
  for (const [key, variable] of FIELDS) {
    const value = valueAt(entry, key);
    const written = value === undefined ? undefined : String(value);
    own[variable] =
      written !== undefined && PATH_KEYS.has(key) && !isAbsolute(written)
        ? resolve(fileDir, written)
        : written;
  }
  // Shared defaults a restaurant may leave out: the language, the webhook secret, the Mini App.
  own.DEFAULT_LOCALE ??= env.DEFAULT_LOCALE;
  if (own.WEBHOOK_SECRET === undefined && env.WEBHOOK_SECRET)
    own.WEBHOOK_SECRET = derivedWebhookSecret(env.WEBHOOK_SECRET, entry.id);
  if (own.WEBAPP_URL === undefined && env.WEBAPP_URL)
    own.WEBAPP_URL = `${withoutTrailingSlash(env.WEBAPP_URL)}/${entry.id}/`;
  if (env.WEBHOOK_URL) own.WEBHOOK_URL = `${withoutTrailingSlash(env.WEBHOOK_URL)}/${entry.id}`;
  return own;
}

function restaurantOf(
  entry: RestaurantEntry,
  env: Record<string, string | undefined>,
  fileDir: string,
  problems: Problem[],
): Restaurant | undefined {
  const where = `restaurant "${entry.id}": `;
  try {
    return { id: entry.id, config: parseConfig(environmentOf(entry, env, fileDir)) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const { variable, message } of error.issues) {
      const key = KEY_OF_VARIABLE.get(variable);
      // A shared variable's problem is the deployment's, not the restaurant's.
      problems.push(
        key === undefined
          ? new Problem('', variable, shortMessage(message))
          : new Problem(where, key, shortMessage(message)),
      );
    }
    return undefined;
  }
}

/** The identity of the file's restaurant at `index` for a problem line. */
function whereOf(raw: unknown, index: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && RESTAURANT_ID.test(id)
    ? `restaurant "${id}": `
    : `restaurant #${index + 1}: `;
}

function sameValue(restaurants: Restaurant[], read: (config: Config) => string, key: string) {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { id, config } of restaurants) {
    const value = read(config);
    const other = seen.get(value);
    if (other !== undefined)
      problems.push(new Problem(`restaurant "${id}": `, key, `same as restaurant "${other}"`));
    else seen.set(value, id);
  }
  return problems;
}

/**
 * Reads and validates RESTAURANTS_FILE with the shared variables of `env`. Every restaurant's
 * fields go through today's parsing (`parseConfig`), so each means what its variable means. A
 * file with any problem is refused whole: ConfigError with one line naming the file, the
 * restaurant and the key (`restaurants file /x.json: restaurant "lipite": partner.apiKey:
 * required`).
 */
export function parseRestaurantsFile(
  file: string,
  env: Record<string, string | undefined>,
): Restaurant[] {
  const path = resolve(file);
  const refuse = (problems: readonly (Problem | string)[]): never => {
    throw new ConfigError(`restaurants file ${path}: ${problems.map(String).join('; ')}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'not JSON' : 'cannot be read';
    return refuse([`${reason} (${(error as Error).message.split('\n')[0]})`]);
  }
  const outer = RestaurantsFile.safeParse(json);
  if (!outer.success)
    return refuse(
      outer.error.issues.map((issue) => new Problem('', keyOf(issue.path), issue.message)),
    );
  const problems: Problem[] = [];
  const entries: RestaurantEntry[] = [];
  outer.data.restaurants.forEach((raw, index) => {
    const where = whereOf(raw, index);
    const resolved = resolveReferences(raw, env, [], (key, name) =>
      problems.push(new Problem(where, key, `environment variable ${name} is not set`)),
    );
    const entry = RestaurantEntry.safeParse(resolved);
    if (!entry.success) {
      for (const issue of entry.error.issues) {
        const key = issue.code === 'unrecognized_keys' ? keyOf([...issue.path, ...issue.keys]) : '';
        const message = issue.code === 'unrecognized_keys' ? 'unknown key' : issue.message;
        problems.push(new Problem(where, key || keyOf(issue.path), message));
      }
      return;
    }
    entries.push(entry.data);
  });
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id))
      problems.push(new Problem(`restaurant "${entry.id}": `, 'id', 'used twice'));
    ids.add(entry.id);
  }
  if (problems.length > 0) return refuse(problems);
  const restaurants = entries.flatMap(
    (entry) => restaurantOf(entry, env, dirname(path), problems) ?? [],
  );
  // Two restaurants on one bot would answer each other's customers.
  problems.push(...sameValue(restaurants, (config) => config.telegram.token, 'botToken'));
  // A shared variable's problem shows once, not once per restaurant.
  const lines = [...new Set(problems.map(String))];
  if (lines.length > 0) return refuse(lines);
  return restaurants;
}

const FleetVariables = z.object({
  OPERATOR_CHAT_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'must be a chat id' }).int('must be a chat id').optional(),
  ),
  ADMIN_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
});

/**
 * The whole fleet from the environment: RESTAURANTS_FILE's restaurants, else today's variables
 * as a fleet of one (`default`, keys and paths exactly as today). Throws ConfigError (one line).
 */
export function parseFleetConfig(env: Record<string, string | undefined>): FleetConfig {
  const shared = FleetVariables.safeParse(env);
  if (!shared.success) {
    const problems = shared.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    throw new ConfigError(`configuration error: ${problems.join('; ')}`);
  }
  const file = env.RESTAURANTS_FILE || undefined;
  const restaurants =
    file === undefined
      ? [{ id: SINGLE_RESTAURANT_ID, config: parseConfig(env) }]
      : parseRestaurantsFile(file, env);
  return {
    file: file === undefined ? undefined : resolve(file),
    restaurants,
    operatorChatId: shared.data.OPERATOR_CHAT_ID,
    adminToken: shared.data.ADMIN_TOKEN,
  };
}
