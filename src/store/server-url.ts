import { StoreError } from './errors.ts';

/** How long a server store waits for its connection to open. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** How long a server store's ping may take. */
const PING_TIMEOUT_MS = 2_000;

/**
 * A STORE_URL naming a Redis or Postgres server, parsed once by its opener. `redacted` is what
 * logs and errors may show (user name and password replaced by `***`); the password's spellings
 * (as written and percent-decoded) stay private, so logging this object cannot show them, and
 * `scrub` removes them from any message.
 */
export class ServerUrl {
  readonly href: string;
  readonly redacted: string;
  readonly #secrets: readonly string[];

  constructor(href: string, redacted: string, secrets: readonly string[]) {
    this.href = href;
    this.redacted = redacted;
    this.#secrets = secrets;
  }

  /** `message` with every spelling of the password replaced by `***` (errors, logs). */
  scrub(message: string): string {
    let out = message;
    for (const secret of this.#secrets) out = out.split(secret).join('***');
    return out;
  }

  /** The message of any thrown value, scrubbed of the password. */
  describe(error: unknown): string {
    return this.scrub(error instanceof Error ? error.message || error.name : String(error));
  }

  /**
   * The `unavailable` StoreError an opener throws when the server cannot be reached or refuses
   * the login. It names the redacted URL and the scrubbed cause, and keeps no `cause` object:
   * driver errors can hold the connection options, password included.
   */
  unavailable(what: string, error: unknown): StoreError {
    return new StoreError(
      'unavailable',
      `STORE_URL ${this.redacted}: ${what}: ${this.describe(error)}`,
    );
  }
}

/**
 * Parses `url` for `openRedisStore`/`openPostgresStore`. A URL the WHATWG parser rejects gives
 * an `invalid_url` StoreError that names only the scheme: the parser's own error carries the
 * whole input, password included, so it is never attached as the cause.
 */
export function parseServerUrl(url: string, scheme: string): ServerUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreError('invalid_url', `STORE_URL ${scheme}: is not a valid URL`);
  }
  if (parsed.hostname === '') {
    throw new StoreError('invalid_url', `STORE_URL ${scheme}: needs a host name`);
  }
  const secrets = new Set<string>();
  if (parsed.password !== '') {
    secrets.add(parsed.password);
    try {
      secrets.add(decodeURIComponent(parsed.password));
    } catch {
      // A malformed escape stays as written; the raw spelling is already scrubbed.
    }
  }
  const redacted = new URL(parsed.href);
  if (redacted.username !== '') redacted.username = '***';
  if (redacted.password !== '') redacted.password = '***';
  redacted.search = '';
  return new ServerUrl(parsed.href, redacted.href, [...secrets]);
}

/**
 * Settles like `ping`, or rejects after PING_TIMEOUT_MS (/readyz must answer even when the
 * server hangs). The timer is cleared either way so it never holds the process.
 */
export function pingWithin<T>(ping: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} timed out after ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}
