import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { CatalogueHealth } from '../catalogue/sync.ts';
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
  gauge(
    'partner_budget_used',
    'Requests granted in the current sliding window',
    (current) => current.budget().usedInWindow,
  );
  gauge(
    'partner_budget_limit',
    'The partner request cap per minute',
    (current) => current.budget().limit,
  );
  gauge('partner_budget_queued', 'Requests waiting for the budget', (current) =>
    Object.values(current.budget().queued).reduce((sum, count) => sum + count, 0),
  );
  gauge('partner_budget_paused', '1 while a 429 pauses the budget', (current) =>
    current.budget().pausedUntil === null ? 0 : 1,
  );
  gauge(
    'outbox_backlog',
    'Orders confirmed but not finished (pending, sending, held)',
    (current) => current.outbox().unfinished,
  );
  gauge(
    'outbox_held',
    'Orders held for an operator or a later retry',
    (current) => current.outbox().held,
  );
  gauge(
    'tracker_active_orders',
    'Orders whose status is being polled',
    (current) => current.tracker().active,
  );
  gauge(
    'tracker_lag_seconds',
    'How late the most overdue status poll is',
    (current) => current.tracker().lagMs / 1000,
  );
  gauge('menu_age_seconds', 'Age of the menu the bot serves (-1: none)', (current) => {
    const age = current.catalogue().menuAgeMs;
    return age === null ? -1 : age / 1000;
  });
  gauge(
    'menu_sync_failures',
    'Consecutive failed catalogue sync cycles',
    (current) => current.catalogue().consecutiveFailures,
  );
  gauge(
    'partner_budget_catalogue_used',
    'Catalogue and availability requests in the current window (held to their share)',
    (s) => s.budget().catalogue.usedInWindow,
  );
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
