import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyvSqlite } from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite-store.ts';
import type { KeyValue } from '../../src/store/types.ts';

let dir: string;
let file: string;
const open: SqliteStore[] = [];

async function openAt(path = file): Promise<SqliteStore> {
  const store = await openSqliteStore(path);
  open.push(store);
  return store;
}

async function _collect<T>(kv: KeyValue<T>): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for await (const [key, value] of kv.entries()) {
    expect(out.has(key)).toBe(false);
    out.set(key, value);
  }
  return out;
}

const _sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const _SAMPLE = {
  id: 'p-1',
  name: 'Пица Маргарита',
  price: 12.5,
  count: 0,
  active: true,
  hidden: false,
  note: null,
  tags: ['вегетарианска', ':leading-colon', ':base64:aGk='],
  sizes: [{ id: 1, label: '30 см', grams: [300, 450] }, []],
  nested: { deeper: { deepest: [null, 1, 'три'] } },
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-test-'));
  file = join(dir, 'bot.sqlite');
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  await rm(dir, { recursive: true, force: true });
});

describe('sqlite store', () => {
  it('runs the connection in WAL mode with synchronous=NORMAL, and the file stays in WAL', async () => {
    const store = await openAt();
    expect(await store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 1 });
    await store.namespace('menu').set('x', 1);
    expect(existsSync(`${file}-wal`)).toBe(true);

    const other = new KeyvSqlite({ uri: `sqlite://${file}` });
    try {
      expect(await other.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    } finally {
      await other.disconnect();
    }
  });
});
