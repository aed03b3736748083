import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyvSqlite } from '@keyv/sqlite';
import Keyv from 'keyv';
import type { KeyValue, Store, VersionedKeyValue } from '../../src/store/index.ts';

/** A fresh sqlite file for one bench run. */
export const benchFile = () => join(mkdtempSync(join(tmpdir(), 'bench-tg-')), 'bot.sqlite');

/**
 * What the floor (a bare grammY bot) uses of a store: plain namespaces only. Bare keyv has no
 * compare-and-set, so its store offers no versioned namespace rather than a false one.
 */
export type FloorStore = Omit<Store, 'versioned'>;

/**
 * The floor's store: keyv over @keyv/sqlite as a bare bot would use it (one statement per read
 * and per write), on a file with the bot store's settings (WAL, synchronous=NORMAL).
 */
export async function bareKeyvStore(): Promise<FloorStore> {
  const adapter = new KeyvSqlite({ uri: `sqlite://${benchFile()}` });
  await adapter.query('PRAGMA journal_mode=WAL');
  await adapter.query('PRAGMA synchronous=NORMAL');
  const keyv = new Keyv({ store: adapter });
  const namespace = <T>(name: string): KeyValue<T> => ({
    get: async (key) => (await keyv.get(`${name}:${key}`)) as T | undefined,
    set: async (key, value) => {
      await keyv.set(`${name}:${key}`, value);
    },
    delete: (key) => keyv.delete(`${name}:${key}`),
    entries: async function* () {},
  });
  return { namespace, ping: async () => true, close: () => keyv.disconnect() };
}

interface MemoryRow {
  json: string;
  version: number;
}

/**
 * A diagnostic store with no I/O (JSON round trip kept): what is left is the bots' own cost.
 * One process, no expiry (a bench run is shorter than any ttl). A compare-and-set compares and
 * writes with no await between, so it is atomic; a plain `set` leaves version 1, like a row the
 * real store's plain namespace writes.
 */
export function memoryStore(): Store {
  // One map for every namespace (keys carry it), so namespace(x) and versioned(x) share rows.
  const rows = new Map<string, MemoryRow>();
  const namespace = <T>(name: string): KeyValue<T> => ({
    get: async (key) => {
      const row = rows.get(`${name}:${key}`);
      return row === undefined ? undefined : (JSON.parse(row.json) as T);
    },
    set: async (key, value) => {
      rows.set(`${name}:${key}`, { json: JSON.stringify(value), version: 1 });
    },
    delete: async (key) => rows.delete(`${name}:${key}`),
    async *entries() {
      const prefix = `${name}:`;
      for (const [key, row] of rows) {
        if (key.startsWith(prefix)) yield [key.slice(prefix.length), JSON.parse(row.json) as T];
      }
    },
  });
  const versioned = <T>(name: string): VersionedKeyValue<T> => {
    const swap = (key: string, value: T, expected: number): number | undefined => {
      if ((rows.get(`${name}:${key}`)?.version ?? 0) !== expected) return undefined;
      rows.set(`${name}:${key}`, { json: JSON.stringify(value), version: expected + 1 });
      return expected + 1;
    };
    return {
      ...namespace<T>(name),
      read: async (key) => {
        const row = rows.get(`${name}:${key}`);
        return row && { value: JSON.parse(row.json) as T, version: row.version };
      },
      compareAndSet: async (key, value, expected) => swap(key, value, expected),
      set: async (key, value) => {
        swap(key, value, rows.get(`${name}:${key}`)?.version ?? 0);
      },
    };
  };
  return { namespace, versioned, ping: async () => true, close: async () => undefined };
}
