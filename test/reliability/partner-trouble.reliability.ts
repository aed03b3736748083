import { describe, expect, it } from 'vitest';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { chatsThatDoNotAnswer, leakedLines, makeFlows } from '../support/reliability-checks.ts';
import type { Flow } from '../support/reliability-customer.ts';
import { pause, runSeed } from '../support/reliability-random.ts';
import { orderAll } from '../support/reliability-scenario.ts';
import { useReliabilityWorld } from '../support/reliability-suite.ts';

// Issue 20, "How to prove it", second point: trouble that lasts. Ordering is switched off for 10
// business minutes and, one minute in, the partner is paused for 10 business minutes, while
// customers order.
//
// What is compressed, and how: the whole world runs SPEED (10) times faster than the wall clock.
// The sandbox's business clock (its now and its timers: quote validity, order statuses, rate
// windows) is `speedClock`; the bot child runs under libfaketime (`LD_PRELOAD`, `FAKETIME=+0
// x10`, monotonic clock included), so its Date.now, its timers (the credentials probe's 30 s →
// 10 min backoff, the held orders' 60 s → 10 min schedule, the periodic resume, its HTTP
// timeouts, the long poll) all run 10 times faster; nothing in the bot is configured shorter than
// in production. What is NOT compressed: the Bot API emulator and the simulated customers (their
// patience of 6 s and 30 s is wall time, so in business time they are 10 times quicker and more
// insistent than people), and the CPU: work the bot does takes 10 times longer in its own clock.
// The scenario covers about 20 business minutes in about 2 wall minutes (118-120 s measured on a
// loaded 2-core machine). The trouble itself is real: the sandbox answers 401 while the partner
// is paused and ordering_unavailable while ordering is off.
//
// What it shows today: the two held orders are given up with the plain "not sent while the price
// was valid" news. Their 15-minute quotes still had about 4 minutes left when the partner came
// back (minute 11), but the credentials probe's next step was due only at minute 16.5 (30 s, 1,
// 2, 4, 8 min after the pause began at minute 1), so they expired while the bot waited for it.
// The test accepts either outcome for a held order; the customers who began during the pause
// get their order once the probe finds access back.
const SPEED = 10;
const MINUTE = 60_000;
const TROUBLE_MS = 10 * MINUTE;
/** The bot's credentials probe (src/partner/credentials.ts): 30 s, then doubling to 10 min. */
const PROBE_STEPS_MS = [30_000, 60_000, 120_000, 240_000, 480_000, 600_000];
const seed = runSeed();
const world = useReliabilityWorld({ speed: SPEED });

const PLAIN_REFUSAL = /не прие поръчката ви, докато цената ѝ беше валидна/;

/** Waits until the sandbox's business clock reads `at`. */
async function until(at: number): Promise<void> {
  await pause(Math.max(0, (at - world.clock.now()) / SPEED));
}

function ordersOf(flow: Flow): number {
  return world.sandbox.ledger
    .list()
    .filter((e) => (e.body.customer as { name?: string } | undefined)?.name === flow.name).length;
}

/** Probes the bot makes in a pause of `ms` at most: one per backoff step that falls inside. */
function probesWithin(ms: number): number {
  let at = 0;
  let count = 0;
  for (let step = 0; ; step++) {
    at += PROBE_STEPS_MS[Math.min(step, PROBE_STEPS_MS.length - 1)] ?? 0;
    if (at > ms) return count;
    count += 1;
  }
}

describe(`partner paused and ordering off for 10 business minutes, ${SPEED}× fast (seed ${seed})`, () => {
  it(
    'ends every confirmation as exactly one order or a plainly told refusal, with every loop bounded',
    async () => {
      const demo = world.sandbox.partners.demo;
      if (!demo) throw new Error('no demo partner');
      const from = world.sandbox.requests.length;
      const logsFrom = world.logs.lines.length;
      // Customers' own deadline: 40 business minutes (4 wall minutes) from now.
      const deadline = (40 * MINUTE) / SPEED;
      let offAt = 0;
      // Group 1 confirms just after ordering is switched off: their orders are held.
      const held = makeFlows(2, 61_001, { tag: 'H' });
      const heldRun = orderAll(world, held, {
        seed,
        timeoutMs: deadline,
        beforeConfirm: async () => {
          setOrderingEnabled(world.sandbox.menu, false);
          offAt ||= world.clock.now();
        },
      });
      await world.api.waitFor(
        () => held.every((f) => /Пазим вашата поръчка/.test(world.api.view(f.chatId)?.text ?? '')),
        60_000,
        'both orders held',
      );
      // A business minute in, the restaurant pauses the partner; group 2 starts ordering.
      await until(offAt + MINUTE);
      demo.state = 'paused';
      const pausedFrom = world.sandbox.requests.length;
      const pausedAt = world.clock.now();
      const later = makeFlows(2, 62_001, { tag: 'P' });
      const laterRun = orderAll(world, later, { seed, timeoutMs: deadline });
      await until(offAt + TROUBLE_MS);
      setOrderingEnabled(world.sandbox.menu, true);
      await until(pausedAt + TROUBLE_MS);
      demo.state = 'active';
      const pausedFor = world.clock.now() - pausedAt;
      const pausedRequests = world.sandbox.requests.slice(pausedFrom);

      const [first, second] = await Promise.all([heldRun, laterRun]);
      const flows = [...held, ...later];
      // Every confirmation: exactly one order its chat was told the number of, or (a held order
      // whose quote expired meanwhile) no order and the plain words that it was not placed.
      for (const outcome of [first, second]) expect(outcome.problems).toEqual([]);
      const refused = [...first.stuck, ...second.stuck];
      for (const reason of refused) expect(reason).not.toMatch(/is stuck/);
      for (const reason of refused) expect(reason).toMatch(PLAIN_REFUSAL);
      for (const flow of flows) expect(ordersOf(flow)).toBeLessThanOrEqual(1);
      expect(flows.filter((f) => ordersOf(f) === 0)).toHaveLength(refused.length);
      // Customers who began during the pause got their order once access came back.
      for (const flow of later) expect(ordersOf(flow)).toBe(1);
      // No external id twice anywhere in the ledger.
      const ids = world.sandbox.ledger.list().map((e) => e.externalOrderId);
      expect(new Set(ids).size).toBe(ids.length);

      // Bounded: while paused, only the probe (one per backoff step) and at most the requests
      // already on their way when the pause began met the 401.
      const refusedRequests = pausedRequests.filter((r) => r.status === 401);
      const probes = refusedRequests.filter((r) => r.endpoint === 'availability');
      expect(refusedRequests.length - probes.length).toBeLessThanOrEqual(3);
      expect(probes.length).toBeLessThanOrEqual(probesWithin(pausedFor) + 1);
      // Each held order: its sends are bounded by the outbox's schedule (first run of at most 5
      // tries, then one per due retry, at most 12 runs), however long the trouble lasted.
      const lines = world.logs.lines.slice(logsFrom).map((l) => l.line);
      const perOrder = new Map<string, string[]>();
      for (const line of lines) {
        const m =
          /"externalOrderId":"([^"]+)".*"msg":"(order submission attempt failed|order accepted)"/.exec(
            line,
          );
        if (m?.[1]) perOrder.set(m[1], [...(perOrder.get(m[1]) ?? []), line]);
      }
      const sends = [...perOrder.values()].map((sent) => sent.length);
      console.info(
        `partner-trouble: ${probes.length} probes and ${refusedRequests.length} 401s in ${Math.round(
          pausedFor / 1000,
        )} business s of pause; sends per order ${JSON.stringify(sends)}; ${refused.length} refused`,
      );
      for (const count of sends) expect(count).toBeLessThanOrEqual(5 + 11);
      const all = world.sandbox.requests.slice(from);
      expect(all.filter((r) => r.status === 429)).toEqual([]);
      expect(all.filter((r) => r.endpoint === 'orders').length).toBeLessThanOrEqual(
        flows.length * 16,
      );
      // Nothing unanswered: every chat still answers /start.
      expect(
        await chatsThatDoNotAnswer(
          world.api,
          flows.map((f) => f.chatId),
        ),
      ).toEqual([]);
      expect(leakedLines(world, flows)).toEqual([]);
    },
    10 * 60_000,
  );
});
