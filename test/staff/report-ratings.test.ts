import { expect, it } from 'vitest';
import { createTranslator } from '../../src/locale/translate.ts';
import { newTrackedOrder } from '../../src/orders/tracked-order.ts';
import type { ConsoleKit } from '../../src/staff/kit.ts';
import { buildReport, type ReportOrder, reportCsv, reportText } from '../../src/staff/report.ts';
import { parseCsv } from './staff-console-support.ts';

/*
 * The ratings in the day report and the CSV (issue 36), on a busy day: the report stays one
 * Telegram message (the ten lowest-rated comments, each cut at 200 characters, then how many
 * more), the CSV keeps every comment whole, and a comment a spreadsheet would run as a formula
 * is kept as text.
 */
const AT = Date.parse('2026-11-23T10:00:00Z');
const kit = {
  t: createTranslator(),
  locale: 'en',
  catalogue: { current: () => null },
} as unknown as ConsoleKit;

function rated(n: number, stars: number | null, comment: string | null = null): ReportOrder {
  const order = newTrackedOrder(
    {
      externalOrderId: `tg-${n}`,
      chatId: n,
      orderNumber: String(1000 + n),
      status: 'delivered',
      fulfilment: 'pickup',
      totalMinor: 1590,
      placedAt: AT,
    },
    AT,
  );
  return { order, facts: null, rating: stars === null ? undefined : { stars, comment } };
}

it('shows the ten lowest-rated comments, cut, then how many more are in the CSV', () => {
  const orders = [
    ...Array.from({ length: 11 }, (_, i) => rated(i + 1, 5, `great ${i + 1}`)),
    rated(12, 1, `cold ${'x'.repeat(300)}\nand late`),
    rated(13, 4),
    rated(14, null),
  ];
  const report = buildReport('2026-11-23', orders, 0, {});
  expect(report.ratings.count).toBe(13);
  expect(report.ratings.average).toBeCloseTo((11 * 5 + 1 + 4) / 13);
  const lines = reportText(kit, report, false).split('\n');
  const first = lines.findIndex((line) => line.startsWith('⭐ Ratings'));
  expect(lines[first]).toBe('⭐ Ratings: average 4.6 from 13 ratings');
  expect(lines[first + 1]?.startsWith('· No. 1012 ★☆☆☆☆: cold xxx')).toBe(true);
  expect(lines[first + 1]?.length).toBeLessThan(230);
  expect(lines[first + 1]?.endsWith('…')).toBe(true);
  expect(lines.slice(first + 1, first + 11).every((line) => line.startsWith('· No.'))).toBe(true);
  expect(lines[first + 11]).toBe('· …and 2 more comments in /export');
});

it('keeps every comment whole in the CSV, a formula as text, and no rating as empty cells', () => {
  const formula = '=HYPERLINK("http://evil.example","click")';
  const rows = parseCsv(
    reportCsv([rated(1, 2, formula), rated(2, 5, 'fine, "really"'), rated(3, null)]),
  );
  expect(rows[0]?.slice(-2)).toEqual(['rating_stars', 'rating_comment']);
  expect(rows[1]?.slice(-2)).toEqual(['2', `'${formula}`]);
  expect(rows[2]?.slice(-2)).toEqual(['5', 'fine, "really"']);
  expect(rows[3]?.slice(-2)).toEqual(['', '']);
});

it('says there are no ratings yet', () => {
  const lines = reportText(kit, buildReport('2026-11-23', [rated(1, null)], 0, {}), true);
  expect(lines.split('\n')).toContain('⭐ Ratings: none yet');
});
