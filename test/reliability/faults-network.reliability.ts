import { describe, expect, it } from 'vitest';
import { credentialUrls, leakedLines } from '../support/reliability-checks.ts';
import { runSeed } from '../support/reliability-random.ts';
import {
  Customers,
  orderThroughFaults,
  useReliabilityWorld,
} from '../support/reliability-suite.ts';

const seed = runSeed();
const world = useReliabilityWorld();
const customers = new Customers(world, 40_001);

describe(`the Partner API failing on the wire (seed ${seed})`, () => {
  it('places each order once when /orders saved it but the answer was dropped', async () => {
    world.sandbox.faults.inject({ kind: 'drop-after-persist', times: 2 });
    const statuses = await orderThroughFaults(world, customers.make(2, 'D'), seed);
    expect(statuses.filter((s) => s === 0)).toHaveLength(2);
  });

  it('places the order once when /orders hangs until the client gives up', async () => {
    world.sandbox.faults.inject({ kind: 'hang', endpoint: 'orders', times: 1 });
    await orderThroughFaults(world, customers.make(1, 'H'), seed);
  });

  it('places each order once through connection resets on /quote and /orders', async () => {
    world.sandbox.faults.inject({ kind: 'reset', endpoint: 'quote', times: 1 });
    world.sandbox.faults.inject({ kind: 'reset', endpoint: 'orders', times: 2 });
    await orderThroughFaults(world, customers.make(2, 'R'), seed);
  });

  it('places each order once through HTML gateway pages on /quote and /orders', async () => {
    world.sandbox.faults.inject({ kind: 'html-gateway', endpoint: 'quote', times: 1 });
    world.sandbox.faults.inject({ kind: 'html-gateway', endpoint: 'orders', times: 2 });
    const statuses = await orderThroughFaults(world, customers.make(2, 'G'), seed);
    expect(statuses.filter((s) => s === 502)).toHaveLength(2);
  });

  it('leaves no chat stuck: after a restart every chat answers /start', async () => {
    expect(await customers.silentAfterCrash()).toEqual([]);
  });

  it('never logs a secret, a phone number or a credential in a URL', () => {
    expect(world.logs.lines.length).toBeGreaterThan(20);
    expect(leakedLines(world, customers.used)).toEqual([]);
    expect(credentialUrls(world)).toEqual([]);
  });
});
