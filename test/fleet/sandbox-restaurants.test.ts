import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCliSettings } from '../../src/sandbox/cli.ts';
import { sandboxRestaurants } from '../../src/sandbox/restaurants.ts';
import { orderMargherita } from '../support/app-harness.ts';
import { startTestFleet, type TestFleet } from '../support/fleet-harness.ts';
import { captureLogs, clientFor } from '../support/partner-harness.ts';

// `npm run sandbox -- --restaurants N`: N restaurants' APIs under one HTTPS port, each with its
// own menu, credentials and ledger; a fleet of bots orders from two of them.
const logs = captureLogs('warn');
let world: TestFleet;

beforeAll(async () => {
  world = await startTestFleet(
    [
      { id: 'first', api: 'r1', partner: 'r1', staffChatId: -100_11 },
      { id: 'second', api: 'r2', partner: 'r2', staffChatId: -100_12 },
    ],
    logs,
    { sandbox: { restaurants: sandboxRestaurants(3) } },
  );
}, 60_000);

afterAll(async () => {
  await world?.close();
}, 60_000);

it('reads --restaurants N', () => {
  expect(readCliSettings(['--restaurants', '3'], {}).restaurants).toBe(3);
  expect(readCliSettings([], {}).restaurants).toBe(0);
  expect(() => readCliSettings(['--restaurants', 'x'], {})).toThrow('--restaurants');
}, 60_000);

it('reads --menu sushi (a tuning menu of docs/typed-orders.md), demo by default', () => {
  expect(readCliSettings(['--menu', 'sushi'], {}).menu).toBe('sushi');
  expect(readCliSettings([], {}).menu).toBe('demo');
  expect(() => readCliSettings(['--menu', 'no-such-menu'], {})).toThrow('--menu');
});

it('serves each restaurant at /r/<id>/api/v1 with its own credentials and menu', async () => {
  const { sandbox } = world;
  expect(Object.keys(sandbox.restaurants)).toEqual(['r1', 'r2', 'r3']);
  const r1 = sandbox.restaurants.r1;
  const r2 = sandbox.restaurants.r2;
  if (!r1 || !r2) throw new Error('no restaurants');
  expect(r2.baseUrl).toBe(sandbox.baseUrl.replace('/api/v1', '/r/r2/api/v1'));
  const own = clientFor(sandbox, {
    baseUrl: r2.baseUrl,
    credentials: { key: 'r2-key', password: 'r2-password-sandbox' },
    logger: logs.logger,
  }).client;
  const foreign = clientFor(sandbox, {
    baseUrl: r2.baseUrl,
    credentials: { key: 'r1-key', password: 'r1-password-sandbox' },
    logger: logs.logger,
    maxAttempts: 1,
  }).client;
  try {
    const page = await own.getCataloguePage(1);
    expect(page.products.length).toBeGreaterThan(0);
    // Another restaurant's credentials are not this restaurant's.
    await expect(foreign.getCataloguePage(1)).rejects.toMatchObject({ status: 401 });
    const availability = await own.getAvailability();
    expect(availability.pickup.name).toMatch(/ r2$/);
  } finally {
    await own.close();
    await foreign.close();
  }
  // Different menus: the same size costs more at r2.
  const price = (menu: typeof r1.menu) =>
    menu.products[0]?.variants.find((v) => v.minor !== null)?.minor;
  expect((price(r2.menu) ?? 0) - (price(r1.menu) ?? 0)).toBe(10);
  expect(r2.requests.length).toBeGreaterThan(0);
  expect(sandbox.restaurants.r3?.requests).toEqual([]);
}, 60_000);

it("puts each bot's order in its own restaurant's ledger", async () => {
  const { sandbox } = world;
  const first = world.app('first');
  const second = world.app('second');
  const telegramOf = (id: string) => {
    const found = world.telegram.get(id);
    if (!found) throw new Error(`no telegram for ${id}`);
    return found;
  };
  await orderMargherita(first, telegramOf('first'), 81);
  await orderMargherita(second, telegramOf('second'), 82);
  expect(
    telegramOf('second')
      .messages(82)
      .map((m) => m.text)
      .join('\n'),
  ).toContain('Поръчката е приета');
  expect(sandbox.restaurants.r1?.ledger.list()).toHaveLength(1);
  expect(sandbox.restaurants.r2?.ledger.list()).toHaveLength(1);
  expect(sandbox.restaurants.r3?.ledger.list()).toHaveLength(0);
  expect(sandbox.ledger.list()).toHaveLength(0);
  const totals = [sandbox.restaurants.r1, sandbox.restaurants.r2].map(
    (api) => api?.ledger.list()[0]?.totalMinor,
  );
  expect(totals[1]).not.toBe(totals[0]);
}, 60_000);
