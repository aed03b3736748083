import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { KeyvSqlite } from '@keyv/sqlite';
import type { Logger } from 'pino';
import { createKeyvStore, type KeyvBackend } from './keyv-store.ts';
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
 * synchronous is per connection: both of the store's connections (keyv's, and the hot one that
 * reads and writes every chat, see `hotStatements`) set it.
 */
async function applyPragmas(adapter: KeyvSqlite, path: string): Promise<void> {
  await adapter.query('PRAGMA journal_mode=WAL');
  await adapter.query('PRAGMA synchronous=NORMAL');
  checkPragmas(await readPragmas(adapter), path);
}

/** The hot connection's settings (the one that reads and writes every chat). */
function hotPragmas(db: DatabaseSync): { journalMode: unknown; synchronous: unknown } {
  const journal = db.prepare('PRAGMA journal_mode').get();
  const synchronous = db.prepare('PRAGMA synchronous').get();
  return { journalMode: journal?.journal_mode, synchronous: synchronous?.synchronous };
}

function checkPragmas(
  { journalMode, synchronous }: { journalMode: unknown; synchronous: unknown },
  path: string,
): void {
  if (journalMode !== 'wal' || synchronous !== 1) {
    throw new Error(
      `sqlite store ${path}: could not set WAL journal and synchronous=NORMAL ` +
        `(got ${String(journalMode)}, ${String(synchronous)})`,
    );
  }
}

/**
 * The two statements every update runs (a batch of reads, a batch of writes), prepared once on a
 * synchronous `node:sqlite` connection. Through node-sqlite3 each statement was prepared,
 * queued to libuv's thread pool, run and finalized per call: about 130 µs of CPU per statement
 * on this project's machine (thread hand-offs and wake-ups), against about 15 µs here for a
 * batch of small rows (the row lookups and the WAL append are cheaper than the hand-off). Keys
 * and rows travel as one JSON parameter, so the text of each statement never changes. What runs
 * on the main thread now: sqlite's automatic WAL checkpoint, inside the commit that crosses 1,000
 * pages (a few milliseconds every few hundred updates), and the wait for another process's
 * write lock (`timeout`, rare: only a second process on the file writes beside the bot).
 * Scans, deletes and pings stay on keyv's asynchronous connection.
 */
function hotStatements(db: DatabaseSync) {
  const select = db.prepare(
    `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
  );
  // A later entry for the same key wins (the store never sends one). `WHERE true` keeps
  // sqlite from reading ON CONFLICT as a join constraint of the SELECT.
  const upsert = db.prepare(
    `INSERT INTO ${TABLE} (key, value) SELECT value ->> 0, value ->> 1 FROM json_each(?) ` +
      'WHERE true ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  return { select, upsert };
}

function sqliteBackend(adapter: KeyvSqlite, hot: DatabaseSync): KeyvBackend {
  const { select, upsert } = hotStatements(hot);
  return {
    adapter,
    async getMany(keys) {
      // @keyv/sqlite's own getMany matches rows to keys with a linear search per key.
      const rows = select.all(JSON.stringify(keys)) as Array<{ key: string; value: string }>;
      const found = new Map(rows.map((row) => [row.key, row.value]));
      return keys.map((key) => found.get(key));
    },
    async setMany(entries) {
      // @keyv/sqlite has no setMany (keyv would send one statement per row); sqlite has no TTL.
      if (entries.length === 0) return;
      // The statement waits for the end of this turn of the event loop: a synchronous write
      // would finish at once, and every chat answered in a later callback of the same turn would
      // commit on its own; while this one waits, the store's batcher gathers them for the next.
      await new Promise((resolve) => setImmediate(resolve));
      upsert.run(JSON.stringify(entries.map((entry) => [entry.key, entry.value])));
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
    async disconnect() {
      // keyv's connection closes last and, as the file's last connection, checkpoints the WAL.
      hot.close();
      await adapter.disconnect();
    },
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
  let hot: DatabaseSync | undefined;
  try {
    hot = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
    hot.exec('PRAGMA synchronous=NORMAL');
    checkPragmas(hotPragmas(hot), file);
  } catch (error) {
    hot?.close();
    await adapter.disconnect().catch(() => undefined);
    throw error;
  }
  logger?.info({ store: 'sqlite', file, journalMode: 'wal' }, 'store opened');
  const store = createKeyvStore(sqliteBackend(adapter, hot));
  const connection = hot;
  return { ...store, pragmas: async () => hotPragmas(connection) };
}
