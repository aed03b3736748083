import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Clock, ManualClock, sleep, systemClock } from '../src/clock.ts';

describe('ManualClock', () => {
  it('starts at the given time (0 by default) and moves only when advanced or set', () => {
    expect(new ManualClock().now()).toBe(0);
    const clock = new ManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    clock.set(5_000);
    expect(clock.now()).toBe(5_000);
  });

  it('fires due timers in time order, with now() at each due time', () => {
    const clock = new ManualClock(100);
    const fired: Array<[string, number]> = [];
    clock.setTimeout(() => fired.push(['c', clock.now()]), 30);
    clock.setTimeout(() => fired.push(['a', clock.now()]), 10);
    clock.setTimeout(() => fired.push(['b', clock.now()]), 20);
    clock.setTimeout(() => fired.push(['late', clock.now()]), 31);
    clock.advance(30);
    expect(fired).toEqual([
      ['a', 110],
      ['b', 120],
      ['c', 130],
    ]);
    expect(clock.now()).toBe(130);
    clock.advance(1);
    expect(fired.at(-1)).toEqual(['late', 131]);
  });

  it('fires timers due at the same time in the order they were scheduled', () => {
    const clock = new ManualClock();
    const fired: string[] = [];
    for (const name of ['first', 'second', 'third']) clock.setTimeout(() => fired.push(name), 5);
    clock.advance(5);
    expect(fired).toEqual(['first', 'second', 'third']);
  });

  it('also fires timers scheduled by fired callbacks when they fall inside the advanced span', () => {
    const clock = new ManualClock();
    const fired: number[] = [];
    const tick = (): void => {
      fired.push(clock.now());
      clock.setTimeout(tick, 40);
    };
    clock.setTimeout(tick, 40);
    clock.advance(100);
    expect(fired).toEqual([40, 80]);
    expect(clock.now()).toBe(100);
    clock.advance(20);
    expect(fired).toEqual([40, 80, 120]);
  });

  it('treats zero, negative and NaN delays as due now, firing on the next advance', () => {
    const clock = new ManualClock(10);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('zero'), 0);
    clock.setTimeout(() => fired.push('negative'), -5);
    clock.setTimeout(() => fired.push('nan'), Number.NaN);
    expect(fired).toEqual([]);
    clock.advance(0);
    expect(fired).toEqual(['zero', 'negative', 'nan']);
  });

  it('never fires a cancelled timer, and cancelling twice or after firing is harmless', () => {
    const clock = new ManualClock();
    const fired: string[] = [];
    const cancelA = clock.setTimeout(() => fired.push('a'), 10);
    const cancelB = clock.setTimeout(() => fired.push('b'), 20);
    cancelA();
    cancelA();
    clock.advance(50);
    cancelB();
    expect(fired).toEqual(['b']);
  });

  it('set() forward fires due timers; set() backward only moves now()', () => {
    const clock = new ManualClock(1_000);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 500);
    clock.setTimeout(() => fired.push(clock.now()), 1_500);
    clock.set(2_000);
    expect(fired).toEqual([1_500]);
    clock.set(500);
    expect(clock.now()).toBe(500);
    expect(fired).toEqual([1_500]);
    clock.set(2_499);
    expect(fired).toEqual([1_500]);
    clock.set(2_500);
    expect(fired).toEqual([1_500, 2_500]);
  });

  it('rejects a negative advance and a nested advance from inside a timer', () => {
    const clock = new ManualClock();
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.setTimeout(() => clock.advance(1), 1);
    expect(() => clock.advance(5)).toThrow(/inside a timer/);
  });
});

// Counts the timers a piece of code leaves pending on the clock it was given.
function trackingClock(inner: Clock): { clock: Clock; pending: () => number } {
  let pending = 0;
  const clock: Clock = {
    now: () => inner.now(),
    setTimeout(fn, ms) {
      let live = true;
      pending += 1;
      const settle = (): void => {
        if (live) pending -= 1;
        live = false;
      };
      const cancel = inner.setTimeout(() => {
        settle();
        fn();
      }, ms);
      return () => {
        settle();
        cancel();
      };
    },
  };
  return { clock, pending: () => pending };
}

describe('sleep', () => {
  it('resolves once the clock reaches the delay, not before', async () => {
    const manual = new ManualClock();
    let done = false;
    const slept = sleep(manual, 1_000).then(() => {
      done = true;
    });
    manual.advance(999);
    await Promise.resolve();
    expect(done).toBe(false);
    manual.advance(1);
    await slept;
    expect(done).toBe(true);
  });

  it('rejects with the abort reason and cancels its timer when aborted while waiting', async () => {
    const manual = new ManualClock();
    const { clock, pending } = trackingClock(manual);
    const controller = new AbortController();
    const slept = sleep(clock, 1_000, controller.signal);
    expect(pending()).toBe(1);
    const reason = new Error('shutting down');
    controller.abort(reason);
    await expect(slept).rejects.toBe(reason);
    expect(pending()).toBe(0);
  });

  it('rejects at once without a timer when the signal is already aborted', async () => {
    const { clock, pending } = trackingClock(new ManualClock());
    const reason = new Error('already gone');
    await expect(sleep(clock, 10, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(pending()).toBe(0);
  });

  it('ignores an abort that comes after it resolved', async () => {
    const manual = new ManualClock();
    const controller = new AbortController();
    const slept = sleep(manual, 10, controller.signal);
    manual.advance(10);
    controller.abort(new Error('too late'));
    await expect(slept).resolves.toBeUndefined();
  });
});

describe('systemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads wall-clock time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('runs a timer after its delay and never runs a cancelled one', async () => {
    const fired: string[] = [];
    const cancel = systemClock.setTimeout(() => fired.push('cancelled'), 5);
    cancel();
    await new Promise<void>((resolve) => systemClock.setTimeout(resolve, 20));
    expect(fired).toEqual([]);
  });

  it('waits the full delay beyond the 2^31-1 ms limit of Node timers instead of firing early', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const longDelay = 2 ** 31 + 10_000;
    let fired = false;
    systemClock.setTimeout(() => {
      fired = true;
    }, longDelay);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(fired).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(fired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(true);
  });

  it('cancels a chained long timer', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fired = false;
    const cancel = systemClock.setTimeout(() => {
      fired = true;
    }, 2 ** 32);
    vi.advanceTimersByTime(2 ** 31);
    cancel();
    vi.advanceTimersByTime(2 ** 32);
    expect(fired).toBe(false);
  });
});
