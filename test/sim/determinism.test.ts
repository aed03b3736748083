import { describe, expect, it } from 'vitest';
import { runSeed } from './world.ts';

// A seed with several instances, a crash, stale listings and held attempts: a long trace with
// every kind of completion in it.
const RICH_SEED = 1583;

describe('the order-path simulation is deterministic', () => {
  it('gives the identical trace for the same seed twice, also with another seed run in between', async () => {
    const first = await runSeed(RICH_SEED, { fullTrace: true });
    const other = await runSeed(RICH_SEED + 1, { fullTrace: true });
    const again = await runSeed(RICH_SEED, { fullTrace: true });
    expect(first.trace.length).toBeGreaterThan(200);
    expect(again.trace).toEqual(first.trace);
    expect(again.steps).toBe(first.steps);
    expect(again.violation).toEqual(first.violation);
    // The trace is the seed's, not a constant: another seed is another world.
    expect(other.trace).not.toEqual(first.trace);
  });

  it('keeps only the last 40 trace lines without fullTrace, the same as the end of the full trace', async () => {
    const full = await runSeed(RICH_SEED, { fullTrace: true });
    const short = await runSeed(RICH_SEED);
    expect(short.trace).toEqual(full.trace.slice(-40));
  });
});
