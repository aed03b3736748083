import { expect, test } from 'vitest';
import { runBudgetSimulation } from '../support/budget-sim.ts';
import { budgetFigures, figuresTable } from '../support/budget-sim-figures.ts';

const MINUTES = Number(process.env.BENCH_SIM_MINUTES ?? 30);

// Issue 7: 500 tracked orders, 20 customers quoting and ordering and a 200-page menu syncing,
// all through one client and one budget, against the sandbox's own limiter at 120 a minute, on
// one manual clock. The cap and the 429 count are hard limits: the bench fails when they break.
test('budget: 500 tracked orders, 20 customers and a 200-page menu at 120 requests a minute', {
  timeout: 600_000,
}, async () => {
  const result = await runBudgetSimulation({ durationMs: MINUTES * 60_000 });
  const figures = budgetFigures(result);
  const o = result.options;
  console.log(
    [
      `budget simulation: ${o.activeOrders} tracked orders, ${o.customers} customers, ` +
        `${o.products / 50}-page menu, cap ${o.limit}/min, ${MINUTES} simulated minutes ` +
        `(+${((result.simStartedAt - result.setupStartedAt) / 60_000).toFixed(1)} min setup), ` +
        `clock step ${o.stepMs} ms, seed ${o.seed}, ${(result.realMs / 1000).toFixed(0)} s real`,
      figuresTable(figures.rows),
      `warnings logged: ${result.warnings.length}`,
      ...result.warnings.slice(0, 5),
    ].join('\n'),
  );
  expect(figures.maxInWindow).toBeLessThanOrEqual(o.limit);
  expect(figures.rateLimited).toBe(0);
  expect(figures.lagHonestyMaxDiffMs).toBeLessThanOrEqual(1_000);
});
