import { afterAll, afterEach } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { ManualClock } from '../../src/clock.ts';
import type { Store } from '../../src/store/index.ts';
import { OPEN_MONDAY_NOON, useSandboxClient } from '../support/partner-harness.ts';
import { tempStore } from '../support/telegram-harness.ts';

/**
 * The world of a catalogue sync test file (sync.test.ts, sync-budget.test.ts,
 * sync-lenient.test.ts): one sandbox client without retries, its faults cleared after each test,
 * and temp sqlite stores closed after all.
 */
export function useSyncWorld() {
  const world = useSandboxClient('info', { maxAttempts: 1 });
  const stores: Store[] = [];

  async function freshStore(): Promise<Store> {
    const store = await tempStore();
    stores.push(store);
    return store;
  }

  function newSync(
    store: Store,
    clock = new ManualClock(OPEN_MONDAY_NOON),
    rateLimitPerMinute = 120,
  ) {
    return new CatalogueSync({
      reader: world.client,
      store: store.namespace<MenuSnapshot>('menu'),
      clock,
      logger: world.logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute,
    });
  }

  afterEach(() => world.sandbox.faults.clear());

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  return { world, freshStore, newSync };
}
