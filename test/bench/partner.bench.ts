import { test } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { createRequestBudget } from '../../src/partner/budget.ts';
import { CataloguePage, successEnvelope } from '../../src/partner/schemas/index.ts';
import { cataloguePage, createDemoMenu } from '../../src/sandbox/menu/index.ts';

// The cost of reading the menu at the border: one full page of 50 products, as the wire
// carries it (JSON text), parsed and normalized by the zod schemas.
test('partner client: catalogue page parse and budget grants', async ({ bench }) => {
  const menu = createDemoMenu({ products: 10_000 });
  const pageText = JSON.stringify({ meta: { data: cataloguePage(menu, 2, new Date()) } });
  const Envelope = successEnvelope(CataloguePage);

  const parse = await bench('parse one catalogue page (50 products) from JSON text', () => {
    Envelope.parse(JSON.parse(pageText));
  }).run();

  const grant = await bench(
    'grant 1,000 requests through a 120/min budget (simulated 9 min)',
    async () => {
      const clock = new ManualClock(0);
      const budget = createRequestBudget({ limit: 120, clock });
      const grants: Promise<void>[] = [];
      for (let i = 0; i < 1_000; i += 1)
        grants.push(budget.acquire(i % 7 === 0 ? 'quote' : 'status-poll'));
      for (let step = 0; step < 10; step += 1) {
        clock.advance(61_000);
        await Promise.resolve();
      }
      await Promise.all(grants);
    },
  ).run();

  console.log(
    [
      `catalogue page parse: ${parse.latency.mean.toFixed(3)} ms mean, ${parse.latency.p99.toFixed(3)} ms p99 (${(pageText.length / 1024).toFixed(0)} KiB page)`,
      `budget, 1,000 grants: ${grant.latency.mean.toFixed(3)} ms mean per run`,
    ].join('\n'),
  );
});
