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
