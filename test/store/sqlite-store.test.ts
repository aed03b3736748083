import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { KeyvSqlite } from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
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

async function collect<T>(kv: KeyValue<T>): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for await (const [key, value] of kv.entries()) {
    expect(out.has(key)).toBe(false);
    out.set(key, value);
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SAMPLE = {
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
  it('round-trips JSON values exactly: nested objects, arrays, null, numbers, booleans, Cyrillic', async () => {
    const kv = (await openAt()).namespace<unknown>('values');
    const values: Record<string, unknown> = {
      object: SAMPLE,
      array: [1, 'две', [3], { four: 4 }],
      null: null,
      zero: 0,
      negative: -17.25,
      true: true,
      false: false,
      cyrillic: 'Здравей, свят! Ёжик',
      empty: '',
      colon: ':starts with a colon',
    };
    for (const [key, value] of Object.entries(values)) await kv.set(key, value);
    for (const [key, value] of Object.entries(values)) expect(await kv.get(key)).toEqual(value);
    expect(await kv.get('null')).toBeNull();
    expect(await kv.get('missing')).toBeUndefined();
  });

  it('keeps namespaces apart, even names that differ only by case or a LIKE wildcard', async () => {
    const store = await openAt();
    const names = ['menu', 'Menu', 'a_b', 'aXb', 'orders', 'orders.v2'];
    for (const name of names) {
      await store.namespace<string>(name).set('shared', `from ${name}`);
      await store.namespace<string>(name).set(`only-${name}`, name);
    }
    for (const name of names) {
      const kv = store.namespace<string>(name);
      expect(await kv.get('shared')).toBe(`from ${name}`);
      expect(await collect(kv)).toEqual(
        new Map([
          [`only-${name}`, name],
          ['shared', `from ${name}`],
        ]),
      );
    }
    expect(await store.namespace('menu').get('only-Menu')).toBeUndefined();
    expect(await store.namespace('Menu').delete('only-menu')).toBe(false);
  });

  it('rejects namespace names that could overlap another namespace', async () => {
    const store = await openAt();
    for (const name of ['', 'a:b', 'menu:', 'with space']) {
      expect(() => store.namespace(name)).toThrow(StoreError);
    }
  });

  it('lists every entry of a namespace across pages, keys with colons included', async () => {
    const store = await openAt();
    const orders = store.namespace<{ n: number }>('orders');
    const expected = new Map<string, { n: number }>();
    for (let n = 0; n < 237; n++) {
      const key = n % 3 === 0 ? `chat:${n}:order` : `ord-${n}`;
      expected.set(key, { n });
      await orders.set(key, { n });
    }
    await store.namespace('outbox').set('ord-1', { other: true });
    expect(await collect(orders)).toEqual(expected);
    expect(await collect(store.namespace('empty'))).toEqual(new Map());
  });

  it('expires a value after its ttl, for get and for entries, and keeps values without one', async () => {
    const kv = (await openAt()).namespace<string>('quotes');
    await kv.set('short', 'gone soon', 50);
    await kv.set('listed', 'gone soon too', 50);
    await kv.set('long', 'stays', 60_000);
    await kv.set('forever', 'stays');
    expect(await kv.get('short')).toBe('gone soon');
    await sleep(120);
    expect(await kv.get('short')).toBeUndefined();
    expect(await collect(kv)).toEqual(
      new Map([
        ['forever', 'stays'],
        ['long', 'stays'],
      ]),
    );
  });

  it('rejects a ttl that is not a positive number', async () => {
    const kv = (await openAt()).namespace<string>('quotes');
    await expect(kv.set('k', 'v', 0)).rejects.toThrow(StoreError);
    await expect(kv.set('k', 'v', -5)).rejects.toThrow(StoreError);
    await expect(kv.set('k', 'v', Number.NaN)).rejects.toThrow(StoreError);
    expect(await kv.get('k')).toBeUndefined();
  });

  it('deletes a key and says whether it existed', async () => {
    const kv = (await openAt()).namespace<number>('sessions');
    await kv.set('chat-1', 1);
    await kv.set('chat-2', 2);
    expect(await kv.delete('chat-1')).toBe(true);
    expect(await kv.delete('chat-1')).toBe(false);
    expect(await kv.get('chat-1')).toBeUndefined();
    expect(await collect(kv)).toEqual(new Map([['chat-2', 2]]));
  });

  it('applies operations on one key in call order even when callers do not await', async () => {
    const kv = (await openAt()).namespace<number>('counter');
    for (let round = 0; round < 5; round++) {
      const writes = Array.from({ length: 100 }, (_, i) => kv.set('k', round * 100 + i));
      const read = kv.get('k');
      const removal = kv.delete('k');
      const rewrite = kv.set('k', -round - 1);
      await Promise.all([...writes, read, removal, rewrite]);
      expect(await read).toBe(round * 100 + 99);
      expect(await removal).toBe(true);
      expect(await kv.get('k')).toBe(-round - 1);
    }
  });

  it('reads back every committed write after close and reopen', async () => {
    const first = await openAt();
    await first.namespace('menu').set('snapshot', SAMPLE);
    await first.namespace('outbox').set('ord-1', { body: { items: [1, 2] } });
    await first.namespace('outbox').set('ord-2', 'removed');
    await first.namespace('outbox').delete('ord-2');
    await first.close();
    await expect(first.namespace('menu').get('snapshot')).rejects.toThrow(StoreError);
    expect(await first.ping()).toBe(false);

    const second = await openAt();
    expect(await second.namespace('menu').get('snapshot')).toEqual(SAMPLE);
    expect(await collect(second.namespace('outbox'))).toEqual(
      new Map([['ord-1', { body: { items: [1, 2] } }]]),
    );
  });

  it('keeps a write whose set resolved even when the process is killed without closing', async () => {
    const moduleUrl = pathToFileURL(
      join(import.meta.dirname, '../../src/store/open-store.ts'),
    ).href;
    const script = `
      const { openStore } = await import(${JSON.stringify(moduleUrl)});
      const store = await openStore(${JSON.stringify(`sqlite://${file}`)});
      await store.namespace('outbox').set('ord-9', { id: 'ord-9', total: 25.4 });
      process.stdout.write('written\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const store = await openAt();
    expect(await store.namespace('outbox').get('ord-9')).toEqual({ id: 'ord-9', total: 25.4 });
  });

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

  it('answers ping while open and closes idempotently after operations in flight', async () => {
    const store = await openAt();
    expect(await store.ping()).toBe(true);
    const pending = store.namespace('menu').set('late', 'written before close');
    await Promise.all([store.close(), store.close()]);
    await pending;
    const reopened = await openAt();
    expect(await reopened.namespace('menu').get('late')).toBe('written before close');
  });
});
