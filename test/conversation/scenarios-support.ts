import { beforeEach } from 'vitest';
import { type ConversationIo, sandboxDeps } from '../support/conversation-harness.ts';
import { OPEN_MONDAY_NOON, useSandboxClient } from '../support/partner-harness.ts';

/** The demo menu's pizza category and its Margherita, the product every scenario orders. */
export const PIZZAS = 1;
export const MARGHERITA = 101;

/**
 * The world of a scenario file: a sandbox client (its hooks registered in the calling file) and,
 * before each test, the clock moved to the next Monday noon, the faults cleared and fresh
 * conversation deps over the sandbox (`world.deps`).
 */
export function useScenarioWorld() {
  const partner = useSandboxClient();
  let deps: (ConversationIo & { refreshMenu(): void }) | undefined;
  beforeEach(() => {
    const { sandbox, clock, client } = partner;
    clock.set(
      OPEN_MONDAY_NOON +
        7 *
          24 *
          3_600_000 *
          Math.floor((clock.now() - OPEN_MONDAY_NOON) / (7 * 24 * 3_600_000) + 1),
    );
    sandbox.faults.clear();
    deps = sandboxDeps(sandbox, clock, client);
  });
  return {
    partner,
    get deps(): ConversationIo & { refreshMenu(): void } {
      if (!deps) throw new Error('scenario deps are made in beforeEach');
      return deps;
    },
    /** The sandbox ledger's entries for one external order id. */
    ordersInLedger(externalOrderId: string) {
      return partner.sandbox.ledger
        .list()
        .filter((entry) => entry.externalOrderId === externalOrderId);
    },
  };
}

/** From anywhere: a Margherita in its default size into the cart, one portion. */
export const margheritaIntoCart = [
  { type: 'OPEN_CATEGORY', categoryId: PIZZAS },
  { type: 'OPEN_PRODUCT', productId: MARGHERITA },
  { type: 'ADD_TO_CART' },
  { type: 'ADD_TO_CART' },
] as const;

export const contactAndPickup = [
  { type: 'CHECKOUT' },
  { type: 'CHOOSE_PICKUP' },
  { type: 'TEXT', text: 'Иван Петров' },
  { type: 'TEXT', text: '0888 123 456' },
  { type: 'SKIP' },
  { type: 'SKIP' },
] as const;
