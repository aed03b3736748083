import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/locale/locale.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/**
 * Issue 35, everyday synonyms through the real bot: "cheese" is the pizza's extra mozzarella,
 * and "pepsi" is the menu's Coca-Cola with the line saying it is a substitution, in every locale.
 */
const world = useTelegramWorld();

async function typed(bot: TelegramBot, chat: number, text: string, lang: Locale = 'bg') {
  await bot.text(chat, '/start', lang);
  await bot.text(chat, text, lang);
  return stored(bot, chat);
}

describe('typed orders: everyday synonyms', () => {
  it('en: "extra cheese" on a margherita is its extra mozzarella', async () => {
    const bot = await world.start();
    const chat = 35301;
    const { state, context } = await typed(bot, chat, '2 margarita extra cheese', 'en');
    expect(state).toBe('proposal');
    expect(context.proposal?.lines.map((line) => line.draft)).toMatchObject([
      { productId: 101, addons: ['extra_mozzarella'], quantity: 2 },
    ]);
  });

  it.each([
    ['bg', '2 пепси', '„пепси“ няма в менюто'],
    ['en', '2 pepsi', 'There is no “pepsi” on the menu'],
    ['de', '2 pepsi', '„pepsi“ gibt es nicht auf der Karte'],
    ['pl', '2 pepsi', 'Nie ma „pepsi” w menu'],
    ['ro', '2 pepsi', '„pepsi” nu este în meniu'],
    ['uk', '2 пепсі', '«пепсі» немає в меню'],
  ] as const)('%s: "%s" is the menu\'s cola, said as a substitution', async (lang, text, said) => {
    const bot = await world.start();
    const chat = 35310 + ['bg', 'en', 'de', 'pl', 'ro', 'uk'].indexOf(lang);
    const { state, context } = await typed(bot, chat, text, lang);
    expect(state).toBe('proposal');
    expect(context.proposal?.lines.map((line) => line.draft)).toMatchObject([
      { productId: 910, quantity: 2 },
    ]);
    expect(screen(bot, chat)).toContain(said);
  });
});
