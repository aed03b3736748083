import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../src/domain/order.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import { OrderOutbox } from '../../src/orders/outbox.ts';
import { newEntry, type OutboxEntry } from '../../src/orders/outbox-entry.ts';
import type { EntryClaim, OrderOutboxOptions } from '../../src/orders/outbox-options.ts';
import type { Store, VersionedKeyValue } from '../../src/store/index.ts';
import { openStore } from '../../src/store/index.ts';
import {
  findPostgresBin,
  findRedisServer,
  startPostgres,
  startRedis,
} from '../store/store-servers.ts';
import { driveUntilDone } from '../support/clock-driver.ts';
import { useDrivenPartner } from '../support/driven-partner.ts';
import { ledgerCount, ordersRequests, quotedOrder, tempStore } from '../support/orders-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

// Issue 33: every decision that can create an order is read from the store, and every write is
// a compare-and-set. Each test here fails on the outbox that kept the watch in one process's
// memory and wrote blindly (before chat-orders.ts).
const logs = captureLogs('info');
const SECOND = 1_000;
const DOUBT_MS = 120 * SECOND;
const WATCH_MS = 600 * SECOND;
const driven = useDrivenPartner(logs.logger);
let space = 0;
const outboxes: OrderOutbox[] = [];

// Each backend in turn (sqlite always; Redis and Postgres when their servers are installed).
let store: Store;

/** A fresh pair of namespaces per test, so no test sees another's chats. */
function stores(): {
  entries: VersionedKeyValue<OutboxEntry>;
  chats: VersionedKeyValue<ChatOrders>;
} {
  space += 1;
  return {
    entries: store.versioned<OutboxEntry>(`decisions-${space}`),
    chats: store.versioned<ChatOrders>(`decisions-${space}-chats`),
  };
}

function outboxOn(
  where: { entries: VersionedKeyValue<OutboxEntry>; chats: VersionedKeyValue<ChatOrders> },
  extra: Partial<OrderOutboxOptions> = {},
): { outbox: OrderOutbox; settled: string[] } {
  const outbox = new OrderOutbox({
    client: driven.client,
    store: where.entries,
    chats: where.chats,
    clock: driven.clock,
    random: () => 0.5,
    logger: logs.logger,
    doubtWindowMs: DOUBT_MS,
    watchMs: WATCH_MS,
    ...extra,
  });
  outboxes.push(outbox);
  const settled: string[] = [];
  outbox.events.on('settled', ({ entry, outcome }) =>
    settled.push(`${entry.externalOrderId}:${outcome.kind}`),
  );
  return { outbox, settled };
}

/** A first attempt held by the partner past the doubt window: the id retired and watched. */
async function retiredAndWatched(outbox: OrderOutbox, chatId: number) {
  const order = await quotedOrder(driven.client, driven.sandbox, { chatId });
  const held = driven.sandbox.holdOrder(order.externalOrderId);
  const outcome = await driveUntilDone(driven.clock, outbox.submit(order), {
    inFlight: driven.transport.inFlight,
  });
  expect(outcome).toEqual({ kind: 'requote' });
  expect((await outbox.entry(order.externalOrderId))?.watchUntil).toBeGreaterThan(
    driven.clock.now(),
  );
  return { order, held };
}

afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
});

const redis = findRedisServer();
const postgres = findPostgresBin();
const backends: Array<{
  name: string;
  skip: boolean;
  open: () => Promise<[Store, () => Promise<void>]>;
}> = [
  {
    name: 'sqlite',
    skip: false,
    open: async () => [(await tempStore()).store, async () => undefined],
  },
  {
    name: 'redis',
    skip: redis === undefined,
    open: async () => {
      const server = await startRedis(redis as string);
      return [await openStore(await server.freshUrl()), () => server.stop()];
    },
  },
  {
    name: 'postgres',
    skip: postgres === undefined,
    open: async () => {
      const server = await startPostgres(postgres as string);
      return [await openStore(await server.freshUrl()), () => server.stop()];
    },
  },
];

describe.each(backends)('on $name', ({ skip, open }) => {
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (skip) return;
    [store, stop] = await open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await stop();
  });
  decisions(skip);
});

function decisions(skip: boolean): void {
  describe.skipIf(skip)('order outbox: decisions read from the store (issue 33)', () => {
    it('holds a re-confirmation that reaches another instance while the first id is watched: one order', async () => {
      const where = stores();
      const first = outboxOn(where);
      const second = outboxOn(where);
      const { order, held } = await retiredAndWatched(first.outbox, 301);
      // The customer confirms the fresh price; the update lands on the other instance.
      const again = {
        ...(await quotedOrder(driven.client, driven.sandbox, { chatId: 301 })),
        follows: [order.externalOrderId],
      };
      const before = ordersRequests(driven.sandbox);
      expect(await second.outbox.submit(again)).toEqual({ kind: 'held', reason: 'waiting' });
      expect(ordersRequests(driven.sandbox)).toBe(before);
      held.release();
      await expect.poll(() => ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
      await second.outbox.resumeAll();
      const late = await second.outbox.entry(order.externalOrderId);
      expect(late).toMatchObject({
        state: 'accepted',
        acceptedLate: true,
        laterConfirmation: 'waiting',
      });
      expect((await second.outbox.entry(again.externalOrderId))?.state).toBe('superseded');
      expect(ledgerCount(driven.sandbox, again.externalOrderId)).toBe(0);
    });

    it('keeps the watch when a listing returns a row older than a resolved write', async () => {
      const where = stores();
      // The listing replays each row as it was first written ('pending'): older than every
      // later, resolved write, as a sqlite listing on another connection can be.
      const first = new Map<string, OutboxEntry>();
      const stale: VersionedKeyValue<OutboxEntry> = {
        ...where.entries,
        get: (key) => where.entries.get(key),
        read: (key) => where.entries.read(key),
        set: (key, value, ttl) => {
          if (!first.has(key)) first.set(key, structuredClone(value));
          return where.entries.set(key, value, ttl);
        },
        delete: (key) => where.entries.delete(key),
        compareAndSet: (key, value, expected, ttl) => {
          if (!first.has(key)) first.set(key, structuredClone(value));
          return where.entries.compareAndSet(key, value, expected, ttl);
        },
        async *entries() {
          for await (const [key, value] of where.entries.entries()) {
            yield [key, first.get(key) ?? value];
          }
        },
      };
      const { outbox } = outboxOn({ entries: stale, chats: where.chats });
      const { order, held } = await retiredAndWatched(outbox, 302);
      await outbox.resumeAll();
      const again = await quotedOrder(driven.client, driven.sandbox, { chatId: 302 });
      expect(await outbox.submit(again)).toEqual({ kind: 'held', reason: 'waiting' });
      held.release();
      await expect.poll(() => ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
      await outbox.resumeAll();
      expect((await outbox.entry(again.externalOrderId))?.state).toBe('superseded');
      expect(ledgerCount(driven.sandbox, again.externalOrderId)).toBe(0);
    });

    it('leaves an entry another writer keeps changing to that writer, never throwing at the confirm', async () => {
      const where = stores();
      // Another writer (an instance without claims) rewrites the entry before each of ours.
      let interfered = 0;
      const busy: VersionedKeyValue<OutboxEntry> = {
        ...where.entries,
        get: (key) => where.entries.get(key),
        read: (key) => where.entries.read(key),
        set: (key, value, ttl) => where.entries.set(key, value, ttl),
        delete: (key) => where.entries.delete(key),
        entries: () => where.entries.entries(),
        compareAndSet: async (key, value, expected, ttl) => {
          const now = await where.entries.read(key);
          interfered += 1;
          await where.entries.set(key, now?.value ?? value, ttl);
          return where.entries.compareAndSet(key, value, expected, ttl);
        },
      };
      const { outbox } = outboxOn({ entries: busy, chats: where.chats });
      const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 309 });
      // Before: the fifth lost compare-and-set threw StaleEntryError out of submit().
      expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unknown' });
      expect(interfered).toBeGreaterThanOrEqual(5);
      expect(await where.entries.get(order.externalOrderId)).toBeDefined();
      expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(0);
    });

    it('never overwrites an outcome another instance stored while a run was in flight', async () => {
      const where = stores();
      const { outbox, settled } = outboxOn(where);
      const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 303 });
      const held = driven.sandbox.holdOrder(order.externalOrderId);
      const run = outbox.submit(order);
      await expect.poll(() => driven.transport.inFlight()).toBeGreaterThan(0);
      // Meanwhile another instance found the order and stored it as accepted.
      const record: OrderRecord = {
        external_order_id: order.externalOrderId,
        order_number: 'ELSEWHERE-1',
        status: 'accepted',
        status_label: 'Приета',
        total_minor: order.request.expected_total_minor,
        created_at: new Date(driven.clock.now()).toISOString(),
        replayed: false,
      } as OrderRecord;
      const current = await where.entries.read(order.externalOrderId);
      expect(current).toBeDefined();
      await where.entries.compareAndSet(
        order.externalOrderId,
        {
          ...(current?.value as OutboxEntry),
          state: 'accepted',
          record,
          orderNumber: 'ELSEWHERE-1',
        },
        current?.version ?? 0,
      );
      const outcome = await driveUntilDone(driven.clock, run, {
        inFlight: driven.transport.inFlight,
      });
      held.release();
      expect(outcome).toMatchObject({ kind: 'accepted', record: { order_number: 'ELSEWHERE-1' } });
      expect(await outbox.entry(order.externalOrderId)).toMatchObject({
        state: 'accepted',
        orderNumber: 'ELSEWHERE-1',
      });
      // Nothing contradicting it was announced.
      expect(settled.filter((s) => !s.endsWith(':accepted'))).toEqual([]);
    });

    it('stops a run before its next write once its claim is no longer held', async () => {
      const where = stores();
      let held = true;
      const claim = async (): Promise<EntryClaim> => ({
        kind: 'claimed',
        held: () => held,
        release: async () => undefined,
      });
      const written: string[] = [];
      const entries: VersionedKeyValue<OutboxEntry> = {
        ...where.entries,
        get: (key) => where.entries.get(key),
        read: (key) => where.entries.read(key),
        set: (key, value, ttl) => where.entries.set(key, value, ttl),
        delete: (key) => where.entries.delete(key),
        entries: () => where.entries.entries(),
        compareAndSet: async (key, value, expected, ttl) => {
          const version = await where.entries.compareAndSet(key, value, expected, ttl);
          written.push(value.state);
          // The first run's renewal fails right after the entry is stored.
          if (written.length === 1) held = false;
          return version;
        },
      };
      const { outbox } = outboxOn({ entries, chats: where.chats }, { claim });
      const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 304 });
      const before = ordersRequests(driven.sandbox);
      expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unknown' });
      expect(written).toEqual(['pending']);
      expect(ordersRequests(driven.sandbox)).toBe(before);
      expect((await outbox.entry(order.externalOrderId))?.state).toBe('pending');
      // The entry stays for whichever instance claims it next.
      held = true;
      expect((await outbox.submit(order)).kind).toBe('accepted');
      expect(ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
    });

    it('retires a confirmation whose quote expired before its first send, sending nothing', async () => {
      const where = stores();
      const { outbox } = outboxOn(where);
      const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 305 });
      const before = ordersRequests(driven.sandbox);
      const expired = { ...order, quoteValidUntil: driven.clock.now() - 1 };
      expect(await outbox.submit(expired)).toEqual({ kind: 'requote' });
      expect(ordersRequests(driven.sandbox)).toBe(before);
      expect((await outbox.entry(order.externalOrderId))?.watchUntil).toBeUndefined();
    });

    it('supersedes a re-confirmation whose given-up id turned up before it arrived', async () => {
      const where = stores();
      const { outbox } = outboxOn(where);
      const { order, held } = await retiredAndWatched(outbox, 306);
      held.release();
      await expect.poll(() => ledgerCount(driven.sandbox, order.externalOrderId)).toBe(1);
      // The watch finds it before the customer confirms the fresh price.
      await outbox.resumeAll();
      expect((await outbox.entry(order.externalOrderId))?.state).toBe('accepted');
      const again = {
        ...(await quotedOrder(driven.client, driven.sandbox, { chatId: 306 })),
        follows: [order.externalOrderId],
      };
      const before = ordersRequests(driven.sandbox);
      const outcome = await outbox.submit(again);
      expect(outcome).toMatchObject({
        kind: 'accepted',
        record: { external_order_id: order.externalOrderId },
      });
      expect(ordersRequests(driven.sandbox)).toBe(before);
      expect((await outbox.entry(again.externalOrderId))?.state).toBe('superseded');
    });

    it('lists an id for its chat before its entry is written, and clears it on its outcome', async () => {
      const where = stores();
      const { outbox } = outboxOn(where);
      const order = await quotedOrder(driven.client, driven.sandbox, { chatId: 307 });
      const seen: string[][] = [];
      const entry = newEntry(order, driven.clock.now());
      outbox.events.on('settled', () => undefined);
      const watching = (async () => {
        for (;;) {
          const listed = (await where.chats.read('307'))?.value.open.map((item) => item.id) ?? [];
          seen.push(listed);
          if ((await where.entries.read(entry.externalOrderId)) !== undefined) return;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      expect((await outbox.submit(order)).kind).toBe('accepted');
      await watching;
      expect(seen.at(-1)).toEqual([order.externalOrderId]);
      expect((await where.chats.read('307'))?.value.open).toEqual([]);
    });
  });
}
