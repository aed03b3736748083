import { describe, expect, it } from 'vitest';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import type { Locale } from '../../src/locale/locale.ts';
import { loadTranslationFiles, MenuTranslations } from '../../src/menu-i18n/index.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/**
 * Issue 35 "typed orders that never guess", through the real bot: chat Latin spellings read,
 * a message too long for one order refused with a request for parts, …
 */
const world = useTelegramWorld();

async function typed(bot: TelegramBot, chat: number, text: string, lang: Locale = 'bg') {
  await bot.text(chat, '/start', lang);
  await bot.text(chat, text, lang);
  return stored(bot, chat);
}

describe('typed orders that never guess', () => {
  it('bg: reads chat Latin (q for я, c for ц) and says the removal on its dish', async () => {
    const bot = await world.start();
    const chat = 35001;
    const { state, context } = await typed(bot, chat, 'fermerska familna bez carevica');
    expect(state).toBe('proposal');
    expect(context.proposal?.unknown).toEqual([]);
    expect(context.proposal?.lines.map((line) => line.draft)).toMatchObject([
      { productId: 117, size: 'family', removed: [9], quantity: 1 },
    ]);
    expect(screen(bot, chat)).toContain('1. 1 × Пица Фермерска, Фамилна 40 см; без Царевица');
    await typed(bot, chat, 'pica dqvolska malka');
    expect(screen(bot, chat)).toContain('1. 1 × Пица Дяволска, Малка 25 см');
  });

  it.each([
    ['bg', 'Съобщението е твърде дълго'],
    ['en', 'This message is too long'],
    ['de', 'Diese Nachricht ist zu lang'],
    ['pl', 'Ta wiadomość jest za długa'],
    ['ro', 'Mesajul este prea lung'],
    ['uk', 'Це повідомлення задовге'],
  ] as const)(
    '%s: a message longer than one order asks for parts, and makes no cart',
    async (lang, said) => {
      const bot = await world.start();
      const chat = 35010 + ['bg', 'en', 'de', 'pl', 'ro', 'uk'].indexOf(lang);
      const salad = Array.from(
        { length: 400 },
        (_, i) => ['2 маргарити', 'pepperoni large', 'кола', 'без лук', 'salad', 'x3'][i % 6],
      ).join(' ');
      const { state, context } = await typed(bot, chat, salad.slice(0, 5000), lang);
      expect(state).not.toBe('proposal');
      expect(context.proposal ?? null).toBeNull();
      expect(context.cart.lines).toHaveLength(0);
      expect(screen(bot, chat)).toContain(said);
    },
  );

  it.each([
    ['bg', 'kolko struva golyamata margarita?', 'Пица Маргарита'],
    ['en', 'how much is a large margarita', 'Pizza Margherita'],
    ['de', 'was kostet eine große Margherita', 'Pizza Margherita'],
  ] as const)(
    '%s: "%s" opens the dish card with its prices, and makes no cart',
    async (lang, text, dish) => {
      const bot = await world.start();
      const chat = 35020 + ['bg', 'en', 'de'].indexOf(lang);
      const { state, context } = await typed(bot, chat, text, lang);
      expect(state).toBe('product.card');
      expect(context.nav.productId).toBe(101);
      expect(context.proposal ?? null).toBeNull();
      expect(context.cart.lines).toHaveLength(0);
      expect(screen(bot, chat)).toContain(dish);
      expect(screen(bot, chat)).toContain('€');
    },
  );

  it('bg, en: a removal the menu cannot read is said under its dish, and the line stays', async () => {
    const bot = await world.start();
    const { state } = await typed(bot, 35030, 'маргарита без ябълки, 2 айряна');
    expect(state).toBe('proposal');
    expect(screen(bot, 35030)).toContain(
      [
        '1. 1 × Пица Маргарита, Малка 25 см — 8,90 €',
        '   ⚠ Размерът не е казан — взех Малка 25 см. Има и: Средна 30 см, Фамилна 40 см (с „Промени“).',
        '   ⚠ „без ябълки“ — не разбрах какво е това, затова нищо не е променено за него.',
        '2. 2 × Айрян, 300 мл — 5,00 €',
      ].join('\n'),
    );
    await typed(bot, 35031, 'margarita without apples, 1 cola', 'en');
    expect(screen(bot, 35031)).toContain(
      '   ⚠ “without apples” — I could not tell what this is, so nothing was changed for it.',
    );
  });

  // Every demo translation file loaded: "pesto" is in enough names to be a generic word.
  const translations = () => new MenuTranslations(loadTranslationFiles(DEMO_TRANSLATIONS_DIR));

  it.each([
    ['en', 'i want two pizzas please', 1],
    ['en', 'a large pizza please', 1],
    ['bg', 'пица', 1],
    ['bg', 'салата', 3],
  ] as const)(
    '%s: "%s" opens its category, no dish guessed, no search',
    async (lang, text, category) => {
      const bot = await world.start({ translations: translations() });
      const chat = 35040 + text.length;
      const { state, context } = await typed(bot, chat, text, lang);
      expect(state).toBe('category');
      expect(context.nav.categoryId).toBe(category);
      expect(context.proposal ?? null).toBeNull();
    },
  );

  it('de: "1 pizza salami" commits to no pizza: the pizzas are offered to choose from', async () => {
    const bot = await world.start({ translations: translations() });
    const { state, context } = await typed(bot, 35050, '1 pizza salami', 'de');
    expect(state).toBe('proposal');
    expect(context.proposal?.lines[0]?.draft).toBeNull();
    expect(context.proposal?.lines[0]?.candidates.length).toBeGreaterThan(1);
    expect(screen(bot, 35050)).not.toContain('Pesto');
  });

  it('bg, en: a dish of several sizes typed without one says the size taken and the others', async () => {
    const bot = await world.start();
    await typed(bot, 35060, '3 капричози и 1 кола');
    expect(screen(bot, 35060)).toContain(
      [
        '1. 3 × Пица Капричоза, Малка 25 см — 29,70 €',
        '   ⚠ Размерът не е казан — взех Малка 25 см. Има и: Средна 30 см, Фамилна 40 см (с „Промени“).',
        '2. 1 × Кока-Кола, 330 мл — 3,00 €',
      ].join('\n'),
    );
    await typed(bot, 35061, '2 pepperoni and 1 ayran', 'en');
    expect(screen(bot, 35061)).toContain(
      '   ⚠ No size was said — I took Small 25 cm. Also: Medium 30 cm, Family 40 cm (with “Change”).',
    );
    // A size said is not repeated.
    await typed(bot, 35062, '2 големи маргарити');
    expect(screen(bot, 35062)).not.toContain('Размерът не е казан');
  });

  it('en: a size after a word not understood is not moved to the next dish', async () => {
    const bot = await world.start();
    // "capricosa" was the unread word until misspellings were read by sound (issue 35).
    await typed(bot, 35070, 'xylophone large and 2 cokes', 'en');
    expect(screen(bot, 35070)).toContain('1. 2 × Coca-Cola, 330 ml — €6.00\n');
    expect(screen(bot, 35070)).not.toContain('no size “large”');
    expect(screen(bot, 35070)).toContain('xylophone large');
  });

  it('bg: a question naming several dishes searches for them, never a cart', async () => {
    const bot = await world.start();
    const { state, context } = await typed(bot, 35080, 'имате ли карбонара?');
    expect(state).toBe('search');
    expect(context.nav.query).toBe('карбонара');
    expect(context.proposal ?? null).toBeNull();
    expect(context.cart.lines).toHaveLength(0);
    expect(screen(bot, 35080)).toContain('карбонара');
  });
});
