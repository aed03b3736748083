import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import type { CatalogueAlert } from '../../src/catalogue/sync-options.ts';
import { ManualClock } from '../../src/clock.ts';
import type { Store } from '../../src/store/index.ts';
import { OPEN_MONDAY_NOON, useSandboxClient } from '../support/partner-harness.ts';
import { tempStore } from '../support/telegram-harness.ts';

// Issue 34 point 2: a value the spec does not list, in a field the bot acts on, never fails a
// cycle; it turns off only what it belongs to, and is told once.
const world = useSandboxClient('info', { maxAttempts: 1 });
const stores: Store[] = [];

afterEach(() => world.sandbox.faults.clear());
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

/** A sync on a fresh store (a first start: no stored menu), with the alerts it emits. */
async function firstStart(): Promise<{ sync: CatalogueSync; alerts: CatalogueAlert[] }> {
  const store = await tempStore();
  stores.push(store);
  const sync = new CatalogueSync({
    reader: world.client,
    store: store.namespace<MenuSnapshot>('menu'),
    clock: new ManualClock(OPEN_MONDAY_NOON),
    logger: world.logs.logger,
    intervalMs: 60_000,
    rateLimitPerMinute: 120,
  });
  const alerts: CatalogueAlert[] = [];
  sync.events.on('alert', (alert) => alerts.push(alert));
  return { sync, alerts };
}

/** Every answer of `endpoint` changed by `rewrite` until the test ends. */
function rewriteAll(
  endpoint: 'catalogue' | 'availability',
  rewrite: (data: Record<string, unknown>) => void,
) {
  world.sandbox.faults.inject({ kind: 'rewrite', endpoint, times: Infinity, rewrite });
}

const half = (data: Record<string, unknown>) => data.half as Record<string, unknown>;

describe('menu values the spec does not list', () => {
  it('syncs the menu on a first start with half-and-half off when half.price_mode is unknown, told once', async () => {
    rewriteAll('catalogue', (data) => {
      half(data).price_mode = 'tiered';
    });
    const { sync, alerts } = await firstStart();
    expect(await sync.syncNow()).toMatchObject({ ok: true });
    const menu = sync.current();
    expect(menu?.snapshot.products).toHaveLength(world.sandbox.menu.products.length);
    expect(menu?.half.enabled).toBe(false);
    expect(menu?.halfEligibleProducts().length ?? 0).toBe(0);
    expect(alerts).toEqual([
      { kind: 'unknown_value', value: { field: 'half.price_mode', value: 'tiered' } },
    ]);
    await sync.syncNow();
    expect(alerts).toHaveLength(1);
    expect(world.logs.lines.filter((l) => l.includes('"value":"tiered"'))).toHaveLength(1);
  });

  it('turns half-and-half back on once the value is one it knows', async () => {
    rewriteAll('catalogue', (data) => {
      half(data).price_mode = 'tiered';
    });
    const { sync } = await firstStart();
    expect(await sync.syncNow()).toMatchObject({ ok: true });
    expect(sync.current()?.half.enabled).toBe(false);
    world.sandbox.faults.clear();
    await sync.syncNow();
    expect(sync.current()?.half.enabled).toBe(true);
  });

  it('syncs the menu with half-and-half off when half.size is unknown, told once', async () => {
    rewriteAll('catalogue', (data) => {
      half(data).size = 'jumbo';
    });
    const { sync, alerts } = await firstStart();
    expect(await sync.syncNow()).toMatchObject({ ok: true });
    expect(sync.current()?.half.enabled).toBe(false);
    expect(sync.current()?.snapshot.products.length).toBeGreaterThan(0);
    await sync.syncNow();
    expect(alerts).toEqual([
      { kind: 'unknown_value', value: { field: 'half.size', value: 'jumbo' } },
    ]);
  });

  it('syncs the menu and ignores a pickup.days entry it does not know, told once', async () => {
    rewriteAll('availability', (data) => {
      const pickup = data.pickup as Record<string, unknown>;
      pickup.days = [1, 2, 3, 'holiday', 5, 6, 7];
    });
    const { sync, alerts } = await firstStart();
    expect(await sync.syncNow()).toMatchObject({ ok: true });
    const availability = sync.current()?.snapshot.availability;
    expect(availability?.pickup.days).toEqual([1, 2, 3, 5, 6, 7]);
    expect(availability).not.toHaveProperty('unknownValues');
    expect(sync.current()?.half.enabled).toBe(true);
    await sync.syncNow();
    expect(alerts).toEqual([
      { kind: 'unknown_value', value: { field: 'pickup.days', value: 'holiday' } },
    ]);
  });
});
