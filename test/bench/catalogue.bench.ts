import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { test } from 'vitest';
import { type CatalogueReader, readCycle } from '../../src/catalogue/cycle.ts';
import { Menu, type MenuSnapshot } from '../../src/catalogue/menu.ts';
import { createMenuSearch } from '../../src/catalogue/search.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { systemClock } from '../../src/clock.ts';
import { Availability, CataloguePage, successEnvelope } from '../../src/partner/schemas/index.ts';
import { cataloguePage, createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { openStore } from '../../src/store/index.ts';
import { captureLogs, clientFor, startTestSandbox } from '../support/partner-harness.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const PRODUCTS = 10_000;
const QUERIES = [
  'маргарита',
  'margarita',
  'пеперони',
  'pepperoni',
  'kaprichoza',
  'пица',
  'доматен сос',
  'салата с риба тон',
  'tiramisu',
  'лимонада',
];

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// Targets (issue 3): index build < 150 ms, retained heap < 60 MB, search < 2 ms a query.
test('catalogue: a 10,000-product menu from the sandbox', async ({ bench }) => {
  const logs = captureLogs('warn');

  // 1. A real cycle over HTTPS: how many requests and how long.
  const { sandbox } = await startTestSandbox({ menu: createDemoMenu({ products: PRODUCTS }) });
  const { client } = clientFor(sandbox, { logger: logs.logger });
  const store = await openStore(
    `sqlite://${join(mkdtempSync(join(tmpdir(), 'bench-')), 'bot.sqlite')}`,
  );
  const sync = new CatalogueSync({
    reader: client,
    store: store.namespace<MenuSnapshot>('menu'),
    clock: systemClock,
    logger: logs.logger,
    intervalMs: 60_000,
    rateLimitPerMinute: 100_000,
  });
  const cycleStarted = performance.now();
  const outcome = await sync.syncNow();
  const cycleMs = performance.now() - cycleStarted;

  // 2. Parse at the border: the same page bytes the sandbox sends, through the zod schemas.
  const texts: string[] = [];
  for (let page = 1; ; page += 1) {
    const data = cataloguePage(sandbox.menu, page, new Date());
    texts.push(JSON.stringify({ meta: { data } }));
    if (!data.has_more) break;
  }
  const availabilityText = JSON.stringify(sandbox.menu.availability);
  const Envelope = successEnvelope(CataloguePage);
  const reader: CatalogueReader = {
    getCataloguePage: async (page) => Envelope.parse(JSON.parse(texts[page - 1] ?? '')).meta.data,
    getAvailability: async () => Availability.parse(JSON.parse(availabilityText)),
  };
  await sync.stop();
  await client.close();
  await sandbox.close();
  await store.close();

  const before = heapUsed();
  const parseStarted = performance.now();
  const cycle = await readCycle(reader, { beforeRequest: async () => undefined });
  const parseMs = performance.now() - parseStarted;
  const indexStarted = performance.now();
  const menu = new Menu({ ...cycle.snapshot, syncedAt: Date.now() });
  const search = createMenuSearch(menu);
  const indexMs = performance.now() - indexStarted;
  const retained = heapUsed() - before;

  let next = 0;
  const query = await bench('search one query (10 mixed Bulgarian/Latin queries in turn)', () => {
    search.search(QUERIES[next++ % QUERIES.length] ?? '');
  }).run();

  const figures = [
    `menu: ${menu.snapshot.products.length} products, ${outcome.pages} pages`,
    `sync cycle over HTTPS: ${outcome.requests} requests (${outcome.pages} pages + availability), ${cycleMs.toFixed(0)} ms, ok=${outcome.ok}`,
    `parse of all pages (JSON + zod): ${parseMs.toFixed(0)} ms`,
    `index build (Menu + search index): ${indexMs.toFixed(1)} ms   [target < 150 ms]`,
    `retained heap (menu + index): ${mb(retained)}   [target < 60 MB]`,
    `search: ${query.latency.mean.toFixed(3)} ms mean, ${query.latency.p99.toFixed(3)} ms p99 per query   [target < 2 ms]`,
  ];
  console.log(figures.join('\n'));
  // Keep the measured objects alive until after the heap reading and the search bench.
  if (search.search('маргарита').length === 0) throw new Error('search found nothing');
});
