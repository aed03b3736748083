/**
 * `node_modules/.bin/node test/bench/store-cpu.ts`: the sqlite store's CPU per action, in one
 * process, as an update uses it: one read of the chat's session, one write before its screen is
 * sent, one after (a 0–2 ms timer stands for the Bot API call in between). Chats act in bursts
 * of 1, 10 and 100 at once: how much the store's group commit can share one statement. CPU is
 * `process.cpuUsage()` (every thread, so libuv's thread pool where node-sqlite3 runs its
 * statements counts too), which the machine's load moves far less than wall time.
 *
 * BENCH_STORE_BEFORE=<a checkout of another commit, e.g. a `git worktree`>: its store runs
 * beside this one, alternating, for a paired before/after comparison. BENCH_STORE_ACTIONS
 * (3,000 per burst size and round).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openStore, type Store } from '../../src/store/index.ts';

const ACTIONS = Number(process.env.BENCH_STORE_ACTIONS ?? 3_000);
const BURSTS = [1, 10, 100];
const ROUNDS = 2;
const CHATS = 1_000;

/** A session as the process bench leaves one (a product card open), ~700 bytes of JSON. */
const SESSION = {
  version: 1,
  locale: 'bg',
  snapshot: {
    status: 'active',
    value: { product: 'card' },
    historyValue: {},
    context: {
      version: 1,
      chatId: 5_000_059,
      locale: 'bg',
      nav: { categoryId: 10, query: '', page: 0, productId: 1001, slot: null, from: 'category' },
      draft: {
        kind: 'product',
        productId: 1001,
        size: 'standard',
        addons: [],
        removed: [],
        quantity: 1,
      },
      cart: { lines: [], nextLineId: 1 },
      fulfilment: null,
      contact: {},
      orders: [],
      notice: null,
    },
    children: {},
  },
  viewRev: 83,
  live: { messageId: 6342, photo: true },
  active: true,
  renderPending: false,
};

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function action(store: Store, chat: number, i: number): Promise<void> {
  const sessions = store.namespace<typeof SESSION>('sessions');
  const session = (await sessions.get(String(chat))) ?? SESSION;
  await sessions.set(String(chat), { ...session, renderPending: true });
  await new Promise((done) => setTimeout(done, i % 3));
  await sessions.set(String(chat), { ...session, renderPending: false });
}

/** CPU µs per action for `ACTIONS` actions in bursts of `burst` chats at once. */
async function measure(store: Store, burst: number): Promise<number> {
  const from = cpuMs();
  for (let i = 0; i < ACTIONS; i += burst) {
    await Promise.all(Array.from({ length: burst }, (_, j) => action(store, (i + j) % CHATS, j)));
  }
  return ((cpuMs() - from) * 1000) / ACTIONS;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
const stores: [string, Store][] = [
  ['this checkout', await openStore(`sqlite://${join(dir, 'a')}`)],
];
const before = process.env.BENCH_STORE_BEFORE;
if (before) {
  const module = pathToFileURL(resolve(before, 'src/store/index.ts')).href;
  const { openStore: openBefore } = (await import(module)) as { openStore: typeof openStore };
  stores.unshift([before, await openBefore(`sqlite://${join(dir, 'b')}`)]);
}
try {
  for (const burst of BURSTS) {
    // Round 0 warms the JIT and the page cache; it is not printed.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [name, store] of stores) {
        const us = await measure(store, burst);
        if (round > 0) {
          console.log(`${burst} at once, ${name}: ${us.toFixed(1)} µs CPU per action`);
        }
      }
    }
  }
} finally {
  await Promise.all(stores.map(([, store]) => store.close()));
  rmSync(dir, { recursive: true, force: true });
}
