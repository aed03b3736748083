import { Bot } from 'grammy';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import type { ManualClock } from '../../src/clock.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import {
  OrderOutbox,
  StatusTracker,
  type TrackedOrder,
  trackAcceptedOrders,
} from '../../src/orders/index.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { createStaffConsole, type StaffConsole } from '../../src/staff/console.ts';
import type { Store } from '../../src/store/index.ts';
import { Pacer } from '../../src/telegram/pacer.ts';
import { createPendingInput } from '../../src/telegram/pending-input.ts';
import { orderClient, outboxStores, quotedOrder, tempStore } from '../support/orders-harness.ts';
import { captureLogs, startTestSandbox } from '../support/partner-harness.ts';

const logs = captureLogs('info');
const MINUTE = 60_000;
const STAFF = -100_777;
let sandbox: Sandbox;
let clock: ManualClock;
let client: PartnerClient;
let store: Store;
const telegram = new LocalTelegram();
const t = createTranslator();
/** Which instance holds the status poller lease (and with it the console). */
const lease = { holder: 'a' as 'a' | 'b' };

interface Instance {
  name: 'a' | 'b';
  tracker: StatusTracker;
  outbox: OrderOutbox;
  catalogue: CatalogueSync;
  console: StaffConsole;
  pacer: Pacer;
  unhook: () => void;
}
const instances: Instance[] = [];

async function startInstance(name: 'a' | 'b'): Promise<Instance> {
  const logger = logs.logger.child({ instance: name });
  const held = { held: () => lease.holder === name };
  const bot = new Bot('0:local', { botInfo: LOCAL_BOT_INFO });
  bot.api.config.use(telegram.transformer);
  const pacer = new Pacer({ clock });
  const catalogue = new CatalogueSync({
    reader: client,
    store: store.namespace<MenuSnapshot>('menu'),
    clock,
    logger,
    intervalMs: 60_000,
    rateLimitPerMinute: 120,
    syncer: { held: () => name === 'a' },
  });
  const tracker = new StatusTracker({
    client,
    store: store.namespace<TrackedOrder>('tracked'),
    clock,
    logger,
    pollIntervalMs: 45_000,
    poller: held,
  });
  const outbox = new OrderOutbox({
    client,
    ...outboxStores(store, 'outbox'),
    clock,
    random: () => 0.5,
    logger,
  });
  const staffConsole = createStaffConsole({
    api: bot.api,
    pacer,
    t,
    locale: 'bg',
    staffChatId: STAFF,
    store,
    tracker,
    outbox,
    catalogue,
    clock,
    logger,
    retentionMs: undefined,
    acceptMinutes: 10,
    lateMinutes: 60,
    role: held.held,
    partnerErrors: () => ({}),
    customerLocale: async () => 'bg',
    tellCustomer: async () => 'sent',
    fallback: async () => undefined,
    pending: createPendingInput(store, clock),
  });
  bot.api.config.use(staffConsole.transformer);
  const unhook = trackAcceptedOrders(outbox, tracker, logger);
  if (name === 'a') await catalogue.start();
  else await catalogue.reloadPersisted();
  await tracker.start();
  staffConsole.start();
  return { name, tracker, outbox, catalogue, console: staffConsole, pacer, unhook };
}

beforeAll(async () => {
  ({ sandbox, clock } = await startTestSandbox());
  ({ client } = orderClient(sandbox, { clock, logger: logs.logger }));
  ({ store } = await tempStore());
  instances.push(await startInstance('a'), await startInstance('b'));
});

afterAll(async () => {
  for (const instance of instances) {
    instance.console.close();
    instance.unhook();
    instance.pacer.close();
    await instance.catalogue.stop();
    await instance.outbox.close();
    await instance.tracker.close();
  }
  await client.close();
  await sandbox.close();
  await store.close();
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Moves the clock on; the lease holder takes in what the other stored on each step. */
async function advance(ms: number, stepMs = 15_000): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    for (let i = 0; i < 20; i += 1) await turn();
    await Promise.all(instances.map((instance) => instance.tracker.idle()));
  }
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock.advance(1_000);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const staff = () => telegram.messages(STAFF);
const alerts = () => staff().filter((m) => m.text.startsWith('🔔'));
const reports = () => staff().filter((m) => m.text.startsWith('📊 Отчет'));

it('rings each alert once and sends the day report once, whichever instance holds the lease', async () => {
  const [a, b] = instances as [Instance, Instance];
  // Accepted on B (not the poller); A polls it and runs the console.
  const order = await quotedOrder(client, sandbox, { chatId: 55, clock });
  expect((await b.outbox.submit(order)).kind).toBe('accepted');
  const number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
  sandbox.setStatus(number, 'accepted');
  await a.tracker.refresh();
  await advance(11 * MINUTE);
  await eventually(() => alerts().length === 1, 'the accept alert');
  expect(alerts()[0]?.text).toContain(`№ ${number} е приета преди`);

  // The lease moves to B before the reminder is due: B knows the alert rang.
  lease.holder = 'b';
  await b.tracker.refresh();
  await advance(4 * MINUTE);
  expect(alerts()).toHaveLength(1);
  await advance(6 * MINUTE);
  await eventually(() => alerts().length === 2, 'the reminder');
  expect(alerts()[1]?.text).toContain('Напомняне');
  await advance(10 * MINUTE);
  expect(
    alerts().filter((m) => m.text.includes('приета') || m.text.includes('Напомняне')),
  ).toHaveLength(2);

  // The evening passes (12:31 → 22:31 in Sofia): one report, also after the lease moves back.
  sandbox.setStatus(number, 'delivered');
  await advance(10 * 60 * MINUTE, 5 * MINUTE);
  await eventually(() => reports().length === 1, 'the day report');
  lease.holder = 'a';
  await a.tracker.refresh();
  await advance(30 * MINUTE, 5 * MINUTE);
  expect(reports()).toHaveLength(1);
  expect(reports()[0]?.text).toContain('1 поръчка');
}, 90_000);
