import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from '../../src/clock.ts';
import { eventually, redisBinary, useRedis } from './coordination-harness.ts';

const redis = useRedis();

describe.skipIf(redisBinary === undefined)(
  'leases (SET NX PX, token-guarded renew and release)',
  () => {
    it('lets exactly one of three instances hold a lease, and nobody else renew or release it', async () => {
      const world = await redis.world(systemClock);
      const [a, b, c] = await Promise.all([world.instance(), world.instance(), world.instance()]);
      const leases = [a, b, c].map((i) => i.lease('lease:test', 10_000));
      const results = await Promise.all(leases.map((l) => l.tryAcquire()));
      expect(results.filter(Boolean)).toHaveLength(1);
      const holder = results.indexOf(true);
      const other = leases[(holder + 1) % 3];
      expect(await other?.renew()).toBe(false);
      await other?.release();
      expect(await a.client.get('coord:lease:test')).toBe([a, b, c][holder]?.instanceId);
      const ttl = await a.client.pTTL('coord:lease:test');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(10_000);
    });

    it('moves a dead holder’s lease to another instance once its TTL runs out', async () => {
      const world = await redis.world(systemClock);
      const [dead, alive] = await Promise.all([world.instance(), world.instance()]);
      expect(await dead.lease('lease:short', 200).tryAcquire()).toBe(true);
      const successor = alive.lease('lease:short', 200);
      expect(await successor.tryAcquire()).toBe(false);
      // The holder never renews (it died): Redis expires the key, the successor takes it.
      await eventually(() => successor.tryAcquire(), 'the lease to expire');
      expect(await alive.client.get('coord:lease:short')).toBe(alive.instanceId);
    });

    it('keeps a lease while renewing, hands it over at once on stop, and reports it in health', async () => {
      const clock = new ManualClock(0);
      const world = await redis.world(clock);
      const [a, b] = await Promise.all([world.instance(), world.instance()]);
      const log: string[] = [];
      const keeperA = a.keeper('lease:catalogue-sync', {
        acquired: () => log.push('a+'),
        lost: () => log.push('a-'),
      });
      const keeperB = b.keeper('lease:catalogue-sync', {
        acquired: () => log.push('b+'),
      });
      await keeperA.start();
      await keeperB.start();
      expect(keeperA.held()).toBe(true);
      expect(keeperB.held()).toBe(false);
      expect((await a.health()).leases).toEqual(['lease:catalogue-sync']);
      expect((await b.health()).leases).toEqual([]);
      // Renewal ticks keep it with A (a third of the TTL apart).
      for (let i = 0; i < 5; i += 1) {
        clock.advance(3_334);
        await keeperA.tick();
        await keeperB.tick();
      }
      expect(keeperA.held()).toBe(true);
      expect(keeperB.held()).toBe(false);
      await keeperA.stop();
      await keeperB.tick();
      expect(keeperB.held()).toBe(true);
      expect(log).toEqual(['a+', 'a-', 'b+']);
    });

    it('stops trusting a lease it could not renew before another instance may take it', async () => {
      const clock = new ManualClock(0);
      const world = await redis.world(clock);
      const a = await world.instance();
      const keeper = a.keeper('lease:status-poller', {}, 9_000);
      await keeper.start();
      expect(keeper.held()).toBe(true);
      // No renewal for two thirds of the TTL: held() turns false while Redis still has the key.
      clock.advance(6_000);
      expect(keeper.held()).toBe(false);
      expect(await a.client.get('coord:lease:status-poller')).toBe(a.instanceId);
    });

    it('lists every live instance with the leases it holds in each instance’s health', async () => {
      const clock = new ManualClock(0);
      const world = await redis.world(clock);
      const [a, b] = await Promise.all([world.instance(), world.instance()]);
      const keeper = a.keeper('lease:status-poller', {});
      await keeper.start();
      await a.heartbeat();
      await b.heartbeat();
      const seen = (await b.health()).instances;
      expect(seen.map((i) => i.instanceId).sort()).toEqual([a.instanceId, b.instanceId].sort());
      expect(seen.find((i) => i.instanceId === a.instanceId)?.leases).toEqual([
        'lease:status-poller',
      ]);
      expect(seen.find((i) => i.instanceId === b.instanceId)?.leases).toEqual([]);
      // A heartbeat lives 15 s: an instance that stops beating drops out of the list.
      const ttl = await a.client.pTTL(`coord:instance:${a.instanceId}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(15_000);
    });
  },
);
