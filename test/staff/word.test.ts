import { expect, it } from 'vitest';
import { STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { pass } from './staff-console-support.ts';
import {
  customerSends,
  customerSendsPhoto,
  customerSendsSticker,
  customerTaps,
  placeOrder,
  said,
  sendCallOf,
  staffReplies,
  summaryOf,
  tapAnswer,
  type WordWorld,
  withButton,
} from './word-support.ts';

/*
 * A word with the restaurant (issue 36), through the real bot on the local Telegram: the
 * customer's "✉️ Message the restaurant" (a text, a photo) reaching the staff chat as a reply to
 * the order's summary that rings, and the staff's replies coming back. Cancellation requests,
 * the flood limit, a restart and a second instance are in word-cancel.test.ts and
 * word-limits.test.ts.
 */
const logs = useAppWorld();
const world = (): WordWorld => ({ app, telegram, clock, sandbox });
const MINUTE = 60_000;
const CUSTOMER = 801;

let number = '';

it('offers a word on the accepted order and passes the next text on as a reply to the summary that rings', async () => {
  number = await placeOrder(world(), CUSTOMER);
  // The order's confirmation offers both, the order being not yet sent.
  const placed = withButton(telegram, CUSTOMER, 'Съобщение до ресторанта').message;
  expect(placed.text).toContain(`Номер: ${number}`);
  expect(placed.buttons.flat().map((b) => b.text)).toContain('✖️ Молба за отказ');

  const tap = await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  expect(tapAnswer(telegram, tap)).toBeNull();
  expect(said(telegram, CUSTOMER, 'Напишете съобщението си')).toHaveLength(1);

  await customerSends(world(), CUSTOMER, 'Без лук, моля');
  await untilTicking(clock, () => said(telegram, STAFF_CHAT, 'Без лук').length === 1, 'the word');
  const word = said(telegram, STAFF_CHAT, 'Без лук')[0];
  expect(word?.text).toBe(`✉️ Клиентът на поръчка № ${number} пише:\nБез лук, моля`);
  expect(word?.replyTo).toBe(summaryOf(telegram, number)?.messageId);
  // A new message that rings (no disable_notification), unlike the board's edits.
  expect(sendCallOf(telegram, 'Без лук')?.payload.disable_notification).toBeUndefined();
  await untilTicking(clock, () => said(telegram, CUSTOMER, 'Изпратено').length === 1, 'the ✓');

  // The wait ended with that message: the next text is the conversation's (a menu search).
  await customerSends(world(), CUSTOMER, 'маргарита');
  await pass(app, clock, 30_000);
  expect(said(telegram, STAFF_CHAT, 'маргарита')).toHaveLength(0);

  // A staff reply to the customer's word reaches the customer in the restaurant's frame.
  await staffReplies(world(), 'Добре, без лук.', word?.messageId ?? 0);
  await untilTicking(clock, () => said(telegram, CUSTOMER, 'Добре, без лук').length === 1, 'reply');
  expect(said(telegram, CUSTOMER, 'Добре, без лук')[0]?.text).toMatch(
    new RegExp(`^💬 Съобщение от ресторанта за поръчка № ${number}:\\nДобре, без лук\\.`),
  );
}, 90_000);

it('passes a photo with its caption on, and refuses a sticker without ending the wait', async () => {
  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  await customerSendsSticker(world(), CUSTOMER);
  expect(said(telegram, CUSTOMER, 'само текст или снимка')).toHaveLength(1);
  await pass(app, clock, 10_000);
  expect(telegram.messages(STAFF_CHAT).filter((m) => m.photo !== undefined)).toHaveLength(0);

  await customerSendsPhoto(world(), CUSTOMER, 'Това е входът');
  await untilTicking(
    clock,
    () => telegram.messages(STAFF_CHAT).some((m) => m.photo !== undefined),
    'the photo',
  );
  const photo = telegram.messages(STAFF_CHAT).find((m) => m.photo !== undefined);
  // The largest size, the caption under the staff line, as a reply to the summary.
  expect(photo?.photo).toBe('photo-big');
  expect(photo?.text).toBe(`📷 Клиентът на поръчка № ${number} изпраща снимка.\nТова е входът`);
  expect(photo?.replyTo).toBe(summaryOf(telegram, number)?.messageId);
  expect(sendCallOf(telegram, 'изпраща снимка')?.payload.disable_notification).toBeUndefined();

  // Neither the texts nor the caption reach the log.
  const log = logs.lines.join('\n');
  for (const secret of ['Без лук', 'Това е входът']) expect(log).not.toContain(secret);
}, 90_000);

it('ends the wait after ten minutes, on "Never mind", and on a command', async () => {
  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  await pass(app, clock, 11 * MINUTE, 60_000);
  await customerSends(world(), CUSTOMER, 'късно');
  await pass(app, clock, 10_000);
  expect(said(telegram, STAFF_CHAT, 'късно')).toHaveLength(0);

  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  const never = await customerTaps(world(), CUSTOMER, 'Няма значение');
  expect(tapAnswer(telegram, never)).toBeNull();
  expect(said(telegram, CUSTOMER, 'нищо не е изпратено')).toHaveLength(1);
  await customerSends(world(), CUSTOMER, 'размислих');
  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  await customerSends(world(), CUSTOMER, '/orders');
  await customerSends(world(), CUSTOMER, 'пица');
  await pass(app, clock, 10_000);
  expect(said(telegram, STAFF_CHAT, 'размислих')).toHaveLength(0);
  expect(said(telegram, STAFF_CHAT, 'пица')).toHaveLength(0);
}, 90_000);

it('refuses forged data and another chat’s order with a clear answer, doing nothing', async () => {
  const { data } = withButton(telegram, CUSTOMER, 'Съобщение до ресторанта');
  const staffBefore = telegram.messages(STAFF_CHAT).length;
  // Another customer taps a copy of this customer's button (the data names this order).
  await placeOrder(world(), 802);
  const stolen = await customerTaps(world(), 802, 'Съобщение до ресторанта', data);
  expect(tapAnswer(telegram, stolen)).toBe('Този бутон вече не е валиден.');
  for (const forged of ['~w|q|tg-x', '~w|m|', `~w|m|${'x'.repeat(60)}`, '~w|c|tg-nope']) {
    const tap = await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта', forged);
    expect(tapAnswer(telegram, tap), forged).toBe('Този бутон вече не е валиден.');
  }
  await pass(app, clock, 10_000);
  expect(telegram.messages(STAFF_CHAT).length).toBe(staffBefore + 1); // 802's summary only
  expect(said(telegram, 802, 'Напишете съобщението си')).toHaveLength(0);
}, 90_000);

it('offers only the message once the order is sent, and nothing once it is delivered', async () => {
  sandbox.setStatus(number, 'sent');
  await untilTicking(clock, () => said(telegram, CUSTOMER, 'Готова за вземане').length > 0, 'sent');
  const sent = said(telegram, CUSTOMER, 'Готова за вземане').at(-1);
  expect(sent?.buttons.flat().map((b) => b.text)).toEqual(['✉️ Съобщение до ресторанта']);
  // An older message's "Ask to cancel" is refused by the status now.
  await customerTaps(world(), CUSTOMER, 'Молба за отказ');
  expect(said(telegram, CUSTOMER, 'вече е на път или готова').length).toBeGreaterThan(0);
  sandbox.setStatus(number, 'delivered');
  await untilTicking(clock, () => said(telegram, CUSTOMER, 'Получена').length > 0, 'delivered');
  expect(said(telegram, CUSTOMER, 'Получена').at(-1)?.buttons).toEqual([]);
}, 90_000);

it('passes on one of two messages sent at once after one tap; the other is an ordinary message', async () => {
  const chat = CUSTOMER + 7;
  await placeOrder(world(), chat);
  await customerTaps(world(), chat, 'Съобщение до ресторанта');
  // Both messages read the wait at once; only the one whose compare-and-set lands takes it.
  await Promise.all(
    ['Първо съобщение', 'Второ съобщение'].map((text) =>
      app.bot.handleUpdate(telegram.textUpdate(chat, text)),
    ),
  );
  await app.runner.drain(10_000);
  await untilTicking(clock, () => said(telegram, STAFF_CHAT, 'съобщение').length >= 1, 'a word');
  await pass(app, clock, 30_000);
  expect(said(telegram, STAFF_CHAT, 'съобщение')).toHaveLength(1);
}, 90_000);
