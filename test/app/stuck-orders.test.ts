import { expect, it } from 'vitest';
import { orderMargherita, STAFF_CHAT, testConfig, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// An hourly menu sync keeps a simulated day cheap; the order polls are what is tested.
useAppWorld({ config: (sandbox) => ({ ...testConfig(sandbox), catalogueSyncSeconds: 3_600 }) });

/** Moves the shared clock in steps, letting each step's polls and messages finish. */
async function advance(ms: number, stepMs: number): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    await new Promise((resolve) => setImmediate(resolve));
    await app.tracker.idle();
  }
}

const stalledAlerts = () =>
  telegram.messages(STAFF_CHAT).filter((m) => m.text.includes('спря да я проверява'));

it('tells the staff chat once when an order stuck in payment_review is no longer checked after a day', async () => {
  await orderMargherita(app, telegram, 601);
  const [order] = sandbox.ledger.list();
  if (!order) throw new Error('no order placed');
  sandbox.setStatus(order.orderNumber, 'payment_review');
  await advance(3 * HOUR, 45_000);
  expect(app.tracker.active()).toHaveLength(1);
  expect(stalledAlerts()).toEqual([]);
  await advance(21 * HOUR + MINUTE, 10 * MINUTE);
  // The staff chat is busy with the console's board and alerts: it may wait its paced turn.
  await untilTicking(clock, () => stalledAlerts().length > 0, 'the stalled alert');
  expect(stalledAlerts()).toHaveLength(1);
  expect(stalledAlerts()[0]?.text).toContain(`Поръчка № ${order.orderNumber}`);
  expect(app.tracker.active()).toEqual([]);
  const polls = sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length;
  await advance(2 * HOUR, 10 * MINUTE);
  expect(sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length).toBe(polls);
  expect(stalledAlerts()).toHaveLength(1);
});
