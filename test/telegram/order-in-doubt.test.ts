import { expect, it } from 'vitest';
import { checkoutPickup, startWithMargarita } from '../support/checkout-driver.ts';
import { driveUntilDone } from '../support/clock-driver.ts';
import { drivenOutbox, useDrivenPartner } from '../support/driven-partner.ts';
import { captureLogs } from '../support/partner-harness.ts';
import { startTelegram, tempStore } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

// The real bot, the real outbox and client, the sandbox over HTTPS, all on one driven clock:
// the 40 s of the held attempt pass on that clock, not in real time.
const logs = captureLogs('warn');
const driven = useDrivenPartner(logs.logger);

it('shows the customer the number of an order whose first attempt landed after 40 s, placed once', async () => {
  const store = await tempStore();
  const outbox = drivenOutbox(driven, store, logs.logger);
  // The first /orders request of the confirmed order stays in processing until released.
  let held: { release(): void } | undefined;
  const bot = await startTelegram({
    sandbox: driven.sandbox,
    clock: driven.clock,
    client: driven.client,
    logs,
    store,
    outbox: {
      events: outbox.events,
      entry: (id) => outbox.entry(id),
      enqueue: (order) => {
        held ??= driven.sandbox.holdOrder(order.externalOrderId);
        return outbox.enqueue(order);
      },
    },
  });
  try {
    const chat = 3101;
    await startWithMargarita(bot, chat);
    await checkoutPickup(bot, chat);
    const before = driven.sandbox.ledger.list().length;
    const requestsBefore = driven.sandbox.requests.length;
    const start = driven.clock.now();
    await bot.tap(chat, 'Потвърждавам');
    await driveUntilDone(driven.clock, bot.settle(), {
      inFlight: driven.transport.inFlight,
      actions: [{ at: start + 40_000, run: () => held?.release() }],
    });
    expect(held).toBeDefined();
    const orders = driven.sandbox.ledger.list();
    expect(orders.length).toBe(before + 1);
    const order = orders.at(-1);
    const answers = driven.sandbox.requests
      .slice(requestsBefore)
      .filter((r) => r.endpoint === 'orders')
      .map((r) => r.status);
    expect(answers).toContain(409);
    expect(driven.clock.now() - start).toBeGreaterThanOrEqual(40_000);
    expect(screen(bot, chat)).toContain(`Поръчката е приета! Номер: ${order?.orderNumber}.`);
  } finally {
    await outbox.close();
    await store.close();
  }
});
