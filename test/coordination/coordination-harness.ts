import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { type Coordination, openCoordination } from '../../src/coordination/index.ts';
import { findRedisServer, startRedis, type TestServer } from '../store/store-servers.ts';

/** redis-server's path; the coordination tests skip without it (apt-get install redis-server). */
export const redisBinary = findRedisServer();
if (redisBinary === undefined) {
  console.warn('coordination tests skipped: no redis-server (apt-get install redis-server)');
}

/**
 * One real redis-server for a test file, and a factory of "instances": each `instance()` is a
 * Coordination with its own connection and id on a fresh database shared by that test's
 * instances. Everything opened is closed after the file.
 */
export function useRedis() {
  let server: TestServer | undefined;
  const opened: Coordination[] = [];
  beforeAll(async () => {
    server = await startRedis(redisBinary as string);
  }, 30_000);
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    await server?.stop();
  });
  return {
    /** A fresh database: the instances of one test share it. */
    async world(clock: Clock) {
      if (!server) throw new Error('redis-server did not start');
      const url = await server.freshUrl();
      return {
        url,
        async instance(): Promise<Coordination> {
          const coordination = await openCoordination(url, {
            clock,
            logger: pino({ level: 'silent' }),
          });
          opened.push(coordination);
          return coordination;
        },
      };
    },
  };
}

/** Waits for `check` to hold, up to a generous deadline (Redis answers in milliseconds). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
