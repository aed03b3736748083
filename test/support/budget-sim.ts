import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { ManualClock, sleep } from '../../src/clock.ts';
import type { PendingOrder } from '../../src/conversation/types.ts';
import type { QuoteRequest } from '../../src/domain/order.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import {
  OrderOutbox,
  StatusTracker,
  type TrackedOrder,
  trackAcceptedOrders,
} from '../../src/orders/index.ts';
import {
  createRequestBudget,
  defaultCatalogueShare,
  defaultInteractiveReserve,
  type RequestBudget,
} from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport } from '../../src/partner/http.ts';
import { customer, orderRequest, pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { quoteDeadline } from '../../src/partner/server-time.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { ClockDriver, ObservedTransport, observedStore, PendingWork } from './budget-sim-driver.ts';
import { type Observations, observe, sample } from './budget-sim-observe.ts';
import { outboxStores } from './orders-harness.ts';
import { captureLogs, OPEN_MONDAY_NOON } from './partner-harness.ts';
import { seededRandom } from './reliability-random.ts';

/** The simulated load; defaults are the scenario. */
export interface SimulationOptions {
  /** The sandbox's cap and the bot's budget (requests per 60 s). */
  limit: number;
  /** Orders created and tracked before the measured period. */
  activeOrders: number;
  customers: number;
  /** Menu size: 10,000 products = 200 catalogue pages. */
  products: number;
  durationMs: number;
  stepMs: number;
  pollIntervalMs: number;
  /** Think time between a customer's quote and confirmation, and the pause before the next. */
  thinkMs: [number, number];
  idleMs: [number, number];
  seed: number;
}

export const DEFAULT_SIMULATION: SimulationOptions = {
  limit: 120,
  activeOrders: 500,
  customers: 20,
  products: 10_000,
  durationMs: 30 * 60_000,
  stepMs: 100,
  pollIntervalMs: 45_000,
  thinkMs: [15_000, 45_000],
  idleMs: [60_000, 120_000],
  seed: 7,
};

/** Everything measured in one run, raw; `budget-sim-figures.ts` turns it into figures. */
export interface SimulationResult extends Observations {
  options: SimulationOptions;
  setupStartedAt: number;
  simStartedAt: number;
  simEndedAt: number;
  sandboxRequests: Sandbox['requests'];
  granted: ReturnType<RequestBudget['state']>['granted'];
  warnings: string[];
  realMs: number;
}

interface World {
  clock: ManualClock;
  random: () => number;
  sandbox: Sandbox;
  store: Store;
  transport: ObservedTransport;
  budget: RequestBudget;
  client: PartnerClient;
  sync: CatalogueSync;
  outbox: OrderOutbox;
  tracker: StatusTracker;
  driver: ClockDriver;
  logs: ReturnType<typeof captureLogs>;
}

// The production wiring of src/app.ts, with the sandbox's limiter and the bot's budget on the
// same manual clock. The per-IP cap equals the partner cap: every request comes from 127.0.0.1
// and one partner, so both limiters count the same requests (spec "Limits": 120 each).
async function buildWorld(o: SimulationOptions): Promise<World> {
  const clock = new ManualClock(OPEN_MONDAY_NOON);
  const random = seededRandom(o.seed);
  const logs = captureLogs('warn');
  const sandbox = await startSandbox({
    clock,
    menu: createDemoMenu({ products: o.products }),
    rateLimitPerMinute: o.limit,
    ipRateLimitPerMinute: o.limit,
  });
  const pending = new PendingWork();
  const sqlite = await openStore(
    `sqlite://${join(mkdtempSync(join(tmpdir(), 'sim-')), 'b.sqlite')}`,
  );
  const store = observedStore(sqlite, pending);
  const transport = new ObservedTransport(
    createTransport({ caPem: sandbox.caPem }),
    clock,
    pending,
  );
  const budget = createRequestBudget({
    limit: o.limit,
    clock,
    interactiveReserve: defaultInteractiveReserve(o.limit),
    catalogueShare: defaultCatalogueShare(o.limit),
  });
  const credentials = sandbox.partners.demo?.credentials;
  if (!credentials) throw new Error('the sandbox has no demo partner');
  const logger = logs.logger;
  const client = createPartnerClient({
    baseUrl: sandbox.baseUrl,
    apiKey: credentials.key,
    apiPassword: credentials.password,
    transport,
    budget,
    clock,
    random,
    logger,
  });
  const sync = new CatalogueSync({
    reader: client,
    store: store.namespace<MenuSnapshot>('menu'),
    clock,
    logger,
    intervalMs: 60_000,
    rateLimitPerMinute: o.limit,
  });
  const outbox = new OrderOutbox({
    client,
    ...outboxStores(store, 'outbox'),
    clock,
    random,
    logger,
  });
  const tracker = new StatusTracker({
    client,
    store: store.namespace<TrackedOrder>('tracked'),
    clock,
    logger,
    pollIntervalMs: o.pollIntervalMs,
  });
  trackAcceptedOrders(outbox, tracker, logger);
  const driver = new ClockDriver(clock, o.stepMs, pending);
  const world = { clock, random, sandbox, store, transport, budget, client, sync, outbox };
  return { ...world, tracker, driver, logs };
}

/** A one-line pickup request for one of the menu's plain products (size standard). */
function pickupRequest(sandbox: Sandbox, random: () => number): QuoteRequest {
  const plain = sandbox.menu.products.filter(
    (p) => p.listed && p.available && p.choices.length === 0 && p.variants[0]?.key === 'standard',
  );
  const product = plain[Math.floor(random() * Math.min(plain.length, 40))];
  if (!product) throw new Error('the menu has no plain product');
  const line = orderLine(productSelection({ productId: product.id, size: 'standard' }), 1);
  return quoteRequest([line], pickupChoice());
}

function pendingOrder(
  id: string,
  chatId: number,
  request: QuoteRequest,
  quoted: Quoted,
  receivedAt: number,
): PendingOrder {
  const order: PendingOrder = {
    externalOrderId: id,
    chatId,
    quoteValidUntil: quoteDeadline(quoted, receivedAt),
    request: orderRequest({
      externalOrderId: id,
      quote: request,
      customer: customer({ name: 'Мария Иванова', phone: '+359888123456' }),
      expectedTotalMinor: quoted.quote.total_minor,
      quoteToken: quoted.quote_token,
    }),
  };
  return order;
}

type Quoted = Awaited<ReturnType<PartnerClient['quote']>>;

// Setup, step 2: the orders being tracked, created for real in the sandbox through the outbox
// (one quote, its token reused for every id: the token binds items and choice, not the id).
async function createActiveOrders(w: World, count: number): Promise<void> {
  const request = pickupRequest(w.sandbox, () => 0);
  const quoted = await w.driver.resolve(w.client.quote(request), 10 * 60_000);
  const runs = Array.from({ length: count }, (_, i) =>
    w.outbox.submit(pendingOrder(`sim-setup-${i}`, 1_000 + i, request, quoted, w.clock.now())),
  );
  const outcomes = await w.driver.resolve(Promise.all(runs), 30 * 60_000);
  const refused = outcomes.filter((outcome) => outcome.kind !== 'accepted').length;
  if (refused > 0) throw new Error(`${refused} setup orders were not accepted`);
  // trackAcceptedOrders persists asynchronously: wait until every order is known.
  await w.driver.until(() => w.tracker.stats().active >= count, 60_000);
}

/** One simulated customer: quote → think → confirm through the outbox → pause, until `endAt`. */
async function customerLoop(w: World, o: SimulationOptions, index: number, obs: Observations) {
  const between = ([lo, hi]: [number, number]) => lo + w.random() * (hi - lo);
  const endAt = obs.simStartedAt + o.durationMs;
  await sleep(w.clock, w.random() * o.idleMs[1]);
  for (let n = 1; w.clock.now() < endAt; n += 1) {
    const request = pickupRequest(w.sandbox, w.random);
    const quoteAt = w.clock.now();
    const quoted = await w.client.quote(request);
    const receivedAt = w.clock.now();
    obs.quotes.push({ startedAt: quoteAt, doneAt: receivedAt });
    await sleep(w.clock, between(o.thinkMs));
    const id = `sim-c${index}-${n}`;
    const submission = { id, submitAt: w.clock.now(), outcomeAt: 0, outcome: '' };
    obs.submissions.push(submission);
    const outcome = await w.outbox.submit(pendingOrder(id, index, request, quoted, receivedAt));
    submission.outcomeAt = w.clock.now();
    submission.outcome = outcome.kind;
    await sleep(w.clock, between(o.idleMs));
  }
}

/**
 * Runs the budget simulation (issue 7): on one manual clock, the sandbox's real limiter at
 * `limit` a minute, and the bot's real pieces sharing one client and one budget: the catalogue
 * sync of a 200-page menu, a status tracker with `activeOrders` orders, and `customers` customers
 * quoting and ordering through the outbox. Setup (first catalogue cycle, then the active orders)
 * runs on the same clock and budget before the measured `durationMs`.
 */
export async function runBudgetSimulation(
  options: Partial<SimulationOptions> = {},
): Promise<SimulationResult> {
  const o = { ...DEFAULT_SIMULATION, ...options };
  const realStarted = performance.now();
  const w = await buildWorld(o);
  try {
    const setupStartedAt = w.clock.now();
    // Setup, step 1: the first catalogue cycle, as `startApplication` awaits it at start-up.
    await w.driver.resolve(w.sync.start(), 30 * 60_000);
    await createActiveOrders(w, o.activeOrders);
    const obs = observe(w.transport, w.tracker, w.sync, w.clock.now(), o.pollIntervalMs);
    await w.driver.resolve(w.tracker.start(), 60_000);
    await w.driver.resolve(w.outbox.start(), 60_000);
    const customers = Array.from({ length: o.customers }, (_, i) => customerLoop(w, o, i + 1, obs));
    const all = Promise.all(customers);
    all.catch(() => undefined);
    const endAt = obs.simStartedAt + o.durationMs;
    await w.driver.until(
      () => w.clock.now() >= endAt,
      o.durationMs + 1,
      () => sample(obs, w.clock.now()),
    );
    const simEndedAt = w.clock.now();
    // Let the last customers finish their order (not measured for the window figures' period).
    await w.driver.resolve(all, 10 * 60_000);
    return {
      ...obs,
      options: o,
      setupStartedAt,
      simEndedAt,
      sandboxRequests: [...w.sandbox.requests],
      granted: w.budget.state().granted,
      warnings: [...w.logs.lines],
      realMs: performance.now() - realStarted,
    };
  } finally {
    await w.tracker.close();
    await w.outbox.close();
    await w.sync.stop();
    await w.client.close();
    await w.sandbox.close();
    await w.store.close();
  }
}
