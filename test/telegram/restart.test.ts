import { describe, expect, it } from 'vitest';
import type { SubmitOutcome } from '../../src/conversation/types.ts';
import {
  checkoutPickup,
  choosePickup,
  startWithMargarita,
  typePickupContact,
} from '../support/checkout-driver.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, sessionOf, unansweredTaps } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

/** A request that never comes back: the process "dies" while it is in flight. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

describe('a restart', () => {
  it('continues a half-built order in a second instance on the same store', async () => {
    const first = await world.start();
    const chat = 4001;
    await startWithMargarita(first, chat);
    await first.tap(chat, 'Начало');
    await first.tap(chat, 'Пици');
    const rev = (await sessionOf(first, chat))?.viewRev;

    const second = await world.start({ store: first.store, telegram: first.telegram });
    // The button drawn by the first instance still works in the second one.
    await second.tap(chat, 'Маргарита');
    expect(second.telegram.lastMessage(chat)?.photo).toContain('/101.jpg');
    expect(screen(second, chat)).toMatch(/^Пица Маргарита\n/);
    expect((await sessionOf(second, chat))?.viewRev).toBe((rev ?? 0) + 1);
    await second.text(chat, '/cart');
    expect(screen(second, chat)).toContain('1. Пица Маргарита, Фамилна 40 см × 1');
    expect(unansweredTaps(second)).toEqual([]);
  });

  it('re-issues a quote that was in flight when the process stopped', async () => {
    const first = await world.start({ quote: () => never() });
    const chat = 4002;
    await startWithMargarita(first, chat);
    await choosePickup(first, chat);
    await typePickupContact(first, chat);
    expect(screen(first, chat)).toBe('⏳ Изчислявам цената…');
    expect(first.runner.pending()).toBe(1);

    const second = await world.start({ store: first.store, telegram: first.telegram });
    expect(await second.runner.resumePending()).toBe(1);
    await second.settle();
    expect(screen(second, chat)).toContain('Общо: 15,90 €');
    await second.tap(chat, 'Потвърждавам');
    await second.settle();
    expect(screen(second, chat)).toContain('Поръчката е приета');
    expect(second.runner.pending()).toBe(0);
  });

  it('replays a submission that was in flight, so the order exists once', async () => {
    const submit = directSubmit(world.client);
    const first = await world.start({
      // The order reaches the restaurant, then the process dies before the answer is kept.
      submit: async (order, signal): Promise<SubmitOutcome> => {
        await submit(order, signal);
        return never();
      },
    });
    const chat = 4003;
    const before = world.sandbox.ledger.list().length;
    await startWithMargarita(first, chat);
    await checkoutPickup(first, chat);
    await first.tap(chat, 'Потвърждавам');
    expect(screen(first, chat)).toBe('⏳ Изпращам поръчката…');
    await waitFor(() => world.sandbox.ledger.list().length === before + 1);

    const second = await world.start({ store: first.store, telegram: first.telegram });
    expect(await second.runner.resumePending()).toBe(1);
    await second.settle();
    const orders = world.sandbox.ledger.list();
    expect(orders.length).toBe(before + 1);
    expect(screen(second, chat)).toContain(`Номер: ${orders.at(-1)?.orderNumber}`);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!condition()) throw new Error('condition not reached');
}
