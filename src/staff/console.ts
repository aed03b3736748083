import { type Context, InputFile, type Transformer } from 'grammy';
import type { Availability } from '../domain/menu.ts';
import type { Locale } from '../locale/locale.ts';
import type { OutboxEvents, StatusChange } from '../orders/index.ts';
import { localDate } from '../orders/tracked-order.ts';
import type { PendingInputs } from '../telegram/pending-input.ts';
import { createBoard } from './board.ts';
import { etaCommand } from './eta-command.ts';
import { type ConsoleKit, orderFactsReader } from './kit.ts';
import { createOrderAlerts, type TellCustomer } from './order-alerts.ts';
import { createRelay } from './relay.ts';
import { gatherReport, reportCsv, reportText, troubleTally } from './report.ts';
import { staffThreads } from './threads.ts';
import { createWord } from './word.ts';
import { wordLimits } from './word-limits.ts';

/** How often the console looks at the clock: ages on the board, timed alerts, the report. */
export const CONSOLE_TICK_MS = 30_000;
const MINUTE = 60_000;

/** What the staff console is wired with (the composition root, src/app.ts). */
export interface StaffConsoleOptions extends Omit<ConsoleKit, 'threads'> {
  acceptMinutes: number;
  lateMinutes: number;
  /**
   * True while this instance runs the console (the board, the alerts, the report): with several
   * instances the holder of the status poller lease, the one that learns status changes.
   */
  role: () => boolean;
  /** The Partner API client's failures by kind so far (its stats): the day's trouble. */
  partnerErrors: () => Record<string, number>;
  customerLocale: (chatId: number) => Promise<Locale>;
  tellCustomer: TellCustomer;
  /** Staff commands the console does not answer itself (/active, /health, help). */
  fallback: (ctx: Context) => Promise<void>;
  /** The customers' pending input (issue 36: the message for the restaurant waits there). */
  pending: PendingInputs;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall time (HH:MM) and ISO weekday (1 = Monday) of `ms` in `timeZone`. */
export function localClock(ms: number, timeZone: string): { time: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    weekday: WEEKDAYS.indexOf(part('weekday')) + 1,
  };
}

const pad = (hhmm: string) => hhmm.padStart(5, '0');

/** The last cutoff of the restaurant's day (HH:MM): zones open that weekday and pickup. */
export function lastCutoff(availability: Availability, weekday: number): string | null {
  const cutoffs = availability.zones
    .filter((zone) => zone.enabled && (zone.days_mask & (1 << (weekday - 1))) !== 0)
    .map((zone) => pad(zone.acceptance_cutoff));
  if (availability.pickup.days.includes(weekday)) cutoffs.push(pad(availability.pickup.cutoff));
  return cutoffs.length === 0 ? null : (cutoffs.sort().at(-1) ?? null);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (text: string | undefined): text is string =>
  text !== undefined &&
  DATE.test(text) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The staff chat as a shift console (issue 24): the live board, the alerts that ring, the word
 * with the customer and the day's report, with /board, /today, /report and /export. Returns
 * undefined without a staff chat.
 */
export function createStaffConsole(options: StaffConsoleOptions) {
  const kit: ConsoleKit = { ...options, threads: staffThreads(options.store, options.retentionMs) };
  const { t, locale, staffChatId, clock, logger } = kit;
  const facts = orderFactsReader(kit);
  const rules = { acceptMs: options.acceptMinutes * MINUTE, lateMs: options.lateMinutes * MINUTE };
  const board = createBoard(kit, facts, rules, options.role);
  const alerts = createOrderAlerts(kit, {
    ...rules,
    tellCustomer: options.tellCustomer,
    rang: () => board.refresh(),
  });
  const limits = wordLimits(kit.store, clock, kit.retentionMs);
  const relay = createRelay(kit, options.customerLocale, limits);
  const word = createWord(kit, {
    relay,
    limits,
    pending: options.pending,
    customerLocale: options.customerLocale,
  });
  const reports = kit.store.namespace<{ at: number }>('staff-reports');
  const tally = troubleTally(kit);
  let seenErrors: Record<string, number> = {};

  const timeZone = () => kit.catalogue.current()?.timezone ?? 'Europe/Sofia';

  // Answers to a staff command: at once, not paced (they answer a person).
  const answer = (text: string) =>
    kit.api.sendMessage(staffChatId, text).catch((error: unknown) => {
      logger.warn({ err: error }, 'staff chat unreachable');
    });

  const countTrouble = async (): Promise<void> => {
    const now = options.partnerErrors();
    const delta: Record<string, number> = {};
    for (const [kind, count] of Object.entries(now)) {
      const added = count - (seenErrors[kind] ?? 0);
      if (added > 0) delta[kind] = added;
    }
    seenErrors = { ...now };
    if (Object.keys(delta).length === 0) return;
    const date = localDate(clock.now(), timeZone());
    const day = (await tally.get(date)) ?? {};
    for (const [kind, added] of Object.entries(delta)) day[kind] = (day[kind] ?? 0) + added;
    await tally.set(date, day, kit.retentionMs);
  };

  const sendReport = async (date: string, sofar: boolean, paced: boolean): Promise<void> => {
    const { report } = await gatherReport(kit, facts, date, timeZone());
    const text = reportText(kit, report, sofar);
    if (!paced) {
      await answer(text);
      return;
    }
    await kit.pacer.schedule(staffChatId, 'staff', () => kit.api.sendMessage(staffChatId, text));
  };

  // After the day's last cutoff, once per date (written before it is sent: one report, even
  // across a restart or a change of console instance).
  const maybeReport = async (): Promise<void> => {
    const menu = kit.catalogue.current();
    if (!menu) return;
    const now = clock.now();
    const zone = menu.timezone;
    const { time, weekday } = localClock(now, zone);
    const cutoff = lastCutoff(menu.availability, weekday);
    if (cutoff === null || time < cutoff) return;
    const date = localDate(now, zone);
    if (await reports.get(date)) return;
    await reports.set(date, { at: now }, kit.retentionMs);
    logger.info({ date }, 'day report sent');
    await sendReport(date, false, true);
  };

  let stopTick: (() => void) | null = null;
  let ticking: Promise<void> | null = null;
  const tick = (): void => {
    stopTick = clock.setTimeout(tick, CONSOLE_TICK_MS);
    if (ticking) return;
    ticking = (async () => {
      await countTrouble().catch((error: unknown) =>
        logger.warn({ err: error }, 'partner trouble not counted'),
      );
      if (!options.role()) return;
      board.refresh();
      alerts.check();
      await maybeReport().catch((error: unknown) =>
        logger.warn({ err: error }, 'day report failed'),
      );
    })().finally(() => {
      ticking = null;
    });
  };

  const onAccepted = (_event: OutboxEvents['accepted'][0]) => {
    if (!options.role()) return;
    board.refresh();
    alerts.check();
  };
  const onChanged = (change: StatusChange) => {
    if (!options.role()) return;
    alerts.changed(change);
    board.refresh();
  };

  const command = async (ctx: Context, text: string): Promise<void> => {
    const [name, argument] = text.split(/\s+/);
    const commandName = name?.split('@')[0];
    if (commandName === '/board') {
      board.bringDown();
    } else if (commandName === '/eta' && kit.arrivals) {
      await etaCommand(kit, argument, answer, () => board.refresh());
    } else if (commandName === '/today') {
      await sendReport(localDate(clock.now(), timeZone()), true, false);
    } else if (commandName === '/report' || commandName === '/export') {
      if (!validDate(argument)) {
        await answer(t(locale, 'report-bad-date', { command: commandName }));
        return;
      }
      if (commandName === '/report') {
        await sendReport(argument, false, false);
        return;
      }
      const { orders } = await gatherReport(kit, facts, argument, timeZone());
      const csv = new TextEncoder().encode(reportCsv(orders.map((o) => o)));
      await kit.api
        .sendDocument(staffChatId, new InputFile(csv, `orders-${argument}.csv`), {
          caption: t(locale, 'report-export', { date: argument, count: orders.length }),
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'export not sent'));
    } else {
      await options.fallback(ctx);
    }
  };

  options.outbox.events.on('accepted', onAccepted);
  options.tracker.events.on('changed', onChanged);

  return {
    /**
     * Counts what appears in the staff chat and sees the relay's customer chats. Both look at
     * `send*` calls only: any other call (a tap's answer, an edit: most of them) is handed on as
     * it is, without a promise of its own.
     */
    transformer: ((prev, method, payload, signal) => {
      if (!method.startsWith('send')) return prev(method, payload, signal);
      return relay.transformer(prev, method, payload, signal).then((result) => {
        const chatId = Number((payload as { chat_id?: unknown }).chat_id);
        if (result.ok && chatId === staffChatId) board.noteMessage();
        return result;
      });
    }) as Transformer,
    /** Starts the clock (the board, timed alerts and the report are looked at every tick). */
    start(): void {
      if (!stopTick) tick();
    },
    /** Every update of the staff chat (a tap gets its answer through `answerTap`). */
    async staff(ctx: Context, answerTap: (text?: string) => Promise<void>): Promise<void> {
      if (ctx.callbackQuery) {
        await word.staffTap(ctx, answerTap);
        return;
      }
      if (ctx.message) board.noteMessage();
      const text = ctx.message?.text;
      if (text?.startsWith('/')) {
        await command(ctx, text);
        return;
      }
      await relay.staffMessage(ctx);
    },
    /** A customer's text: true when it answered the restaurant and went to the staff chat. */
    customerText: (ctx: Context) => relay.customerText(ctx),
    /** A customer's tap on a word button (issue 36): true when it was one (answered). */
    customerTap: (ctx: Context, answerTap: (text?: string) => Promise<void>) =>
      word.customerTap(ctx, answerTap),
    close(): void {
      stopTick?.();
      stopTick = null;
      board.close();
      options.outbox.events.off('accepted', onAccepted);
      options.tracker.events.off('changed', onChanged);
    },
  };
}

export type StaffConsole = ReturnType<typeof createStaffConsole>;
