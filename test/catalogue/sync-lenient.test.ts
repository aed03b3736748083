import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import type { CatalogueAlert } from '../../src/catalogue/sync-options.ts';
import { ManualClock } from '../../src/clock.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { quirky } from '../../src/sandbox/http/quirks.ts';
import { cataloguePage } from '../../src/sandbox/menu/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import type { Store } from '../../src/store/index.ts';
import { breakPrice, freeStandingProducts } from '../support/demo-menu.ts';
import { clientFor, OPEN_MONDAY_NOON, startTestSandbox } from '../support/partner-harness.ts';
import { useSyncWorld } from './sync-support.ts';

const { world, freshStore } = useSyncWorld();

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
