import { describe, expect, it } from 'vitest';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, stored } from '../support/telegram-steps.ts';

/** Issue 35, misspelt dish names through the real bot: one dish that close is read, two asked. */
const world = useTelegramWorld();

describe('typed orders: misspelt dish names', () => {
  it('en: "2 capricosa large, 1 margarta" is read as the two pizzas', async () => {
    const bot = await world.start();
    const chat = 35501;
    await bot.text(chat, '/start', 'en');
    await bot.text(chat, '2 capricosa large, 1 margarta', 'en');
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('proposal');
    expect(context.proposal?.unknown).toEqual([]);
    expect(context.proposal?.lines.map((line) => line.draft)).toMatchObject([
      { productId: 102, quantity: 2 },
      { productId: 101, quantity: 1 },
    ]);
  });

  it('bg: "2 karbonara" close to two dishes is asked among them, never guessed', async () => {
    const bot = await world.start();
    const chat = 35502;
    await bot.text(chat, '/start');
    await bot.text(chat, '2 karbonara i 1 kola');
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('proposal');
    expect(context.proposal?.lines[0]).toMatchObject({ draft: null, candidates: [106, 202] });
    expect(screen(bot, chat)).toContain('karbonara');
  });
});
