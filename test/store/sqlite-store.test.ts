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

  it('writes large rows (a menu copy) and small ones of one batch, and overwrites both', async () => {
    const store = await openAt();
    const menus = store.namespace<{ text: string; n: number }>('menu');
    const text = `"quoted" \\ ключ ${'x'.repeat(40_000)} \u2028 end`;
    // Set together, they share one batch: two small rows and two over the large-row size.
    await Promise.all([
      menus.set('a', { text, n: 1 }),
      menus.set('b', { text: 'small', n: 2 }),
      menus.set('c', { text: `${text}!`, n: 3 }),
      menus.set('d', { text: 'small too', n: 4 }),
    ]);
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((key) => menus.get(key)))).toEqual([
      { text, n: 1 },
      { text: 'small', n: 2 },
      { text: `${text}!`, n: 3 },
      { text: 'small too', n: 4 },
    ]);
    await Promise.all([
      menus.set('a', { text: 'now small', n: 5 }),
      menus.set('b', { text, n: 6 }),
    ]);
    const reopened = await openAt();
    expect(await reopened.namespace('menu').get('a')).toEqual({ text: 'now small', n: 5 });
    expect(await reopened.namespace('menu').get('b')).toEqual({ text, n: 6 });
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
});
