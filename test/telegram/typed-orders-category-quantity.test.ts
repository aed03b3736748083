import { describe, expect, it } from 'vitest';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import { loadTranslationFiles, MenuTranslations } from '../../src/menu-i18n/index.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { stored } from '../support/telegram-steps.ts';

/**
 * Issue 35, a kind of dish typed with a quantity ("две пици", "2 pizzas") through the real bot:
 * its category opens, and the dish the customer then picks starts with that quantity.
 */
const world = useTelegramWorld();
const translations = () => new MenuTranslations(loadTranslationFiles(DEMO_TRANSLATIONS_DIR));

describe('typed orders: a quantity on a category word', () => {
  it.each([
    ['bg', 'две пици', 'Капричоза', 102, 2],
    ['bg', '3 салати', 'Шопска', 301, 3],
    ['en', '2 pizzas please', 'Capricciosa', 102, 2],
  ] as const)(
    '%s: "%s" opens the category, the dish picked gets the quantity',
    async (lang, text, dish, id, quantity) => {
      const bot = await world.start({ translations: translations() });
      const chat = 35400 + text.length;
      await bot.text(chat, '/start', lang);
      await bot.text(chat, text, lang);
      expect((await stored(bot, chat)).state).toBe('category');
      await bot.tap(chat, dish, lang);
      const { state, context } = await stored(bot, chat);
      expect(state).toBe('product.card');
      expect(context.draft).toMatchObject({ productId: id, quantity });
      // Spent once used: back to the category, another dish starts at one.
      expect(context.nav.typedQuantity).toBeUndefined();
    },
  );

  it('bg: a category word without a quantity keeps none', async () => {
    const bot = await world.start();
    const chat = 35420;
    await bot.text(chat, '/start');
    await bot.text(chat, 'пица');
    expect((await stored(bot, chat)).context.nav.typedQuantity).toBeUndefined();
    await bot.tap(chat, 'Капричоза');
    expect((await stored(bot, chat)).context.draft).toMatchObject({ productId: 102, quantity: 1 });
  });
});
