import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/locale/locale.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { stored } from '../support/telegram-steps.ts';

/**
 * Issue 35, "the menu as the customer sees it": a restaurant without MENU_TRANSLATIONS shows its
 * menu to an English or German chat in the glossary's wording ("Spicy burger", "Scharfer
 * Burger"), and a typed order in those words is read through the real bot — before, only the
 * Bulgarian names were matched and these asked or missed. The street-food menu has no
 * translation file.
 */
const world = useTelegramWorld();

async function typed(bot: TelegramBot, chat: number, text: string, lang: Locale) {
  bot.setMenu(demoMenu({ sandbox: createStreetMenu() }));
  await bot.text(chat, '/start', lang);
  await bot.text(chat, text, lang);
  return stored(bot, chat);
}

describe('typed orders: the names a chat is shown', () => {
  it.each([
    ['en', '2 country style potatoes', 6404],
    ['de', 'zwei Hirtensalat', 6502],
    ['de', 'a Kartoffeln nach Landart', 6404],
    ['pl', '2 ziemniaki po wiejsku', 6404],
  ] as const)('%s: "%s" is the dish its chat reads', async (lang, text, productId) => {
    const bot = await world.start();
    const chat = 35500 + text.length;
    const { state, context } = await typed(bot, chat, text, lang);
    expect(state).toBe('proposal');
    expect(context.proposal?.lines.map((line) => line.draft)).toMatchObject([
      { productId, quantity: text.startsWith('a ') ? 1 : 2 },
    ]);
  });
});
