import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { budgetCaps, partnerCap } from '../partner/index.ts';
import { sharedCredentials } from './credentials.ts';
import { openCoordination } from './index.ts';
import type { FleetPresence } from './presence.ts';
import type { RedisConnections } from './redis.ts';
import { clusterRoles } from './roles.ts';

/**
 * A fleet's restaurant: its keys under `coord:<id>:` (default `coord:`, as today), the process's
 * one instance id, its roles spread over the instances, and the process's shared Redis
 * connections (src/fleet/; left out: the restaurant opens its own, as one instance does).
 */
export interface FleetCoordination {
  prefix: string;
  instanceId: string;
  spread: boolean;
  redis?: RedisConnections | undefined;
  /** The process's one heartbeat and live-instance read for all its restaurants. */
  presence?: FleetPresence | undefined;
}

/**
 * The composition root's one call for several instances: opens the coordination when the
 * configuration asks for it (webhook mode with a Redis COORDINATION_URL or STORE_URL) and returns
 * what the services take — the shared budget, the syncer and poller leases, the outbox's entry
 * claim, the menu announcement — plus health and close. Undefined for one instance: every
 * service then runs exactly as before. Built before the services (they take its budget and
 * leases); the services are handed to `roles.start` once they exist.
 */
export async function startCoordination(
  config: Config,
  deps: {
    clock: Clock;
    logger: Logger;
    fleet?: FleetCoordination | undefined;
  },
) {
  if (config.coordinationUrl === undefined) return undefined;
  const logger = deps.logger.child({ module: 'coordination' });
  const coordination = await openCoordination(deps.fleet?.redis ?? config.coordinationUrl, {
    clock: deps.clock,
    logger,
    ...(deps.fleet && {
      prefix: deps.fleet.prefix,
      instanceId: deps.fleet.instanceId,
      presence: deps.fleet.presence,
    }),
  });
  const { clock: _clock, ...caps } = budgetCaps(partnerCap(config.partner), deps.clock);
  const budget = coordination.budget(caps);
  const roles = clusterRoles(coordination, { spread: deps.fleet?.spread ?? false });
  logger.info({ instanceId: coordination.instanceId }, 'coordinating with other instances');
  return {
    coordination,
    budget,
    roles,
    /** The partner's credentials state, one for every instance (issue 20). */
    credentials: sharedCredentials(coordination),
    claimEntry: (id: string) => coordination.claimEntry(id),
    publishMenu: (syncedAt: number) => coordination.publishMenu(syncedAt),
    /** Lease names this instance holds now (for /metrics). */
    leases: () => coordination.heldLeases(),
    /** The webhook intake's claims and per-chat locks (`serveBot`'s `intake`). */
    intake: {
      claim: (updateId: number) => coordination.dedup.claim(updateId),
      release: (updateId: number) => coordination.dedup.release(updateId),
      inChat: <T>(chatId: number, fn: () => Promise<T>) => coordination.chats.run(chatId, fn),
    },
    /**
     * False while the Redis connection is down (node-redis `isReady`): a new checkout is refused
     * then, since an order could not be claimed for sending without it.
     */
    connected: (): boolean => coordination.client.isReady,
    async reachable(): Promise<boolean> {
      return (await coordination.health()).redis;
    },
    /** What /readyz adds: this instance, its leases and the shared budget as Redis has it. */
    async health() {
      const state = await budget.refresh().catch(() => budget.state());
      return { ...(await coordination.health()), budget: state };
    },
    async close(): Promise<void> {
      budget.close();
      await coordination.close();
    },
  };
}
