import { KeyvPostgres } from '@keyv/postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { createKeyvStore, type KeyvBackend } from './keyv-store.ts';
import { CONNECT_TIMEOUT_MS, parseServerUrl, pingWithin, type ServerUrl } from './server-url.ts';
import type { Store } from './types.ts';

/** @keyv/postgres's default table, created here first with a bytewise ("C") key collation. */
const TABLE = 'public.keyv';
// The column type @keyv/postgres would create, plus COLLATE "C": the namespace range below then
// compares bytes (the database's locale collation could sort 'menuX' between 'menu:' and
// 'menu;') and is served by the primary-key index.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE} (key VARCHAR(255) COLLATE "C" PRIMARY KEY, value TEXT)`;
// Two processes creating the table at once: one of them sees a duplicate pg_type row or table.
const ALREADY_CREATED = new Set(['23505', '42P07']);
const POOL_SIZE = 4;
// The versioned writes (KeyvBackend.compareAndSet), one statement each: under READ COMMITTED an
// UPDATE that waited for another writer's row lock re-checks its WHERE on the row that writer
// committed, and an INSERT that meets a committed row takes the ON CONFLICT branch on it. A row
// with no version is version 1; one past its expiry (the store's clock, `now`) counts as absent.
const CAS_UPDATE =
  `UPDATE ${TABLE} SET value = $1 WHERE key = $2 ` +
  "AND coalesce((value::jsonb ->> 'version')::bigint, 1) = $3 " +
  "AND coalesce((value::jsonb ->> 'expires')::float8 >= $4, true)";
const CAS_INSERT =
  `INSERT INTO ${TABLE} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE ` +
  "SET value = EXCLUDED.value WHERE (keyv.value::jsonb ->> 'expires')::float8 < $3";

/** How long one statement may take before it fails instead of holding a chat or an order. */
export interface PostgresTimeouts {
  /** The server cancels a statement running (or waiting for a lock) longer than this. */
  statementMs: number;
  /** The client gives up on an answer after this (a hung server or a silent network). */
  queryMs: number;
}

// Far above any real statement (a 20 MB menu copy is written in about a second).
const TIMEOUTS: PostgresTimeouts = { statementMs: 10_000, queryMs: 15_000 };

/**
 * @keyv/postgres on a pool this store owns. The adapter's own pool is one module-wide singleton
 * per URI with no 'error' listener: closing one store would end another's pool, and an idle
 * connection dropped by the server would crash the process with an unhandled 'error'.
 */
function pooledAdapter(pool: pg.Pool): KeyvPostgres {
  class PooledKeyvPostgres extends KeyvPostgres {
    override async connect() {
      return async (sql: string, values?: unknown[]) => (await pool.query(sql, values)).rows;
    }

    override async disconnect() {
      // The pool is ended by the backend, after the store's operations drained.
    }
  }
  return new PooledKeyvPostgres({ table: 'keyv', schema: 'public', keySize: 255 });
}

function postgresBackend(pool: pg.Pool, adapter: KeyvPostgres): KeyvBackend {
  return {
    adapter,
    // One `key = ANY($1)` select and one UNNEST upsert (Postgres has no TTL; keyv's envelope does).
    getMany: (keys) => adapter.getMany(keys),
    setMany: (entries) => adapter.setMany(entries),
    async scan(prefix, afterKey, limit) {
      // A key range, not LIKE: exact, case-sensitive, and an index range scan. Every key that
      // starts with 'name:' sorts below 'name;' bytewise; COLLATE "C" also covers a table an
      // older @keyv/postgres created with the database's collation.
      const upper = `${prefix.slice(0, -1)};`;
      const lower = afterKey === undefined ? 'key COLLATE "C" >= $1' : 'key COLLATE "C" > $1';
      const result = await pool.query<{ key: string; value: string }>(
        `SELECT key, value FROM ${TABLE} WHERE ${lower} AND key COLLATE "C" < $2 ` +
          'ORDER BY key COLLATE "C" LIMIT $3',
        [afterKey ?? prefix, upper, limit],
      );
      return result.rows.map((row) => [row.key, row.value]);
    },
    async deleteIfUnchanged(key, raw) {
      await pool.query(`DELETE FROM ${TABLE} WHERE key = $1 AND value = $2`, [key, raw]);
    },
    async compareAndSet(key, raw, expected, _ttl, now) {
      const result =
        expected === 0
          ? await pool.query(CAS_INSERT, [key, raw, now])
          : await pool.query(CAS_UPDATE, [raw, key, expected, now]);
      return result.rowCount === 1;
    },
    async ping() {
      const result = await pingWithin(
        pool.query<{ ok: number }>('SELECT 1 AS ok'),
        'postgres ping',
      );
      return result.rows[0]?.ok === 1;
    },
    disconnect: () => pool.end(),
  };
}

async function createTable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(CREATE_TABLE);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !ALREADY_CREATED.has(code)) throw error;
  }
}

/** Logs what a committed write survives on this server (docs/operations.md, "STORE_URL"). */
async function logDurability(pool: pg.Pool, url: ServerUrl, logger?: Logger): Promise<void> {
  const sync = (await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]
    ?.synchronous_commit;
  const fsync = (await pool.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync;
  logger?.info(
    { store: 'postgres', url: url.redacted, synchronousCommit: sync, fsync },
    'store opened',
  );
  if (sync === 'off' || fsync === 'off') {
    logger?.warn(
      { store: 'postgres', url: url.redacted },
      'postgres runs with synchronous_commit or fsync off: a commit the store reported can be ' +
        'lost if the database server crashes',
    );
  }
}

/**
 * Opens a Postgres `Store` for `postgres://user:password@host[:port]/database` (or
 * `postgresql://`; `?sslmode=require` etc. as libpq reads them), on a small pool of its own.
 * Resolves once the server answered and the `public.keyv` table exists; an unreachable server
 * or refused login rejects with an `unavailable` StoreError that never contains the password.
 * `set` resolves once the INSERT committed, which with the server's default synchronous_commit=on
 * means flushed to its write-ahead log; a statement that takes longer than `timeouts` rejects.
 * Used by `openStore`.
 */
export async function openPostgresStore(
  rawUrl: string,
  logger?: Logger,
  timeouts: PostgresTimeouts = TIMEOUTS,
): Promise<Store> {
  const url = parseServerUrl(rawUrl, 'postgres');
  const pool = new pg.Pool({
    connectionString: url.href,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A hung but connected server, or a lock held elsewhere, fails the operation (the caller
    // handles it as any store failure) instead of leaving it, and the chat behind it, waiting.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    application_name: 'restaurant-order-bot',
  });
  // An idle connection the server drops is reported here; without a listener it would crash
  // the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    logger?.warn({ store: 'postgres', error: url.describe(error) }, 'postgres error');
  });
  try {
    await createTable(pool);
    await logDurability(pool, url, logger);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw url.unavailable('could not open the postgres store', error);
  }
  const adapter = pooledAdapter(pool);
  adapter.on('error', (error: unknown) => {
    logger?.warn({ store: 'postgres', error: url.describe(error) }, 'postgres error');
  });
  return createKeyvStore(postgresBackend(pool, adapter));
}
