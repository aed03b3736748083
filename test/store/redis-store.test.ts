import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open-store.ts';
import { escapeGlob } from '../../src/store/redis-store.ts';
import { serverContract, storeContract } from './store-contract.ts';
import { findRedisServer, startRedis, type TestServer } from './store-servers.ts';

const binary = findRedisServer();
if (binary === undefined) {
  console.warn('redis store tests skipped: no redis-server (apt-get install redis-server)');
}

describe('escapeGlob', () => {
  it('makes every SCAN MATCH metacharacter literal', () => {
    expect(escapeGlob('a*b?c[d]e\\f^g-h')).toBe('a\\*b\\?c\\[d\\]e\\\\f^g-h');
  });
});

describe.skipIf(binary === undefined)('redis store (redis-server on 127.0.0.1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startRedis(binary as string);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
  });

  storeContract(() => server);
  serverContract(() => server);

  it('writes the same keys as the sqlite table, in the database the URL selects', async () => {
    const url = await server.freshUrl();
    const store = await openStore(url);
    await store.namespace('outbox').set('ord-1', { total: 3 });
    await store.namespace('menu').set('snapshot', 'x', 60_000);
    await store.close();

    const raw = createClient({ url });
    await raw.connect();
    try {
      expect((await raw.keys('*')).sort()).toEqual(['menu:snapshot', 'outbox:ord-1']);
      expect(JSON.parse((await raw.get('outbox:ord-1')) ?? '')).toEqual({ value: { total: 3 } });
      // keyv passes the ttl on, so Redis expires the key itself.
      expect(await raw.pTTL('menu:snapshot')).toBeGreaterThan(50_000);
      expect(await raw.pTTL('outbox:ord-1')).toBe(-1);
    } finally {
      await raw.close();
    }
  });

  it('keeps the version in the envelope, lets Redis expire a versioned key, refuses a row not JSON', async () => {
    const url = await server.freshUrl();
    const store = await openStore(url);
    const raw = createClient({ url });
    await raw.connect();
    try {
      const kv = store.versioned<{ total: number }>('outbox');
      // A ttl with a fraction of a millisecond: PX takes whole ones.
      expect(await kv.compareAndSet('ord-1', { total: 3 }, 0, 60_000.5)).toBe(1);
      expect(await kv.compareAndSet('ord-2', { total: 4 }, 0)).toBe(1);
      const stored = JSON.parse((await raw.get('outbox:ord-1')) ?? '');
      expect(stored).toMatchObject({ value: { total: 3 }, version: 1 });
      expect(await raw.pTTL('outbox:ord-1')).toBeGreaterThan(50_000);
      expect(await raw.pTTL('outbox:ord-2')).toBe(-1);
      await raw.set('outbox:broken', 'not json');
      await expect(kv.compareAndSet('broken', { total: 5 }, 1)).rejects.toThrow(/not JSON/);
      expect(await raw.get('outbox:broken')).toBe('not json');
    } finally {
      await raw.close();
      await store.close();
    }
  });

  it('fails fast and reports not ready while the server is gone, and closes anyway', async () => {
    const lonely = await startRedis(binary as string);
    const store = await openStore(await lonely.freshUrl());
    const kv = store.namespace<number>('orders');
    await kv.set('a', 1);
    expect(await store.ping()).toBe(true);
    await lonely.stop();

    expect(await store.ping()).toBe(false);
    const started = Date.now();
    await expect(kv.set('b', 2)).rejects.toThrow();
    await expect(kv.get('a')).rejects.toThrow();
    // Fails rather than waiting for a reconnect: the bound only tells failing from hanging.
    expect(Date.now() - started).toBeLessThan(10_000);
    await store.close();
  });
});
