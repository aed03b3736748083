/**
 * Group commit: items added while a batch is in flight wait and go together in the next one.
 * Under load many chats read or write at the same moment; one statement for all of them costs
 * the backend (and node-sqlite3's per-statement work on the main thread) about as much as one
 * for a single row, so a store under load does a fraction of the round trips. With nothing in
 * flight, an item goes at the end of the current turn's microtasks, so an idle store adds no
 * delay. Each item settles with its own result; a failed batch rejects every item in it.
 */
export interface Batcher<A, R> {
  add(item: A): Promise<R>;
}

interface Waiting<A, R> {
  item: A;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Creates a batcher around `flush`, which gets up to `maxBatch` items and must resolve with one
 * result per item, in order. One batch is in flight at a time (the store has one connection).
 */
export function createBatcher<A, R>(
  flush: (items: A[]) => Promise<R[]>,
  maxBatch: number,
): Batcher<A, R> {
  let waiting: Array<Waiting<A, R>> = [];
  let busy = false;

  // async, so a flush that throws at once rejects its batch like any other failure.
  const send = async (batch: Array<Waiting<A, R>>) => {
    busy = true;
    try {
      const results = await flush(batch.map((entry) => entry.item));
      if (results.length !== batch.length) {
        throw new Error(`expected ${batch.length} batch results, got ${results.length}`);
      }
      batch.forEach((entry, i) => {
        entry.resolve(results[i] as R);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      busy = false;
      next();
    }
  };

  const next = () => {
    if (busy || waiting.length === 0) return;
    const batch = waiting.length <= maxBatch ? waiting : waiting.slice(0, maxBatch);
    waiting = batch === waiting ? [] : waiting.slice(maxBatch);
    void send(batch);
  };

  return {
    add(item) {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length === 1 && !busy) queueMicrotask(next);
      });
    },
  };
}
