import { GrammyError } from 'grammy';
import { intlLocale } from '../locale/locale.ts';
import { statusSince } from '../orders/tracked-order.ts';
import { money } from '../telegram/views/describe.ts';
import { statusText } from '../telegram/views/status-words.ts';
import { boardEtaLines } from './eta-command.ts';
import { type ConsoleKit, type OrderFacts, staffWords } from './kit.ts';

/** At most one board edit (or re-send) this often: far inside Telegram's 20 a minute per group. */
export const BOARD_GAP_MS = 5_000;
/** The board is re-sent at the bottom once this many messages came after it in the staff chat. */
export const BOARD_SCROLL_LIMIT = 12;

const MINUTE = 60_000;

interface BoardRow {
  messageId: number;
  text: string;
}

/** Thresholds that put a late mark on a board line (the alerts' own). */
export interface LateRules {
  acceptMs: number;
  lateMs: number;
}

/**
 * The live board: one message in the staff chat listing every active order (number, age, status
 * in words, zone or pickup, total, a mark on the late ones), oldest first. An order whose status
 * is stale (`StatusTracker.freshness`) reads "status unknown since HH:MM" and is never marked.
 * `refresh()` asks for a redraw; redraws are coalesced and paced (at most one every
 * BOARD_GAP_MS on the bot's clock, then through the pacer at its lowest priority, after
 * summaries and alerts), an unchanged text is not sent again. The text is rendered from the
 * store at its paced turn, so a draw that waited never sends an older state than the store's. The message is pinned when the
 * bot may pin; it is re-sent at the bottom (the old one deleted, or at least unpinned) when
 * BOARD_SCROLL_LIMIT messages came after it, when it was deleted, and on `/board`. Its id is in
 * the store (`staff-board`), so a restart or another instance edits the same message.
 */
export function createBoard(
  kit: ConsoleKit,
  facts: (id: string) => Promise<OrderFacts | null>,
  rules: LateRules,
  role: () => boolean,
) {
  const rows = kit.store.namespace<BoardRow>('staff-board');
  const { t, locale, staffChatId, clock, logger } = kit;
  let lastAt = Number.NEGATIVE_INFINITY;
  let after = 0;
  let dirty = false;
  let forced = false;
  let running: Promise<void> | null = null;
  let timer: (() => void) | null = null;
  let closed = false;

  const render = async (): Promise<string> => {
    const now = clock.now();
    const words = staffWords(kit);
    const active = kit.tracker.active();
    // The staff's /eta figure (issue 36) stays in sight while it is set.
    const eta = await boardEtaLines(kit);
    if (active.length === 0) return [t(locale, 'board-empty'), ...eta].join('\n');
    const lines = [t(locale, 'board-title', { count: active.length }), ...eta];
    // The staff chat's language, the restaurant's zone (issue 34: "status unknown since HH:MM").
    const clockTime = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: kit.catalogue.current()?.timezone ?? 'Europe/Sofia',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const { order, ageMs } of active) {
      const fact = await facts(order.externalOrderId);
      // A stale status is shown as unknown and marks nothing late (it may long be delivered).
      const { fresh, readAt } = kit.tracker.freshness(order);
      const late =
        fresh &&
        (ageMs >= rules.lateMs ||
          order.status === 'payment_review' ||
          (order.status === 'accepted' && now - statusSince(order) >= rules.acceptMs));
      const place =
        order.fulfilment === 'pickup'
          ? t(locale, 'board-pickup')
          : t(locale, 'board-zone', { zone: fact?.zone ?? '-' });
      lines.push(
        t(locale, 'board-line', {
          late: late ? 'yes' : 'no',
          number: order.orderNumber,
          minutes: Math.floor(ageMs / MINUTE),
          status: fresh
            ? statusText(words, order.status, order.fulfilment, order.statusLabel)
            : t(locale, 'board-status-unknown', { time: clockTime.format(readAt) }),
          place,
          total: order.totalMinor === null ? '-' : money(words, order.totalMinor),
        }),
      );
    }
    return lines.join('\n');
  };

  // The board's text is rendered inside its paced turn, right before the call, never before it
  // waits: a draw that queued behind the group's pace (or a 429) while the staff changed what it
  // shows (`/eta off`) would otherwise send the older figure after the newer one (issue 36).
  const post = async (old: BoardRow | undefined): Promise<void> => {
    const { sent, text } = await kit.pacer.schedule(staffChatId, 'redraw', async () => {
      const text = await render();
      const sent = await kit.api.sendMessage(staffChatId, text, { disable_notification: true });
      return { sent, text };
    });
    after = 0;
    await rows.set('board', { messageId: sent.message_id, text });
    await kit.api
      .pinChatMessage(staffChatId, sent.message_id, { disable_notification: true })
      .catch((error: unknown) => logger.debug({ err: error }, 'board not pinned'));
    if (!old) return;
    await kit.api.deleteMessage(staffChatId, old.messageId).catch(async () => {
      // Too old to delete (48 h) or no right to: at least it no longer sits pinned.
      await kit.api.unpinChatMessage(staffChatId, old.messageId).catch(() => undefined);
    });
  };

  const gone = (error: unknown) =>
    error instanceof GrammyError && /message to edit not found/i.test(error.description);
  const unchanged = (error: unknown) =>
    error instanceof GrammyError && /message is not modified/i.test(error.description);

  const draw = async (): Promise<void> => {
    const resend = forced;
    dirty = false;
    forced = false;
    lastAt = clock.now();
    const old = await rows.get('board');
    if (!old && kit.tracker.active().length === 0 && !resend) return;
    if (!old || resend || after >= BOARD_SCROLL_LIMIT) {
      await post(old);
      return;
    }
    // Nothing to draw (most ticks): no paced turn taken, so no staff alert waits behind it.
    if ((await render()) === old.text) return;
    try {
      const text = await kit.pacer.schedule(staffChatId, 'redraw', async () => {
        const text = await render();
        if (text === old.text) return null;
        await kit.api.editMessageText(staffChatId, old.messageId, text);
        return text;
      });
      if (text !== null) await rows.set('board', { messageId: old.messageId, text });
    } catch (error) {
      if (unchanged(error)) return;
      if (!gone(error)) throw error;
      logger.info('board message gone; sent again');
      await post(undefined);
    }
  };

  const kick = (): void => {
    if (closed || running || timer || !(dirty || forced) || !role()) return;
    const wait = lastAt + BOARD_GAP_MS - clock.now();
    if (wait > 0) {
      timer = clock.setTimeout(() => {
        timer = null;
        kick();
      }, wait);
      return;
    }
    running = draw()
      .catch((error: unknown) => logger.warn({ err: error }, 'board not drawn'))
      .finally(() => {
        // The gap runs from when the draw went out (it may have waited its paced turn).
        lastAt = clock.now();
        running = null;
        kick();
      });
  };

  return {
    /** Something on the board may have changed: redraw when the pace allows. */
    refresh(): void {
      dirty = true;
      kick();
    },
    /** `/board`: send it again at the bottom (paced like any redraw). */
    bringDown(): void {
      forced = true;
      kick();
    },
    /** A message appeared in the staff chat (sent by the bot or by a person). */
    noteMessage(): void {
      after += 1;
      if (after >= BOARD_SCROLL_LIMIT) this.refresh();
    },
    close(): void {
      closed = true;
      timer?.();
      timer = null;
    },
  };
}

export type Board = ReturnType<typeof createBoard>;
