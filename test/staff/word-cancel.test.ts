import { afterAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import { STAFF_CHAT, startTestApplication, untilTicking } from '../support/app-harness.ts';
import { app, clock, config, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { pass } from './staff-console-support.ts';
import {
  customerSends,
  customerTaps,
  placeOrder,
  said,
  staffReplies,
  staffTaps,
  summaryOf,
  tapAnswer,
  type WordWorld,
} from './word-support.ts';

/*
 * "Ask to cancel" (issue 36) through the real bot: the customer confirms, the staff chat gets a
 * ringing reply to the summary with "Cancelled" / "Cannot cancel", the staff's answer is
 * recorded once (a second tap, on this instance or another on the same store, is refused with
 * what was answered) and reaches the customer in the restaurant's frame.
 */
const logs = useAppWorld();
const world = (): WordWorld => ({ app, telegram, clock, sandbox });
let second: Application | undefined;
let ukrainian: Application | undefined;
afterAll(async () => {
  await second?.stop();
  await ukrainian?.stop();
});

const REQUEST = '🙋 Клиентът на поръчка №';
const requestOf = (number: string) =>
  telegram.messages(STAFF_CHAT).find((m) => m.text.startsWith(`${REQUEST} ${number} `));
const button = (number: string, label: string) =>
  requestOf(number)
    ?.buttons.flat()
    .find((b) => b.text.includes(label))?.data ?? '';

/** The customer asks to cancel and confirms; the request reaches the staff chat. */
async function askToCancel(chatId: number, number: string): Promise<void> {
  await customerTaps(world(), chatId, 'Молба за отказ');
  expect(
    said(telegram, chatId, `Да помолим ли ресторанта да откаже поръчка № ${number}?`),
  ).toHaveLength(1);
  await customerTaps(world(), chatId, 'Да, помоли за отказ');
  await untilTicking(clock, () => requestOf(number) !== undefined, 'the request');
  expect(said(telegram, chatId, `Помолихме ресторанта да откаже поръчка № ${number}`)).toHaveLength(
    1,
  );
}

it('asks, and the staff answer "Cancelled": recorded once, the customer told in the frame', async () => {
  const number = await placeOrder(world(), 901);
  await askToCancel(901, number);
  const request = requestOf(number);
  expect(request?.replyTo).toBe(summaryOf(telegram, number)?.messageId);
  expect(request?.buttons.flat().map((b) => b.text)).toEqual([
    '✅ Отказана',
    '🛵 Не може, вече е на път',
  ]);
  const call = telegram.calls.find(
    (c) => c.method === 'sendMessage' && String(c.payload.text).startsWith(REQUEST),
  );
  expect(call?.payload.disable_notification).toBeUndefined();
  // The confirmation's buttons went once it was answered.
  expect(said(telegram, 901, 'Да помолим ли')[0]?.buttons.flat()).toEqual([]);

  const cancelled = button(number, 'Отказана');
  const refused = button(number, 'Не може');
  const first = await staffTaps(world(), request?.messageId ?? 0, cancelled);
  expect(tapAnswer(telegram, first)).toBe('Записано: клиентът е уведомен.');
  await untilTicking(clock, () => said(telegram, 901, 'отказана, както').length === 1, 'told');
  expect(said(telegram, 901, 'отказана, както')[0]?.text).toBe(
    `💬 Съобщение от ресторанта за поръчка № ${number}:\nПоръчката ви е отказана, както помолихте.\n(Можете да отговорите тук.)`,
  );
  // The request shows the answer and who gave it, its buttons gone.
  expect(requestOf(number)?.text).toContain('→ ✅ Отказана (Мария)');
  expect(requestOf(number)?.buttons.flat()).toEqual([]);

  // A second tap (a stale client still shows the buttons) is refused, visibly.
  const again = await staffTaps(world(), request?.messageId ?? 0, cancelled);
  expect(tapAnswer(telegram, again)).toBe('Вече има отговор: ✅ Отказана.');
  const other = await staffTaps(world(), request?.messageId ?? 0, refused);
  expect(tapAnswer(telegram, other)).toBe('Вече има отговор: ✅ Отказана.');
  await pass(app, clock, 30_000);
  expect(said(telegram, 901, 'Съобщение от ресторанта')).toHaveLength(1);

  // Asking again says what was answered; no second request reaches the staff.
  await customerTaps(world(), 901, 'Молба за отказ');
  expect(
    said(telegram, 901, `Ресторантът вече отговори: поръчка № ${number} е отказана.`),
  ).toHaveLength(1);
  await pass(app, clock, 10_000);
  expect(telegram.messages(STAFF_CHAT).filter((m) => m.text.startsWith(REQUEST))).toHaveLength(1);

  // The customer's answer to the frame, and a staff reply to the request, go as today.
  await staffReplies(world(), 'Съжаляваме!', request?.messageId ?? 0);
  await untilTicking(clock, () => said(telegram, 901, 'Съжаляваме!').length === 1, 'the reply');
}, 90_000);

it('asks, and the staff answer "Cannot cancel, it is on its way"', async () => {
  const number = await placeOrder(world(), 902);
  await askToCancel(902, number);
  // Asked twice before an answer: the customer hears it is pending, the staff get one request.
  await customerTaps(world(), 902, 'Молба за отказ');
  expect(said(telegram, 902, 'Вече помолихте за отказ')).toHaveLength(1);

  const request = requestOf(number);
  // Forged data, or a customer's button, in the staff chat: refused, nothing recorded.
  const id = button(number, 'Не може').split('|')[2] ?? '';
  for (const forged of ['~w|c|tg-nope', `~w|m|${id}`, '~w|z|x', '~w|c']) {
    const tap = await staffTaps(world(), request?.messageId ?? 0, forged);
    expect(tapAnswer(telegram, tap), forged).toBe('Този бутон вече не е валиден.');
  }
  const tap = await staffTaps(world(), request?.messageId ?? 0, button(number, 'Не може'));
  expect(tapAnswer(telegram, tap)).toBe('Записано: клиентът е уведомен.');
  await untilTicking(clock, () => said(telegram, 902, 'Не можахме').length === 1, 'told');
  expect(said(telegram, 902, 'Не можахме')[0]?.text).toBe(
    `💬 Съобщение от ресторанта за поръчка № ${number}:\nНе можахме да откажем поръчката ви: тя вече е на път.\n(Можете да отговорите тук.)`,
  );
  expect(requestOf(number)?.text).toContain('→ 🛵 Не може, вече е на път (Мария)');
  await customerTaps(world(), 902, 'Молба за отказ');
  expect(said(telegram, 902, 'не можа да бъде отказана')).toHaveLength(1);
}, 90_000);

it('a second instance on the same store answers once, whichever taps first', async () => {
  const number = await placeOrder(world(), 903);
  await askToCancel(903, number);
  // Instance B: the same store and the same chats (its own bot, tracker, console).
  second = (await startTestApplication({ sandbox, clock, logs, config, telegram })).app;
  const request = requestOf(number);
  const cancelled = button(number, 'Отказана');
  const onB = { ...world(), app: second };
  const [a, b] = await Promise.all([
    staffTaps(world(), request?.messageId ?? 0, cancelled),
    staffTaps(onB, request?.messageId ?? 0, button(number, 'Не може')),
  ]);
  const answers = [tapAnswer(telegram, a), tapAnswer(telegram, b)];
  expect(answers.filter((text) => text === 'Записано: клиентът е уведомен.')).toHaveLength(1);
  expect(answers.filter((text) => text?.startsWith('Вече има отговор: '))).toHaveLength(1);
  await untilTicking(
    clock,
    () => said(telegram, 903, 'Съобщение от ресторанта').length === 1,
    'told',
  );
  await pass(app, clock, 30_000);
  expect(said(telegram, 903, 'Съобщение от ресторанта')).toHaveLength(1);
  // A tap on B after A answered: refused on B too.
  const late = await staffTaps(onB, request?.messageId ?? 0, cancelled);
  expect(tapAnswer(telegram, late)).toMatch(/^Вече има отговор: /);

  // The customer taps "Message the restaurant" on A; their message lands on B: it goes.
  await customerTaps(world(), 903, 'Съобщение до ресторанта');
  await customerSends(onB, 903, 'Пиша през другия');
  await untilTicking(clock, () => said(telegram, STAFF_CHAT, 'през другия').length === 1, 'on B');
  expect(said(telegram, STAFF_CHAT, 'през другия')[0]?.replyTo).toBe(
    summaryOf(telegram, number)?.messageId,
  );
}, 90_000);

it('tells the staff member who answered when the customer blocked the bot, in the staff chat’s language', async () => {
  const number = await placeOrder(world(), 904);
  await askToCancel(904, number);
  telegram.blocked.add(904);
  const request = requestOf(number);
  const tap = await staffTaps(world(), request?.messageId ?? 0, button(number, 'Отказана'));
  expect(tapAnswer(telegram, tap)).toBe('Записано: клиентът е уведомен.');
  const notice = () => said(telegram, STAFF_CHAT, `поръчка № ${number} е блокирал бота`);
  await untilTicking(clock, () => notice().length === 1, 'the staff told');
  expect(notice()[0]?.text).toBe(
    `✗ Мария: не е доставено: клиентът на поръчка № ${number} е блокирал бота и не знае „✅ Отказана“. Отговорът е записан; съобщете му по друг начин (телефонът е в резюмето на поръчката).`,
  );
  expect(notice()[0]?.replyTo).toBe(request?.messageId);
  // The answer stays recorded; nothing reached the customer.
  expect(requestOf(number)?.text).toContain('→ ✅ Отказана (Мария)');
  expect(said(telegram, 904, 'Съобщение от ресторанта')).toHaveLength(0);

  // A staff chat in Ukrainian (DEFAULT_LOCALE=uk on the instance that takes the tap).
  const other = await placeOrder(world(), 905);
  await askToCancel(905, other);
  telegram.blocked.add(905);
  ukrainian = (
    await startTestApplication({
      sandbox,
      clock,
      logs,
      config: { ...config, defaultLocale: 'uk' },
      telegram,
    })
  ).app;
  await staffTaps(
    { ...world(), app: ukrainian },
    requestOf(other)?.messageId ?? 0,
    button(other, 'Не може'),
  );
  const told = () => said(telegram, STAFF_CHAT, `замовлення № ${other} заблокував бота`);
  await untilTicking(clock, () => told().length === 1, 'the Ukrainian staff told');
  expect(told()[0]?.text).toMatch(
    /^✗ Мария: не доставлено: .* не знає «🛵 .*»\. Відповідь записано;/,
  );
}, 90_000);
