import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
import { openStore } from '../../src/store/open-store.ts';
import type { KeyValue, Store } from '../../src/store/types.ts';
import { versionedContract } from './versioned-contract.ts';

/** What the shared store tests need from a backend: fresh empty stores and, for servers, URLs. */
export interface StoreUnderTest {
  /** A STORE_URL of an empty store (the contract closes its stores after each test). */
  freshUrl(): Promise<string>;
}

/** A server backend adds its URLs' password and URLs that must fail at open. */
export interface ServerUnderTest extends StoreUnderTest {
  password: string;
  /** The same server with a wrong password. */
  wrongPasswordUrl(): string;
  /** The right password, but a loopback port nothing listens on. */
  unreachableUrl(): string;
}

/** Reads a whole namespace, failing on a key listed twice. */
export async function collect<T>(kv: KeyValue<T>): Promise<Map<string, T>> {
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
  active: true,
  note: null,
  tags: ['вегетарианска', ':leading-colon', ':base64:aGk='],
  sizes: [{ id: 1, label: '30 см', grams: [300, 450] }, []],
  nested: { deeper: { deepest: [null, 1, 'три'] } },
};

/**
 * Opens stores of `backend` for one test at a time, closed after each test: `openFresh()` an
 * empty one, `reopen()` the last one again (a second connection, or after a close).
 */
export function storeOpener(backend: () => StoreUnderTest): {
  openFresh: () => Promise<Store>;
  reopen: () => Promise<Store>;
  /** The URL of the last store `openFresh` opened. */
  url: () => string;
} {
  const open: Store[] = [];
  let url = '';
  const openFresh = async (): Promise<Store> => {
    url = await backend().freshUrl();
    return reopen();
  };
  const reopen = async (): Promise<Store> => {
    const store = await openStore(url);
    open.push(store);
    return store;
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });
  return { openFresh, reopen, url: () => url };
}

/**
 * Registers the behaviour every `Store` backend promises (src/store/types.ts), inside the
 * caller's describe: `backend()` is read per test, so servers may start in a beforeAll. The
 * versioned namespaces' share (versioned-contract.ts) runs in a describe of its own.
 */
export function storeContract(backend: () => StoreUnderTest): void {
  const { openFresh, reopen, url } = storeOpener(backend);

  it('round-trips JSON values exactly: objects, arrays, null, numbers, booleans, Cyrillic', async () => {
    const kv = (await openFresh()).namespace<unknown>('values');
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

  it('keeps namespaces apart, even names that differ only by case or a wildcard character', async () => {
    const store = await openFresh();
    const names = ['menu', 'Menu', 'a_b', 'aXb', 'a.b', 'a-b', 'orders', 'orders.v2'];
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
    const store = await openFresh();
    for (const name of ['', 'a:b', 'menu:', 'with space', 'a*', 'a?b']) {
      expect(() => store.namespace(name)).toThrow(StoreError);
    }
  });

  it('lists every entry of a namespace across pages, keys with colons and glob characters included', async () => {
    const store = await openFresh();
    const orders = store.namespace<{ n: number }>('orders');
    const expected = new Map<string, { n: number }>();
    for (let n = 0; n < 237; n++) {
      const key = n % 3 === 0 ? `chat:${n}:order` : n % 7 === 0 ? `glob*?[${n}]\\` : `ord-${n}`;
      expected.set(key, { n });
    }
    await Promise.all([...expected].map(([key, value]) => orders.set(key, value)));
    await store.namespace('outbox').set('ord-1', { n: -1 });
    await store.namespace('orders.v2').set('ord-1', { n: -2 });
    expect(await collect(orders)).toEqual(expected);
    expect(await collect(store.namespace('empty'))).toEqual(new Map());
  });

  it('lists exactly the entries left when some are deleted while listing', async () => {
    const store = await openFresh();
    const kv = store.namespace<number>('tracked');
    const keys = Array.from({ length: 120 }, (_, n) => `o-${String(n).padStart(3, '0')}`);
    await Promise.all(keys.map((key, n) => kv.set(key, n)));
    const seen: string[] = [];
    for await (const [key] of kv.entries()) {
      // On the first entry, delete ten keys of the following pages.
      if (seen.length === 0) for (let n = 60; n < 70; n++) await kv.delete(keys[n] as string);
      seen.push(key);
    }
    expect(seen).toEqual(keys.filter((_, n) => n < 60 || n >= 70));
  });

  it('expires a value after its ttl, for get and for entries, and keeps values without one', async () => {
    const kv = (await openFresh()).namespace<string>('quotes');
    // 500 ms leaves room for slow commits on a loaded CI machine before the first read.
    const started = Date.now();
    await kv.set('short', 'gone soon', 500);
    await kv.set('listed', 'gone soon too', 500);
    await kv.set('long', 'stays', 60_000);
    await kv.set('forever', 'stays');
    expect(await kv.get('short')).toBe('gone soon');
    await sleep(started + 600 - Date.now());
    expect(await kv.get('short')).toBeUndefined();
    expect(await collect(kv)).toEqual(
      new Map([
        ['forever', 'stays'],
        ['long', 'stays'],
      ]),
    );
  });

  it('rejects a ttl that is not a positive number', async () => {
    const kv = (await openFresh()).namespace<string>('quotes');
    await expect(kv.set('k', 'v', 0)).rejects.toThrow(StoreError);
    await expect(kv.set('k', 'v', -5)).rejects.toThrow(StoreError);
    await expect(kv.set('k', 'v', Number.NaN)).rejects.toThrow(StoreError);
    expect(await kv.get('k')).toBeUndefined();
  });

  it('deletes a key and says whether it existed', async () => {
    const kv = (await openFresh()).namespace<number>('sessions');
    await kv.set('chat-1', 1);
    await kv.set('chat-2', 2);
    expect(await kv.delete('chat-1')).toBe(true);
    expect(await kv.delete('chat-1')).toBe(false);
    expect(await kv.get('chat-1')).toBeUndefined();
    expect(await collect(kv)).toEqual(new Map([['chat-2', 2]]));
  });

  it('applies operations on one key in call order even when callers do not await', async () => {
    const kv = (await openFresh()).namespace<number>('counter');
    for (let round = 0; round < 3; round++) {
      const writes = Array.from({ length: 50 }, (_, i) => kv.set('k', round * 100 + i));
      const read = kv.get('k');
      const removal = kv.delete('k');
      const rewrite = kv.set('k', -round - 1);
      await Promise.all([...writes, read, removal, rewrite]);
      expect(await read).toBe(round * 100 + 49);
      expect(await removal).toBe(true);
      expect(await kv.get('k')).toBe(-round - 1);
    }
  });

  it('gives each of many concurrent callers its own result, beyond one batch of rows', async () => {
    const kv = (await openFresh()).namespace<{ chat: number; cart: string[] }>('sessions');
    const chats = Array.from({ length: 450 }, (_, n) => n);
    await Promise.all(chats.map((chat) => kv.set(`${chat}`, { chat, cart: [`item-${chat}`] })));
    const [read, missing] = await Promise.all([
      Promise.all(chats.map((chat) => kv.get(`${chat}`))),
      Promise.all(chats.slice(0, 50).map((chat) => kv.get(`absent-${chat}`))),
    ]);
    expect(read).toEqual(chats.map((chat) => ({ chat, cart: [`item-${chat}`] })));
    expect(missing).toEqual(chats.slice(0, 50).map(() => undefined));
    // Overwrites and reads of other keys mixed in one burst.
    const burst = chats.map((chat) =>
      chat % 2 === 0 ? kv.set(`${chat}`, { chat, cart: [] }) : kv.get(`${chat}`),
    );
    await Promise.all(burst);
    expect(await kv.get('10')).toEqual({ chat: 10, cart: [] });
    expect(await kv.get('11')).toEqual({ chat: 11, cart: ['item-11'] });
  });

  it('fails only the write whose value JSON cannot hold, not the writes beside it', async () => {
    const kv = (await openFresh()).namespace<unknown>('outbox');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const results = await Promise.allSettled([
      kv.set('a', { total: 1 }),
      kv.set('big', 10n),
      kv.set('loop', cyclic),
      kv.set('b', { total: 2 }),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(await collect(kv)).toEqual(
      new Map([
        ['a', { total: 1 }],
        ['b', { total: 2 }],
      ]),
    );
  });

  it('reads back every committed write after close and reopen, and refuses use after close', async () => {
    const first = await openFresh();
    await first.namespace('menu').set('snapshot', SAMPLE);
    await first.namespace('outbox').set('ord-1', { body: { items: [1, 2] } });
    await first.namespace('outbox').set('ord-2', 'removed');
    await first.namespace('outbox').delete('ord-2');
    await first.close();
    await expect(first.namespace('menu').get('snapshot')).rejects.toThrow(StoreError);
    expect(await first.ping()).toBe(false);

    const second = await reopen();
    expect(await second.namespace('menu').get('snapshot')).toEqual(SAMPLE);
    expect(await collect(second.namespace('outbox'))).toEqual(
      new Map([['ord-1', { body: { items: [1, 2] } }]]),
    );
  });

  it('keeps a write whose set resolved even when the process is killed without closing', async () => {
    await openFresh();
    const moduleUrl = pathToFileURL(
      join(import.meta.dirname, '../../src/store/open-store.ts'),
    ).href;
    const script = `
      const { openStore } = await import(${JSON.stringify(moduleUrl)});
      const store = await openStore(process.env.TEST_STORE_URL);
      await store.namespace('outbox').set('ord-9', { id: 'ord-9', total: 25.4 });
      process.stdout.write('written\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TEST_STORE_URL: url() },
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

    const store = await reopen();
    expect(await store.namespace('outbox').get('ord-9')).toEqual({ id: 'ord-9', total: 25.4 });
  });

  it('answers ping while open and closes idempotently after operations in flight', async () => {
    const store = await openFresh();
    expect(await store.ping()).toBe(true);
    const pending = Array.from({ length: 20 }, (_, i) =>
      store.namespace('menu').set(`late-${i}`, `written before close ${i}`),
    );
    await Promise.all([store.close(), store.close()]);
    await Promise.all(pending);
    const reopened = await reopen();
    expect(await collect(reopened.namespace('menu'))).toEqual(
      new Map(pending.map((_, i) => [`late-${i}`, `written before close ${i}`])),
    );
  });

  describe('versioned namespaces', () => versionedContract(backend));
}

async function openFailure(url: string): Promise<StoreError> {
  const error: unknown = await openStore(url).then(
    async (store) => {
      await store.close();
      throw new Error('openStore should have failed');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

/** Every way the error could reach a log line: message, stack, JSON, and no cause object. */
function expectNoPassword(error: StoreError, password: string): void {
  expect(`${String(error)} ${JSON.stringify(error)} ${error.stack}`).not.toContain(password);
  expect(error.cause).toBeUndefined();
}

/** The extra behaviour of a server backend (Redis, Postgres): failures at open name no password. */
export function serverContract(server: () => ServerUnderTest): void {
  it('refuses a wrong password at open with an error that shows neither password', async () => {
    const wrong = server().wrongPasswordUrl();
    const error = await openFailure(wrong);
    expect(error.kind).toBe('unavailable');
    expectNoPassword(error, server().password);
    expectNoPassword(error, new URL(wrong).password);
    expect(error.message).toContain('127.0.0.1');
  });

  it('refuses an unreachable server at once, naming where but not the password', async () => {
    const started = Date.now();
    const error = await openFailure(server().unreachableUrl());
    expect(error.kind).toBe('unavailable');
    expectNoPassword(error, server().password);
    expect(error.message).toContain('127.0.0.1');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
}
