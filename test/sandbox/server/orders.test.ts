import { afterEach, describe, expect, it } from 'vitest';
import { setOrderingEnabled, setVariantPrice } from '../../../src/sandbox/menu/index.ts';
import {
  account,
  customer,
  deliveryRequest,
  type Harness,
  OPEN_NOON_MS,
  quoteAndBuildOrder,
  startHarness,
} from './helpers.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function twoLineRequest(): ReturnType<typeof deliveryRequest> {
  const request = deliveryRequest();
  request.items.push({ selection: { product_id: 908, size: 'standard' }, quantity: 1 });
  return request;
}

async function harness(options = {}): Promise<Harness> {
  h = await startHarness(options);
  return h;
}

describe('POST /quote', () => {
  it('returns the quote, a token and an expiry 15 minutes ahead', async () => {
    const t = await harness();
    const reply = await t.post('/quote', deliveryRequest());
    expect(reply.status).toBe(200);
    const data = reply.json.meta.data;
    expect(data.quote.test_only).toBe(false);
    expect(data.quote.total_minor).toBeGreaterThan(0);
    expect(typeof data.quote_token).toBe('string');
    expect(data.expires_at).toBe(
      new Date(OPEN_NOON_MS + 15 * 60_000).toISOString().replace('.000', ''),
    );
  });

  it('refuses undocumented or read-only fields and missing ones with 422', async () => {
    const t = await harness();
    expect((await t.post('/quote', { ...deliveryRequest(), price: 100 })).status).toBe(422);
    expect((await t.post('/quote', { items: deliveryRequest().items })).status).toBe(422);
  });

  it('marks quotes of a test-only partner test_only and refuses its orders with 422', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tester-1', deliveryRequest(), 'tester');
    const quoted = await t.post('/quote', deliveryRequest(), { partner: 'tester' });
    expect(quoted.json.meta.data.quote.test_only).toBe(true);
    const reply = await t.post('/orders', body, { partner: 'tester' });
    expect(reply.status).toBe(422);
    expect(t.sandbox.ledger.list()).toEqual([]);
  });
});

describe('POST /orders', () => {
  it('persists a valid order as accepted, unpaid, with a restaurant order number', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tg-1001');
    const reply = await t.post('/orders', body);
    expect(reply.status).toBe(200);
    const record = reply.json.meta.data;
    expect(record).toMatchObject({
      external_order_id: 'tg-1001',
      status: 'accepted',
      status_label: 'Приета',
      currency: 'EUR',
      total_minor: body.expected_total_minor,
      payment: 'cash',
      paid: false,
      replayed: false,
      created_at: '2025-06-11T09:00:00Z',
      updated_at: '2025-06-11T09:00:00Z',
    });
    expect(record.order_number).toMatch(/^\d+$/);
    expect(record.order_number).not.toBe('tg-1001');
    expect(record).not.toHaveProperty('customer');
    expect(t.sandbox.ledger.list()).toMatchObject([
      { partnerId: 'demo', externalOrderId: 'tg-1001', orderNumber: record.order_number, body },
    ]);
  });

  it('never hands out an order number equal to the external id', async () => {
    const t = await harness();
    const reply = await t.post('/orders', await quoteAndBuildOrder(t, '1001'));
    expect(reply.status).toBe(200);
    expect(reply.json.meta.data.order_number).not.toBe('1001');
  });

  it('replays an identical body with the same order number and replayed=true', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tg-2');
    const first = await t.post('/orders', body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await t.post('/orders', reordered);
    expect(second.status).toBe(200);
    expect(second.json.meta.data.order_number).toBe(first.json.meta.data.order_number);
    expect(second.json.meta.data.replayed).toBe(true);
    expect(t.sandbox.ledger.list()).toHaveLength(1);
  });

  it('replays an identical body after the quote token expired', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tg-3');
    const first = await t.post('/orders', body);
    t.clock.advance(60 * 60_000);
    const replay = await t.post('/orders', body);
    expect(replay.status).toBe(200);
    expect(replay.json.meta.data).toMatchObject({
      order_number: first.json.meta.data.order_number,
      replayed: true,
    });
  });

  it('answers 409 to the same external id with different content', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tg-4');
    await t.post('/orders', body);
    const changed = { ...body, customer: { ...customer(), name: 'Друг Човек' } };
    expect((await t.post('/orders', changed)).status).toBe(409);
    expect((await t.post('/orders', { ...body, expected_total_minor: 1 })).status).toBe(409);
    expect(t.sandbox.ledger.list()).toHaveLength(1);
  });

  it('treats a different line order as different content (array order matters)', async () => {
    const t = await harness();
    const request = twoLineRequest();
    const body = await quoteAndBuildOrder(t, 'tg-4b', request);
    const swapped = { ...body, items: [...request.items].reverse() };
    expect((await t.post('/orders', swapped)).status).toBe(409);
    expect((await t.post('/orders', body)).status).toBe(200);
    expect((await t.post('/orders', swapped)).status).toBe(409);
  });

  it('answers 409 to a concurrent duplicate while the first is processing, and saves one order', async () => {
    const t = await harness({ orderProcessingMs: 1_000 });
    const body = await quoteAndBuildOrder(t, 'tg-5');
    const first = t.post('/orders', body);
    // Wait until the first request has reached the server (it is logged on arrival).
    while (!t.sandbox.requests.some((r) => r.endpoint === 'orders')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const second = await t.post('/orders', body);
    expect(second.status).toBe(409);
    expect((await first).status).toBe(200);
    expect(t.sandbox.ledger.list()).toHaveLength(1);
  });

  it('holds the next order whatever its id: busy to a resend, saved once on release', async () => {
    const t = await harness();
    const held = t.sandbox.holdNextOrder();
    const body = await quoteAndBuildOrder(t, 'tg-unknown-to-the-test');
    const first = t.post('/orders', body);
    expect(await held.caught).toBe('tg-unknown-to-the-test');
    expect((await t.post('/orders', body)).status).toBe(409);
    expect(t.sandbox.ledger.list()).toEqual([]);
    held.release();
    expect((await first).json.meta.data.replayed).toBe(false);
    // Taken once: the next order is not held.
    const next = await t.post('/orders', await quoteAndBuildOrder(t, 'tg-after'));
    expect(next.status).toBe(200);
    expect(t.sandbox.ledger.list().map((e) => e.externalOrderId)).toEqual([
      'tg-unknown-to-the-test',
      'tg-after',
    ]);
  });

  it('keeps replay protection for a rotated partner under its new credentials', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'tg-6', deliveryRequest(), 'rotated');
    const first = await t.post('/orders', body, { partner: 'rotated' });
    const rotated = account(t.sandbox, 'rotated');
    rotated.revoked.push(rotated.credentials);
    rotated.credentials = { key: 'rotated-key-3', password: 'rotated-password-3' };
    const again = await t.post('/orders', body, { partner: 'rotated' });
    expect(again.json.meta.data).toMatchObject({
      order_number: first.json.meta.data.order_number,
      replayed: true,
    });
  });

  it('lets two partners use the same external id independently', async () => {
    const t = await harness();
    const mine = await t.post('/orders', await quoteAndBuildOrder(t, 'same-id'));
    const theirs = await t.post(
      '/orders',
      await quoteAndBuildOrder(t, 'same-id', deliveryRequest(), 'other'),
      {
        partner: 'other',
      },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.json.meta.data.replayed).toBe(false);
    expect(theirs.json.meta.data.order_number).not.toBe(mine.json.meta.data.order_number);
  });
});

describe('POST /orders first-submission rules', () => {
  it('answers 409 when items differ from the quoted request', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-1');
    const items = [{ ...(body.items as object[])[0], quantity: 3 }];
    expect((await t.post('/orders', { ...body, items })).status).toBe(409);
    expect(
      (await t.post('/orders', { ...body, choice: { ...(body.choice as object), zone_id: 2 } }))
        .status,
    ).toBe(409);
    expect(t.sandbox.ledger.list()).toEqual([]);
  });

  it('answers 409 to an expired quote token on a first submission', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-2');
    const justInTime = await quoteAndBuildOrder(t, 'c-2b');
    t.clock.advance(15 * 60_000 - 1);
    expect((await t.post('/orders', justInTime)).status).toBe(200);
    t.clock.advance(1);
    expect((await t.post('/orders', body)).status).toBe(409);
    expect(t.sandbox.ledger.list().map((order) => order.externalOrderId)).toEqual(['c-2b']);
  });

  it('answers 409 to a forged, edited or foreign token', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-3');
    const token = body.quote_token as string;
    const edited = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.post('/orders', { ...body, quote_token: edited })).status).toBe(409);
    expect((await t.post('/orders', { ...body, quote_token: 'nonsense' })).status).toBe(409);
    expect((await t.post('/orders', body, { partner: 'other' })).status).toBe(409);
  });

  it('answers 409 when expected_total_minor is not the quoted total', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-4');
    const lower = (body.expected_total_minor as number) - 1;
    expect((await t.post('/orders', { ...body, expected_total_minor: lower })).status).toBe(409);
  });

  it('answers 409 when the price changed after the quote', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-5');
    const margherita = t.sandbox.menu.products.find((p) => p.id === 101);
    const family = margherita?.variants.find((v) => v.key === 'family');
    setVariantPrice(t.sandbox.menu, 101, 'family', (family?.minor ?? 0) + 100);
    expect((await t.post('/orders', body)).status).toBe(409);
  });

  it('answers 503 when ordering is disabled', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-6');
    setOrderingEnabled(t.sandbox.menu, false);
    expect((await t.post('/orders', body)).status).toBe(503);
  });

  it('answers 422 to invalid fields and never-sent fields', async () => {
    const t = await harness();
    const body = await quoteAndBuildOrder(t, 'c-7');
    for (const extra of ['price', 'source', 'user_id', 'status', 'paid']) {
      expect((await t.post('/orders', { ...body, [extra]: 1 })).status).toBe(422);
    }
    const { quote_token: _token, ...missing } = body;
    expect((await t.post('/orders', missing)).status).toBe(422);
    for (const id of ['', '-starts-with-dash', 'has space', 'x'.repeat(81), 42]) {
      expect((await t.post('/orders', { ...body, external_order_id: id })).status).toBe(422);
    }
    for (const total of [0, 12.5, '1200']) {
      expect((await t.post('/orders', { ...body, expected_total_minor: total })).status).toBe(422);
    }
    const badPhone = { ...body, customer: { ...customer(), phone: '0888' } };
    expect((await t.post('/orders', badPhone)).status).toBe(422);
    expect(t.sandbox.ledger.list()).toEqual([]);
  });

  it('accepts the longest allowed external id', async () => {
    const t = await harness();
    const id = `A${'b_.:-9'.repeat(13)}x`;
    expect(id).toHaveLength(80);
    expect((await t.post('/orders', await quoteAndBuildOrder(t, id))).status).toBe(200);
  });
});
