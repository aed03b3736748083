import type { Update } from 'grammy/types';
import { expect, it } from 'vitest';
import { orderMargherita, STAFF_CHAT, until, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { pass, staffUpdate } from './staff-console-support.ts';

/*
 * When the relay refuses a staff member's message (not a text, or about an order closed over an
 * hour ago), it answers that message at once: the answer to a person's own update never waits for
 * the staff chat's paced turn (3 s behind the last summary or alert), and neither does the update.
 * Before, the update waited for that turn: in production a 3 s stall of the staff chat's queue,
 * in a test on the manual clock a hang (the clock only moves when the test moves it).
 */
useAppWorld();

const MINUTE = 60_000;
const staff = () => telegram.messages(STAFF_CHAT);

/** A push to the staff chat goes out now, so the chat's next paced turn is 3 s of clock away. */
async function staffChatJustSpoke(): Promise<void> {
  let ran = false;
  void app.pacer.schedule(STAFF_CHAT, 'staff', async () => {
    ran = true;
  });
  await untilTicking(clock, () => ran, 'a push to the staff chat');
  // The pacer now holds the staff chat: a second push does not run while the clock stands still.
  let held = true;
  app.pacer
    .schedule(STAFF_CHAT, 'redraw', async () => {
      held = false;
    })
    .catch(() => undefined); // dropped at shutdown if still waiting
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(held).toBe(true);
}

/** Hands the update to the bot and waits (real time, bounded) for it to be handled. */
async function handledWithoutTheClock(update: Update): Promise<void> {
  const at = clock.now();
  let done = false;
  void app.bot.handleUpdate(update).then(() => {
    done = true;
  });
  await until(() => done, 'the staff update handled without the clock moving');
  expect(clock.now()).toBe(at);
}

let summaryId = 0;
let number = '';

it('answers a reply that is not a text at once, while the staff chat waits its turn', async () => {
  await orderMargherita(app, telegram, 701);
  number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
  await untilTicking(
    clock,
    () => staff().some((m) => m.text.startsWith(`🆕 Поръчка № ${number}`)),
    'the summary',
  );
  summaryId = staff().find((m) => m.text.startsWith(`🆕 Поръчка № ${number}`))?.messageId ?? 0;
  await staffChatJustSpoke();

  const base = staffUpdate(telegram, '', summaryId) as Update;
  const { text: _text, ...message } = base.message as NonNullable<Update['message']>;
  const sticker = { ...base, message: { ...message, sticker: { file_id: 'x' } } } as Update;
  await handledWithoutTheClock(sticker);
  const answer = staff().at(-1);
  expect(answer?.text).toBe('✗ До клиента се изпраща само текст.');
  expect(answer?.replyTo).toBe(sticker.message?.message_id);
}, 90_000);

it('answers a word about an order closed over an hour ago at once', async () => {
  sandbox.setStatus(number, 'delivered');
  await pass(app, clock, 62 * MINUTE);
  await staffChatJustSpoke();

  const update = staffUpdate(telegram, 'Благодарим!', summaryId) as Update;
  await handledWithoutTheClock(update);
  expect(staff().at(-1)?.text).toMatch(new RegExp(`^✗ Поръчка № ${number} е приключила`));
  expect(telegram.messages(701).some((m) => m.text.includes('Благодарим!'))).toBe(false);
}, 90_000);
