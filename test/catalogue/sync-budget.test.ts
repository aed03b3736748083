import { describe, expect, it } from 'vitest';
import { IncompleteCycleError, readCycle } from '../../src/catalogue/cycle.ts';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { syncIntervalMs } from '../../src/catalogue/sync-options.ts';
import {
  createRequestBudget,
  defaultCatalogueShare,
  defaultInteractiveReserve,
} from '../../src/partner/budget.ts';
import { CataloguePage } from '../../src/partner/schemas/index.ts';
import { cataloguePage, createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { clientFor, OPEN_MONDAY_NOON, startTestSandbox } from '../support/partner-harness.ts';
import { useSyncWorld } from './sync-support.ts';

const { world, freshStore } = useSyncWorld();

/* The catalogue's share of the request budget, and what makes a complete, consistent cycle. */

describe('catalogue share of the budget', () => {
  it('keeps a large menu within a quarter of the cap in every 60 s window and stretches the period', async () => {
    const { sandbox: big, clock } = await startTestSandbox({
      menu: createDemoMenu({ products: 2_000 }),
    });
    // The production budget: the sync has no budget of its own, the shared one holds it back.
    const budget = createRequestBudget({
      limit: 120,
      clock,
      interactiveReserve: defaultInteractiveReserve(120),
      catalogueShare: defaultCatalogueShare(120),
    });
    const bigClient = clientFor(big, { logger: world.logs.logger, budget }).client;
    const sync = new CatalogueSync({
      reader: bigClient,
      store: (await freshStore()).namespace<MenuSnapshot>('menu'),
      clock,
      logger: world.logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute: 120,
    });
    try {
      let done = false;
      const cycle = sync.syncNow().finally(() => {
        done = true;
      });
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        clock.advance(200);
      }
      expect((await cycle).ok).toBe(true);
      const times = big.requests.map((r) => r.at);
      expect(times).toHaveLength(41);
      for (const start of times) {
        expect(times.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(
          30,
        );
      }
      // 41 requests at 30 a minute: the next cycle may not start a minute later.
      expect(sync.intervalMs()).toBeGreaterThanOrEqual(82_000);
    } finally {
      await bigClient.close();
      await big.close();
    }
  });

  it('stretches a 200-page menu to about seven minutes at 120 requests a minute', () => {
    expect(syncIntervalMs({ configuredMs: 60_000, pages: 3, rateLimitPerMinute: 120 })).toBe(
      60_000,
    );
    // 201 requests at 30 a minute: 6.7 minutes.
    expect(syncIntervalMs({ configuredMs: 60_000, pages: 200, rateLimitPerMinute: 120 })).toBe(
      402_000,
    );
    expect(syncIntervalMs({ configuredMs: 60_000, pages: 200, rateLimitPerMinute: 1_200 })).toBe(
      60_000,
    );
  });
});

describe('cycle consistency', () => {
  const menu = createDemoMenu();
  const pages = [1, 2, 3].map((n) =>
    CataloguePage.parse(cataloguePage(menu, n, new Date(OPEN_MONDAY_NOON))),
  );
  const availability = {
    currency: 'EUR',
    timezone: 'Europe/Sofia',
    payment_methods: ['cash'],
    ordering_enabled: true,
    zones: [],
    pickup: {
      location_id: 'main',
      name: 'x',
      address: 'y',
      opens: '10:00',
      cutoff: '22:00',
      days: [1],
    },
    notice: '',
  } as const;

  function reader(serve: (page: number) => CataloguePage) {
    return {
      getCataloguePage: async (page: number) => serve(page),
      getAvailability: async () => structuredClone(availability) as never,
    };
  }
  const run = (serve: (page: number) => CataloguePage) =>
    readCycle(reader(serve), { beforeRequest: async () => undefined });
  const page = (n: number) => structuredClone(pages[n - 1] as CataloguePage);

  it('accepts the complete catalogue and merges repeated categories and combos', async () => {
    const result = await run(page);
    expect(result.snapshot.products).toHaveLength(pages[0]?.total ?? -1);
    expect(result.snapshot.categories).toHaveLength(pages[0]?.categories.length ?? -1);
    expect(result.snapshot.combos).toHaveLength(pages[0]?.combos.length ?? -1);
    expect(result.requests).toBe(4);
  });

  it('discards a repeated page', async () => {
    await expect(run((n) => page(n === 2 ? 1 : n))).rejects.toThrow(IncompleteCycleError);
  });

  it('discards a cycle whose product count differs from total', async () => {
    await expect(run((n) => ({ ...page(n), total: page(n).total + 1 }))).rejects.toThrow(/says/);
  });

  it('discards a cycle that ends early', async () => {
    await expect(run((n) => ({ ...page(n), has_more: n < 2 }))).rejects.toThrow(
      IncompleteCycleError,
    );
  });

  it('discards a cycle missing a choice option or a combo slot product', async () => {
    const child = pages.flatMap((p) => p.products).find((p) => !p.listed);
    const withoutChild = (n: number) => {
      const current = page(n);
      return {
        ...current,
        total: current.total - 1,
        products: current.products.filter((p) => p.id !== child?.id),
      };
    };
    await expect(run(withoutChild)).rejects.toThrow(/missing/);
  });

  it('stops at the page guard instead of reading forever', async () => {
    const first = pages[0] as CataloguePage;
    const endless = (n: number) => ({ ...first, page: n, products: [], total: 0, has_more: true });
    await expect(run(endless)).rejects.toThrow(/10000/);
  });
});
