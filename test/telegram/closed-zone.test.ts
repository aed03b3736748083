import { describe, expect, it } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { ManualClock } from '../../src/clock.ts';
import { botWithMargarita, startWithMargarita } from '../support/checkout-driver.ts';
import { tempStore, useTelegramWorld } from '../support/telegram-harness.ts';
import { findButton, forged, labels, press, screen, sessionOf } from '../support/telegram-steps.ts';

/**
 * Issue 20 point 5: a delivery zone or the pickup point that its availability marks closed now
 * (days_mask or pickup days, before the opening time, collection after its cutoff; all in the
 * restaurant's time zone) is not a button into the contact steps: the fulfilment screen says
 * it is closed and when it opens, and offers the open choices, before anything is typed.
 * Demo data: Бояна (zone 3) Monday to Friday 12:00–21:30, the other zones every day 11:00–22:30,
 * Банкя disabled, pickup every day 11:00–22:30. The world's clock starts on Monday 12:00 in Sofia
 * and only moves forward, so the tests run in that order.
 */
const world = useTelegramWorld();
const HOUR = 3_600_000;

const zoneButtons = (rows: string[][]) => rows.flat().filter((label) => label.startsWith('🛵'));

/**
 * Moves the business clock on by `ms`, then takes a new chat with a Margherita in its cart to the
 * delivery-or-collection screen; returns the bot and what that screen says.
 */
async function receiptChoiceAfter(ms: number, chat: number) {
  world.clock.advance(ms);
  const bot = await botWithMargarita(world, chat);
  await bot.tap(chat, 'Поръчай');
  await bot.settle();
  return { bot, text: screen(bot, chat) };
}

describe('a closed zone on the fulfilment screen', () => {
  it("reads the hours on the restaurant clock: a bot whose own clock says 07:00 still offers the zones open at the restaurant's noon", async () => {
    // A real catalogue sync on a bot clock 5 hours behind the sandbox (issue 11: the clocks
    // need not agree); the restaurant, which enforces its hours on /quote, is at Monday noon.
    const botClock = new ManualClock(world.clock.now() - 5 * HOUR);
    const store = await tempStore();
    const sync = new CatalogueSync({
      reader: world.client,
      store: store.namespace<MenuSnapshot>('menu'),
      clock: botClock,
      logger: world.logs.logger,
      intervalMs: 60_000,
      rateLimitPerMinute: 100_000,
    });
    await sync.syncNow();
    const bot = await world.start({ clock: botClock, menu: () => sync.current() });
    const chat = 20500;
    await startWithMargarita(bot, chat);
    await bot.tap(chat, 'Поръчай');
    await bot.settle();
    expect(screen(bot, chat)).not.toContain('затворено');
    expect(zoneButtons(labels(bot, chat))).toEqual([
      '🛵 Център',
      '🛵 Лозенец',
      '🛵 Бояна',
      '🛵 Студентски град',
    ]);
    await store.close();
  });

  it('bg, Monday 23:00: collection is closed until tomorrow 11:00; zones past their cutoff stay choices with the late note', async () => {
    const chat = 20501;
    const { bot, text } = await receiptChoiceAfter(11 * HOUR, chat);
    expect(text).toContain(
      '🏪 Пицария „Под липите“, София, ул. „Оборище“ 42: затворено в момента, отваря утре в 11:00.',
    );
    expect(text).toContain('ресторантът може да я приеме като късна поръчка');
    expect(labels(bot, chat).flat().join('|')).not.toContain('Ще взема');
    expect(zoneButtons(labels(bot, chat))).toEqual([
      '🛵 Център',
      '🛵 Лозенец',
      '🛵 Бояна',
      '🛵 Студентски град',
    ]);
    // A collection button drawn earlier is refused: no contact step for a closed pickup.
    await press(bot, chat, await forged(bot, chat, 'choosePickup'));
    await bot.settle();
    expect(screen(bot, chat)).toContain('Вземането от ресторанта не приема поръчки в момента.');
    expect(screen(bot, chat)).not.toContain('Как се казвате');
  });

  it('en, Saturday noon: Бояна says it opens on Monday at 12:00 and has no button; the open zones and collection do', async () => {
    world.clock.advance(4 * 24 * HOUR + 13 * HOUR);
    const bot = await world.start();
    const chat = 20502;
    await bot.text(chat, '/start', 'en');
    for (const label of ['Pizzas', 'Margherita', 'Small', '➕ Add', 'Add 1 to cart'])
      await bot.tap(chat, label, 'en');
    await bot.tap(chat, '✅ Order', 'en');
    await bot.settle();
    const text = screen(bot, chat);
    expect(text).toContain('🛵 Бояна (Boyana): closed now, opens on Monday at 12:00.');
    expect(text).not.toContain('Банкя');
    expect(zoneButtons(labels(bot, chat))).toEqual([
      '🛵 Centre',
      '🛵 Лозенец (Lozenets)',
      '🛵 Студентски град (Studentski grad)',
    ]);
    expect(findButton(bot, chat, "I'll collect it").text).toContain('🏪');
    // An old Бояна button (forged with the current tag) is refused by the machine as well.
    await press(bot, chat, await forged(bot, chat, 'chooseDelivery', 3), undefined, 'en');
    await bot.settle();
    expect(screen(bot, chat)).toContain('This zone does not take orders.');
    expect((await sessionOf(bot, chat))?.snapshot).toMatchObject({
      value: { checkout: 'fulfilment' },
    });
    await bot.tap(chat, 'Студентски град', 'en');
    await bot.settle();
    expect(screen(bot, chat)).toMatch(/name/i);
  });

  it('bg, Sunday 08:00: nothing takes orders yet, every line says it opens today at 11:00, only Back remains', async () => {
    const chat = 20503;
    const { bot, text } = await receiptChoiceAfter(20 * HOUR, chat);
    expect(text).toContain('🛵 Център: затворено в момента, отваря днес в 11:00.');
    // Бояна does not work on Sundays: it opens on Monday.
    expect(text).toContain('🛵 Бояна: затворено в момента, отваря утре в 12:00.');
    expect(text).toContain('отваря днес в 11:00.');
    expect(text).toContain('В момента нищо не приема поръчки.');
    expect(zoneButtons(labels(bot, chat))).toEqual([]);
    expect(labels(bot, chat).flat().join('|')).not.toContain('Ще взема');
  });
});
