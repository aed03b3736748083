import { beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import type { PartnerAlert, PartnerClient } from '../../src/partner/client.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import type { CataloguePage } from '../../src/partner/schemas/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { clientFor } from '../support/partner-harness.ts';
import { failure, useClientWorld } from './client-support.ts';

const world = useClientWorld();
const { logs, usedSecrets, requestsTo, simpleQuote, quoteAndOrderBody } = world;
let sandbox: Sandbox;
let clock: ManualClock;
let client: PartnerClient;
beforeAll(() => {
  ({ sandbox, clock, client } = world.started());
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

describe('logs', () => {
  it('never contain the password, the key or the Authorization value after all the traffic above', () => {
    expect(logs.lines.length).toBeGreaterThan(10);
    const all = logs.lines.join('\n');
    for (const secret of usedSecrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}/);
    expect(all).not.toContain('+359888123456');
  });
});
