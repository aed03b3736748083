import { describe, expect, it } from 'vitest';
import { isPartnerError } from '../../src/partner/errors.ts';
import { createRng } from './random.ts';
import { SIM_START_MS } from './scenario.ts';
import { Scheduler } from './scheduler.ts';
import { type PartnerFaults, SimPartner } from './sim-partner.ts';
import { SimStore, type StoreFaults } from './sim-store.ts';

// The simulated store and partner are what the simulation's verdicts rest on: these check that
// they keep the contracts they stand for (src/store/types.ts, the spec's /orders rules).

const calmPartner = (): PartnerFaults => ({
  rateLimited: 0,
  unavailable: 0,
  reset: 0,
  badRequest: 0,
  hold: 0,
  heldFails: 0,
  lostAnswer: 0,
  gateway: 0,
  reject: 0,
  statusFails: 0,
  off: [],
});

// Runs the scheduler until nothing is pending.
async function settle(sched: Scheduler): Promise<void> {
  while ((await sched.step(() => 0)) !== 'idle') {
    // every item runs
  }
}

function world(store: Partial<StoreFaults> = {}) {
  const sched = new Scheduler(createRng(7), SIM_START_MS, Number.POSITIVE_INFINITY);
  const faults = { staleListing: 0, slow: 0.5, splitAck: 0.5, ...store };
  const sim = new SimStore(
    sched,
    createRng(8),
    faults,
    () => '',
    () => undefined,
  );
  return { sched, sim };
}

describe('the simulated store', () => {
  it("keeps one instance's operations on one key in call order, even when they are slow", async () => {
    const { sched, sim } = world();
    const view = sim.view<number>('i1#1', 'outbox');
    const reads: Array<number | undefined> = [];
    for (let value = 1; value <= 20; value += 1) {
      void view.set('k', value);
      void view.get('k').then((read) => reads.push(read));
    }
    await settle(sched);
    expect(reads).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await settleWith(sched, view.read('k'))).toEqual({ value: 20, version: 20 });
  });

  it('compare-and-set writes only over the expected version (0: absent)', async () => {
    const { sched, sim } = world();
    const one = sim.view<string>('i1#1', 'outbox');
    const two = sim.view<string>('i2#1', 'outbox');
    expect(await settleWith(sched, one.compareAndSet('k', 'a', 0))).toBe(1);
    expect(await settleWith(sched, two.compareAndSet('k', 'b', 0))).toBeUndefined();
    expect(await settleWith(sched, two.compareAndSet('k', 'b', 1))).toBe(2);
    expect(await settleWith(sched, one.read('k'))).toEqual({ value: 'b', version: 2 });
  });

  it('lists older versions than a resolved write only with stale listings on', async () => {
    for (const staleListing of [0, 1]) {
      const { sched, sim } = world({ staleListing });
      const view = sim.view<number>('i1#1', 'outbox');
      for (let value = 1; value <= 5; value += 1) await settleWith(sched, view.set('k', value));
      const listed: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const rows = await settleWith(sched, collect(view.entries()));
        listed.push(...rows.map(([, value]) => value));
      }
      if (staleListing === 0) expect(listed).toEqual(Array(10).fill(5));
      else expect(listed.every((value) => value < 5)).toBe(true);
    }
  });
});

describe('the simulated partner', () => {
  function partner(hold = 0) {
    const sched = new Scheduler(createRng(3), SIM_START_MS, Number.POSITIVE_INFINITY);
    const faults = { ...calmPartner(), hold };
    const sim = new SimPartner({
      sched,
      rng: createRng(4),
      faults,
      landBy: () => sched.now + 100_000,
      onLand: () => undefined,
    });
    return { sched, sim, client: sim.clientFor('i1#1') };
  }
  const body = (token: string, total: number, id = 'tg-1') => ({
    external_order_id: id,
    items: [{ selection: { product_id: 1, size: 'standard' as const } }],
    choice: {
      fulfilment: 'pickup' as const,
      location_id: 'main' as const,
      payment: 'cash' as const,
    },
    customer: { name: 'A', phone: '+359888123456', note: 'sim intent 1.1' },
    expected_total_minor: total,
    quote_token: token,
  });

  it('answers an identical replay with the same order, replayed; another body with the id 409', async () => {
    const { sched, sim, client } = partner();
    const quote = sim.quote();
    const first = await settleWith(sched, client.submitOrder(body(quote.token, quote.totalMinor)));
    const again = await settleWith(sched, client.submitOrder(body(quote.token, quote.totalMinor)));
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ order_number: first.order_number, replayed: true });
    const other = settleWith(sched, client.submitOrder(body(quote.token, quote.totalMinor + 1)));
    await expect(other).rejects.toSatisfy((error) => isPartnerError(error, 'conflict'));
    expect(sim.byIntent.get('1.1')).toEqual(['tg-1']);
  });

  it('says 409 to an expired quote and to a resend while the first attempt is in processing, and 404 until it lands', async () => {
    const { sched, sim, client } = partner(1);
    const quote = sim.quote();
    const held = client.submitOrder(body(quote.token, quote.totalMinor)).catch((error) => error);
    const busy = client.submitOrder(body(quote.token, quote.totalMinor)).catch((error) => error);
    const status = client.orderStatus('tg-1').catch((error) => error);
    await settle(sched);
    expect(isPartnerError(await busy, 'conflict')).toBe(true);
    expect(isPartnerError(await status, 'not_found')).toBe(true);
    expect(sim.inProcessing()).toBe(0);
    expect(sim.landed.has('tg-1')).toBe(true);
    // The held attempt itself: a timeout past the client's 15 s, or its 200 once it landed.
    const first = await held;
    expect(
      isPartnerError(first, 'network') ||
        first.order_number === sim.landed.get('tg-1')?.record.order_number,
    ).toBe(true);
    sched.now = quote.validUntil;
    const late = settleWith(sched, client.submitOrder(body(quote.token, quote.totalMinor, 'tg-2')));
    await expect(late).rejects.toSatisfy((error) => isPartnerError(error, 'conflict'));
  });
});

// Runs the scheduler until nothing is pending, then gives the promise's outcome.
async function settleWith<T>(sched: Scheduler, promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await settle(sched);
  const settled = await outcome;
  if ('error' in settled) throw settled.error;
  return settled.value;
}

async function collect<T>(rows: AsyncIterable<[string, T]>): Promise<Array<[string, T]>> {
  const all: Array<[string, T]> = [];
  for await (const row of rows) all.push(row);
  return all;
}
