/**
 * `npm run bench:fleet-redis`: what a fleet costs its Redis, measured from outside on real
 * processes. For each size N of BENCH_SIZES (default 20,100) it starts a fresh redis-server (no
 * persistence), the fleet sandbox with N restaurants r1…rN (the demo menu, 130 products, each its
 * own credentials), one Bot API emulator per restaurant, and BENCH_INSTANCES (default 3) real
 * `node src/main.ts` processes with the same RESTAURANTS_FILE, STORE_URL on that Redis (so it is
 * also their coordination: leases, heartbeats, spread gate, budget, claims), webhook mode,
 * default timings (catalogue sync 60 s, status poll 45 s). Restaurant i's webhook deliveries go
 * to instance i mod I. It reads the server's `INFO everything` (commandstats, stats, memory,
 * clients) before and after each window and prints:
 *
 * - connections: connected_clients with the fleet up (minus this script's one), per instance;
 * - memory: used_memory and keys with the fleet up and settled, minus the empty server, per
 *   restaurant;
 * - idle: commands/s and network bytes/s (in and out) over BENCH_IDLE_SECONDS (default 60: one
 *   catalogue sync period) with no customer, per restaurant and per restaurant per instance, by
 *   command; then BENCH_MONITOR_SECONDS (default 10) of MONITOR grouped by command and key
 *   pattern (ids and instance tokens folded), which names the source of each command;
 * - actions: BENCH_CUSTOMERS (default 20) customers spread over the restaurants each order one
 *   pizza through their restaurant's emulator (test/support/reliability-customer.ts, the fleet
 *   test's customer); the window's commands minus the idle rate over it, per update delivered
 *   and per order in the sandbox ledgers; used_memory after minus before, per order.
 *
 * Then, unless BENCH_REDIS_BENCHMARK=0, `redis-benchmark -q` (SET, GET, and an EVALSHA of a
 * one-key script like the lease renewal) on a fresh server: this machine's ceiling. Every figure
 * is printed with the load average (the machine is shared). Exits 1 when a restaurant does not
 * start or a customer's order does not go through.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { offsetClock, systemClock } from '../../src/clock.ts';
import { sandboxRestaurants } from '../../src/sandbox/restaurants.ts';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.ts';
import { findRedisServer } from '../store/store-servers.ts';
import { type BotApiServer, routeByToken, startBotApiServer } from '../support/bot-api-server.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';
import { makeFlows } from '../support/reliability-checks.ts';
import { orderAsCustomer } from '../support/reliability-customer.ts';
import { BotProcess, type LogSink } from '../support/reliability-process.ts';
import { pause, seededRandom } from '../support/reliability-random.ts';
import { command, delta, freePort, info, monitor, num, RedisServer } from './fleet-redis-probes.ts';

const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};
const SIZES = (process.env.BENCH_SIZES ?? '20,100')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const INSTANCES = Math.max(1, Math.floor(numberFrom('BENCH_INSTANCES', 3)));
const IDLE_SECONDS = numberFrom('BENCH_IDLE_SECONDS', 60);
const MONITOR_SECONDS = numberFrom('BENCH_MONITOR_SECONDS', 10);
const SETTLE_SECONDS = numberFrom('BENCH_SETTLE_SECONDS', 20);
const CUSTOMERS = Math.floor(numberFrom('BENCH_CUSTOMERS', 20));
const FILLER_KEYS = Math.floor(numberFrom('BENCH_FILLER_KEYS', 100_000));
const FILLER_SECONDS = numberFrom('BENCH_FILLER_SECONDS', 30);
const SECRET = 'fleet-redis-bench-webhook-secret';
const tokenOf = (id: string) => `7${id.slice(1).padStart(8, '0')}:AAfleetRedisBenchToken${id}xx`;
const load = () => `load ${loadavg()[0]?.toFixed(1)}`;
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const redisBinary = findRedisServer();
if (redisBinary === undefined) {
  console.error('fleet-redis bench: no redis-server found (PATH or REDIS_SERVER)');
  process.exit(1);
}
const REDIS_SERVER = redisBinary;

async function serves(port: number, ids: string[]): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    const body = (await answer.json()) as { restaurants?: Record<string, unknown> };
    return (
      answer.status === 200 &&
      Object.keys(body.restaurants ?? {})
        .sort()
        .join() === [...ids].sort().join()
    );
  } catch {
    return false;
  }
}

async function measure(n: number): Promise<boolean> {
  const ids = Array.from({ length: n }, (_, i) => `r${i + 1}`);
  const logs: LogSink = { lines: [] };
  const dir = mkdtempSync(join(tmpdir(), 'bench-fleet-redis-run-'));
  const redis = new RedisServer(REDIS_SERVER, await freePort());
  await redis.ready();
  const ports: number[] = [];
  for (let i = 0; i < INSTANCES; i += 1) ports.push(await freePort());
  const sandbox: Sandbox = await startSandbox({
    clock: offsetClock(systemClock, OPEN_MONDAY_NOON),
    restaurants: sandboxRestaurants(n),
    rateLimitPerMinute: 120,
    ipRateLimitPerMinute: 1_000_000,
  });
  const emulators = new Map<string, BotApiServer>();
  const instances: BotProcess[] = [];
  let router: Server | undefined;
  let ok = true;
  try {
    for (const [index, id] of ids.entries()) {
      const origin = `http://127.0.0.1:${ports[index % INSTANCES]}`;
      emulators.set(
        id,
        await startBotApiServer({
          token: tokenOf(id),
          webhookTarget: (url) => url.replace('https://bot.bench.test', origin),
        }),
      );
    }
    // One TELEGRAM_API_ROOT for all: /bot<token>/… to that token's emulator, by a tiny router.
    const byToken = new Map(ids.map((id) => [tokenOf(id), emulators.get(id) as BotApiServer]));
    router = routeByToken((token) => byToken.get(token));
    const listening = router;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const apiRoot = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const file = join(dir, 'restaurants.json');
    writeFileSync(
      file,
      JSON.stringify({
        restaurants: ids.map((id) => ({
          id,
          botToken: tokenOf(id),
          partner: {
            baseUrl: sandbox.restaurants[id]?.baseUrl,
            apiKey: `${id}-key`,
            apiPassword: `${id}-password-sandbox`,
            caFile: sandbox.caFile,
          },
        })),
      }),
    );
    const empty = await info(redis.port);

    const startedAt = Date.now();
    for (let i = 0; i < INSTANCES; i += 1) {
      const env = {
        PATH: process.env.PATH ?? '',
        RESTAURANTS_FILE: file,
        BOT_MODE: 'webhook',
        WEBHOOK_URL: 'https://bot.bench.test/telegram',
        WEBHOOK_SECRET: SECRET,
        HTTP_PORT: String(ports[i]),
        TELEGRAM_API_ROOT: apiRoot,
        STORE_URL: redis.url,
        LOG_LEVEL: 'warn',
      };
      const bot = new BotProcess(env, dir, logs);
      instances.push(bot);
      const deadline = Date.now() + 300_000;
      while (!(await serves(ports[i] as number, ids))) {
        if (!bot.alive() || Date.now() > deadline) {
          const tail = logs.lines.slice(-20).map((l) => `  ${l.line.slice(0, 300)}`);
          throw new Error(`instance ${i} did not start ${n} restaurants:\n${tail.join('\n')}`);
        }
        await pause(250);
      }
    }
    console.info(
      `\n== ${n} restaurants, ${INSTANCES} instances: all up in ${fmt((Date.now() - startedAt) / 1000)} s (${load()}); settling ${SETTLE_SECONDS} s`,
    );
    await pause(SETTLE_SECONDS * 1_000);

    // Idle: connections, memory, commands and bytes over one window.
    const a = await info(redis.port);
    await pause(IDLE_SECONDS * 1_000);
    const b = await info(redis.port);
    const idle = delta(a, b);
    const clients = num(b, 'connected_clients') - 1;
    const memory = num(b, 'used_memory') - num(empty, 'used_memory');
    const perSecond = idle.commands / idle.seconds;
    console.info(
      `connections: ${clients} for ${INSTANCES} instances (${fmt(clients / INSTANCES)} per instance, not per restaurant)`,
    );
    console.info(
      `memory: used_memory ${fmt(num(b, 'used_memory') / 1048576)} MB (+${fmt(memory / 1048576)} MB over the empty server), ${b.keys} keys: ${fmt(memory / n / 1024)} KB and ${fmt(b.keys / n)} keys per restaurant`,
    );
    console.info(
      `idle (${fmt(idle.seconds, 0)} s, ${load()}): ${fmt(perSecond)} commands/s = ${fmt(perSecond / n, 2)} per restaurant = ${fmt(perSecond / n / INSTANCES, 2)} per restaurant per instance; ` +
        `network in ${fmt(idle.inBytes / idle.seconds / n, 0)} B/s, out ${fmt(idle.outBytes / idle.seconds / n, 0)} B/s per restaurant`,
    );
    console.info(
      `  Redis CPU: ${fmt((idle.cpu / idle.seconds) * 100, 2)} % of a core = ${fmt((idle.cpu / idle.seconds / n) * 1e6, 0)} µs/s per restaurant; inside commands ${fmt([...idle.usec.values()].reduce((x, y) => x + y, 0) / idle.seconds / n, 0)} µs/s per restaurant`,
    );
    console.info(
      `  by command (per restaurant per minute, µs of Redis CPU each): ${idle.byCommand
        .map(
          ([name, calls]) =>
            `${name} ${fmt((calls / idle.seconds / n) * 60)} (${fmt((idle.usec.get(name) ?? 0) / calls)} µs)`,
        )
        .join(', ')}`,
    );
    const sizes = new Map<string, { keys: number; bytes: number }>();
    const client = createClient({ url: redis.url });
    await client.connect();
    for (const key of await client.keys('*')) {
      const bytes = Number(await client.sendCommand(['MEMORY', 'USAGE', key]));
      const pattern = key.replace(/\br\d+\b/g, '<id>').replace(/vm:\d+:[0-9a-f]+/g, '<instance>');
      const entry = sizes.get(pattern) ?? { keys: 0, bytes: 0 };
      sizes.set(pattern, { keys: entry.keys + 1, bytes: entry.bytes + bytes });
    }
    await client.close();
    console.info(
      `  memory by key (MEMORY USAGE): ${[...sizes.entries()]
        .sort((x, y) => y[1].bytes - x[1].bytes)
        .slice(0, 8)
        .map(([pattern, { keys, bytes }]) => `${pattern} ${keys} × ${fmt(bytes / keys / 1024)} KB`)
        .join(', ')}`,
    );
    if (MONITOR_SECONDS > 0) {
      const groups = await monitor(redis.port, MONITOR_SECONDS);
      console.info(
        `  by source (MONITOR ${MONITOR_SECONDS} s, per restaurant per minute; <id> a restaurant):`,
      );
      const all = [...groups.values()].reduce((x, y) => x + y, 0);
      const scripted = [...groups.entries()]
        .filter(([group]) => group.startsWith('(in script)'))
        .reduce((x, [, count]) => x + count, 0);
      console.info(
        `    ${fmt(((all - scripted) / MONITOR_SECONDS / n) * 60)} commands sent per restaurant per minute (round trips, MULTI/EXEC counted), ${fmt((scripted / MONITOR_SECONDS / n) * 60)} more run inside scripts`,
      );
      for (const [group, count] of [...groups.entries()].sort((x, y) => y[1] - x[1]).slice(0, 30))
        console.info(`    ${fmt((count / MONITOR_SECONDS / n) * 60)}  ${group}`);
    }

    // Actions: customers order through their restaurant's emulator.
    if (CUSTOMERS > 0) {
      const flows = makeFlows(CUSTOMERS, 700_001, { tag: 'B' });
      const receivedBefore = [...emulators.values()].reduce((s, e) => s + e.received.size, 0);
      const ordersBefore = ids.reduce(
        (s, id) => s + (sandbox.restaurants[id]?.ledger.list().length ?? 0),
        0,
      );
      const c = await info(redis.port);
      const deadline = Date.now() + 240_000;
      const outcomes = await Promise.allSettled(
        flows.map((flow, index) =>
          pause(index * 250).then(() =>
            orderAsCustomer(flow, {
              api: emulators.get(ids[index % n] as string) as BotApiServer,
              random: seededRandom(flow.chatId),
              deadline,
              botUp: () => true,
              patienceMs: 20_000,
            }),
          ),
        ),
      );
      const d = await info(redis.port);
      const failed = outcomes.filter((o) => o.status === 'rejected');
      if (failed.length > 0) {
        ok = false;
        console.error(`${failed.length} customers did not order: ${String(failed[0]?.reason)}`);
      }
      const updates =
        [...emulators.values()].reduce((s, e) => s + e.received.size, 0) - receivedBefore;
      const orders =
        ids.reduce((s, id) => s + (sandbox.restaurants[id]?.ledger.list().length ?? 0), 0) -
        ordersBefore;
      const active = delta(c, d);
      const net = active.commands - perSecond * active.seconds;
      const grown = num(d, 'used_memory') - num(c, 'used_memory');
      console.info(
        `actions (${fmt(active.seconds, 0)} s, ${load()}): ${updates} updates, ${orders} orders; ${active.commands} commands, ${fmt(net, 0)} over the idle rate: ` +
          `${fmt(net / updates)} per update, ${fmt(net / Math.max(1, orders), 0)} per order (its ${fmt(updates / Math.max(1, orders))} updates); ` +
          `network ${fmt((active.inBytes + active.outBytes) / updates / 1024)} KB per update (raw: idle traffic in the window included)`,
      );
      const idleCount = new Map(idle.byCommand);
      console.info(
        `  by command (per update, over the idle rate): ${active.byCommand
          .map(
            ([name, calls]) =>
              [name, calls - ((idleCount.get(name) ?? 0) / idle.seconds) * active.seconds] as const,
          )
          .filter(([, extra]) => extra / updates >= 0.05)
          .map(([name, extra]) => `${name} ${fmt(extra / updates, 2)}`)
          .join(', ')}`,
      );
      console.info(
        `  memory: used_memory +${fmt(grown / 1024, 0)} KB, keys +${d.keys - c.keys}: ${fmt(grown / Math.max(1, orders) / 1024)} KB and ${fmt((d.keys - c.keys) / Math.max(1, orders))} keys per chat with its order`,
      );
    }
    // The keyspace of a large fleet: unrelated keys, and the idle window again.
    if (FILLER_KEYS > 0 && FILLER_SECONDS > 0) {
      await command(redis.port, ['DEBUG', 'POPULATE', String(FILLER_KEYS), 'filler:', '100']);
      await pause(3_000);
      const e = await info(redis.port);
      await pause(FILLER_SECONDS * 1_000);
      const f = await info(redis.port);
      const filled = delta(e, f);
      const scans = filled.byCommand.find(([name]) => name === 'scan')?.[1] ?? 0;
      const idleScans = idle.byCommand.find(([name]) => name === 'scan')?.[1] ?? 0;
      console.info(
        `idle with ${f.keys} keys (+${FILLER_KEYS} unrelated; ${fmt(filled.seconds, 0)} s, ${load()}): ${fmt(filled.commands / filled.seconds)} commands/s ` +
          `(SCAN ${fmt(scans / filled.seconds)}/s, was ${fmt(idleScans / idle.seconds)}/s), Redis CPU ${fmt((filled.cpu / filled.seconds) * 100, 1)} % of a core ` +
          `(was ${fmt((idle.cpu / idle.seconds) * 100, 1)} %): ${fmt((filled.cpu / filled.seconds / n) * 1e6, 0)} µs/s per restaurant; SCAN ${fmt((filled.usec.get('scan') ?? 0) / filled.seconds / n, 0)} µs/s per restaurant`,
      );
    }
    return ok;
  } finally {
    for (const bot of instances) await bot.stop('SIGTERM');
    await Promise.all([...emulators.values()].map((e) => e.close()));
    await new Promise<void>((resolve) => (router ? router.close(() => resolve()) : resolve()));
    await sandbox.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function redisBenchmark(): Promise<void> {
  const tool = REDIS_SERVER.replace(/redis-server$/, 'redis-benchmark');
  {
    const redis = new RedisServer(REDIS_SERVER, await freePort());
    await redis.ready();
    try {
      const base = ['-q', '-p', String(redis.port), '-n', '100000'];
      const script = "return redis.call('SET', KEYS[1], ARGV[1], 'PX', 10000)";
      const sha = (await command(redis.port, ['SCRIPT', 'LOAD', script])).split('\r\n')[1] ?? '';
      const lines = [
        execFileSync(tool, [...base, '-t', 'set,get'], { encoding: 'utf8' }),
        execFileSync(tool, [...base, 'EVALSHA', sha, '1', 'lease:__rand_int__', 'token'], {
          encoding: 'utf8',
        }),
      ]
        .join('\n')
        .split(/[\r\n]+/)
        .map((l) => l.trim().replace(/^.*\r/, ''))
        .filter((l) => l.includes('requests per second'));
      console.info(`\nredis-benchmark -q -n 100000, one connection set of 50 (${load()}):`);
      for (const line of lines) console.info(`  ${line}`);
    } finally {
      await redis.stop();
    }
  }
}

let allOk = true;
for (const n of SIZES) {
  try {
    allOk = (await measure(n)) && allOk;
  } catch (error) {
    allOk = false;
    console.error(String(error));
  }
}
if (process.env.BENCH_REDIS_BENCHMARK !== '0') {
  await redisBenchmark();
}
process.exit(allOk ? 0 : 1);
