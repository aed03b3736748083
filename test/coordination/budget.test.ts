import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { SharedRequestBudget } from '../../src/coordination/index.ts';
import type { Priority } from '../../src/partner/budget.ts';
import { eventually, redisBinary, useRedis } from './coordination-harness.ts';

const redis = useRedis();

interface Tracked {
  priority: Priority;
  granted: boolean;
  at: number | null;
}

function ask(budget: SharedRequestBudget, priority: Priority, clock: ManualClock): Tracked {
  const tracked: Tracked = { priority, granted: false, at: null };
  void budget.acquire(priority).then(() => {
    tracked.granted = true;
    tracked.at = clock.now();
  });
  return tracked;
}

async function settle(budgets: SharedRequestBudget[]): Promise<void> {
  // Two rounds: a grant on one instance may be what the other's retry was waiting for.
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(budgets.map((b) => b.settled()));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Moves the shared clock in steps, letting every instance's Redis round trips finish. */
async function advance(clock: ManualClock, ms: number, budgets: SharedRequestBudget[]) {
  for (let left = ms; left > 0; left -= 250) {
    clock.advance(Math.min(250, left));
    await settle(budgets);
  }
}

async function instances(
  count: number,
  caps: Parameters<import('../../src/coordination/index.ts').Coordination['budget']>[0],
) {
  const clock = new ManualClock(1_000_000);
  const world = await redis.world(clock);
  const budgets: SharedRequestBudget[] = [];
  for (let i = 0; i < count; i += 1) budgets.push((await world.instance()).budget(caps));
  return { clock, budgets };
}

describe.skipIf(redisBinary === undefined)('shared request budget (Redis sorted set + Lua)', () => {
  it('never grants more than the cap in any window, summed over three instances', async () => {
    const { clock, budgets } = await instances(3, {
      limit: 6,
      interactiveReserve: 0,
      catalogueShare: 6,
    });
    const asks = budgets.flatMap((b) =>
      Array.from({ length: 5 }, () => ask(b, 'status-poll', clock)),
    );
    await settle(budgets);
    expect(asks.filter((a) => a.granted)).toHaveLength(6);
    expect(budgets[0]?.state().usedInWindow).toBe(6);
    // The window is 60 s plus the 1 s margin: nothing more until then.
    await advance(clock, 60_750, budgets);
    expect(asks.filter((a) => a.granted)).toHaveLength(6);
    await advance(clock, 500, budgets);
    await eventually(() => asks.filter((a) => a.granted).length === 12, 'the second window');
    await advance(clock, 61_000, budgets);
    await eventually(() => asks.every((a) => a.granted), 'every grant');
    const times = asks.map((a) => a.at as number).sort((x, y) => x - y);
    for (const start of times) {
      expect(times.filter((t) => t >= start && t < start + 61_000).length).toBeLessThanOrEqual(6);
    }
  });

  it('keeps the interactive reserve and the catalogue share across instances', async () => {
    const { clock, budgets } = await instances(2, {
      limit: 10,
      interactiveReserve: 2,
      catalogueShare: 3,
    });
    const [a, b] = budgets as [SharedRequestBudget, SharedRequestBudget];
    const catalogue = Array.from({ length: 5 }, () => ask(a, 'catalogue', clock));
    await settle(budgets);
    expect(catalogue.filter((c) => c.granted)).toHaveLength(3);
    const polls = Array.from({ length: 8 }, () => ask(b, 'status-poll', clock));
    await settle(budgets);
    // 3 catalogue + 5 polls = limit - reserve: the last two grants stay for customers.
    expect(polls.filter((p) => p.granted)).toHaveLength(5);
    const order = ask(a, 'order', clock);
    const quote = ask(b, 'quote', clock);
    await settle(budgets);
    expect(order.granted && quote.granted).toBe(true);
    expect(a.state().catalogue).toEqual({ share: 3, usedInWindow: 3 });
    expect(b.state().usedInWindow).toBe(10);
  });

  it('lets a better priority waiting on another instance go first when a slot frees', async () => {
    const { clock, budgets } = await instances(2, {
      limit: 2,
      interactiveReserve: 0,
      catalogueShare: 2,
    });
    const [a, b] = budgets as [SharedRequestBudget, SharedRequestBudget];
    ask(a, 'status-poll', clock);
    await settle(budgets);
    await advance(clock, 30_000, budgets);
    ask(a, 'status-poll', clock);
    const catalogue = ask(a, 'catalogue', clock);
    const order = ask(b, 'order', clock);
    await settle(budgets);
    expect(catalogue.granted || order.granted).toBe(false);
    // At 61 s one slot frees: the order (instance B) takes it, not A's catalogue page.
    await advance(clock, 31_500, budgets);
    expect(order.granted).toBe(true);
    expect(catalogue.granted).toBe(false);
    await advance(clock, 30_000, budgets);
    await eventually(() => catalogue.granted, 'the catalogue after the next slot');
  });

  it('pauses every instance after a 429 on one, for the later of two pauses', async () => {
    const { clock, budgets } = await instances(2, {
      limit: 100,
      interactiveReserve: 0,
      catalogueShare: 100,
    });
    const [a, b] = budgets as [SharedRequestBudget, SharedRequestBudget];
    const start = clock.now();
    a.pauseUntil(start + 5_000);
    a.pauseUntil(start + 3_000);
    await eventually(async () => (await b.refresh()).pausedUntil === start + 5_000, 'the pause');
    const onB = ask(b, 'order', clock);
    await settle(budgets);
    expect(onB.granted).toBe(false);
    await advance(clock, 5_250, budgets);
    await eventually(() => onB.granted, 'the grant after the pause');
    expect((onB.at as number) >= start + 5_000).toBe(true);
  });

  it('holds nothing for a dead instance: its grants leave with the window', async () => {
    const { clock, budgets } = await instances(2, {
      limit: 3,
      interactiveReserve: 0,
      catalogueShare: 3,
    });
    const [dead, alive] = budgets as [SharedRequestBudget, SharedRequestBudget];
    Array.from({ length: 3 }, () => ask(dead, 'quote', clock));
    const queued = ask(dead, 'quote', clock);
    await settle(budgets);
    dead.close(); // the process is gone: no more retries, its queue is lost with it
    const later = ask(alive, 'status-poll', clock);
    await settle(budgets);
    expect(later.granted).toBe(false);
    await advance(clock, 61_250, budgets);
    await eventually(() => later.granted, 'the survivor’s grant');
    expect(queued.granted).toBe(false);
  });
});
