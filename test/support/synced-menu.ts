import { afterAll, expect } from 'vitest';
import type { Menu, MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { ManualClock } from '../../src/clock.ts';
import type { SandboxMenu } from '../../src/sandbox/menu/index.ts';
import type { Store } from '../../src/store/index.ts';
import { captureLogs, clientFor, OPEN_MONDAY_NOON, startTestSandbox } from './partner-harness.ts';
import { tempStore } from './telegram-harness.ts';

/** The client of a synced sandbox menu (its /quote). */
export type SyncedClient = ReturnType<typeof clientFor>['client'];

/**
 * One sandbox restaurant of `create`'s menu for a test file, as the bot receives it: served over
 * HTTPS, read by the real client and the real catalogue sync into a real sqlite store (two
 * catalogue pages and availability), started on first use and closed after the file.
 */
export function useSyncedMenu(create: () => SandboxMenu, what: string) {
  const logs = captureLogs('warn');
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  let synced: Promise<{ menu: Menu; client: SyncedClient }> | undefined;

  async function sync(): Promise<{ menu: Menu; client: SyncedClient }> {
    const { sandbox } = await startTestSandbox({ menu: create() });
    closers.push(() => sandbox.close());
    const { client } = clientFor(sandbox, { logger: logs.logger, maxAttempts: 1 });
    closers.push(() => client.close());
    const store: Store = await tempStore();
    closers.push(() => store.close());
    const catalogue = new CatalogueSync({
      reader: client,
      store: store.namespace<MenuSnapshot>('menu'),
      clock: new ManualClock(OPEN_MONDAY_NOON),
      logger: logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute: 120,
    });
    const outcome = await catalogue.syncNow();
    // Some 60 products are two catalogue pages of 50, plus availability.
    expect(outcome).toMatchObject({ ok: true, pages: 2, requests: 3 });
    const menu = catalogue.current();
    if (!menu) throw new Error('no menu after a successful sync');
    expect(await store.namespace<MenuSnapshot>('menu').get('current')).toBeDefined();
    return { menu, client };
  }

  return {
    /** The synced menu and its client (one sandbox and one sync for the file's tests). */
    synced: () => {
      synced ??= sync();
      return synced;
    },
    /** The listed product of that name, or the test fails naming it. */
    productNamed(menu: Menu, name: string) {
      const product = menu.listedProducts().find((p) => p.name === name);
      if (!product) throw new Error(`no ${name} on the ${what} menu`);
      return product;
    },
  };
}

/** The id of a product's ingredient of that name (its standard size). */
export function ingredientId(menu: Menu, productId: number, name: string): number {
  const found = menu.variant(productId, 'standard')?.ingredients.find((i) => i.name === name);
  if (!found) throw new Error(`product ${productId} has no ${name}`);
  return found.id;
}
