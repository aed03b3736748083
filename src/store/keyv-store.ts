import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { createBatcher } from './batcher.ts';
import { StoreError } from './errors.ts';
import { createKeyQueue } from './key-queue.ts';
import type { KeyValue, Store, Versioned, VersionedKeyValue } from './types.ts';

/**
 * One stored row as keyv writes it: the value and an optional expiry (ms since epoch), plus the
 * version of a versioned write (absent: version 1, see `VersionedKeyValue`).
 */
interface Envelope<T> {
  value?: T;
  expires?: number;
  version?: number;
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
  /**
   * Writes `raw` at `key` only if the stored row's version is still `expected`, in one atomic
   * step on the backend (one statement, one script), whatever other connections do: a row with
   * no `version` field is version 1; an absent key, or a row whose `expires` is before `now`, is
   * version 0 (expected 0 then replaces the expired row). `ttl` as in `setMany`. True when
   * written.
   */
  compareAndSet(
    key: string,
    raw: string,
    expected: number,
    ttl: number | undefined,
    now: number,
  ): Promise<boolean>;
  ping(): Promise<boolean>;
  disconnect(): Promise<void>;
}

const NAMESPACE_PATTERN = /^[A-Za-z0-9_.-]+$/;
const PAGE_SIZE = 50;
/** Compare-and-set attempts of one versioned `set` before it gives up with a `conflict`. */
const SET_TRIES = 100;
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

function checkVersion(version: number): void {
  if (!(Number.isSafeInteger(version) && version >= 0)) {
    throw new StoreError('invalid_argument', `a version is an integer >= 0, got ${version}`);
  }
}

/**
 * Builds a `Store` over one keyv adapter (one connection per process). Keys are prefixed
 * `namespace:` here rather than by keyv, whose prefixing skips keys that already start with the
 * prefix and whose un-prefixing splits at the first ':'. Reads and writes go through batchers
 * (group commit, see batcher.ts) to the backend's `getMany`/`setMany` rather than through keyv's
 * per-key `get`/`set`: a store under load then does one round trip for many chats, and each
 * row is deserialized on its own, so one unreadable row fails only its own read. Rows keep
 * keyv's envelope `{ value, expires }`, plus `version` where a versioned namespace wrote them
 * (`versioned`: compare-and-set through `KeyvBackend.compareAndSet`). Expiry follows keyv:
 * `Date.now()` against `expires` (keyv reads the global clock; an injected one could not agree
 * with it). Used by each backend's opener (`openSqliteStore`).
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

  const read = async <T>(key: string): Promise<Envelope<T> | undefined> => {
    const raw = await reads.add(key);
    if (raw === undefined || raw === null) return undefined;
    const envelope = deserialize<T>(raw);
    if (!expired(envelope)) return envelope;
    // Still inside this key's turn of the queue: no fresh write can slip in before the delete.
    await backend.deleteIfUnchanged(key, raw);
    return undefined;
  };

  /** The versioned write: resolves with the new version, or undefined if `expected` is stale. */
  const swap = async (key: string, value: unknown, expected: number, ttlMs?: number) => {
    const now = Date.now();
    const version = expected + 1;
    const expires = ttlMs === undefined ? undefined : now + ttlMs;
    const raw = serialize({ value, expires, version });
    return (await backend.compareAndSet(key, raw, expected, ttlMs, now)) ? version : undefined;
  };

  /** A versioned `set`: compare-and-set from a fresh read until no other writer came between. */
  const bump = async (key: string, value: unknown, ttlMs: number | undefined) => {
    for (let tries = 0; tries < SET_TRIES; tries++) {
      const current = await read(key);
      const expected = current === undefined ? 0 : (current.version ?? 1);
      if ((await swap(key, value, expected, ttlMs)) !== undefined) return;
    }
    throw new StoreError('conflict', `a versioned set lost to other writers ${SET_TRIES} times`);
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
        return run(prefix + key, async () => (await read<T>(prefix + key))?.value);
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

  /**
   * `namespace(name)` with versions: the same rows, so both views see each other's writes. `get`,
   * `delete` and `entries` are the plain view's. A listing reads its pages outside the keys'
   * queues (on sqlite on keyv's connection), so an entry may be older than a write that has
   * resolved, and another instance may change any entry after it was listed: a decision re-reads
   * its key with `read` and writes it with `compareAndSet`. `read` runs in the key's queue on the
   * same path as `get` (on sqlite the connection the writes use): it sees every resolved write.
   */
  function versioned<T>(name: string): VersionedKeyValue<T> {
    const plain = namespace<T>(name);
    const prefix = `${name}:`;
    return {
      ...plain,
      async read(key): Promise<Versioned<T> | undefined> {
        checkKey(key);
        const envelope = await run(prefix + key, () => read<T>(prefix + key));
        return envelope && { value: envelope.value as T, version: envelope.version ?? 1 };
      },
      async compareAndSet(key, value, expected, ttlMs) {
        checkKey(key);
        checkTtl(ttlMs);
        checkVersion(expected);
        return run(prefix + key, () => swap(prefix + key, value, expected, ttlMs));
      },
      async set(key, value, ttlMs) {
        checkKey(key);
        checkTtl(ttlMs);
        return run(prefix + key, () => bump(prefix + key, value, ttlMs));
      },
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
    versioned,
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
