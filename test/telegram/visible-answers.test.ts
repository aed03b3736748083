import type { Update } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { methodsOf, useEmulatedBots } from '../support/emulated-bot.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';

/*
 * Issue 34 point 5: every tap and every typed message gets a visible answer, and the bot sends
 * Telegram nothing it would refuse. The real bot, served by long polling, on the Bot API
 * emulator, which refuses an edit that changes nothing ("message is not modified") and counts
 * such refusals and the answers to every callback query.
 */

const world = useTelegramWorld();
const start = useEmulatedBots(world);

type Bot = Awaited<ReturnType<typeof start>>;

const SLOW_DOWN = 'Моля, по-бавно — обработвам предишните ви съобщения.';

/** The data of the live screen's button whose label contains `label`. */
function dataOf(bot: Bot, chat: number, label: string): string {
  const button = bot.api
    .view(chat)
    ?.buttons.flat()
    .find((b) => b.text.includes(label));
  if (!button) throw new Error(`no button "${label}"`);
  return button.data;
}

/** What the bot wrote in the chat after the customer's message `messageId`. */
function botMessagesAfter(bot: Bot, chat: number, messageId: number) {
  return bot.api.chats.messages(chat).filter((m) => m.from === 'bot' && m.messageId > messageId);
}

/** The id of the customer's newest message. */
function lastTyped(bot: Bot, chat: number): number {
  const typed = bot.api.chats.messages(chat).filter((m) => m.from === 'customer');
  return typed.at(-1)?.messageId ?? 0;
}

/** Waits until the bot made every call it will make for what was queued (no new call for 150 ms). */
async function quiet(bot: Bot): Promise<void> {
  let seen = -1;
  while (seen !== bot.api.calls.length) {
    seen = bot.api.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('an edit that would change nothing is not sent', () => {
  it('a page asked for again costs only its callback answer, no refused edit', async () => {
    const bot = await start();
    const chat = 9301;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    const next = dataOf(bot, chat, '▶');
    expect(methodsOf(await bot.tap(chat, '▶'))).toEqual(['editMessageText', 'answerCallbackQuery']);
    // The same "page 2" button again (a double tap: its second press reaches the bot after the
    // first one drew page 2 on the live message).
    const live = bot.api.view(chat)?.messageId ?? 0;
    expect(methodsOf(await bot.tapData(chat, live, next))).toEqual(['answerCallbackQuery']);
    expect(bot.api.chats.notModified).toBe(0);
  });

  it('the size already chosen, tapped again on the photo card, sends no edit', async () => {
    const bot = await start();
    const chat = 9302;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, 'Маргарита');
    const size = dataOf(bot, chat, 'Фамилна');
    expect(methodsOf(await bot.tap(chat, 'Фамилна'))).toEqual([
      'editMessageMedia',
      'answerCallbackQuery',
    ]);
    const card = bot.api.view(chat)?.messageId ?? 0;
    expect(methodsOf(await bot.tapData(chat, card, size))).toEqual(['answerCallbackQuery']);
    expect(bot.api.chats.notModified).toBe(0);
    // Something that does change the card is still drawn.
    expect(methodsOf(await bot.tap(chat, 'Назад'))).toContain('sendMessage');
    expect(bot.api.chats.notModified).toBe(0);
  });
});

describe('a typed message is always answered below it', () => {
  it('a /start typed right after a page turn or Back, past the flood limit, gets a message', async () => {
    // The limit of production (12 at once, 3 a second) on a clock that stands still: nothing
    // refills, so the 13th update and every one after it is past the limit.
    const bot = await start({ flood: { burst: 12, perSecond: 3, now: () => 1_000 } });
    const chat = 9303;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    for (let i = 0; i < 5; i += 1) {
      await bot.tap(chat, '▶');
      await bot.tap(chat, '◀');
    }
    // The 13th update, a page turn: refused, its warning in the tap's answer.
    const page = await bot.tap(chat, '▶');
    expect(page.find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe(SLOW_DOWN);
    expect(methodsOf(await bot.type(chat, '/start'))).toEqual(['sendMessage']);
    expect(botMessagesAfter(bot, chat, lastTyped(bot, chat)).map((m) => m.text)).toEqual([
      SLOW_DOWN,
    ]);
    // Back, refused too (answered silently now: the warning was given), then /start again.
    await bot.tap(chat, 'Назад');
    await bot.type(chat, '/start');
    expect(botMessagesAfter(bot, chat, lastTyped(bot, chat)).map((m) => m.text)).toEqual([
      SLOW_DOWN,
    ]);
  });

  it('a /start typed right after a page turn (twice) or Back gets its screen below it, no refused edit', async () => {
    const bot = await start();
    const chat = 9304;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    const secondPage = dataOf(bot, chat, '▶');
    await bot.tap(chat, '▶');
    for (const step of [secondPage, 'Назад']) {
      // The tap and the typed command reach the bot in one getUpdates answer: page 2 asked for
      // again from page 2 (a double tap), or Back from the list.
      const live = bot.api.view(chat)?.messageId ?? 0;
      if (step === secondPage) bot.api.tapData(chat, live, step);
      else bot.api.tap(chat, step);
      bot.api.sendText(chat, '/start');
      const typed = bot.api.chats.messages(chat).at(-1)?.messageId ?? 0;
      await bot.api.waitFor(
        () => botMessagesAfter(bot, chat, typed).length > 0,
        15_000,
        'the answer to /start',
      );
      await quiet(bot);
      expect(bot.api.view(chat)?.messageId).toBeGreaterThan(typed);
      expect(
        bot.api
          .view(chat)
          ?.buttons.flat()
          .some((b) => b.text === 'Пици'),
      ).toBe(true);
      await bot.tap(chat, 'Пици');
      await bot.tap(chat, '▶');
    }
    expect(bot.api.chats.notModified).toBe(0);
  });
});

describe('a typed message whose handling fails', () => {
  it('gets "something went wrong" below it', async () => {
    const bot = await start();
    const chat = 9307;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    // The new screen is refused with a long flood wait (the bot gives up on it); what follows goes.
    bot.api.floodWait((method) => method === 'sendMessage', 30, 1);
    bot.api.sendText(chat, '/start');
    const typed = lastTyped(bot, chat);
    await bot.api.waitFor(
      () => botMessagesAfter(bot, chat, typed).length > 0,
      15_000,
      'an answer below /start',
    );
    expect(botMessagesAfter(bot, chat, typed).map((m) => m.text)).toEqual([
      'Нещо се обърка. Опитайте пак.',
    ]);
  });
});

describe('every callback query is answered exactly once', () => {
  it('stale, forged, group-chat, data-less and redelivered taps, and a tap whose screen failed', async () => {
    const bot = await start();
    const chat = 9305;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    const list = bot.api.view(chat);
    const dish = dataOf(bot, chat, 'Маргарита');
    await bot.type(chat, '/menu');
    // Stale: a button of the older list message.
    await bot.tapData(chat, list?.messageId ?? 0, dish);
    // Forged data.
    await bot.tapData(chat, bot.api.view(chat)?.messageId ?? 0, 'zz|q|forged');
    await bot.tapData(chat, bot.api.view(chat)?.messageId ?? 0, 'x'.repeat(64));
    // A tap on a screen forwarded into a group, and one without data (a game button).
    const query = (id: string, data: string | undefined, type: 'private' | 'group') => ({
      callback_query: {
        id,
        from: { id: chat, is_bot: false, first_name: 'Customer', language_code: 'bg' },
        chat_instance: String(chat),
        ...(data === undefined ? {} : { data }),
        message: {
          message_id: bot.api.view(chat)?.messageId ?? 0,
          date: 0,
          chat: type === 'group' ? { id: -42, type, title: 'Friends' } : { id: chat, type },
          text: '',
        },
      },
    });
    const ask = (id: string, data: string | undefined, type: 'private' | 'group' = 'private') => {
      bot.api.callbackAnswers.set(id, bot.api.callbackAnswers.get(id) ?? 0);
      bot.api.enqueue(query(id, data, type) as unknown as Omit<Update, 'update_id'>);
    };
    ask('group-tap', dataOf(bot, chat, 'Пици'), 'group');
    ask('no-data', undefined);
    // The same tap delivered twice (a poll fetched it again): handled and answered once.
    const home = dataOf(bot, chat, 'Пици');
    ask('twice', home);
    ask('twice', home);
    await quiet(bot);
    // A tap whose new screen cannot be drawn (Telegram refuses with a long flood wait): its
    // spinner still stops, with a "something went wrong" answer.
    bot.api.floodWait((method) => method.startsWith('editMessage'), 30);
    bot.api.floodWait((method) => method === 'sendMessage', 30);
    const failed = await bot.tap(chat, '▶');
    expect(failed.find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe(
      'Нещо се обърка. Опитайте пак.',
    );
    await quiet(bot);
    expect(bot.api.callbackAnswers.size).toBe(8);
    expect(bot.api.answeredNotOnce()).toEqual([]);
  });
});

describe('what the live message shows is remembered only while it is known', () => {
  it('after a crash between the edit and its record, a tap back to the recorded screen edits', async () => {
    // The first instance draws page 2; the record that page 2 is shown waits (a single instance
    // writes it with the chat's next write) and the instance dies before it is written. The store
    // then says page 1 is shown, with the state stored but not recorded as shown.
    const first = await world.start();
    const chat = 9306;
    await first.text(chat, '/start');
    await first.tap(chat, 'Пици');
    await first.tap(chat, '▶');
    expect(first.screenText(chat)).toBe('Пици\nСтраница 2 от 3');
    // The next instance, on the same store and the same chat: "◀ page 1" must be drawn, not
    // skipped as what the store last recorded as shown.
    const second = await world.start({ store: first.store, telegram: first.telegram });
    const edits = () => second.telegram.calls.filter((c) => c.method === 'editMessageText').length;
    const before = edits();
    await second.tap(chat, '◀');
    expect(edits()).toBe(before + 1);
    expect(second.screenText(chat)).toBe('Пици\nСтраница 1 от 3');
  });
});
