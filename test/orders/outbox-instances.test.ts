import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { type EntryClaim, OrderOutbox } from '../../src/orders/outbox.ts';
import {
  ledgerCount,
  ordersRequests,
  outboxStores,
  quotedOrder,
} from '../support/orders-harness.ts';
import { client, sandbox, store, useOrdersWorld } from '../support/orders-world.ts';
import { captureLogs } from '../support/partner-harness.ts';

const logs = captureLogs('info');

useOrdersWorld({ logger: logs.logger, clock: 'system' });

describe('order outbox on several instances (the per-entry claim)', () => {
  it('sends nothing for an entry another instance drives, or while the claim cannot be checked, and resumes it once claimed', async () => {
    let answer: EntryClaim['kind'] = 'busy';
    const released: string[] = [];
    const claims: string[] = [];
    const outbox = new OrderOutbox({
      client,
      ...outboxStores(store, 'outbox-instances'),
      clock: systemClock,
      random: () => 0.5,
      logger: logs.logger,
      claim: async (id) => {
        claims.push(id);
        if (answer !== 'claimed') return { kind: answer };
        return {
          kind: 'claimed',
          held: () => true,
          release: async () => void released.push(id),
        };
      },
    });
    try {
      const order = await quotedOrder(client, sandbox, { chatId: 31 });
      const before = ordersRequests(sandbox);
      // Another instance holds the entry: this one leaves it alone.
      expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'unknown' });
      // Redis does not answer: the order is kept, unsent, and the customer told why.
      answer = 'down';
      expect(await outbox.submit(order)).toEqual({ kind: 'held', reason: 'coordination' });
      expect(await outbox.entry(order.externalOrderId)).toMatchObject({ state: 'pending' });
      expect(ordersRequests(sandbox)).toBe(before);
      // The claim comes back: the background resume sends it, exactly once, and lets go.
      answer = 'claimed';
      const resumed = await outbox.resumeAll();
      expect(resumed.map((r) => r.outcome.kind)).toEqual(['accepted']);
      expect(ledgerCount(sandbox, order.externalOrderId)).toBe(1);
      expect(released).toEqual([order.externalOrderId]);
      expect(claims.every((id) => id === order.externalOrderId)).toBe(true);
    } finally {
      await outbox.close();
    }
  });
});
