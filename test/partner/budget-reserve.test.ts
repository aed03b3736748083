import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import {
  createRequestBudget,
  defaultCatalogueShare,
  defaultInteractiveReserve,
  type Priority,
  type RequestBudget,
} from '../../src/partner/budget.ts';

// Lets promise continuations of granted waiters run (they are microtasks after advance()).
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function acquire(budget: RequestBudget, priority: Priority): { granted: () => boolean } {
  let granted = false;
  void budget.acquire(priority).then(() => {
    granted = true;
  });
  return { granted: () => granted };
}

describe('request budget: the interactive reserve', () => {
  it('keeps the last grants of a full window for orders and quotes while status polls wait', async () => {
    const clock = new ManualClock(0);
    const budget = createRequestBudget({ limit: 10, clock, interactiveReserve: 2 });
    const polls = Array.from({ length: 12 }, () => acquire(budget, 'status-poll'));
    const catalogue = acquire(budget, 'catalogue');
    await settle();
    expect(polls.filter((p) => p.granted())).toHaveLength(8);
    expect(catalogue.granted()).toBe(false);
    clock.advance(30_000);
    const order = acquire(budget, 'order');
    const quote = acquire(budget, 'quote');
    await settle();
    // Granted at once, not after the window rolls over behind the waiting polls.
    expect(order.granted()).toBe(true);
    expect(quote.granted()).toBe(true);
    expect(budget.state().usedInWindow).toBe(10);
  });

  it('grants background work again when the window drops below limit minus the reserve', async () => {
    const clock = new ManualClock(0);
    const budget = createRequestBudget({ limit: 4, clock, interactiveReserve: 1 });
    const first = Array.from({ length: 3 }, () => acquire(budget, 'status-poll'));
    clock.advance(10_000);
    const order = acquire(budget, 'order');
    const later = acquire(budget, 'status-poll');
    await settle();
    expect(first.every((p) => p.granted())).toBe(true);
    expect(order.granted()).toBe(true);
    expect(later.granted()).toBe(false);
    // 60 s window + 1 s margin after the first three grants: only the order is left, under 3.
    clock.advance(50_999);
    await settle();
    expect(later.granted()).toBe(false);
    clock.advance(1);
    await settle();
    expect(later.granted()).toBe(true);
  });

  it('never exceeds the cap with the reserve in use by interactive callers', async () => {
    const clock = new ManualClock(0);
    const budget = createRequestBudget({ limit: 5, clock, interactiveReserve: 2 });
    const orders = Array.from({ length: 7 }, () => acquire(budget, 'order'));
    await settle();
    expect(orders.filter((o) => o.granted())).toHaveLength(5);
  });

  it('refuses a reserve that would leave background work nothing, and defaults to a fifth', () => {
    const clock = new ManualClock(0);
    expect(() => createRequestBudget({ limit: 5, clock, interactiveReserve: 5 })).toThrow(
      RangeError,
    );
    expect(() => createRequestBudget({ limit: 5, clock, interactiveReserve: -1 })).toThrow(
      RangeError,
    );
    expect(defaultInteractiveReserve(120)).toBe(24);
    expect(defaultInteractiveReserve(4)).toBe(0);
  });
});

describe('request budget: the catalogue share', () => {
  it('holds catalogue pages and availability to their share while status polls and orders pass', async () => {
    const clock = new ManualClock(0);
    const budget = createRequestBudget({
      limit: 12,
      clock,
      interactiveReserve: 2,
      catalogueShare: 3,
    });
    const pages = Array.from({ length: 4 }, () => acquire(budget, 'catalogue'));
    const availability = acquire(budget, 'availability');
    await settle();
    expect(pages.filter((p) => p.granted())).toHaveLength(3);
    expect(availability.granted()).toBe(false);
    // The catalogue waiting on its share does not hold back the priorities around it.
    const polls = Array.from({ length: 4 }, () => acquire(budget, 'status-poll'));
    const order = acquire(budget, 'order');
    await settle();
    expect(polls.every((p) => p.granted())).toBe(true);
    expect(order.granted()).toBe(true);
    expect(budget.state().catalogue).toEqual({ share: 3, usedInWindow: 3 });
    expect(budget.state().usedInWindow).toBe(8);
  });

  it('grants the next catalogue request when its oldest grant leaves the window plus margin', async () => {
    const clock = new ManualClock(0);
    const budget = createRequestBudget({ limit: 120, clock, catalogueShare: 2 });
    const first = [acquire(budget, 'catalogue'), acquire(budget, 'catalogue')];
    clock.advance(10_000);
    const third = acquire(budget, 'catalogue');
    const fourth = acquire(budget, 'availability');
    await settle();
    expect(first.every((p) => p.granted())).toBe(true);
    clock.advance(50_999);
    await settle();
    expect(third.granted()).toBe(false);
    clock.advance(1);
    await settle();
    // Both first grants leave together at 61 s: two slots, in priority order.
    expect(third.granted()).toBe(true);
    expect(fourth.granted()).toBe(true);
    expect(budget.state().catalogue.usedInWindow).toBe(2);
  });

  it('refuses a share outside 1..limit and defaults to a quarter of the cap', () => {
    const clock = new ManualClock(0);
    expect(() => createRequestBudget({ limit: 5, clock, catalogueShare: 0 })).toThrow(RangeError);
    expect(() => createRequestBudget({ limit: 5, clock, catalogueShare: 6 })).toThrow(RangeError);
    expect(defaultCatalogueShare(120)).toBe(30);
    expect(defaultCatalogueShare(3)).toBe(1);
  });
});
