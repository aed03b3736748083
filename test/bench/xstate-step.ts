/**
 * `node_modules/.bin/node test/bench/xstate-step.ts`: what one conversation step costs, the way
 * the chat runner does it per update: restore the stored snapshot (`SessionStore.restore`), step
 * it (`machineStep`), put the persisted snapshot back (`SessionStore.keep`).
 *
 * - `browse`: the conversation machine with the demo menu of `bench:process` (130 products) and
 *   the same walk as its customers (`nextAction`): a category from home; in a category a product,
 *   now and then the next page or back; on a product card a size, then back. Each figure in µs of
 *   CPU and bytes allocated per step (V8's sampling heap profiler, collected objects included).
 *   The runner's figures: its session read from the store (restored with `resolveState`), or
 *   still held in memory from the chat's last update (`restoreSnapshot` hands back the snapshot
 *   `persistSnapshot` kept), as at a person's pace with a single instance.
 * - `cart`: no menu, a stored cart snapshot, `OPEN_CART` and `HOME` alternating (the old figure);
 *   against XState's public `transition()` and a fresh `initialTransition`.
 *
 * BENCH_STEPS (20,000 per figure, after 2,000 unmeasured); BENCH_HEAP_PROFILE=<prefix> writes each
 * figure's allocation profile to <prefix>.<n>.heapprofile (read it with a heap profile viewer).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { initialTransition, transition } from 'xstate';
import { machineStep, persistSnapshot, restoreSnapshot } from '../../src/chat/machine-step.ts';
import { LIMITS } from '../../src/conversation/limits.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type { MachineEvent } from '../../src/conversation/types.ts';
import { demoMenu } from '../support/demo-menu.ts';

const STEPS = Number(process.env.BENCH_STEPS ?? 20_000);

type Machine = ReturnType<typeof createConversationMachine>;
type Snapshot = ReturnType<Machine['resolveState']>;
type Persisted = { value: Snapshot['value']; context: Snapshot['context'] };

const restoreWith = (machine: Machine, stored: Persisted) =>
  machine.resolveState({ value: stored.value, context: stored.context });
const persist = (machine: Machine, snapshot: Snapshot) =>
  machine.getPersistedSnapshot(snapshot) as unknown as Persisted;

/** A seeded random in [0, 1): the walk is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The `bench:process` customer's walk on the machine itself: `count` stored snapshots, each
 * with the event the customer sends on it.
 */
function browseWalk(machine: Machine, menu: ReturnType<typeof demoMenu>, count: number) {
  const roll = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(roll() * list.length)] as T;
  const stamp = (event: object, i: number) =>
    ({ ...event, at: 1_764_000_000_000 + i, orderId: `o${i}` }) as MachineEvent;
  const categories = menu.categories().filter((c) => menu.productsIn(c.id).length > 0);
  let snapshot = initialTransition(machine, { locale: 'bg', chatId: 1 })[0];
  let last = '';
  const walk: [Persisted, MachineEvent][] = [];
  for (let i = 0; i < count; i += 1) {
    const { nav, draft } = snapshot.context;
    let event: object;
    if (snapshot.matches('home'))
      event = { type: 'OPEN_CATEGORY', categoryId: pick(categories).id };
    else if (snapshot.matches('category')) {
      const products = menu.productsIn(nav.categoryId ?? -1);
      const onPage = products.slice(
        nav.page * LIMITS.productsPerPage,
        (nav.page + 1) * LIMITS.productsPerPage,
      );
      const r = roll();
      const pages = Math.ceil(products.length / LIMITS.productsPerPage);
      if (r < 0.2 && pages > 1) event = { type: 'PAGE', page: (nav.page + 1) % pages };
      else if (r < 0.35) event = { type: 'BACK' };
      else event = { type: 'OPEN_PRODUCT', productId: pick(onPage).id };
    } else if (last === 'OPEN_PRODUCT' && draft?.kind === 'product') {
      const product = menu.product(draft.productId);
      event = { type: 'SELECT_SIZE', size: pick(product?.variants ?? []).key };
    } else event = { type: 'BACK' };
    const stamped = stamp(event, i);
    walk.push([persist(machine, snapshot), stamped]);
    snapshot = transition(machine, snapshot, stamped)[0];
    last = stamped.type;
  }
  return walk;
}

const cpuUs = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

let inspector: Session | undefined;
let profiles = 0;

/** Bytes allocated per call of `body` (sampled by V8, collected objects included). */
async function bytesPer(body: (i: number) => unknown, steps: number): Promise<number> {
  if (inspector === undefined) {
    inspector = new Session();
    inspector.connect();
  }
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < steps; i += 1) body(i);
  const { profile } = await inspector.post('HeapProfiler.getSamplingProfile');
  await inspector.post('HeapProfiler.stopSampling');
  profiles += 1;
  if (process.env.BENCH_HEAP_PROFILE)
    writeFileSync(
      `${process.env.BENCH_HEAP_PROFILE}.${profiles}.heapprofile`,
      JSON.stringify(profile),
    );
  let total = 0;
  const walk = (node: { selfSize: number; children: unknown[] }) => {
    total += node.selfSize;
    for (const child of node.children) walk(child as typeof node);
  };
  walk(profile.head as never);
  return total / steps;
}

/**
 * CPU first, in every round, with no inspector attached (an attached one slows the code down);
 * the allocation of each figure after.
 */
async function measure(figures: [string, (i: number) => unknown][]): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    for (const [label, body] of figures) {
      for (let i = 0; i < 2_000; i += 1) body(i);
      const from = cpuUs();
      for (let i = 0; i < STEPS; i += 1) body(i);
      console.log(`${label}: ${((cpuUs() - from) / STEPS).toFixed(1)} µs CPU`);
    }
  }
  for (const [label, body] of figures) {
    const bytes = await bytesPer(body, Math.min(STEPS, 5_000));
    console.log(`${label}: ${(bytes / 1024).toFixed(2)} KB allocated`);
  }
}

// The browse walk with the demo menu.
const menu = demoMenu({ products: 130 });
const browseMachine = createConversationMachine({ menu: () => menu });
const browseStep = machineStep(browseMachine);
const walk = browseWalk(browseMachine, menu, 4_000);
const at = (i: number) => walk[i % walk.length] as [Persisted, MachineEvent];
/** The session of the walk's chat as the last step kept it (`SessionStore.keep`). */
let held = at(0)[0];
const counts = new Map<string, number>();
for (const [, event] of walk) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
console.log(`browse walk: ${[...counts].map(([type, n]) => `${type} ${n}`).join(', ')}`);

// The cart figures without a menu.
const machine = createConversationMachine({ menu: () => null });
const step = machineStep(machine);
const stored = persist(
  machine,
  transition(machine, initialTransition(machine, { locale: 'bg', chatId: 1 })[0], {
    type: 'OPEN_CART',
  } as MachineEvent)[0],
);
const events = [{ type: 'OPEN_CART' }, { type: 'HOME' }] as MachineEvent[];
const event = (i: number) => events[i % 2] as MachineEvent;
const restore = () => restoreWith(machine, stored);

await measure([
  ['browse: restore', (i) => restoreWith(browseMachine, at(i)[0])],
  [
    'browse: restore + step',
    (i) => {
      const [persisted, next] = at(i);
      return browseStep(restoreWith(browseMachine, persisted), next);
    },
  ],
  [
    'browse: the runner, session read from the store',
    (i) => {
      const [persisted, next] = at(i);
      return persistSnapshot(
        browseMachine,
        browseStep(restoreSnapshot(browseMachine, persisted), next)[0],
      );
    },
  ],
  [
    'browse: the runner, session held in memory',
    (i) => {
      if (i % walk.length === 0) held = at(0)[0];
      held = persistSnapshot(
        browseMachine,
        browseStep(restoreSnapshot(browseMachine, held), at(i)[1])[0],
      ) as Persisted;
      return held;
    },
  ],
  ['cart: restore + step (chat/machine-step.ts)', (i) => step(restore(), event(i))],
  [
    'cart: restore + transition() (XState public API)',
    (i) => transition(machine, restore(), event(i)),
  ],
  [
    'cart: initialTransition (a new chat)',
    () => initialTransition(machine, { locale: 'bg', chatId: 1 }),
  ],
]);
inspector?.disconnect();
