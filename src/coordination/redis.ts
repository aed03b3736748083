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

/** Runs a Lua script (EVAL: atomic on the server, Redis "Scripting with Lua"). */
export function runScript(
  client: CoordinationClient,
  script: string,
  keys: string[],
  args: Array<string | number>,
): Promise<unknown> {
  return client.eval(script, { keys, arguments: args.map(String) });
}
