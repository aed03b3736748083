import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/locale/locale.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/**
 * Issue 35, street tuning, through the real bot: sizes, amounts and counts typed in one message
 * on a street-food menu become the lines of one proposal, and the line whose size was not said
 * says which it took and names the others, in the chat's language.
 */
const world = useTelegramWorld();
const street = demoMenu({ sandbox: createStreetMenu() });

async function typed(bot: TelegramBot, chat: number, text: string, lang: Locale) {
  await bot.text(chat, '/start', lang);
  await bot.text(chat, text, lang);
  return stored(bot, chat);
}

describe('typed orders: sizes, amounts and counts (street menu)', () => {
  it('bg: a double burger, a drink of half a litre, 9 pieces and a burger of no size said', async () => {
    const bot = await world.start({ menu: () => street });
    const chat = 35501;
    const { state, context } = await typed(
      bot,
      chat,
      'два двойни бекон бургера, спрайт 0,5, моцарела стикс 9 и лют бургер',
      'bg',
    );
    expect(state).toBe('proposal');
    const lines = context.proposal?.lines.map((line) => {
      const draft = line.draft?.kind === 'product' ? line.draft : null;
      return (
        draft && {
          product: street.product(draft.productId)?.name,
          quantity: draft.quantity,
          size: street.variant(draft.productId, draft.size)?.label,
        }
      );
    });
    expect(lines).toEqual([
      { product: 'Бекон бургер', quantity: 2, size: 'Двоен' },
      { product: 'Спрайт', quantity: 1, size: '500 мл' },
      { product: 'Моцарела стикс', quantity: 1, size: '9 бр.' },
      { product: 'Лют бургер', quantity: 1, size: 'Единичен' },
    ]);
    const text = screen(bot, chat);
    // Said once, for the burger whose size was not typed.
    expect(text).toContain('Размерът не е казан — взех Единичен. Има и: Двоен');
    expect(text.split('Размерът не е казан').length).toBe(2);
  });

  it('en: "with a large drink" on a meal and a litre, the size chosen said in English', async () => {
    const bot = await world.start({ menu: () => street });
    const chat = 35502;
    const { state, context } = await typed(
      bot,
      chat,
      'menu chicken burger with a large drink and a litre of fanta and 2 cheeseburgers',
      'en',
    );
    expect(state).toBe('proposal');
    const sizes = context.proposal?.lines.map((line) =>
      line.draft?.kind === 'product'
        ? street.variant(line.draft.productId, line.draft.size)?.label
        : null,
    );
    expect(sizes).toEqual(['С напитка 500 мл', '1 л', 'Единичен']);
    // Size labels as the English screen names them (the glossary's "Single", "Double").
    expect(screen(bot, chat)).toMatch(
      /3\. 2 × Cheeseburger.*\n.*No size was said — I took Single.*Also: Double/,
    );
    expect(screen(bot, chat).split('No size was said').length).toBe(2);
  });
});
