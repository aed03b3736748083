import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IncompleteCycleError, readCycle } from '../../src/catalogue/cycle.ts';
import { MenuSnapshot, readMenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { type CatalogueAlert, syncIntervalMs } from '../../src/catalogue/sync-options.ts';
import { ManualClock } from '../../src/clock.ts';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import { loadTranslationFiles, MenuTranslations } from '../../src/menu-i18n/index.ts';
import {
  createRequestBudget,
  defaultCatalogueShare,
  defaultInteractiveReserve,
} from '../../src/partner/budget.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { CataloguePage } from '../../src/partner/schemas/index.ts';
import { quirky } from '../../src/sandbox/http/quirks.ts';
import {
  cataloguePage,
  createDemoMenu,
  removeProduct,
  setProductAvailable,
} from '../../src/sandbox/menu/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import type { Store } from '../../src/store/index.ts';
import { breakPrice, freeStandingProducts } from '../support/demo-menu.ts';
import {
  catalogueRequests,
  clientFor,
  OPEN_MONDAY_NOON,
  startTestSandbox,
  useSandboxClient,
} from '../support/partner-harness.ts';
import { tempStore } from '../support/telegram-harness.ts';

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

describe('catalogue sync against the sandbox', () => {
  it('reads every page and availability, then persists the menu', async () => {
    const store = await freshStore();
    const sync = newSync(store);
    const before = catalogueRequests(world.sandbox);
    const outcome = await sync.syncNow();
    expect(outcome).toMatchObject({ ok: true, pages: 3, requests: 4 });
    expect(catalogueRequests(world.sandbox) - before).toBe(4);
    const menu = sync.current();
    expect(menu?.snapshot.products).toHaveLength(world.sandbox.menu.products.length);
    expect(menu?.categories().length).toBeGreaterThanOrEqual(8);
    expect(await store.namespace<MenuSnapshot>('menu').get('current')).toBeDefined();
  });

  it('keeps the old menu whole when page 2 fails after a good sync', async () => {
    const sync = newSync(await freshStore());
    await sync.syncNow();
    const good = sync.current();
    world.sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'catalogue', page: 2 });
    const outcome = await sync.syncNow();
    expect(outcome.ok).toBe(false);
    expect(outcome.reason).toContain('unavailable');
    expect(sync.current()).toBe(good);
    expect(sync.health().consecutiveFailures).toBe(1);
    world.sandbox.faults.clear();
    await sync.syncNow();
    expect(sync.health().consecutiveFailures).toBe(0);
  });

  it('drops a product removed from the menu after the next complete cycle', async () => {
    const sync = newSync(await freshStore());
    await sync.syncNow();
    // A dish no combo points at: removing a combo's dish would make the cycle inconsistent.
    const inCombos = new Set(
      world.sandbox.menu.combos.flatMap((combo) => combo.slots.flatMap((slot) => slot.product_ids)),
    );
    const victim =
      world.sandbox.menu.products.find(
        (p) => p.listed && p.choices.length === 0 && !inCombos.has(p.id),
      )?.id ?? -1;
    expect(sync.current()?.product(victim)).toBeDefined();
    removeProduct(world.sandbox.menu, victim);
    await sync.syncNow();
    expect(sync.current()?.product(victim)).toBeUndefined();
  });

  it('keeps the Menu of an unchanged menu (its caches stay), with the new time in memory and in the store', async () => {
    const clock = new ManualClock(OPEN_MONDAY_NOON);
    const store = await freshStore();
    const sync = newSync(store, clock);
    await sync.syncNow();
    const first = sync.current();
    if (!first) throw new Error('no menu after the first sync');
    const firstAt = first.syncedAt;
    const translations = new MenuTranslations(loadTranslationFiles(DEMO_TRANSLATIONS_DIR));
    const translated = translations.menu(first, 'en');
    const translator = translations.translator('en', first);
    expect(translated).not.toBe(first);
    clock.advance(60_000);
    expect((await sync.syncNow()).ok).toBe(true);
    expect(sync.current()).toBe(first);
    expect(first.syncedAt).toBe(firstAt + 60_000);
    expect(translated.syncedAt).toBe(firstAt + 60_000);
    expect(translations.menu(first, 'en')).toBe(translated);
    expect(translations.translator('en', first)).toBe(translator);
    expect(sync.health().menuAgeMs).toBe(0);
    const stored = await store.namespace<MenuSnapshot>('menu').get('current');
    expect(stored?.syncedAt).toBe(firstAt + 60_000);
    expect(stored?.products).toEqual(first.snapshot.products);
    // One product out of stock: a new Menu, whole; the old one is left as it was.
    const product = world.sandbox.menu.products.find((p) => p.listed && p.available);
    if (!product) throw new Error('no available product in the sandbox menu');
    setProductAvailable(world.sandbox.menu, product.id, false);
    try {
      clock.advance(60_000);
      expect((await sync.syncNow()).ok).toBe(true);
      expect(sync.current()).not.toBe(first);
      expect(sync.current()?.product(product.id)?.available).toBe(false);
      expect(first.product(product.id)?.available).toBe(true);
      expect(first.syncedAt).toBe(firstAt + 60_000);
    } finally {
      setProductAvailable(world.sandbox.menu, product.id, true);
    }
  });

  it('serves the persisted copy after a restart without any API call', async () => {
    const store = await freshStore();
    await newSync(store).syncNow();
    const before = world.sandbox.requests.length;
    const restarted = newSync(store);
    const menu = await restarted.loadPersisted();
    expect(world.sandbox.requests.length).toBe(before);
    expect(menu?.snapshot.products.length).toBe(world.sandbox.menu.products.length);
    expect(restarted.current()?.product(menu?.listedProducts()[0]?.id ?? -1)?.name).toBeTruthy();
  });

  it('reads a stored copy as the MenuSnapshot schema does, and refuses a damaged one', async () => {
    const store = await freshStore();
    await newSync(store).syncNow();
    const menus = store.namespace<MenuSnapshot>('menu');
    const stored = await menus.get('current');
    expect(readMenuSnapshot(stored)).toEqual(MenuSnapshot.parse(stored));
    const [first, ...rest] = stored?.products ?? [];
    const damagedProduct = { ...stored, products: [{ ...first, name: 7 }, ...rest] };
    const damagedCombo = { ...stored, combos: [{ code: 'x' }] };
    for (const damaged of [damagedProduct, damagedCombo, { ...stored, combos: undefined }]) {
      expect(MenuSnapshot.safeParse(damaged).success).toBe(false);
      expect(readMenuSnapshot(damaged)).toBeNull();
      await menus.set('current', damaged as MenuSnapshot);
      expect(await newSync(store).loadPersisted()).toBeNull();
    }
  });

  it('in a fleet, restarts from the stored copy and syncs when it is due, an overdue one at a spread point', async () => {
    const clock = new ManualClock(OPEN_MONDAY_NOON);
    const store = await freshStore();
    await newSync(store, clock).syncNow();
    const syncedAt = clock.now();
    const restart = (random: number | null) =>
      new CatalogueSync({
        reader: world.client,
        store: store.namespace<MenuSnapshot>('menu'),
        clock,
        logger: world.logs.logger,
        intervalMs: 60_000,
        rateLimitPerMinute: 120,
        ...(random !== null && { spread: { random: () => random } }),
      });
    const before = catalogueRequests(world.sandbox);
    // 20 s after the copy: served at once, its cycle when the copy is a period old.
    clock.advance(20_000);
    const fresh = restart(0.9);
    await fresh.start();
    expect(fresh.current()?.syncedAt).toBe(syncedAt);
    expect(fresh.health().nextCycleAt).toBe(syncedAt + 60_000);
    const cycled = new Promise((resolve) => fresh.events.once('updated', resolve));
    clock.advance(39_999);
    expect(catalogueRequests(world.sandbox)).toBe(before);
    clock.advance(1);
    await cycled;
    expect(catalogueRequests(world.sandbox) - before).toBe(4);
    expect(fresh.current()?.syncedAt).toBe(syncedAt + 60_000);
    await fresh.stop();
    // Five minutes later, a copy overdue: a random point of one period (0.25 → 15 s).
    clock.advance(5 * 60_000);
    const overdue = restart(0.25);
    await overdue.start();
    expect(overdue.health().nextCycleAt).toBe(clock.now() + 15_000);
    await overdue.stop();
    // A fleet of one (no spread): at once, as before.
    const single = restart(null);
    await single.start();
    expect(single.health().nextCycleAt).toBe(clock.now());
    await single.stop();
  });

  it('never runs two full syncs in parallel', async () => {
    const sync = newSync(await freshStore());
    const before = catalogueRequests(world.sandbox);
    const [a, b] = [sync.syncNow(), sync.syncNow()];
    expect(a).toBe(b);
    await a;
    expect(catalogueRequests(world.sandbox) - before).toBe(4);
  });

  it('alerts once when the menu is older than ten minutes', async () => {
    const clock = new ManualClock(OPEN_MONDAY_NOON);
    const sync = newSync(await freshStore(), clock);
    const alerts: CatalogueAlert[] = [];
    sync.events.on('alert', (alert) => alerts.push(alert));
    await sync.syncNow();
    world.sandbox.faults.inject({
      kind: 'reset',
      endpoint: 'availability',
      times: Number.POSITIVE_INFINITY,
    });
    clock.advance(5 * 60_000);
    await sync.syncNow();
    expect(alerts).toEqual([]);
    clock.advance(6 * 60_000);
    await sync.syncNow();
    await sync.syncNow();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'menu_stale' });
    expect(alerts[0]?.kind === 'menu_stale' && alerts[0].ageMs).toBeGreaterThan(10 * 60_000);
    expect(sync.health().stale).toBe(true);
  });
});

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

describe('reading what the restaurant sends, leniently (issue 20, point 4)', () => {
  let own: Sandbox;
  let ownClient: PartnerClient;
  beforeAll(async () => {
    ({ sandbox: own } = await startTestSandbox());
    ({ client: ownClient } = clientFor(own, { logger: world.logs.logger, maxAttempts: 1 }));
  });
  afterAll(async () => {
    await ownClient.close();
    await own.close();
  });

  function ownSync(store: Store, maxDroppedShare?: number) {
    return new CatalogueSync({
      reader: ownClient,
      store: store.namespace<MenuSnapshot>('menu'),
      clock: new ManualClock(OPEN_MONDAY_NOON),
      logger: world.logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute: 120,
      maxDroppedShare,
    });
  }

  it('reads the whole quirky sandbox menu identically: unknown fields, HH:MM:SS times, numeric strings, 0/1 flags', async () => {
    const plain = ownSync(await freshStore());
    expect(await plain.syncNow()).toMatchObject({ ok: true });
    own.quirks.enabled = true;
    try {
      // The quirks are really on the wire (else this test would prove nothing).
      const wire = quirky('availability', own.menu.availability) as {
        zones: Record<string, unknown>[];
        pickup: Record<string, unknown>;
      };
      expect(wire.zones[0]).toMatchObject({ id: '1', acceptance_cutoff: '22:30:00' });
      expect(wire.zones[0]).toHaveProperty('x_sandbox_quirk');
      expect(wire.pickup).toMatchObject({
        opens: '11:00:00',
        days: ['1', '2', '3', '4', '5', '6', '7'],
      });
      const page = quirky('catalogue', cataloguePage(own.menu, 1, new Date())) as {
        products: {
          x_sandbox_quirk?: unknown;
          variants: { ingredients: { removable: unknown }[] }[];
        }[];
      };
      expect(page.products[0]).toHaveProperty('x_sandbox_quirk');
      expect(page.products[0]?.variants[0]?.ingredients[0]?.removable).toBeTypeOf('number');

      const quirkySync = ownSync(await freshStore());
      const outcome = await quirkySync.syncNow();
      expect(outcome).toMatchObject({ ok: true });
      const { syncedAt: _a, ...expected } = plain.current()?.snapshot ?? {};
      const { syncedAt: _b, ...read } = quirkySync.current()?.snapshot ?? {};
      expect(read).toEqual(expected);
    } finally {
      own.quirks.enabled = false;
    }
  });

  it('measures the restaurant clock from /availability, so its hours are read on its clock', async () => {
    // The bot's clock 5 hours behind the restaurant's (07:00 in Sofia while the sandbox says noon).
    const botClock = new ManualClock(OPEN_MONDAY_NOON - 5 * 3_600_000);
    const sync = new CatalogueSync({
      reader: ownClient,
      store: (await freshStore()).namespace<MenuSnapshot>('menu'),
      clock: botClock,
      logger: world.logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute: 120,
    });
    await sync.syncNow();
    const menu = sync.current();
    // The Date header has whole seconds.
    expect(Math.abs((menu?.snapshot.restaurantClockOffsetMs ?? 0) - 5 * 3_600_000)).toBeLessThan(
      1_000,
    );
    expect(
      Math.abs((menu?.restaurantNow(botClock.now()).getTime() ?? 0) - OPEN_MONDAY_NOON),
    ).toBeLessThan(1_000);
  });

  it('reads a cutoff of 22:30:00 and an empty pickup cutoff instead of failing the sync', async () => {
    const zone = own.menu.availability.zones[0];
    if (!zone) throw new Error('no zone');
    const before = { cutoff: zone.acceptance_cutoff, pickup: own.menu.availability.pickup.cutoff };
    zone.acceptance_cutoff = '22:30:00';
    zone.acceptance_opens = '11:00:00';
    own.menu.availability.pickup.cutoff = '';
    try {
      const sync = ownSync(await freshStore());
      const outcome = await sync.syncNow();
      expect(outcome).toMatchObject({ ok: true });
      const read = sync.current()?.availability;
      expect(read?.zones[0]).toMatchObject({
        acceptance_opens: '11:00',
        acceptance_cutoff: '22:30',
      });
      expect(read?.pickup.cutoff).toBe('');
    } finally {
      zone.acceptance_cutoff = before.cutoff;
      zone.acceptance_opens = '11:00';
      own.menu.availability.pickup.cutoff = before.pickup;
    }
  });

  it('leaves out one unreadable product, tells it once, and applies the rest of the menu', async () => {
    const [victim] = freeStandingProducts(own.menu);
    if (victim === undefined) throw new Error('no free-standing dish');
    const name = own.menu.products.find((p) => p.id === victim)?.name ?? '';
    const sync = ownSync(await freshStore());
    const alerts: CatalogueAlert[] = [];
    sync.events.on('alert', (alert) => alerts.push(alert));
    await sync.syncNow();
    const before = sync.current();
    const restore = breakPrice(own.menu, victim, 'about nine euro');
    const firstLog = world.logs.lines.length;
    try {
      expect(await sync.syncNow()).toMatchObject({ ok: true });
      await sync.syncNow();
      const menu = sync.current();
      expect(menu).not.toBe(before);
      expect(menu?.product(victim)).toBeUndefined();
      expect(menu?.snapshot.products).toHaveLength(own.menu.products.length - 1);
      expect(alerts).toEqual([
        {
          kind: 'record_unreadable',
          record: expect.objectContaining({ record: 'product', id: String(victim), name }),
        },
      ]);
      const told = world.logs.lines
        .slice(firstLog)
        .filter((line) => line.includes('catalogue record could not be read'));
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(`"id":"${victim}"`);
    } finally {
      restore();
    }
    await sync.syncNow();
    expect(sync.current()?.product(victim)).toBeDefined();
    // Fixed, then broken again: a new incident, told again.
    const again = breakPrice(own.menu, victim, 'about nine euro');
    try {
      await sync.syncNow();
      expect(alerts).toHaveLength(2);
    } finally {
      again();
    }
  });

  it('does not apply a menu that lost more than the allowed share of its products', async () => {
    const sync = ownSync(await freshStore(), 0.05);
    const alerts: CatalogueAlert[] = [];
    sync.events.on('alert', (alert) => alerts.push(alert));
    await sync.syncNow();
    const good = sync.current();
    const total = own.menu.products.length;
    // Just over 5 %: the share is of the catalogue's total, unlisted children included.
    const victims = freeStandingProducts(own.menu).slice(0, Math.floor(total * 0.05) + 1);
    const undo = victims.map((id) => breakPrice(own.menu, id, 'about nine euro'));
    try {
      const outcome = await sync.syncNow();
      expect(outcome.ok).toBe(false);
      expect(outcome.reason).toContain(`${victims.length} of ${total} products could not be read`);
      await sync.syncNow();
      expect(sync.current()).toBe(good);
      expect(alerts).toEqual([{ kind: 'menu_rejected', unreadable: victims.length, total }]);
    } finally {
      for (const restore of undo) restore();
    }
    expect(await sync.syncNow()).toMatchObject({ ok: true });
  });
});

describe('an unchanged menu is not written again (issue 26)', () => {
  it('stores only a small check, keeps the age fresh, and followers read the check, not the copy', async () => {
    // The sandbox's own clock: the restaurant's clock moves with the bot's, as in real life.
    const clock = world.clock;
    const store = await freshStore();
    const kv = store.namespace<MenuSnapshot>('menu');
    const written: string[] = [];
    const read: string[] = [];
    const counted: typeof kv = {
      ...kv,
      set: (key, value, ttlMs) => {
        written.push(key);
        return kv.set(key, value, ttlMs);
      },
      get: (key) => {
        read.push(key);
        return kv.get(key);
      },
    };
    const make = (syncer: boolean) =>
      new CatalogueSync({
        reader: world.client,
        store: counted,
        clock,
        logger: world.logs.logger,
        intervalMs: 60_000,
        rateLimitPerMinute: 120,
        syncer: { held: () => syncer },
      });
    const sync = make(true);
    const alerts: CatalogueAlert[] = [];
    sync.events.on('alert', (alert) => alerts.push(alert));
    await sync.syncNow();
    expect(written).toEqual(['current', 'checked']);
    const copyAt = sync.current()?.syncedAt;
    const follower = make(false);
    await follower.loadPersisted();

    for (let minute = 1; minute <= 12; minute += 1) {
      clock.advance(60_000);
      written.length = 0;
      expect(await sync.syncNow()).toMatchObject({ ok: true, pages: 3 });
      expect(written).toEqual(['checked']);
      expect(sync.health()).toMatchObject({ menuAgeMs: 0, stale: false, menuSyncedAt: copyAt });
    }
    expect(sync.current()?.syncedAt).toBe(copyAt);
    expect(alerts).toEqual([]);
    // The follower reads the small check only, and its menu is as fresh as the syncer's.
    read.length = 0;
    expect(await follower.reloadPersisted()).toBe(false);
    expect(read).toEqual(['checked']);
    expect(follower.version()).toBe(sync.version());
    expect(follower.health()).toMatchObject({ menuAgeMs: 0, stale: false });
    // A restart takes the check's age too.
    const restarted = make(false);
    await restarted.loadPersisted();
    expect(restarted.health().menuAgeMs).toBe(0);

    // A changed menu is written again, and the follower loads it.
    const inCombos = new Set(
      world.sandbox.menu.combos.flatMap((combo) => combo.slots.flatMap((slot) => slot.product_ids)),
    );
    const victim =
      world.sandbox.menu.products.find(
        (p) => p.listed && p.choices.length === 0 && !inCombos.has(p.id),
      )?.id ?? -1;
    removeProduct(world.sandbox.menu, victim);
    clock.advance(60_000);
    written.length = 0;
    await sync.syncNow();
    expect(written).toEqual(['current', 'checked']);
    expect(sync.current()?.syncedAt).toBe(clock.now());
    expect(await follower.reloadPersisted()).toBe(true);
    expect(follower.current()?.product(victim)).toBeUndefined();
  });
});
