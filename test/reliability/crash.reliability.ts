import { describe, expect, it } from 'vitest';
import {
  chatsThatDoNotAnswer,
  credentialUrls,
  inPool,
  leakedLines,
  ledgerProblems,
  makeFlows,
} from '../support/reliability-checks.ts';
import { type FlowResult, orderAsCustomer } from '../support/reliability-customer.ts';
import { pause, runSeed, seededRandom } from '../support/reliability-random.ts';
import { useReliabilityWorld } from '../support/reliability-suite.ts';

const seed = runSeed();
const random = seededRandom(seed);
const flows = makeFlows(50, 30_001, { tag: 'K' });
// /orders takes 300 ms, so a kill can land before, inside or after the partner's processing.
const world = useReliabilityWorld(
  { sandbox: { orderProcessingMs: 300 }, env: { PARTNER_RATE_LIMIT_PER_MINUTE: '600' } },
  { startBot: false },
);

/** Kills the bot at random moments until the customers are done, restarting it each time. */
async function killer(done: () => boolean, confirms: { updateId: number }[]): Promise<string[]> {
  const kills: string[] = [];
  // At least five kills whatever the machine's speed: on a fast machine the customers can be done
  // before five came (a CI run saw four); kills after that still restart a bot with orders to
  // track, and the tests below check that they create no order of their own.
  while ((!done() || kills.length < 5) && kills.length < 14) {
    const startedAt = Date.now();
    let kind: 'anytime' | 'submission' = 'anytime';
    if (random() < 0.5) {
      await pause(500 + random() * 4_000);
    } else {
      // Right after the bot fetched a confirmation: inside the submission of an order.
      const seen = confirms.length;
      await world.api
        .waitFor(
          () => done() || confirms.slice(seen).some((c) => world.api.received.has(c.updateId)),
          15_000,
          'a confirmation',
        )
        .catch(() => undefined);
      await pause(random() * 450);
      kind = 'submission';
    }
    if (done() && kills.length >= 5) break;
    kills.push(kind);
    await world.stopBot('SIGKILL');
    await pause(random() * 500);
    await world.startBot();
    if (Date.now() - startedAt > 60_000) break;
  }
  return kills;
}

describe(`SIGKILL at random points of 50 order submissions (seed ${seed})`, () => {
  let results: FlowResult[] = [];

  it('turns every confirmed order into exactly one order in the ledger and tells its customer', async () => {
    await world.startBot();
    const confirms: { chatId: number; updateId: number }[] = [];
    let finished = false;
    // Generous: a loaded CI machine runs two reliability files at once, each with bot processes.
    const deadline = Date.now() + 300_000;
    const customers = inPool(flows, 25, async (flow, index) => {
      await pause(index < 25 ? index * 120 : 0);
      return orderAsCustomer(flow, {
        api: world.api,
        random: seededRandom(seed ^ flow.chatId),
        deadline,
        botUp: () => world.up(),
        onConfirm: (chatId, updateId) => confirms.push({ chatId, updateId }),
      });
    }).finally(() => {
      finished = true;
    });
    const kills = await killer(() => finished, confirms);
    const settled = await customers;
    const stuck = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const ledger = world.sandbox.ledger.list();
    const gaveUp = results.filter((r) => r.gaveUp > 0).map((r) => r.flow.name);
    expect({ stuck, problems: ledgerProblems(ledger, results), gaveUp }, `seed ${seed}`).toEqual({
      stuck: [],
      problems: [],
      gaveUp: [],
    });
    expect(ledger).toHaveLength(50);
    const received = confirms.filter((c) => world.api.received.has(c.updateId)).length;
    console.info(
      `crash scenario (seed ${seed}): ${kills.length} kills (${kills.join(', ')}), ` +
        `${confirms.length} confirmation taps (${received} received by the bot), ` +
        `${ledger.length} orders, ${results.filter((r) => r.held).length} held first, ` +
        `${results.reduce((n, r) => n + r.gaveUp, 0)} waiting screens given up on`,
    );
    expect(kills.length).toBeGreaterThanOrEqual(5);
  });

  it('stops gracefully on SIGTERM, and after a restart every chat answers /start', async () => {
    const exit = await world.stopBot('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    await world.startBot();
    const silent = await chatsThatDoNotAnswer(
      world.api,
      flows.map((f) => f.chatId),
    );
    expect(silent, `seed ${seed}`).toEqual([]);
    // The restarts created no order of their own.
    expect(world.sandbox.ledger.list()).toHaveLength(50);
  });

  it('never logs a secret, a phone number or a credential in a URL', () => {
    expect(world.logs.lines.length).toBeGreaterThan(100);
    expect(leakedLines(world, flows)).toEqual([]);
    expect(credentialUrls(world)).toEqual([]);
  });
});
