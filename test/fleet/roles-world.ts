import pino from 'pino';
import { ManualClock } from '../../src/clock.ts';
import { type Coordination, openCoordination } from '../../src/coordination/index.ts';
import { type ClusterRoles, clusterRoles } from '../../src/coordination/roles.ts';

/**
 * A fleet's syncer and poller roles over several instances, for the spread tests: each instance
 * runs every restaurant (its Coordination per restaurant shares the instance's id), each on its
 * own clock, so an instance "dies" when its clock stops and Redis forgets its keys.
 */
export interface Instance {
  id: string;
  clock: ManualClock;
  roles: Map<string, ClusterRoles>;
  coordinations: Coordination[];
}

export async function startInstance(
  url: string,
  id: string,
  restaurants: readonly string[],
): Promise<Instance> {
  const clock = new ManualClock(0);
  const instance: Instance = { id, clock, roles: new Map(), coordinations: [] };
  for (const restaurant of restaurants) {
    const coordination = await openCoordination(url, {
      clock,
      logger: pino({ level: 'silent' }),
      prefix: `coord:${restaurant}:`,
      instanceId: id,
    });
    await coordination.heartbeat();
    instance.coordinations.push(coordination);
    instance.roles.set(restaurant, clusterRoles(coordination, { spread: true }));
  }
  return instance;
}

/** The services' hooks: these tests watch only who holds the leases. */
export const NO_SERVICES = {
  reloadMenu: async () => undefined,
  menuVersion: () => null,
  refreshOrders: async () => {},
};

/**
 * One renewal period on every live instance's clock, one instance after the other: its
 * heartbeats, then its clock moves past the keepers' next tick (their own timers tick them, as in
 * production), and the round waits for those ticks and everything they started (heartbeats,
 * menu checks) to finish. So every round sends the same commands in the same order: nothing is
 * left in flight to be counted in the next round, and no tick runs twice.
 */
export async function round(instances: Instance[]): Promise<void> {
  for (const instance of instances) {
    await Promise.all(instance.coordinations.map((c) => c.heartbeat()));
    instance.clock.advance(3_334);
    await Promise.all([...instance.roles.values()].map((roles) => roles.settled()));
  }
}
