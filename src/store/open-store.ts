import type { Logger } from 'pino';
import { StoreError } from './errors.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './types.ts';

// Backends named in DESIGN.md ("Growing past one machine") whose keyv adapters are not installed
// yet: STORE_URL may name them, and start-up then says exactly what is missing.
const NOT_INSTALLED: Record<string, string> = {
  redis: '@keyv/redis',
  rediss: '@keyv/redis',
  postgres: '@keyv/postgres',
  postgresql: '@keyv/postgres',
};

/**
 * Opens the store named by STORE_URL, once, from the composition root (`main.ts`, the demo,
 * tests). `sqlite://relative/path` or `sqlite:///absolute/path` opens (and creates) that file and
 * its directory. Any other scheme rejects with a `StoreError` naming the scheme (never the rest
 * of the URL, which may hold a password) and, for Redis and Postgres, the package to install.
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
      // Sessions, the outbox and the menu must survive a restart (DESIGN.md).
      throw new StoreError('invalid_url', 'STORE_URL sqlite://:memory: is not durable: use a file');
    }
    return openSqliteStore(rest, options.logger);
  }
  const adapterPackage = NOT_INSTALLED[scheme];
  if (adapterPackage !== undefined) {
    throw new StoreError(
      'unsupported_scheme',
      `STORE_URL scheme "${scheme}:" needs the ${adapterPackage} package, which is not installed ` +
        `(npm install ${adapterPackage}); use sqlite://path meanwhile`,
    );
  }
  throw new StoreError(
    'unsupported_scheme',
    `STORE_URL scheme "${scheme}:" is not supported (use sqlite://, redis://, rediss:// or postgres://)`,
  );
}
