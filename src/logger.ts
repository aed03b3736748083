import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/**
 * Keys whose values never reach a log line, wherever they appear (any depth, any case):
 * credentials and tokens, and customer contact data (spec "Authentication" 2: never in logs).
 */
const REDACTED_KEYS = new Set([
  'authorization',
  'password',
  'apipassword',
  'api_password',
  'apikey',
  'api_key',
  'token',
  'bottoken',
  'bot_token',
  'secret',
  'webhooksecret',
  'webhook_secret',
  'secret_token',
  'phone',
  'phone_number',
  'email',
  // the e-mail step's corrected e-mail (issue 36): the customer's address all the same
  'emailsuggestion',
  'address',
  // what customers and staff write (a word with the restaurant, a rating's comment, a relayed
  // reply): a failed Bot API call's error carries its request (GrammyError.payload.text)
  'text',
  'caption',
]);

const REDACTED = '[REDACTED]';
const MAX_DEPTH = 10;

// A Telegram bot token (digits, a colon, 35 url-safe characters) and a Basic credential are
// recognised by shape too, so one that leaks into an error message or URL is still hidden.
const SECRET_PATTERNS = [/(?<!\d)\d{5,}:[A-Za-z0-9_-]{30,}/g, /\bBasic\s+[A-Za-z0-9+/=]{8,}/gi];

/** Replaces every known secret and every secret-shaped substring in a string. */
function scrubString(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, REDACTED);
  return out;
}

function redactValue(
  value: unknown,
  secrets: readonly string[],
  depth: number,
  seen: WeakSet<object>,
): unknown {
  if (typeof value === 'string') return scrubString(value, secrets);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const source: Record<string, unknown> = {};
  if (value instanceof Error) {
    // Errors are flattened here so their message, stack and cause are scrubbed like the rest.
    source.type = value.name;
    source.message = value.message;
    source.stack = value.stack;
    if (value.cause !== undefined) source.cause = value.cause;
  }
  Object.assign(source, value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    out[key] = REDACTED_KEYS.has(key.toLowerCase())
      ? REDACTED
      : redactValue(item, secrets, depth + 1, seen);
  }
  return out;
}

/**
 * Returns a deep copy of `value` with secret keys replaced and known secrets scrubbed from
 * every string. Exported for the tests and for anything that must print structured data.
 */
export function redact(value: unknown, secrets: readonly string[] = []): unknown {
  return redactValue(
    value,
    secrets.filter((secret) => secret.length >= 4),
    0,
    new WeakSet(),
  );
}

/** What the logger needs to know: level, the secrets of this process, and where to write. */
export interface LoggerSettings {
  level: string;
  /** Literal secret values (API key and password, their Basic form, bot token, webhook secret). */
  secrets?: readonly string[];
  destination?: DestinationStream;
}

/**
 * Creates the process logger: pino JSON lines, with every object passed through `redact` and
 * every message string scrubbed of the configured secrets. Nothing can opt out of it.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const secrets = (settings.secrets ?? []).filter((secret) => secret.length >= 4);
  const options: LoggerOptions = {
    level: settings.level,
    base: undefined,
    // `redact` already flattened every Error (type, message, stack, cause, own fields), so pino's
    // own err serializer, which would rename the flattened object's type to "Object", is bypassed.
    serializers: { err: (error: unknown) => error },
    formatters: {
      log: (object) => redact(object, secrets) as Record<string, unknown>,
      bindings: (bindings) => redact(bindings, secrets) as Record<string, unknown>,
    },
    hooks: {
      // The last gate before the stream: pino does not pass a child's bindings through the
      // formatters, so the finished line is parsed and redacted once more as a whole.
      streamWrite(line) {
        try {
          return `${JSON.stringify(redact(JSON.parse(line), secrets))}\n`;
        } catch {
          return scrubString(line, secrets);
        }
      },
    },
  };
  return settings.destination === undefined ? pino(options) : pino(options, settings.destination);
}

/** The secrets a partner configuration adds to the logger: both parts and the Basic form. */
export function partnerSecrets(apiKey: string, apiPassword: string): string[] {
  return [apiKey, apiPassword, Buffer.from(`${apiKey}:${apiPassword}`).toString('base64')];
}
