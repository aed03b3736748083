import { describe, expect, it } from 'vitest';
import { setVariantPrice } from '../../src/sandbox/menu/index.ts';
import { choosePickup, pickupContact, startWithMargarita } from '../support/checkout-driver.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import type { ScriptedSubmit } from '../support/scripted-orders.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/*
 * Issue 33, through the real bot (grammY, runner, machine, views, texts) and the sandbox over
 * HTTPS on one manual clock: a Confirm never sends an expired quote, and what the review says
 * after a fresh quote is true: "the price changed" only when it did.
 */

const world = useTelegramWorld();
const MINUTE = 60_000;
const MARGHERITA = 101;

const quotes = () => world.sandbox.requests.filter((r) => r.endpoint === 'quote');
const submissions = () => world.sandbox.requests.filter((r) => r.endpoint === 'orders');

/** From /start to the review of one family Margherita (15,90 €) for pickup. */
async function toReview(bot: TelegramBot, chat: number): Promise<void> {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  await pickupContact(bot, chat);
  expect(screen(bot, chat)).toContain('Общо: 15,90 €');
}

/** Taps Confirm on the review and waits for whatever it started (a quote, or the order). */
async function confirm(bot: TelegramBot, chat: number, lang: 'bg' | 'en' = 'bg'): Promise<void> {
  await bot.tap(chat, lang === 'bg' ? 'Потвърждавам' : 'Confirm for', lang);
  await bot.settle();
}

describe('a Confirm on a quote that has expired', () => {
  it('re-quotes first after each of two waits of 16 minutes: no /orders with an expired token, then one order', async () => {
    const bot = await world.start();
    const chat = 33_101;
    await toReview(bot, chat);
    const quotesBefore = quotes().length;
    const sentBefore = submissions().length;

    for (let wait = 1; wait <= 2; wait += 1) {
      world.clock.advance(16 * MINUTE);
      await confirm(bot, chat);
      // A fresh quote, and the review again: nothing went to /orders.
      expect(quotes()).toHaveLength(quotesBefore + wait);
      expect(submissions()).toHaveLength(sentBefore);
      expect(screen(bot, chat)).toContain(
        'Цената беше изтекла, затова я проверихме отново: сумата е същата. Моля, потвърдете отново.',
      );
      expect(screen(bot, chat)).toContain('Общо: 15,90 €');
      expect(screen(bot, chat)).not.toContain('Цената се промени');
    }

    const token = (await stored(bot, chat)).context.quote?.quote_token;
    await confirm(bot, chat);
    // One /orders request, with the token of the quote fetched last: accepted, never a 409.
    expect(
      submissions()
        .slice(sentBefore)
        .map((request) => request.status),
    ).toEqual([200]);
    const placed = world.sandbox.ledger.list().at(-1);
    expect(placed?.body.quote_token).toBe(token);
    expect(screen(bot, chat)).toContain(`Номер: ${placed?.orderNumber}`);
    await bot.store.close();
  });
});

describe('the review after a submission came back for a fresh quote', () => {
  it('shows the old and the new total when the restaurant changed the price', async () => {
    const bot = await world.start();
    const chat = 33_103;
    await toReview(bot, chat);
    // The restaurant raises the price after the quote: the order's total no longer holds (409).
    setVariantPrice(world.sandbox.menu, MARGHERITA, 'family', 1790);
    try {
      await confirm(bot, chat);
      expect(screen(bot, chat)).toContain(
        'Цената се промени. Моля, потвърдете новата сума.\nБеше 15,90 €, сега е 17,90 €.',
      );
      expect(screen(bot, chat)).toContain('Общо: 17,90 €');
    } finally {
      setVariantPrice(world.sandbox.menu, MARGHERITA, 'family', 1590);
    }
    await bot.store.close();
  });

  it('says the order was not placed yet and asks again at the same price, never that the price changed', async () => {
    // The order service gives the first attempt up for a fresh quote (as after its doubt
    // window): no order, and the restaurant's price is what it was.
    let attempts = 0;
    const direct = directSubmit(world.client);
    const submit: ScriptedSubmit = async (order, signal) => {
      attempts += 1;
      return attempts === 1 ? { kind: 'requote' } : direct(order, signal);
    };
    const bot = await world.start({ submit });
    const chat = 33_104;
    await bot.text(chat, '/start', 'en');
    for (const label of ['Pizzas', 'Margherita', 'Family', 'Add', 'Add 1 to cart', 'Order']) {
      await bot.tap(chat, label, 'en');
    }
    await bot.tap(chat, "I'll collect it", 'en');
    await pickupContact(bot, chat, { lang: 'en' });
    expect(screen(bot, chat)).toContain('Total: €15.90');

    await confirm(bot, chat, 'en');
    expect(screen(bot, chat)).toMatch(
      /^Your order has not been placed yet\. The price is the same: please confirm it again\.\n/,
    );
    expect(screen(bot, chat)).not.toContain('The price changed');
    expect(screen(bot, chat)).toContain('Total: €15.90');

    await confirm(bot, chat, 'en');
    expect(attempts).toBe(2);
    expect(screen(bot, chat)).toContain('Number:');
    await bot.store.close();
  });
});
