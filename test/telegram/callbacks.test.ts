import { describe, expect, it } from 'vitest';
import { botWithMargarita, startWithMargarita } from '../support/checkout-driver.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  findButton,
  forged,
  labels,
  lastAnswer,
  press,
  screen,
  sessionOf,
  tapInRow,
  unansweredTaps,
} from '../support/telegram-steps.ts';

const world = useTelegramWorld();
const STALE = 'Това вече се промени. Ето текущия изглед.';
const INVALID = 'Този бутон не е валиден. Ето текущия изглед.';

/** The tag of the live view's first button. */
function prefix(bot: TelegramBot, chat: number): string {
  return findButton(bot, chat, /./).data.split('|')[0] ?? '';
}

/** Presses `data` and checks the answer, the unchanged step and a redrawn live view. */
async function expectRefused(
  bot: TelegramBot,
  chat: number,
  data: string,
  messageId?: number,
  answer = STALE,
) {
  const before = await sessionOf(bot, chat);
  const shown = screen(bot, chat);
  await press(bot, chat, data, messageId);
  expect(lastAnswer(bot)).toBe(answer);
  const after = await sessionOf(bot, chat);
  expect(after?.snapshot).toMatchObject({
    value: (before?.snapshot as { value: unknown } | undefined)?.value,
  });
  expect(screen(bot, chat)).toBe(shown);
  // The current screen was drawn again (the customer stays where they were).
  expect(after?.viewRev).toBe((before?.viewRev ?? 0) + 1);
}

describe('stale buttons', () => {
  it('a button of another screen does nothing, says so and redraws the current screen', async () => {
    const bot = await world.start();
    const chat = 5001;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    const margarita = findButton(bot, chat, 'Маргарита');
    await bot.tap(chat, 'Назад');
    await expectRefused(bot, chat, margarita.data, margarita.messageId);
    expect(screen(bot, chat)).toContain('Добре дошли');
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it('a button of an earlier message of the same screen works while it means the same', async () => {
    const bot = await world.start();
    const chat = 5007;
    await bot.text(chat, '/start');
    const pizzas = findButton(bot, chat, 'Пици');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, 'Назад');
    await press(bot, chat, pizzas.data, pizzas.messageId);
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toBe('Пици\nСтраница 1 от 3');

    await startWithMargarita(bot, chat);
    const remove = findButton(bot, chat, '🗑', 0);
    await tapInRow(bot, chat, 0, '+');
    expect(screen(bot, chat)).toContain('Фамилна 40 см × 2');
    // "Remove line 1" still means line 1.
    await press(bot, chat, remove.data, remove.messageId);
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toBe('Количката е празна.');
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it('a catalogue sync that changes nothing leaves every button valid', async () => {
    const bot = await world.start();
    const chat = 5002;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    const before = findButton(bot, chat, 'Маргарита').data;
    bot.setMenu(demoMenu({ sandbox: world.sandbox.menu, syncedAt: world.clock.now() + 3_600_000 }));
    await bot.tap(chat, 'Маргарита');
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toContain('Пица Маргарита');
    await bot.tap(chat, 'Назад');
    expect(findButton(bot, chat, 'Маргарита').data).toBe(before);
  });
});

describe('label buttons', () => {
  /**
   * Taps a label and checks: an answer saying it only shows a number, no other Bot API call,
   * nothing stored changed.
   */
  async function expectInert(bot: TelegramBot, chat: number, data: string, answer: string) {
    const before = await sessionOf(bot, chat);
    const calls = bot.telegram.calls.length;
    await press(bot, chat, data);
    expect(lastAnswer(bot)).toBe(answer);
    expect(bot.telegram.calls.slice(calls).map((c) => c.method)).toEqual(['answerCallbackQuery']);
    expect(await sessionOf(bot, chat)).toEqual(before);
  }

  // Lists no longer draw a counter button (issue 14): a message drawn before still carries it.
  it.each([
    ['bg', 'Пици', 'Този бутон само показва число — използвайте бутоните до него.'],
    ['en', 'Pizzas', 'This button only shows a number — use the buttons next to it.'],
  ])(
    '%s: an old page counter answers that it only shows a number, and changes nothing',
    async (lang, category, answer) => {
      const bot = await world.start();
      const chat = lang === 'bg' ? 5008 : 5018;
      await bot.text(chat, '/start', lang);
      await bot.tap(chat, category, lang);
      await expectInert(bot, chat, await forged(bot, chat, 'label'), answer);
      expect(
        labels(bot, chat)
          .flat()
          .filter((label) => /^\d+ \/ \d+$/.test(label)),
      ).toEqual([]);
    },
  );

  it('the cart draws no quantity label; an old one still on screen only shows a number', async () => {
    const chat = 5009;
    const bot = await botWithMargarita(world, chat);
    expect(labels(bot, chat)[0]).toEqual(['1. −', '1. +', '1. 🗑']);
    await expectInert(
      bot,
      chat,
      await forged(bot, chat, 'label'),
      'Този бутон само показва число — използвайте бутоните до него.',
    );
    expect(screen(bot, chat)).toContain('Фамилна 40 см × 1');
  });
});

describe('buttons of the single-letter format from before the button table', () => {
  it('an uppercase code still on screen is answered as not valid and changes nothing', async () => {
    const chat = 5010;
    const bot = await botWithMargarita(world, chat);
    // What the cart's buttons carried before: the same tags (the screen and the same targets),
    // with Q (line quantity), R (remove line), K (checkout) and X (clear) as codes.
    const [tag, , line] = findButton(bot, chat, '🗑').data.split('|');
    await expectRefused(bot, chat, `${tag}|Q|${line}:2`, undefined, INVALID);
    await expectRefused(bot, chat, `${tag}|R|${line}`, undefined, INVALID);
    await expectRefused(bot, chat, `${tag}|K|`, undefined, INVALID);
    await expectRefused(bot, chat, `${tag}|X|`, undefined, INVALID);
    expect(screen(bot, chat)).toContain('Фамилна 40 см × 1');
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it('is refused in the language of the chat', async () => {
    const bot = await world.start();
    const chat = 5011;
    await bot.text(chat, '/start', 'en');
    const [tag] = findButton(bot, chat, 'My orders').data.split('|');
    await press(bot, chat, `${tag}|O|`, undefined, 'en');
    expect(lastAnswer(bot)).toBe('That button is not valid. Here is the current view.');
    expect(screen(bot, chat)).toContain('Welcome! Pick a category.');
  });

  it('a lowercase code kept its meaning and its tag: such a button still works', async () => {
    const bot = await world.start();
    const chat = 5012;
    await bot.text(chat, '/start');
    const [tag] = findButton(bot, chat, 'Количка').data.split('|');
    await press(bot, chat, `${tag}|r|`);
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toContain('Количката е празна.');
  });
});

describe('forged buttons', () => {
  it('random, over-long and nonsense data change nothing', async () => {
    const bot = await world.start();
    const chat = 5003;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    await expectRefused(bot, chat, 'hello world', undefined, INVALID);
    await expectRefused(bot, chat, `${prefix(bot, chat)}|p|${'1'.repeat(80)}`, undefined, INVALID);
    await expectRefused(bot, chat, '🍕'.repeat(40), undefined, INVALID);
    await expectRefused(bot, chat, '', undefined, INVALID);
    // Our own format, but an action or argument no view draws.
    await expectRefused(bot, chat, `${prefix(bot, chat)}|Z|1`, undefined, INVALID);
    await expectRefused(bot, chat, `${prefix(bot, chat)}|p|abc`, undefined, INVALID);
    await expectRefused(bot, chat, `${prefix(bot, chat)}|N|de`, undefined, INVALID);
    // A real product under a tag that is not its own.
    await expectRefused(bot, chat, `${prefix(bot, chat)}|p|301`);
    // A product of another category under the tag this screen would give it: the press gets
    // through, and the machine refuses it.
    await press(bot, chat, await forged(bot, chat, 'openProduct', 301));
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
    expect(screen(bot, owner)).toBe('Пици\nСтраница 1 от 3');
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
