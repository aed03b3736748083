import { describe, expect, it } from 'vitest';
import { runSeeds } from './run-seeds.ts';

// Seeds 1–2,000 of the order-path simulation (docs/testing.md "The order-path simulation"):
// about 10 s on two idle cores. A failure names every failing seed; the first one's trace is
// printed, and `npm run simulate -- --seed N` replays any of them with its whole trace.
const SEEDS = 2_000;

describe('the order-path simulation (issue 33 §4)', () => {
  it(`breaks no invariant over ${SEEDS} seeds: no double order, no lost order, no contradictory news, the request budget kept`, async () => {
    const summary = await runSeeds({ from: 1, count: SEEDS, workers: 1 });
    const first = summary.failures[0];
    const trace = first
      ? [`seed ${first.seed} (npm run simulate -- --seed ${first.seed}):`, ...first.trace].join(
          '\n',
        )
      : '';
    expect(summary.seeds).toBe(SEEDS);
    expect(
      summary.failures.map(
        (failure) =>
          `seed ${failure.seed}: ${failure.violation?.invariant} — ${failure.violation?.message}`,
      ),
      trace,
    ).toEqual([]);
  }, 180_000);
});
