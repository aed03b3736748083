import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { ManualClock, systemClock } from '../../src/clock.ts';
import { createLogger, partnerSecrets } from '../../src/logger.ts';
import { createRequestBudget, type RequestBudget } from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport, type TransportOptions } from '../../src/partner/http.ts';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server.ts';

/** A business time when the demo restaurant is open: Monday 12:00 in Sofia. */
export const OPEN_MONDAY_NOON = Date.parse('2026-11-23T10:00:00Z');

/** Collects log lines in memory so tests can read what would have reached the log. */
export function captureLogs(level = 'trace'): {
  logger: Logger;
  lines: string[];
  secrets: string[];
} {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const secrets: string[] = [];
  return { logger: createLogger({ level, destination, secrets }), lines, secrets };
}

/** Starts a sandbox on a manual business clock with caps high enough not to interfere. */
export async function startTestSandbox(
  options: SandboxOptions = {},
): Promise<{ sandbox: Sandbox; clock: ManualClock }> {
  const clock = new ManualClock(OPEN_MONDAY_NOON);
  const sandbox = await startSandbox({
    clock,
    rateLimitPerMinute: 100_000,
    ipRateLimitPerMinute: 100_000,
    ...options,
  });
  return { sandbox, clock };
}

/** What `useSandboxClient` gives the tests of a file: read its fields inside the tests. */
export interface SandboxClientWorld {
  logs: ReturnType<typeof captureLogs>;
  sandbox: Sandbox;
  clock: ManualClock;
  client: PartnerClient;
}

/**
 * A test sandbox and a real HTTPS client to it for the tests of one file (or `describe`):
 * started before them, closed after them. Its fields are set once the tests run.
 */
export function useSandboxClient(
  level = 'warn',
  client: Pick<TestClientOptions, 'maxAttempts'> = {},
): SandboxClientWorld {
  const world = { logs: captureLogs(level) } as SandboxClientWorld;
  beforeAll(async () => {
    ({ sandbox: world.sandbox, clock: world.clock } = await startTestSandbox());
    ({ client: world.client } = clientFor(world.sandbox, { ...client, logger: world.logs.logger }));
  });
  afterAll(async () => {
    await world.client.close();
    await world.sandbox.close();
  });
  return world;
}

/** Settings for a client under test; defaults keep retries fast. */
export interface TestClientOptions {
  partner?: string;
  credentials?: { key: string; password: string };
  baseUrl?: string;
  legacyBaseUrl?: string;
  trustCa?: boolean;
  logger: Logger;
  transport?: TransportOptions;
  maxAttempts?: number;
  limit?: number;
  /** The budget the client waits on (default: its own, `limit` a minute on the system clock). */
  budget?: RequestBudget;
  random?: () => number;
}

/** A real client over real HTTPS to the sandbox, with its own budget. */
export function clientFor(
  sandbox: Sandbox,
  options: TestClientOptions,
): { client: PartnerClient; budget: RequestBudget } {
  const account = sandbox.partners[options.partner ?? 'demo'];
  const credentials = options.credentials ?? account?.credentials;
  if (!credentials) throw new Error('no credentials for the test client');
  const budget =
    options.budget ?? createRequestBudget({ limit: options.limit ?? 10_000, clock: systemClock });
  const client = createPartnerClient({
    baseUrl: options.baseUrl ?? sandbox.baseUrl,
    legacyBaseUrl: options.legacyBaseUrl,
    apiKey: credentials.key,
    apiPassword: credentials.password,
    transport: createTransport({
      caPem: options.trustCa === false ? undefined : sandbox.caPem,
      headersTimeoutMs: 2_000,
      bodyTimeoutMs: 2_000,
      ...options.transport,
    }),
    budget,
    clock: systemClock,
    random: options.random ?? (() => 0.5),
    logger: options.logger,
    maxAttempts: options.maxAttempts ?? 3,
    backoffBaseMs: 10,
    backoffCapMs: 50,
  });
  return { client, budget };
}

/** The secrets a test client sends, as the log test looks for them. */
export function sentSecrets(key: string, password: string): string[] {
  return [key, password, ...partnerSecrets(key, password).slice(2)];
}

/** The orders the restaurant has from the customer called `name`. */
export function ordersNamed(sandbox: Sandbox, name: string) {
  return sandbox.ledger
    .list()
    .filter((entry) => (entry.body.customer as { name?: string } | undefined)?.name === name);
}

/** How many catalogue and availability requests the sandbox has answered (a sync's cost). */
export function catalogueRequests(sandbox: Sandbox): number {
  return sandbox.requests.filter((r) => r.endpoint === 'catalogue' || r.endpoint === 'availability')
    .length;
}
