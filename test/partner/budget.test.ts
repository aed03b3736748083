import { describe, expect, it } from 'vitest';
import { type Clock, ManualClock, sleep } from '../../src/clock.ts';
import { createRequestBudget, PRIORITIES, type Priority } from '../../src/partner/budget.ts';

// Wraps the manual clock to see the timers a component keeps pending and when they are due.
function trackingClock(inner: ManualClock): { clock: Clock; pendingDue: () => number[] } {
  const due = new Set<{ at: number }>();
  const clock: Clock = {
    now: () => inner.now(),
    setTimeout(fn, ms) {
      const entry = { at: inner.now() + Math.max(0, ms) };
      due.add(entry);
      const cancel = inner.setTimeout(() => {
        due.delete(entry);
        fn();
      }, ms);
      return () => {
        due.delete(entry);
        cancel();
      };
    },
  };
  return { clock, pendingDue: () => [...due].map((e) => e.at) };
}

// Lets promise continuations of granted waiters run (they are microtasks after advance()).
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// Small deterministic PRNG so the long run is reproducible.
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let trackedCount = 0;

// Starts an acquire and records whether (and in which order) it was granted.
function track(budget: ReturnType<typeof createRequestBudget>, priority: Priority, log: string[]) {
  const result = { granted: false, error: undefined as unknown };
  const controller = new AbortController();
  const label = `${priority}#${trackedCount++}`;
  const promise = budget.acquire(priority, controller.signal).then(
    () => {
      result.granted = true;
      log.push(label);
    },
    (error: unknown) => {
      result.error = error;
    },
  );
  return { result, controller, promise, label };
}

function maxInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] as number) - (sorted[start] as number) >= windowMs) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

describe('request budget', () => {
  it('grants at once up to the limit, then holds callers until the oldest grant leaves the window plus margin', async () => {
    const manual = new ManualClock(0);
    const { clock, pendingDue } = trackingClock(manual);
    const budget = createRequestBudget({ limit: 3, clock });
    const log: string[] = [];
    const first = [track(budget, 'quote', log), track(budget, 'quote', log)];
    manual.advance(500);
    first.push(track(budget, 'quote', log));
    const waiting = track(budget, 'quote', log);
    await settle();
    expect(first.every((t) => t.result.granted)).toBe(true);
    expect(waiting.result.granted).toBe(false);
    // 60 s window + 1 s safety margin after the first grant at t=0.
    expect(pendingDue()).toEqual([61_000]);
    manual.advance(60_999 - 500);
    await settle();
    expect(waiting.result.granted).toBe(false);
    manual.advance(1);
    await settle();
    expect(waiting.result.granted).toBe(true);
    expect(pendingDue()).toEqual([]);
  });

  it('never grants more than the cap in any 60 s window over a long run with many callers', async () => {
    const random = mulberry32(42);
    const manual = new ManualClock(1_700_000_000_000);
    const budgetClock = trackingClock(manual);
    const callerClock = trackingClock(manual);
    const limit = 120;
    const budget = createRequestBudget({ limit, clock: budgetClock.clock });
    const grantTimes: number[] = [];
    const end = manual.now() + 20 * 60_000;
    let maxBudgetTimers = 0;

    const caller = async (): Promise<void> => {
      while (manual.now() < end) {
        const priority = PRIORITIES[Math.floor(random() * PRIORITIES.length)] as Priority;
        await budget.acquire(priority);
        grantTimes.push(manual.now());
        // Callers think for a random while; some come straight back, keeping the queue busy.
        await sleep(callerClock.clock, random() < 0.3 ? 0 : Math.floor(random() * 20_000));
        // An occasional 429 pauses everyone for a while.
        if (random() < 0.002) budget.pauseUntil(manual.now() + Math.floor(random() * 30_000));
      }
    };
    const callers = Array.from({ length: 40 }, () => caller());

    while (manual.now() < end) {
      await settle();
      const next = Math.min(...budgetClock.pendingDue(), ...callerClock.pendingDue());
      maxBudgetTimers = Math.max(maxBudgetTimers, budgetClock.pendingDue().length);
      manual.advance(Math.min(next, end) - manual.now());
    }
    await settle();

    expect(maxInAnyWindow(grantTimes, 60_000)).toBeLessThanOrEqual(limit);
    expect(maxInAnyWindow(grantTimes, 61_000)).toBeLessThanOrEqual(limit);
    // The cap was actually reached (the check above is not vacuous) and the budget was well used.
    expect(maxInAnyWindow(grantTimes, 61_000)).toBe(limit);
    expect(grantTimes.length).toBeGreaterThan(limit * 15);
    expect(maxBudgetTimers).toBe(1);
    expect(callers).toHaveLength(40);
  });

  it('grants waiting callers strictly by priority, first come first served within a priority', async () => {
    const manual = new ManualClock(0);
    const budget = createRequestBudget({ limit: 2, clock: manual });
    const log: string[] = [];
    await Promise.all([
      track(budget, 'catalogue', log).promise,
      track(budget, 'quote', log).promise,
    ]);
    log.length = 0;
    const order: Priority[] = [
      'catalogue',
      'availability',
      'quote',
      'status-poll',
      'order',
      'quote',
      'catalogue',
      'order-check',
      'order',
      'availability',
    ];
    const waiters = order.map((p) => track(budget, p, log));
    for (let i = 0; i < 5; i++) {
      manual.advance(61_000);
      await settle();
    }
    const expected = [...waiters]
      .sort(
        (a, b) => PRIORITIES.indexOf(priorityOf(a.label)) - PRIORITIES.indexOf(priorityOf(b.label)),
      )
      .map((w) => w.label);
    expect(log).toEqual(expected);
    expect(log.slice(0, 3)).toEqual([waiters[4]?.label, waiters[8]?.label, waiters[7]?.label]);
  });

  it('lets a later order submission overtake a long catalogue queue', async () => {
    const manual = new ManualClock(0);
    const budget = createRequestBudget({ limit: 1, clock: manual });
    const log: string[] = [];
    track(budget, 'catalogue', log);
    const pages = Array.from({ length: 5 }, () => track(budget, 'catalogue', log));
    manual.advance(30_000);
    const order = track(budget, 'order', log);
    manual.advance(31_000);
    await settle();
    expect(order.result.granted).toBe(true);
    expect(pages.some((p) => p.result.granted)).toBe(false);
  });

  it('pauses everyone, including callers already queued, until the pause ends', async () => {
    const manual = new ManualClock(0);
    const budget = createRequestBudget({ limit: 1, clock: manual });
    const log: string[] = [];
    track(budget, 'quote', log);
    const queued = track(budget, 'order', log); // would be granted at 61 s
    budget.pauseUntil(90_000);
    manual.advance(61_000);
    await settle();
    expect(queued.result.granted).toBe(false);
    const newcomer = track(budget, 'order', log);
    manual.advance(90_000 - 61_000 - 1);
    await settle();
    expect(queued.result.granted).toBe(false);
    manual.advance(1);
    await settle();
    expect(queued.result.granted).toBe(true);
    expect(newcomer.result.granted).toBe(false); // the window is full again: limit 1
  });

  it('keeps the later of two pauses and ignores a pause already over', async () => {
    const manual = new ManualClock(1_000);
    const budget = createRequestBudget({ limit: 10, clock: manual });
    budget.pauseUntil(20_000);
    budget.pauseUntil(5_000);
    budget.pauseUntil(500);
    expect(budget.state().pausedUntil).toBe(20_000);
    const waiter = track(budget, 'order', []);
    manual.advance(18_999);
    await settle();
    expect(waiter.result.granted).toBe(false);
    manual.advance(1);
    await settle();
    expect(waiter.result.granted).toBe(true);
    budget.pauseUntil(manual.now());
    expect(budget.state().pausedUntil).toBeNull();
  });

  it('removes an aborted waiter, rejects it with the reason and gives its turn to the next', async () => {
    const manual = new ManualClock(0);
    const { clock, pendingDue } = trackingClock(manual);
    const budget = createRequestBudget({ limit: 1, clock });
    const log: string[] = [];
    track(budget, 'quote', log);
    const aborted = track(budget, 'order', log);
    const next = track(budget, 'catalogue', log);
    expect(budget.state().queued.order).toBe(1);
    const reason = new Error('customer left');
    aborted.controller.abort(reason);
    await settle();
    expect(aborted.result.error).toBe(reason);
    expect(budget.state().queued.order).toBe(0);
    manual.advance(61_000);
    await settle();
    expect(next.result.granted).toBe(true);
    expect(aborted.result.granted).toBe(false);
    expect(budget.state().granted.order).toBe(0);
    expect(pendingDue()).toEqual([]);
  });

  it('cancels its timer when the last waiter aborts, and refuses an already aborted signal', async () => {
    const manual = new ManualClock(0);
    const { clock, pendingDue } = trackingClock(manual);
    const budget = createRequestBudget({ limit: 1, clock });
    track(budget, 'quote', []);
    const waiter = track(budget, 'quote', []);
    expect(pendingDue()).toEqual([61_000]);
    waiter.controller.abort();
    expect(pendingDue()).toEqual([]);
    const reason = new Error('gone');
    await expect(budget.acquire('order', AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(budget.state().queued.order).toBe(0);
  });

  it('reports used, queued, paused and granted counts in state()', async () => {
    const manual = new ManualClock(0);
    const budget = createRequestBudget({ limit: 2, clock: manual });
    const log: string[] = [];
    track(budget, 'catalogue', log);
    manual.advance(10_000);
    track(budget, 'order', log);
    track(budget, 'quote', log);
    track(budget, 'quote', log);
    track(budget, 'status-poll', log);
    budget.pauseUntil(30_000);
    await settle();
    expect(budget.state()).toEqual({
      limit: 2,
      windowMs: 60_000,
      usedInWindow: 2,
      queued: {
        order: 0,
        'order-check': 0,
        quote: 2,
        'held-order': 0,
        'status-poll': 1,
        availability: 0,
        catalogue: 0,
      },
      pausedUntil: 30_000,
      granted: {
        order: 1,
        'order-check': 0,
        quote: 0,
        'held-order': 0,
        'status-poll': 0,
        availability: 0,
        catalogue: 1,
      },
      catalogue: { share: 2, usedInWindow: 1 },
    });
    manual.advance(51_000); // t = 61 s: the catalogue grant leaves the window, one quote goes
    await settle();
    const later = budget.state();
    expect(later.pausedUntil).toBeNull();
    expect(later.usedInWindow).toBe(2);
    expect(later.queued.quote).toBe(1);
    expect(later.granted.quote).toBe(1);
    expect(later.catalogue.usedInWindow).toBe(0);
  });

  it('refuses a nonsensical configuration', () => {
    const clock = new ManualClock();
    expect(() => createRequestBudget({ limit: 0, clock })).toThrow(RangeError);
    expect(() => createRequestBudget({ limit: 1.5, clock })).toThrow(RangeError);
    expect(() => createRequestBudget({ limit: 1, clock, windowMs: 0 })).toThrow(RangeError);
    expect(() => createRequestBudget({ limit: 1, clock, safetyMarginMs: -1 })).toThrow(RangeError);
  });
});

function priorityOf(label: string): Priority {
  return label.slice(0, label.indexOf('#')) as Priority;
}
