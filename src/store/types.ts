/**
 * A namespaced key-value collection of JSON values. Every service that persists state (chat
 * snapshots, the outbox, the menu copy, tracked orders) gets one from `Store.namespace`.
 * Operations on one key run in call order, so `set` then `get` without awaiting in between still
 * reads the new value; `set` resolves only once the value is committed to the backend.
 */
export interface KeyValue<T> {
  get(key: string): Promise<T | undefined>;
  /** Stores `value` (JSON-serializable); with `ttlMs` it reads as absent once that time passed. */
  set(key: string, value: T, ttlMs?: number): Promise<void>;
  /** Removes the key; true when it existed. */
  delete(key: string): Promise<boolean>;
  /** Every entry of this namespace (used at start-up to resume outbox entries, tracked orders…). */
  entries(): AsyncIterable<[string, T]>;
}

/** A stored value with its version (1 for the first write; absent keys have version 0). */
export interface Versioned<T> {
  value: T;
  version: number;
}

/**
 * A namespace whose writes are compare-and-set on a per-key version (issue 33): a decision that
 * may race another instance (an outbox entry, a chat's open orders) reads the value with its
 * version, decides, and writes only if nobody wrote in between. Atomic on every backend: one
 * `UPDATE … WHERE version = ?` (or `INSERT … ON CONFLICT DO NOTHING` for version 0) on sqlite and
 * Postgres, one Lua script on Redis. The version lives in the stored envelope beside the value;
 * a row written without one (by `KeyValue.set` of an older release) reads as version 1.
 */
export interface VersionedKeyValue<T> extends KeyValue<T> {
  /**
   * The value and its version, read through the key's ordered path (the same queue and
   * connection as writes, so never older than a write that has resolved); undefined when absent
   * or expired.
   */
  read(key: string): Promise<Versioned<T> | undefined>;
  /**
   * Writes `value` as version `expected + 1` only if the stored version is still `expected`
   * (0: the key must be absent). Resolves with the new version, or undefined when another
   * writer got there first (re-read and decide again). With `ttlMs` the value expires like
   * `set`'s.
   */
  compareAndSet(
    key: string,
    value: T,
    expected: number,
    ttlMs?: number,
  ): Promise<number | undefined>;
}

/**
 * The process's one persistent store, opened once by the composition root (`openStore`) and
 * shared by every service. Namespaces never see each other's keys.
 */
export interface Store {
  /** A view of the keys under `name` (letters, digits, `_`, `.`, `-`; no `:`). */
  namespace<T>(name: string): KeyValue<T>;
  /**
   * The same namespace with versioned, compare-and-set writes (`VersionedKeyValue`). Its plain
   * `set` also bumps the version (a compare-and-set retried until it lands), so a writer that
   * skips the check still makes every concurrent compare-and-set fail and re-read.
   */
  versioned<T>(name: string): VersionedKeyValue<T>;
  /** True when the backend answers (for /readyz). */
  ping(): Promise<boolean>;
  /** Waits for operations in flight, then releases the connection; later calls reject. */
  close(): Promise<void>;
}
