/**
 * A bot process for the outbox crash tests: opens the sqlite store at STORE_URL, builds a real
 * client to the sandbox (BASE_URL, CA_FILE, API_KEY, API_PASSWORD) and submits ORDER (a
 * PendingOrder as JSON) through the outbox. At the step named by CRASH_AT it prints a marker on
 * stdout and stops making progress, so the parent can SIGKILL it exactly there:
 * - persisted: the pending entry is durable, nothing was sent;
 * - sending: the /orders request is about to leave (the marker only: the parent kills the
 *   process once the sandbox holds the request, while it is still being processed);
 * - failed: an attempt failed (e.g. a dropped response) and nothing was reconciled yet;
 * - responded: the 200 arrived but the outbox has not stored it;
 * - done: the outcome is stored (printed as `DONE <kind>`).
 */
import { readFileSync } from 'node:fs';
import { systemClock } from '../../src/clock.ts';
import type { PendingOrder } from '../../src/conversation/types.ts';
import { createLogger } from '../../src/logger.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { createRequestBudget } from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport } from '../../src/partner/http.ts';
import type { VersionedKeyValue } from '../../src/store/index.ts';
import { openStore } from '../../src/store/index.ts';

function env(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`crash child needs ${name}`);
  return value;
}

const crashAt = env('CRASH_AT');

// Prints the marker and never returns: the process stays alive (a timer) until it is killed.
function stopAt(step: string, marker = step.toUpperCase()): Promise<never> {
  if (crashAt === step) {
    process.stdout.write(`${marker}\n`);
    setInterval(() => undefined, 60_000);
    return new Promise<never>(() => undefined);
  }
  return Promise.resolve(undefined as never);
}

const logger = createLogger({ level: 'warn', destination: process.stderr });
const store = await openStore(env('STORE_URL'));
const base = store.versioned<OutboxEntry>('outbox');
const entries: VersionedKeyValue<OutboxEntry> = {
  get: (key) => base.get(key),
  read: (key) => base.read(key),
  delete: (key) => base.delete(key),
  entries: () => base.entries(),
  set: (key, value, ttlMs) => base.set(key, value, ttlMs),
  async compareAndSet(key, value, expected, ttlMs) {
    const version = await base.compareAndSet(key, value, expected, ttlMs);
    if (value.state === 'pending') await stopAt('persisted');
    return version;
  },
};
const real = createPartnerClient({
  baseUrl: env('BASE_URL'),
  apiKey: env('API_KEY'),
  apiPassword: env('API_PASSWORD'),
  transport: createTransport({ caPem: readFileSync(env('CA_FILE'), 'utf8') }),
  budget: createRequestBudget({ limit: 1_000, clock: systemClock }),
  clock: systemClock,
  random: Math.random,
  logger,
});
const client: Pick<PartnerClient, 'submitOrder' | 'orderStatus'> = {
  async submitOrder(request, options) {
    if (crashAt === 'sending') process.stdout.write('SENDING\n');
    try {
      const record = await real.submitOrder(request, options);
      await stopAt('responded');
      return record;
    } catch (error) {
      await stopAt('failed');
      throw error;
    }
  },
  orderStatus: (id, options) => real.orderStatus(id, options),
};
const outbox = new OrderOutbox({
  client,
  store: entries,
  chats: store.versioned<ChatOrders>('outbox-chats'),
  clock: systemClock,
  random: Math.random,
  logger,
  backoffBaseMs: 50,
  backoffCapMs: 200,
});
const outcome = await outbox.submit(JSON.parse(env('ORDER')) as PendingOrder);
await stopAt('done', `DONE ${outcome.kind}`);
process.exit(0);
