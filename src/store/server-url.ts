import { StoreError } from './errors.ts';

/**
 * A STORE_URL naming a Redis or Postgres server, parsed once by its opener. `redacted` is what
 * logs and errors may show (user name and password replaced by `***`); `secrets` are the
 * password's spellings (as written and percent-decoded) that `scrub` removes from any message.
 */
export interface ServerUrl {
  href: string;
  redacted: string;
  secrets: string[];
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
  return { href: parsed.href, redacted: redacted.href, secrets: [...secrets] };
}

/** `message` with every spelling of the URL's password replaced by `***` (errors, logs). */
export function scrub(url: ServerUrl, message: string): string {
  let out = message;
  for (const secret of url.secrets) out = out.split(secret).join('***');
  return out;
}

/** The message of any thrown value, scrubbed of the URL's password. */
export function describeError(url: ServerUrl, error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return scrub(url, message);
}

/**
 * The `unavailable` StoreError an opener throws when the server cannot be reached or refuses the
 * login. It names the redacted URL and the scrubbed cause, and keeps no `cause` object: driver
 * errors can hold the connection options, password included.
 */
export function unavailableError(url: ServerUrl, what: string, error: unknown): StoreError {
  return new StoreError(
    'unavailable',
    `STORE_URL ${url.redacted}: ${what}: ${describeError(url, error)}`,
  );
}

/**
 * Settles like `promise`, or rejects after `ms` (used by ping for /readyz, which must answer
 * even when the server hangs). The timer is cleared either way so it never holds the process.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
