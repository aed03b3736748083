import { describe, expect, it } from 'vitest';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import type { Locale } from '../../src/locale/locale.ts';
import { loadTranslationFiles, MenuTranslations } from '../../src/menu-i18n/index.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

/**
 * Issue 37 point 1: an amount and its unit the bot passes on from the restaurant ("200 г", "330
 * мл") reads in the chat's language, also where the bot says what it gives instead of a size the
 * dish does not have. Through the real bot, on the demo menu.
 */
const world = useTelegramWorld();
const demoFiles = loadTranslationFiles(DEMO_TRANSLATIONS_DIR);

async function typed(bot: TelegramBot, chat: number, text: string, lang: Locale) {
  await bot.text(chat, '/start', lang);
  await bot.text(chat, text, lang);
  return screen(bot, chat);
}

describe('units in the chat’s language', () => {
  it('the size given instead of one the dish lacks reads in the chat’s units', async () => {
    const bot = await world.start({ translations: new MenuTranslations(demoFiles) });
    expect(await typed(bot, 37001, 'a large cola', 'en')).toContain(
      '⚠ There is no size “large” for this dish — 330 ml instead.',
    );
    expect(await typed(bot, 37002, 'eine große Cola', 'de')).toContain(
      '⚠ Die Größe „große“ gibt es für dieses Gericht nicht — stattdessen 330 ml.',
    );
    // Ukrainian writes its units in Cyrillic: "мл" is its own word there.
    expect(await typed(bot, 37003, 'велика кола', 'uk')).toContain(
      '⚠ Розміру «велика» для цієї страви немає — натомість 330 мл.',
    );
    expect(await typed(bot, 37005, 'large shopska salad', 'en')).toContain(
      '⚠ There is no size “large” for this dish — 350 g instead.',
    );
  });

  it('without any translation file, a Latin-script chat still reads its own units', async () => {
    const bot = await world.start();
    const text = await typed(bot, 37004, 'a large cola', 'en');
    expect(text).toContain('330 ml instead.');
    expect(text).not.toContain('мл');
  });
});

describe('the restaurant’s words in a typed order’s notes', () => {
  it('names the dish, the ingredient and what can be left out in the chat’s language', async () => {
    const bot = await world.start({ translations: new MenuTranslations(demoFiles) });
    const text = await typed(bot, 37010, '3 margheritas without tomato sauce', 'en');
    expect(text).toContain('⚠ Tomato sauce cannot be left out. Can be left out: Mozzarella, Basil');
  });
});
