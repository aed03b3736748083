import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { SharedRequestBudget } from './budget.ts';
import { ChatLocks, UpdateDedup } from './intake.ts';
import { Lease, LeaseKeeper, type LeaseKeeperEvents } from './lease.ts';
import type { FleetPresence } from './presence.ts';
import {
  type CoordinationClient,
  LIVE_BEATS,
  openRedisConnections,
  RedisConnections,
  runScript,
} from './redis.ts';

export { SharedRequestBudget } from './budget.ts';
export { ChatBusyError, ChatLocks, UpdateDedup } from './intake.ts';
export { Lease, LeaseKeeper } from './lease.ts';
export { FleetPresence } from './presence.ts';
export { openRedisConnections, RedisConnections } from './redis.ts';

/** The lease names every instance competes for. */
export const LEASES = { catalogue: 'lease:catalogue-sync', poller: 'lease:status-poller' } as const;

/** Default TTL of the singleton leases: a dead holder's work moves within ~13 s. */
const SINGLETON_TTL_MS = 10_000;
const MENU_CHANNEL = 'menu:published';
/** An outbox entry's lease: longer than one /orders attempt (15 s timeout); renewed meanwhile. */
const ENTRY_TTL_MS = 30_000;

/** What `/readyz` and `/metrics` show about this instance's part in the cluster. */
export interface CoordinationHealth {
  instanceId: string;
  redis: boolean;
  leases: string[];
  /** Every live instance (its last heartbeat), this one included. */
  instances: InstanceBeat[];
}

/** One instance's heartbeat: who it is, the leases it held, when it last said so. */
export interface InstanceBeat {
  instanceId: string;
  leases: string[];
  at: number;
}

/** A heartbeat outlives a few lease ticks; a dead instance drops out of the list after it. */
const BEAT_TTL_MS = 15_000;

/**
 * The Redis coordination of several instances (docs/operations.md, several instances), built from
 * documented primitives only: leases (`SET NX PX` + token-guarded Lua renew/release), the shared
 * request window (Lua on sorted sets), update claims (`SET NX EX`), per-chat locks, and the
 * menu's version key with a pub/sub notice. Opened only in webhook mode with a Redis
 * COORDINATION_URL (or a Redis STORE_URL).
 */
export class Coordination {
  readonly instanceId: string;
  readonly prefix: string;
  readonly client: CoordinationClient;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly dedup: UpdateDedup;
  readonly chats: ChatLocks;
  readonly #keepers: LeaseKeeper[] = [];
  readonly #connections: RedisConnections;
  /** False when the connections are a fleet's, shared with other restaurants: never closed here. */
  readonly #ownsConnections: boolean;
  /** This coordination's own listeners on the (maybe shared) subscriber, removed on close. */
  readonly #subscriptions: { channel: string; listener: (message: string) => void }[] = [];
  /**
   * A fleet process's one heartbeat for all its restaurants (src/coordination/presence.ts):
   * with it, this restaurant beats and reads the live instances through it, not on its own keys.
   */
  readonly presence: FleetPresence | undefined;
  #joined = false;

  constructor(
    connections: RedisConnections | CoordinationClient,
    clock: Clock,
    logger: Logger,
    prefix = 'coord:',
    instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    options: { shared?: boolean; presence?: FleetPresence | undefined } = {},
  ) {
    this.presence = options.presence;
    this.#connections =
      connections instanceof RedisConnections ? connections : new RedisConnections(connections);
    this.#ownsConnections = !options.shared;
    const client = this.#connections.client;
    this.client = client;
    this.clock = clock;
    this.logger = logger;
    this.prefix = prefix;
    this.instanceId = instanceId;
    this.dedup = new UpdateDedup(client, prefix);
    this.chats = new ChatLocks({ client, clock, prefix });
  }

  /** A kept singleton lease (`lease:catalogue-sync`, `lease:status-poller`); not started yet. */
  keeper(
    name: string,
    events: LeaseKeeperEvents,
    ttlMs = SINGLETON_TTL_MS,
    preferred?: () => Promise<boolean>,
  ): LeaseKeeper {
    const lease = new Lease(this.client, `${this.prefix}${name}`, this.instanceId, ttlMs);
    const keeper = new LeaseKeeper(lease, this.clock, events, preferred);
    this.#keepers.push(keeper);
    return keeper;
  }

  /** A one-off lease with this instance's token (an outbox entry's). */
  lease(name: string, ttlMs: number): Lease {
    return new Lease(this.client, `${this.prefix}${name}`, this.instanceId, ttlMs);
  }

  /**
   * The outbox's per-entry claim: a lease on `outbox:<id>` renewed while the run lasts, so one
   * instance drives an entry at a time and a dead instance's entry is free again after the TTL.
   */
  async claimEntry(
    externalOrderId: string,
    ttlMs = ENTRY_TTL_MS,
  ): Promise<
    | { kind: 'claimed'; release: () => Promise<void>; held: () => boolean }
    | { kind: 'busy' | 'down' }
  > {
    const lease = this.lease(`outbox:${externalOrderId}`, ttlMs);
    const asked = this.clock.now();
    const outcome = await lease.attempt();
    if (outcome !== 'acquired') return { kind: outcome };
    const every = Math.max(1, Math.floor(ttlMs / 3));
    const clock = this.clock;
    // Trusted until one renewal period before the lease could expire, counted from when it was
    // asked for (as LeaseKeeper.held): a failed renewal ends the trust at once (the fence).
    let heldUntil = asked + ttlMs - every;
    let cancel = clock.setTimeout(function renew() {
      const renewing = clock.now();
      void lease.renew().then((renewed) => {
        heldUntil = renewed && heldUntil > 0 ? renewing + ttlMs - every : 0;
      });
      cancel = clock.setTimeout(renew, every);
    }, every);
    return {
      kind: 'claimed',
      held: () => clock.now() < heldUntil,
      release: async () => {
        cancel();
        heldUntil = 0;
        await lease.release();
      },
    };
  }

  /** The partner budget shared by all instances. */
  budget(caps: { limit: number; interactiveReserve: number; catalogueShare: number }) {
    return new SharedRequestBudget({
      client: this.client,
      clock: this.clock,
      logger: this.logger,
      instanceId: this.instanceId,
      prefix: this.prefix,
      ...caps,
    });
  }

  /** Announces a new menu copy in the store: the version key first, then the notice. */
  async publishMenu(version: number): Promise<void> {
    await this.client.set(`${this.prefix}menu:version`, String(version));
    await this.client.publish(`${this.prefix}${MENU_CHANNEL}`, String(version));
  }

  /** The last announced menu version (followers check it when a notice may have been missed). */
  async menuVersion(): Promise<number | null> {
    const value = await this.client.get(`${this.prefix}menu:version`);
    return value === null ? null : Number(value);
  }

  /** Calls `onVersion` on every announcement (a second connection: subscribers cannot send). */
  async onMenuPublished(onVersion: (version: number) => void): Promise<void> {
    await this.subscribe(MENU_CHANNEL, (message) => onVersion(Number(message)));
  }

  /**
   * Calls `onMessage` for every message on `channel` (under the prefix), on the one subscriber
   * connection (a fleet's is shared by all its restaurants: each listens to its own channels).
   */
  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    const subscriber = await this.#connections.subscriber();
    const listener = (message: string) => onMessage(message);
    const full = `${this.prefix}${channel}`;
    this.#subscriptions.push({ channel: full, listener });
    await subscriber.subscribe(full, listener);
  }

  /** The singleton leases this instance holds now, by name (`lease:catalogue-sync`, …). */
  heldLeases(): string[] {
    return this.#keepers.filter((k) => k.held()).map((k) => k.name.slice(this.prefix.length));
  }

  /** An instance's heartbeat key under the prefix. */
  #beatKey(instanceId: string): string {
    return `${this.prefix}instance:${instanceId}`;
  }

  /**
   * Says this instance is alive and which leases it holds (called on every lease tick): its
   * heartbeat key (`instance:<id>`, expiring after 15 s) and its id in the set `instances`
   * (expiring 15 s after the last heartbeat of any instance), in one MULTI.
   */
  async heartbeat(): Promise<void> {
    // A fleet's restaurant joins its process's heartbeat once; the process beats for it since.
    if (this.presence) {
      if (this.#joined) return;
      this.#joined = true;
      await this.presence.join(this.prefix, () => this.heldLeases());
      return;
    }
    const beat: InstanceBeat = {
      instanceId: this.instanceId,
      leases: this.heldLeases(),
      at: this.clock.now(),
    };
    const members = `${this.prefix}instances`;
    await this.client
      .multi()
      .set(this.#beatKey(this.instanceId), JSON.stringify(beat), {
        expiration: { type: 'PX', value: BEAT_TTL_MS },
      })
      .sAdd(members, this.instanceId)
      .pExpire(members, BEAT_TTL_MS)
      .exec();
  }

  /**
   * The live instances by their heartbeats: SMEMBERS of the set `instances`, then one script
   * reading their heartbeat keys (and dropping the expired ones from the set). Two round trips
   * and O(instances) work whatever else Redis holds: no SCAN over the keyspace.
   */
  async instances(): Promise<InstanceBeat[]> {
    if (this.presence) return this.presence.instancesOf(this.prefix);
    const members = `${this.prefix}instances`;
    const ids = await this.client.sMembers(members);
    if (ids.length === 0) return [];
    const values = (await runScript(
      this.client,
      LIVE_BEATS,
      [members, ...ids.map((id) => this.#beatKey(id))],
      ids,
    )) as Array<string | null>;
    return values
      .flatMap((value) => (value === null ? [] : [JSON.parse(String(value)) as InstanceBeat]))
      .sort((a, b) => a.instanceId.localeCompare(b.instanceId));
  }

  async health(): Promise<CoordinationHealth> {
    let redis = false;
    let instances: InstanceBeat[] = [];
    try {
      redis = (await this.client.ping()) === 'PONG';
      instances = await this.instances();
    } catch {
      redis = false;
    }
    return { instanceId: this.instanceId, redis, leases: this.heldLeases(), instances };
  }

  /**
   * Releases held leases (the others take over at once) and removes this coordination's
   * subscriptions; closes the connections only when they are its own (a fleet's shared ones
   * stay open for the other restaurants: the fleet closes them once, last).
   */
  async close(): Promise<void> {
    await Promise.all(this.#keepers.map((keeper) => keeper.stop()));
    // Gone at once from the live list (a fleet's spread hands this instance's roles on now).
    if (this.presence) await this.presence.leave(this.prefix);
    else
      await this.client
        .multi()
        .del(this.#beatKey(this.instanceId))
        .sRem(`${this.prefix}instances`, this.instanceId)
        .exec()
        .catch(() => undefined);
    if (this.#ownsConnections) {
      await this.#connections.close();
      return;
    }
    const subscriptions = this.#subscriptions.splice(0);
    if (subscriptions.length === 0) return;
    const subscriber = await this.#connections.subscriber().catch(() => undefined);
    for (const { channel, listener } of subscriptions)
      await subscriber?.unsubscribe(channel, listener).catch(() => undefined);
  }
}

/**
 * Returns the coordination of this instance: on its own new connections to `url`, or on a
 * fleet's shared `RedisConnections` (left open by its `close()`).
 */
export async function openCoordination(
  url: string | RedisConnections,
  deps: {
    clock: Clock;
    logger: Logger;
    prefix?: string;
    instanceId?: string;
    presence?: FleetPresence | undefined;
  },
): Promise<Coordination> {
  const shared = url instanceof RedisConnections;
  const connections = shared ? url : await openRedisConnections(url);
  return new Coordination(connections, deps.clock, deps.logger, deps.prefix, deps.instanceId, {
    shared,
    presence: deps.presence,
  });
}
