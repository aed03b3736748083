import type { Registry } from 'prom-client';
import type { Fleet } from './fleet.ts';

/** One restaurant as `fleet status`, /admin/status and /readyz show it. */
export interface RestaurantStatus {
  id: string;
  state: 'running' | 'failed';
  /** Why it could not start (state failed). */
  error?: string;
  /** Age of the menu it serves, in seconds (null: none yet). */
  menuAgeSeconds: number | null;
  /** Its Partner API budget: requests granted in the current window and its cap. */
  budget: { used: number; limit: number } | null;
  /** Orders still being sent, held for later, and accepted orders whose status is followed. */
  orders: { sending: number; held: number; tracked: number } | null;
  /** Partner request failures by kind since start, the credentials state, failed menu syncs. */
  errors: {
    partner: number;
    lastPartnerError: string | null;
    credentialsRefused: boolean;
    menuSyncFailures: number;
  } | null;
}

/** Every listed restaurant's state, running ones first in their order, then those that failed. */
export function fleetStatus(fleet: Fleet): RestaurantStatus[] {
  const running = fleet.running().map(({ restaurant, app }): RestaurantStatus => {
    const menu = app.catalogue.health();
    const budget = app.partner.budget.state();
    const backlog = app.outbox.backlog();
    const stats = app.partner.client.stats();
    return {
      id: restaurant.id,
      state: 'running',
      menuAgeSeconds: menu.menuAgeMs === null ? null : Math.round(menu.menuAgeMs / 1000),
      budget: { used: budget.usedInWindow, limit: budget.limit },
      orders: {
        sending: backlog.unfinished - backlog.held,
        held: backlog.held,
        tracked: app.tracker.stats().active,
      },
      errors: {
        partner: Object.values(stats.errors).reduce((sum, count) => sum + (count ?? 0), 0),
        lastPartnerError:
          stats.lastError === null
            ? null
            : `${stats.lastError.kind} on ${stats.lastError.endpoint}`,
        credentialsRefused: stats.credentialsRefused,
        menuSyncFailures: menu.consecutiveFailures,
      },
    };
  });
  const failed = fleet.failed().map(
    ({ id, error }): RestaurantStatus => ({
      id,
      state: 'failed',
      error,
      menuAgeSeconds: null,
      budget: null,
      orders: null,
      errors: null,
    }),
  );
  return [...running, ...failed];
}

const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value);

/** The operator's table (`npm run fleet -- status`): one line per restaurant. */
export function statusTable(rows: RestaurantStatus[]): string {
  const header = [
    'restaurant',
    'state',
    'menu age',
    'budget',
    'sending',
    'held',
    'tracked',
    'errors',
  ];
  const lines = rows.map((row) => [
    row.id,
    row.state,
    row.menuAgeSeconds === null ? '-' : `${row.menuAgeSeconds}s`,
    row.budget ? `${row.budget.used}/${row.budget.limit}` : '-',
    cell(row.orders?.sending),
    cell(row.orders?.held),
    cell(row.orders?.tracked),
    row.state === 'failed'
      ? cell(row.error)
      : [
          `${row.errors?.partner ?? 0} partner`,
          row.errors?.credentialsRefused ? 'credentials refused' : '',
          row.errors?.menuSyncFailures ? `${row.errors.menuSyncFailures} menu syncs failed` : '',
          row.errors?.lastPartnerError ? `last: ${row.errors.lastPartnerError}` : '',
        ]
          .filter(Boolean)
          .join(', '),
  ]);
  const table = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)));
  return table
    .map((line) =>
      line
        .map((value, i) => value.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
// Node's process metrics are the same in every restaurant's registry: told once, unlabelled.
const PROCESS_METRIC = /^(process_|nodejs_)/;

/**
 * /metrics of a fleet: every restaurant's metrics in one Prometheus text, each series labelled
 * `restaurant="<id>"` (each registry carries it as a default label), each family's HELP and
 * TYPE once; the process metrics once, from the first registry.
 */
export async function fleetMetricsText(registries: Registry[]): Promise<string> {
  const families = new Map<
    string,
    { help: string; type: string; lines: string[]; process: boolean }
  >();
  for (const [index, registry] of registries.entries()) {
    for (const metric of await registry.getMetricsAsJSON()) {
      const process = PROCESS_METRIC.test(metric.name);
      if (process && index > 0) continue;
      let family = families.get(metric.name);
      if (!family) {
        family = { help: metric.help, type: String(metric.type), lines: [], process };
        families.set(metric.name, family);
      }
      for (const value of metric.values as {
        value: number;
        labels: Record<string, string | number>;
        metricName?: string;
      }[]) {
        const labels = Object.entries(value.labels)
          .filter(([name]) => !(process && name === 'restaurant'))
          .map(([name, label]) => `${name}="${escapeLabel(String(label))}"`);
        const name = value.metricName ?? metric.name;
        family.lines.push(`${name}${labels.length ? `{${labels.join(',')}}` : ''} ${value.value}`);
      }
    }
  }
  const out: string[] = [];
  for (const [name, family] of families) {
    out.push(`# HELP ${name} ${family.help}`, `# TYPE ${name} ${family.type}`, ...family.lines);
  }
  return `${out.join('\n')}\n`;
}
