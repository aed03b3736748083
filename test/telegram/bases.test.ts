import { beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../../src/conversation/cart.ts';
import { pizzaBases } from '../../src/sandbox/menu/parts.ts';
import { checkoutPickup } from '../support/checkout-driver.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { findButton, labels, screen, stored } from '../support/telegram-steps.ts';

/**
 * Pizza bases as the restaurant configures them: Margherita lists its disabled base first and
 * flags thin dough as the default; Capricciosa flags no default at all.
 */
const world = useTelegramWorld();

beforeAll(() => {
  const [traditional, thin, wholegrain, glutenFree] = pizzaBases();
  const margherita = world.sandbox.menu.products.find((p) => p.name === 'Пица Маргарита');
  const capricciosa = world.sandbox.menu.products.find((p) => p.name === 'Пица Капричоза');
  if (!traditional || !thin || !wholegrain || !glutenFree || !margherita || !capricciosa)
    throw new Error('demo menu changed');
  margherita.bases = [
    glutenFree,
    { ...traditional, default: 0 },
    { ...thin, default: true },
    wholegrain,
  ];
  capricciosa.bases = [traditional, thin, wholegrain].map((base) => ({ ...base, default: 0 }));
  world.sandbox.menu.version += 1;
});

/** From home to the extras step of a family pizza. */
async function openExtras(bot: TelegramBot, chat: number, pizza: string): Promise<void> {
  await bot.text(chat, '/start');
  await bot.tap(chat, 'Пици');
  await bot.tap(chat, pizza);
  await bot.tap(chat, 'Фамилна');
  await bot.tap(chat, 'Добавки и промени');
}

/** The chat's conversation context as stored. */
/** Finishes the extras step and puts one into the cart; returns the cart's only line. */
async function addOne(bot: TelegramBot, chat: number): Promise<CartLine> {
  await bot.tap(chat, 'Готово');
  await bot.tap(chat, 'Добави 1 бр.');
  const lines = (await stored(bot, chat)).context.cart.lines;
  expect(lines).toHaveLength(1);
  return lines[0] as CartLine;
}

function baseRow(bot: TelegramBot, chat: number): string[] {
  return labels(bot, chat).find((row) => row.some((label) => label.includes('тесто'))) ?? [];
}

describe('pizza bases', () => {
  it('numbers the bases over the enabled ones: a disabled first base shifts nothing', async () => {
    const bot = await world.start();
    const chat = 8001;
    await openExtras(bot, chat, 'Маргарита');
    // The flagged default is shown as chosen; the disabled base is not offered.
    expect(baseRow(bot, chat)).toEqual([
      'Традиционно тесто',
      '● Тънко тесто',
      'Пълнозърнесто тесто',
    ]);
    await bot.tap(chat, 'Пълнозърнесто тесто');
    expect(baseRow(bot, chat)).toEqual([
      'Традиционно тесто',
      'Тънко тесто',
      '● Пълнозърнесто тесто',
    ]);
    await bot.tap(chat, 'Традиционно тесто');
    expect(findButton(bot, chat, 'Традиционно').text).toBe('● Традиционно тесто');
    const line = await addOne(bot, chat);
    expect(line.selection).toMatchObject({ base: 'traditional' });
    expect(screen(bot, chat)).toContain('Традиционно тесто × 1');
  });

  it('leaves the base out of the order only when it is the flagged default', async () => {
    const bot = await world.start();
    const chat = 8002;
    await openExtras(bot, chat, 'Маргарита');
    const line = await addOne(bot, chat);
    expect(line.selection).not.toHaveProperty('base');
    // The restaurant prices the omitted base as its flagged default.
    await checkoutPickup(bot, chat);
    const quote = (await stored(bot, chat)).context.quote?.quote;
    expect(quote?.items[0]?.configuration.base?.code).toBe('thin');
  });

  it('without a flagged default, shows the first enabled base as chosen and sends it', async () => {
    const bot = await world.start();
    const chat = 8003;
    await openExtras(bot, chat, 'Капричоза');
    expect(baseRow(bot, chat)).toEqual([
      '● Традиционно тесто',
      'Тънко тесто',
      'Пълнозърнесто тесто',
    ]);
    const line = await addOne(bot, chat);
    // Sent explicitly: the restaurant's own choice for an omitted base is not guessed.
    expect(line.selection).toMatchObject({ base: 'traditional' });
  });
});
