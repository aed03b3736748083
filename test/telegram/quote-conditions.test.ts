import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerClient } from '../../src/partner/client.ts';
import { setSizePricedAtQuote, setVariantPrice } from '../../src/sandbox/menu/index.ts';
import {
  addMargarita,
  checkoutPickup,
  deliveryContact,
  startWithMargarita,
} from '../support/checkout-driver.ts';
import { clientFor } from '../support/partner-harness.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { findButton, screen } from '../support/telegram-steps.ts';

/**
 * Issue 20 point 5: the quote's `warnings`, its `late` period and a `test_only` quote, through
 * the real bot against the sandbox. Warnings are the restaurant's free text: every one is shown
 * as sent, none is interpreted by its wording. The world's clock starts on Monday 12:00 in Sofia
 * and only moves forward; the late-hour test comes last.
 */
const world = useTelegramWorld();
const MARGHERITA = 101;
let tester: PartnerClient;

beforeAll(() => {
  // The sandbox's `tester` partner gets test_only quotes and has its orders refused.
  tester = clientFor(world.sandbox, { partner: 'tester', logger: world.logs.logger }).client;
});
afterAll(() => tester.close());

describe('the conditions of a quote on the review', () => {
  it('shows every restaurant warning as sent, the minimum one included', async () => {
    const bot = await world.start();
    const chat = 20511;
    await bot.text(chat, '/start');
    await addMargarita(bot, chat, 'Малка');
    await bot.tap(chat, 'Поръчай');
    await bot.tap(chat, 'Център');
    await bot.tap(chat, 'Продължи все пак');
    await deliveryContact(bot, chat);
    expect(screen(bot, chat)).toContain(
      '⚠ Поръчката е под минималната сума от 15,00 € (в момента 8,90 €)',
    );
  });

  it('a test-only quote is shown but cannot be confirmed, and no order reaches the restaurant', async () => {
    const bot = await world.start({ client: tester });
    const chat = 20512;
    const before = world.sandbox.ledger.list().length;
    await startWithMargarita(bot, chat);
    await checkoutPickup(bot, chat);
    const review = screen(bot, chat);
    expect(review).toContain('Тази цена е само за тест и не може да бъде поръчана.');
    expect(() => findButton(bot, chat, 'Потвърждавам')).toThrow();
    expect(world.sandbox.ledger.list()).toHaveLength(before);
  });

  it('a size with minor: null shows "price at checkout", can be ordered, and the quote prices it', async () => {
    const menu = world.sandbox.menu;
    setSizePricedAtQuote(menu, MARGHERITA, 'standard', 777);
    try {
      const bot = await world.start();
      const chat = 20514;
      await bot.text(chat, '/start');
      await bot.tap(chat, 'Пици');
      await bot.tap(chat, 'Маргарита');
      await bot.tap(chat, 'Малка');
      await bot.settle();
      expect(screen(bot, chat)).toContain('цена при изчисляване');
      await bot.tap(chat, 'Добави');
      await bot.tap(chat, 'Добави 1 бр.');
      await checkoutPickup(bot, chat);
      expect(screen(bot, chat)).toContain('Общо: 7,77 €');
      expect(findButton(bot, chat, 'Потвърждавам').text).toMatch(/7,77\s€$/);
    } finally {
      setVariantPrice(menu, MARGHERITA, 'standard', 890);
      menu.hidden.sizeMinor.clear();
    }
  });

  it('en, Monday 22:45: a delivery in the late period says so, shows the late fee warning as sent and is placed', async () => {
    world.clock.advance(10 * 3_600_000 + 45 * 60_000);
    const bot = await world.start();
    const chat = 20513;
    await bot.text(chat, '/start', 'en');
    for (const label of ['Pizzas', 'Margherita', 'Family', '➕ Add', 'Add 1 to cart'])
      await bot.tap(chat, label, 'en');
    await bot.tap(chat, '✅ Order', 'en');
    await bot.tap(chat, 'Студентски град', 'en');
    // Past the ordinary cutoff the zone is quoted at the tap (issue 34 point 4): late, it goes on.
    await bot.settle();
    expect(screen(bot, chat)).toContain('The restaurant takes this order as a late order');
    await deliveryContact(bot, chat, { lang: 'en' });
    const review = screen(bot, chat);
    expect(review).toContain('🌙 Late order: late-hour conditions apply.');
    expect(review).toContain('⚠ Късна поръчка след 22:30: добавена е такса 2,00 €');
    // The ordinary 3,00 € fee plus the 2,00 € late fee, as the quote says.
    expect(review).toContain('Delivery: €5.00');
    const before = world.sandbox.ledger.list().length;
    await bot.tap(chat, 'Confirm', 'en');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Order accepted!');
    expect(world.sandbox.ledger.list()).toHaveLength(before + 1);
  });
});
