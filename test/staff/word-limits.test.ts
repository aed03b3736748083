import { expect, it } from 'vitest';
import { STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, startAgain, telegram, useAppWorld } from '../support/app-world.ts';
import { pass } from './staff-console-support.ts';
import {
  customerSends,
  customerTaps,
  placeOrder,
  said,
  staffReplies,
  summaryOf,
  type WordWorld,
  withButton,
} from './word-support.ts';

/*
 * A word with the restaurant is bounded and durable (issue 36): at most 5 messages about an
 * order in 10 minutes and 20 in all reach the staff chat (the answers to the restaurant's
 * messages count too), the customer told in their language; the wait for the customer's
 * message and the counts are in the store, so a restart keeps them.
 */
useAppWorld();
const world = (): WordWorld => ({ app, telegram, clock, sandbox });
const MINUTE = 60_000;
const CUSTOMER = 951;
const words = (number: string) =>
  telegram
    .messages(STAFF_CHAT)
    .filter((m) => m.text.startsWith(`✉️ Клиентът на поръчка № ${number}`));

/** The customer taps "Message the restaurant" and writes `text`; waits for the staff chat. */
async function writeToRestaurant(number: string, text: string): Promise<void> {
  const before = words(number).length;
  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  await customerSends(world(), CUSTOMER, text);
  await untilTicking(clock, () => words(number).length === before + 1, text);
}

let number = '';
let messageData = '';

it('passes 5 messages in 10 minutes, then says the limit and when to write again', async () => {
  number = await placeOrder(world(), CUSTOMER);
  messageData = withButton(telegram, CUSTOMER, 'Съобщение до ресторанта').data;
  for (let i = 1; i <= 5; i += 1) await writeToRestaurant(number, `съобщение ${i}`);

  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  const limit = said(telegram, CUSTOMER, 'Не е изпратено').at(-1);
  expect(limit?.text).toMatch(
    new RegExp(
      `^✗ Не е изпратено: изпратихте на ресторанта 5 съобщения за поръчка № ${number} за 10 минути — повече не предаваме\\. Можете да пишете пак след (9|10) минути\\.$`,
    ),
  );
  // No wait was opened: the next text is the conversation's.
  await customerSends(world(), CUSTOMER, 'шесто');
  await pass(app, clock, 30_000);
  expect(said(telegram, STAFF_CHAT, 'шесто')).toHaveLength(0);

  // An answer to the restaurant's message counts too: refused, said so, not passed on.
  const summary = summaryOf(telegram, number)?.messageId ?? 0;
  await staffReplies(world(), 'Всичко наред ли е?', summary);
  await untilTicking(clock, () => said(telegram, CUSTOMER, 'Всичко наред').length === 1, 'frame');
  const refusals = said(telegram, CUSTOMER, 'Не е изпратено').length;
  await customerSends(world(), CUSTOMER, 'Да, благодаря');
  await untilTicking(
    clock,
    () => said(telegram, CUSTOMER, 'Не е изпратено').length === refusals + 1,
    'the answer refused',
  );
  expect(said(telegram, STAFF_CHAT, 'Да, благодаря')).toHaveLength(0);
}, 90_000);

it('lets the customer write again after the window, up to 20 in all', async () => {
  await pass(app, clock, 10 * MINUTE, 60_000);
  for (let sent = 5; sent < 20; sent += 5) {
    for (let i = 1; i <= 5; i += 1) await writeToRestaurant(number, `още ${sent + i}`);
    await pass(app, clock, 10 * MINUTE, 60_000);
  }
  expect(words(number)).toHaveLength(20);
  await customerTaps(world(), CUSTOMER, 'Съобщение до ресторанта');
  expect(said(telegram, CUSTOMER, 'Не е изпратено').at(-1)?.text).toBe(
    `✗ Не е изпратено: изпратихте на ресторанта 20 съобщения за поръчка № ${number} — повече не предаваме за една поръчка.`,
  );
}, 90_000);

it('keeps the wait and the counts across a restart', async () => {
  const other = await placeOrder(world(), 952);
  const summary = summaryOf(telegram, other)?.messageId;
  await customerTaps(world(), 952, 'Съобщение до ресторанта');
  await app.stop();
  await startAgain();

  // The new process takes the message the chat waited for.
  await customerSends(world(), 952, 'Пиша след рестарта');
  await untilTicking(clock, () => said(telegram, STAFF_CHAT, 'след рестарта').length === 1, 'word');
  expect(said(telegram, STAFF_CHAT, 'след рестарта')[0]?.replyTo).toBe(summary);

  // The first order's count survived: its button still says the limit.
  const tap = telegram.tapUpdate(CUSTOMER, 1, messageData);
  await app.bot.handleUpdate(tap);
  await app.runner.drain(10_000);
  expect(said(telegram, CUSTOMER, '20 съобщения')).toHaveLength(1);
}, 90_000);
