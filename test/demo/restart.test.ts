import { afterEach, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { Demo } from '../../src/demo/run.ts';
import { until } from '../support/app-harness.ts';
import {
  chatTexts,
  demoDataDir,
  liveText,
  press,
  startTestDemo,
} from '../support/demo-terminal.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

const STEP = 45_000;
let demo: Demo | undefined;
afterEach(async () => {
  await demo?.stop();
  demo = undefined;
});

/** A pickup order of one family Margherita, typed into the terminal. */
async function orderFromTheTerminal(running: Demo): Promise<void> {
  await running.type('/start');
  for (const label of [
    'Пици',
    'Маргарита',
    'Фамилна',
    'Добави',
    'Добави 1 бр.',
    'Поръчай',
    'Ще взема',
  ])
    await press(running, label);
  await running.type('Иван Петров');
  await running.type('0888 123 456');
  await press(running, 'Пропусни');
  await press(running, 'Пропусни');
  expect(liveText(running)).toContain('Общо: 15,90');
  await press(running, 'Потвърждавам');
}

/** Whether the chat was told this status label of the order. */
function told(running: Demo, orderNumber: string, label: string): boolean {
  return chatTexts(running).some(
    (text) => text.includes(`№ ${orderNumber}`) && text.includes(label),
  );
}

it('keeps the sandbox orders across a restart, and the quick kitchen keeps moving them', async () => {
  const dataDir = demoDataDir();
  const clock = new ManualClock(OPEN_MONDAY_NOON);
  demo = await startTestDemo({ dataDir, clock, kitchenStepMs: STEP });
  await orderFromTheTerminal(demo);
  const [placed] = demo.sandbox.ledger.list();
  const number = placed?.orderNumber ?? '';
  expect(liveText(demo)).toContain(`Номер: ${number}`);

  // The first step of the quick kitchen: the tracker's next poll sees "preparing".
  clock.advance(STEP + 5_000);
  const first = demo;
  await until(() => told(first, number, 'Приготвя се'), 'the preparing news');
  await demo.stop();

  // `npm run demo` again on the same data/demo: a new sandbox process (new ports), same file.
  demo = await startTestDemo({ dataDir, clock, kitchenStepMs: STEP });
  const second = demo;
  expect(second.sandbox.ledger.list()).toMatchObject([
    { orderNumber: number, status: 'preparing', totalMinor: 1590, fulfilment: 'pickup' },
  ]);
  clock.advance(STEP);
  await until(() => told(second, number, 'Готова за вземане'), 'the ready-for-collection news');
  clock.advance(STEP);
  await until(() => told(second, number, 'Получена'), 'the collected news');
  expect(second.sandbox.ledger.list()).toMatchObject([
    { orderNumber: number, status: 'delivered' },
  ]);
  // The restarted bot kept the customer's order under /orders with its new status.
  await second.type('/orders');
  expect(liveText(second)).toContain(`№ ${number}`);
  expect(liveText(second)).toContain('Получена');
});
