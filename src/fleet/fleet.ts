import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { type Application, type ApplicationOptions, startApplication } from '../app.ts';
import type { Clock } from '../clock.ts';
import { FleetPresence } from '../coordination/presence.ts';
import { openRedisConnections, type RedisConnections } from '../coordination/redis.ts';
import { openStore, type Store } from '../store/index.ts';
import type { Restaurant } from './config.ts';
import { restaurantStore } from './store.ts';

/** How a started restaurant's bot gets its updates, and how it stops getting them. */
export interface Attachment {
  /** `removed`: the restaurant left the file (its webhook is deleted); else a restart or shutdown. */
  detach(reason: 'removed' | 'restart' | 'shutdown'): Promise<void>;
}

/** What a fleet is built from besides its restaurants. */
export interface FleetOptions {
  clock: Clock;
  logger: Logger;
  random?: () => number;
  /**
   * True when the restaurants come from RESTAURANTS_FILE: one shared store with each
   * restaurant's keys under `<id>.`, Redis keys under `coord:<id>:`. False (a fleet of one from
   * today's variables): today's store and keys, so existing data stays readable.
   */
  prefixed: boolean;
  /** The store all restaurants share when prefixed (default: the first restaurant's STORE_URL). */
  storeUrl?: string | undefined;
  /** OPERATOR_CHAT_ID: gets every restaurant's alerts, each naming its restaurant. */
  operatorChatId?: number | undefined;
  /** A restaurant's own logger (default: a child naming it). */
  loggerFor?: ((restaurant: Restaurant) => Logger) | undefined;
  /** More options for a restaurant's application (the demo's and the tests' local Telegram). */
  applicationOptions?: ((restaurant: Restaurant) => Partial<ApplicationOptions>) | undefined;
  /** Connects a started restaurant's bot to its updates (webhook set, polling runner). */
  attach?: ((restaurant: Restaurant, app: Application) => Promise<Attachment>) | undefined;
  /** How many restaurants start at once (default 8). */
  startConcurrency?: number | undefined;
}

/** A restaurant the fleet runs. */
export interface RunningRestaurant {
  restaurant: Restaurant;
  app: Application;
  startedAt: number;
}

/** What one reload changed. */
export interface ReloadOutcome {
  added: string[];
  removed: string[];
  changed: string[];
  /** Restaurants that could not start, with the reason (they are tried again on next reload). */
  failed: { id: string; error: string }[];
}

const fingerprint = (restaurant: Restaurant) => JSON.stringify(restaurant.config);

/** Runs `run` over the items, at most `size` at a time (the next starts as soon as one ends). */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Many restaurants in one process (issue 26): one application (src/app.ts) per restaurant,
 * each with its own bot, Partner API client and budget, store namespace, Redis key prefix,
 * loops and staff chat, so one restaurant's trouble never waits on another's. `apply` moves the
 * fleet to a new list of restaurants: added ones start, removed ones stop (their data stays),
 * changed ones restart; reloads run one at a time.
 */
export class Fleet {
  readonly #options: FleetOptions;
  readonly #running = new Map<
    string,
    RunningRestaurant & { attachment: Attachment | undefined; logger: Logger }
  >();
  readonly #failed = new Map<string, { restaurant: Restaurant; error: string }>();
  /** Alerts said while a restaurant was still starting: told the operator once it runs. */
  readonly #early = new Map<string, string[]>();
  #store: Store | undefined;
  /** Prefixed: the process's Redis connections by COORDINATION_URL, shared by every restaurant. */
  readonly #redis = new Map<string, Promise<RedisConnections>>();
  /** This process's one heartbeat on each of those Redis (for all its restaurants). */
  readonly #presence = new Map<string, Promise<FleetPresence>>();
  /**
   * Prefixed: the process's Node metrics, collected once for the fleet (a restaurant's own
   * registry has none: each collector costs ~0.35 MB and a 10 ms timer, and is never freed).
   */
  readonly processMetrics: Registry | undefined;
  /** The ids in the order the file lists them (starts finish in any order). */
  #listed: string[] = [];
  #turn: Promise<unknown> = Promise.resolve();
  /** This process among the instances: every restaurant's leases and heartbeats carry it. */
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  private constructor(options: FleetOptions) {
    this.#options = options;
    if (options.prefixed) {
      this.processMetrics = new Registry();
      collectDefaultMetrics({ register: this.processMetrics });
    }
  }

  /** Starts every restaurant (a restaurant that cannot start is reported, the others run). */
  static async start(restaurants: Restaurant[], options: FleetOptions): Promise<Fleet> {
    const fleet = new Fleet(options);
    if (options.prefixed) {
      const url = options.storeUrl ?? restaurants[0]?.config.storeUrl;
      if (url === undefined) throw new Error('a fleet needs a STORE_URL');
      fleet.#store = await openStore(url, { logger: options.logger });
    }
    const outcome = await fleet.apply(restaurants);
    options.logger.info(
      { restaurants: fleet.ids().length, failed: outcome.failed.map((f) => f.id) },
      'fleet started',
    );
    return fleet;
  }

  /** The running restaurants' ids, in the order the file lists them. */
  ids(): string[] {
    return this.#listed.filter((id) => this.#running.has(id));
  }

  get(id: string): RunningRestaurant | undefined {
    return this.#running.get(id);
  }

  running(): RunningRestaurant[] {
    return this.ids().flatMap((id) => this.#running.get(id) ?? []);
  }

  /** Restaurants listed but not running, with why they could not start. */
  failed(): { id: string; error: string }[] {
    return [...this.#failed.entries()].map(([id, { error }]) => ({ id, error }));
  }

  /** Moves the fleet to `next` (one reload at a time). */
  apply(next: Restaurant[]): Promise<ReloadOutcome> {
    const turn = this.#turn.then(() => this.#apply(next));
    this.#turn = turn.catch(() => undefined);
    return turn;
  }

  async #apply(next: Restaurant[]): Promise<ReloadOutcome> {
    const wanted = new Map(next.map((restaurant) => [restaurant.id, restaurant]));
    this.#listed = next.map((restaurant) => restaurant.id);
    const removed = [...this.#running.keys()].filter((id) => !wanted.has(id));
    const changed = next.filter((r) => {
      const current = this.#running.get(r.id);
      return current !== undefined && fingerprint(current.restaurant) !== fingerprint(r);
    });
    const added = next.filter((r) => !this.#running.has(r.id));
    for (const id of this.#failed.keys()) if (!wanted.has(id)) this.#failed.delete(id);
    const size = this.#options.startConcurrency ?? 8;
    await inBatches(removed, size, (id) => this.#stopOne(id, 'removed'));
    await inBatches(changed, size, (r) => this.#stopOne(r.id, 'restart'));
    const failed: ReloadOutcome['failed'] = [];
    await inBatches([...changed, ...added], size, async (restaurant) => {
      const error = await this.#startOne(restaurant);
      if (error !== undefined) failed.push({ id: restaurant.id, error });
    });
    const outcome = {
      added: added.map((r) => r.id),
      removed,
      changed: changed.map((r) => r.id),
      failed,
    };
    if (removed.length + changed.length + added.length > 0)
      this.#options.logger.info(outcome, 'fleet reloaded');
    return outcome;
  }

  async #startOne(restaurant: Restaurant): Promise<string | undefined> {
    const options = this.#options;
    const { id } = restaurant;
    const logger = options.loggerFor?.(restaurant) ?? options.logger.child({ restaurant: id });
    let app: Application | undefined;
    this.#early.set(id, []);
    try {
      const url = restaurant.config.coordinationUrl;
      const redis = this.#store && url !== undefined ? await this.redis(url) : undefined;
      const presence = redis && url !== undefined ? await this.presence(url) : undefined;
      app = await startApplication({
        config: restaurant.config,
        clock: options.clock,
        logger,
        ...(options.random && { random: options.random }),
        ...(this.#store && {
          store: restaurantStore(this.#store, id),
          fleet: {
            prefix: `coord:${id}:`,
            instanceId: this.instanceId,
            spread: true,
            redis,
            presence,
          },
        }),
        onAlert: (text) => this.#tellOperator(id, text),
        ...options.applicationOptions?.(restaurant),
      });
      app.metrics.registry.setDefaultLabels({ restaurant: id });
      const attachment = await options.attach?.(restaurant, app);
      this.#running.set(id, {
        restaurant,
        app,
        startedAt: options.clock.now(),
        attachment,
        logger,
      });
      this.#failed.delete(id);
      for (const alert of this.#early.get(id) ?? []) this.#tellOperator(id, alert);
      return undefined;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error({ err: error }, 'restaurant could not start');
      this.#failed.set(id, { restaurant, error: reason });
      await app?.stop().catch(() => undefined);
      return reason;
    } finally {
      this.#early.delete(id);
    }
  }

  async #stopOne(id: string, reason: 'removed' | 'restart' | 'shutdown'): Promise<void> {
    const running = this.#running.get(id);
    if (running === undefined) return;
    this.#running.delete(id);
    // The restaurant's own logger: it knows the secrets an error of its bot or API may carry.
    const { logger } = running;
    await running.attachment
      ?.detach(reason)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not detach the bot'));
    await running.app
      .stop()
      .catch((error: unknown) => logger.error({ err: error }, 'restaurant stop failed'));
    logger.info({ reason }, 'restaurant stopped');
  }

  // The operator's chat hears every restaurant's alerts, each naming its restaurant, through
  // that restaurant's own bot (the operator's group has every bot in it), paced like any push.
  #tellOperator(id: string, alert: string): void {
    const chatId = this.#options.operatorChatId;
    if (chatId === undefined) return;
    const running = this.#running.get(id);
    if (running === undefined) {
      this.#early.get(id)?.push(alert);
      return;
    }
    const { app, restaurant } = running;
    const text = app.t(restaurant.config.defaultLocale, 'fleet-operator-alert', {
      restaurant: id,
      alert,
    });
    void app.pacer
      .schedule(chatId, 'staff', () => app.screen.say(chatId, text))
      .catch((error: unknown) => running.logger.warn({ err: error }, 'operator chat unreachable'));
  }

  /**
   * The one set of Redis connections (commands, subscriber) every restaurant of this process
   * uses for `url`, connected by the first restaurant that needs it (a failed connect fails that
   * restaurant's start and is tried again by the next). A restaurant's stop leaves it open; the
   * fleet's stop closes it. The reload broadcast (src/fleet/broadcast.ts) uses it too.
   */
  redis(url: string): Promise<RedisConnections> {
    let pending = this.#redis.get(url);
    if (pending === undefined) {
      const opening = openRedisConnections(url);
      this.#redis.set(url, opening);
      opening.catch(() => {
        if (this.#redis.get(url) === opening) this.#redis.delete(url);
      });
      pending = opening;
    }
    return pending;
  }

  /**
   * This process among the instances on the Redis of `url`: one heartbeat and one read of the
   * live instances per round for all its restaurants (src/coordination/presence.ts).
   */
  presence(url: string): Promise<FleetPresence> {
    let pending = this.#presence.get(url);
    if (pending === undefined) {
      const opening = this.redis(url).then(
        (redis) =>
          new FleetPresence({
            client: redis.client,
            clock: this.#options.clock,
            logger: this.#options.logger,
            instanceId: this.instanceId,
          }),
      );
      this.#presence.set(url, opening);
      opening.catch(() => {
        if (this.#presence.get(url) === opening) this.#presence.delete(url);
      });
      pending = opening;
    }
    return pending;
  }

  /**
   * Stops every restaurant (webhooks stay: other instances may serve them), then the shared
   * Redis connections and the store, once each.
   */
  async stop(): Promise<void> {
    await this.#turn;
    await Promise.all(this.ids().map((id) => this.#stopOne(id, 'shutdown')));
    const presences = [...this.#presence.values()];
    this.#presence.clear();
    await Promise.all(presences.map((opening) => opening.then((p) => p.close()).catch(() => {})));
    const redis = [...this.#redis.values()];
    this.#redis.clear();
    await Promise.all(
      redis.map((opening) =>
        opening.then(
          (c) => c.close(),
          () => undefined,
        ),
      ),
    );
    await this.#store?.close();
  }
}
