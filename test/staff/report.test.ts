import { expect, it } from 'vitest';
import { formatMinor } from '../../src/catalogue/display.ts';
import type { LedgerEntry } from '../../src/sandbox/server.ts';
import { orderMargherita, STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { orderDelivery, parseCsv, pass, staffSays } from './staff-console-support.ts';

useAppWorld();

const MINUTE = 60_000;
const DAY = '2026-11-23';
const bgn = (minor: number) => formatMinor(minor, 'bg');
const staff = () => telegram.messages(STAFF_CHAT);
const reports = () => staff().filter((m) => m.text.startsWith(`📊 Отчет за ${DAY}`));

/** The orders of the evening as the restaurant has them. */
let ledger: LedgerEntry[] = [];
const byNumber = (number: string) => ledger.find((o) => o.orderNumber === number);

it("shows the day so far with /today, figures matching the restaurant's orders", async () => {
  // Monday 12:00 in Sofia: two collections, one cancelled, one delivery, one left open.
  await orderMargherita(app, telegram, 801);
  await orderMargherita(app, telegram, 802);
  await orderDelivery(app, telegram, 803);
  await orderMargherita(app, telegram, 804);
  ledger = sandbox.ledger.list();
  expect(ledger).toHaveLength(4);
  const [collected, cancelled, delivered, open] = ledger;
  sandbox.setStatus(cancelled?.orderNumber ?? '', 'cancelled');
  sandbox.setStatus(open?.orderNumber ?? '', 'accepted');
  // The restaurant's server has a bad moment: three status checks answer 500.
  sandbox.faults.inject({ kind: 'status', endpoint: 'orderstatus', status: 500, times: 3 });
  await pass(app, clock, 40 * MINUTE);
  await untilTicking(
    clock,
    () => app.tracker.all().filter((o) => o.status === 'delivered').length === 2,
    'two orders delivered',
  );

  await staffSays(app, telegram, '/today');
  await untilTicking(clock, () => staff().some((m) => m.text.startsWith('📊 Днес')), '/today');
  const today = staff().find((m) => m.text.startsWith('📊 Днес'))?.text ?? '';
  const lines = today.split('\n');
  const total = (entries: (LedgerEntry | undefined)[]) =>
    entries.reduce((sum, entry) => sum + (entry?.totalMinor ?? 0), 0);
  expect(lines[0]).toBe(
    `📊 Днес (${DAY}) досега: 4 поръчки, ${bgn(total([collected, delivered, open]))} (без отказаните)`,
  );
  expect(lines).toContain(`· приета: 1 · ${bgn(total([open]))}`);
  expect(lines).toContain(`· доставена: 2 · ${bgn(total([collected, delivered]))}`);
  expect(lines).toContain(`· отказана: 1 · ${bgn(total([cancelled]))}`);
  expect(lines).toContain(`🏪 Вземане: 3 · ${bgn(total([collected, open]))}`);
  expect(lines).toContain(`🛵 Център: 1 · ${bgn(total([delivered]))}`);
  // The sandbox's kitchen: preparing 2 min after the order, sent at 15, delivered at 35; the
  // bot learns each within one poll (45 s).
  const stage = (from: string, to: string) =>
    lines.find((line) => line.startsWith(`⏱ ${from} → ${to}:`)) ?? '';
  const [avgPrep, worstPrep] = (stage('приета', 'приготвя се').match(/\d+/g) ?? []).map(Number);
  expect(avgPrep).toBeGreaterThanOrEqual(1);
  expect(worstPrep).toBeLessThanOrEqual(3);
  const [avgAll] = (stage('приета', 'доставена').match(/\d+/g) ?? []).map(Number);
  expect(avgAll).toBeGreaterThanOrEqual(34);
  expect(avgAll).toBeLessThanOrEqual(36);
  expect(stage('приета', 'доставена')).toMatch(/\(2\)$/);
  expect(lines).toContain('🍕 Най-поръчвани: 3 × Пица Маргарита, Фамилна 40 см');
  expect(lines).toContain('Неприключени: 1');
  expect(today).toContain(`· № ${open?.orderNumber} — Приета`);
  expect(lines).toContain('Задържани (неизпратени) поръчки: 0');
  expect(lines.at(-1)).toMatch(/^Проблеми с Partner API: [a-z_]+=3$/);
}, 90_000);

it('sends the report once after the last cutoff of the day (22:30 in Sofia)', async () => {
  // 12:41 → 22:25: nothing yet.
  await pass(app, clock, 9 * 60 * MINUTE + 44 * MINUTE, 5 * MINUTE);
  expect(reports()).toHaveLength(0);
  await pass(app, clock, 10 * MINUTE, MINUTE);
  await untilTicking(clock, () => reports().length === 1, 'the day report');
  const report = reports()[0]?.text ?? '';
  expect(report).toContain('📊 Отчет за 2026-11-23: 4 поръчки');
  expect(report).toContain('🛵 Център: 1');
  await pass(app, clock, 60 * MINUTE, 5 * MINUTE);
  expect(reports()).toHaveLength(1);

  // The same day on demand, and a date said wrongly.
  await staffSays(app, telegram, `/report ${DAY}`);
  await untilTicking(clock, () => reports().length === 2, '/report');
  expect(reports()[1]?.text.split('\n').slice(1)).toEqual(report.split('\n').slice(1));
  await staffSays(app, telegram, '/report 23.11.2026');
  await untilTicking(
    clock,
    () => telegram.lastMessage(STAFF_CHAT)?.text.startsWith('Напишете датата така') ?? false,
    'the date hint',
  );
}, 90_000);

it('exports the day as CSV: one row per order, no contact data, parsed back', async () => {
  await staffSays(app, telegram, `/export ${DAY}`);
  await untilTicking(clock, () => staff().some((m) => m.document !== undefined), 'the document');
  const document = staff().find((m) => m.document !== undefined);
  expect(document?.document?.name).toBe(`orders-${DAY}.csv`);
  expect(document?.text).toContain('4 реда');
  const content = document?.document?.content ?? '';
  for (const secret of ['0888123456', '+359888123456', 'Иван', 'Шипка'])
    expect(content).not.toContain(secret);
  const [header, ...rows] = parseCsv(content);
  expect(header).toEqual([
    'order_number',
    'placed_at',
    'status',
    'fulfilment',
    'zone',
    'total_minor',
    'items',
    'accepted_to_preparing_min',
    'preparing_to_sent_min',
    'sent_to_delivered_min',
    // Issue 36: added at the end, empty for an order not rated.
    'rating_stars',
    'rating_comment',
  ]);
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    const [number, placedAt, status, fulfilment, zone, totalMinor, items] = row;
    const order = byNumber(number ?? '');
    expect(order).toBeDefined();
    expect(Number(totalMinor)).toBe(order?.totalMinor);
    expect(fulfilment).toBe(order?.fulfilment);
    expect(zone).toBe(order?.fulfilment === 'delivery' ? 'Център' : '');
    expect(status).toBe(sandbox.ledger.list().find((o) => o.orderNumber === number)?.status);
    expect(items).toBe('1 × Пица Маргарита, Фамилна 40 см');
    expect(Number.isNaN(Date.parse(placedAt ?? ''))).toBe(false);
  }
}, 90_000);
