import pino from 'pino';
import { ManualClock } from '../../src/clock.ts';
import { type Coordination, openCoordination } from '../../src/coordination/index.ts';
import { FleetPresence } from '../../src/coordination/presence.ts';
import { openRedisConnections, type RedisConnections } from '../../src/coordination/redis.ts';
import { type ClusterRoles, clusterRoles } from '../../src/coordination/roles.ts';

/**
 * A fleet's syncer and poller roles over several instances, for the spread tests: each instance
 * runs every restaurant as a fleet process does (one pair of Redis connections, one heartbeat
 * for all its restaurants: its presence; a Coordination per restaurant sharing the instance's
 * id), each on its own clock, so an instance "dies" when its clock stops and Redis forgets its
 * keys.
 */
export interface Instance {
  id: string;
  clock: ManualClock;
  roles: Map<string, ClusterRoles>;
  coordinations: Coordination[];
  presence: FleetPresence;
  /** Starts one more restaurant here (as a reload adding it does): its roles not started yet. */
  add(restaurant: string): Promise<ClusterRoles>;
  /** Leaves cleanly: every restaurant's leases, then the heartbeat, then the connections. */
  close(): Promise<void>;
}

export async function startInstance(
  url: string,
  id: string,
  restaurants: readonly string[],
): Promise<Instance> {
  const clock = new ManualClock(0);
  const logger = pino({ level: 'silent' });
  const redis: RedisConnections = await openRedisConnections(url);
  const presence = new FleetPresence({ client: redis.client, clock, logger, instanceId: id });
  const instance: Instance = {
    id,
    clock,
    roles: new Map(),
    coordinations: [],
    presence,
    async add(restaurant) {
      const coordination = await openCoordination(redis, {
        clock,
        logger,
        prefix: `coord:${restaurant}:`,
        instanceId: id,
        presence,
      });
      instance.coordinations.push(coordination);
      const roles = clusterRoles(coordination, { spread: true });
      instance.roles.set(restaurant, roles);
      return roles;
    },
    async close() {
      await Promise.all(instance.coordinations.map((c) => c.close()));
      await presence.close();
      await redis.close();
    },
  };
  for (const restaurant of restaurants) await instance.add(restaurant);
  return instance;
}

/** The services' hooks: these tests watch only who holds the leases. */
export const NO_SERVICES = {
  reloadMenu: async () => undefined,
  menuVersion: () => null,
  refreshOrders: async () => {},
};

/**
 * One renewal period on every live instance's clock, one instance after the other: its clock
 * moves past its next beat and its keepers' next tick (their own timers beat and tick, as in
 * production), and the round waits for those and everything they started (menu checks) to
 * finish. So every round sends the same commands in the same order: nothing is left in flight
 * to be counted in the next round, and no tick runs twice.
 */
export async function round(instances: Instance[]): Promise<void> {
  for (const instance of instances) {
    instance.clock.advance(3_334);
    await instance.presence.settled();
    await Promise.all([...instance.roles.values()].map((roles) => roles.settled()));
  }
}
