import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { createRequestBudget } from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport } from '../../src/partner/http.ts';
import { customer, orderRequest, pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import type { Endpoint } from '../../src/sandbox/http/router.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { countingTransport, DrivenClock, driveUntilDone } from '../support/clock-driver.ts';
import { captureLogs, OPEN_MONDAY_NOON, startTestSandbox } from '../support/partner-harness.ts';

// Issue 34, point 3: a 503's Retry-After is the partner's window, honoured like a 429's on every
// endpoint: no request of any caller reaches the partner inside it, and the client's own retries
// of the 503 wait for its end.
const logs = captureLogs('error');
const clock = new DrivenClock(OPEN_MONDAY_NOON);
let sandbox: Sandbox;
let client: PartnerClient;
let transport: ReturnType<typeof countingTransport>;

beforeAll(async () => {
  ({ sandbox } = await startTestSandbox({ clock }));
  const account = sandbox.partners.demo;
  if (!account) throw new Error('no demo partner');
  transport = countingTransport(createTransport({ caPem: sandbox.caPem }), clock);
  client = createPartnerClient({
    baseUrl: sandbox.baseUrl,
    apiKey: account.credentials.key,
    apiPassword: account.credentials.password,
    transport,
    budget: createRequestBudget({ limit: 10_000, clock }),
    clock,
    random: () => 0,
    logger: logs.logger,
    maxAttempts: 4,
    backoffBaseMs: 500,
    backoffCapMs: 8_000,
  });
});

afterAll(async () => {
  await client.close();
  await sandbox.close();
});

const drive = <T>(work: Promise<T>) =>
  driveUntilDone(clock, work, { inFlight: () => transport.inFlight() });

const settle = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: { kind?: string }) => error.kind ?? 'error',
  );

async function quoteBody() {
  const request = quoteRequest(
    [orderLine(productSelection({ productId: 101, size: 'family' }), 1)],
    pickupChoice(),
  );
  return { request, quoted: await client.quote(request) };
}

let orderSeq = 0;
async function orderBody() {
  const { request, quoted } = await quoteBody();
  orderSeq += 1;
  return orderRequest({
    externalOrderId: `tg-503-${orderSeq}`,
    quote: request,
    customer: customer({ name: 'Иван Прозорец', phone: '+359888123456' }),
    expectedTotalMinor: quoted.quote.total_minor,
    quoteToken: quoted.quote_token,
  });
}

// One call of each endpoint, as the bot's callers make them.
async function callOf(endpoint: Endpoint): Promise<() => Promise<unknown>> {
  switch (endpoint) {
    case 'catalogue':
      return () => client.getCataloguePage(1);
    case 'availability':
      return () => client.getAvailability();
    case 'quote': {
      const request = (await quoteBody()).request;
      return () => client.quote(request);
    }
    case 'orders': {
      const body = await orderBody();
      return () => client.submitOrder(body);
    }
    default: {
      const body = await orderBody();
      await client.submitOrder(body);
      return () => client.orderStatus(body.external_order_id);
    }
  }
}

// The requests the sandbox saw from the `mark`-th on (times repeat on a manual clock).
const since = (mark: number) => sandbox.requests.slice(mark);

describe('a 503 with Retry-After', () => {
  const endpoints: Endpoint[] = ['catalogue', 'availability', 'quote', 'orders', 'orderstatus'];
  for (const endpoint of endpoints) {
    it(`on /${endpoint}: no request to the partner inside its 20 s window, every caller after it`, async () => {
      const call = await drive(callOf(endpoint));
      const start = sandbox.requests.length;
      sandbox.faults.inject({ kind: 'status', status: 503, retryAfter: 20, endpoint });
      // The refused call ends at once (its window outlasts the client's own backoff) …
      expect(await drive(settle(call()))).toBe('unavailable');
      const refusedAt = clock.now();
      expect(since(start).map((entry) => entry.status)).toEqual([503]);
      // … and every other caller meanwhile waits for the window's end (random 0: no jitter).
      const others = Promise.all([
        settle(client.getAvailability()),
        settle(client.getCataloguePage(1)),
      ]);
      expect(await drive(others)).toEqual(['ok', 'ok']);
      const after = since(start).slice(1);
      expect(after).toHaveLength(2);
      for (const entry of after) expect(entry.at).toBeGreaterThanOrEqual(refusedAt + 20_000);
    });
  }

  it("within the client's backoff: the call's own retry waits for the window's end", async () => {
    await drive(settle(client.getAvailability()));
    const start = sandbox.requests.length;
    sandbox.faults.inject({ kind: 'status', status: 503, retryAfter: 5, endpoint: 'availability' });
    expect(await drive(settle(client.getAvailability()))).toBe('ok');
    const seen = since(start);
    expect(seen.map((entry) => entry.status)).toEqual([503, 200]);
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(5_000);
  });

  it('as an HTTP date on the server clock: the window ends at that date', async () => {
    const call = await drive(callOf('quote'));
    const until = Math.floor(clock.now() / 1000) * 1000 + 30_000;
    sandbox.faults.inject({
      kind: 'status',
      status: 503,
      retryAfter: new Date(until).toUTCString(),
      endpoint: 'quote',
    });
    const started = sandbox.requests.length;
    expect(await drive(settle(call()))).toBe('unavailable');
    expect(await drive(settle(client.getAvailability()))).toBe('ok');
    const seen = since(started);
    expect(seen.map((entry) => entry.status)).toEqual([503, 200]);
    expect(seen[1]?.at).toBeGreaterThanOrEqual(until);
  });
});

it("answers a customer's quote inside a 503's window at once as unavailable, nothing sent", async () => {
  const request = (await drive(quoteBody())).request;
  sandbox.faults.inject({ kind: 'status', status: 503, retryAfter: 60, endpoint: 'catalogue' });
  expect(await drive(settle(client.getCataloguePage(1)))).toBe('unavailable');
  const mark = sandbox.requests.length;
  const at = clock.now();
  expect(await drive(settle(client.quote(request)))).toBe('unavailable');
  expect(clock.now()).toBe(at);
  expect(since(mark)).toEqual([]);
  // Past the window the quote goes as usual.
  clock.advance(60_000);
  expect(await drive(settle(client.quote(request)))).toBe('ok');
});
