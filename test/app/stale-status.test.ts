import { expect, it } from 'vitest';
import { statusReadAt } from '../../src/orders/status-freshness.ts';
import { orderMargherita, STAFF_CHAT } from '../support/app-harness.ts';
import { app, driveFor, driveUntil, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

// Issue 34 point 1: lateness is judged on fresh status data only. The whole application and the
// sandbox on one driven clock: it moves to the next timer only while no Partner API request and
// no store operation is under way, so an hour of refused or failing polls passes as the
// application lives it, while the sandbox's kitchen prepares and delivers the orders (2/15/35
// min). (Before the store's operations were counted, a loaded machine let the clock run an hour
// while three polls waited on their store writes: the statuses then looked stuck.)
useAppWorld({ level: 'warn', driven: true });
const MINUTE = 60_000;
const STEPS_PER_MINUTE = 12; // driveUntil moves 5 s a step

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const staffSaid = () => telegram.messages(STAFF_CHAT).map((m) => plain(m.text));
const board = () => staffSaid().find((text) => text.startsWith('📋')) ?? '';
/** The orders the chats placed (each test's own: a failing test leaves nothing to the next). */
const ordersOf = (chats: number[]) =>
  chats.flatMap((chat) => app.tracker.ordersOfChat(chat).slice(0, 1));
/** The alerts that judge lateness (accepted too long, late, their reminders) of these orders. */
const lateAlerts = (chats: number[]) => {
  const numbers = ordersOf(chats).map((order) => `№ ${order.orderNumber} `);
  return staffSaid().filter(
    (text) =>
      numbers.some((number) => text.includes(number)) &&
      (text.includes('още не се приготвя') ||
        text.includes('още не е доставена') ||
        text.includes('Напомняне')),
  );
};
const toldBehind = (chats: number[]) =>
  chats.flatMap((chat) => telegram.messages(chat)).filter((m) => m.text.includes('закъснява'));

/** "status unknown since HH:MM" of the chats' orders, in the staff chat's language (bg). */
function unknownSince(chats: number[]): string[] {
  const time = new Intl.DateTimeFormat('bg-BG', {
    timeZone: app.catalogue.current()?.timezone ?? 'Europe/Sofia',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return ordersOf(chats).map((order) => `статус неизвестен от ${time.format(statusReadAt(order))}`);
}

/** Three pickup orders accepted and tracked; the chats that placed them. */
async function threeOrders(chats: number[]): Promise<void> {
  for (const chat of chats) await orderMargherita(app, telegram, chat);
  expect(ordersOf(chats).filter((order) => order.active)).toHaveLength(3);
}

/** After the stale hour: every order's real (delivered) status read, nothing late said. */
async function freshAgain(chats: number[]): Promise<void> {
  const read = () => ordersOf(chats).every((order) => !order.active);
  const where = () =>
    ordersOf(chats)
      .map((o) => `${o.orderNumber}: ${o.status}, ${o.failures} failures, ${o.lastCheckedAt}`)
      .join('; ');
  // Generous (a poll every 45 s): on a loaded machine the first polls after the fault may wait
  // behind the other loops' requests in the shared budget.
  await driveUntil(read, 'the statuses read again', 60 * STEPS_PER_MINUTE).catch(
    (error: unknown) => {
      throw new Error(
        `${String(error)} (${where()}; tracker ${JSON.stringify(app.tracker.stats())})`,
      );
    },
  );
  expect(ordersOf(chats).map((order) => order.status)).toEqual(Array(3).fill('delivered'));
  // The console's next ticks judge again: nothing rings for orders delivered meanwhile.
  await driveFor(2 * MINUTE);
  expect(lateAlerts(chats)).toEqual([]);
  expect(toldBehind(chats)).toEqual([]);
}

it('rings no late alert and tells no customer of a delay through an hour of 401', async () => {
  const demo = sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  const chats = [9101, 9102, 9103];
  await threeOrders(chats);
  demo.state = 'paused';
  await driveUntil(
    () => staffSaid().some((text) => text.includes('(401)')),
    'the 401 alert',
    5 * STEPS_PER_MINUTE,
  );
  // The incident names the orders it leaves without a fresh status.
  const incident = staffSaid().find((text) => text.includes('(401)'));
  expect(incident).toContain('Статусът на 3 следени поръчки е неизвестен дотогава');

  // An hour and more: past the accept (10 min), reminder and late (60 min) thresholds.
  await driveFor(65 * MINUTE);
  expect(sandbox.ledger.list().every((o) => o.status === 'delivered')).toBe(true);
  expect(lateAlerts(chats)).toEqual([]);
  expect(toldBehind(chats)).toEqual([]);
  const unknown = unknownSince(chats);
  expect(unknown).toHaveLength(3);
  for (const line of unknown) expect(board()).toContain(line);
  expect(board()).not.toContain('⚠');

  demo.state = 'active';
  await freshAgain(chats);
}, 240_000);

it('judges nothing late through a long stretch of 503s on /orderstatus', async () => {
  const chats = [9201, 9202, 9203];
  await threeOrders(chats);
  sandbox.faults.inject({ kind: 'status', endpoint: 'orderstatus', times: Infinity });
  await driveFor(65 * MINUTE);
  expect(lateAlerts(chats)).toEqual([]);
  expect(toldBehind(chats)).toEqual([]);
  const unknown = unknownSince(chats);
  expect(unknown).toHaveLength(3);
  for (const line of unknown) expect(board()).toContain(line);
  expect(board()).not.toContain('⚠');

  sandbox.faults.clear();
  await freshAgain(chats);
}, 240_000);
