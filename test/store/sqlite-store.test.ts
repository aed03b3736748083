import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyvSqlite } from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite-store.ts';

let dir: string;
let file: string;
const open: SqliteStore[] = [];

async function openAt(path = file): Promise<SqliteStore> {
  const store = await openSqliteStore(path);
  open.push(store);
  return store;
}

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

  it('fails only the read of a row that is not JSON; the chats read beside it are answered', async () => {
    const store = await openAt();
    const sessions = store.namespace<{ step: string }>('sessions');
    await sessions.set('1', { step: 'cart' });
    await sessions.set('3', { step: 'review' });
    // A row damaged outside the bot (a hand edit, a broken disk block).
    const other = new KeyvSqlite({ uri: `sqlite://${file}` });
    try {
      await other.query(`INSERT INTO keyv (key, value) VALUES ('sessions:2', '{"value": {')`);
    } finally {
      await other.disconnect();
    }
    const reads = await Promise.allSettled(['1', '2', '3', '4'].map((key) => sessions.get(key)));
    expect(reads).toEqual([
      { status: 'fulfilled', value: { step: 'cart' } },
      { status: 'rejected', reason: expect.any(SyntaxError) },
      { status: 'fulfilled', value: { step: 'review' } },
      { status: 'fulfilled', value: undefined },
    ]);
  });

  it('writes batches of every size intact, rows bound one by one or as one JSON array', async () => {
    const store = await openAt();
    const sessions = store.namespace<{ text: string; n: number }>('sessions');
    const value = (size: number, i: number) => ({
      text: `"quoted" \\ back\nslash, ünïcödé 🍕 ${size}/${i}`,
      n: i,
    });
    // Each loop's writes leave in one turn: one batch of that size (plain rows up to 16, JSON
    // beyond), and one statement per size.
    for (const size of [1, 2, 3, 16, 17, 200]) {
      await Promise.all(
        Array.from({ length: size }, (_, i) => sessions.set(`${size}-${i}`, value(size, i))),
      );
    }
    // Overwrites go through the same statements.
    await Promise.all([sessions.set('2-0', value(0, 0)), sessions.set('2-1', value(0, 1))]);
    await store.close();
    const reopened = await openAt();
    const again = reopened.namespace<{ text: string; n: number }>('sessions');
    for (const size of [1, 3, 16, 17, 200]) {
      const read = await Promise.all(
        Array.from({ length: size }, (_, i) => again.get(`${size}-${i}`)),
      );
      expect(read).toEqual(Array.from({ length: size }, (_, i) => value(size, i)));
    }
    expect([await again.get('2-0'), await again.get('2-1')]).toEqual([value(0, 0), value(0, 1)]);
  });
});
