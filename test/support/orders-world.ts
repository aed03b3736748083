import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type ManualClock, systemClock } from '../../src/clock.ts';
import type { RequestBudget } from '../../src/partner/budget.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.ts';
import type { Store } from '../../src/store/index.ts';
import { orderClient, tempStore } from './orders-harness.ts';
import { startTestSandbox } from './partner-harness.ts';

/*
 * The world of an orders test file: one sandbox, one order client to it, one sqlite store, for
 * all its tests. `useOrdersWorld()` at the top of the file starts it before the first test and
 * closes it after the last; these live bindings then name its parts. Vitest gives each test file
 * its own module instance, so files never share a world.
 */
export let sandbox: Sandbox;
/** The sandbox's business clock; the client's budget and sleeps run on it too by default. */
export let clock: ManualClock;
export let client: PartnerClient;
export let budget: RequestBudget;
export let store: Store;
/** The store's url, for a second connection to the same file. */
export let storeUrl: string;

/**
 * Registers the hooks that start the file's world and close it. The client runs on the sandbox's
 * clock unless `clock: 'system'` (for tests that wait for the sandbox in real time).
 */
export function useOrdersWorld(options: {
  logger: Logger;
  clock?: 'sandbox' | 'system';
  sandbox?: SandboxOptions;
  headersTimeoutMs?: number;
}): void {
  beforeAll(async () => {
    ({ sandbox, clock } = await startTestSandbox(options.sandbox));
    ({ client, budget } = orderClient(sandbox, {
      clock: options.clock === 'system' ? systemClock : clock,
      logger: options.logger,
      headersTimeoutMs: options.headersTimeoutMs,
    }));
    ({ store, url: storeUrl } = await tempStore());
  });
  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
    await store?.close();
  });
}
