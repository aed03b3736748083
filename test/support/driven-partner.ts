import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import { OrderOutbox, type OrderOutboxOptions } from '../../src/orders/outbox.ts';
import { createRequestBudget } from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport } from '../../src/partner/http.ts';
import { createPartner, type Partner } from '../../src/partner/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import type { Store } from '../../src/store/index.ts';
import { countingTransport, DrivenClock } from './clock-driver.ts';
import { outboxStores } from './orders-harness.ts';
import { OPEN_MONDAY_NOON, startTestSandbox } from './partner-harness.ts';

/** The sandbox and a real Partner client on one driven clock, for orders whose fate is in doubt. */
export interface DrivenPartner {
  clock: DrivenClock;
  sandbox: Sandbox;
  client: PartnerClient;
  transport: ReturnType<typeof countingTransport>;
}

/**
 * One clock for the sandbox, the client's budget and its sleeps; only the client's own request
 * timeout is real (300 ms): it is what turns an attempt the sandbox holds into a timeout. Small
 * retry bounds keep a test's attempts countable.
 */
export async function startDrivenPartner(logger: Logger): Promise<DrivenPartner> {
  const clock = new DrivenClock(OPEN_MONDAY_NOON);
  const { sandbox } = await startTestSandbox({ clock });
  const credentials = sandbox.partners.demo?.credentials;
  if (!credentials) throw new Error('no sandbox credentials');
  const transport = countingTransport(
    createTransport({ caPem: sandbox.caPem, headersTimeoutMs: 300, bodyTimeoutMs: 300 }),
    clock,
  );
  const client = createPartnerClient({
    baseUrl: sandbox.baseUrl,
    apiKey: credentials.key,
    apiPassword: credentials.password,
    transport,
    budget: createRequestBudget({ limit: 10_000, clock }),
    clock,
    random: () => 0,
    logger,
    maxAttempts: 3,
    backoffBaseMs: 10,
    backoffCapMs: 40,
  });
  return { clock, sandbox, client, transport };
}

/**
 * The real partner (client, budget, caps) against the sandbox's demo partner on a driven clock,
 * over real HTTPS, its requests counted while in flight.
 */
export function drivenPartner(
  sandbox: Sandbox,
  clock: DrivenClock,
  logger: Logger,
  caps: Pick<Config['partner'], 'rateLimitPerMinute' | 'ipRateLimitPerMinute'>,
): { partner: Partner; transport: ReturnType<typeof countingTransport> } {
  const credentials = sandbox.partners.demo?.credentials;
  if (!credentials) throw new Error('no sandbox credentials');
  const transport = countingTransport(createTransport({ caPem: sandbox.caPem }), clock);
  const settings: Config['partner'] = {
    baseUrl: sandbox.baseUrl,
    legacyBaseUrl: undefined,
    apiKey: credentials.key,
    apiPassword: credentials.password,
    caFile: undefined,
    ...caps,
  };
  const partner = createPartner(settings, { clock, random: () => 0.5, logger, transport });
  return { partner, transport };
}

/**
 * `startDrivenPartner` for the tests of one file: started before them, its client and sandbox
 * closed after them. Read its fields inside the tests.
 */
export function useDrivenPartner(logger: Logger): DrivenPartner {
  const world = {} as DrivenPartner;
  beforeAll(async () => {
    Object.assign(world, await startDrivenPartner(logger));
  });
  afterAll(async () => {
    await world.client.close();
    await world.sandbox.close();
  });
  return world;
}

/** The real order outbox on a driven partner's client and clock, its entries in `store`. */
export function drivenOutbox(
  driven: DrivenPartner,
  store: Store,
  logger: Logger,
  windows: Pick<OrderOutboxOptions, 'doubtWindowMs' | 'watchMs'> = {},
): OrderOutbox {
  return new OrderOutbox({
    client: driven.client,
    ...outboxStores(store, 'outbox'),
    clock: driven.clock,
    random: () => 0.5,
    logger,
    ...windows,
  });
}
