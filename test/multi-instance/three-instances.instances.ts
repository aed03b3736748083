import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPool, ledgerProblems, makeFlows } from '../support/reliability-checks.ts';
import { type FlowResult, orderAsCustomer } from '../support/reliability-customer.ts';
import { pause, runSeed, seededRandom } from '../support/reliability-random.ts';
import { STAFF_CHAT_ID } from '../support/reliability-world.ts';
import { maxInAnyWindow } from './fleet-instances-support.ts';
import { type InstancesWorld, openInstances, redisBinary } from './instances-world.ts';

const seed = runSeed();
const flows = makeFlows(30, 80_001, { tag: 'M' });
const WINDOW_MS = 60_000;
const POLL_SECONDS = 60;
let world: InstancesWorld;

beforeAll(async () => {
  if (redisBinary === undefined) return;
  // The partner's limiter at 60 a minute, and /orders taking 300 ms so a kill can land inside.
  world = await openInstances(3, {
    sandbox: { rateLimitPerMinute: 60, orderProcessingMs: 300 },
    env: {
      PARTNER_RATE_LIMIT_PER_MINUTE: '60',
      STATUS_POLL_SECONDS: String(POLL_SECONDS),
      CATALOGUE_SYNC_SECONDS: '20',
      LOG_LEVEL: 'info',
    },
  });
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe.skipIf(redisBinary === undefined)(
  `three instances behind one webhook address on one Redis (seed ${seed})`,
  () => {
    let results: FlowResult[] = [];
    let finishedAt = 0;

    it('shows on every instance’s /readyz all three instances and who holds each lease', async () => {
      type Ready = {
        ready: boolean;
        instance?: { instanceId: string; leases: string[]; instances: { leases: string[] }[] };
      };
      const readyz = async (port: number | undefined): Promise<Ready> =>
        (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as Ready;
      let answers: Ready[] = [];
      // Heartbeats come every lease tick (~3 s): ask until every instance sees all three.
      const refresh = async () => {
        answers = await Promise.all(world.ports.map((port) => readyz(port)));
      };
      await refresh();
      for (
        let i = 0;
        i < 100 && !answers.every((a) => a.instance?.instances.length === 3);
        i += 1
      ) {
        await pause(300);
        await refresh();
      }
      expect(answers.every((a) => a.ready)).toBe(true);
      const held = answers.flatMap((a) => a.instance?.leases ?? []).sort();
      expect(held).toEqual(['lease:catalogue-sync', 'lease:status-poller']);
      const metrics = await Promise.all(
        world.ports.map(async (port) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text()),
      );
      expect(
        metrics.filter((m) =>
          m.includes('coordination_lease_held{lease="lease:catalogue-sync"} 1'),
        ),
      ).toHaveLength(1);
      // The staff chat's /health, answered by whichever instance the proxy picks, lists all three.
      // It reads the heartbeats (one per lease tick, ~3 s): ask again until they show both leases.
      const healthAnswers = () =>
        world.api.chats
          .messages(STAFF_CHAT_ID)
          .filter((m) => m.from === 'bot' && /Инстанции: /.test(m.text));
      let text = '';
      for (let asked = 0; asked < 20; asked += 1) {
        const before = healthAnswers().length;
        world.api.sendText(STAFF_CHAT_ID, '/health');
        await world.api.waitFor(
          () => healthAnswers().length > before,
          30_000,
          'the staff /health answer',
        );
        text = healthAnswers().at(-1)?.text ?? '';
        if (text.includes('lease:catalogue-sync') && text.includes('lease:status-poller')) break;
        await pause(1_000);
      }
      expect(text).toContain('Инстанции: 3');
      expect(text.match(/^· /gm)).toHaveLength(3);
      expect(text).toContain('(тази)');
      expect(text).toContain('lease:catalogue-sync');
      expect(text).toContain('lease:status-poller');
    });

    it('turns 30 confirmations into exactly 30 orders, told to their customers, through a SIGKILL mid-submission', async () => {
      const confirms: { chatId: number; updateId: number }[] = [];
      const deadline = Date.now() + 420_000;
      const customers = inPool(flows, 30, async (flow, index) => {
        await pause(index * 150);
        return orderAsCustomer(flow, {
          api: world.api,
          random: seededRandom(seed ^ flow.chatId),
          deadline,
          botUp: () => world.up(),
          patienceMs: 20_000,
          onConfirm: (chatId, updateId) => confirms.push({ chatId, updateId }),
        });
      });
      // Kill the instance a confirmation was routed to, right after it took it.
      await world.api.waitFor(() => confirms.length >= 5, 300_000, 'five confirmations');
      const target = confirms[4] as { updateId: number };
      await world.api.waitFor(
        () =>
          world.routed.some((r) => r.updateId === target.updateId) ||
          world.api.received.has(target.updateId),
        60_000,
        'the confirmation to reach an instance',
      );
      const victim = world.routed.find((r) => r.updateId === target.updateId)?.index ?? 0;
      await pause(100);
      await world.killInstance(victim);
      const killedAt = Date.now();
      await pause(5_000);
      await world.startInstance(victim);
      const settled = await customers;
      finishedAt = Date.now();
      const stuck = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const ledger = world.sandbox.ledger.list();
      expect({ stuck, problems: ledgerProblems(ledger, results) }, world.tail()).toEqual({
        stuck: [],
        problems: [],
      });
      expect(ledger).toHaveLength(30);
      console.info(
        `three instances (seed ${seed}): instance ${victim} killed at +${killedAt - (world.bots[0]?.startedAt ?? 0)} ms, ` +
          `${confirms.length} confirmation taps, ${results.filter((r) => r.held).length} held first, ` +
          `deliveries per instance ${[0, 1, 2].map((i) => world.routed.filter((r) => r.index === i).length).join('/')}`,
      );
    });

    it('never let the partner see more than 60 requests in any 60 s window, and no 429', () => {
      const answered = world.sandbox.requests.filter((r) => r.status !== 0);
      expect(answered.filter((r) => r.status === 429)).toEqual([]);
      expect(
        maxInAnyWindow(
          answered.map((r) => r.at),
          WINDOW_MS,
        ),
      ).toBeLessThanOrEqual(60);
    });

    it('synced the catalogue from one instance at a time; the others loaded its copy', () => {
      const synced = world.logged('menu synced');
      const reloaded = world.logged('menu reloaded from the store');
      const syncers = [...new Set(synced.map((s) => s.pid))];
      // The first syncer, and at most one successor if the killed instance held the lease.
      expect(syncers.length).toBeLessThanOrEqual(2);
      // No two syncers overlap in time: each syncer's cycles form one unbroken run.
      const order = synced.sort((a, b) => a.time - b.time).map((s) => s.pid);
      const runs = order.filter((pid, i) => i === 0 || order[i - 1] !== pid).length;
      expect(runs).toBeLessThanOrEqual(2);
      expect(reloaded.length).toBeGreaterThan(0);
      expect(new Set(reloaded.map((r) => r.pid)).size).toBeGreaterThanOrEqual(2);
    });

    it('tells each customer of a status change once, whichever instance polls', async () => {
      const ledger = world.sandbox.ledger.list();
      for (const entry of ledger) world.sandbox.setStatus(entry.orderNumber, 'preparing');
      const told = (chatId: number, number: string) =>
        world.api.chats
          .messages(chatId)
          .filter(
            (m) =>
              m.from === 'bot' &&
              m.text.includes(`№ ${number}:`) &&
              m.text.toLowerCase().includes('приготвя се'),
          ).length;
      const chatOf = new Map(results.map((r) => [r.flow.name, r.flow.chatId]));
      const pairs = ledger.map((e) => ({
        chatId: chatOf.get(String((e.body.customer as { name?: string }).name)) ?? 0,
        number: e.orderNumber,
      }));
      await world.api.waitFor(
        () => pairs.every((p) => told(p.chatId, p.number) >= 1),
        (POLL_SECONDS + 60) * 1_000,
        'every customer told of "preparing"',
      );
      // One more interval: a second poller would tell them again by now.
      await pause(POLL_SECONDS * 1_000);
      expect(pairs.filter((p) => told(p.chatId, p.number) !== 1)).toEqual([]);
      expect(finishedAt).toBeGreaterThan(0);
    });

    it('polled each order about once per interval, not once per instance', () => {
      const polls = world.sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length;
      const ledger = world.sandbox.ledger.list();
      // One poller: each order once per interval from one interval after its creation (it was
      // just read then) to the end, plus the outbox's own checks after the doubtful attempt of
      // the kill. Three pollers would poll each order three times an interval.
      const end = Math.max(...world.sandbox.requests.map((r) => r.at));
      const due = ledger.reduce(
        (sum, e) => sum + Math.floor((end - e.createdAt) / (POLL_SECONDS * 1_000)),
        0,
      );
      console.info(`status polls: ${polls}; one poller's count: about ${due}`);
      expect(polls).toBeLessThanOrEqual(Math.ceil(due * 1.5) + 10);
      // And someone did poll, also after the kill (the poller lease moved if it had to).
      expect(polls).toBeGreaterThanOrEqual(Math.floor(due * 0.5));
    });
  },
);
