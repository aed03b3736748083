import type { Logger } from 'pino';
import { StoreError } from './errors.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './types.ts';

type Opener = (url: string, logger?: Logger) => Promise<Store>;
// Loaded on demand, so the sqlite default never loads the Redis and Postgres drivers.
const openRedis: Opener = async (url, logger) =>
  (await import('./redis-store.ts')).openRedisStore(url, logger);
const openPostgres: Opener = async (url, logger) =>
  (await import('./postgres-store.ts')).openPostgresStore(url, logger);

// The server backends for several instances (docs/operations.md), by URL scheme.
const SERVER_OPENERS: Record<string, Opener> = {
  redis: openRedis,
  rediss: openRedis,
  postgres: openPostgres,
  postgresql: openPostgres,
};

/**
 * Opens the store named by STORE_URL, once, from the composition root (`main.ts`, the demo,
 * tests). `sqlite://relative/path` or `sqlite:///absolute/path` opens (and creates) that file and
 * its directory. `redis://`, `rediss://`, `postgres://` and `postgresql://` connect to that server
 * (see `openRedisStore`, `openPostgresStore`). Any other scheme rejects with a `StoreError` naming
 * the scheme, never the rest of the URL, which may hold a password.
 */
export async function openStore(url: string, options: { logger?: Logger } = {}): Promise<Store> {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(url);
  if (!match) {
    throw new StoreError('invalid_url', 'STORE_URL must look like sqlite://path/to/file.sqlite');
  }
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (scheme === 'sqlite') {
    if (rest.length === 0) {
      throw new StoreError('invalid_url', 'STORE_URL sqlite:// needs a file path');
    }
    if (rest === ':memory:') {
      // Sessions, the outbox and the menu must survive a restart (docs/architecture.md).
      throw new StoreError('invalid_url', 'STORE_URL sqlite://:memory: is not durable: use a file');
    }
    return openSqliteStore(rest, options.logger);
  }
  const openServer = SERVER_OPENERS[scheme];
  if (openServer !== undefined) return openServer(url, options.logger);
  throw new StoreError(
    'unsupported_scheme',
    `STORE_URL scheme "${scheme}:" is not supported (use sqlite://, redis://, rediss:// or postgres://)`,
  );
}
