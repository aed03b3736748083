import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { createBatcher } from './batcher.ts';
import { StoreError } from './errors.ts';
import { createKeyQueue } from './key-queue.ts';
import type { KeyValue, Store } from './types.ts';

/** One stored row as keyv writes it: the value and an optional expiry (ms since epoch). */
interface Envelope<T> {
  value?: T;
  expires?: number;
}

/** One row of a batched write: the full key, the serialized envelope, its time to live. */
export interface RawEntry {
  key: string;
  value: string;
  ttl?: number | undefined;
}

/**
 * What a backend must add to keyv: batched reads and writes in one round trip each (the
 * adapter's `getMany`/`setMany`, or SQL where @keyv/sqlite has none), and an exact namespace
 * listing: keyv's own `iterator()` matches namespaces with SQL `LIKE` (case-insensitive, `_` is
 * a wildcard) and reads the adapter's `namespace` field, which several namespaces on one adapter
 * overwrite.
 */
export interface KeyvBackend {
  adapter: KeyvStoreAdapter;
  /** The raw stored strings of `keys`, in order; undefined where a key is absent. */
  getMany(keys: string[]): Promise<Array<string | undefined>>;
  /** Writes every entry in one atomic round trip; `entries` never repeats a key. */
  setMany(entries: RawEntry[]): Promise<void>;
  /** Up to `limit` rows whose full key starts with `prefix`, after `afterKey`, in key order. */
  scan(
    prefix: string,
    afterKey: string | undefined,
    limit: number,
  ): Promise<Array<[string, string]>>;
  /** Deletes `key` only while it still holds `raw` (an expired row must not take a fresh write). */
  deleteIfUnchanged(key: string, raw: string): Promise<void>;
  ping(): Promise<boolean>;
  disconnect(): Promise<void>;
}

const NAMESPACE_PATTERN = /^[A-Za-z0-9_.-]+$/;
const PAGE_SIZE = 50;
/** Rows per batched statement (two SQL parameters each, far below sqlite's limit). */
const MAX_BATCH = 200;

function serialize<T>(envelope: Envelope<T>): string {
  // Plain JSON instead of keyv's default serializer, which walks values in JS (slow on a 20 MB
  // menu) and rewrites strings that start with ':'; the row is then readable with sqlite's json_*.
  return JSON.stringify(envelope);
}

function deserialize<T>(raw: string): Envelope<T> {
  return JSON.parse(raw) as Envelope<T>;
}

const expired = (envelope: Envelope<unknown>) =>
  typeof envelope.expires === 'number' && Date.now() > envelope.expires;

function checkKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new StoreError('invalid_argument', 'store keys must be non-empty strings');
  }
}

function checkTtl(ttlMs: number | undefined): void {
  if (ttlMs !== undefined && !(Number.isFinite(ttlMs) && ttlMs > 0)) {
    throw new StoreError('invalid_argument', `ttlMs must be a positive number, got ${ttlMs}`);
  }
}

/**
 * Builds a `Store` over one keyv adapter (one connection per process). Keys are prefixed
 * `namespace:` here rather than by keyv, whose prefixing skips keys that already start with the
 * prefix and whose un-prefixing splits at the first ':'. Reads and writes go through batchers
 * (group commit, see batcher.ts) to the backend's `getMany`/`setMany` rather than through keyv's
 * per-key `get`/`set`: a store under load then does one round trip for many chats, and each
 * row is deserialized on its own, so one unreadable row fails only its own read. Rows keep
 * keyv's envelope `{ value, expires }`; expiry follows keyv: `Date.now()` against `expires`
 * (keyv reads the global clock; an injected one could not agree with it). Used by each
 * backend's opener (`openSqliteStore`).
 */
export function createKeyvStore(backend: KeyvBackend): Store {
  // keyv itself is left with deletes (and listening to the adapter's error events); reads and
  // writes batch, with the serializer below.
  const keyv = new Keyv({
    store: backend.adapter,
    useKeyPrefix: false,
    // keyv otherwise turns a failed delete into `false`.
    throwOnErrors: true,
  });
  const queue = createKeyQueue();
  const reads = createBatcher((keys: string[]) => backend.getMany(keys), MAX_BATCH);
  const writes = createBatcher(async (entries: RawEntry[]) => {
    await backend.setMany(entries);
    return entries.map(() => undefined);
  }, MAX_BATCH);
  let closing: Promise<void> | undefined;

  const read = async <T>(key: string): Promise<T | undefined> => {
    const raw = await reads.add(key);
    if (raw === undefined || raw === null) return undefined;
    const envelope = deserialize<T>(raw);
    if (!expired(envelope)) return envelope.value;
    // Still inside this key's turn of the queue: no fresh write can slip in before the delete.
    await backend.deleteIfUnchanged(key, raw);
    return undefined;
  };

  const write = (key: string, value: unknown, ttlMs: number | undefined): Promise<void> => {
    const expires = ttlMs === undefined ? undefined : Date.now() + ttlMs;
    // Serialized here, so a value JSON cannot hold (a BigInt, a cycle) fails only its own write.
    return writes.add({ key, value: serialize({ value, expires }), ttl: ttlMs });
  };

  const run = <R>(key: string, operation: () => Promise<R>): Promise<R> => {
    if (closing) return Promise.reject(new StoreError('closed', 'the store is closed'));
    return queue.run(key, operation);
  };

  function namespace<T>(name: string): KeyValue<T> {
    if (!NAMESPACE_PATTERN.test(name)) {
      throw new StoreError(
        'invalid_argument',
        `namespace "${name}" must use only letters, digits, '_', '.', '-'`,
      );
    }
    // No namespace name contains ':', so no namespace's prefix is a prefix of another's.
    const prefix = `${name}:`;
    return {
      // async, so a bad argument rejects like every other failure instead of throwing.
      async get(key) {
        checkKey(key);
        return run(prefix + key, () => read<T>(prefix + key));
      },
      async set(key, value, ttlMs) {
        checkKey(key);
        checkTtl(ttlMs);
        return run(prefix + key, () => write(prefix + key, value, ttlMs));
      },
      async delete(key) {
        checkKey(key);
        return run(prefix + key, () => keyv.delete(prefix + key));
      },
      entries: () => listNamespace<T>(prefix),
    };
  }

  async function* listNamespace<T>(prefix: string): AsyncGenerator<[string, T]> {
    let after: string | undefined;
    for (;;) {
      if (closing) throw new StoreError('closed', 'the store is closed');
      const rows = await backend.scan(prefix, after, PAGE_SIZE);
      for (const [key, raw] of rows) {
        const envelope = deserialize<T>(raw);
        if (expired(envelope)) {
          await run(key, () => backend.deleteIfUnchanged(key, raw));
          continue;
        }
        yield [key.slice(prefix.length), envelope.value as T];
      }
      if (rows.length < PAGE_SIZE) return;
      after = rows[rows.length - 1]?.[0];
    }
  }

  return {
    namespace,
    async ping() {
      if (closing) return false;
      try {
        return await backend.ping();
      } catch {
        return false;
      }
    },
    close() {
      closing ??= queue.drain().then(() => backend.disconnect());
      return closing;
    },
  };
}
