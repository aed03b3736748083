import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { type Coordination, LEASES } from '../../src/coordination/index.ts';
import { redisBinary, useRedis } from '../coordination/coordination-harness.ts';
import { type Instance, NO_SERVICES, round, startInstance as start } from './roles-world.ts';

// A fleet's syncer and poller roles over several instances: each instance runs every restaurant
// (its Coordination per restaurant shares the instance's id and its one heartbeat), each on its
// own clock, so an instance "dies" when its clock stops and Redis forgets its keys (what their
// TTLs do).
const redis = useRedis();
const RESTAURANTS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
const ROLES = ['syncer', 'poller'] as const;

/** Who holds each restaurant's roles: exactly one live instance each, or the test fails. */
function holders(instances: Instance[]): Map<string, number> {
  const count = new Map<string, number>(instances.map((i) => [i.id, 0]));
  for (const restaurant of RESTAURANTS)
    for (const role of ROLES) {
      const holding = instances.filter((i) => i.roles.get(restaurant)?.[role].held());
      expect(
        holding.map((i) => i.id),
        `${restaurant} ${role}`,
      ).toHaveLength(1);
      const [holder] = holding;
      if (holder) count.set(holder.id, (count.get(holder.id) ?? 0) + 1);
    }
  return count;
}

describe.skipIf(redisBinary === undefined)('roles spread over the instances of a fleet', () => {
  it('gives each restaurant one syncer and one poller, spread, moving on death and on join', async () => {
    const world = await redis.world(new ManualClock(0));
    const client = (await world.instance()).client;
    const a = await start(world.url, 'instance-a', RESTAURANTS);
    const b = await start(world.url, 'instance-b', RESTAURANTS);
    const c = await start(world.url, 'instance-c', RESTAURANTS);
    const all = [a, b, c];
    for (const instance of all)
      for (const roles of instance.roles.values()) await roles.start(NO_SERVICES);
    for (let i = 0; i < 3; i += 1) await round(all);
    const spread = holders(all);
    for (const held of spread.values()) {
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(6);
    }
    // Redis agrees with the keepers.
    for (const restaurant of RESTAURANTS) {
      const syncerHolder = all.find((i) => i.roles.get(restaurant)?.syncer.held());
      expect(await client.get(`coord:${restaurant}:${LEASES.catalogue}`)).toBe(syncerHolder?.id);
    }

    // C dies: its clock stops, and Redis forgets its heartbeat and leases (their TTLs ran out).
    const ofC = RESTAURANTS.flatMap((r) => [
      ...(c.roles.get(r)?.syncer.held() ? [`coord:${r}:${LEASES.catalogue}`] : []),
      ...(c.roles.get(r)?.poller.held() ? [`coord:${r}:${LEASES.poller}`] : []),
    ]);
    await client.del(['coord:_fleet:instance:instance-c', ...ofC]);
    const survivors = [a, b];
    for (let i = 0; i < 3; i += 1) await round(survivors);
    const after = holders(survivors);
    expect((after.get('instance-a') ?? 0) + (after.get('instance-b') ?? 0)).toBe(12);

    // D joins: the roles it wins move to it; still exactly one holder each.
    const d = await start(world.url, 'instance-d', RESTAURANTS);
    for (const roles of d.roles.values()) await roles.start(NO_SERVICES);
    const joined = [a, b, d];
    for (let i = 0; i < 4; i += 1) await round(joined);
    const rebalanced = holders(joined);
    expect(rebalanced.get('instance-d')).toBeGreaterThan(0);
    for (const held of rebalanced.values()) expect(held).toBeLessThanOrEqual(6);

    // A leaves cleanly: its heartbeat and leases go at once, the others take its roles.
    await a.close();
    for (let i = 0; i < 3; i += 1) await round([b, d]);
    const last = holders([b, d]);
    expect((last.get('instance-b') ?? 0) + (last.get('instance-d') ?? 0)).toBe(12);
    await Promise.all([b, c, d].map((i) => i.close()));
  });
});

/** Redis's count of calls per command since the last CONFIG RESETSTAT (INFO commandstats). */
async function commandCalls(client: Coordination['client']): Promise<Record<string, number>> {
  const info = await client.info('commandstats');
  const calls: Record<string, number> = {};
  for (const [, name, count] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm))
    if (name !== 'info' && name !== 'config') calls[String(name)] = Number(count);
  return calls;
}

/** Two instances running `restaurants` on a fresh Redis, their roles settled (three rounds). */
async function settledPair(restaurants: string[]) {
  const world = await redis.world(new ManualClock(0));
  const client = (await world.instance()).client;
  const all = [
    await start(world.url, 'instance-a', restaurants),
    await start(world.url, 'instance-b', restaurants),
  ];
  for (const instance of all)
    for (const roles of instance.roles.values()) await roles.start(NO_SERVICES);
  for (let i = 0; i < 3; i += 1) await round(all);
  return { client, all };
}

describe.skipIf(redisBinary === undefined)('the spread gate and the keyspace', () => {
  it('costs the same commands with 20,000 unrelated keys as with none, and never SCANs', async () => {
    const { client, all } = await settledPair(RESTAURANTS);
    holders(all);

    await client.configResetStat();
    for (let i = 0; i < 2; i += 1) await round(all);
    const quiet = await commandCalls(client);

    // Restaurant data (sessions, orders, menu copies) of this fleet and others: 20,000 keys.
    for (let batch = 0; batch < 20; batch += 1) {
      const entries: [string, string][] = [];
      for (let k = 0; k < 1_000; k += 1)
        entries.push([`r${k % 7}.sessions:${batch * 1_000 + k}`, '{"cart":[]}']);
      await client.mSet(entries);
    }
    await client.configResetStat();
    for (let i = 0; i < 2; i += 1) await round(all);
    const busy = await commandCalls(client);
    holders(all);

    expect(quiet.scan).toBeUndefined();
    expect(busy.scan).toBeUndefined();
    expect(busy.keys).toBeUndefined();
    // The gate read the live instances as often (one SMEMBERS per instance per round, for all
    // its restaurants), and the whole run cost exactly as many commands of every kind: nothing grows with
    // the keyspace. (Each round waits for its ticks and what they sent without waiting, so no
    // command of one window is counted in the other: the counts are exact, not "about".)
    expect(busy.smembers).toBe(2 * 2);
    expect(busy).toEqual(quiet);
    await Promise.all(all.map((i) => i.close()));
  });
});

describe.skipIf(redisBinary === undefined)('the fleet heartbeat', () => {
  // Two instances, two rounds, after the roles settled: what Redis ran, by command.
  async function idleRounds(restaurants: string[]) {
    const { client, all } = await settledPair(restaurants);
    await client.configResetStat();
    for (let i = 0; i < 2; i += 1) await round(all);
    const calls = await commandCalls(client);
    // Each restaurant's roles: one holder each, on two instances (its heartbeat lists them).
    const beats = await all[0]?.presence.readNow();
    for (const beat of beats ?? [])
      expect(Object.keys(beat.restaurants).sort()).toEqual(
        restaurants.map((r) => `coord:${r}:`).sort(),
      );
    await Promise.all(all.map((i) => i.close()));
    return calls;
  }

  it('costs one heartbeat and one live-instance read per instance per round, for any number of restaurants', async () => {
    const rounds = 2;
    const instances = 2;
    for (const count of [1, 12]) {
      const restaurants = Array.from({ length: count }, (_, i) => `r${i + 1}`);
      const calls = await idleRounds(restaurants);
      const what = `${count} restaurants`;
      // The heartbeat (MULTI SET SADD PEXPIRE EXEC) and the gate's read (SMEMBERS, a script):
      // once per instance per round, 1 restaurant or 12.
      expect(calls.multi, what).toBe(rounds * instances);
      expect(calls.sadd, what).toBe(rounds * instances);
      expect(calls.smembers, what).toBe(rounds * instances);
      // What does grow with the restaurants is their own: each holder renews its lease (a
      // script), beside the gate's script per instance per round.
      expect(calls.eval, what).toBe(rounds * (instances + 2 * count));
    }
  });
});

describe.skipIf(redisBinary === undefined)('a restaurant on some instances only', () => {
  it('ranks only the instances whose heartbeat lists it, and spreads it once another starts it', async () => {
    const world = await redis.world(new ManualClock(0));
    const a = await start(world.url, 'instance-a', ['r1', 'r2']);
    const b = await start(world.url, 'instance-b', ['r1']);
    const both = [a, b];
    for (const instance of both)
      for (const roles of instance.roles.values()) await roles.start(NO_SERVICES);
    for (let i = 0; i < 3; i += 1) await round(both);
    // r2 runs on A alone: A holds both its roles (B, alive but not running r2, is not ranked:
    // were it, one of r2's roles would wait for B forever). r1's are on two instances.
    const holder = (restaurant: string, role: (typeof ROLES)[number]) =>
      both.filter((i) => i.roles.get(restaurant)?.[role].held()).map((i) => i.id);
    expect([holder('r2', 'syncer'), holder('r2', 'poller')]).toEqual([
      ['instance-a'],
      ['instance-a'],
    ]);
    expect(new Set([...holder('r1', 'syncer'), ...holder('r1', 'poller')]).size).toBe(2);
    expect((await a.presence.instancesOf('coord:r2:')).map((beat) => beat.instanceId)).toEqual([
      'instance-a',
    ]);

    // A reload starts r2 on B too: B's heartbeat lists it at once, and one of r2's roles moves.
    const r2 = await b.add('r2');
    await r2.start(NO_SERVICES);
    for (let i = 0; i < 3; i += 1) await round(both);
    expect([holder('r2', 'syncer'), holder('r2', 'poller')].map((h) => h.length)).toEqual([1, 1]);
    expect(new Set([...holder('r2', 'syncer'), ...holder('r2', 'poller')]).size).toBe(2);
    const seen = await b.presence.readNow();
    expect(seen.map((beat) => Object.keys(beat.restaurants).sort())).toEqual([
      ['coord:r1:', 'coord:r2:'],
      ['coord:r1:', 'coord:r2:'],
    ]);
    await Promise.all(both.map((i) => i.close()));
  });
});
