import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatsThatDoNotAnswer,
  credentialUrls,
  leakedLines,
  makeFlows,
} from '../support/reliability-checks.ts';
import type { Flow } from '../support/reliability-customer.ts';
import { runSeed } from '../support/reliability-random.ts';
import { orderAll, statusesOf } from '../support/reliability-scenario.ts';
import { openWorld, type ReliabilityWorld } from '../support/reliability-world.ts';

const seed = runSeed();
let world: ReliabilityWorld;
const used: Flow[] = [];
let nextChat = 40_001;

function flows(count: number, tag: string): Flow[] {
  const made = makeFlows(count, nextChat, { tag });
  nextChat += count;
  used.push(...made);
  return made;
}

beforeAll(async () => {
  world = await openWorld();
  await world.startBot();
});
afterAll(async () => {
  await world?.close();
});

describe(`the Partner API failing on the wire (seed ${seed})`, () => {
  it('places each order once when /orders saved it but the answer was dropped', async () => {
    world.sandbox.faults.inject({ kind: 'drop-after-persist', times: 2 });
    const from = world.sandbox.requests.length;
    const outcome = await orderAll(world, flows(2, 'D'), { seed });
    expect(outcome.stuck).toEqual([]);
    expect(outcome.problems).toEqual([]);
    expect(world.sandbox.faults.pending()).toEqual([]);
    expect(statusesOf(world, 'orders', from).filter((s) => s === 0)).toHaveLength(2);
  });

  it('places the order once when /orders hangs until the client gives up', async () => {
    world.sandbox.faults.inject({ kind: 'hang', endpoint: 'orders', times: 1 });
    const outcome = await orderAll(world, flows(1, 'H'), { seed });
    expect(outcome.stuck).toEqual([]);
    expect(outcome.problems).toEqual([]);
    expect(world.sandbox.faults.pending()).toEqual([]);
  });

  it('places each order once through connection resets on /quote and /orders', async () => {
    world.sandbox.faults.inject({ kind: 'reset', endpoint: 'quote', times: 1 });
    world.sandbox.faults.inject({ kind: 'reset', endpoint: 'orders', times: 2 });
    const outcome = await orderAll(world, flows(2, 'R'), { seed });
    expect(outcome.stuck).toEqual([]);
    expect(outcome.problems).toEqual([]);
    expect(world.sandbox.faults.pending()).toEqual([]);
  });

  it('places each order once through HTML gateway pages on /quote and /orders', async () => {
    world.sandbox.faults.inject({ kind: 'html-gateway', endpoint: 'quote', times: 1 });
    world.sandbox.faults.inject({ kind: 'html-gateway', endpoint: 'orders', times: 2 });
    const from = world.sandbox.requests.length;
    const outcome = await orderAll(world, flows(2, 'G'), { seed });
    expect(outcome.stuck).toEqual([]);
    expect(outcome.problems).toEqual([]);
    expect(world.sandbox.faults.pending()).toEqual([]);
    expect(statusesOf(world, 'orders', from).filter((s) => s === 502)).toHaveLength(2);
  });

  it('leaves no chat stuck: after a restart every chat answers /start', async () => {
    await world.stopBot('SIGKILL');
    await world.startBot();
    expect(
      await chatsThatDoNotAnswer(
        world.api,
        used.map((f) => f.chatId),
      ),
    ).toEqual([]);
  });

  it('never logs a secret, a phone number or a credential in a URL', () => {
    expect(world.logs.lines.length).toBeGreaterThan(20);
    expect(leakedLines(world, used)).toEqual([]);
    expect(credentialUrls(world)).toEqual([]);
  });
});
