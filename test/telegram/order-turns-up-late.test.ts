import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { createTransport, type Transport } from '../../src/partner/http.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { contextOf, STAFF_CHAT, startTestApplication, until } from '../support/app-harness.ts';
import { countingTransport, DrivenClock } from '../support/clock-driver.ts';
import {
  captureLogs,
  OPEN_MONDAY_NOON,
  ordersNamed,
  startTestSandbox,
} from '../support/partner-harness.ts';

// The whole application (bot, outbox, tracker, notifier, staff chat) and the sandbox on one
// driven clock: the doubt window (120 s) and the watch (600 s) pass on that clock. Only the
// Partner API request timeout is real and short (300 ms): it turns a held /orders request into
// a timeout, as 15 s would in production.
const logs = captureLogs('info');
let clock: DrivenClock;
let sandbox: Sandbox;
let app: Application;
let telegram: LocalTelegram;
let transport: ReturnType<typeof countingTransport>;
const DOUBT_MS = 120_000;
const WATCH_MS = 600_000;
/** Set by a test: the next /orders request is held in processing at the restaurant. */
let holdNextOrder = false;
let held: { release(): void } | undefined;
/** The external id of every /orders request the bot sent, in order. */
const sentIds: string[] = [];

/** Holds the first /orders request after `holdNextOrder` is set, as it reaches the restaurant. */
function holding(inner: Transport): Transport {
  return {
    send(request) {
      if (request.endpoint === 'orders' && request.body !== undefined) {
        const { external_order_id: id } = JSON.parse(request.body) as { external_order_id: string };
        sentIds.push(id);
        if (holdNextOrder) {
          holdNextOrder = false;
          held = sandbox.holdOrder(id);
        }
      }
      return inner.send(request);
    },
    close: () => inner.close(),
  };
}

beforeAll(async () => {
  clock = new DrivenClock(OPEN_MONDAY_NOON);
  ({ sandbox } = await startTestSandbox({ clock }));
  transport = countingTransport(
    holding(createTransport({ caPem: sandbox.caPem, headersTimeoutMs: 300, bodyTimeoutMs: 300 })),
    clock,
  );
  ({ app, telegram } = await startTestApplication({
    sandbox,
    clock,
    logs,
    partnerTransport: transport,
  }));
});

afterAll(async () => {
  await app.stop();
  await sandbox.close();
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const screenOf = (chat: number) => plain(telegram.liveMessage(chat)?.text ?? '');
const everythingSaid = (chat: number) =>
  plain(
    telegram
      .messages(chat)
      .map((m) => m.text)
      .join('\n'),
  );
const ordersOf = (name: string) => ordersNamed(sandbox, name);

/** The most the clock moves in one step: a store write cannot be overtaken by minutes. */
const STEP_MS = 1_000;

/**
 * Moves the clock towards the next pending timer, a second at most per step, whenever no
 * Partner API request is in flight, until `check` holds: the application is then waiting on
 * time only. Store writes are not counted, so the small step keeps a slow write from being
 * overtaken by whole minutes (the watch must not lapse under a loaded machine). The limit is a
 * number of steps, not a duration; it only turns a hang into a clear failure.
 */
async function driveUntil(check: () => boolean, what: string): Promise<void> {
  for (let step = 0; step < 20_000; step += 1) {
    if (check()) return;
    const next = clock.nextDue();
    if (transport.inFlight() === 0 && next !== undefined) {
      // A timer due now (a zero delay) fires with advance(0); set() to now would not fire it.
      clock.advance(Math.min(STEP_MS, Math.max(0, next - clock.now())));
      // Lets the fired timers' continuations (store reads and writes) run before looking again.
      await new Promise((resolve) => setTimeout(resolve, 2));
    } else {
      await Promise.race([clock.changed(), new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  }
  const orders = sandbox.requests.filter((r) => r.endpoint === 'orders').map((r) => r.status);
  throw new Error(
    `${logs.lines.slice(-25).join('\n')}\nnever saw ${what} (clock +${(clock.now() - OPEN_MONDAY_NOON) / 1000} s, /orders ${orders.join(',')}, held ${held !== undefined})`,
  );
}

/** Taps the confirm button without waiting for the submission (it runs on the driven clock). */
const confirm = (chat: number) => press(chat, textsOf(chat).confirm, false);

/** What a customer taps and reads, in the chat's language (the menu's own names are Bulgarian). */
interface Texts {
  code: 'bg' | 'en';
  toReview: string[];
  skip: string;
  confirm: string;
  total: string;
  waiting: string;
  /** The first sentence of every "arrived after all" text (what follows depends on the case). */
  afterAll: (number: string) => string;
  /** What only the case of a later confirmation sent too says. */
  twoOrders: string;
  /** What the case of a later confirmation that waited (and was never sent) says. */
  onlyOne: string;
  accepted: (number: string) => string;
  orderNo: (number: string) => string;
}

const BG: Texts = {
  code: 'bg',
  toReview: ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай', 'Ще взема'],
  skip: 'Пропусни',
  confirm: 'Потвърждавам',
  total: 'Общо: 15,90 €',
  waiting: 'чака потвърждение от ресторанта',
  afterAll: (n) =>
    `✅ Предишната ви поръчка все пак е стигнала до ресторанта: № ${n}, сума 15,90 €.`,
  twoOrders: 'ресторантът може да има две ваши поръчки',
  onlyOne: 'По-късното ви потвърждение не беше изпратено, така че има само тази една поръчка.',
  accepted: (n) => `✅ Поръчка № ${n} е приета от ресторанта.`,
  orderNo: (n) => `№ ${n}`,
};

const EN: Texts = {
  code: 'en',
  toReview: ['Pizzas', 'Margherita', 'Family', 'Add', 'Add 1 to cart', 'Order', "I'll collect it"],
  skip: 'Skip',
  confirm: 'Confirm for',
  total: 'Total: €15.90',
  waiting: 'waiting for the restaurant to confirm it',
  afterAll: (n) =>
    `✅ Your earlier order did reach the restaurant after all: no. ${n}, total €15.90.`,
  twoOrders: 'the restaurant may have two orders',
  onlyOne: 'Your later confirmation was not sent, so there is only this one order.',
  accepted: (n) => `✅ Order no. ${n} was accepted by the restaurant.`,
  orderNo: (n) => `No. ${n}`,
};

/** The language each chat speaks (its Telegram language code). */
const languageOf = new Map<number, Texts>();
const textsOf = (chat: number): Texts => languageOf.get(chat) ?? BG;

async function say(chat: number, text: string): Promise<void> {
  await app.bot.handleUpdate(telegram.textUpdate(chat, text, textsOf(chat).code));
  await app.runner.drain(10_000);
}

/** Taps a button of the live message; `wait` false leaves a submission running on the clock. */
async function press(chat: number, label: string, wait = true): Promise<void> {
  const live = telegram.liveMessage(chat);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button) {
    const labels = live?.buttons.flat().map((b) => b.text);
    throw new Error(`no button "${label}" in: ${labels?.join(' | ')}`);
  }
  await app.bot.handleUpdate(
    telegram.tapUpdate(chat, live.messageId, button.data, textsOf(chat).code),
  );
  if (wait) await app.runner.drain(10_000);
}

const hasConfirm = (chat: number) =>
  telegram
    .liveMessage(chat)
    ?.buttons.flat()
    .some((b) => b.text.includes(textsOf(chat).confirm)) ?? false;

/** One family Margherita for pickup, up to the review screen with its price. */
async function upToReview(chat: number, name: string): Promise<void> {
  const texts = textsOf(chat);
  await say(chat, '/start');
  for (const label of texts.toReview) await press(chat, label);
  await say(chat, name);
  await say(chat, '0888123456');
  await press(chat, texts.skip);
  await press(chat, texts.skip);
  expect(screenOf(chat)).toContain(texts.total);
}

/**
 * The first /orders attempt is held in processing at the restaurant: it times out, every resend
 * gets 409 busy, and after the doubt window the id is given up for a fresh quote. The customer
 * confirms the fresh quote; that confirmation waits while the old id is watched.
 */
async function givenUpThenConfirmedAgain(
  chat: number,
  name: string,
): Promise<{ release(): void; firstId: string; secondId: string; confirmedAt: number }> {
  await upToReview(chat, name);
  holdNextOrder = true;
  const sentBefore = sentIds.length;
  const requestsBefore = sandbox.requests.length;
  const confirmedAt = clock.now();
  let retiredAt: number | undefined;
  const onSettled = ({ outcome }: { outcome: { kind: string } }) => {
    if (outcome.kind === 'requote') retiredAt ??= clock.now();
  };
  app.outbox.events.on('settled', onSettled);
  await confirm(chat);
  // Time moves only while the outbox waits on it; the bot's screens are awaited on a still clock.
  await driveUntil(() => retiredAt !== undefined, 'the id given up for a fresh quote');
  app.outbox.events.off('settled', onSettled);
  await until(() => hasConfirm(chat), 'the fresh quote');
  const hold = held;
  held = undefined;
  const firstId = sentIds[sentBefore];
  if (!hold || firstId === undefined) throw new Error('the first attempt was never held');
  // Given up only after the doubt window, resent meanwhile with the same id and refused as busy.
  expect((retiredAt ?? 0) - confirmedAt).toBeGreaterThanOrEqual(DOUBT_MS);
  expect(new Set(sentIds.slice(sentBefore))).toEqual(new Set([firstId]));
  expect(
    sandbox.requests
      .slice(requestsBefore)
      .filter((r) => r.endpoint === 'orders')
      .map((r) => r.status),
  ).toContain(409);
  expect(ordersOf(name)).toHaveLength(0);
  expect(screenOf(chat)).toContain(textsOf(chat).total);
  await confirm(chat);
  // Seen once to time out in a loaded CI run (not reproduced since): a failure says what the
  // customer saw instead and what the application logged last.
  await until(
    () => screenOf(chat).includes(textsOf(chat).waiting),
    'the waiting confirmation',
  ).catch((error: unknown) => {
    throw new Error(
      `${String(error)}\nscreen: ${screenOf(chat)}\n${logs.lines.slice(-25).join('\n')}`,
    );
  });
  await app.runner.drain(10_000);
  const heldOrder = (await contextOf(app, chat)).heldOrder;
  const secondId = heldOrder?.externalOrderId;
  if (secondId === undefined || secondId === firstId) throw new Error('no second confirmation');
  // The later confirmation is not sent while the old id's fate is open.
  expect(sentIds).not.toContain(secondId);
  return { release: hold.release, firstId, secondId, confirmedAt };
}

it.each([
  { texts: BG, chat: 8101, name: 'Елена Закъсняла' },
  { texts: EN, chat: 8201, name: 'Elena Late' },
])(
  'tells the customer ($texts.code) and the staff chat plainly when an order given up for a fresh quote turns up after all',
  async ({ texts, chat, name }) => {
    languageOf.set(chat, texts);
    const hold = await givenUpThenConfirmedAgain(chat, name);
    expect((await contextOf(app, chat)).cart.lines).toEqual([]);

    // The first attempt lands after all; the outbox's watch finds it.
    let foundAt: number | undefined;
    const onAccepted = ({ entry }: { entry: { externalOrderId: string } }) => {
      if (entry.externalOrderId === hold.firstId) foundAt ??= clock.now();
    };
    app.outbox.events.on('accepted', onAccepted);
    hold.release();
    await driveUntil(() => foundAt !== undefined, 'the late order found');
    app.outbox.events.off('accepted', onAccepted);
    // Found while the old id was still watched, not by the end of the watch.
    expect((foundAt ?? 0) - hold.confirmedAt).toBeLessThan(DOUBT_MS + WATCH_MS);
    await driveUntil(
      () =>
        everythingSaid(chat).includes(texts.afterAll('').slice(0, 30)) &&
        everythingSaid(STAFF_CHAT).includes('стигна до ресторанта, след като'),
      'the customer and the staff chat told of the late order',
    );
    await app.runner.drain(10_000);
    const placed = ordersOf(name);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.externalOrderId).toBe(hold.firstId);
    const number = placed[0]?.orderNumber ?? '';
    // The later confirmation waited and was never sent (the outbox's laterConfirmation):
    // the customer reads exactly that, and no word of two orders.
    expect(everythingSaid(chat)).toContain(`${texts.afterAll(number)} ${texts.onlyOne}`);
    expect(everythingSaid(chat)).not.toContain(texts.twoOrders);
    expect(everythingSaid(STAFF_CHAT)).toContain(`⚠ Поръчка № ${number} (`);
    expect(everythingSaid(STAFF_CHAT)).toContain('проверете дали не е поръчал същото отново');
    // The held confirmation ends (the outbox says so right after it announced the old order)
    // without its dishes returning to the cart.
    await expect
      .poll(async () => (await contextOf(app, chat)).heldOrder, { timeout: 10_000 })
      .toBeNull();
    const context = await contextOf(app, chat);
    expect(context.cart.lines).toEqual([]);
    expect(context.orders.map((o) => o.orderNumber)).toEqual([number]);
    await say(chat, '/orders');
    expect(screenOf(chat).split(texts.orderNo(number))).toHaveLength(2);
    expect(screenOf(chat)).not.toContain(texts.waiting);
    // Nothing more is sent later: the superseded confirmation never reaches the restaurant.
    const later = clock.now() + 15 * 60_000;
    await driveUntil(() => clock.now() >= later, 'a quarter of an hour later');
    await app.runner.drain(10_000);
    expect(ordersOf(name)).toHaveLength(1);
    expect(sentIds).not.toContain(hold.secondId);
  },
);

it.each([
  { texts: BG, chat: 8102, name: 'Петър Изчакващ' },
  { texts: EN, chat: 8202, name: 'Peter Waiting' },
])(
  'sends the waiting confirmation ($texts.code) once the watch ends without the old order: one order, its number',
  async ({ texts, chat, name }) => {
    languageOf.set(chat, texts);
    const hold = await givenUpThenConfirmedAgain(chat, name);
    try {
      await driveUntil(() => sentIds.includes(hold.secondId), 'the waiting confirmation sent');
      // Sent only once the watch of the given-up id (after the doubt window) had ended.
      expect(clock.now() - hold.confirmedAt).toBeGreaterThanOrEqual(DOUBT_MS + WATCH_MS);
      await driveUntil(
        () => everythingSaid(chat).includes(texts.accepted(ordersOf(name)[0]?.orderNumber ?? '-')),
        'the customer told the number',
      );
      await app.runner.drain(10_000);
      const placed = ordersOf(name);
      expect(placed).toHaveLength(1);
      expect(placed[0]?.externalOrderId).toBe(hold.secondId);
      const number = placed[0]?.orderNumber ?? '';
      expect(everythingSaid(chat)).toContain(texts.accepted(number));
      expect(everythingSaid(chat)).not.toContain(texts.afterAll('').slice(0, 30));
      await driveUntil(
        () => everythingSaid(STAFF_CHAT).includes(`🆕 Поръчка № ${number}`),
        'the staff summary',
      );
      const context = await contextOf(app, chat);
      expect(context.heldOrder).toBeNull();
      expect(context.orders.map((o) => o.orderNumber)).toEqual([number]);
      await say(chat, '/orders');
      expect(screenOf(chat).split(texts.orderNo(number))).toHaveLength(2);
    } finally {
      // The first attempt never landed in the watch; it is released only now, after the checks.
      hold.release();
    }
  },
);
