import type { Update } from 'grammy/types';
import { expect, it } from 'vitest';
import { formatMinor } from '../../src/catalogue/display.ts';
import { LOCALES, type Locale, writesLatin } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import type { TrackedOrder } from '../../src/orders/tracked-order.ts';
import { staffUpdate } from '../staff/staff-console-support.ts';
import { STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { quietLunches } from '../support/arrival-histories.ts';
import { confirmIn, reviewIn, speak } from '../support/order-in-language.ts';

/*
 * Arrival times in each of the six languages through the real bot (issue 36 point 1, "Done
 * when": all six). On four weeks of recorded quiet lunches (test/support/arrival-histories.ts) a
 * chat that chose its language with /language is told its range at the review, on the accepted
 * screen and in the news of its next status, in its language; a staff `/eta 60` (the staff chat
 * is Bulgarian) becomes "45–60" in a Polish and a Ukrainian chat. The figures are the history's
 * (pickup ready in 20–25 min, 15–20 once preparing; delivery 35–45, 30–40 once preparing).
 */
useAppWorld();
const t = createTranslator();
const CYRILLIC = /[\u0400-\u04ff]/;

/** Four weeks of quiet weekday lunches, as the tracker would have stored them; learnt at once. */
async function recordLunches(): Promise<void> {
  const tracked = app.store.namespace<TrackedOrder>('tracked');
  for (const order of quietLunches(clock.now(), 4)) await tracked.set(order.externalOrderId, order);
  await app.arrivals.refresh();
}

const live = (chatId: number) => telegram.liveMessage(chatId)?.text ?? '';
const world = () => ({ app, telegram });

/** The status a chat reads for "preparing": the restaurant's label in Bulgarian, else ours. */
const preparing = (locale: Locale) =>
  locale === 'bg' ? 'Приготвя се' : t(locale, 'status-preparing');

/** The lines of the chat's messages about its order: a time (🕒), a status (📦), acceptance (✅). */
const timeLines = (chatId: number) =>
  telegram
    .messages(chatId)
    .flatMap((m) => m.text.split('\n'))
    .filter((line) => line.startsWith('🕒') || line.startsWith('📦') || line.startsWith('✅'));

/**
 * One order of `way` in `locale`, from the review to its "preparing" news: checks the range at
 * each of the three places against the message ids the bot uses, then cancels the order in the
 * kitchen (a cancelled order is not learnt from, and the next order's load stays quiet).
 */
async function followOrder(
  chatId: number,
  locale: Locale,
  way: 'pickup' | 'delivery',
  expected: { whole: [MessageId, number, number]; left: [MessageId, number, number] },
): Promise<string[]> {
  const [wholeId, from, to] = expected.whole;
  const whole = t(locale, wholeId, { from, to });
  await speak(world(), chatId, locale);
  await reviewIn(world(), chatId, locale, way);
  expect(live(chatId), `${locale} ${way} review`).toContain(`\n${whole}`);

  await confirmIn(world(), chatId, locale);
  const order = sandbox.ledger.list().at(-1);
  if (!order) throw new Error('no order in the sandbox');
  const number = order.orderNumber;
  expect(live(chatId), `${locale} ${way} accepted`).toBe(
    [
      t(locale, 'order-placed', { number, total: formatMinor(order.totalMinor, locale) }),
      whole,
    ].join('\n'),
  );

  // The kitchen starts on it (2 minutes in): the news says what is usually left from there.
  const [leftId, leftFrom, leftTo] = expected.left;
  const left = t(locale, leftId, { from: leftFrom, to: leftTo });
  const news = [t(locale, 'status-changed', { number, status: preparing(locale) }), left].join(
    '\n',
  );
  await untilTicking(
    clock,
    () => telegram.messages(chatId).some((m) => m.text === news),
    `${locale} ${way}: the preparing news`,
  ).catch((error: Error) => {
    const read = telegram
      .messages(chatId)
      .slice(-2)
      .map((m) => m.text);
    throw new Error(
      `${error.message}: ${JSON.stringify(news)}; the chat read ${JSON.stringify(read)}`,
    );
  });
  if (writesLatin(locale)) for (const line of timeLines(chatId)) expect(line).not.toMatch(CYRILLIC);
  sandbox.setStatus(number, 'cancelled');
  await untilTicking(
    clock,
    () => app.tracker.all().find((o) => o.orderNumber === number)?.active === false,
    `${locale}: order ${number} cancelled`,
  );
  return [whole, left];
}

/** Every language's lines are its own: none is another's left untranslated. */
function allDistinct(lines: string[][]): void {
  for (const column of [0, 1])
    expect(new Set(lines.map((pair) => pair[column])).size).toBe(lines.length);
}

it('tells a pickup its range in each language: review, acceptance, preparing', async () => {
  await recordLunches();
  let chatId = 3610;
  const said: string[][] = [];
  for (const locale of LOCALES) {
    chatId += 1;
    said.push(
      await followOrder(chatId, locale, 'pickup', {
        whole: ['eta-pickup', 20, 25],
        left: ['eta-left-pickup', 15, 20],
      }),
    );
  }
  allDistinct(said);
}, 180_000);

it('tells a delivery its range in each language: review, acceptance, preparing', async () => {
  let chatId = 3620;
  const said: string[][] = [];
  for (const locale of LOCALES) {
    chatId += 1;
    said.push(
      await followOrder(chatId, locale, 'delivery', {
        whole: ['eta-delivery', 35, 45],
        left: ['eta-left-delivery', 30, 40],
      }),
    );
  }
  allDistinct(said);
}, 180_000);

/** A staff member types in the staff chat (Bulgarian). */
async function staffTypes(words: string): Promise<void> {
  await app.bot.handleUpdate(staffUpdate(telegram, words) as Update);
  await app.runner.drain(10_000);
}

it('turns the staff’s /eta 60 into "45–60" in a Polish and a Ukrainian chat', async () => {
  await staffTypes('/eta 60');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toBe(
    t('bg', 'staff-eta-set', { minutes: 60, from: 45, to: 60 }),
  );
  for (const [chatId, locale, way] of [
    [3631, 'pl', 'pickup'],
    [3632, 'uk', 'delivery'],
  ] as const) {
    await followOrder(chatId, locale, way, {
      whole: [way === 'pickup' ? 'eta-staff-pickup' : 'eta-staff-delivery', 45, 60],
      // Two or three minutes of the 60 gone: what is left rounds up to 60 again.
      left: ['eta-left-staff', 45, 60],
    });
    expect(live(chatId)).not.toContain(t(locale, 'eta-pickup', { from: 20, to: 25 }));
  }
  await staffTypes('/eta off');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toBe(t('bg', 'staff-eta-off'));
}, 120_000);
