import type { SimulationResult } from './budget-sim.ts';

/** One line of the figures table. `verdict` is empty for informational figures. */
export interface FigureRow {
  figure: string;
  value: string;
  target: string;
  verdict: 'PASS' | 'MISS' | '';
}

/** The figures the bench asserts on, as numbers. */
export interface BudgetFigures {
  maxInWindow: number;
  rateLimited: number;
  submissionWaitP95: number;
  lagHonestyMaxDiffMs: number;
  rows: FigureRow[];
}

/** The `p`-th percentile (nearest rank) of `values`; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/**
 * The most requests inside any window of `windowMs`, counted the way the sandbox's limiter
 * counts them: a request at t is inside the window ending at `end` when end − windowMs < t ≤ end.
 */
export function maxInWindow(times: readonly number[], windowMs = 60_000): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    const end = sorted[last] as number;
    while ((sorted[first] as number) <= end - windowMs) first += 1;
    best = Math.max(best, last - first + 1);
  }
  return best;
}

function seconds(ms: number): string {
  if (Number.isNaN(ms)) return 'n/a';
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

function submissionWaits(r: SimulationResult): { leave: number[]; outcome: number[] } {
  const firstSend = new Map<string, number>();
  for (const s of r.sent) {
    if (s.endpoint === 'orders' && s.externalOrderId !== undefined) {
      if (!firstSend.has(s.externalOrderId)) firstSend.set(s.externalOrderId, s.sentAt);
    }
  }
  const leave: number[] = [];
  const outcome: number[] = [];
  for (const sub of r.submissions) {
    const sentAt = firstSend.get(sub.id);
    if (sentAt !== undefined) leave.push(sentAt - sub.submitAt);
    if (sub.outcomeAt > 0) outcome.push(sub.outcomeAt - sub.submitAt);
  }
  return { leave, outcome };
}

/** Time between two status reads of one order, for reads that ended inside the measured period. */
function pollIntervals(r: SimulationResult): number[] {
  const intervals: number[] = [];
  for (const reads of r.reads.values()) {
    for (let i = 1; i < reads.length; i += 1) {
      const at = reads[i] as number;
      if (at >= r.simStartedAt && at <= r.simEndedAt) intervals.push(at - (reads[i - 1] as number));
    }
  }
  return intervals;
}

function inSim(r: SimulationResult, at: number): boolean {
  return at >= r.simStartedAt && at <= r.simEndedAt;
}

/** Turns one run's raw observations into the figures, with targets and verdicts. */
export function budgetFigures(r: SimulationResult): BudgetFigures {
  const o = r.options;
  const times = r.sandboxRequests.map((q) => q.at);
  const simTimes = times.filter((at) => inSim(r, at));
  const maxAll = maxInWindow(times);
  const rateLimited = r.sandboxRequests.filter((q) => q.status === 429).length;
  const waits = submissionWaits(r);
  const waitP95 = percentile(waits.leave, 95);
  const quoteWaits = r.quotes.map((q) => q.doneAt - q.startedAt);
  const reported = r.lagSamples.map((s) => s.reported);
  const measured = r.lagSamples.map((s) => s.measured);
  const honesty = Math.max(0, ...r.lagSamples.map((s) => Math.abs(s.reported - s.measured)));
  const intervals = pollIntervals(r);
  const simMinutes = (r.simEndedAt - r.simStartedAt) / 60_000;
  const polls = r.sent.filter((s) => s.endpoint === 'orderstatus' && inSim(r, s.sentAt)).length;
  const activeAvg =
    r.lagSamples.reduce((sum, s) => sum + s.active, 0) / Math.max(1, r.lagSamples.length);
  const needed = activeAvg * (60_000 / o.pollIntervalMs);
  const ages = r.menuAges.map((a) => a.ageMs ?? Number.POSITIVE_INFINITY);
  const endAge = ages.at(-1) ?? Number.NaN;
  const grants = Object.entries(r.granted)
    .map(([priority, n]) => `${priority} ${n}`)
    .join(', ');
  const verdict = (ok: boolean): FigureRow['verdict'] => (ok ? 'PASS' : 'MISS');
  const rows: FigureRow[] = [
    {
      figure: 'requests in any 60 s window (max), whole run / measured period',
      value: `${maxAll} / ${maxInWindow(simTimes)}`,
      target: `<= ${o.limit}`,
      verdict: verdict(maxAll <= o.limit),
    },
    {
      figure: '429 responses received',
      value: String(rateLimited),
      target: '0',
      verdict: verdict(rateLimited === 0),
    },
    {
      figure: `order submission wait p95 (submit -> /orders leaves the budget), ${waits.leave.length} orders`,
      value: `${seconds(waitP95)} (p50 ${seconds(percentile(waits.leave, 50))}, max ${seconds(Math.max(...waits.leave))})`,
      target: '< 1 s',
      verdict: verdict(waitP95 < 1_000),
    },
    {
      figure: 'order submission -> outcome p95 (accepted by the sandbox)',
      value: seconds(percentile(waits.outcome, 95)),
      target: '',
      verdict: '',
    },
    {
      figure: `quote wait p95 (quote call -> answer), ${quoteWaits.length} quotes`,
      value: seconds(percentile(quoteWaits, 95)),
      target: '',
      verdict: '',
    },
    {
      figure: 'status lag p95 / max (tracker lag(), sampled every second)',
      value: `${seconds(percentile(reported, 95))} / ${seconds(Math.max(...reported))}`,
      target: 'reported honestly',
      verdict: '',
    },
    {
      figure: 'status lag p95 / max measured on the wire (now - last read - 45 s, worst order)',
      value: `${seconds(percentile(measured, 95))} / ${seconds(Math.max(...measured))}`,
      target: '',
      verdict: '',
    },
    {
      figure: 'status lag honesty: largest difference reported vs measured',
      value: seconds(honesty),
      target: '<= 1 s',
      verdict: verdict(honesty <= 1_000),
    },
    {
      figure: `time between polls of one order p50 / p95 / max (${intervals.length} intervals)`,
      value: `${seconds(percentile(intervals, 50))} / ${seconds(percentile(intervals, 95))} / ${seconds(Math.max(...intervals))}`,
      target: `${o.pollIntervalMs / 1000} s when the budget covers it`,
      verdict: '',
    },
    {
      figure: 'status polls a minute: achieved / needed for every order at the target',
      value: `${(polls / simMinutes).toFixed(0)} / ${needed.toFixed(0)} (${activeAvg.toFixed(0)} active orders on average)`,
      target: `budget ${o.limit}/min`,
      verdict: '',
    },
    {
      figure: 'menu age max / at the end of the measured period',
      value: `${minutes(Math.max(...ages))} / ${minutes(endAge)}`,
      target: 'stale alert at 10 min',
      verdict: '',
    },
    {
      figure: 'catalogue cycles completed in the measured period (minutes each took)',
      value: `${r.cycles.length} (${r.cycles.map((c) => ((c.finishedAt - c.startedAt) / 60_000).toFixed(1)).join(', ')})`,
      target: `one per ${minutes(Math.ceil(((o.products / 50 + 1) / (o.limit / 4)) * 60_000))}`,
      verdict: '',
    },
    { figure: 'budget grants by priority (whole run)', value: grants, target: '', verdict: '' },
  ];
  return {
    maxInWindow: maxAll,
    rateLimited,
    submissionWaitP95: waitP95,
    lagHonestyMaxDiffMs: honesty,
    rows,
  };
}

/** The figures as a Markdown table (printed by the bench and copied into docs/benchmarks.md). */
export function figuresTable(rows: readonly FigureRow[]): string {
  const lines = ['| figure | value | target | |', '|---|---|---|---|'];
  for (const row of rows) {
    lines.push(`| ${row.figure} | ${row.value} | ${row.target} | ${row.verdict} |`);
  }
  return lines.join('\n');
}
