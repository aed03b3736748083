import type { KeyvStoreAdapter } from 'keyv';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
import { createKeyvStore, type KeyvBackend, type RawEntry } from '../../src/store/keyv-store.ts';

interface StoredRow {
  value?: unknown;
  expires?: number;
  version?: number;
}

/**
 * A backend over a Map that records every round trip, so the tests can see how the store groups
 * operations (the real backends run the same code through the store contract).
 */
function countingBackend() {
  const rows = new Map<string, string>();
  const trips = { getMany: [] as number[], setMany: [] as number[] };
  let gate: Promise<void> = Promise.resolve();
  const backend: KeyvBackend = {
    adapter: new Map() as unknown as KeyvStoreAdapter,
    async getMany(keys) {
      trips.getMany.push(keys.length);
      await gate;
      return keys.map((key) => rows.get(key));
    },
    async setMany(entries: RawEntry[]) {
      trips.setMany.push(entries.length);
      await gate;
      for (const { key, value } of entries) rows.set(key, value);
    },
    async scan() {
      return [];
    },
    async deleteIfUnchanged(key, raw) {
      if (rows.get(key) === raw) rows.delete(key);
    },
    // The compare and the write with no await between them: atomic, like the real backends' one
    // statement or script.
    async compareAndSet(key, raw, expected, _ttl, now) {
      await gate;
      const stored = rows.get(key);
      const row = stored === undefined ? undefined : (JSON.parse(stored) as StoredRow);
      const live = row !== undefined && !(typeof row.expires === 'number' && now > row.expires);
      if ((live ? (row.version ?? 1) : 0) !== expected) return false;
      rows.set(key, raw);
      return true;
    },
    ping: async () => true,
    disconnect: async () => undefined,
  };
  const hold = () => {
    const { promise, resolve } = Promise.withResolvers<void>();
    gate = promise;
    return () => resolve();
  };
  return { backend, rows, trips, hold };
}

describe('keyv store batching', () => {
  it('sends the reads and writes of many chats made together as one round trip each', async () => {
    const { backend, trips } = countingBackend();
    const kv = createKeyvStore(backend).namespace<{ n: number }>('sessions');
    await Promise.all(Array.from({ length: 150 }, (_, n) => kv.set(`chat-${n}`, { n })));
    expect(trips.setMany).toEqual([150]);
    const read = await Promise.all(Array.from({ length: 150 }, (_, n) => kv.get(`chat-${n}`)));
    expect(read).toEqual(Array.from({ length: 150 }, (_, n) => ({ n })));
    expect(trips.getMany).toEqual([150]);
  });

  it('groups what arrives while a round trip is in flight into the next one', async () => {
    const { backend, trips, hold } = countingBackend();
    const kv = createKeyvStore(backend).namespace<number>('sessions');
    const open = hold();
    const first = kv.set('a', 1);
    await new Promise((resolve) => setImmediate(resolve));
    const more = ['b', 'c', 'd'].map((key, n) => kv.set(key, n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(trips.setMany).toEqual([1]);
    open();
    await Promise.all([first, ...more]);
    expect(trips.setMany).toEqual([1, 3]);
  });

  it('splits a large burst into round trips of at most 200 rows', async () => {
    const { backend, trips } = countingBackend();
    const kv = createKeyvStore(backend).namespace<number>('orders');
    await Promise.all(Array.from({ length: 450 }, (_, n) => kv.set(`o-${n}`, n)));
    expect(trips.setMany).toEqual([200, 200, 50]);
  });

  it('keeps one key in call order across batches: a read sees the write made before it', async () => {
    const { backend } = countingBackend();
    const kv = createKeyvStore(backend).namespace<number>('counter');
    const writes = [kv.set('k', 1), kv.set('k', 2)];
    const read = kv.get('k');
    const last = kv.set('k', 3);
    await Promise.all([...writes, last]);
    expect(await read).toBe(2);
    expect(await kv.get('k')).toBe(3);
  });

  it('fails only the read of an unreadable row and only the write of a value JSON cannot hold', async () => {
    const { backend, rows } = countingBackend();
    const kv = createKeyvStore(backend).namespace<unknown>('sessions');
    rows.set('sessions:broken', '{"value": oops');
    rows.set('sessions:fine', JSON.stringify({ value: 'ok' }));
    const reads = await Promise.allSettled([kv.get('broken'), kv.get('fine'), kv.get('none')]);
    expect(reads.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(reads[1]).toEqual({ status: 'fulfilled', value: 'ok' });

    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const writes = await Promise.allSettled([
      kv.set('big', 10n),
      kv.set('loop', cyclic),
      kv.set('plain', { items: [1] }),
    ]);
    expect(writes.map((w) => w.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(await kv.get('plain')).toEqual({ items: [1] });
    expect(rows.has('sessions:big') || rows.has('sessions:loop')).toBe(false);
  });
});

describe('keyv store versioned set', () => {
  it('gives up with a conflict after 100 compare-and-sets lost to another writer, leaving its value', async () => {
    const { backend, rows } = countingBackend();
    let rivalWrites = 0;
    // Another instance writes the key between each read and compare-and-set of ours.
    const contended: typeof backend = {
      ...backend,
      async compareAndSet(key, raw, expected, ttl, now) {
        rivalWrites += 1;
        const version = expected + 1;
        rows.set(key, JSON.stringify({ value: `rival ${rivalWrites}`, version }));
        return backend.compareAndSet(key, raw, expected, ttl, now);
      },
    };
    const kv = createKeyvStore(contended).versioned<string>('outbox');
    const error = await kv.set('ord-1', 'mine').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).kind).toBe('conflict');
    expect(rivalWrites).toBe(100);
    expect(await kv.read('ord-1')).toEqual({ value: 'rival 100', version: 100 });
  });
});
