import { describe, expect, it } from 'vitest';
import { decodeButton } from '../../src/telegram/callback-data.ts';
import { demoMenu } from '../support/demo-menu.ts';
import {
  addMargarita,
  findButton,
  lastAnswer,
  press,
  screen,
  sessionOf,
  type TelegramBot,
  tapInRow,
  unansweredTaps,
  useTelegramWorld,
} from '../support/telegram-steps.ts';

const world = useTelegramWorld();
const STALE = 'Менюто се промени. Ето текущия изглед.';

/** The "rev.tag" prefix of the live view's buttons. */
function prefix(bot: TelegramBot, chat: number): string {
  return findButton(bot, chat, /./).data.split('|')[0] ?? '';
}

/** Presses `data` and checks the stale answer, the unchanged step and a redrawn live view. */
async function expectRefused(bot: TelegramBot, chat: number, data: string, messageId?: number) {
  const before = await sessionOf(bot, chat);
  const shown = screen(bot, chat);
  await press(bot, chat, data, messageId);
  expect(lastAnswer(bot)).toBe(STALE);
  const after = await sessionOf(bot, chat);
  expect(after?.snapshot).toMatchObject({
    value: (before?.snapshot as { value: unknown } | undefined)?.value,
  });
  expect(screen(bot, chat)).toBe(shown);
  // The current view was drawn again, with buttons of the new revision.
  expect(after?.viewRev).toBe((before?.viewRev ?? 0) + 1);
  expect(decodeButton(findButton(bot, chat, /./).data)?.rev).toBe(after?.viewRev);
}

describe('stale buttons', () => {
  it('a button of an earlier view does nothing, says the menu changed and shows the current view', async () => {
    const bot = await world.start();
    const chat = 5001;
    await bot.text(chat, '/start');
    const pizzas = findButton(bot, chat, 'Пици');
    await bot.tap(chat, 'Пици');
    expect(lastAnswer(bot)).toBeUndefined();
    await bot.tap(chat, 'Назад');
    await expectRefused(bot, chat, pizzas.data, pizzas.messageId);
    expect(screen(bot, chat)).toContain('Добре дошли');

    await addMargarita(bot, chat);
    const remove = findButton(bot, chat, '🗑', 0);
    await tapInRow(bot, chat, 0, '+');
    await expectRefused(bot, chat, remove.data, remove.messageId);
    expect(screen(bot, chat)).toContain('Фамилна 40 см × 2');
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it('a button drawn for an older menu is refused after the menu changed', async () => {
    const bot = await world.start();
    const chat = 5002;
    await bot.text(chat, '/start');
    bot.setMenu(demoMenu({ sandbox: world.sandbox.menu, syncedAt: world.clock.now() + 3_600_000 }));
    const oldTag = decodeButton(findButton(bot, chat, 'Пици').data)?.menuTag;
    await expectRefused(bot, chat, findButton(bot, chat, 'Пици').data);
    expect(screen(bot, chat)).toContain('Добре дошли');
    expect(decodeButton(findButton(bot, chat, 'Пици').data)?.menuTag).not.toBe(oldTag);
    await bot.tap(chat, 'Пици');
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toBe('Пици');
  });
});

describe('forged buttons', () => {
  it('random, over-long and nonsense data change nothing', async () => {
    const bot = await world.start();
    const chat = 5003;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    await expectRefused(bot, chat, 'hello world');
    await expectRefused(bot, chat, `${prefix(bot, chat)}|p|${'1'.repeat(80)}`);
    await expectRefused(bot, chat, '🍕'.repeat(40));
    await expectRefused(bot, chat, '');
    // Our own format with the current revision, but an action or argument no view draws.
    await expectRefused(bot, chat, `${prefix(bot, chat)}|Z|1`);
    await expectRefused(bot, chat, `${prefix(bot, chat)}|p|abc`);
    await expectRefused(bot, chat, `${prefix(bot, chat)}|N|de`);
    // A product of another category: the press decodes but the machine refuses it.
    await press(bot, chat, `${prefix(bot, chat)}|p|301`);
    expect(screen(bot, chat)).toContain('Не разбрах');
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it("another chat's button is refused", async () => {
    const bot = await world.start();
    const owner = 5004;
    const other = 5005;
    await bot.text(owner, '/start');
    await bot.tap(owner, 'Пици');
    await bot.tap(owner, 'Назад');
    await bot.tap(owner, 'Пици');
    await bot.text(other, '/start');
    const foreign = findButton(bot, owner, 'Маргарита');
    await expectRefused(bot, other, foreign.data, foreign.messageId);
    expect(screen(bot, other)).toContain('Добре дошли');
    // The owner's view is untouched.
    expect(screen(bot, owner)).toBe('Пици');
  });

  it('a callback query without data (a game button) is answered and ignored', async () => {
    const bot = await world.start();
    const chat = 5006;
    await bot.text(chat, '/start');
    const calls = bot.telegram.calls.length;
    await bot.send(
      bot.telegram.rawUpdate({
        callback_query: {
          id: 'game-1',
          from: { id: chat, is_bot: false, first_name: 'Customer' },
          chat_instance: '1',
          game_short_name: 'tetris',
        },
      }),
    );
    expect(bot.telegram.calls.slice(calls).map((c) => c.method)).toEqual(['answerCallbackQuery']);
  });
});
