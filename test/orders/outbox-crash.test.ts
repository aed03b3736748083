import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { OrderOutbox } from '../../src/orders/outbox.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { openStore } from '../../src/store/index.ts';
import {
  ledgerCount,
  orderClient,
  ordersRequests,
  outboxStores,
  quotedOrder,
  tempStore,
} from '../support/orders-harness.ts';
import { captureLogs, startTestSandbox } from '../support/partner-harness.ts';

const CHILD = fileURLToPath(new URL('../support/orders-crash-child.ts', import.meta.url));
// Long enough to kill the child while the sandbox is still saving its order.
const PROCESSING_MS = 400;

const logs = captureLogs('info');
let sandbox: Sandbox;
let client: PartnerClient;

beforeAll(async () => {
  ({ sandbox } = await startTestSandbox({ orderProcessingMs: PROCESSING_MS }));
  ({ client } = orderClient(sandbox, { clock: systemClock, logger: logs.logger }));
});

afterAll(async () => {
  await client.close();
  await sandbox.close();
});

function startChild(
  crashAt: string,
  storeUrl: string,
  order: unknown,
): {
  child: ChildProcess;
  marker: Promise<string>;
  exited: Promise<void>;
} {
  const credentials = sandbox.partners.demo?.credentials;
  if (!credentials) throw new Error('no demo credentials');
  const child = spawn(process.execPath, [CHILD], {
    env: {
      ...process.env,
      CRASH_AT: crashAt,
      STORE_URL: storeUrl,
      BASE_URL: sandbox.baseUrl,
      CA_FILE: sandbox.caFile,
      API_KEY: credentials.key,
      API_PASSWORD: credentials.password,
      ORDER: JSON.stringify(order),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const marker = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => resolve(String(chunk).split('\n')[0] ?? ''));
    child.once('exit', (code) =>
      reject(new Error(`child exited (${code}) before a marker: ${stderr}`)),
    );
  });
  return { child, marker, exited };
}

async function kill(child: ChildProcess, exited: Promise<void>): Promise<void> {
  child.kill('SIGKILL');
  await exited;
}

// The parent restarts on the same store and resumes; exactly one order must exist.
async function resumeAndCheck(storeUrl: string, externalOrderId: string): Promise<OutboxEntry> {
  const store = await openStore(storeUrl);
  try {
    const outbox = new OrderOutbox({
      client,
      ...outboxStores(store, 'outbox'),
      clock: systemClock,
      random: () => 0.5,
      logger: logs.logger,
      backoffBaseMs: 50,
      backoffCapMs: 200,
      conflictDelayMs: 2 * PROCESSING_MS,
    });
    await outbox.resumeAll();
    await outbox.close();
    const entry = await store.namespace<OutboxEntry>('outbox').get(externalOrderId);
    if (!entry) throw new Error('the entry is gone');
    return entry;
  } finally {
    await store.close();
  }
}

describe('order outbox survives SIGKILL at every step', () => {
  it.each([
    { step: 'persisted', fault: false, marker: 'PERSISTED', ordersBefore: 0 },
    { step: 'failed', fault: true, marker: 'FAILED', ordersBefore: 1 },
    { step: 'responded', fault: false, marker: 'RESPONDED', ordersBefore: 1 },
    { step: 'done', fault: false, marker: 'DONE accepted', ordersBefore: 1 },
  ])('killed at "$step": resume ends with exactly one accepted order', async (c) => {
    const { store, url } = await tempStore();
    await store.close();
    const order = await quotedOrder(client, sandbox);
    if (c.fault) sandbox.faults.inject({ kind: 'drop-after-persist' });
    const { child, marker, exited } = startChild(c.step, url, order);
    expect(await marker).toBe(c.marker);
    await kill(child, exited);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(c.ordersBefore);
    const entry = await resumeAndCheck(url, order.externalOrderId);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    const saved = sandbox.ledger.find('demo', order.externalOrderId);
    expect(entry).toMatchObject({ state: 'accepted', orderNumber: saved?.orderNumber });
    expect(saved?.body).toEqual(order.request);
  });

  it('killed while the request is in flight: resume ends with exactly one accepted order', async () => {
    const { store, url } = await tempStore();
    await store.close();
    const order = await quotedOrder(client, sandbox);
    const before = ordersRequests(sandbox);
    const { child, marker, exited } = startChild('sending', url, order);
    expect(await marker).toBe('SENDING');
    // The sandbox holds the request (its processing takes PROCESSING_MS): kill now.
    await expect.poll(() => ordersRequests(sandbox), { interval: 5 }).toBe(before + 1);
    await kill(child, exited);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(0);
    const entry = await resumeAndCheck(url, order.externalOrderId);
    expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
    expect(entry).toMatchObject({
      state: 'accepted',
      orderNumber: sandbox.ledger.find('demo', order.externalOrderId)?.orderNumber,
    });
  });
});
