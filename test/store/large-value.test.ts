import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/index.ts';

let dir: string;
let store: Store;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-large-'));
  store = await openStore(`sqlite://${join(dir, 'bot.sqlite')}`);
});

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A menu snapshot shaped like the catalogue's: 10,000 products, about 2 KB of JSON each. */
function menuSnapshot(products: number) {
  return {
    version: 7,
    syncedAt: 1_700_000_000_000,
    products: Array.from({ length: products }, (_, i) => ({
      id: `p-${i}`,
      categoryId: `c-${i % 40}`,
      name: `Пица „Специална“ №${i}`,
      description: 'Доматен сос, моцарела, шунка, гъби, маслини и риган. '.repeat(15),
      price: (i % 50) + 0.99,
      available: i % 7 !== 0,
      sizes: [
        { id: `${i}-s`, label: '25 см', price: 9.5, grams: 450 },
        { id: `${i}-l`, label: '32 см', price: 13.9, grams: 700 },
      ],
      addons: Array.from({ length: 6 }, (_, a) => ({
        id: `a-${a}`,
        name: `Добавка ${a}`,
        price: 1.2,
      })),
      allergens: ['глутен', 'мляко'],
      image: null,
    })),
  };
}

it('stores and reads back a ~20 MB menu snapshot as one value in well under the timeout', async () => {
  const menu = store.namespace<ReturnType<typeof menuSnapshot>>('menu');
  const snapshot = menuSnapshot(10_000);
  const bytes = Buffer.byteLength(JSON.stringify(snapshot));
  expect(bytes).toBeGreaterThan(19_500_000);

  const setStart = performance.now();
  await menu.set('snapshot', snapshot);
  const setMs = performance.now() - setStart;
  const getStart = performance.now();
  const read = await menu.get('snapshot');
  const getMs = performance.now() - getStart;

  console.info(
    `store: ${(bytes / 1e6).toFixed(1)} MB value, set ${setMs.toFixed(0)} ms, get ${getMs.toFixed(0)} ms`,
  );
  expect(read).toEqual(snapshot);
  // Generous bounds: a restart must serve the last menu at once (docs/architecture.md, catalogue/).
  expect(setMs).toBeLessThan(5_000);
  expect(getMs).toBeLessThan(5_000);
});
