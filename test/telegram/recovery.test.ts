import { expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

it('starts a chat afresh when its stored conversation died in an error state', async () => {
  const bot = await world.start();
  const chat = 6161;
  await bot.text(chat, '/start');
  await bot.tap(chat, 'Пици');
  const sessions = bot.store.namespace<ChatSession>('sessions');
  const stored = await sessions.get(String(chat));
  if (!stored) throw new Error('no session stored');
  // What an actor that threw leaves behind: xstate persists status 'error' and takes no events.
  await sessions.set(String(chat), {
    ...stored,
    snapshot: { ...(stored.snapshot as object), status: 'error' },
  });
  const restarted = await world.start({ store: bot.store, telegram: bot.telegram });
  await restarted.text(chat, '/start');
  expect(screen(restarted, chat)).toContain('Добре дошли');
  await restarted.tap(chat, 'Пици');
  const labels =
    restarted.telegram
      .liveMessage(chat)
      ?.buttons.flat()
      .map((b) => b.text) ?? [];
  expect(labels.some((label) => label.includes('Маргарита'))).toBe(true);
  expect(world.logs.lines.some((line) => line.includes('error state; starting afresh'))).toBe(true);
});
