import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { KeyvSqlite } from '@keyv/sqlite';
import type { Logger } from 'pino';
import { createKeyvStore, type KeyvBackend, type RawEntry } from './keyv-store.ts';
import type { Store } from './types.ts';

/** @keyv/sqlite's table: `key VARCHAR(255) PRIMARY KEY, value TEXT` (its default name). */
const TABLE = 'keyv';
// A second process on the same file (a demo beside the bot) waits for the write lock instead of
// failing at once with SQLITE_BUSY.
const BUSY_TIMEOUT_MS = 5_000;

type Row = Record<string, unknown>;

/** A sqlite `Store` that can also report its connection's pragmas (start-up log, tests). */
export interface SqliteStore extends Store {
  /** The live connection's settings: expected `'wal'` and `1` (NORMAL). */
  pragmas(): Promise<{ journalMode: unknown; synchronous: unknown }>;
}

async function readPragmas(
  adapter: KeyvSqlite,
): Promise<{ journalMode: unknown; synchronous: unknown }> {
  const journal = (await adapter.query('PRAGMA journal_mode')) as Row[];
  const synchronous = (await adapter.query('PRAGMA synchronous')) as Row[];
  return { journalMode: journal[0]?.journal_mode, synchronous: synchronous[0]?.synchronous };
}

/**
 * Turns on and checks the pragmas the design asks for: WAL lets readers run beside the writer,
 * and synchronous=NORMAL skips an fsync per commit (a commit survives a process crash; only an
 * OS crash or power loss can drop the last commits). journal_mode is stored in the file;
 * synchronous is per connection, which is why the store keeps exactly one.
 */
async function applyPragmas(adapter: KeyvSqlite, path: string): Promise<void> {
  await adapter.query('PRAGMA journal_mode=WAL');
  await adapter.query('PRAGMA synchronous=NORMAL');
  const { journalMode, synchronous } = await readPragmas(adapter);
  if (journalMode !== 'wal' || synchronous !== 1) {
    throw new Error(
      `sqlite store ${path}: could not set WAL journal and synchronous=NORMAL ` +
        `(got ${String(journalMode)}, ${String(synchronous)})`,
    );
  }
}

/** One multi-row upsert: a later entry for the same key wins (the store never sends one). */
function upsertMany(entries: RawEntry[]): { sql: string; params: string[] } {
  const rows = new Map(entries.map((entry) => [entry.key, entry.value]));
  return {
    sql:
      `INSERT INTO ${TABLE} (key, value) VALUES ${Array.from(rows, () => '(?, ?)').join(', ')} ` +
      'ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    params: [...rows].flat(),
  };
}

function sqliteBackend(adapter: KeyvSqlite): KeyvBackend {
  return {
    adapter,
    async getMany(keys) {
      // @keyv/sqlite's own getMany matches rows to keys with a linear search per key.
      const rows = (await adapter.query(
        `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
        JSON.stringify(keys),
      )) as Array<{ key: string; value: string }>;
      const found = new Map(rows.map((row) => [row.key, row.value]));
      return keys.map((key) => found.get(key));
    },
    async setMany(entries) {
      // @keyv/sqlite has no setMany (keyv would send one statement per row); sqlite has no TTL.
      if (entries.length === 0) return;
      const { sql, params } = upsertMany(entries);
      await adapter.query(sql, ...params);
    },
    async scan(prefix, afterKey, limit) {
      // A key range rather than LIKE: exact and case-sensitive (BINARY collation), and it uses
      // the primary-key index. Every key that starts with 'name:' sorts below 'name;'.
      const upper = `${prefix.slice(0, -1)};`;
      const rows = (await (afterKey === undefined
        ? adapter.query(
            `SELECT key, value FROM ${TABLE} WHERE key >= ? AND key < ? ORDER BY key LIMIT ?`,
            prefix,
            upper,
            limit,
          )
        : adapter.query(
            `SELECT key, value FROM ${TABLE} WHERE key > ? AND key < ? ORDER BY key LIMIT ?`,
            afterKey,
            upper,
            limit,
          ))) as Array<{ key: string; value: string }>;
      return rows.map((row) => [row.key, row.value]);
    },
    async deleteIfUnchanged(key, raw) {
      await adapter.query(`DELETE FROM ${TABLE} WHERE key = ? AND value = ?`, key, raw);
    },
    async ping() {
      const rows = (await adapter.query('SELECT 1 AS ok')) as Row[];
      return rows[0]?.ok === 1;
    },
    disconnect: () => adapter.disconnect(),
  };
}

/**
 * Opens (creating it and its directory when missing) the sqlite file at `path`, relative to the
 * working directory unless absolute, with one connection shared by every namespace. Used by
 * `openStore` for `sqlite://` URLs; resolves only once the table exists and the pragmas hold.
 */
export async function openSqliteStore(path: string, logger?: Logger): Promise<SqliteStore> {
  const file = resolve(path);
  await mkdir(dirname(file), { recursive: true });
  const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: BUSY_TIMEOUT_MS });
  try {
    await applyPragmas(adapter, file);
  } catch (error) {
    await adapter.disconnect().catch(() => undefined);
    throw error;
  }
  logger?.info({ store: 'sqlite', file, journalMode: 'wal' }, 'store opened');
  const store = createKeyvStore(sqliteBackend(adapter));
  return { ...store, pragmas: () => readPragmas(adapter) };
}
