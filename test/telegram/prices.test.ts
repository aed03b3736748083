import { describe, expect, it } from 'vitest';
import type { SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { pickupContact, startWithMargarita } from '../support/checkout-driver.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { labels, screen } from '../support/telegram-steps.ts';

/**
 * Issue 14 point 1, "prices as they go": the menu's prices wherever a choice is made, a cart
 * subtotal marked as an estimate, and the quote's total replacing it at review.
 */
const world = useTelegramWorld();

function variantOf(menu: SandboxMenu, productId: number, size: string) {
  const variant = menu.products
    .find((p) => p.id === productId)
    ?.variants.find((v) => v.key === size);
  if (!variant) throw new Error(`demo menu changed: no ${size} of ${productId}`);
  return variant;
}

/** Runs `body` with a sandbox price changed, restoring it afterwards (the sandbox is shared). */
async function withSandboxPrice(
  productId: number,
  size: string,
  minor: number | null,
  body: () => Promise<void>,
): Promise<void> {
  const variant = variantOf(world.sandbox.menu, productId, size);
  const before = variant.minor;
  variant.minor = minor;
  try {
    await body();
  } finally {
    variant.minor = before;
  }
}

/** Every button label, amounts' no-break spaces made plain. */
function plainLabels(bot: TelegramBot, chat: number): string[] {
  return labels(bot, chat)
    .flat()
    .map((label) => label.replace(/[\u00a0\u202f]/g, ' '));
}

async function taps(bot: TelegramBot, chat: number, lang: string, ...steps: string[]) {
  for (const step of steps) await bot.tap(chat, step, lang);
}

describe('prices as they go', () => {
  it('bg: a running price on the extras step, the dish and its price at the quantity step, a cart estimate', async () => {
    const bot = await world.start();
    const chat = 14101;
    await bot.text(chat, '/start');
    await taps(bot, chat, 'bg', 'Пици', 'Маргарита', 'Фамилна', 'Добавки и промени');
    expect(screen(bot, chat)).toContain('Вашият избор: 15,90 €');
    // The extras carry their family-size price, and the running price follows them.
    expect(plainLabels(bot, chat)).toContain('➕ Гъби 2,40 €');
    await bot.tap(chat, '➕ Гъби');
    expect(screen(bot, chat)).toContain('Вашият избор: 18,30 €');
    await bot.tap(chat, 'Готово');
    expect(screen(bot, chat)).toContain('Пица Маргарита, Фамилна 40 см; + Гъби · 18,30 € за брой');
    await bot.tap(chat, '2');
    expect(screen(bot, chat)).toContain('2 бр. за 36,60 €');
    await bot.tap(chat, 'Добави 2 бр.');
    await taps(bot, chat, 'bg', 'Начало', 'Салати', 'Шопска салата', 'Добави', 'Добави 1 бр.');
    const cart = screen(bot, chat);
    expect(cart).toContain('1. Пица Маргарита, Фамилна 40 см; + Гъби × 2 — 36,60 €');
    expect(cart).toContain('2. Шопска салата, 350 г × 1 — 7,90 €');
    const subtotal = '44,50';
    expect(cart).toContain(`Междинна сума: ${subtotal} € (ориентировъчно, по цените в менюто)`);
    expect(cart).not.toContain('Крайната цена ще изчислим');

    // At review the quote's total is what counts; it matches the menu, so nothing more is said.
    await taps(bot, chat, 'bg', 'Поръчай', 'Ще взема от ресторанта');
    await pickupContact(bot, chat);
    expect(screen(bot, chat)).toContain(`Общо: ${subtotal} €`);
    expect(screen(bot, chat)).not.toContain('По цените в менюто');
  });

  it('en: the half-and-half lists show family prices and the rule; a swapped combo slot shows the new price', async () => {
    const bot = await world.start();
    const chat = 14102;
    await bot.text(chat, '/start', 'en');
    await bot.tap(chat, 'Half and half', 'en');
    expect(screen(bot, chat)).toContain('Price: that of the dearer half.');
    expect(plainLabels(bot, chat)).toEqual(
      expect.arrayContaining(['Pizza Margherita · €15.90', 'Pizza Pepperoni · €17.90']),
    );
    await bot.tap(chat, 'Margherita', 'en');
    expect(plainLabels(bot, chat)).toContain('Pizza Pepperoni · €17.90');
    await bot.tap(chat, 'Pepperoni', 'en');
    expect(screen(bot, chat)).toContain('Your choice: €17.90');
    await bot.tap(chat, 'Done', 'en');
    expect(screen(bot, chat)).toContain(
      'Half and half: ½ Pizza Margherita, Family 40 cm + ½ Pizza Pepperoni, Family 40 cm · €17.90 each',
    );
    await bot.text(chat, '3', 'en');
    expect(screen(bot, chat)).toContain('3 for €53.70');
    await bot.tap(chat, 'Add 3 to cart', 'en');
    expect(screen(bot, chat)).toContain('Subtotal: €53.70 (estimate from the menu prices)');

    // A combo costs its menu price; swapping in a dearer dish shows what it costs now.
    await taps(bot, chat, 'en', 'Home', 'Combo menus', 'Lunch menu');
    expect(screen(bot, chat)).toContain('€10.50');
    expect(screen(bot, chat)).not.toContain('Your choice');
    await taps(bot, chat, 'en', '1. Pizza Margherita', 'Pizza Pepperoni');
    expect(screen(bot, chat)).toContain('Your choice: €11.50');
  });

  it('a size without a menu price stays "price at checkout" in both languages, never 0', async () => {
    let bot: TelegramBot | undefined;
    // The bot reads the menu when it starts; the sandbox gets its price back right after.
    await withSandboxPrice(101, 'medium', null, async () => {
      bot = await world.start();
    });
    if (!bot) throw new Error('no bot');
    const chat = 14103;
    await bot.text(chat, '/start', 'en');
    await taps(bot, chat, 'en', 'Pizzas', 'Margherita', 'Family', '➕ Add', 'Add 1 to cart');
    await taps(bot, chat, 'en', 'Home', 'Pizzas', 'Margherita', 'Medium');
    expect(screen(bot, chat)).toContain('price at checkout');
    await bot.tap(chat, '➕ Add', 'en');
    expect(screen(bot, chat)).toContain('Pizza Margherita, Medium 30 cm · price at checkout');
    await bot.tap(chat, 'Add 1 to cart', 'en');
    const cart = screen(bot, chat);
    expect(cart).toContain('2. Pizza Margherita, Medium 30 cm × 1 — price at checkout');
    expect(cart).toContain('Subtotal: €15.90 plus the dishes priced at checkout (estimate)');
    expect(cart).not.toContain('€0.00');

    const bg = 14104;
    await bot.text(bg, '/start');
    await taps(bot, bg, 'bg', 'Пици', 'Маргарита', 'Средна', 'Добави', 'Добави 1 бр.');
    expect(screen(bot, bg)).toContain('1. Пица Маргарита, Средна 30 см × 1 — цена при изчисляване');
    expect(screen(bot, bg)).toContain('Междинна сума: изчислява се при поръчката');
    expect(screen(bot, bg)).not.toContain('0,00 €');
  });

  it('says at review when the quote differs from the menu estimate, in both languages', async () => {
    const bot = await world.start();
    const bg = 14105;
    const en = 14106;
    await startWithMargarita(bot, bg);
    expect(screen(bot, bg)).toContain('Междинна сума: 15,90 €');
    await bot.text(en, '/start', 'en');
    await taps(bot, en, 'en', 'Pizzas', 'Margherita', 'Family', '➕ Add', 'Add 1 to cart');
    expect(screen(bot, en)).toContain('Subtotal: €15.90');
    // The restaurant raises the price after the bot read its menu: the quote decides.
    await withSandboxPrice(101, 'family', 1690, async () => {
      await taps(bot, bg, 'bg', 'Поръчай', 'Ще взема от ресторанта');
      await pickupContact(bot, bg);
      expect(screen(bot, bg)).toContain('Общо: 16,90 €');
      expect(screen(bot, bg)).toContain(
        'ℹ По цените в менюто ястията излизаха 15,90 €; цената на ресторанта е 16,90 € и нея потвърждавате.',
      );
      await taps(bot, en, 'en', '✅ Order', "I'll collect it");
      await bot.text(en, 'John Smith', 'en');
      await bot.text(en, '+44 20 7946 0958', 'en');
      await taps(bot, en, 'en', 'Skip', 'Skip');
      await bot.settle();
      expect(screen(bot, en)).toContain('Total: €16.90');
      expect(screen(bot, en)).toContain(
        "ℹ The menu prices gave €15.90 for the dishes; the restaurant's price is €16.90, and that is what you confirm.",
      );
      expect(plainLabels(bot, en)).toContain('✅ Confirm for €16.90');
    });
  });
});
