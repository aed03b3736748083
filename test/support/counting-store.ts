import type { KeyValue, Store, VersionedKeyValue } from '../../src/store/types.ts';
import type { DrivenClock } from './clock-driver.ts';

/**
 * A store whose every operation is real work the driven clock waits for (`DrivenClock.track`):
 * reads, writes, compare-and-sets and each page of a listing. On a loaded machine a sqlite write
 * can take longer than the driver needs to run an hour of timers; counted, time moves only once
 * the write has landed, as it would in the application's life.
 */
export function countingStore(inner: Store, clock: DrivenClock): Store {
  const counted = <T>(view: KeyValue<T>): KeyValue<T> => ({
    get: (key) => clock.track(view.get(key)),
    set: (key, value, ttlMs) => clock.track(view.set(key, value, ttlMs)),
    delete: (key) => clock.track(view.delete(key)),
    entries: () => countedEntries(view.entries(), clock),
  });
  return {
    namespace: <T>(name: string) => counted(inner.namespace<T>(name)),
    versioned: <T>(name: string): VersionedKeyValue<T> => {
      const view = inner.versioned<T>(name);
      return {
        ...counted(view),
        read: (key) => clock.track(view.read(key)),
        compareAndSet: (key, value, expected, ttlMs) =>
          clock.track(view.compareAndSet(key, value, expected, ttlMs)),
      };
    },
    ping: () => clock.track(inner.ping()),
    close: () => inner.close(),
  };
}

/** A listing whose pages count as work: each step of the iteration is tracked. */
function countedEntries<T>(
  entries: AsyncIterable<[string, T]>,
  clock: DrivenClock,
): AsyncIterable<[string, T]> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = entries[Symbol.asyncIterator]();
      return {
        next: () => clock.track(iterator.next()),
        return: async (value?: unknown) =>
          iterator.return ? clock.track(iterator.return(value)) : { done: true, value: undefined },
      };
    },
  };
}
