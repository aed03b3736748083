import { inPool, ledgerProblems } from './reliability-checks.ts';
import type { Flow, FlowResult } from './reliability-customer.ts';
import { orderAsCustomer } from './reliability-customer.ts';
import { seededRandom } from './reliability-random.ts';
import type { ReliabilityWorld } from './reliability-world.ts';

/** What a scenario's customers came to: results, stuck chats and ledger problems. */
export interface ScenarioOutcome {
  results: FlowResult[];
  /** Transcripts of chats that never got their order accepted. */
  stuck: string[];
  /** Flows without exactly one order, duplicate ids, customers told a wrong number. */
  problems: string[];
}

/**
 * Runs the flows at once against the world's running bot and checks the ledger afterwards:
 * every flow must end with exactly one order that its chat was told about.
 */
export async function orderAll(
  world: ReliabilityWorld,
  flows: Flow[],
  options: { seed: number; timeoutMs?: number; beforeConfirm?: () => Promise<void> },
): Promise<ScenarioOutcome> {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  const settled = await inPool(flows, flows.length, (flow) =>
    orderAsCustomer(flow, {
      api: world.api,
      random: seededRandom(options.seed ^ flow.chatId),
      deadline,
      botUp: () => world.up(),
      ...(options.beforeConfirm ? { beforeConfirm: options.beforeConfirm } : {}),
    }),
  );
  const results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stuck = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  const names = new Set(flows.map((f) => f.name));
  const ledger = world.sandbox.ledger
    .list()
    .filter((e) => names.has(String((e.body.customer as { name?: string }).name)));
  return { results, stuck, problems: ledgerProblems(ledger, results) };
}

/**
 * Statuses the sandbox answered on one endpoint from request number `from` on, in order (0: the
 * socket was reset, dropped or left hanging).
 */
export function statusesOf(world: ReliabilityWorld, endpoint: string, from = 0): number[] {
  return world.sandbox.requests
    .slice(from)
    .filter((r) => r.endpoint === endpoint)
    .map((r) => r.status);
}
