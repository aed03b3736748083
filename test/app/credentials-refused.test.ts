import { expect, it } from 'vitest';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import {
  contextOf,
  orderMargherita,
  pickupToReview,
  STAFF_CHAT,
  tap,
  tapConfirmNoWait,
  type,
} from '../support/app-harness.ts';
import {
  app,
  clock,
  driveFor,
  driveUntil,
  sandbox,
  telegram,
  useAppWorld,
} from '../support/app-world.ts';

// Issue 20 point 1: an hour of a paused partner (401 on every request) with three tracked orders
// and one held order. Before the fix: 300 refused /orderstatus and 60 refused catalogue calls.
// Issue 34 point 6: the application and the sandbox share one driven clock, which moves to the
// next timer only while no Partner API request is in flight (it once moved 5 s per 5 ms of real
// time, so on a loaded machine a poll could slip past the pause).

// Quotes valid for a day: the held order's quote is not what this file tests.
useAppWorld({ level: 'warn', sandbox: { quoteTtlMs: 24 * 60 * 60_000 } });

const MINUTE = 60_000;
const text = (chat: number) =>
  (telegram.liveMessage(chat)?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const said = (chat: number) =>
  telegram
    .messages(chat)
    .map((m) => m.text)
    .join('\n');

const advance = driveFor;
const advanceUntil = driveUntil;

/** orderMargherita, but the confirmation is not awaited (it backs off on the manual clock). */
async function confirmWithoutWaiting(chat: number): Promise<void> {
  await pickupToReview(app, telegram, chat);
  await tapConfirmNoWait(app, telegram, chat);
}

it('parks every background loop for an hour of 401, probes with backoff, and resumes at once', async () => {
  const demo = sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  // Three accepted orders the tracker follows.
  for (const chat of [8101, 8102, 8103]) await orderMargherita(app, telegram, chat);
  expect(app.tracker.stats().active).toBe(3);
  // One order held: ordering is off when it is confirmed.
  setOrderingEnabled(sandbox.menu, false);
  await confirmWithoutWaiting(8104);
  await advanceUntil(() => app.outbox.backlog().held === 1, 'the held order');

  // A whole cycle reads ordering still off (a cycle in flight may have begun earlier).
  await app.catalogue.syncNow();
  await app.catalogue.syncNow();
  // The menu copy says ordering is off (ordering comes back during the pause, unseen): while
  // refused, the bot says the
  // ordering service is unavailable (what is true now), not the stale "not taking orders".
  expect(app.catalogue.current()?.orderingBlocker()).toBe('ordering_closed');
  // The restaurant pauses the partner for an hour.
  demo.state = 'paused';
  setOrderingEnabled(sandbox.menu, true);
  const pausedAt = clock.now();
  const from = sandbox.requests.length;
  await advance(60 * MINUTE);
  const refused = sandbox.requests.slice(from).filter((r) => r.status === 401);
  const byPath = (path: string) => refused.filter((r) => r.path.endsWith(path)).length;
  // Before the first refusal is seen, what each loop had in flight may be refused too (a poll
  // per tracked order, one catalogue page, one resend: on a loaded machine they may straddle a
  // few 5 s steps of this clock); after it, only the probe: 30 s, 1, 2, 4, 8, then every 10 min.
  const probes = refused.filter((r) => r.path.endsWith('/availability'));
  const inFlight = refused.filter((r) => !r.path.endsWith('/availability'));
  expect(inFlight.length).toBeLessThanOrEqual(5);
  expect(byPath('/orderstatus')).toBeLessThanOrEqual(3);
  // Nothing but the probe once the first refusal was seen: every other refused request came
  // before the first probe (which waits 30 s after that refusal).
  const firstProbe = probes[0]?.at ?? Number.POSITIVE_INFINITY;
  expect(inFlight.filter((r) => r.at >= firstProbe)).toEqual([]);
  expect(probes.length).toBeGreaterThanOrEqual(8);
  expect(probes.length).toBeLessThanOrEqual(10);
  const steps = [30, 60, 120, 240, 480, 600, 600, 600, 600, 600].map((s) => s * 1_000);
  let previous = pausedAt;
  probes.forEach((probe, i) => {
    // At most one probe per backoff step (each after at least the step's delay).
    expect(probe.at - previous).toBeGreaterThanOrEqual(steps[i] ?? 600_000);
    previous = probe.at;
  });
  expect(app.partner.client.stats().credentialsRefused).toBe(true);

  // A customer who checks out meanwhile is told plainly and keeps the cart.
  const customer = 8105;
  await type(app, telegram, customer, '/start');
  for (const label of ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай']) {
    await tap(app, telegram, customer, label);
  }
  expect(text(customer)).toContain('Системата за поръчки на ресторанта в момента не работи');
  expect(text(customer)).toContain('Пица Маргарита');
  expect((await contextOf(app, customer)).cart.lines).toHaveLength(1);
  // Not a dead end: the cart's buttons are still there.
  expect(telegram.liveMessage(customer)?.buttons.flat().length).toBeGreaterThan(0);

  // Access returns: the next probe succeeds and everything resumes at once.
  demo.state = 'active';
  const back = sandbox.requests.length;
  await advanceUntil(
    () => !app.partner.client.stats().credentialsRefused && app.outbox.backlog().held === 0,
    'the recovery',
  );
  // The held order's quote expired during the hour (a quote is good for at most 30 min): it is
  // not sent; its customer is asked to confirm a fresh price, and the staff chat knows.
  await advanceUntil(
    () => said(8104).includes('докато цената ѝ беше валидна'),
    'the held order given up',
  );
  expect(sandbox.ledger.list().filter((o) => o.externalOrderId.length > 0)).toHaveLength(3);
  const after = () => sandbox.requests.slice(back);
  const count = (path: string) => after().filter((r) => r.path.endsWith(path)).length;
  // The three tracked orders are polled and the menu read again, without waiting a period each.
  await advanceUntil(() => count('/orderstatus') >= 3 && count('/catalogue') >= 1, 'the loops');
  expect(after().filter((r) => r.status === 401)).toHaveLength(0);

  // The staff chat heard the incident once and its end once (its messages are paced: the
  // given-up order's alert may still wait its turn when the customer has read theirs).
  const staffSaid = () => telegram.messages(STAFF_CHAT).map((m) => m.text);
  await advanceUntil(
    () => staffSaid().some((m) => m.includes('Клиентът е помолен да потвърди нова цена')),
    "the given-up order's staff alert",
  );
  const staff = staffSaid();
  expect(staff.filter((m) => m.includes('(401)'))).toHaveLength(1);
  expect(staff.filter((m) => m.includes('отново работи'))).toHaveLength(1);
  expect(staff.filter((m) => m.includes('Клиентът е помолен да потвърди нова цена'))).toHaveLength(
    1,
  );

  // The customer's cart can now be ordered, once the menu read after recovery (a whole cycle,
  // its /availability last) says ordering is on again.
  await advanceUntil(
    () => app.catalogue.current()?.orderingBlocker() === null,
    'the menu read again with ordering on',
  );
  await type(app, telegram, customer, '/cart');
  await tap(app, telegram, customer, 'Поръчай');
  expect(text(customer)).toContain('Доставка или вземане');
}, 180_000);
