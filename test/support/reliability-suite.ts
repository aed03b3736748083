import { afterAll, beforeAll, expect } from 'vitest';
import { chatsThatDoNotAnswer, makeFlows } from './reliability-checks.ts';
import type { Flow } from './reliability-customer.ts';
import { orderAll, statusesOf } from './reliability-scenario.ts';
import { ReliabilityWorld, type WorldOptions } from './reliability-world.ts';

/*
 * The frame every reliability suite file shares: one world for the file's tests, opened before
 * the first and closed after the last, and the customers its tests send, remembered for the
 * checks that end each file (every chat still answers, nothing secret reached a log).
 */

/**
 * Registers the hooks that open the file's world (see `ReliabilityWorld`) and, unless
 * `startBot` is false, start its bot; the world is closed after the file's tests. Read its
 * parts (sandbox, api, logs) inside tests and hooks only.
 */
export function useReliabilityWorld(
  options: WorldOptions = {},
  { startBot = true }: { startBot?: boolean } = {},
): ReliabilityWorld {
  const world = new ReliabilityWorld(options);
  beforeAll(async () => {
    await world.open();
    if (startBot) await world.startBot();
  });
  afterAll(async () => {
    await world.close();
  });
  return world;
}

/** The customers of one file's tests: chat ids from `firstChat` on, none used twice. */
export class Customers {
  /** Every customer made so far, for the checks at the end of the file. */
  readonly used: Flow[] = [];
  readonly world: ReliabilityWorld;
  #next: number;

  constructor(world: ReliabilityWorld, firstChat: number) {
    this.world = world;
    this.#next = firstChat;
  }

  /** `count` new customers whose names carry `tag` (see `makeFlows`). */
  make(count: number, tag: string): Flow[] {
    const made = makeFlows(count, this.#next, { tag });
    this.#next += count;
    this.used.push(...made);
    return made;
  }

  /**
   * Kills the bot (SIGKILL, a crash), starts it again and returns the chats of every customer so
   * far that do not answer /start after that (none, when no chat was left stuck).
   */
  async silentAfterCrash(): Promise<number[]> {
    await this.world.stopBot('SIGKILL');
    await this.world.startBot();
    return chatsThatDoNotAnswer(
      this.world.api,
      this.used.map((f) => f.chatId),
    );
  }
}

/**
 * Orders for each of `flows` through the faults injected before, checks that every customer got
 * an answer with nothing stuck and every injected fault was met, and returns the statuses /orders
 * answered meanwhile (0: no answer), for the test's own count of the fault it injected.
 */
export async function orderThroughFaults(
  world: ReliabilityWorld,
  flows: Flow[],
  seed: number,
): Promise<number[]> {
  const from = world.sandbox.requests.length;
  const outcome = await orderAll(world, flows, { seed });
  expect(outcome.stuck).toEqual([]);
  expect(outcome.problems).toEqual([]);
  expect(world.sandbox.faults.pending()).toEqual([]);
  return statusesOf(world, 'orders', from);
}
