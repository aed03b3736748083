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

/**
 * The process's one persistent store, opened once by the composition root (`openStore`) and
 * shared by every service. Namespaces never see each other's keys.
 */
export interface Store {
  /** A view of the keys under `name` (letters, digits, `_`, `.`, `-`; no `:`). */
  namespace<T>(name: string): KeyValue<T>;
  /** True when the backend answers (for /readyz). */
  ping(): Promise<boolean>;
  /** Waits for operations in flight, then releases the connection; later calls reject. */
  close(): Promise<void>;
}
