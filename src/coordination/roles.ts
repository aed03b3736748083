import type { Coordination } from './index.ts';
import { LEASES } from './index.ts';
import type { LeaseKeeper } from './lease.ts';
import { rendezvousRanking } from './spread.ts';

/** What the singleton roles need from the services, as plain functions (no service imports). */
export interface RoleParts {
  /** Loads the stored menu copy when it is newer than the one served. */
  reloadMenu: () => Promise<unknown>;
  /** The version (syncedAt) of the menu served, or null. */
  menuVersion: () => number | null;
  /** Takes in tracked orders stored by other instances and polls what is due. */
  refreshOrders: () => Promise<void>;
}

/** This instance's part in the cluster: the two singleton leases and the menu notices. */
export interface ClusterRoles {
  syncer: LeaseKeeper;
  poller: LeaseKeeper;
  /**
   * Takes (or waits for) the leases and listens for new menus, handing the news to the services
   * (built after the leases, which they read); before the services start.
   */
  start(parts: RoleParts): Promise<void>;
  /**
   * Resolves when the ticks in flight and the work they started without waiting (heartbeat,
   * menu version check, orders refresh) have finished: tests wait here, never by sleeping.
   */
  settled(): Promise<void>;
}

/**
 * Exactly one catalogue syncer and one status poller among the instances: each is a kept lease.
 * The syncer's stored copy reaches the others by a pub/sub notice, and by the version key each
 * lease tick checks in case a notice was missed (a reconnect), so every instance shows the same
 * menu within seconds. The poller takes in the orders other instances track on each tick;
 * followers do too, so their answers about an order stay current.
 */
export function clusterRoles(
  coordination: Coordination,
  options: { spread?: boolean } = {},
): ClusterRoles {
  const log = coordination.logger;
  // The services' hooks come with start(), and the leases tick only from then on.
  let parts: RoleParts | undefined;
  const quietly = (what: string) => (error: unknown) => log.warn({ err: error }, what);
  // The ticks' work not waited for (a tick must not outlast its period), kept until it ends.
  const pending = new Set<Promise<unknown>>();
  const inBackground = (work: Promise<unknown>, what: string) => {
    const tracked: Promise<unknown> = work
      .catch(quietly(what))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const preferred = options.spread ? spreadOver(coordination) : () => undefined;
  const syncer = coordination.keeper(
    LEASES.catalogue,
    {
      acquired: () => log.info('catalogue syncer lease taken'),
      lost: () => log.warn('catalogue syncer lease lost'),
      tick: (held) => {
        // A fleet's process beats once for all its restaurants (its presence), not per tick here.
        if (!coordination.presence) inBackground(coordination.heartbeat(), 'heartbeat failed');
        if (held || !parts) return;
        const served = parts;
        inBackground(
          coordination.menuVersion().then((version) => {
            const current = served.menuVersion();
            if (version !== null && (current === null || version > current))
              return served.reloadMenu();
            return undefined;
          }),
          'menu version check failed',
        );
      },
    },
    undefined,
    preferred(LEASES.catalogue),
  );
  const poller = coordination.keeper(
    LEASES.poller,
    {
      acquired: () => log.info('status poller lease taken'),
      lost: () => log.warn('status poller lease lost'),
      tick: () => {
        if (parts) inBackground(parts.refreshOrders(), 'tracked orders refresh failed');
      },
    },
    undefined,
    preferred(LEASES.poller),
  );
  return {
    syncer,
    poller,
    async start(services) {
      parts = services;
      // Counted among the live instances before the first tick: the spread gates see it. (Not
      // fatal: a fleet's process beats again each round, one instance on each syncer tick.)
      await coordination.heartbeat().catch(quietly('heartbeat failed'));
      await coordination.onMenuPublished(() => {
        void services.reloadMenu().catch(quietly('menu reload failed'));
      });
      await syncer.start();
      await poller.start();
    },
    async settled() {
      await Promise.all([syncer.settled(), poller.settled()]);
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/**
 * A fleet's spread of roles (issue 26): each lease is preferred by one of the live instances
 * running this restaurant (their heartbeats under its prefix), ranked by rendezvous hashing over
 * the restaurant's key: the syncer goes to the first, the poller to the second, so with two
 * instances or more a restaurant's syncer and poller are on different instances and no instance
 * holds more than half of all roles; when an instance joins, the leases it wins move to it, and when one
 * leaves (its heartbeat deleted on close, or expired), its leases go to the next in rank.
 */
function spreadOver(coordination: Coordination) {
  const { presence } = coordination;
  // A fleet's process reads the live instances once per round for all its restaurants.
  const running = async (): Promise<string[]> => [
    ...new Set([
      ...(await coordination.instances()).map((b) => b.instanceId),
      coordination.instanceId,
    ]),
  ];
  let cached: { at: number; ids: Promise<string[]> } | undefined;
  const live = (): Promise<string[]> => {
    if (presence) return running();
    const now = coordination.clock.now();
    if (cached === undefined || now - cached.at >= 1_000) {
      const ids = coordination
        .instances()
        .then((beats) => [
          ...new Set([...beats.map((b) => b.instanceId), coordination.instanceId]),
        ]);
      cached = { at: now, ids };
      ids.catch(() => {
        cached = undefined;
      });
    }
    return cached.ids;
  };
  // A restaurant's roles by rank: the syncer to the first of its ranking, the poller to the
  // second. Drawn independently (one hash per lease), one instance held both roles of a third of
  // the restaurants, and now and then more than half of all roles (21 of 40 on three instances).
  const rank: Record<string, number> = { [LEASES.catalogue]: 0, [LEASES.poller]: 1 };
  return (name: string) => async () => {
    const ranked = rendezvousRanking(await live(), coordination.prefix);
    const index = Math.min(rank[name] ?? 0, ranked.length - 1);
    return ranked[index] === coordination.instanceId;
  };
}
