import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open-store.ts';
import { openPostgresStore } from '../../src/store/postgres-store.ts';
import type { Store } from '../../src/store/types.ts';
import { collect, serverContract, storeContract } from './store-contract.ts';
import { findPostgresBin, type PostgresServer, startPostgres } from './store-servers.ts';

const bin = findPostgresBin();
if (bin === undefined) {
  console.warn('postgres store tests skipped: no initdb/pg_ctl (apt-get install postgresql)');
}

describe.skipIf(bin === undefined)('postgres store (a fresh cluster on 127.0.0.1)', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres(bin as string);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  storeContract(() => server);
  serverContract(() => server);

  it('survives the server dropping its idle connections, and keeps working on new ones', async () => {
    const url = await server.freshUrl();
    const store = await openStore(url);
    try {
      const kv = store.namespace<number>('orders');
      await kv.set('a', 1);
      // An idle pooled connection that the server ends emits 'error' on the pool: unhandled,
      // that would crash the process.
      await server.exec(
        'postgres',
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'restaurant-order-bot'",
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await kv.set('b', 2);
      expect(await kv.get('a')).toBe(1);
      expect(await collect(kv)).toEqual(
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      );
      expect(await store.ping()).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('lists namespaces exactly on a table @keyv/postgres created in a database with a locale collation', async () => {
    // ICU's en-US collation sorts ';' before ':' and ignores case at first: a key range compared
    // in that collation would list nothing, or other namespaces' keys.
    const url = await server.freshUrl("TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US'");
    const database = new URL(url).pathname.slice(1);
    await server.exec(
      database,
      'CREATE TABLE public.keyv(key VARCHAR(255) PRIMARY KEY, value TEXT)',
    );
    const store: Store = await openStore(url);
    try {
      for (const name of ['menu', 'Menu', 'menu.v2', 'menu-x', 'men']) {
        await store.namespace<string>(name).set('a', name);
        await store.namespace<string>(name).set('b:c', name);
      }
      for (const name of ['menu', 'Menu', 'menu.v2', 'menu-x', 'men']) {
        expect(await collect(store.namespace<string>(name))).toEqual(
          new Map([
            ['a', name],
            ['b:c', name],
          ]),
        );
      }
    } finally {
      await store.close();
    }
  });

  it('fails a write stuck behind a lock held elsewhere after the statement timeout, then works on', async () => {
    const url = await server.freshUrl();
    const store = await openPostgresStore(url, undefined, { statementMs: 300, queryMs: 5_000 });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const kv = store.namespace<number>('sessions');
      await kv.set('42', 1);
      await other.query('BEGIN');
      await other.query("SELECT value FROM public.keyv WHERE key = 'sessions:42' FOR UPDATE");
      const started = Date.now();
      await expect(kv.set('42', 2)).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(3_000);
      await other.query('ROLLBACK');
      await kv.set('42', 3);
      expect(await kv.get('42')).toBe(3);
    } finally {
      await other.end();
      await store.close();
    }
  });
});
