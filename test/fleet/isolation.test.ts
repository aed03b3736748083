import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { ChatSession } from '../../src/chat/session.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { createTransport, type Transport } from '../../src/partner/http.ts';
import {
  giveNameAndPhone,
  orderMargherita,
  orderOneMargherita,
  tap,
  type,
  until,
  untilTicking,
} from '../support/app-harness.ts';
import { startTestFleet, type TestFleet } from '../support/fleet-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

// Two restaurants in one process on one sandbox: lipite orders as partner "demo", morski as
// partner "other" (their own credentials, so their own ledgers and per-partner faults).
const OPERATOR_CHAT = -100_999;
const logs = captureLogs('info');
let world: TestFleet;

/** A transport that holds every request until `open()` (a slow API), then sends it for real. */
function gatedTransport(inner: Transport) {
  let gate: PromiseWithResolvers<void> | undefined;
  let held = 0;
  return {
    send: async (request: Parameters<Transport['send']>[0]) => {
      if (gate) {
        held += 1;
        await gate.promise.finally(() => {
          held -= 1;
        });
      }
      return inner.send(request);
    },
    close: () => inner.close(),
    hold() {
      gate = Promise.withResolvers<void>();
    },
    open() {
      gate?.resolve();
      gate = undefined;
    },
    held: () => held,
  };
}
let slowLipite: ReturnType<typeof gatedTransport> | undefined;

beforeAll(async () => {
  world = await startTestFleet(
    [
      { id: 'lipite', partner: 'demo', staffChatId: -100_001 },
      { id: 'morski', partner: 'other', staffChatId: -100_002 },
    ],
    logs,
    {
      operatorChatId: OPERATOR_CHAT,
      transports: (sandbox) => {
        slowLipite = gatedTransport(createTransport({ caPem: sandbox.caPem }));
        return { lipite: slowLipite };
      },
    },
  );
}, 60_000);

afterAll(async () => {
  await world?.close();
}, 60_000);

function restaurant(id: string): { app: Application; telegram: LocalTelegram } {
  const telegram = world.telegram.get(id);
  if (!telegram) throw new Error(`no telegram for ${id}`);
  return { app: world.app(id), telegram };
}

async function contextOf(app: Application, chat: number): Promise<ConversationContext> {
  const session = await app.store.namespace<ChatSession>('sessions').get(String(chat));
  if (!session) throw new Error(`no session for chat ${chat}`);
  return (session.snapshot as { context: ConversationContext }).context;
}

const ledgerOf = (partner: string) =>
  world.sandbox.ledger.list().filter((order) => order.partnerId === partner);

/** A pickup order up to its confirm button (priced). */
async function upToConfirm(app: Application, telegram: LocalTelegram, chat: number) {
  await orderOneMargherita(app, telegram, chat);
  await tap(app, telegram, chat, 'Ще взема');
  await giveNameAndPhone(app, telegram, chat);
  await tap(app, telegram, chat, 'Пропусни');
}

/** The confirm tap, sent without waiting for its outcome. */
function confirmWithoutWaiting(app: Application, telegram: LocalTelegram, chat: number) {
  const live = telegram.liveMessage(chat);
  const confirm = live?.buttons.flat().find((b) => b.text.includes('Потвърждавам'));
  if (!live || !confirm) throw new Error('no confirm button');
  void app.bot.handleUpdate(telegram.tapUpdate(chat, live.messageId, confirm.data));
}

const said = (telegram: LocalTelegram, chat: number) =>
  telegram
    .messages(chat)
    .map((m) => m.text)
    .join('\n');

it('gives a customer who talks to two restaurants two carts and two orders, each in its ledger', async () => {
  const a = restaurant('lipite');
  const b = restaurant('morski');
  const chat = 4242;
  await orderOneMargherita(a.app, a.telegram, chat);
  await type(b.app, b.telegram, chat, '/start');
  expect((await contextOf(a.app, chat)).cart.lines).toHaveLength(1);
  expect((await contextOf(b.app, chat)).cart.lines).toHaveLength(0);
  // Each restaurant's keys live under its id; today's unprefixed namespace is untouched.
  const { openStore } = await import('../../src/store/index.ts');
  const raw = await openStore(`sqlite://${world.storeDir}/bot.sqlite`);
  try {
    expect(await raw.namespace('lipite.sessions').get(String(chat))).toBeDefined();
    expect(await raw.namespace('morski.sessions').get(String(chat))).toBeDefined();
    expect(await raw.namespace('sessions').get(String(chat))).toBeUndefined();
  } finally {
    await raw.close();
  }

  await orderMargherita(b.app, b.telegram, 4343);
  expect(said(b.telegram, 4343)).toContain('Поръчката е приета');
  expect(ledgerOf('other')).toHaveLength(1);
  expect(ledgerOf('demo')).toHaveLength(0);
  // The customer's messages went through morski's bot only.
  expect(a.telegram.messages(4343)).toHaveLength(0);
}, 60_000);

it("takes morski's orders while lipite's API is paused (401), and tells the operator which one", async () => {
  const a = restaurant('lipite');
  const b = restaurant('morski');
  const demo = world.sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  demo.state = 'paused';
  try {
    // Lipite's next menu read is refused: its credentials are refused from then on.
    await a.app.catalogue.syncNow();
    // Lipite's customer checks out: told plainly that ordering does not work now.
    const chat = 5101;
    await type(a.app, a.telegram, chat, '/start');
    for (const label of ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай'])
      await tap(a.app, a.telegram, chat, label);
    expect(said(a.telegram, chat)).toContain(
      'Системата за поръчки на ресторанта в момента не работи',
    );
    expect(a.app.partner.client.stats().credentialsRefused).toBe(true);
    // Morski's customer orders meanwhile.
    await orderMargherita(b.app, b.telegram, 5102);
    expect(said(b.telegram, 5102)).toContain('Поръчката е приета');
    expect(b.app.partner.client.stats().credentialsRefused).toBe(false);
    // The operator hears lipite's incident through lipite's bot, naming lipite; morski says nothing.
    await untilTicking(
      world.clock,
      () => said(a.telegram, OPERATOR_CHAT).includes('(401)'),
      "the operator's alert",
    );
    expect(said(a.telegram, OPERATOR_CHAT)).toContain('Ресторант „lipite“');
    expect(b.telegram.messages(OPERATOR_CHAT)).toHaveLength(0);
  } finally {
    demo.state = 'active';
  }
  await untilTicking(
    world.clock,
    () => !a.app.partner.client.stats().credentialsRefused,
    "lipite's recovery",
  );
}, 60_000);

it("confirms morski's order while lipite's /orders answers 503 (lipite's order lands once it recovers)", async () => {
  const a = restaurant('lipite');
  const b = restaurant('morski');
  world.sandbox.faults.inject({
    kind: 'status',
    status: 503,
    endpoint: 'orders',
    partner: 'demo',
    times: Number.POSITIVE_INFINITY,
  });
  const before = ledgerOf('demo').length;
  await upToConfirm(a.app, a.telegram, 5201);
  confirmWithoutWaiting(a.app, a.telegram, 5201);
  await until(
    () => world.sandbox.requests.some((r) => r.path.endsWith('/orders') && r.status === 503),
    "lipite's refused order",
  );
  // Lipite's order waits on its backoff; morski's goes through meanwhile.
  await orderMargherita(b.app, b.telegram, 5202);
  expect(said(b.telegram, 5202)).toContain('Поръчката е приета');
  expect(a.app.outbox.backlog().unfinished).toBe(1);
  expect(ledgerOf('demo')).toHaveLength(before);
  world.sandbox.faults.clear();
  await untilTicking(
    world.clock,
    () => said(a.telegram, 5201).includes('Поръчката е приета'),
    "lipite's order",
  );
  expect(ledgerOf('demo')).toHaveLength(before + 1);
}, 60_000);

it("confirms morski's order while every request of lipite's is held open (a slow API)", async () => {
  const a = restaurant('lipite');
  const b = restaurant('morski');
  const gate = slowLipite;
  if (!gate) throw new Error('no gated transport');
  const before = ledgerOf('demo').length;
  await upToConfirm(a.app, a.telegram, 5301);
  gate.hold();
  try {
    confirmWithoutWaiting(a.app, a.telegram, 5301);
    await until(() => gate.held() > 0, "lipite's held /orders");
    // Morski's whole order, quote to confirmation, while lipite's requests wait unanswered.
    await orderMargherita(b.app, b.telegram, 5302);
    expect(said(b.telegram, 5302)).toContain('Поръчката е приета');
    expect(gate.held()).toBeGreaterThan(0);
    expect(ledgerOf('demo')).toHaveLength(before);
  } finally {
    gate.open();
  }
  await untilTicking(
    world.clock,
    () => said(a.telegram, 5301).includes('Поръчката е приета'),
    "lipite's order",
  );
  expect(ledgerOf('demo')).toHaveLength(before + 1);
}, 60_000);
