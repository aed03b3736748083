import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { KeyvSqlite } from '@keyv/sqlite';
import type { Logger } from 'pino';
import sqlite3 from 'sqlite3';
import { createKeyvStore, type KeyvBackend, type RawEntry } from './keyv-store.ts';
import type { Store } from './types.ts';

/** @keyv/sqlite's table: `key VARCHAR(255) PRIMARY KEY, value TEXT` (its default name). */
const TABLE = 'keyv';
// A second process on the same file (a demo beside the bot) waits for the write lock instead of
// failing at once with SQLITE_BUSY.
const BUSY_TIMEOUT_MS = 5_000;
/** Rows a write binds as plain parameters (2 each); a larger batch goes as one JSON array. */
const PLAIN_ROWS = 16;

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
async function hotPragmas(
  db: sqlite3.Database,
): Promise<{ journalMode: unknown; synchronous: unknown }> {
  const journal = await allRows<Row>(db, 'PRAGMA journal_mode');
  const synchronous = await allRows<Row>(db, 'PRAGMA synchronous');
  return { journalMode: journal[0]?.journal_mode, synchronous: synchronous[0]?.synchronous };
}

function allRows<T>(db: sqlite3.Database, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    db.all<T>(sql, (error, rows) => (error ? reject(error) : resolve(rows)));
  });
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
 * The statements every update runs (a batch of reads, a batch of writes) and the versioned
 * namespaces' compare-and-set, prepared once on a connection of their own. Through `@keyv/sqlite`'s `query`, node-sqlite3 prepared a new
 * statement for every call, on libuv's thread pool, then ran it there and finalized it: two
 * thread hand-offs per statement instead of one (about 130 against 60 µs of CPU per statement on
 * this project's machine). The text of each statement never changes: keys to read travel as one
 * JSON parameter; a write of up to PLAIN_ROWS rows binds each key and value as plain parameters
 * (one statement prepared per row count, on first use), a larger one sends its rows as one JSON
 * parameter. The connection is node-sqlite3's, as keyv's is: two copies of sqlite in one process
 * (node:sqlite beside it) would each drop the other's POSIX locks on the file when one closes it,
 * which sqlite documents as a way to corrupt a database.
 */
function hotStatements(db: sqlite3.Database) {
  const select = db.prepare(
    `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
  );
  // A later entry for the same key wins (the store never sends one). `WHERE true` keeps
  // sqlite from reading ON CONFLICT as a join constraint of the SELECT.
  const upsertJson = db.prepare(
    `INSERT INTO ${TABLE} (key, value) SELECT value ->> 0, value ->> 1 FROM json_each(?) ` +
      'WHERE true ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  // Rows as plain parameters: no JSON array around JSON values, which cost a second stringify
  // (escaping every quote) here and a json_each parse on libuv's pool. With several chats
  // answered from one getUpdates, a batch of a few rows is the usual write under load.
  const upsertPlain = new Map<number, sqlite3.Statement>();
  const plain = (rows: number): sqlite3.Statement => {
    let statement = upsertPlain.get(rows);
    if (statement === undefined) {
      statement = db.prepare(
        `INSERT INTO ${TABLE} (key, value) VALUES ${Array(rows).fill('(?, ?)').join(', ')} ` +
          'ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      );
      upsertPlain.set(rows, statement);
    }
    return statement;
  };
  // The versioned writes (`VersionedKeyValue`): each one statement, so sqlite's write lock makes
  // the compare and the write one step against every other connection. A row with no version is
  // version 1; a row whose expiry passed counts as absent, so it neither matches a version nor
  // stops a create (`now` is the store's clock, as keyv's expiry reads it).
  const casUpdate = db.prepare(
    `UPDATE ${TABLE} SET value = ? WHERE key = ? AND coalesce(value ->> '$.version', 1) = ? ` +
      "AND coalesce(value ->> '$.expires' >= ?, true)",
  );
  const casInsert = db.prepare(
    `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE ` +
      `SET value = excluded.value WHERE ${TABLE}.value ->> '$.expires' < ?`,
  );
  const run = (statement: sqlite3.Statement, params: string[]) =>
    new Promise<void>((resolve, reject) => {
      statement.run(params, (error: Error | null) => (error ? reject(error) : resolve()));
    });
  // node-sqlite3 reports the rows a statement changed on `this` of the callback.
  const changes = (statement: sqlite3.Statement, params: Array<string | number>) =>
    new Promise<number>((resolve, reject) => {
      statement.run(params, function (this: sqlite3.RunResult, error: Error | null) {
        if (error) reject(error);
        else resolve(this.changes);
      });
    });
  return {
    select: (keys: string) =>
      new Promise<Array<{ key: string; value: string }>>((resolve, reject) => {
        select.all<{ key: string; value: string }>(keys, (error, rows) =>
          error ? reject(error) : resolve(rows),
        );
      }),
    upsert: (entries: RawEntry[]): Promise<void> => {
      if (entries.length > PLAIN_ROWS) {
        return run(upsertJson, [JSON.stringify(entries.map((entry) => [entry.key, entry.value]))]);
      }
      const params: string[] = [];
      for (const entry of entries) params.push(entry.key, entry.value);
      return run(plain(entries.length), params);
    },
    compareAndSet: async (key: string, raw: string, expected: number, now: number) =>
      (expected === 0
        ? await changes(casInsert, [key, raw, now])
        : await changes(casUpdate, [raw, key, expected, now])) === 1,
    finalize: () =>
      Promise.all(
        [select, upsertJson, casUpdate, casInsert, ...upsertPlain.values()].map(
          (statement) => new Promise<void>((resolve) => statement.finalize(() => resolve())),
        ),
      ),
  };
}

function sqliteBackend(adapter: KeyvSqlite, hot: sqlite3.Database): KeyvBackend {
  const statements = hotStatements(hot);
  return {
    adapter,
    async getMany(keys) {
      // @keyv/sqlite's own getMany matches rows to keys with a linear search per key.
      const rows = await statements.select(JSON.stringify(keys));
      const found = new Map(rows.map((row) => [row.key, row.value]));
      return keys.map((key) => found.get(key));
    },
    async setMany(entries) {
      // @keyv/sqlite has no setMany (keyv would send one statement per row); sqlite has no TTL.
      if (entries.length === 0) return;
      await statements.upsert(entries);
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
    // On the hot connection, like every write: a read after it resolved sees it. sqlite has no
    // TTL; the envelope's expiry is all.
    compareAndSet: (key, raw, expected, _ttl, now) =>
      statements.compareAndSet(key, raw, expected, now),
    async ping() {
      const rows = (await adapter.query('SELECT 1 AS ok')) as Row[];
      return rows[0]?.ok === 1;
    },
    async disconnect() {
      await statements.finalize();
      await closeConnection(hot);
      // keyv's connection closes last and, as the file's last connection, checkpoints the WAL.
      await adapter.disconnect();
    },
  };
}

/**
 * Opens (creating it and its directory when missing) the sqlite file at `path`, relative to the
 * working directory unless absolute, with two connections shared by every namespace (keyv's, and
 * the one for the chats' reads and writes, see `hotStatements`). Used by `openStore` for
 * `sqlite://` URLs; resolves only once the table exists and the pragmas hold.
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
  let hot: sqlite3.Database | undefined;
  try {
    hot = await openConnection(file);
    hot.configure('busyTimeout', BUSY_TIMEOUT_MS);
    await allRows(hot, 'PRAGMA synchronous=NORMAL');
    checkPragmas(await hotPragmas(hot), file);
  } catch (error) {
    if (hot) await closeConnection(hot).catch(() => undefined);
    await adapter.disconnect().catch(() => undefined);
    throw error;
  }
  logger?.info({ store: 'sqlite', file, journalMode: 'wal' }, 'store opened');
  const store = createKeyvStore(sqliteBackend(adapter, hot));
  const connection = hot;
  return { ...store, pragmas: () => hotPragmas(connection) };
}

function openConnection(file: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
}

function closeConnection(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
}
