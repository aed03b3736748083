import type { Logger } from 'pino';
import { nextContactTime, withinContactHours } from '../catalogue/contact-hours.ts';
import type { Menu } from '../catalogue/menu.ts';
import type { Clock } from '../clock.ts';
import type { TrackedOrder } from '../orders/index.ts';
import type { DueRating, RatingRecord, RatingStores } from './records.ts';

const MINUTE = 60_000;

/** How often every instance looks at the due list. */
export const RATING_TICK_MS = 30_000;
/** Questions asked per tick at most: the rest wait for the next tick (bounded work). */
export const QUESTIONS_PER_TICK = 10;
/**
 * A question not asked this long after the delivery is given up: outside the restaurant's hours
 * it waits for the next opening (the next morning) only if that comes before this.
 */
export const LATEST_AFTER_DELIVERY_MS = 16 * 60 * MINUTE;
/**
 * An order whose tracking began already delivered (issue 36: its acceptance was read late, e.g.
 * after the /orders answer was lost or the order was held, and the kitchen had finished by then)
 * is asked about only if its customer confirmed it at most this long ago: when it was delivered
 * is unknown, and a question about a meal of yesterday would be noise.
 */
export const FOUND_DELIVERED_MAX_AGE_MS = 3 * 60 * MINUTE;
/** Failed sends (not a blocked chat) before a question is given up. */
const MAX_ATTEMPTS = 3;
/** A due entry's own expiry: past any question it could still lead to. */
const DUE_TTL_MS = 2 * LATEST_AFTER_DELIVERY_MS;

/** The outcome of sending the question: its message id, or why not. */
export type AskResult = { messageId: number } | 'blocked' | 'failed';

/** What the due list is wired with. */
export interface DueListOptions {
  stores: RatingStores;
  clock: Clock;
  logger: Logger;
  menu: () => Menu | null;
  /** Minutes after the delivery before the question (RATING_DELAY_MINUTES). */
  delayMs: number;
  /** How long the rating is kept (ORDER_RETENTION_DAYS). */
  retentionMs: number | undefined;
  /** Sends the question to the chat (paced behind every customer's own news). */
  ask: (due: DueRating, externalOrderId: string) => Promise<AskResult>;
}

/**
 * The rating questions' schedule (issue 36), durable and shared: an order delivered or collected
 * enters the due list (`rating-due`) with its due time; every instance looks at the list every
 * `RATING_TICK_MS` on the injected clock and asks at most `QUESTIONS_PER_TICK` questions per
 * tick. A question is claimed by creating the order's `RatingRecord` with compare-and-set on
 * version 0: exactly one instance wins and sends it, and no order is ever asked twice, across
 * restarts too. Outside the restaurant's hours (`withinContactHours`) the due time moves to the
 * next opening if that comes within `LATEST_AFTER_DELIVERY_MS` of the delivery, else the
 * question is dropped.
 */
export function createDueList(options: DueListOptions) {
  const { stores, clock, logger } = options;

  const drop = async (id: string, reason: string) => {
    await stores.due.delete(id);
    logger.info({ externalOrderId: id, reason }, 'rating question given up');
  };

  /** One due entry at `now`: asked, moved, dropped, or left for later. True when it was asked. */
  const look = async (id: string, now: number): Promise<boolean> => {
    const read = await stores.due.read(id);
    if (!read || read.value.dueAt > now) return false;
    const due = read.value;
    if (await stores.ratings.get(id)) {
      await stores.due.delete(id);
      return false;
    }
    const latest = due.deliveredAt + LATEST_AFTER_DELIVERY_MS;
    if (now > latest) {
      await drop(id, 'too late');
      return false;
    }
    const menu = options.menu();
    if (!menu) return false;
    if (!withinContactHours(menu.availability, menu.timezone, now)) {
      const next = nextContactTime(menu.availability, menu.timezone, now, latest);
      if (next === null) await drop(id, 'outside the restaurant hours');
      else await stores.due.compareAndSet(id, { ...due, dueAt: next }, read.version, DUE_TTL_MS);
      return false;
    }
    const claim: RatingRecord = {
      orderNumber: due.orderNumber,
      chatId: due.chatId,
      state: 'asking',
      askedAt: now,
    };
    const version = await stores.ratings.compareAndSet(id, claim, 0, options.retentionMs);
    if (version === undefined) return false; // another instance asks it
    const result = await options.ask(due, id).catch(() => 'failed' as const);
    if (result === 'failed') {
      // Not asked: the claim goes, the entry stays for a later tick (a few times at most).
      await stores.ratings.delete(id);
      if (due.attempts + 1 >= MAX_ATTEMPTS) await drop(id, 'send failed');
      else {
        const retry = { ...due, attempts: due.attempts + 1, dueAt: now + MINUTE };
        await stores.due.set(id, retry, DUE_TTL_MS);
      }
      return false;
    }
    const asked: RatingRecord =
      result === 'blocked'
        ? { ...claim, state: 'unreachable' }
        : { ...claim, state: 'asked', messageId: result.messageId };
    await stores.ratings.compareAndSet(id, asked, version, options.retentionMs);
    await stores.due.delete(id);
    logger.info({ orderNumber: due.orderNumber, state: asked.state }, 'rating question asked');
    return true;
  };

  const sweep = async (): Promise<void> => {
    const now = clock.now();
    const due: string[] = [];
    for await (const [id, entry] of stores.due.entries()) if (entry.dueAt <= now) due.push(id);
    let asked = 0;
    for (const id of due) {
      if (asked >= QUESTIONS_PER_TICK) break;
      const done = await look(id, now).catch((error: unknown) => {
        logger.warn({ err: error, externalOrderId: id }, 'rating question failed');
        return false;
      });
      if (done) asked += 1;
    }
  };

  let stop: (() => void) | null = null;
  let running: Promise<void> | null = null;
  const tick = (): void => {
    stop = clock.setTimeout(tick, RATING_TICK_MS);
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };

  return {
    /**
     * An order delivered or collected: enters the due list once (compare-and-set on version 0;
     * an order already rated or asked never enters again). Orders without a chat are not asked.
     */
    async delivered(order: TrackedOrder): Promise<void> {
      if (order.chatId === null || order.status !== 'delivered') return;
      const id = order.externalOrderId;
      if (await stores.ratings.get(id)) return;
      const now = clock.now();
      const entry: DueRating = {
        chatId: order.chatId,
        orderNumber: order.orderNumber,
        deliveredAt: now,
        dueAt: now + options.delayMs,
        attempts: 0,
      };
      const written = await stores.due.compareAndSet(id, entry, 0, DUE_TTL_MS);
      if (written !== undefined) logger.info({ orderNumber: order.orderNumber }, 'rating due');
    },
    /**
     * An order that began being tracked already delivered (no status change is ever seen for
     * it): enters the due list like `delivered`, counted from now, if its customer confirmed it
     * within FOUND_DELIVERED_MAX_AGE_MS; older, it is not asked.
     */
    async foundDelivered(order: TrackedOrder): Promise<void> {
      if (order.status !== 'delivered') return;
      if (clock.now() - order.createdAt > FOUND_DELIVERED_MAX_AGE_MS) {
        logger.info({ orderNumber: order.orderNumber }, 'rating not asked: found delivered late');
        return;
      }
      await this.delivered(order);
    },
    /** Starts the ticks (every instance). */
    start(): void {
      if (!stop) tick();
    },
    /** Resolves when no sweep is under way (tests drive the clock tick by tick). */
    async idle(): Promise<void> {
      await running;
    },
    /** Stops the ticks and waits for the sweep under way. */
    async close(): Promise<void> {
      stop?.();
      stop = null;
      await running;
    },
  };
}

export type DueList = ReturnType<typeof createDueList>;
