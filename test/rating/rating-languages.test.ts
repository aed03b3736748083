import { expect, it } from 'vitest';
import type { LocalMessage } from '../../src/demo/local-chat.ts';
import { LOCALES, type Locale, writesLatin } from '../../src/locale/locale.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { newTrackedOrder } from '../../src/orders/tracked-order.ts';
import type { ConsoleKit } from '../../src/staff/kit.ts';
import {
  buildReport,
  type DayReport,
  type ReportOrder,
  reportText,
} from '../../src/staff/report.ts';
import { staffSays } from '../staff/staff-console-support.ts';
import { STAFF_CHAT, type } from '../support/app-harness.ts';
import { app, driveUntil, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { confirmIn, reviewIn, speak } from '../support/order-in-language.ts';

/*
 * The rating in each of the six languages through the real bot (issue 36 point 3, "Done when":
 * all six). Six chats choose their language with /language and order a pickup; the sandbox's
 * kitchen hands each over 35 minutes later and the question comes 25 minutes after that. Each
 * chat reads the question, the stars, the thanks with the comment prompt and its "skip" button,
 * and the comment's thanks in its own language; the staff chat (Bulgarian, the restaurant's)
 * reads every low rating and comment in Bulgarian, and /today counts them with its plurals.
 */
useAppWorld();
const t = createTranslator();
const CYRILLIC = /[\u0400-\u04ff]/;
const GLYPHS = ['', '★☆☆☆☆', '★★☆☆☆'];

interface Rated {
  chatId: number;
  locale: Locale;
  number: string;
  stars: 1 | 2;
  comment: string;
}
const rated: Rated[] = [];

const question = (r: Rated): LocalMessage | undefined =>
  telegram
    .messages(r.chatId)
    .find((m) => m.text === t(r.locale, 'rating-ask', { number: r.number }));
const staff = () => telegram.messages(STAFF_CHAT).map((m) => m.text);

/** Taps `data` on message `messageId` of the chat; returns the tap's answer (its toast). */
async function press(chatId: number, messageId: number, data: string): Promise<unknown> {
  const before = telegram.calls.length;
  await app.bot.handleUpdate(telegram.tapUpdate(chatId, messageId, data));
  await app.runner.drain(10_000);
  const answer = telegram.calls.slice(before).find((call) => call.method === 'answerCallbackQuery');
  return answer?.payload.text;
}

it('asks each chat in its language once the order was collected', async () => {
  let chatId = 3700;
  for (const [index, locale] of LOCALES.entries()) {
    chatId += 1;
    await speak({ app, telegram }, chatId, locale);
    await reviewIn({ app, telegram }, chatId, locale, 'pickup');
    await confirmIn({ app, telegram }, chatId, locale);
    const number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
    const stars = index % 2 === 0 ? 2 : 1;
    rated.push({ chatId, locale, number, stars, comment: `${locale}: cold pizza` });
  }
  await driveUntil(() => rated.every((r) => question(r) !== undefined), 'the six questions');
  for (const r of rated) {
    // After the order was collected, never before.
    expect(app.tracker.all().find((o) => o.orderNumber === r.number)?.status).toBe('delivered');
    expect(
      question(r)
        ?.buttons.flat()
        .map((b) => b.text),
    ).toEqual(['1 ★', '2 ★', '3 ★', '4 ★', '5 ★']);
  }
}, 180_000);

it('thanks in the chat’s language, asks for a comment, thanks for it; the staff read Bulgarian', async () => {
  for (const r of rated) {
    const asked = question(r);
    if (!asked) throw new Error(`no question for ${r.locale}`);
    const stars = GLYPHS[r.stars] ?? '';
    const data = asked.buttons.flat().find((b) => b.text === `${r.stars} ★`)?.data ?? '';
    expect(await press(r.chatId, asked.messageId, data), r.locale).toBe(
      t(r.locale, 'rating-thanks-toast'),
    );
    const edited = () => telegram.messages(r.chatId).find((m) => m.messageId === asked.messageId);
    expect(edited()?.text, r.locale).toBe(
      t(r.locale, 'rating-thanks-ask-comment', { number: r.number, stars }),
    );
    // The prompt names the button as it is labelled.
    const skip = t(r.locale, 'rating-btn-skip');
    expect(
      edited()
        ?.buttons.flat()
        .map((b) => b.text),
    ).toEqual([skip]);
    expect(edited()?.text).toContain(skip);
    // A second tap, and a forged one, are answered in the chat's language too.
    expect(await press(r.chatId, asked.messageId, data)).toBe(t(r.locale, 'rating-already'));
    expect(await press(r.chatId, asked.messageId, 'rt:forged:5')).toBe(
      t(r.locale, 'rating-invalid'),
    );
    const low = t('bg', 'rating-staff-low', { number: r.number, stars });
    await driveUntil(() => staff().includes(low), `the low rating of ${r.locale}`);

    const before = telegram.messages(r.chatId).length;
    await type(app, telegram, r.chatId, r.comment);
    expect(
      telegram
        .messages(r.chatId)
        .slice(before)
        .map((m) => m.text),
      r.locale,
    ).toEqual([t(r.locale, 'rating-comment-thanks')]);
    expect(edited()?.text).toBe(t(r.locale, 'rating-thanks', { number: r.number, stars }));
    expect(edited()?.buttons).toEqual([]);
    const comment = t('bg', 'rating-staff-comment', { number: r.number, stars, text: r.comment });
    await driveUntil(() => staff().includes(comment), `the comment of ${r.locale}`);

    // A Latin-script chat reads no Cyrillic in anything the rating said.
    const said = telegram
      .messages(r.chatId)
      .filter((m) => m.messageId >= asked.messageId)
      .map((m) => m.text);
    if (writesLatin(r.locale)) for (const text of said) expect(text).not.toMatch(CYRILLIC);
  }
  // Every language's words are its own (none is another's left untranslated).
  const asks = new Set(rated.map((r) => t(r.locale, 'rating-ask', { number: '1' })));
  expect(asks.size).toBe(LOCALES.length);
}, 180_000);

it('counts the six ratings and lists their comments in the staff’s /today', async () => {
  await staffSays(app, telegram, '/today');
  await driveUntil(() => staff().some((text) => text.startsWith('📊 Днес')), '/today');
  const today =
    staff()
      .find((text) => text.startsWith('📊 Днес'))
      ?.split('\n') ?? [];
  expect(today).toContain(t('bg', 'report-ratings', { average: '1,5', count: 6 }));
  expect(today).toContain('⭐ Оценки: средно 1,5 от 6 оценки');
  for (const r of rated) {
    expect(today).toContain(
      t('bg', 'report-rating-comment', {
        number: r.number,
        stars: GLYPHS[r.stars] ?? '',
        text: r.comment,
      }),
    );
  }
}, 60_000);

/** A day of `count` rated orders, each with a comment: the report shows ten, the rest are "more". */
function dayOfRatings(count: number): DayReport {
  const at = Date.parse('2026-11-23T10:00:00Z');
  const orders = Array.from({ length: count }, (_, i): ReportOrder => {
    const input = { externalOrderId: `tg-${i}`, chatId: i, orderNumber: String(2000 + i) };
    const order = newTrackedOrder(
      { ...input, status: 'delivered', fulfilment: 'pickup', totalMinor: 1590, placedAt: at },
      at,
    );
    return { order, facts: null, rating: { stars: 4 + (i % 2), comment: `ok ${i}` } };
  });
  return buildReport('2026-11-23', orders, 0, {});
}

it('words /today’s rating count and its "more comments" with each staff language’s plurals', () => {
  // [ratings of the day, how the count reads, how the comments past the ten shown read]
  const expected: Record<Locale, [number, string, string | null][]> = {
    bg: [
      [1, 'от 1 оценка', null],
      [11, 'от 11 оценки', 'и още 1 коментар в'],
      [12, 'от 12 оценки', 'и още 2 коментара в'],
    ],
    en: [
      [1, 'from 1 rating', null],
      [11, 'from 11 ratings', 'and 1 more comment in'],
      [12, 'from 12 ratings', 'and 2 more comments in'],
    ],
    de: [
      [1, 'aus 1 Bewertung', null],
      [11, 'aus 11 Bewertungen', 'und 1 weiterer Kommentar in'],
      [12, 'aus 12 Bewertungen', 'und 2 weitere Kommentare in'],
    ],
    pl: [
      [1, 'z 1 oceny', null],
      [11, 'z 11 ocen', 'i jeszcze 1 komentarz w'],
      [12, 'z 12 ocen', 'i jeszcze 2 komentarze w'],
      [15, 'z 15 ocen', 'i jeszcze 5 komentarzy w'],
      [32, 'z 32 ocen', 'i jeszcze 22 komentarze w'],
    ],
    ro: [
      [1, 'din 1 evaluare', null],
      [11, 'din 11 evaluări', 'și încă 1 comentariu în'],
      [12, 'din 12 evaluări', 'și încă 2 comentarii în'],
      [30, 'din 30 de evaluări', 'și încă 20 de comentarii în'],
    ],
    uk: [
      [1, 'з 1 оцінки', null],
      [11, 'з 11 оцінок', 'і ще 1 коментар у'],
      [13, 'з 13 оцінок', 'і ще 3 коментарі у'],
      [15, 'з 15 оцінок', 'і ще 5 коментарів у'],
      [31, 'з 31 оцінки', 'і ще 21 коментар у'],
    ],
  };
  for (const locale of LOCALES) {
    const kit = { t, locale, catalogue: { current: () => null } } as unknown as ConsoleKit;
    for (const [count, rating, comments] of expected[locale]) {
      const lines = reportText(kit, dayOfRatings(count), true).split('\n');
      const first = lines.findIndex((line) => line.startsWith('⭐'));
      expect(lines[first], `${locale} ${count}`).toMatch(new RegExp(` ${rating}$`));
      expect(lines.slice(first + 1).filter((line) => line.startsWith('· ')).length).toBe(
        Math.min(count, 10) + (comments === null ? 0 : 1),
      );
      if (comments !== null) expect(lines[first + 11]).toMatch(new RegExp(`…${comments} /export$`));
    }
  }
});
