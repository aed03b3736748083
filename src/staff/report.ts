import { ORDER_STATUSES, type OrderStatus } from '../domain/order.ts';
import { intlLocale } from '../locale/locale.ts';
import type { OutboxEntry, TrackedOrder } from '../orders/index.ts';
import { localDate } from '../orders/tracked-order.ts';
import { ratingStores, ratingsOf, starGlyphs } from '../rating/records.ts';
import { money } from '../telegram/views/describe.ts';
import { statusText } from '../telegram/views/status-words.ts';
import { type ConsoleKit, type OrderFacts, staffWords } from './kit.ts';

const MINUTE = 60_000;

/** The stretches of an order's way the report times, as the bot observed them. */
const STAGES = [
  ['accepted', 'preparing'],
  ['preparing', 'sent'],
  ['sent', 'delivered'],
  ['accepted', 'delivered'],
] as const satisfies readonly (readonly [OrderStatus, OrderStatus])[];

interface Tally {
  count: number;
  totalMinor: number;
}

/** One business day in numbers (orders placed that day in the restaurant's time zone). */
export interface DayReport {
  date: string;
  count: number;
  /** Sum of totals of the orders not cancelled (cash expected), in cents. */
  totalMinor: number;
  byStatus: Partial<Record<OrderStatus, Tally>>;
  /** Per delivery zone (its name) and pickup (null), in first-seen order. */
  byPlace: { zone: string | null; count: number; totalMinor: number }[];
  stages: { from: OrderStatus; to: OrderStatus; count: number; avgMs: number; worstMs: number }[];
  /** The dishes ordered most (by quantity), at most five. */
  dishes: { name: string; quantity: number }[];
  /** Orders of the day still not final. */
  open: TrackedOrder[];
  /** Outbox entries of the day still held (not sent to the restaurant). */
  held: number;
  /** Partner API failures of the day by kind. */
  trouble: Record<string, number>;
  /** The customers' ratings of the day's orders (issue 36): how many, their average, comments. */
  ratings: {
    count: number;
    average: number;
    comments: { orderNumber: string; stars: number; text: string }[];
  };
}

/** One order of the day with what the report and the CSV need. */
export interface ReportOrder {
  order: TrackedOrder;
  facts: OrderFacts | null;
  /** The customer's rating (issue 36), when they gave one. */
  rating?: { stars: number; comment: string | null } | undefined;
}

/** When the bot first learnt `status` for this order (ms), if it did. */
export function reachedAt(order: TrackedOrder, status: OrderStatus): number | undefined {
  return order.history?.find((step) => step.status === status)?.at;
}

/** Builds the day's numbers from the day's orders (tracked), held entries and trouble tally. */
export function buildReport(
  date: string,
  orders: ReportOrder[],
  held: number,
  trouble: Record<string, number>,
): DayReport {
  const report: DayReport = {
    date,
    count: 0,
    totalMinor: 0,
    byStatus: {},
    byPlace: [],
    stages: [],
    dishes: [],
    open: [],
    held,
    trouble,
    ratings: { count: 0, average: 0, comments: [] },
  };
  let starsTotal = 0;
  const dishes = new Map<string, number>();
  const spans = STAGES.map(() => [] as number[]);
  for (const { order, facts, rating } of orders) {
    if (rating) {
      report.ratings.count += 1;
      starsTotal += rating.stars;
      if (rating.comment !== null)
        report.ratings.comments.push({
          orderNumber: order.orderNumber,
          stars: rating.stars,
          text: rating.comment,
        });
    }
    const total = order.totalMinor ?? 0;
    report.count += 1;
    if (order.status !== 'cancelled') report.totalMinor += total;
    const slot = report.byStatus[order.status] ?? { count: 0, totalMinor: 0 };
    report.byStatus[order.status] = { count: slot.count + 1, totalMinor: slot.totalMinor + total };
    const zone = order.fulfilment === 'pickup' ? null : (facts?.zone ?? '-');
    let place = report.byPlace.find((p) => p.zone === zone);
    if (!place) {
      place = { zone, count: 0, totalMinor: 0 };
      report.byPlace.push(place);
    }
    place.count += 1;
    if (order.status !== 'cancelled') place.totalMinor += total;
    if (order.active) report.open.push(order);
    if (order.status !== 'cancelled') {
      for (const line of facts?.lines ?? [])
        dishes.set(line.name, (dishes.get(line.name) ?? 0) + line.quantity);
    }
    STAGES.forEach(([from, to], index) => {
      const start = reachedAt(order, from);
      const end = reachedAt(order, to);
      if (start !== undefined && end !== undefined && end >= start) spans[index]?.push(end - start);
    });
  }
  report.stages = STAGES.map(([from, to], index) => {
    const values = spans[index] ?? [];
    const sum = values.reduce((a, b) => a + b, 0);
    return {
      from,
      to,
      count: values.length,
      avgMs: values.length === 0 ? 0 : sum / values.length,
      worstMs: values.length === 0 ? 0 : Math.max(...values),
    };
  });
  if (report.ratings.count > 0) report.ratings.average = starsTotal / report.ratings.count;
  report.dishes = [...dishes]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
    .slice(0, 5);
  return report;
}

/** Gathers the report of `date` (YYYY-MM-DD in `timeZone`) from the tracker, outbox and store. */
export async function gatherReport(
  kit: ConsoleKit,
  facts: (id: string) => Promise<OrderFacts | null>,
  date: string,
  timeZone: string,
): Promise<{ report: DayReport; orders: ReportOrder[] }> {
  const orders: ReportOrder[] = [];
  for (const order of kit.tracker.all()) {
    if (localDate(order.createdAt, timeZone) !== date) continue;
    orders.push({ order, facts: await facts(order.externalOrderId) });
  }
  const ratings = await ratingsOf(
    ratingStores(kit.store).ratings,
    orders.map(({ order }) => order.externalOrderId),
  );
  for (const entry of orders) entry.rating = ratings.get(entry.order.externalOrderId);
  let held = 0;
  for await (const [, entry] of kit.store.namespace<OutboxEntry>('outbox').entries()) {
    if (entry.state === 'held' && localDate(entry.createdAt, timeZone) === date) held += 1;
  }
  const trouble = (await troubleTally(kit).get(date)) ?? {};
  return { report: buildReport(date, orders, held, trouble), orders };
}

/** Partner API failures by kind per day (store `staff-trouble`, key YYYY-MM-DD). */
export function troubleTally(kit: Pick<ConsoleKit, 'store'>) {
  return kit.store.namespace<Record<string, number>>('staff-trouble');
}

const minutes = (ms: number) => String(Math.round(ms / MINUTE));

/** The report as the staff chat shows it, in its language. */
export function reportText(kit: ConsoleKit, report: DayReport, sofar: boolean): string {
  const { t, locale } = kit;
  const words = staffWords(kit);
  const lines = [
    t(locale, sofar ? 'report-title-sofar' : 'report-title', {
      date: report.date,
      count: report.count,
      total: money(words, report.totalMinor),
    }),
  ];
  for (const status of ORDER_STATUSES) {
    const tally = report.byStatus[status];
    if (!tally) continue;
    lines.push(
      t(locale, 'report-status', {
        status: t(locale, `status-${status}`),
        count: tally.count,
        total: money(words, tally.totalMinor),
      }),
    );
  }
  for (const place of report.byPlace) {
    const args = { count: place.count, total: money(words, place.totalMinor) };
    lines.push(
      place.zone === null
        ? t(locale, 'report-pickup', args)
        : t(locale, 'report-zone', { ...args, zone: place.zone }),
    );
  }
  for (const stage of report.stages) {
    if (stage.count === 0) continue;
    lines.push(
      t(locale, 'report-stage', {
        from: t(locale, `status-${stage.from}`),
        to: t(locale, `status-${stage.to}`),
        avg: minutes(stage.avgMs),
        worst: minutes(stage.worstMs),
        count: stage.count,
      }),
    );
  }
  if (report.dishes.length > 0) {
    lines.push(
      t(locale, 'report-dishes', {
        dishes: report.dishes.map((d) => `${d.quantity} × ${d.name}`).join('; '),
      }),
    );
  }
  lines.push(...ratingLines(kit, report.ratings));
  lines.push(t(locale, 'report-open', { count: report.open.length }));
  for (const order of report.open) {
    lines.push(
      `· № ${order.orderNumber} — ${statusText(words, order.status, order.fulfilment, order.statusLabel)}`,
    );
  }
  lines.push(t(locale, 'report-held', { count: report.held }));
  const trouble = Object.entries(report.trouble)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind}=${count}`);
  lines.push(
    trouble.length === 0
      ? t(locale, 'report-trouble-none')
      : t(locale, 'report-trouble', { errors: trouble.join(', ') }),
  );
  return lines.join('\n');
}

/** Comments the report shows (the CSV has them all), and how much of each. */
const SHOWN_COMMENTS = 10;
const SHOWN_COMMENT_LENGTH = 200;

/**
 * The day's ratings: the average and count, then the comments, the lowest-rated first (at most
 * `SHOWN_COMMENTS`, each cut at `SHOWN_COMMENT_LENGTH`: the report is one Telegram message of
 * at most 4096 characters), and how many more the CSV has.
 */
function ratingLines(kit: ConsoleKit, ratings: DayReport['ratings']): string[] {
  const { t, locale } = kit;
  if (ratings.count === 0) return [t(locale, 'report-ratings-none')];
  const average = new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratings.average);
  const shown = [...ratings.comments].sort((a, b) => a.stars - b.stars).slice(0, SHOWN_COMMENTS);
  const cut = (text: string) =>
    text.length > SHOWN_COMMENT_LENGTH ? `${text.slice(0, SHOWN_COMMENT_LENGTH - 1)}…` : text;
  const more = ratings.comments.length - shown.length;
  return [
    t(locale, 'report-ratings', { average, count: ratings.count }),
    ...shown.map((comment) =>
      t(locale, 'report-rating-comment', {
        number: comment.orderNumber,
        stars: starGlyphs(comment.stars),
        text: cut(comment.text.replaceAll('\n', ' ')),
      }),
    ),
    ...(more > 0 ? [t(locale, 'report-ratings-more', { count: more })] : []),
  ];
}

/**
 * The CSV columns: one row per order, no customer contact data. Columns are only ever added at
 * the end (issue 36 added `rating_stars`, 1–5 or empty, and `rating_comment`).
 */
export const CSV_COLUMNS = [
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
  'rating_stars',
  'rating_comment',
] as const;

/**
 * A customer's words as a CSV cell a spreadsheet shows as text: one starting with `=`, `+`, `-`,
 * `@` or a control character would be read as a formula (OWASP "CSV injection"), so it gets a
 * leading apostrophe.
 */
function wordsCell(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The day's orders as CSV (RFC 4180, CRLF line ends). */
export function reportCsv(orders: ReportOrder[]): string {
  const span = (order: TrackedOrder, from: OrderStatus, to: OrderStatus): number | null => {
    const start = reachedAt(order, from);
    const end = reachedAt(order, to);
    return start === undefined || end === undefined ? null : Math.round((end - start) / MINUTE);
  };
  const rows = orders.map(({ order, facts, rating }) =>
    [
      order.orderNumber,
      new Date(order.createdAt).toISOString(),
      order.status,
      order.fulfilment,
      facts?.zone ?? '',
      order.totalMinor,
      (facts?.lines ?? []).map((line) => `${line.quantity} × ${line.name}`).join('; '),
      span(order, 'accepted', 'preparing'),
      span(order, 'preparing', 'sent'),
      span(order, 'sent', 'delivered'),
      rating?.stars ?? null,
      wordsCell(rating?.comment),
    ]
      .map(cell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
