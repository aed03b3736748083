import { describe, expect, it } from 'vitest';
import { MenuSnapshot, readMenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import type { CatalogueAlert } from '../../src/catalogue/sync-options.ts';
import { ManualClock } from '../../src/clock.ts';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import { loadTranslationFiles, MenuTranslations } from '../../src/menu-i18n/index.ts';
import { removeProduct, setProductAvailable } from '../../src/sandbox/menu/index.ts';
import { catalogueRequests, OPEN_MONDAY_NOON } from '../support/partner-harness.ts';
import { useSyncWorld } from './sync-support.ts';

const { world, freshStore, newSync } = useSyncWorld();

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
