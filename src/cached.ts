/** A Map or a WeakMap: what `cached` keeps its values in. */
export interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value `cache` holds for `key`, built by `build` and kept on first use (a value is never
 * undefined, so a stored falsy value such as '' is reused, not rebuilt). Nested caches (per menu,
 * then per language) are one call per level.
 */
export function cached<K, V>(cache: Cache<K, V>, key: K, build: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}
