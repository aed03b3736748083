import { expect, it } from 'vitest';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import { pickupToReview, STAFF_CHAT, tap, type, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { quietLunches } from '../support/arrival-histories.ts';

/*
 * Arrival times through the real bot (issue 36 point 1): a new restaurant says nothing; on four
 * weeks of recorded lunches a pickup is shown its range at the review, in the accepted message
 * and at its next status; the staff's /eta 60 is on the board and in the next customer's review.
 */
useAppWorld();

const CLOCK = '🕒';
const text = (chatId: number) => telegram.liveMessage(chatId)?.text ?? '';

it('says nothing about arrival times while the restaurant has no history', async () => {
  await pickupToReview(app, telegram, 601);
  expect(text(601)).toContain('Общо:');
  expect(text(601)).not.toContain(CLOCK);
  await tap(app, telegram, 601, 'Потвърждавам');
  expect(text(601)).toContain('Поръчката е приета');
  expect(text(601)).not.toContain(CLOCK);
});

it('shows the range learnt from recorded lunches at the review, on acceptance and at a status', async () => {
  // Four weeks of quiet weekday lunches, as the tracker would have stored them.
  const tracked = app.store.namespace<TrackedOrder>('tracked');
  for (const order of quietLunches(clock.now(), 4)) await tracked.set(order.externalOrderId, order);
  await app.arrivals.refresh();

  await pickupToReview(app, telegram, 602);
  expect(text(602)).toContain('🕒 По това време обикновено е готова за вземане за 20–25 мин.');
  await tap(app, telegram, 602, 'Потвърждавам');
  expect(text(602)).toContain('Поръчката е приета');
  expect(text(602)).toContain('🕒 По това време обикновено е готова за вземане за 20–25 мин.');

  // The kitchen starts on it: the status news says what is usually left from there.
  const number = sandbox.ledger.list().at(-1)?.orderNumber;
  clock.advance(150_000);
  await untilTicking(
    clock,
    () => telegram.messages(602).some((m) => m.text.includes('Приготвя се')),
    'the preparing news',
  );
  const news = telegram.messages(602).find((m) => m.text.includes('Приготвя се'));
  expect(news?.text).toBe(
    `📦 Поръчка № ${number}: Приготвя се\n🕒 Обикновено готова след още 15–20 мин.`,
  );
});

it('puts the staff /eta 60 on the board and into the next customer estimate', async () => {
  await type(app, telegram, STAFF_CHAT, '/eta 6000');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('/eta 60 (минути, 10–240)');
  await type(app, telegram, STAFF_CHAT, '/eta 60');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toBe(
    '⏱ Времето за доставка е 60 мин до полунощ или до /eta off. Клиентите виждат 45–60 мин.',
  );
  const board = () =>
    telegram.messages(STAFF_CHAT).find((m) => !m.deleted && m.text.startsWith('📋'));
  await untilTicking(
    clock,
    () => (board()?.text ?? '').includes('⏱ Време за доставка по /eta: 60 мин.'),
    'the board with /eta',
  );

  await pickupToReview(app, telegram, 603);
  expect(text(603)).toContain('🕒 Ресторантът очаква поръчката да е готова за 45–60 мин.');
  expect(text(603)).not.toContain('обикновено');

  await type(app, telegram, STAFF_CHAT, '/eta');
  const shown = telegram.lastMessage(STAFF_CHAT)?.text ?? '';
  expect(shown).toMatch(/^⏱ \/eta: 60 мин \(зададено в \d\d:\d\d, до полунощ\)\./);
  expect(shown).toMatch(/вземане 20–25 мин \(\d+ поръчки\)/);

  await type(app, telegram, STAFF_CHAT, '/eta off');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('/eta е изчистено');
  await untilTicking(
    clock,
    () => !(board()?.text ?? '').includes('/eta'),
    'the board without /eta',
  );
  await tap(app, telegram, 603, 'Промени');
  await pickupToReview(app, telegram, 603);
  expect(text(603)).toContain('🕒 По това време обикновено е готова за вземане за 20–25 мин.');
});
