import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Restaurant } from '../../src/fleet/config.ts';
import { sandboxRestaurants } from '../../src/sandbox/restaurants.ts';
import { eventually, redisBinary } from '../coordination/coordination-harness.ts';
import { startRedis, type TestServer } from '../store/store-servers.ts';
import { startTestFleet, type TestFleet, type TestRestaurant } from '../support/fleet-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

// A fleet's restaurants on one real redis-server (COORDINATION_URL): the process shares one set
// of Redis connections between all of them, whatever their number, and each keeps its own
// `coord:<id>:` keys and channels.
const logs = captureLogs('warn');
let server: TestServer;
let url: string;
let world: TestFleet;
let admin: ReturnType<typeof createClient>;
let stopped = false;

const spec = (k: number): TestRestaurant => ({
  id: `shop${k}`,
  api: `r${k}`,
  partner: `r${k}`,
  staffChatId: -100_100 - k,
});

/** The restaurants `1..count` against the fleet sandbox, with Redis coordination on. */
const restaurants = (count: number): Restaurant[] =>
  world
    .restaurants(Array.from({ length: count }, (_, i) => spec(i + 1)))
    .map((r) => ({ ...r, config: { ...r.config, coordinationUrl: url } }));

/** The ids of the connections to this test's database, the admin's own left out. */
async function connections(): Promise<string[]> {
  const db = new URL(url).pathname.slice(1);
  const own = String(await admin.clientId());
  return (await admin.clientList())
    .filter((client) => String(client.db) === db && String(client.id) !== own)
    .map((client) => String(client.id))
    .sort();
}

beforeAll(async () => {
  if (redisBinary === undefined) return;
  server = await startRedis(redisBinary);
  url = await server.freshUrl();
  admin = createClient({ url });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-shared-redis-'));
  world = await startTestFleet([], logs, {
    storeUrl: `sqlite://${join(dir, 'fleet.sqlite')}`,
    sandbox: { restaurants: sandboxRestaurants(6) },
  });
}, 60_000);

afterAll(async () => {
  if (stopped) await world?.sandbox.close();
  else await world?.close();
  await admin?.quit();
  await server?.stop();
}, 60_000);

it.skipIf(redisBinary === undefined)(
  'shares one command and one subscriber connection among N restaurants, kept across reloads',
  async () => {
    await world.fleet.apply(restaurants(2));
    expect(world.fleet.ids()).toEqual(['shop1', 'shop2']);
    const withTwo = await connections();
    // One command connection and one subscriber (menu and credentials notices of both).
    expect(withTwo).toHaveLength(2);
    expect((await admin.pubSubChannels()).sort()).toEqual(
      ['shop1', 'shop2'].flatMap((id) => [
        `coord:${id}:menu:published`,
        `coord:${id}:partner:credentials`,
      ]),
    );

    // A reload adds four: the same two connections (their ids unchanged), not 2 per restaurant.
    const outcome = await world.fleet.apply(restaurants(6));
    expect(outcome.added).toEqual(['shop3', 'shop4', 'shop5', 'shop6']);
    expect(outcome.failed).toEqual([]);
    expect(await connections()).toEqual(withTwo);
    for (const id of world.fleet.ids()) {
      const ready = await world.app(id).readiness();
      expect(ready.checks.coordination, id).toBe(true);
    }
    // Each restaurant's keys under its own prefix: the syncer announced its menu there.
    await eventually(
      async () => (await admin.exists('coord:shop6:menu:version')) === 1,
      "shop6's menu announced",
    );
    const shop1Keys = (await admin.keys('coord:shop1:*')).sort();
    const shop1Menu = await admin.get('coord:shop1:menu:version');
    expect(shop1Menu).not.toBeNull();

    // shop1 is removed: the shared connections stay open for the others, its data stays (its
    // menu version; only its live heartbeat and held leases go, as when any instance stops),
    // and only its own channels are left.
    const removed = await world.fleet.apply(restaurants(6).slice(1));
    expect(removed.removed).toEqual(['shop1']);
    expect(await connections()).toEqual(withTwo);
    expect(await admin.get('coord:shop1:menu:version')).toBe(shop1Menu);
    const left = (await admin.keys('coord:shop1:*')).sort();
    const gone = shop1Keys.filter((key) => !left.includes(key));
    for (const key of gone) expect(key).toMatch(/^coord:shop1:(lease:|instance:|instances$)/);
    const channels = await admin.pubSubChannels();
    expect(channels.filter((c) => c.startsWith('coord:shop1:'))).toEqual([]);
    expect(channels).toHaveLength(10);
    for (const id of world.fleet.ids())
      expect((await world.app(id).readiness()).checks.coordination, id).toBe(true);

    // Another restaurant's notice still reaches the shared subscriber (one connection hears it).
    expect(await admin.publish('coord:shop2:menu:published', '1')).toBe(1);

    // The process closes the shared connections once, after every restaurant.
    stopped = true;
    await world.fleet.stop();
    await eventually(async () => (await connections()).length === 0, 'connections closed');
  },
  120_000,
);
