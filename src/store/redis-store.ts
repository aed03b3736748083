import KeyvRedis, { createClient } from '@keyv/redis';
import type { Logger } from 'pino';
import { createKeyvStore, type KeyvBackend } from './keyv-store.ts';
import { CONNECT_TIMEOUT_MS, parseServerUrl, pingWithin, type ServerUrl } from './server-url.ts';
import type { Store } from './types.ts';

const SCAN_COUNT = 500;
// Compare-and-delete in one step on the server, so an expired entry found while listing cannot
// take a fresh value written to the same key in between.
const DELETE_IF_UNCHANGED =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

type RedisClient = ReturnType<typeof createRedisClient>;

/**
 * A node-redis client with no offline queue: while the connection is down, operations reject at
 * once instead of waiting in a client buffer (a write is never reported durable from there, and
 * ping answers false). At open a failed connect is final (start-up says why); once `running()`,
 * a lost connection is retried in the background with backoff.
 */
function createRedisClient(url: ServerUrl, running: () => boolean) {
  return createClient({
    url: url.href,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) =>
        running() ? Math.min(100 * 2 ** retries, 2_000) : cause,
    },
  });
}

/**
 * @keyv/redis with no key prefix of its own: keyv assigns its default namespace ('keyv') to the
 * adapter, which would then write 'keyv::menu:x'. The store already prefixes every key with
 * 'namespace:', so Redis holds exactly the keys the sqlite table holds.
 */
class UnprefixedKeyvRedis extends KeyvRedis<string> {
  override get namespace(): string | undefined {
    return undefined;
  }

  override set namespace(_value: string | undefined) {
    // Ignored on purpose (see the class comment).
  }
}

/** Escapes Redis glob metacharacters so SCAN MATCH treats `text` literally. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/** Index of the first key in sorted `keys` that sorts after `after`. */
function firstAfter(keys: string[], after: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((keys[mid] as string) <= after) low = mid + 1;
    else high = mid;
  }
  return low;
}

async function scanKeys(client: RedisClient, prefix: string): Promise<string[]> {
  const found = new Set<string>();
  let cursor = '0';
  do {
    const reply = await client.scan(cursor, {
      MATCH: `${escapeGlob(prefix)}*`,
      COUNT: SCAN_COUNT,
      TYPE: 'string',
    });
    cursor = String(reply.cursor);
    // SCAN may repeat a key; the prefix test keeps the match exact whatever the glob does.
    for (const key of reply.keys) if (key.startsWith(prefix)) found.add(key);
  } while (cursor !== '0');
  return [...found].sort();
}

/**
 * Lists a namespace in key order, as `KeyvBackend.scan` asks. SCAN has no order and no "after
 * this key", so the first page takes a sorted snapshot of the namespace's keys and later pages
 * continue in it (a page that finds none falls back to a fresh SCAN). Keys deleted meanwhile are
 * skipped without shortening the page, since a short page ends the listing.
 */
function redisScanner(client: RedisClient): KeyvBackend['scan'] {
  const snapshots = new Map<string, string[]>();
  return async (prefix, afterKey, limit) => {
    let keys = afterKey === undefined ? undefined : snapshots.get(prefix);
    if (keys === undefined) {
      keys = await scanKeys(client, prefix);
      snapshots.set(prefix, keys);
    }
    let index = afterKey === undefined ? 0 : firstAfter(keys, afterKey);
    const rows: Array<[string, string]> = [];
    while (rows.length < limit && index < keys.length) {
      const batch = keys.slice(index, index + limit - rows.length);
      index += batch.length;
      const values = await client.mGet(batch);
      batch.forEach((key, i) => {
        const value = values[i];
        if (typeof value === 'string') rows.push([key, value]);
      });
    }
    if (rows.length < limit && snapshots.get(prefix) === keys) snapshots.delete(prefix);
    return rows;
  };
}

function redisBackend(client: RedisClient, adapter: KeyvRedis<string>): KeyvBackend {
  return {
    adapter,
    // MGET, and one MULTI of SETs (with PX where a TTL is given, so Redis expires them too).
    getMany: (keys) => adapter.getMany(keys),
    setMany: (entries) => adapter.setMany(entries),
    scan: redisScanner(client),
    async deleteIfUnchanged(key, raw) {
      await client.eval(DELETE_IF_UNCHANGED, { keys: [key], arguments: [raw] });
    },
    async ping() {
      return (await pingWithin(client.ping(), 'redis PING')) === 'PONG';
    },
    async disconnect() {
      if (!client.isOpen) return;
      // close() lets replies in flight arrive; destroy() if the socket is already broken.
      await client.close().catch(() => client.destroy());
    },
  };
}

/** Logs what a write acknowledged by this server survives (docs/operations.md, "STORE_URL"). */
async function logDurability(client: RedisClient, url: ServerUrl, logger?: Logger): Promise<void> {
  const info = await client.info('persistence');
  const aof = /^aof_enabled:1\s*$/m.test(info);
  logger?.info({ store: 'redis', url: url.redacted, appendonly: aof }, 'store opened');
  if (!aof) {
    logger?.warn(
      { store: 'redis', url: url.redacted },
      'redis runs without appendonly: writes since its last RDB snapshot are lost if the Redis ' +
        'server itself crashes (set appendonly yes, appendfsync always or everysec)',
    );
  }
}

/**
 * Opens a Redis `Store` for `redis://[user:password@]host[:port][/db]` or `rediss://` (TLS),
 * connecting before it resolves; an unreachable server or refused login rejects at once with an
 * `unavailable` StoreError that never contains the password. Later, a lost connection is retried
 * in the background while operations fail fast (`createRedisClient`). `set` resolves once Redis
 * acknowledged the SET; how long that survives a crash of the Redis server depends on its
 * appendonly/appendfsync settings, which are logged at open. Used by `openStore`.
 */
export async function openRedisStore(rawUrl: string, logger?: Logger): Promise<Store> {
  const url = parseServerUrl(rawUrl, 'redis');
  let opened = false;
  const client = createRedisClient(url, () => opened);
  // Without a listener an 'error' event would crash the process; the message is scrubbed.
  client.on('error', (error: unknown) => {
    if (opened) logger?.warn({ store: 'redis', error: url.describe(error) }, 'redis error');
  });
  try {
    await client.connect();
    await logDurability(client, url, logger);
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw url.unavailable('could not connect to redis', error);
  }
  opened = true;
  const adapter = new UnprefixedKeyvRedis(client, { throwOnErrors: true });
  return createKeyvStore(redisBackend(client, adapter));
}
