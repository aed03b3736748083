import { describe, expect, it } from 'vitest';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

async function taps(bot: TelegramBot, chat: number, ...labels: string[]): Promise<void> {
  for (const label of labels) await bot.tap(chat, label);
}

/** From a configured draft's quantity step to the review screen, for pickup. */
async function toReview(bot: TelegramBot, chat: number): Promise<void> {
  await taps(bot, chat, 'Добави 1 бр.', 'Поръчай', 'Ще взема');
  await bot.text(chat, 'Иван Петров');
  await bot.text(chat, '0888 123 456');
  await taps(bot, chat, 'Пропусни', 'Пропусни');
  await bot.settle();
}

describe('allergens where they are chosen', () => {
  it('show the chosen base and say a photo is illustrative on the product card', async () => {
    const bot = await world.start();
    const chat = 4101;
    await bot.text(chat, '/start');
    await taps(bot, chat, 'Пици', 'Маргарита');
    const card = screen(bot, chat);
    expect(card).toContain('Алергени: глутен, мляко');
    expect(card).toContain('Тесто: Традиционно тесто (глутен)');
    expect(card).toContain('📷 Снимката е илюстративна.');

    // A dish without a photo says nothing about one.
    await taps(bot, chat, 'Назад');
    await bot.tap(chat, '▶');
    await bot.tap(chat, 'Песто');
    expect(screen(bot, chat)).toContain('Пица Песто');
    expect(screen(bot, chat)).not.toContain('илюстративна');
  });

  it('list the allergens of extras and bases, marking what the restaurant has not confirmed', async () => {
    const bot = await world.start();
    const chat = 4102;
    await bot.text(chat, '/start');
    await taps(bot, chat, 'Пици', 'Маргарита', 'Фамилна', 'Добавки и промени');
    const extras = screen(bot, chat);
    expect(extras).toContain('Алергени на добавките:');
    expect(extras).toContain('• Допълнително моцарела: мляко');
    expect(extras).toContain('• Чеснов сос: яйца, мляко');
    expect(extras).toContain('• Песто дип: мляко, ядки (⚠ непотвърдено от ресторанта)');
    // An extra without allergens and with confirmed data adds no line.
    expect(extras).not.toContain('• Бекон');
    expect(extras).toContain('Алергени на тестата:');
    expect(extras).toContain('• Тънко тесто: глутен');

    await taps(bot, chat, 'Песто дип', 'Готово');
    await toReview(bot, chat);
    const review = screen(bot, chat);
    expect(review).toContain('Пица Маргарита');
    expect(review).toContain('Алергени: глутен, мляко, ядки');
    expect(review).toContain('⚠ Ресторантът не е потвърдил данните за алергени на: Песто дип');
  });

  it('speak English around the restaurant names', async () => {
    const bot = await world.start();
    const chat = 4103;
    await bot.text(chat, '/start', 'en');
    for (const label of ['Pizzas', 'Margherita', 'Family', 'Extras and changes']) {
      await bot.tap(chat, label, 'en');
    }
    const extras = screen(bot, chat);
    expect(extras).toContain('Allergens of the extras:');
    expect(extras).toContain('• Pesto dip: milk, nuts (⚠ not confirmed by the restaurant)');
    expect(extras).toContain('Allergens of the bases:');
  });

  it('say when a base has unconfirmed allergen data, where it is chosen and on the review', async () => {
    const pizza = world.sandbox.menu.products.find((p) => p.id === 105);
    const thin = pizza?.bases.find((b) => b.code === 'thin');
    if (!thin) throw new Error('no thin base on pizza 105');
    thin.reviewed = 0;
    const bot = await world.start();
    const chat = 4104;
    await bot.text(chat, '/start');
    await taps(bot, chat, 'Пици', 'Вегетарианска', 'Добавки и промени');
    expect(screen(bot, chat)).toContain('• Тънко тесто: глутен (⚠ непотвърдено от ресторанта)');
    await taps(bot, chat, 'Тънко тесто', 'Готово');
    await toReview(bot, chat);
    expect(screen(bot, chat)).toContain(
      '⚠ Ресторантът не е потвърдил данните за алергени на: Тънко тесто',
    );
  });
});
