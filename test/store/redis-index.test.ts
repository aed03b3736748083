import { createClient } from '@keyv/redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open-store.ts';
import { indexKey, indexMarkerKey } from '../../src/store/redis-store.ts';
import type { Store } from '../../src/store/types.ts';
import { collect } from './store-contract.ts';
import { findRedisServer, startRedis, type TestServer } from './store-servers.ts';

const binary = findRedisServer();
const rawClient = (url: string) => createClient({ url });
type Raw = ReturnType<typeof rawClient>;

/** Redis's count of calls per command since the last CONFIG RESETSTAT (INFO commandstats). */
async function commandCalls(raw: Raw): Promise<Record<string, number>> {
  const info = await raw.info('commandstats');
  const calls: Record<string, number> = {};
  for (const [, name, count] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm))
    if (name !== 'info' && name !== 'config') calls[String(name)] = Number(count);
  return calls;
}

/** `count` keys no namespace of the test lists, written by MSET in chunks. */
async function fillUnrelated(raw: Raw, count: number): Promise<void> {
  for (let start = 0; start < count; start += 5_000) {
    const pairs: Record<string, string> = {};
    for (let i = start; i < Math.min(count, start + 5_000); i += 1) pairs[`other.ns:${i}`] = 'x';
    await raw.mSet(pairs);
  }
}

describe.skipIf(binary === undefined)('redis store: a namespace listed from its index', () => {
  let server: TestServer;
  const stores: Store[] = [];
  const raws: Raw[] = [];
  beforeAll(async () => {
    server = await startRedis(binary as string);
  }, 30_000);
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await Promise.all(raws.splice(0).map((raw) => raw.close()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const open = async () => {
    const url = await server.freshUrl();
    const store = await openStore(url);
    stores.push(store);
    const raw = rawClient(url);
    await raw.connect();
    raws.push(raw);
    return { store, raw };
  };

  it('lists 120 keys among 100,000 unrelated ones with no SCAN, in key order, every page', async () => {
    const { store, raw } = await open();
    const kv = store.namespace<number>('r1.tracked');
    await kv.set('first', 0);
    // The first listing builds the index (one SCAN, while the namespace is small).
    expect([...(await collect(kv)).keys()]).toEqual(['first']);
    const expected = new Map<string, number>([['first', 0]]);
    for (let i = 0; i < 120; i += 1) {
      const key = `ord-${String(i).padStart(3, '0')}`;
      await kv.set(key, i, i % 2 === 0 ? 3_600_000 : undefined);
      expected.set(key, i);
    }
    await store.namespace('r1.outbox').set('x', 1);
    await fillUnrelated(raw, 100_000);
    await raw.configResetStat();

    const listed = await collect(kv);
    expect(listed).toEqual(expected);
    expect([...listed.keys()]).toEqual([...expected.keys()].sort());
    const calls = await commandCalls(raw);
    expect(calls.scan).toBeUndefined();
    expect(calls.keys).toBeUndefined();
    // 121 keys in pages of 50: three ranges, each followed by one MGET.
    expect(calls.zrange).toBe(3);
    expect(calls.mget).toBe(3);
  }, 60_000);

  it('lists no deleted or expired key, and those leave the index', async () => {
    const { store, raw } = await open();
    const kv = store.namespace<string>('r2.outbox');
    await collect(kv);
    for (const key of ['a', 'b', 'c', 'd']) await kv.set(key, key.toUpperCase());
    await kv.delete('b');
    expect(await raw.zRange(indexKey('r2.outbox'), 0, -1)).toEqual([
      'r2.outbox:a',
      'r2.outbox:c',
      'r2.outbox:d',
    ]);
    // What Redis does when a key's PX runs out: the key goes, the index is not told.
    await raw.del('r2.outbox:c');

    expect(await collect(kv)).toEqual(
      new Map([
        ['a', 'A'],
        ['d', 'D'],
      ]),
    );
    expect(await raw.zRange(indexKey('r2.outbox'), 0, -1)).toEqual(['r2.outbox:a', 'r2.outbox:d']);
    // A key written again after it expired is listed again.
    await kv.set('c', 'C2');
    expect((await collect(kv)).get('c')).toBe('C2');
  });

  it('fills a page past absent members, so a short page still means the end', async () => {
    const { store, raw } = await open();
    const kv = store.namespace<number>('r3.tracked');
    await collect(kv);
    for (let i = 0; i < 130; i += 1) await kv.set(`k${String(i).padStart(3, '0')}`, i);
    // 40 keys gone behind the store's back inside the first page.
    await raw.del(
      Array.from({ length: 40 }, (_, i) => `r3.tracked:k${String(i + 5).padStart(3, '0')}`),
    );
    const listed = await collect(kv);
    expect(listed.size).toBe(90);
    expect(listed.get('k129')).toBe(129);
    expect(await raw.zCard(indexKey('r3.tracked'))).toBe(90);
  });

  it('lists data written before the index existed, after a one-time SCAN', async () => {
    const { store, raw } = await open();
    // Rows as the store wrote them before (keyv's envelope, no index, no marker).
    for (let i = 0; i < 70; i += 1) {
      await raw.set(`r4.outbox:o${String(i).padStart(2, '0')}`, JSON.stringify({ value: i }));
    }
    await raw.set('r4.outboxes:not-mine', JSON.stringify({ value: -1 }));
    await fillUnrelated(raw, 1_000);
    const kv = store.namespace<number>('r4.outbox');
    await raw.configResetStat();

    const listed = await collect(kv);
    expect(listed.size).toBe(70);
    expect(listed.get('o69')).toBe(69);
    expect((await commandCalls(raw)).scan).toBeGreaterThan(0);
    expect(await raw.get(indexMarkerKey('r4.outbox'))).toBe('built');

    await raw.configResetStat();
    await kv.set('o70', 70);
    expect((await collect(kv)).size).toBe(71);
    expect((await commandCalls(raw)).scan).toBeUndefined();
  });

  it('keeps no index for a namespace never listed', async () => {
    const { store, raw } = await open();
    await store.namespace('r5.sessions').set('chat-1', { step: 1 }, 60_000);
    await store.namespace('r5.sessions').delete('chat-1');
    await store.namespace('r5.sessions').set('chat-2', { step: 2 });
    expect((await raw.keys('*')).sort()).toEqual(['r5.sessions:chat-2']);
  });
});
