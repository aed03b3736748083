import { describe, expect, it } from 'vitest';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

/**
 * Issue 14 point 2, "a confirmation that says everything": the review shows every line as
 * configured, where the order goes, who it is for, the note, the fee only for a delivery, the
 * total and cash — in the chat's language around the restaurant's own names.
 */
const world = useTelegramWorld();

async function taps(bot: TelegramBot, chat: number, lang: string, ...steps: string[]) {
  for (const step of steps) await bot.tap(chat, step, lang);
}

async function texts(bot: TelegramBot, chat: number, lang: string, ...lines: string[]) {
  for (const line of lines) await bot.text(chat, line, lang);
}

describe('the review before confirming', () => {
  it('bg delivery: extras, removals, base, halves, the zone and address, the contact, the note, the fee', async () => {
    const bot = await world.start();
    const chat = 14201;
    await bot.text(chat, '/start');
    await taps(bot, chat, 'bg', 'Пици', 'Маргарита', 'Фамилна', 'Добавки и промени');
    await taps(bot, chat, 'bg', '➕ Гъби', '✔ Босилек', 'Тънко тесто', 'Готово', 'Добави 1 бр.');
    await taps(bot, chat, 'bg', 'Начало', 'Половинка', 'Маргарита', 'Пеперони', '½2 ✔ Пеперони');
    await taps(bot, chat, 'bg', 'Готово', 'Добави 1 бр.', 'Поръчай', 'Лозенец');
    await texts(bot, chat, 'bg', 'Иван Петров', '0888 123 456', 'ivan@example.com');
    await texts(bot, chat, 'bg', 'ул. Витоша 10, ет. 3', 'Звънец 12');
    await bot.settle();
    const review = screen(bot, chat);
    expect(review).toContain(
      [
        'Вашата поръчка:',
        'Пица Маргарита, Фамилна 40 см × 1 — 18,30 €',
        '   + Гъби; без Босилек; Тънко тесто',
      ].join('\n'),
    );
    expect(review).toContain(
      [
        '½ Пица Маргарита + ½ Пица Пеперони × 1 — 17,90 €',
        '   ½ Пица Маргарита',
        '   ½ Пица Пеперони (без Пеперони)',
      ].join('\n'),
    );
    expect(review).toContain(
      [
        '🛵 Доставка до Лозенец: ул. Витоша 10, ет. 3',
        '👤 Иван Петров, +359888123456, ivan@example.com',
        '📝 Бележка: Звънец 12',
        'Ястия: 36,20 €',
        'Доставка: 3,50 €',
        'Общо: 39,70 €',
      ].join('\n'),
    );
    expect(review.split('\n').at(-1)).toBe('💶 Плащане в брой при доставката.');
  });

  it('en pickup: the restaurant address and hours, no delivery line, no e-mail or note when none given, a combo item by item', async () => {
    const bot = await world.start();
    const chat = 14202;
    await bot.text(chat, '/start', 'en');
    await taps(bot, chat, 'en', 'Combo menus', 'Lunch menu', '➕ Add', 'Add 1 to cart');
    await taps(bot, chat, 'en', '✅ Order', "I'll collect it");
    await texts(bot, chat, 'en', 'John Smith', '+44 20 7946 0958');
    await taps(bot, chat, 'en', 'Skip', 'Skip');
    await bot.settle();
    const review = screen(bot, chat);
    expect(review).toMatch(
      /^Your order:\nLunch menu × 1 — €10\.50\n {3}• Pizza Margherita, Small 25 cm\n {3}• /,
    );
    expect(review).toContain(
      [
        // No translation file: a name the glossary cannot cover keeps its Latin transliteration.
        '🏪 Collection from Пицария „Под липите“ (Pitsaria „Pod lipite“), София, ул. „Оборище“ 42 (Sofia, ul. „Oborishte“ 42), 11:00–22:30',
        '👤 John Smith, +442079460958',
        'Total: €10.50',
      ].join('\n'),
    );
    expect(review).not.toContain('Delivery');
    expect(review).not.toContain('€0.00');
    expect(review).not.toContain('Note');
    expect(review.split('\n').at(-1)).toBe('💶 Payment in cash when you collect.');
  });

  it('en delivery over the free-delivery amount says the delivery is free; bg pickup shows no fee', async () => {
    const bot = await world.start();
    const en = 14203;
    await bot.text(en, '/start', 'en');
    await taps(bot, en, 'en', 'Pizzas', 'Margherita', 'Family', '➕ Add');
    await bot.text(en, '2', 'en');
    await taps(bot, en, 'en', 'Add 2 to cart', '✅ Order', 'Centre');
    await texts(bot, en, 'en', 'John Smith', '0888 123 456');
    await bot.tap(en, 'Skip', 'en');
    await bot.text(en, 'ul. Vitosha 10', 'en');
    await bot.tap(en, 'Skip', 'en');
    await bot.settle();
    const review = screen(bot, en);
    expect(review).toContain('Pizza Margherita, Family 40 cm × 2 — €31.80');
    // The quote names the default base on every pizza; it goes without saying (a thin base, in
    // the first test, is said).
    expect(review).not.toContain('Traditional dough');
    expect(review).toContain(
      [
        '🛵 Delivery to Centre: ul. Vitosha 10',
        '👤 John Smith, +359888123456',
        'Dishes: €31.80',
        'Delivery: free',
        'Total: €31.80',
      ].join('\n'),
    );
    expect(review.split('\n').at(-1)).toBe('💶 Payment in cash on delivery.');

    const bg = 14204;
    await bot.text(bg, '/start');
    await taps(bot, bg, 'bg', 'Пици', 'Маргарита', 'Средна', 'Добави', 'Добави 1 бр.');
    await taps(bot, bg, 'bg', 'Поръчай', 'Ще взема от ресторанта');
    await texts(bot, bg, 'bg', 'Мария Иванова', '0888 123 456');
    await taps(bot, bg, 'bg', 'Пропусни', 'Пропусни');
    await bot.settle();
    const pickup = screen(bot, bg);
    expect(pickup).toContain(
      '🏪 Вземане от Пицария „Под липите“, София, ул. „Оборище“ 42, 11:00–22:30',
    );
    expect(pickup).not.toContain('Доставка');
    expect(pickup).not.toContain('Ястия:');
    expect(pickup).toContain('Общо: 11,90 €');
  });
});
