import { afterEach, describe, expect, it } from 'vitest';
import {
  orderMargherita,
  pickupToReview,
  STAFF_CHAT,
  untilTicking,
} from '../support/app-harness.ts';
import { app, clock, nextCycle, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

// Issue 34 point 2: a value the restaurant sends that the spec does not list never fails a
// request. The whole application on the in-process sandbox; the sandbox's `rewrite` fault
// changes its real answers.
const logs = useAppWorld();

const MINUTE = 60_000;
const LABEL = 'Готова за сервиране';

afterEach(() => sandbox.faults.clear());

/** Moves the shared clock in steps, letting each step's polls and messages finish. */
async function advance(ms: number, stepMs: number): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    await new Promise((resolve) => setImmediate(resolve));
    await app.tracker.idle();
  }
}

/** Every answer of `endpoint` with this status and label until the test ends. */
function answerStatus(endpoint: 'orders' | 'orderstatus', status: string, times = Infinity) {
  sandbox.faults.inject({
    kind: 'rewrite',
    endpoint,
    times,
    rewrite: (data) => {
      data.status = status;
      data.status_label = LABEL;
    },
  });
}

const staffSaid = () => telegram.messages(STAFF_CHAT).map((m) => m.text);
const unknownAlerts = (value: string) =>
  staffSaid().filter((text) => text.includes(`статус на поръчка „${value}“`));

describe('an order status the spec does not list', () => {
  it('is tracked on, shown to the customer with the restaurant label, told once, with no not-prepared alert', async () => {
    await orderMargherita(app, telegram, 701);
    const [order] = app.tracker.ordersOfChat(701);
    if (!order) throw new Error('no order placed');
    answerStatus('orderstatus', 'ready');
    await advance(3 * MINUTE, 15_000);
    const tracked = app.tracker.ordersOfChat(701)[0];
    expect(tracked).toMatchObject({ status: 'unknown', statusRaw: 'ready', active: true });
    expect(app.tracker.active().map((a) => a.order.externalOrderId)).toContain(
      order.externalOrderId,
    );
    await untilTicking(clock, () => unknownAlerts('ready').length > 0, 'the unknown-status alert');
    expect(
      telegram.messages(701).some((m) => m.text === `📦 Поръчка № ${order.orderNumber}: ${LABEL}`),
    ).toBe(true);
    // Polled on, past the accept alert's 10 minutes: never "not being prepared", told once.
    const polls = sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length;
    await advance(15 * MINUTE, 30_000);
    expect(sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length).toBeGreaterThan(
      polls,
    );
    expect(staffSaid().filter((text) => text.includes('още не се приготвя'))).toEqual([]);
    expect(unknownAlerts('ready')).toHaveLength(1);
    expect(logs.lines.filter((line) => line.includes('order status not in the spec'))).toHaveLength(
      1,
    );
    expect(logs.lines.filter((line) => line.includes('order status poll failed'))).toEqual([]);
  });

  it('from /orders itself still accepts the order and tells its number', async () => {
    answerStatus('orders', 'queued', 1);
    await orderMargherita(app, telegram, 702);
    const [order] = app.tracker.ordersOfChat(702);
    expect(order).toMatchObject({ status: 'unknown', statusRaw: 'queued', active: true });
    const placed = telegram
      .messages(702)
      .find((m) => m.text.startsWith('✅ Поръчката е приета! Номер:'));
    expect(placed?.text).toContain(`Номер: ${order?.orderNumber}.`);
    await untilTicking(clock, () => unknownAlerts('queued').length > 0, 'the unknown-status alert');
    expect(unknownAlerts('queued')).toHaveLength(1);
  });
});

describe('a quote period the spec does not list', () => {
  it('is quoted, and the review shows the period as sent', async () => {
    sandbox.faults.inject({
      kind: 'rewrite',
      endpoint: 'quote',
      times: Infinity,
      rewrite: (data) => {
        (data.quote as Record<string, unknown>).period = 'holiday';
      },
    });
    await pickupToReview(app, telegram, 703);
    const review = telegram.liveMessage(703);
    expect(review?.text).toContain('🕒 Период: „holiday“');
    expect(review?.text).not.toContain('не можа');
    expect(review?.buttons.flat().some((b) => b.text.includes('Потвърждавам'))).toBe(true);
  });
});

describe('a menu value the spec does not list', () => {
  it('keeps the menu syncing with half-and-half off, and tells the staff chat once', async () => {
    sandbox.faults.inject({
      kind: 'rewrite',
      endpoint: 'catalogue',
      times: Infinity,
      rewrite: (data) => {
        (data.half as Record<string, unknown>).price_mode = 'tiered';
      },
    });
    const told = () => staffSaid().filter((text) => text.includes('price_mode „tiered“'));
    await nextCycle();
    expect(app.catalogue.health().consecutiveFailures).toBe(0);
    expect(app.catalogue.current()?.half.enabled).toBe(false);
    await untilTicking(clock, () => told().length > 0, 'the unknown-value alert');
    await nextCycle();
    expect(told()).toHaveLength(1);
    sandbox.faults.clear();
    await nextCycle();
    expect(app.catalogue.current()?.half.enabled).toBe(true);
  });
});
