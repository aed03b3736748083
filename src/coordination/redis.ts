import { createClient } from '@keyv/redis';

const CONNECT_TIMEOUT_MS = 5_000;

/** The node-redis client the coordination primitives share (the one `@keyv/redis` brings). */
export type CoordinationClient = ReturnType<typeof createCoordinationClient>;

function createCoordinationClient(url: string, connected: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // At start-up a failed connect is final (start-up says why); later, retry with backoff.
      reconnectStrategy: (retries, cause) =>
        connected() ? Math.min(100 * 2 ** retries, 2_000) : cause,
    },
  });
}

/**
 * Connects a node-redis client for coordination. No offline queue: while Redis is away a lease
 * renewal, a budget admission or a lock attempt fails at once instead of waiting in a buffer
 * (a lease must never be believed held on a stale answer), and the callers treat a failure as
 * "not held" / "not admitted". A lost connection is retried in the background with backoff.
 */
export async function connectCoordination(url: string): Promise<CoordinationClient> {
  let connected = false;
  const client = createCoordinationClient(url, () => connected);
  // node-redis emits 'error' on every failed reconnect; the callers see the failures anyway.
  client.on('error', () => undefined);
  await client.connect();
  connected = true;
  return client;
}

// The live instances in one step, O(instances): KEYS[1] is the set of instance ids under the
// prefix, KEYS[2..] their heartbeat keys (ARGV the same ids). A heartbeat key gone (expired:
// the instance died) takes its id out of the set, in the same atomic step, so an instance that
// beats again meanwhile cannot be dropped by mistake. Returns each beat, false where gone.
export const LIVE_BEATS = `
local beats = {}
for i = 2, #KEYS do
  local beat = redis.call('GET', KEYS[i])
  if beat then beats[i - 1] = beat else
    redis.call('SREM', KEYS[1], ARGV[i - 1])
    beats[i - 1] = false
  end
end
return beats
`;

/** Runs a Lua script (EVAL: atomic on the server, Redis "Scripting with Lua"). */
export function runScript(
  client: CoordinationClient,
  script: string,
  keys: string[],
  args: Array<string | number>,
): Promise<unknown> {
  return client.eval(script, { keys, arguments: args.map(String) });
}

/**
 * The Redis connections coordination uses: one command connection, and one subscriber connection
 * made on the first subscription (a subscribed RESP2 connection cannot send commands). Nothing
 * here blocks a connection (no BLPOP/XREAD BLOCK): a blocking command would need its own.
 *
 * One instance (no fleet) owns its set and closes it with its coordination. A fleet's process
 * shares one set between all its restaurants (issue 26): N restaurants, still two connections;
 * each restaurant keeps its own key prefix and removes only its own subscriptions when it stops,
 * and the fleet closes the set once, last.
 */
export class RedisConnections {
  readonly client: CoordinationClient;
  #subscriber: Promise<CoordinationClient> | undefined;
  #closed = false;

  constructor(client: CoordinationClient) {
    this.client = client;
  }

  /** The subscriber connection, connected on first use (a failed connect is tried again next). */
  subscriber(): Promise<CoordinationClient> {
    if (this.#closed) return Promise.reject(new Error('redis connections closed'));
    this.#subscriber ??= (async () => {
      const subscriber = this.client.duplicate();
      subscriber.on('error', () => undefined);
      await subscriber.connect();
      return subscriber;
    })();
    const pending = this.#subscriber;
    pending.catch(() => {
      if (this.#subscriber === pending) this.#subscriber = undefined;
    });
    return pending;
  }

  /** Closes both connections (once; later calls do nothing). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const subscriber = await this.#subscriber?.catch(() => undefined);
    await subscriber?.quit().catch(() => undefined);
    await this.client.quit().catch(() => undefined);
  }
}

/** Connects the command connection of a new set (the subscriber comes on first use). */
export async function openRedisConnections(url: string): Promise<RedisConnections> {
  return new RedisConnections(await connectCoordination(url));
}
