import { describe, expect, it } from 'vitest';
import { botWithMargarita, deliveryContact } from '../support/checkout-driver.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { forged, labels, press, screen, sessionOf, stored } from '../support/telegram-steps.ts';

/**
 * Issue 34 point 4: a zone tapped after its ordinary cutoff is asked about at once (the zone
 * check: /quote needs only the items and the choice), through the real bot against the sandbox
 * on the world's one manual clock. Closed is said right after the tap, before the name step,
 * with the open choices; accepted as a late order goes on to the name step; a quote that fails
 * goes on as before the check existed. Demo data: Център, Лозенец, Студентски град take orders
 * 11:00–22:30 and late ones until 23:30; Бояна 12:00–21:30 on weekdays, late until 22:00. The
 * world's clock starts on Monday 12:00 in Sofia and only moves forward: the tests run in order.
 */
const world = useTelegramWorld();
const MINUTE = 60_000;

const zoneButtons = (rows: string[][]) => rows.flat().filter((label) => label.startsWith('🛵'));
const quotesAsked = () => world.client.stats().requests['quote 200'] ?? 0;

/** A new chat with a Margherita in its cart, on the delivery-or-collection screen. */
async function atReceiptChoice(chat: number, lang: 'bg' | 'en' = 'bg') {
  if (lang === 'bg') {
    const bot = await botWithMargarita(world, chat);
    await bot.tap(chat, 'Поръчай');
    return bot;
  }
  const bot = await world.start();
  await bot.text(chat, '/start', 'en');
  for (const label of ['Pizzas', 'Margherita', 'Family', '➕ Add', 'Add 1 to cart'])
    await bot.tap(chat, label, 'en');
  await bot.tap(chat, '✅ Order', 'en');
  return bot;
}

describe('a zone tapped past its ordinary hours', () => {
  it('bg, Monday 22:45: Бояна, past its late hours too, is said closed right after the tap, with the open zones; Студентски град is taken late and goes on to the name step', async () => {
    world.clock.advance(10 * 60 * MINUTE + 45 * MINUTE);
    const chat = 20601;
    const bot = await atReceiptChoice(chat);
    expect(zoneButtons(labels(bot, chat))).toContain('🛵 Бояна');
    const before = quotesAsked();
    await bot.tap(chat, 'Бояна');
    await bot.settle();
    const closed = screen(bot, chat);
    expect(quotesAsked()).toBe(before + 1);
    expect(closed).toContain(
      'Ресторантът не приема поръчки за тази зона в момента, дори като късна поръчка.',
    );
    expect(closed).toContain(
      '🛵 Бояна: ресторантът не приема поръчки за нея в момента, дори късни; отваря утре в 12:00.',
    );
    expect(closed).not.toContain('Как се казвате');
    expect(zoneButtons(labels(bot, chat))).toEqual([
      '🛵 Център',
      '🛵 Лозенец',
      '🛵 Студентски град',
    ]);
    const session = await sessionOf(bot, chat);
    expect(session?.snapshot).toMatchObject({ value: { checkout: 'fulfilment' } });
    expect((await stored(bot, chat)).context.cart.lines).toHaveLength(1);
    // An old Бояна button is refused again without asking the restaurant a second time.
    await press(bot, chat, await forged(bot, chat, 'chooseDelivery', 3));
    await bot.settle();
    expect(screen(bot, chat)).toContain('дори като късна поръчка');
    expect(quotesAsked()).toBe(before + 1);

    await bot.tap(chat, 'Студентски град');
    await bot.settle();
    const name = screen(bot, chat);
    expect(quotesAsked()).toBe(before + 2);
    expect(name).toContain('Ресторантът приема поръчката като късна');
    expect(name).toContain('Как се казвате?');
    // The review asks its own quote, and says the late period as before.
    await deliveryContact(bot, chat);
    expect(quotesAsked()).toBe(before + 3);
    expect(screen(bot, chat)).toContain('🌙 Късна поръчка');
  });

  it('bg, Monday 22:45: when the quote fails (503), the tap goes on to the name step as before, the cart kept', async () => {
    const chat = 20602;
    const bot = await atReceiptChoice(chat);
    const refused = () => world.client.stats().requests['quote 503'] ?? 0;
    const refusedBefore = refused();
    world.sandbox.faults.inject({
      kind: 'status',
      status: 503,
      endpoint: 'quote',
      times: Infinity,
    });
    try {
      await bot.tap(chat, 'Център');
      await bot.settle();
    } finally {
      world.sandbox.faults.clear();
    }
    // The zone check asked (and was refused), and the details go on all the same.
    expect(refused()).toBeGreaterThan(refusedBefore);
    const text = screen(bot, chat);
    expect(text).toContain('Как се казвате?');
    expect(text).not.toContain('дори като късна поръчка');
    const session = await sessionOf(bot, chat);
    expect(session?.snapshot).toMatchObject({ value: { checkout: { contact: 'name' } } });
    expect((await stored(bot, chat)).context.cart.lines).toHaveLength(1);
    // The review's quote decides, the restaurant being back: a late order.
    await deliveryContact(bot, chat);
    expect(screen(bot, chat)).toContain('🌙 Късна поръчка');
  });

  it('en, Monday 23:45, past the 23:30 late cutoff: Centre is said closed at the tap, opening tomorrow at 11:00, and the other zones stay choices', async () => {
    world.clock.advance(60 * MINUTE);
    const chat = 20603;
    const bot = await atReceiptChoice(chat, 'en');
    await bot.tap(chat, 'Centre', 'en');
    await bot.settle();
    const text = screen(bot, chat);
    expect(text).toContain(
      'The restaurant does not take orders for this zone now, not even as a late order.',
    );
    expect(text).toContain(
      '🛵 Centre: the restaurant does not take orders for it now, not even late ones; opens tomorrow at 11:00.',
    );
    expect(text).not.toMatch(/your name/i);
    expect(zoneButtons(labels(bot, chat))).not.toContain('🛵 Centre');
    expect(zoneButtons(labels(bot, chat))).toContain('🛵 Студентски град (Studentski grad)');
  });
});
