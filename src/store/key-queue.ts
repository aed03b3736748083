/**
 * Runs operations on one key strictly one after another, in call order, while different keys run
 * in parallel. Needed because node-sqlite3 runs statements in parallel mode on its thread pool:
 * two writes to one key issued without awaiting could otherwise commit in either order, and a
 * read racing keyv's delete-on-expiry could lose a fresh write.
 */
export interface KeyQueue {
  run<R>(key: string, operation: () => Promise<R>): Promise<R>;
  /** Resolves when every operation queued so far has settled. */
  drain(): Promise<void>;
}

/** Creates an empty queue; used once per store. */
export function createKeyQueue(): KeyQueue {
  const tails = new Map<string, Promise<void>>();
  const settle = () => undefined;
  return {
    run(key, operation) {
      const previous = tails.get(key) ?? Promise.resolve();
      // The next operation runs whatever the previous outcome: a failed write must not wedge the key.
      const result = previous.then(operation);
      const tail = result.then(settle, settle);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    async drain() {
      while (tails.size > 0) await Promise.all(tails.values());
    },
  };
}
