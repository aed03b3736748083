import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import type { QuoteRequest } from '../../src/domain/order.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import type { PartnerAlert, PartnerClient } from '../../src/partner/client.ts';
import { MAX_BODY_BYTES } from '../../src/partner/client.ts';
import { isPartnerError, type PartnerError } from '../../src/partner/errors.ts';
import { customer, orderRequest, pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import type { CataloguePage } from '../../src/partner/schemas/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import {
  captureLogs,
  clientFor,
  sentSecrets,
  startTestSandbox,
} from '../support/partner-harness.ts';

const logs = captureLogs('trace');
let sandbox: Sandbox;
let clock: ManualClock;
let client: PartnerClient;
let firstPage: CataloguePage;
const usedSecrets: string[] = [];

async function failure(promise: Promise<unknown>): Promise<PartnerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPartnerError(error)) throw new Error(`expected a PartnerError, got ${String(error)}`);
  return error;
}

function requestsTo(endpoint: string): number {
  return sandbox.requests.filter((entry) => entry.endpoint === endpoint).length;
}

function simpleQuote(): QuoteRequest {
  const product = firstPage.products.find(
    (p) => p.listed && p.available && p.variants.some((v) => v.minor !== null),
  );
  const variant = product?.variants.find((v) => v.minor !== null);
  if (!product || !variant) throw new Error('the demo menu has no orderable product on page 1');
  return quoteRequest(
    [orderLine(productSelection({ productId: product.id, size: variant.key }), 2)],
    pickupChoice(),
  );
}

let orderSeq = 0;
async function quoteAndOrderBody(request = simpleQuote()) {
  const quoted = await client.quote(request);
  orderSeq += 1;
  return orderRequest({
    externalOrderId: `tg-test-${orderSeq}`,
    quote: request,
    customer: customer({ name: 'Иван Петров', phone: '+359888123456' }),
    expectedTotalMinor: quoted.quote.total_minor,
    quoteToken: quoted.quote_token,
  });
}

beforeAll(async () => {
  ({ sandbox, clock } = await startTestSandbox());
  const demo = sandbox.partners.demo?.credentials;
  if (demo) usedSecrets.push(...sentSecrets(demo.key, demo.password));
  ({ client } = clientFor(sandbox, { logger: logs.logger }));
  firstPage = await client.getCataloguePage(1);
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

beforeEach(() => {
  sandbox.faults.clear();
});

describe('reads', () => {
  it('reads every catalogue page until has_more is false', async () => {
    const pages: CataloguePage[] = [];
    for (let page = 1; ; page += 1) {
      const current = await client.getCataloguePage(page);
      pages.push(current);
      if (!current.has_more) break;
    }
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const products = pages.flatMap((p) => p.products);
    expect(products).toHaveLength(pages[0]?.total ?? -1);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(products.every((p) => typeof p.listed === 'boolean' && typeof p.id === 'number')).toBe(
      true,
    );
  });

  it('reads availability with zone fields normalized to numbers and booleans', async () => {
    const availability = await client.getAvailability();
    expect(availability.zones.length).toBeGreaterThan(0);
    for (const zone of availability.zones) {
      expect(typeof zone.id).toBe('number');
      expect(typeof zone.enabled).toBe('boolean');
      expect(typeof zone.days_mask).toBe('number');
    }
    expect(availability.pickup.location_id).toBe('main');
  });
});

describe('quote and order round trip', () => {
  it('orders, replays identically, rejects changed content and reads its status', async () => {
    const body = await quoteAndOrderBody();
    const created = await client.submitOrder(body);
    expect(created.replayed).toBe(false);
    expect(created.status).toBe('accepted');
    expect(created.order_number).not.toBe(body.external_order_id);

    const replay = await client.submitOrder(body);
    expect(replay.replayed).toBe(true);
    expect(replay.order_number).toBe(created.order_number);

    const changed = await failure(
      client.submitOrder({ ...body, customer: { ...body.customer, name: 'Друго Име' } }),
    );
    expect(changed.kind).toBe('conflict');
    expect(changed.status).toBe(409);

    const status = await client.orderStatus(body.external_order_id);
    expect(status.order_number).toBe(created.order_number);
    expect(status.replayed).toBeUndefined();
    expect(
      sandbox.ledger.list().filter((o) => o.externalOrderId === body.external_order_id),
    ).toHaveLength(1);
  });

  it("keeps the response's Date header with a quote: the server's now, not ours", async () => {
    const quoted = await client.quote(simpleQuote());
    expect(quoted.serverDate).toBe(new Date(clock.now()).toUTCString());
    // The sandbox answers on its business clock: the span is the documented ~15 minutes.
    const span = Date.parse(quoted.expires_at) - Date.parse(quoted.serverDate ?? '');
    expect(span).toBeGreaterThan(14 * 60_000);
    expect(span).toBeLessThanOrEqual(15 * 60_000);
  });

  it('replays after the quote token expired: an identical saved request may resume', async () => {
    const body = await quoteAndOrderBody();
    const created = await client.submitOrder(body);
    clock.advance(60 * 60_000);
    const replay = await client.submitOrder(body);
    expect(replay).toMatchObject({ replayed: true, order_number: created.order_number });
  });

  it('gets 409 for a first submission with an expired quote', async () => {
    const body = await quoteAndOrderBody();
    clock.advance(16 * 60_000);
    expect((await failure(client.submitOrder(body))).kind).toBe('conflict');
  });

  it("gets 404 for another partner's order and for an unknown id", async () => {
    const body = await quoteAndOrderBody();
    await client.submitOrder(body);
    const other = clientFor(sandbox, { partner: 'other', logger: logs.logger }).client;
    try {
      const error = await failure(other.orderStatus(body.external_order_id));
      expect(error.kind).toBe('not_found');
      expect((await failure(client.orderStatus('never-sent-1'))).kind).toBe('not_found');
    } finally {
      await other.close();
    }
  });

  it('keeps the restaurant message of a 422 and does not retry it', async () => {
    const before = requestsTo('quote');
    const error = await failure(
      client.quote(
        quoteRequest(
          [orderLine(productSelection({ productId: 999_999, size: 'standard' }), 1)],
          pickupChoice(),
        ),
      ),
    );
    expect(error.kind).toBe('unprocessable');
    expect(error.serverMessage).toBeTruthy();
    expect(requestsTo('quote') - before).toBe(1);
  });

  it('never retries POST /orders on its own', async () => {
    const body = await quoteAndOrderBody();
    sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'orders', times: 5 });
    const before = requestsTo('orders');
    expect((await failure(client.submitOrder(body))).kind).toBe('unavailable');
    expect(requestsTo('orders') - before).toBe(1);
  });

  it('surfaces a response dropped after the order was saved, which /orderstatus then finds', async () => {
    const body = await quoteAndOrderBody();
    sandbox.faults.inject({ kind: 'drop-after-persist', endpoint: 'orders' });
    const dropped = await failure(client.submitOrder(body));
    expect(dropped.kind).toBe('network');
    const found = await client.orderStatus(body.external_order_id, { priority: 'order-check' });
    const replay = await client.submitOrder(body);
    expect(replay).toMatchObject({ replayed: true, order_number: found.order_number });
  });
});

describe('authentication', () => {
  it('raises an alert on 401 and never retries it', async () => {
    const alerts: PartnerAlert[] = [];
    const wrong = clientFor(sandbox, {
      credentials: { key: 'demo-key', password: 'wrong' },
      logger: logs.logger,
    });
    usedSecrets.push('wrong-password-value');
    wrong.client.events.on('alert', (alert) => alerts.push(alert));
    const before = requestsTo('availability');
    try {
      expect((await failure(wrong.client.getAvailability())).kind).toBe('unauthorized');
      expect(requestsTo('availability') - before).toBe(1);
      expect(alerts).toEqual([{ kind: 'unauthorized', endpoint: 'availability', status: 401 }]);
    } finally {
      await wrong.client.close();
    }
  });

  it('gets 401 for a paused partner and for rotated-out credentials, and works with the new ones', async () => {
    const rotated = sandbox.partners.rotated;
    const paused = clientFor(sandbox, { partner: 'paused', logger: logs.logger }).client;
    const old = clientFor(sandbox, {
      credentials: rotated?.revoked[0],
      logger: logs.logger,
    }).client;
    const fresh = clientFor(sandbox, { partner: 'rotated', logger: logs.logger }).client;
    try {
      expect((await failure(paused.getAvailability())).kind).toBe('unauthorized');
      expect((await failure(old.getAvailability())).kind).toBe('unauthorized');
      await expect(fresh.getAvailability()).resolves.toMatchObject({ currency: 'EUR' });
    } finally {
      await Promise.all([paused.close(), old.close(), fresh.close()]);
    }
  });

  it('gets 403 from the plain-HTTP listener and is never redirected to HTTPS', async () => {
    const plain = clientFor(sandbox, {
      baseUrl: `${sandbox.httpUrl}/api/v1`,
      logger: logs.logger,
    }).client;
    try {
      const error = await failure(plain.getAvailability());
      expect(error.kind).toBe('forbidden');
      expect(error.status).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it('refuses a server whose certificate it cannot verify, without retrying', async () => {
    const untrusting = clientFor(sandbox, { trustCa: false, logger: logs.logger }).client;
    const before = sandbox.requests.length;
    try {
      const error = await failure(untrusting.getAvailability());
      expect(error.kind).toBe('network');
      expect(error.networkCause).toBe('tls');
      expect(sandbox.requests.length).toBe(before);
    } finally {
      await untrusting.close();
    }
  });
});

describe('error classes and retries', () => {
  it('retries 503 with backoff and then succeeds', async () => {
    sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'availability', times: 2 });
    const before = requestsTo('availability');
    await expect(client.getAvailability()).resolves.toMatchObject({ currency: 'EUR' });
    expect(requestsTo('availability') - before).toBe(3);
  });

  it.each([
    ['html-gateway', 'gateway'],
    ['plain-text', 'gateway'],
    ['other-json', 'gateway'],
    ['reset', 'network'],
  ] as const)(
    'classifies %s as %s without assuming meta.error, and gives up after bounded attempts',
    async (kind, expected) => {
      sandbox.faults.inject({ kind, endpoint: 'availability', times: Number.POSITIVE_INFINITY });
      const error = await failure(client.getAvailability());
      expect(error.kind).toBe(expected);
      expect(error.serverMessage).toBeUndefined();
    },
  );

  it('times out a hanging server as a network timeout', async () => {
    const impatient = clientFor(sandbox, {
      logger: logs.logger,
      maxAttempts: 1,
      transport: { headersTimeoutMs: 300 },
    }).client;
    sandbox.faults.inject({ kind: 'hang', endpoint: 'availability' });
    try {
      const error = await failure(impatient.getAvailability());
      expect(error.kind).toBe('network');
      expect(error.networkCause).toBe('timeout');
    } finally {
      await impatient.close();
    }
  });

  it('never follows a redirect: a 3xx is an error and nothing goes to the other host', async () => {
    sandbox.faults.inject({ kind: 'redirect', endpoint: 'availability' });
    const before = sandbox.requests.length;
    const error = await failure(client.getAvailability());
    expect(error.kind).toBe('redirect');
    expect(sandbox.requests.length - before).toBe(1);
  });

  it.each(['truncated', 'invalid-body'] as const)(
    'reports a %s 200 body as a schema error, logged raw at debug',
    async (kind) => {
      sandbox.faults.inject({ kind, endpoint: 'catalogue', page: 2 });
      const error = await failure(client.getCataloguePage(2));
      expect(error.kind).toBe('invalid_response');
      expect(logs.lines.some((line) => line.includes('partner response rejected by schema'))).toBe(
        true,
      );
    },
  );

  it.each([
    [400, 'bad_request'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'too_large'],
    [415, 'unsupported_media_type'],
    [422, 'unprocessable'],
  ] as const)('maps %i to %s and does not retry it', async (status, kind) => {
    sandbox.faults.inject({
      kind: 'status',
      status,
      endpoint: 'availability',
      times: 3,
      message: 'Грешка',
    });
    const before = requestsTo('availability');
    const error = await failure(client.getAvailability());
    expect(error.kind).toBe(kind);
    expect(error.serverMessage).toBe('Грешка');
    expect(requestsTo('availability') - before).toBe(1);
  });

  it('refuses a body over 128 KiB before sending it', async () => {
    const before = sandbox.requests.length;
    const hugeName = 'x'.repeat(MAX_BODY_BYTES);
    const request = simpleQuote();
    const error = await failure(
      client.submitOrder({
        external_order_id: 'tg-huge',
        items: request.items,
        choice: request.choice,
        customer: {
          name: 'A',
          phone: '+359888123456',
          address: hugeName.slice(0, 240),
          note: hugeName.slice(0, 500),
        },
        expected_total_minor: 1,
        quote_token: hugeName,
      }),
    );
    expect(error.kind).toBe('request_too_large');
    expect(sandbox.requests.length).toBe(before);
  });

  it('pauses the whole budget on 429 for Retry-After plus jitter, then succeeds', async () => {
    const { client: patient, budget } = clientFor(sandbox, {
      logger: logs.logger,
      random: () => 0,
    });
    sandbox.faults.inject({ kind: 'status', status: 429, endpoint: 'availability', retryAfter: 1 });
    const started = Date.now();
    try {
      const pending = patient.getAvailability();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(budget.state().pausedUntil).not.toBeNull();
      await expect(pending).resolves.toMatchObject({ currency: 'EUR' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(patient.stats().errors.rate_limited).toBe(1);
    } finally {
      await patient.close();
    }
  });

  it("reads a Retry-After date on the server's clock (its Date header), not ours", async () => {
    // The sandbox's clock is a fixed business day; ours is the system's: days apart.
    const { client: single } = clientFor(sandbox, { logger: logs.logger, maxAttempts: 1 });
    const retryAt = new Date(Math.floor(clock.now() / 1000) * 1000 + 3_000).toUTCString();
    sandbox.faults.inject({
      kind: 'status',
      status: 429,
      endpoint: 'availability',
      retryAfter: retryAt,
    });
    try {
      const error = await failure(single.getAvailability());
      expect(error.kind).toBe('rate_limited');
      expect(error.retryAfterMs).toBe(3_000);
    } finally {
      await single.close();
    }
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    sandbox.faults.inject({ kind: 'hang', endpoint: 'availability' });
    const pending = failure(client.getAvailability({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).kind).toBe('aborted');
  });
});

describe('base-address failover', () => {
  it('moves to the legacy address when the primary fails at the network level', async () => {
    const { client: failing } = clientFor(sandbox, {
      legacyBaseUrl: sandbox.legacyBaseUrl,
      logger: logs.logger,
    });
    sandbox.faults.inject({ kind: 'reset', base: 'primary', times: Number.POSITIVE_INFINITY });
    const before = sandbox.requests.length;
    try {
      await expect(failing.getAvailability()).resolves.toMatchObject({ currency: 'EUR' });
      await expect(failing.getCataloguePage(1)).resolves.toMatchObject({ page: 1 });
      const bases = sandbox.requests.slice(before).map((entry) => `${entry.base}:${entry.status}`);
      expect(bases).toEqual(['primary:0', 'legacy:200', 'legacy:200']);
      expect(failing.stats().primaryDownUntil).not.toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('does not fail over on an answer such as 422: the legacy address would say the same', async () => {
    const { client: steady } = clientFor(sandbox, {
      legacyBaseUrl: sandbox.legacyBaseUrl,
      logger: logs.logger,
    });
    sandbox.faults.inject({ kind: 'status', status: 422, endpoint: 'availability' });
    try {
      await failure(steady.getAvailability());
      expect(steady.stats().primaryDownUntil).toBeNull();
    } finally {
      await steady.close();
    }
  });
});

describe('logs', () => {
  it('never contain the password, the key or the Authorization value after all the traffic above', () => {
    expect(logs.lines.length).toBeGreaterThan(10);
    const all = logs.lines.join('\n');
    for (const secret of usedSecrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}/);
    expect(all).not.toContain('+359888123456');
  });
});
