import { writeFileSync } from 'node:fs';
import type { Update } from 'grammy/types';
import { afterAll, expect, it } from 'vitest';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { ChatTranscript, staffUpdate } from '../staff/staff-console-support.ts';
import {
  pickupToReview,
  STAFF_CHAT,
  tap,
  tapConfirmNoWait,
  untilTicking,
} from '../support/app-harness.ts';
import {
  app,
  clock,
  driveFor,
  driveUntil,
  sandbox,
  startAgain,
  telegram,
  useAppWorld,
} from '../support/app-world.ts';
import { quietLunches } from '../support/arrival-histories.ts';

/*
 * Arrival times through the real bot (issue 36 point 1): a new restaurant says nothing; on four
 * weeks of recorded lunches a pickup is shown its range at the review, in the accepted message
 * and at its next status; the staff's /eta 60 is on the board and in the next customer's review.
 */
useAppWorld();

const CLOCK = '🕒';
/** The staff chat as recorded, one part per run of the bot (it restarts in between). */
const transcripts: ChatTranscript[] = [];
let transcript: ChatTranscript | undefined;
const record = () => {
  transcript = new ChatTranscript(telegram, clock, new Map([[STAFF_CHAT, 'Кухня']]));
  transcripts.push(transcript);
};

afterAll(() => {
  // `UPDATE_TRANSCRIPTS=1 npx vitest run test/app/arrival-times.test.ts` rewrites the example.
  if (process.env.UPDATE_TRANSCRIPTS === '1' && transcripts.length > 0)
    writeFileSync(
      'docs/transcripts/staff-eta.txt',
      `${transcripts.map((part) => part.lines.join('\n\n')).join('\n\n──── (ботът се рестартира) ────\n\n')}\n`,
    );
});

/** A staff member types in the staff chat (recorded for the transcript). */
async function staffTypes(words: string): Promise<void> {
  const update = staffUpdate(telegram, words);
  transcript?.person(STAFF_CHAT, `👩‍🍳 Мария #${update.message?.message_id}`, words);
  await app.bot.handleUpdate(update as Update);
  await app.runner.drain(10_000);
}
/** Four weeks of quiet weekday lunches, as the tracker would have stored them; learnt at once. */
async function recordLunches(): Promise<void> {
  const tracked = app.store.namespace<TrackedOrder>('tracked');
  for (const order of quietLunches(clock.now(), 4)) await tracked.set(order.externalOrderId, order);
  await app.arrivals.refresh();
}

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
  await recordLunches();

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
  record();
  await staffTypes('/help');
  await staffTypes('/eta 6000');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('/eta 60 (минути, 10–240)');
  await staffTypes('/eta 60');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toBe(
    '⏱ Времето за доставка е 60 мин до полунощ или до /eta off. Клиентите виждат 45–60 мин.',
  );
  // The board, brought to the bottom, shows the figure while it is set.
  await staffTypes('/board');
  const board = () =>
    telegram.messages(STAFF_CHAT).find((m) => !m.deleted && m.text.startsWith('📋'));
  await untilTicking(
    clock,
    () => (board()?.text ?? '').includes('⏱ Време за доставка по /eta: 60 мин.'),
    'the board with /eta',
  );

  // A restart (or another instance): the figure is in the store, not in the process.
  const restartAt = clock.now();
  await app.stop();
  await startAgain();
  // The restarted instance draws its board first (its old message is gone with the old emulator):
  // waited for here, so the transcript does not depend on when that draw got its paced turn.
  await untilTicking(
    clock,
    () => (board()?.text ?? '').includes('⏱ Време за доставка по /eta: 60 мин.'),
    'the restarted board',
  );
  // ...and the clock set to the same moment on every run (that draw may come at any tick).
  const settledAt = restartAt - (restartAt % 60_000) + 2 * 60_000;
  expect(clock.now()).toBeLessThan(settledAt);
  await driveFor(settledAt - clock.now());
  record();
  await pickupToReview(app, telegram, 603);
  expect(text(603)).toContain('🕒 Ресторантът очаква поръчката да е готова за 45–60 мин.');
  expect(text(603)).not.toContain('обикновено');

  await staffTypes('/eta');
  const shown = telegram.lastMessage(STAFF_CHAT)?.text ?? '';
  expect(shown).toMatch(/^⏱ \/eta: 60 мин \(зададено в \d\d:\d\d, до полунощ\)\./);
  expect(shown).toMatch(/вземане 20–25 мин \(\d+ поръчки\)/);

  await staffTypes('/eta off');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('/eta е изчистено');
  await staffTypes('/board');
  await untilTicking(
    clock,
    // Brought down: the chat's last message, drawn after the figure was cleared.
    () => {
      const last = telegram.lastMessage(STAFF_CHAT)?.text ?? '';
      return last.startsWith('📋') && !last.includes('/eta');
    },
    'the board without /eta',
  );
  telegram.onMessage = undefined;
  await tap(app, telegram, 603, 'Промени');
  await pickupToReview(app, telegram, 603);
  expect(text(603)).toContain('🕒 По това време обикновено е готова за вземане за 20–25 мин.');
});

/** A German customer's tap on a button of the live message, by label. */
async function tapDe(chatId: number, label: string): Promise<void> {
  const live = telegram.liveMessage(chatId);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button)
    throw new Error(
      `no "${label}" in: ${live?.buttons
        .flat()
        .map((b) => b.text)
        .join(' | ')}`,
    );
  await app.bot.handleUpdate(telegram.tapUpdate(chatId, live.messageId, button.data, 'de'));
  await app.runner.drain(10_000);
}

async function typeDe(chatId: number, words: string): Promise<void> {
  await app.bot.handleUpdate(telegram.textUpdate(chatId, words, 'de'));
  await app.runner.drain(10_000);
}

it('tells a German customer of a delivery in German, from the review to "on its way"', async () => {
  // The same recorded lunches (written again: this test does not lean on the ones before).
  await recordLunches();

  await typeDe(604, '/start');
  for (const label of ['Pizzen', 'Margherita', '40', 'Hinzufügen', '1 Stück in den', 'Bestellen']) {
    await tapDe(604, label);
  }
  await tapDe(604, 'Zentrum');
  await typeDe(604, 'Max Muster');
  await typeDe(604, '+359 888 123 456');
  await tapDe(604, 'Überspringen');
  await typeDe(604, 'ul. Vitosha 10');
  await tapDe(604, 'Überspringen');
  const range = '🕒 Zu dieser Uhrzeit meist in 35–45 Min. bei Ihnen.';
  expect(text(604)).toContain(range);
  await tapDe(604, 'bestätigen');
  expect(text(604)).toContain(range);

  // On its way (the sandbox's kitchen sends it at 15 minutes): what is usually left from there.
  clock.advance(15 * 60_000);
  const onItsWay = () => telegram.messages(604).find((m) => m.text.includes('Meist noch'));
  await untilTicking(clock, () => onItsWay() !== undefined, 'the news of the order on its way');
  expect(onItsWay()?.text).toMatch(/^📦 .*\n🕒 Meist noch 15–25 Min\. ab jetzt\.$/);
});

it('tells a held order, accepted once ordering is back, how long it usually takes', async () => {
  const chat = 605;
  await recordLunches();
  const said = () =>
    telegram
      .messages(chat)
      .map((message) => message.text)
      .join('\n');
  await pickupToReview(app, telegram, chat, 'Стоян Чакащ');
  // The restaurant switches ordering off while the customer reads the price: the order is held.
  setOrderingEnabled(sandbox.menu, false);
  try {
    await tapConfirmNoWait(app, telegram, chat);
    await driveUntil(() => text(chat).includes('Пазим вашата поръчка'), 'the held message');
    await app.runner.drain(10_000);
    expect(text(chat)).not.toContain(CLOCK);
  } finally {
    setOrderingEnabled(sandbox.menu, true);
  }
  await app.catalogue.syncNow();
  await driveUntil(() => said().includes('е приета от ресторанта'), 'the accepted news');
  expect(said()).toMatch(
    /✅ Поръчка № \d+ е приета от ресторанта\. Сума: [^\n]+\n🕒 По това време обикновено е готова за вземане за 20–25 мин\./,
  );
});
