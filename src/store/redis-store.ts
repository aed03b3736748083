import KeyvRedis, { createClient } from '@keyv/redis';
import type { Logger } from 'pino';
import { createKeyvStore, type KeyvBackend } from './keyv-store.ts';
import { CONNECT_TIMEOUT_MS, parseServerUrl, pingWithin, type ServerUrl } from './server-url.ts';
import type { Store } from './types.ts';

const SCAN_COUNT = 500;
/** Members per ZADD while a namespace's index is first built. */
const INDEX_BATCH = 500;
// Compare-and-delete in one step on the server, so an expired entry found while listing cannot
// take a fresh value written to the same key in between; the key leaves its namespace's index.
const DELETE_IF_UNCHANGED =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('ZREM', KEYS[2], KEYS[1]) " +
  "return redis.call('DEL', KEYS[1]) end return 0";
const DELETE = "redis.call('ZREM', KEYS[2], KEYS[1]) return redis.call('DEL', KEYS[1])";
// One batched write: KEYS are (key, its namespace's marker, its namespace's index) triples, ARGV
// (value, ttl in ms or '') pairs. A key joins the index only in a namespace that has been listed
// (marker present): namespaces never listed keep no index, so their expired keys leave nothing.
const SET_MANY = `for i = 1, #KEYS, 3 do
  local j = (i - 1) / 3 * 2 + 1
  if ARGV[j + 1] == '' then redis.call('SET', KEYS[i], ARGV[j])
  else redis.call('SET', KEYS[i], ARGV[j], 'PX', ARGV[j + 1]) end
  if redis.call('EXISTS', KEYS[i + 1]) == 1 then redis.call('ZADD', KEYS[i + 2], 0, KEYS[i]) end
end
return #KEYS / 3`;
// One versioned write (KeyvBackend.compareAndSet), atomic as every script: KEYS are the key, its
// namespace's marker and index as in SET_MANY; ARGV the new row, the expected version, the ttl
// in ms or '', and the store's clock. The stored row's version: 0 when absent or past its
// envelope's expiry (Redis may not have expired it yet), else its `version` field, 1 without one.
// A row that is not JSON fails the call, as its read fails.
const COMPARE_AND_SET = `local raw = redis.call('GET', KEYS[1])
local version = 0
if raw then
  local ok, row = pcall(cjson.decode, raw)
  if not ok or type(row) ~= 'table' then return redis.error_reply('stored row is not JSON') end
  if type(row.expires) == 'number' and tonumber(ARGV[4]) > row.expires then version = 0
  elseif type(row.version) == 'number' then version = row.version
  else version = 1 end
end
if version ~= tonumber(ARGV[2]) then return 0 end
if ARGV[3] == '' then redis.call('SET', KEYS[1], ARGV[1])
else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3]) end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('ZADD', KEYS[3], 0, KEYS[1]) end
return 1`;
// KEYS[1] is an index, the others members the lister found absent (expired or deleted): each
// leaves the index only if still absent, so a key written in between stays listed.
const DROP_ABSENT = `for i = 2, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 0 then redis.call('ZREM', KEYS[1], KEYS[i]) end
end
return 0`;
const INDEX_BUILT = 'built';

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
  readonly #raw: RedisClient;

  constructor(client: RedisClient) {
    super(client, { throwOnErrors: true });
    this.#raw = client;
  }

  override get namespace(): string | undefined {
    return undefined;
  }

  override set namespace(_value: string | undefined) {
    // Ignored on purpose (see the class comment).
  }

  /** The store's `delete` (through keyv): the key leaves its namespace's index in the same step. */
  override async delete(key: string): Promise<boolean> {
    const deleted = await this.#raw.eval(DELETE, { keys: [key, indexKey(namespaceOf(key))] });
    return Number(deleted) > 0;
  }
}

/** Escapes Redis glob metacharacters so SCAN MATCH treats `text` literally. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Each listed namespace keeps an index of its keys: a sorted set, all scores 0, so ZRANGE BYLEX
 * gives key order and "after this key" directly, and listing costs O(keys in the namespace)
 * instead of a SCAN over the whole database. The index and its marker live beside the namespace
 * ('#' cannot occur in a namespace name, so no namespace's 'name:' prefix covers them).
 */
function namespaceOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

export function indexKey(namespace: string): string {
  return `${namespace}#keys`;
}

/**
 * Present once a namespace has been listed: from then on every write adds its key to the index
 * (`SET_MANY`). 'built' once the keys written before (found by one SCAN) are in it too.
 */
export function indexMarkerKey(namespace: string): string {
  return `${namespace}#indexed`;
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
  return [...found];
}

/**
 * Builds a namespace's index the first time it is listed (data written before indexes existed,
 * or before anyone listed it): the marker goes first, so every later write indexes its own key,
 * then one SCAN adds the keys already there (SCAN returns every key present throughout it).
 * Two instances building at once only add the same members twice. Checked on each listing's
 * first page (one GET), not cached: a Redis that lost its data lost the marker too.
 */
async function ensureIndex(client: RedisClient, namespace: string, prefix: string) {
  const marker = indexMarkerKey(namespace);
  if ((await client.get(marker)) === INDEX_BUILT) return;
  await client.set(marker, 'building', { NX: true });
  const keys = await scanKeys(client, prefix);
  for (let i = 0; i < keys.length; i += INDEX_BATCH) {
    const members = keys.slice(i, i + INDEX_BATCH).map((value) => ({ score: 0, value }));
    await client.zAdd(indexKey(namespace), members);
  }
  await client.set(marker, INDEX_BUILT);
}

/**
 * Lists a namespace in key order from its index, as `KeyvBackend.scan` asks. Members whose key
 * is gone (Redis expired it, or a write of an older version deleted it) are skipped without
 * shortening the page, since a short page ends the listing, and leave the index in the same pass.
 */
function redisScanner(client: RedisClient): KeyvBackend['scan'] {
  return async (prefix, afterKey, limit) => {
    const namespace = prefix.slice(0, -1);
    if (afterKey === undefined) await ensureIndex(client, namespace, prefix);
    const index = indexKey(namespace);
    let from = afterKey === undefined ? '-' : `(${afterKey}`;
    const rows: Array<[string, string]> = [];
    while (rows.length < limit) {
      const want = limit - rows.length;
      const keys = await client.zRange(index, from, '+', {
        BY: 'LEX',
        LIMIT: { offset: 0, count: want },
      });
      if (keys.length === 0) break;
      const values = await client.mGet(keys);
      const absent: string[] = [];
      keys.forEach((key, i) => {
        const value = values[i];
        if (typeof value === 'string') rows.push([key, value]);
        else absent.push(key);
      });
      if (absent.length > 0) await client.eval(DROP_ABSENT, { keys: [index, ...absent] });
      if (keys.length < want) break;
      from = `(${keys[keys.length - 1]}`;
    }
    return rows;
  };
}

function redisBackend(client: RedisClient, adapter: KeyvRedis<string>): KeyvBackend {
  return {
    adapter,
    // MGET, and one MULTI of SETs (with PX where a TTL is given, so Redis expires them too).
    getMany: (keys) => adapter.getMany(keys),
    // One script for the batch (atomic like a MULTI): each SET, with PX where a TTL is given so
    // Redis expires the key too, and the key into its namespace's index if that one is listed.
    async setMany(entries) {
      if (entries.length === 0) return;
      const keys: string[] = [];
      const args: string[] = [];
      for (const { key, value, ttl } of entries) {
        const namespace = namespaceOf(key);
        keys.push(key, indexMarkerKey(namespace), indexKey(namespace));
        args.push(value, ttl ? String(ttl) : '');
      }
      await client.eval(SET_MANY, { keys, arguments: args });
    },
    scan: redisScanner(client),
    async compareAndSet(key, raw, expected, ttl, now) {
      const namespace = namespaceOf(key);
      const written = await client.eval(COMPARE_AND_SET, {
        keys: [key, indexMarkerKey(namespace), indexKey(namespace)],
        // PX takes whole milliseconds; the envelope keeps the exact expiry.
        arguments: [raw, String(expected), ttl ? String(Math.ceil(ttl)) : '', String(now)],
      });
      return Number(written) === 1;
    },
    async deleteIfUnchanged(key, raw) {
      await client.eval(DELETE_IF_UNCHANGED, {
        keys: [key, indexKey(namespaceOf(key))],
        arguments: [raw],
      });
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
  const adapter = new UnprefixedKeyvRedis(client);
  return createKeyvStore(redisBackend(client, adapter));
}
