import { ConfigError, readEnvironment } from '../config.ts';
import { connectCoordination } from '../coordination/redis.ts';
import { openStore } from '../store/index.ts';
import { parseFleetConfig, RESTAURANT_ID } from './config.ts';
import { type RestaurantStatus, statusTable } from './status.ts';
import { purgeRestaurant } from './store.ts';

const USAGE = 'usage: npm run fleet -- status [--url http://host:port] | purge <id>';

/** Where a command writes: its report and its one-line failures. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

async function status(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  const at = args.indexOf('--url');
  const base = at >= 0 ? args[at + 1] : `http://127.0.0.1:${env.HTTP_PORT ?? 8080}`;
  if (!env.ADMIN_TOKEN) {
    io.err('fleet status: ADMIN_TOKEN is required (the running fleet answers only with it)');
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${base}/admin/status`, {
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
  } catch (error) {
    io.err(`fleet status: no fleet answers at ${base} (${(error as Error).message})`);
    return 1;
  }
  if (!response.ok) {
    io.err(`fleet status: ${base}/admin/status answered ${response.status}`);
    return 1;
  }
  const { restaurants } = (await response.json()) as { restaurants: RestaurantStatus[] };
  io.out(statusTable(restaurants));
  return 0;
}

async function purge(
  id: string | undefined,
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  if (id === undefined || !RESTAURANT_ID.test(id)) {
    io.err(`fleet purge: give the id of a removed restaurant (${USAGE})`);
    return 1;
  }
  if (!env.RESTAURANTS_FILE) {
    io.err('fleet purge: RESTAURANTS_FILE is not set (a fleet of one keeps unprefixed keys)');
    return 1;
  }
  const fleet = parseFleetConfig(env);
  if (fleet.restaurants.some((restaurant) => restaurant.id === id)) {
    io.err(`fleet purge: restaurant "${id}" is still in ${fleet.file}: remove it and reload first`);
    return 1;
  }
  const config = fleet.restaurants[0]?.config;
  if (config === undefined) return 1;
  const store = await openStore(config.storeUrl);
  let deleted: Record<string, number>;
  try {
    deleted = await purgeRestaurant(store, id);
  } finally {
    await store.close();
  }
  // Its coordination keys (budget window, leases, update claims) go too.
  let coordination = 0;
  if (config.coordinationUrl !== undefined) {
    const client = await connectCoordination(config.coordinationUrl);
    try {
      for await (const keys of client.scanIterator({ MATCH: `coord:${id}:*`, COUNT: 500 })) {
        const batch = keys.map(String);
        if (batch.length > 0) coordination += await client.del(batch);
      }
    } finally {
      await client.quit();
    }
  }
  const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
  io.out(
    `restaurant "${id}": ${total} stored keys deleted (${Object.entries(deleted)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}), ${coordination} coordination keys`,
  );
  return 0;
}

/** `npm run fleet -- <command>`: the operator's commands; returns the exit code. */
export async function runFleetCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'status') return await status(rest, env, io);
    if (command === 'purge') return await purge(rest[0], env, io);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  io.err(USAGE);
  return 1;
}

if (import.meta.main) {
  process.exitCode = await runFleetCommand(
    process.argv.slice(2),
    readEnvironment(process.env, process.cwd()),
    {
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
    },
  );
}
