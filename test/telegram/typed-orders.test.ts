import { describe, expect, it } from 'vitest';
import type { ConversationContext } from '../../src/conversation/types.ts';
import { statePath } from '../../src/telegram/views/index.ts';
import {
  findButton,
  labels,
  screen,
  sessionOf,
  type TelegramBot,
  useTelegramWorld,
} from '../support/telegram-steps.ts';

/**
 * Issue 25: an order typed in one message becomes a proposal through the real bot: each line
 * as it would be ordered with its price and what could not be done, then all into the cart with
 * one tap, a line changed on its own card or dropped; text on a contact step keeps its meaning.
 */
const world = useTelegramWorld();

async function stored(bot: TelegramBot, chat: number) {
  const snapshot = (await sessionOf(bot, chat))?.snapshot as {
    value: Parameters<typeof statePath>[0];
    context: ConversationContext;
  };
  return { state: statePath(snapshot.value), context: snapshot.context };
}

describe('typed orders', () => {
  it('bg: shows the proposal and adds every line with one tap', async () => {
    const bot = await world.start();
    const chat = 25001;
    await bot.text(chat, '/start');
    await bot.text(chat, '2 големи маргарити без босилек и една кола');
    console.log(screen(bot, chat), JSON.stringify(labels(bot, chat)));
  });
});
