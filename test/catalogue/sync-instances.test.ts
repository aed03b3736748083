import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { ManualClock } from '../../src/clock.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { OPEN_MONDAY_NOON, useSandboxClient } from '../support/partner-harness.ts';

const world = useSandboxClient('info', { maxAttempts: 1 });
let store: Store;

beforeAll(async () => {
  store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'menu-')), 'bot.sqlite')}`);
});

afterAll(async () => {
  await store.close();
});

const catalogueRequests = () =>
  world.sandbox.requests.filter((r) => r.endpoint === 'catalogue' || r.endpoint === 'availability')
    .length;

describe('catalogue sync on several instances (the syncer lease)', () => {
  it('syncs only on the lease holder; the others load its stored copy when it is announced', async () => {
    const clock = new ManualClock(OPEN_MONDAY_NOON);
    const lease = { holder: 'a' };
    const announced: number[] = [];
    const make = (name: string) =>
      new CatalogueSync({
        reader: world.client,
        store: store.namespace<MenuSnapshot>('menu-instances'),
        clock,
        logger: world.logs.logger,
        intervalMs: 60_000,
        rateLimitPerMinute: 120,
        syncer: { held: () => lease.holder === name },
        onPersisted: async (version) => {
          announced.push(version);
        },
      });
    const [a, b] = [make('a'), make('b')];
    try {
      // B starts first with an empty store and is not the syncer: no request, no menu yet.
      await b.start();
      expect(catalogueRequests()).toBe(0);
      expect(b.current()).toBeNull();
      await a.start();
      const perCycle = catalogueRequests();
      expect(perCycle).toBeGreaterThan(1);
      expect(announced).toEqual([a.current()?.syncedAt]);
      const seen: Menu[] = [];
      b.events.on('updated', (menu) => seen.push(menu));
      expect(await b.reloadPersisted()).toBe(true);
      expect(b.current()?.syncedAt).toBe(a.current()?.syncedAt);
      expect(seen).toHaveLength(1);
      // The same version again changes nothing; B's own "sync" only reloads.
      expect(await b.reloadPersisted()).toBe(false);
      await b.syncNow();
      expect(catalogueRequests()).toBe(perCycle);
      // The lease moves to B: its next cycle reads the API, A stops.
      lease.holder = 'b';
      clock.advance(1_000);
      expect((await b.syncNow()).requests).toBe(perCycle);
      // A's own timer tick now only loads B's copy: no request, the same menu everywhere.
      await a.syncNow();
      expect(catalogueRequests()).toBe(2 * perCycle);
      expect(a.current()?.syncedAt).toBe(b.current()?.syncedAt);
      expect(announced).toHaveLength(2);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
