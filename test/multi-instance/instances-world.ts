import type { Server } from 'node:http';
import { findRedisServer, startRedis, type TestServer } from '../store/store-servers.ts';
import { BotProcess } from '../support/reliability-process.ts';
import { freePort, ReliabilityWorld, type WorldOptions } from '../support/reliability-world.ts';
import { type Routed, roundRobinProxy, type Steering } from './round-robin.ts';

/** redis-server's path (.ci/run installs it when missing); the file skips without it. */
export const redisBinary = findRedisServer();

/**
 * The reliability world with N bot processes instead of one: each `npm start` on its own
 * HTTP_PORT, all on one Redis (STORE_URL=redis://…, so coordination is on), all registering the
 * same WEBHOOK_URL. The Bot API emulator delivers to a small round-robin proxy
 * (`roundRobinProxy`, round-robin.ts).
 */
export class InstancesWorld extends ReliabilityWorld {
  readonly ports: number[] = [];
  readonly instances: (BotProcess | undefined)[] = [];
  /** Which instance each delivery went to (update_id → index), for the report. */
  readonly routed: Routed[] = [];
  /** The test's choice of the instance that takes the next delivery (see `routeNextTo`). */
  readonly #steer: Steering = {};
  redis!: TestServer;
  redisUrl = '';
  #proxy: Server | undefined;

  readonly count: number;

  constructor(count: number, options: WorldOptions) {
    super({ ...options, mode: 'webhook' });
    this.count = count;
  }

  override async open(): Promise<this> {
    await super.open();
    this.redis = await startRedis(redisBinary as string);
    this.redisUrl = await this.redis.freshUrl();
    for (let i = 0; i < this.count; i += 1) this.ports.push(await freePort());
    this.#proxy = roundRobinProxy(this.ports, this.routed, '/telegram', this.#steer);
    await new Promise<void>((resolve) => this.#proxy?.listen(this.httpPort, '127.0.0.1', resolve));
    return this;
  }

  /** The environment of instance `index`: its own port, the shared Redis store. */
  instanceEnv(index: number): Record<string, string> {
    return this.env({ HTTP_PORT: String(this.ports[index]), STORE_URL: this.redisUrl });
  }

  /**
   * Starts (or restarts) instance `index` and waits until it registered its webhook and its own
   * /readyz answers 200 (another instance's setWebhook in the same millisecond cannot count).
   */
  async startInstance(index: number): Promise<BotProcess> {
    const bot = new BotProcess(this.instanceEnv(index), this.dir, this.logs);
    this.instances[index] = bot;
    this.bots.push(bot);
    await bot.ready(this.api, 'webhook', 60_000);
    const deadline = Date.now() + 60_000;
    while (!(await this.#ready(index))) {
      if (!bot.alive() || Date.now() > deadline) {
        throw new Error(`instance ${index} never became ready:\n${this.tail(20)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return bot;
  }

  async #ready(index: number): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${this.ports[index]}/readyz`)).status === 200;
    } catch {
      return false;
    }
  }

  /** The next webhook delivery goes to instance `index` (once), whatever the round says. */
  routeNextTo(index: number): void {
    this.#steer.to = index;
  }

  /** The instance whose current process has this pid (a log line's writer), or -1. */
  indexOfPid(pid: number): number {
    return this.instances.findIndex((bot) => bot?.child.pid === pid);
  }

  async killInstance(index: number): Promise<void> {
    await this.instances[index]?.stop('SIGKILL');
  }

  /** Some instance is alive: the customers may act. */
  override up(): boolean {
    return this.instances.some((bot) => bot?.alive());
  }

  /** The pino lines (parsed) whose msg is `msg`, with the writing process. */
  logged(msg: string): { pid: number; time: number; line: Record<string, unknown> }[] {
    return this.logs.lines.flatMap((entry) => {
      if (!entry.line.startsWith('{')) return [];
      try {
        const line = JSON.parse(entry.line) as Record<string, unknown>;
        return line.msg === msg ? [{ pid: entry.pid, time: Number(line.time), line }] : [];
      } catch {
        return [];
      }
    });
  }

  override async close(): Promise<void> {
    await super.close();
    await new Promise<void>((resolve) =>
      this.#proxy ? this.#proxy.close(() => resolve()) : resolve(),
    );
    await this.redis?.stop();
  }
}

/**
 * Opens a world of `count` instances and starts them one after the other (the first takes both
 * leases and syncs the menu the others load); the several-instance files share this start.
 */
export async function openInstances(count: number, options: WorldOptions): Promise<InstancesWorld> {
  const world = await new InstancesWorld(count, options).open();
  for (let i = 0; i < count; i += 1) await world.startInstance(i);
  return world;
}
