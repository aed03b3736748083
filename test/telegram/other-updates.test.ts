import type { Update } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { botWithMargarita, choosePickup, startWithMargarita } from '../support/checkout-driver.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  callsOf,
  lastAnswer,
  screen,
  sessionOf,
  unansweredTaps,
} from '../support/telegram-steps.ts';

const world = useTelegramWorld();
const ONLY_TEXT = 'Разбирам текст и бутоните. Ето къде бяхме:';

function from(chat: number) {
  return { id: chat, is_bot: false, first_name: 'Customer', language_code: 'bg' };
}

/** A private message of any kind (sticker, photo, location…). */
function privateMessage(bot: TelegramBot, chat: number, content: Record<string, unknown>): Update {
  return bot.telegram.rawUpdate({
    message: {
      message_id: 90_000 + bot.telegram.calls.length,
      date: 0,
      chat: { id: chat, type: 'private', first_name: 'Customer' },
      from: from(chat),
      ...content,
    },
  } as Omit<Update, 'update_id'>);
}

/** From home to the name step of a pickup order. */
async function toNameStep(bot: TelegramBot, chat: number): Promise<void> {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  expect(screen(bot, chat)).toContain('Как се казвате?');
}

describe('updates that are not text or buttons', () => {
  it('stickers, photos and locations get the only-text answer and the step is kept', async () => {
    const bot = await world.start();
    const chat = 6001;
    await toNameStep(bot, chat);
    const kinds = [
      {
        sticker: {
          file_id: 's1',
          file_unique_id: 'u1',
          type: 'regular',
          width: 1,
          height: 1,
          is_animated: false,
          is_video: false,
        },
      },
      { photo: [{ file_id: 'p1', file_unique_id: 'u2', width: 10, height: 10 }] },
      { location: { latitude: 42.69, longitude: 23.32 } },
      { voice: { file_id: 'v1', file_unique_id: 'u3', duration: 2 } },
    ];
    for (const content of kinds) {
      const sent = callsOf(bot, 'sendMessage', chat).length;
      await bot.send(privateMessage(bot, chat, content));
      const texts = callsOf(bot, 'sendMessage', chat)
        .slice(sent)
        .map((c) => c.payload.text);
      expect(texts).toEqual([ONLY_TEXT, 'Как се казвате? (име за поръчката)']);
    }
    await bot.text(chat, 'Иван Петров');
    expect(screen(bot, chat)).toContain('Вашият телефон?');
  });

  it('edited messages are ignored without a single outgoing call', async () => {
    const bot = await world.start();
    const chat = 6002;
    await toNameStep(bot, chat);
    const calls = bot.telegram.calls.length;
    await bot.send(
      bot.telegram.rawUpdate({
        edited_message: {
          message_id: 5,
          date: 0,
          edit_date: 1,
          chat: { id: chat, type: 'private', first_name: 'Customer' },
          from: from(chat),
          text: 'Иван Иванов',
        },
      } as Omit<Update, 'update_id'>),
    );
    expect(bot.telegram.calls.length).toBe(calls);
    expect(screen(bot, chat)).toContain('Как се казвате?');
  });

  it('a 5,000-character name gets the name_too_long notice and the step stays', async () => {
    const bot = await world.start();
    const chat = 6003;
    await toNameStep(bot, chat);
    await bot.text(chat, 'Иван'.repeat(1_250));
    expect(screen(bot, chat)).toBe(
      'Името е твърде дълго (най-много 100 знака).\n\nКак се казвате? (име за поръчката)',
    );
    await bot.text(chat, 'Иван Петров');
    expect(screen(bot, chat)).toContain('Вашият телефон?');
    // Every text the bot sent fits Telegram's limit.
    for (const call of callsOf(bot, 'sendMessage', chat)) {
      expect(String(call.payload.text).length).toBeLessThanOrEqual(4096);
    }
  });
});

describe('group chats', () => {
  it('a command in a group gets the private-only answer; other group messages are ignored', async () => {
    const bot = await world.start();
    const group = -100_123;
    const groupMessage = (text: string) =>
      bot.telegram.rawUpdate({
        message: {
          message_id: 1,
          date: 0,
          chat: { id: group, type: 'supergroup', title: 'Office' },
          from: from(6004),
          text,
          ...(text.startsWith('/')
            ? { entities: [{ type: 'bot_command', offset: 0, length: text.length }] }
            : {}),
        },
      } as Omit<Update, 'update_id'>);
    await bot.send(groupMessage('/start'));
    expect(bot.telegram.calls.map((c) => [c.method, c.payload.chat_id, c.payload.text])).toEqual([
      ['sendMessage', group, 'Поръчки приемам в личен чат с мен.'],
    ]);
    await bot.send(groupMessage('пица маргарита'));
    await bot.send(groupMessage('@pizzeria_local_bot здравей'));
    expect(bot.telegram.calls.length).toBe(1);
    expect(await sessionOf(bot, group)).toBeUndefined();
  });
});

describe('a customer who blocked the bot', () => {
  it('marks the chat inactive without throwing, and a later message reactivates it', async () => {
    const chat = 6005;
    const bot = await botWithMargarita(world, chat);
    bot.telegram.blocked.add(chat);
    await bot.tap(chat, 'Начало');
    expect((await sessionOf(bot, chat))?.active).toBe(false);
    await bot.text(chat, '/cart');
    await bot.send(privateMessage(bot, chat, { location: { latitude: 1, longitude: 2 } }));
    await bot.tap(chat, 'Поръчай');
    expect((await sessionOf(bot, chat))?.active).toBe(false);
    expect(unansweredTaps(bot)).toEqual([]);
    expect(world.logs.lines.filter((line) => line.includes('update failed'))).toEqual([]);

    bot.telegram.blocked.delete(chat);
    await bot.text(chat, '/cart');
    expect((await sessionOf(bot, chat))?.active).toBe(true);
    expect(screen(bot, chat)).toContain('1. Пица Маргарита, Фамилна 40 см × 1');
  });
});

describe('photos', () => {
  it('a product photo Telegram refuses is shown as a text card', async () => {
    const bot = await world.start();
    const chat = 6006;
    bot.telegram.brokenPhotos.add('https://images.example.invalid/products/101.jpg');
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, 'Маргарита');
    expect(callsOf(bot, 'sendPhoto', chat).length).toBe(1);
    const live = bot.telegram.liveMessage(chat);
    expect(live?.photo).toBeUndefined();
    expect(live?.text).toMatch(/^Пица Маргарита\n/);
    await bot.tap(chat, 'Фамилна');
    expect(screen(bot, chat)).toContain('15,90 €');
    expect(lastAnswer(bot)).toBeUndefined();
  });
});

describe('the flood limit', () => {
  it('30 rapid taps get exactly one "slow down" in a tap answer, and every tap is answered', async () => {
    const bot = await world.start({ flood: { burst: 12, perSecond: 3, now: () => 1_000 } });
    const chat = 6007;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    const live = bot.telegram.liveMessage(chat);
    const next = live?.buttons.flat().find((b) => b.text === '2 / 3 ▶');
    expect(next).toBeDefined();
    for (let i = 0; i < 30; i += 1) {
      await bot.send(bot.telegram.tapUpdate(chat, live?.messageId ?? 0, next?.data ?? ''));
    }
    // The warning rides in the answer to the first refused tap, not in a message of its own.
    const warnings = callsOf(bot, 'answerCallbackQuery').filter(
      (c) => c.payload.text === 'Моля, по-бавно — обработвам предишните ви съобщения.',
    );
    expect(warnings.length).toBe(1);
    expect(callsOf(bot, 'sendMessage', chat)).toHaveLength(1);
    expect(unansweredTaps(bot)).toEqual([]);
    // 12 updates fit the burst: /start, the category and 10 of the taps; the first of those
    // pages on, the other 9 ask for that same page again (a page number means the same thing
    // on every message of the list) and are answered silently; the 20 past the limit are dropped.
    const answers = callsOf(bot, 'answerCallbackQuery').map((c) => c.payload.text);
    expect(answers.length).toBe(31);
    // Only the first refused tap's answer has a text: the warning.
    expect(answers.filter((text) => text !== undefined).length).toBe(1);
    expect(screen(bot, chat)).toBe('Пици\nСтраница 2 от 3');
    expect(
      bot.telegram
        .liveMessage(chat)
        ?.buttons.flat()
        .some((b) => b.text === '◀ 1 / 3'),
    ).toBe(true);
  });
});
