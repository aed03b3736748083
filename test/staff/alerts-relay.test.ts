import { writeFileSync } from 'node:fs';
import type { Update } from 'grammy/types';
import { afterAll, expect, it } from 'vitest';
import type { LocalMessage } from '../../src/demo/local-chat.ts';
import { orderMargherita, STAFF_CHAT, until, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { ChatTranscript, pass, settle, staffUpdate } from './staff-console-support.ts';
import { customerTaps, staffTaps, type WordWorld } from './word-support.ts';

const logs = useAppWorld();

const MINUTE = 60_000;
let transcript: ChatTranscript | undefined;
/** The chats the transcript records, by name. */
const chats = new Map([[STAFF_CHAT, 'Кухня']]);

/** A staff member writes in the staff chat (recorded for the transcript). */
async function staffWrites(text: string, replyTo?: number): Promise<void> {
  const update = staffUpdate(telegram, text, replyTo);
  transcript?.person(STAFF_CHAT, `👩‍🍳 Мария #${update.message?.message_id}`, text, replyTo);
  await app.bot.handleUpdate(update as Update);
  await settle(app);
}

/** The customer of chat 701 writes. */
async function customerWrites(text: string, replyTo?: number): Promise<void> {
  const update = telegram.textUpdate(701, text, 'bg', replyTo);
  transcript?.person(701, `🙂 Клиент #${update.message?.message_id}`, text, replyTo);
  await app.bot.handleUpdate(update);
  await app.runner.drain(10_000);
}

afterAll(() => {
  // `UPDATE_TRANSCRIPTS=1 npx vitest run test/staff/alerts-relay.test.ts` rewrites the example.
  if (process.env.UPDATE_TRANSCRIPTS === '1' && transcript)
    writeFileSync('docs/transcripts/staff-chat.txt', transcript.text());
});
const staff = () => telegram.messages(STAFF_CHAT);
const summaryOf = (number: string) =>
  staff().find((m) => m.text.startsWith(`🆕 Поръчка № ${number}`));
const alertsOf = (number: string): LocalMessage[] =>
  staff().filter((m) => m.text.startsWith('🔔') && m.text.includes(`№ ${number}`));
const said = (chatId: number, part: string) =>
  telegram.messages(chatId).filter((m) => m.text.includes(part));

/** Places a pickup Margherita from `chatId` and waits for its staff summary; its number. */
async function placeOrder(chatId: number): Promise<string> {
  await orderMargherita(app, telegram, chatId);
  const number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
  await untilTicking(clock, () => summaryOf(number) !== undefined, `the summary of ${number}`);
  return number;
}

let stuck = '';

it('rings once when an order sits in accepted, reminds once, and stays quiet after', async () => {
  transcript = new ChatTranscript(telegram, clock, chats);
  stuck = await placeOrder(701);
  chats.set(701, 'Клиент'); // from here on: the customer's screens before are their own affair
  sandbox.setStatus(stuck, 'accepted'); // the kitchen never starts it
  const summary = summaryOf(stuck);
  await pass(app, clock, 9 * MINUTE);
  expect(alertsOf(stuck)).toHaveLength(0);

  await pass(app, clock, 2 * MINUTE);
  await untilTicking(clock, () => alertsOf(stuck).length === 1, 'the accept alert');
  const [alert] = alertsOf(stuck);
  expect(alert?.text).toMatch(
    new RegExp(`^🔔 Поръчка № ${stuck} е приета преди 1[01] мин и още не се приготвя\\.$`),
  );
  expect(alert?.replyTo).toBe(summary?.messageId);

  await pass(app, clock, 5 * MINUTE);
  expect(alertsOf(stuck)).toHaveLength(1);
  await pass(app, clock, 6 * MINUTE);
  await untilTicking(clock, () => alertsOf(stuck).length === 2, 'the reminder');
  expect(alertsOf(stuck)[1]?.text).toBe(`🔔 Напомняне: поръчка № ${stuck} все още е „Приета“.`);
  expect(alertsOf(stuck)[1]?.replyTo).toBe(summary?.messageId);
  await pass(app, clock, 20 * MINUTE);
  expect(alertsOf(stuck)).toHaveLength(2);
}, 90_000);

it("passes a staff reply to the customer framed as the restaurant's, and the answer back", async () => {
  const [alert] = alertsOf(stuck);
  await staffWrites('Нямаме босилек, може ли с рукола?', alert?.messageId);
  await until(() => said(701, 'Нямаме босилек').length === 1, 'the customer to get it');
  const framed = said(701, 'Нямаме босилек')[0];
  expect(framed?.text).toBe(
    `💬 Съобщение от ресторанта за поръчка № ${stuck}:\nНямаме босилек, може ли с рукола?\n(Можете да отговорите тук.)`,
  );
  // Never the staff member's identity.
  const customerSaw = telegram
    .messages(701)
    .map((m) => m.text)
    .join('\n');
  expect(customerSaw).not.toMatch(/Мария|maria/);
  await untilTicking(clock, () => staff().some((m) => m.text.startsWith('✓ Доставено')), 'the ✓');
  const tick = staff().find((m) => m.text.startsWith('✓ Доставено'));
  expect(tick?.text).toBe(`✓ Доставено до клиента на поръчка № ${stuck}.`);
  expect(tick?.replyTo).toBeDefined();

  // The customer answers with a plain text while the restaurant's message is the last one.
  await customerWrites('Да, става');
  await untilTicking(clock, () => said(STAFF_CHAT, 'Да, става').length === 1, 'the answer');
  const answer = said(STAFF_CHAT, 'Да, става')[0];
  expect(answer?.text).toBe(`💬 Клиентът на поръчка № ${stuck} отговаря:\nДа, става`);
  expect(answer?.replyTo).toBe(summaryOf(stuck)?.messageId);
  await untilTicking(clock, () => said(701, 'Предадохме').length === 1, 'the customer ack');

  // A reply to the restaurant's message counts too, even after the conversation moved on.
  await customerWrites('/orders');
  await customerWrites('И без лук, моля', framed?.messageId);
  await untilTicking(clock, () => said(STAFF_CHAT, 'И без лук').length === 1, 'the reply');

  // Anything else the customer types stays in their conversation.
  await customerWrites('маргарита');
  await pass(app, clock, 30_000);
  expect(said(STAFF_CHAT, 'маргарита')).toHaveLength(0);
  expect(staff().filter((m) => m.text.startsWith('💬 Клиентът'))).toHaveLength(2);

  // Neither the phone nor what was said reaches the log.
  const log = logs.lines.join('\n');
  for (const secret of ['0888123456', '+359888123456', 'босилек', 'Да, става', 'без лук'])
    expect(log).not.toContain(secret);
}, 90_000);

it('rings when an order is late, tells its customer once, and reminds once', async () => {
  // The stuck order was placed ~38 minutes ago.
  await pass(app, clock, 20 * MINUTE);
  await untilTicking(
    clock,
    () => alertsOf(stuck).some((m) => m.text.includes('подадена преди')),
    'the late alert',
  );
  expect(alertsOf(stuck).filter((m) => m.text.includes('подадена преди'))).toHaveLength(1);
  await untilTicking(clock, () => said(701, 'закъснява').length === 1, 'the customer told');
  expect(said(701, 'закъснява')[0]?.text).toBe(
    `⏳ Поръчка № ${stuck}: ресторантът я има и работи по нея, но закъснява. Извиняваме се за чакането.`,
  );
  await pass(app, clock, 61 * MINUTE);
  await untilTicking(clock, () => alertsOf(stuck).length === 4, 'the late reminder');
  await pass(app, clock, 30 * MINUTE);
  expect(alertsOf(stuck)).toHaveLength(4);
  expect(said(701, 'закъснява')).toHaveLength(1);
  sandbox.setStatus(stuck, 'delivered');
}, 90_000);

it('rings a new message at once for payment_review and cancelled', async () => {
  const review = await placeOrder(702);
  const cancelled = await placeOrder(703);
  sandbox.setStatus(review, 'payment_review');
  sandbox.setStatus(cancelled, 'cancelled');
  await pass(app, clock, MINUTE);
  await untilTicking(
    clock,
    () => alertsOf(review).length === 1 && alertsOf(cancelled).length === 1,
    'the two alerts',
  );
  expect(alertsOf(review)[0]?.text).toContain('е за проверка на плащането');
  expect(alertsOf(review)[0]?.replyTo).toBe(summaryOf(review)?.messageId);
  expect(alertsOf(cancelled)[0]?.text).toBe(`🔔 Поръчка № ${cancelled} е отказана.`);
  expect(alertsOf(cancelled)[0]?.replyTo).toBe(summaryOf(cancelled)?.messageId);
  await pass(app, clock, 5 * MINUTE);
  expect(alertsOf(cancelled)).toHaveLength(1);
  expect(alertsOf(review)).toHaveLength(1);

  // A customer who blocked the bot: the staff hear why the word did not arrive.
  telegram.blocked.add(702);
  await staffWrites('Обадете ни се, моля', summaryOf(review)?.messageId);
  await untilTicking(clock, () => staff().some((m) => m.text.startsWith('✗')), 'the ✗');
  expect(staff().find((m) => m.text.startsWith('✗'))?.text).toBe(
    `✗ Не е доставено: клиентът на поръчка № ${review} е блокирал бота.`,
  );

  // An order finished over an hour ago takes no more words.
  await pass(app, clock, 61 * MINUTE);
  await staffWrites('Още нещо?', summaryOf(cancelled)?.messageId);
  await untilTicking(
    clock,
    () => staff().some((m) => m.text.includes(`№ ${cancelled} е приключила`)),
    'the refusal',
  );
  expect(said(703, 'Още нещо?')).toHaveLength(0);

  await staffWrites('/today');
  await untilTicking(
    clock,
    () => staff().some((m) => m.text.startsWith('📊 Днес')),
    'the report so far',
  );
}, 90_000);

it('a word with the restaurant: the customer writes, then asks to cancel, and the staff answer', async () => {
  const world = (): WordWorld => ({ app, telegram, clock, sandbox });
  const number = await placeOrder(704);
  chats.set(704, 'Клиент 2'); // from here on (the order's screens are the customer's own affair)
  const taps = async (label: string) => {
    transcript?.person(704, '🙂 Клиент 2', `[${label}]`);
    await customerTaps(world(), 704, label);
  };
  await taps('✉️ Съобщение до ресторанта');
  const text = 'Звънецът не работи, моля обадете се.';
  const update = telegram.textUpdate(704, text, 'bg');
  transcript?.person(704, `🙂 Клиент 2 #${update.message?.message_id}`, text);
  await app.bot.handleUpdate(update);
  await app.runner.drain(10_000);
  await untilTicking(clock, () => said(STAFF_CHAT, 'Звънецът').length === 1, 'the word');
  expect(said(STAFF_CHAT, 'Звънецът')[0]?.replyTo).toBe(summaryOf(number)?.messageId);
  await untilTicking(clock, () => said(704, 'Изпратено до ресторанта').length === 1, 'the ✓');

  await taps('✖️ Молба за отказ');
  await taps('✖️ Да, помоли за отказ');
  const request = () =>
    staff().find((m) => m.text.startsWith(`🙋 Клиентът на поръчка № ${number}`));
  await untilTicking(clock, () => request() !== undefined, 'the request');
  const cancelled =
    request()
      ?.buttons.flat()
      .find((b) => b.text.includes('Отказана'))?.data ?? '';
  transcript?.person(STAFF_CHAT, '👩‍🍳 Мария', '[✅ Отказана]');
  await staffTaps(world(), request()?.messageId ?? 0, cancelled);
  await untilTicking(clock, () => said(704, 'отказана, както').length === 1, 'the customer told');
  sandbox.setStatus(number, 'cancelled');
  await untilTicking(clock, () => alertsOf(number).length === 1, 'the cancelled alert');
}, 90_000);
