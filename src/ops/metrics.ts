import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { CatalogueHealth } from '../catalogue/sync-options.ts';
import type { OutboxBacklog, TrackerStats } from '../orders/index.ts';
import type { BudgetState } from '../partner/budget.ts';
import type { RequestObservation } from '../partner/client.ts';

/** Where the gauges read their values when Prometheus scrapes. */
export interface MetricSources {
  budget: () => BudgetState;
  outbox: () => OutboxBacklog;
  tracker: () => TrackerStats;
  catalogue: () => CatalogueHealth;
  /** Several instances: the lease names this instance holds now. */
  leases?: (() => string[]) | undefined;
}

/** What the gauges read when Prometheus scrapes: [name, help, how it is read]. */
// biome-ignore format: a table, one gauge a line
const GAUGES: readonly (readonly [string, string, (s: MetricSources) => number])[] = [
  ['partner_budget_used', 'Requests granted in the current sliding window', (s) => s.budget().usedInWindow],
  ['partner_budget_limit', 'The partner request cap per minute', (s) => s.budget().limit],
  ['partner_budget_queued', 'Requests waiting for the budget', (s) => sum(Object.values(s.budget().queued))],
  ['partner_budget_paused', '1 while a 429 pauses the budget', (s) => (s.budget().pausedUntil === null ? 0 : 1)],
  ['outbox_backlog', 'Orders confirmed but not finished (pending, sending, held)', (s) => s.outbox().unfinished],
  ['outbox_held', 'Orders held for an operator or a later retry', (s) => s.outbox().held],
  ['tracker_active_orders', 'Orders whose status is being polled', (s) => s.tracker().active],
  ['tracker_lag_seconds', 'How late the most overdue status poll is', (s) => s.tracker().lagMs / 1000],
  ['menu_age_seconds', 'Age of the menu the bot serves (-1: none)', (s) => seconds(s.catalogue().menuAgeMs)],
  ['menu_sync_failures', 'Consecutive failed catalogue sync cycles', (s) => s.catalogue().consecutiveFailures],
  ['partner_budget_catalogue_used', 'Catalogue and availability requests in the current window (held to their share)', (s) => s.budget().catalogue.usedInWindow],
];

function sum(counts: number[]): number {
  return counts.reduce((total, count) => total + count, 0);
}

/** Milliseconds as seconds; -1 for none. */
function seconds(ms: number | null): number {
  return ms === null ? -1 : ms / 1000;
}

/**
 * The Prometheus metrics at /metrics: updates handled, Partner API requests by endpoint and
 * status, budget usage, outbox backlog, tracker lag and menu age, plus Node's process metrics.
 * Counters are fed by hooks as things happen; gauges read the services when scraped.
 * `processMetrics: false` (a fleet's restaurant): no Node process metrics, which the fleet
 * collects once for the process (each collector keeps its own event-loop histogram, ~0.35 MB,
 * sampling every 10 ms: test/bench/fleet.ts).
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const updates = new Counter({
    name: 'bot_updates_total',
    help: 'Telegram updates handled, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'partner_requests_total',
    help: 'Partner API request attempts, by endpoint and HTTP status (0: no answer)',
    labelNames: ['endpoint', 'status'],
    registers: [registry],
  });
  let sources: MetricSources | null = null;
  const gauge = (
    name: string,
    help: string,
    read: (current: MetricSources) => number,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        if (sources) this.set(read(sources));
      },
    });
  for (const [name, help, read] of GAUGES) gauge(name, help, read);
  new Gauge({
    name: 'coordination_lease_held',
    help: '1 while this instance holds the lease (several instances only)',
    labelNames: ['lease'],
    registers: [registry],
    collect() {
      const held = sources?.leases?.();
      if (held === undefined) return;
      this.reset();
      for (const lease of held) this.set({ lease }, 1);
    },
  });
  return {
    registry,
    /** Counts one handled update. */
    update(kind: string): void {
      updates.inc({ kind });
    },
    /** The Partner client's per-attempt hook. */
    request(observation: RequestObservation): void {
      requests.inc({ endpoint: observation.endpoint, status: String(observation.status) });
    },
    bind(next: MetricSources): void {
      sources = next;
    },
    async text(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
