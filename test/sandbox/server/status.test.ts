import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quickKitchen } from '../../../src/sandbox/server.ts';
import {
  type Harness,
  h,
  quoteAndBuildOrder,
  startHarness,
  useHarnessForEachTest,
} from './helpers.ts';

useHarnessForEachTest();

const MINUTE = 60_000;

async function statusOf(externalOrderId: string, partner = 'demo') {
  return h.post('/orderstatus', { external_order_id: externalOrderId }, { partner });
}

function pickupRequest() {
  return {
    items: [{ selection: { type: 'product', product_id: 101, size: 'family' }, quantity: 1 }],
    choice: { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
  };
}

describe('POST /orderstatus', () => {
  it('returns the own order record without replayed', async () => {
    const body = await quoteAndBuildOrder(h, 's-1');
    const created = await h.post('/orders', body);
    const reply = await statusOf('s-1');
    expect(reply.status).toBe(200);
    const { replayed: _replayed, ...record } = created.json.meta.data;
    expect(reply.json.meta.data).toEqual(record);
    expect(reply.json.meta.data).not.toHaveProperty('replayed');
  });

  it("answers 404 to an unknown id and to another partner's order", async () => {
    await h.post('/orders', await quoteAndBuildOrder(h, 's-2'));
    expect((await statusOf('never-sent')).status).toBe(404);
    const foreign = await statusOf('s-2', 'other');
    expect(foreign.status).toBe(404);
    expect(foreign.json.meta.error.status).toBe(404);
  });

  it('answers 422 to fields other than external_order_id', async () => {
    expect((await h.post('/orderstatus', { external_order_id: 'a', status: 'x' })).status).toBe(
      422,
    );
    expect((await h.post('/orderstatus', {})).status).toBe(422);
    expect((await h.post('/orderstatus', { external_order_id: 7 })).status).toBe(422);
  });

  it('moves a delivery through preparing, sent and delivered as the clock advances', async () => {
    await h.post('/orders', await quoteAndBuildOrder(h, 's-3'));
    const created = h.clock.now();
    const seen: [string, string, number][] = [];
    for (const minutes of [1, 2, 14, 15, 34, 35, 90]) {
      h.clock.set(created + minutes * MINUTE);
      const data = (await statusOf('s-3')).json.meta.data;
      seen.push([data.status, data.status_label, Date.parse(data.updated_at) - created]);
    }
    expect(seen).toEqual([
      ['accepted', 'Приета', 0],
      ['preparing', 'Приготвя се', 2 * MINUTE],
      ['preparing', 'Приготвя се', 2 * MINUTE],
      ['sent', 'Изпратена', 15 * MINUTE],
      ['sent', 'Изпратена', 15 * MINUTE],
      ['delivered', 'Доставена', 35 * MINUTE],
      ['delivered', 'Доставена', 35 * MINUTE],
    ]);
  });

  it('labels a pickup order ready for collection, then collected', async () => {
    const body = await quoteAndBuildOrder(h, 's-4', pickupRequest() as never);
    expect((await h.post('/orders', body)).status).toBe(200);
    h.clock.advance(15 * MINUTE);
    expect((await statusOf('s-4')).json.meta.data).toMatchObject({
      status: 'sent',
      status_label: 'Готова за вземане',
    });
    h.clock.advance(20 * MINUTE);
    expect((await statusOf('s-4')).json.meta.data.status_label).toBe('Получена');
  });

  it('lets a test force cancelled or payment_review; the clock no longer moves it', async () => {
    const created = await h.post('/orders', await quoteAndBuildOrder(h, 's-5'));
    const orderNumber = created.json.meta.data.order_number as string;
    h.clock.advance(5 * MINUTE);
    h.sandbox.setStatus(orderNumber, 'payment_review');
    expect((await statusOf('s-5')).json.meta.data).toMatchObject({
      status: 'payment_review',
      status_label: 'Проверка на плащането',
      updated_at: new Date(h.clock.now()).toISOString().replace('.000', ''),
    });
    h.sandbox.setStatus(orderNumber, 'cancelled');
    h.clock.advance(60 * MINUTE);
    expect((await statusOf('s-5')).json.meta.data).toMatchObject({
      status: 'cancelled',
      status_label: 'Отказана',
    });
    expect(() => h.sandbox.setStatus('no-such-number', 'sent')).toThrow();
  });

  it('shows the current status on an identical /orders replay', async () => {
    const body = await quoteAndBuildOrder(h, 's-6');
    await h.post('/orders', body);
    h.clock.advance(3 * MINUTE);
    const replay = await h.post('/orders', body);
    expect(replay.json.meta.data).toMatchObject({ status: 'preparing', replayed: true });
  });
});

describe('a sandbox that keeps its orders in a file', () => {
  it('resumes every order after a restart: same number, statuses still moving', async () => {
    const ordersFile = join(mkdtempSync(join(tmpdir(), 'ledger-')), 'orders.json');
    const kitchen = quickKitchen(45_000);
    const first = await startHarness({ ordersFile, kitchen });
    let second: Harness | undefined;
    try {
      const body = await quoteAndBuildOrder(first, 'keep-1');
      const created = await first.post('/orders', body);
      const number = created.json.meta.data.order_number as string;
      first.clock.advance(50_000);
      const before = await first.post('/orderstatus', { external_order_id: 'keep-1' });
      expect(before.json.meta.data).toMatchObject({ status: 'preparing', order_number: number });
      await first.close();

      // A new sandbox process on the same file (new ports), on a clock 10 s later.
      second = await startHarness({ ordersFile, kitchen });
      second.clock.set(first.clock.now() + 10_000);
      const resumed = await second.post('/orderstatus', { external_order_id: 'keep-1' });
      expect(resumed.json.meta.data).toMatchObject({ status: 'preparing', order_number: number });
      second.clock.advance(40_000);
      const sent = await second.post('/orderstatus', { external_order_id: 'keep-1' });
      expect(sent.json.meta.data.status).toBe('sent');
      second.clock.advance(45_000);
      const delivered = await second.post('/orderstatus', { external_order_id: 'keep-1' });
      expect(delivered.json.meta.data.status).toBe('delivered');
      // The identical replay is still recognised, and new orders get new numbers.
      const replay = await second.post('/orders', body);
      expect(replay.json.meta.data).toMatchObject({ order_number: number, replayed: true });
      const next = await second.post('/orders', await quoteAndBuildOrder(second, 'keep-2'));
      expect(Number(next.json.meta.data.order_number)).toBeGreaterThan(Number(number));
    } finally {
      await second?.close();
    }
  });

  it('never moves a status back when the clock restarts earlier', async () => {
    const ordersFile = join(mkdtempSync(join(tmpdir(), 'ledger-')), 'orders.json');
    const first = await startHarness({ ordersFile, kitchen: quickKitchen(30_000) });
    await first.post('/orders', await quoteAndBuildOrder(first, 'back-1'));
    first.clock.advance(65_000);
    const sent = await first.post('/orderstatus', { external_order_id: 'back-1' });
    expect(sent.json.meta.data.status).toBe('sent');
    await first.close();
    // The restarted sandbox's clock is set back to 35 s after the order: the kitchen's
    // timeline says "preparing" there, but the partner has already seen "sent".
    const second = await startHarness({ ordersFile, kitchen: quickKitchen(30_000) });
    second.clock.advance(35_000);
    try {
      const seen = await second.post('/orderstatus', { external_order_id: 'back-1' });
      expect(seen.json.meta.data.status).toBe('sent');
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a file that is not its ledger', async () => {
    const ordersFile = join(mkdtempSync(join(tmpdir(), 'ledger-')), 'orders.json');
    writeFileSync(ordersFile, '{"orders": "nope"}');
    await expect(startHarness({ ordersFile })).rejects.toThrow(/orders\.json is not a ledger/);
  });
});
