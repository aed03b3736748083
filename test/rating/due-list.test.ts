import { afterAll, beforeAll, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { TrackedOrder } from '../../src/orders/index.ts';
import {
  type AskResult,
  createDueList,
  FOUND_DELIVERED_MAX_AGE_MS,
  RATING_TICK_MS,
} from '../../src/rating/due-list.ts';
import { ratingStores } from '../../src/rating/records.ts';
import type { Store } from '../../src/store/index.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { tempStore } from '../support/orders-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

/*
 * The due list's failure path, on a real sqlite store and a manual clock: a question Telegram
 * fails to take (not a blocked chat) is released and tried again a minute later, three times in
 * all, then given up; it never becomes two questions.
 */
const MINUTE = 60_000;
const MONDAY_NOON_SOFIA = Date.parse('2026-11-23T10:00:00Z');
let store: Store;

beforeAll(async () => {
  ({ store } = await tempStore());
});
afterAll(async () => {
  await store.close();
});

/** Moves the clock tick by tick for `ms`, letting each tick's sweep finish (real sqlite I/O). */
async function ticks(list: { idle(): Promise<void> }, clock: ManualClock, ms: number) {
  for (let waited = 0; waited < ms; waited += RATING_TICK_MS) {
    clock.advance(RATING_TICK_MS);
    await new Promise((resolve) => setImmediate(resolve));
    await list.idle();
  }
}

it('tries a failed question again a minute later, three times in all, then gives it up', async () => {
  const clock = new ManualClock(MONDAY_NOON_SOFIA);
  const menu = demoMenu();
  const stores = ratingStores(store);
  const attempts: number[] = [];
  let answer: AskResult = 'failed';
  const newList = () =>
    createDueList({
      stores,
      clock,
      logger: captureLogs('info').logger,
      menu: () => menu,
      delayMs: 25 * MINUTE,
      retentionMs: undefined,
      ask: async () => {
        attempts.push(clock.now());
        return answer;
      },
    });
  let list = newList();
  const order = {
    externalOrderId: 'tg-failing',
    chatId: 42,
    orderNumber: '1001',
    status: 'delivered',
  } as TrackedOrder;
  await list.delivered(order);
  await list.delivered(order);
  list.start();
  await ticks(list, clock, 40 * MINUTE);
  await list.close(); // waits for the sweep under way
  expect(attempts).toHaveLength(3);
  expect(attempts[0]).toBeGreaterThanOrEqual(MONDAY_NOON_SOFIA + 25 * MINUTE);
  expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(MINUTE);
  expect(await stores.due.get('tg-failing')).toBeUndefined();
  expect(await stores.ratings.get('tg-failing')).toBeUndefined();

  // Another order whose first attempt works is asked once and kept as asked.
  answer = { messageId: 7 };
  list = newList();
  list.start();
  await list.delivered({ ...order, externalOrderId: 'tg-working' });
  await ticks(list, clock, 40 * MINUTE);
  await list.close();
  expect(attempts).toHaveLength(4);
  expect(await stores.ratings.get('tg-working')).toMatchObject({ state: 'asked', messageId: 7 });
});

it('takes an order found already delivered once, only if confirmed within the bound', async () => {
  const clock = new ManualClock(MONDAY_NOON_SOFIA);
  const stores = ratingStores(store);
  const list = createDueList({
    stores,
    clock,
    logger: captureLogs('info').logger,
    menu: () => demoMenu(),
    delayMs: 25 * MINUTE,
    retentionMs: undefined,
    ask: async () => ({ messageId: 1 }),
  });
  const found = (id: string, ageMs: number) =>
    ({
      externalOrderId: id,
      chatId: 43,
      orderNumber: id,
      status: 'delivered',
      createdAt: clock.now() - ageMs,
    }) as TrackedOrder;
  await list.foundDelivered(found('found-fresh', 50 * MINUTE));
  await list.foundDelivered(found('found-edge', FOUND_DELIVERED_MAX_AGE_MS));
  await list.foundDelivered(found('found-old', FOUND_DELIVERED_MAX_AGE_MS + 1));
  await list.foundDelivered({ ...found('found-active', MINUTE), status: 'sent' });
  expect((await stores.due.read('found-fresh'))?.value).toMatchObject({
    deliveredAt: clock.now(),
    dueAt: clock.now() + 25 * MINUTE,
  });
  expect(await stores.due.get('found-edge')).toBeDefined();
  expect(await stores.due.get('found-old')).toBeUndefined();
  expect(await stores.due.get('found-active')).toBeUndefined();
  // Once: told again (another instance, a replay), the entry keeps its first due time.
  const first = await stores.due.read('found-fresh');
  clock.advance(MINUTE);
  await list.foundDelivered(found('found-fresh', 51 * MINUTE));
  expect(await stores.due.read('found-fresh')).toEqual(first);
  await list.close();
});
