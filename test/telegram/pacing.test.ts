import { describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import { methodsOf, useEmulatedBots } from '../support/emulated-bot.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';

const world = useTelegramWorld();
const start = useEmulatedBots(world);

type Bot = Awaited<ReturnType<typeof start>>;

/**
 * A bot-initiated message to a chat, through the pacer as the notifier sends one. Pushes still
 * queued when the test ends are dropped with the pacer (their promises reject then).
 */
function push(bot: Bot, chat: number, text: string, priority: 'status' | 'staff' = 'status') {
  const sent = bot.app.pacer.schedule(chat, priority, () => bot.app.screen.say(chat, text));
  sent.catch(() => undefined);
  return sent;
}

function pushesArrived(bot: Bot): number {
  return bot.api.calls.filter(
    (c) => c.method === 'sendMessage' && /^(news|summary) /.test(String(c.payload.text)),
  ).length;
}

function sentTexts(bot: Bot, chat: number, prefix: string): string[] {
  return bot.api.calls
    .filter((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === chat)
    .map((c) => String(c.payload.text))
    .filter((text) => text.startsWith(prefix));
}

describe('what an update costs in Telegram calls', () => {
  it('answers a command with one message and a tap with its answer and one message call', async () => {
    const bot = await start();
    const chat = 9101;
    expect(methodsOf(await bot.type(chat, '/start'))).toEqual(['sendMessage']);
    // A text list, a photo card, the same card with a size, back to the list, its next page.
    expect(methodsOf(await bot.tap(chat, 'Пици'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(methodsOf(await bot.tap(chat, 'Маргарита'))).toEqual([
      'sendPhoto',
      'answerCallbackQuery',
    ]);
    expect(methodsOf(await bot.tap(chat, 'Фамилна'))).toEqual([
      'editMessageMedia',
      'answerCallbackQuery',
    ]);
    expect(methodsOf(await bot.tap(chat, 'Назад'))).toEqual(['sendMessage', 'answerCallbackQuery']);
    expect(methodsOf(await bot.tap(chat, '▶'))).toEqual(['editMessageText', 'answerCallbackQuery']);
    // A command over a live screen: the new screen only, the old one is left as it is.
    expect(methodsOf(await bot.type(chat, '/menu'))).toEqual(['sendMessage']);
    expect(bot.api.calls.some((c) => c.method === 'editMessageReplyMarkup')).toBe(false);
    expect(bot.api.calls.some((c) => c.method === 'sendChatAction')).toBe(false);
  });

  it('answers a tap on an older message of another screen as stale, with the current screen below', async () => {
    const bot = await start();
    const chat = 9102;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    // The category list stays on that message; /menu starts a new one with the home screen.
    const list = bot.api.view(chat);
    const dish = list?.buttons.flat().find((b) => b.text.includes('Маргарита'));
    await bot.type(chat, '/menu');
    const reaction = await bot.tapData(chat, list?.messageId ?? 0, dish?.data ?? '');
    expect(methodsOf(reaction)).toEqual(['sendMessage', 'answerCallbackQuery']);
    expect(reaction[1]?.payload.text).toBe('Това вече се промени. Ето текущия изглед.');
  });
});

describe('answers and pushes', () => {
  it('answers taps at once while bot-initiated pushes wait their turn in the pacer', async () => {
    const bot = await start();
    const [busy, other] = [9201, 9202];
    await bot.type(busy, '/start');
    await bot.type(other, '/start');
    // 40 pushes to the busy chat (one a second) and one to each of 40 more chats (30 a second).
    for (let i = 0; i < 40; i += 1) void push(bot, busy, `news ${i}`);
    for (let i = 0; i < 40; i += 1) void push(bot, 9_300 + i, `summary ${i}`, 'staff');
    await bot.api.waitFor(() => pushesArrived(bot) === 30, 15_000, 'the first 30 pushes');
    expect(bot.app.pacer.stats().sent).toBe(30);
    const waiting = bot.app.pacer.stats();
    expect(waiting.queued).toBe(39 + 11);

    // The manual clock stands still: nothing queued may go, yet both customers are answered.
    expect(methodsOf(await bot.tap(busy, 'Пици'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(methodsOf(await bot.tap(other, 'Напитки'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(methodsOf(await bot.type(busy, '/cart'))).toEqual(['sendMessage']);
    expect(bot.app.pacer.stats()).toEqual(waiting);
    expect(pushesArrived(bot)).toBe(30);
    expect(sentTexts(bot, busy, 'news')).toEqual(['news 0']);

    // A second later the busy chat gets its next push, in order.
    world.clock.advance(1_000);
    await bot.api.waitFor(
      () => sentTexts(bot, busy, 'news').length === 2,
      15_000,
      'the second push to the busy chat',
    );
    expect(sentTexts(bot, busy, 'news')).toEqual(['news 0', 'news 1']);
  });

  it('pauses pushes to a chat that met a 429 without delaying answers in other chats', async () => {
    const bot = await start();
    const [limited, other] = [9401, 9402];
    await bot.type(other, '/start');
    bot.api.floodWait(
      (method, payload) => method === 'sendMessage' && Number(payload.chat_id) === limited,
      30,
    );
    const delivered = push(bot, limited, 'news for the limited chat');
    // Telegram refused it; the pacer holds it for the chat's 30 s.
    await vi.waitFor(() => expect(bot.app.pacer.stats().queued).toBe(1), { timeout: 15_000 });
    void push(bot, other, 'news for the other chat');
    await bot.api.waitFor(
      () => sentTexts(bot, other, 'news').length === 1,
      15_000,
      'the push to the other chat',
    );
    expect(methodsOf(await bot.tap(other, 'Пици'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(bot.app.pacer.stats().queued).toBe(1);

    world.clock.advance(29_999);
    expect(bot.app.pacer.stats().queued).toBe(1);
    world.clock.advance(1);
    await delivered;
    const attempts = sentTexts(bot, limited, 'news');
    expect(attempts).toEqual(['news for the limited chat', 'news for the limited chat']);
    expect(bot.api.view(limited)).toBeUndefined();
    expect(bot.api.chats.messages(limited).map((m) => m.text)).toEqual([
      'news for the limited chat',
    ]);
  });
});

describe('a 429 on an answer', () => {
  it("sits out a short retry_after on that chat's edit while other chats are answered", async () => {
    const bot = await start();
    const [slow, other] = [9801, 9802];
    await bot.type(slow, '/start');
    await bot.type(other, '/start');
    bot.api.floodWait(
      (method, payload) => method === 'editMessageText' && Number(payload.chat_id) === slow,
      2,
    );
    const slowTap = bot.tap(slow, 'Пици');
    // The refusal reached the bot: pushes to that chat are paused and its edit waits 2 s.
    await vi.waitFor(() => expect(bot.app.pacer.pausedUntil(slow)).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    expect(bot.app.pacer.pausedUntil(other)).toBe(0);
    expect(bot.app.pacer.pausedUntil()).toBe(0);
    expect(methodsOf(await bot.tap(other, 'Пици'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    world.clock.advance(2_000);
    expect(methodsOf(await slowTap)).toEqual([
      'editMessageText',
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(bot.api.view(slow)?.text).toBe(bot.api.view(other)?.text);
  });
});

describe('redraws after a restart', () => {
  it('are paced, and skipped for a chat whose customer acted first', async () => {
    const first = await world.start();
    const chats = [9701, 9702];
    const sessions = first.store.namespace<ChatSession>('sessions');
    for (const chat of chats) await first.text(chat, '/start');
    // Their screens are stored as shown (a single instance stores that up to 2 s later).
    await first.runner.drain();
    for (const chat of chats) {
      // The process stopped after storing this chat's state and before showing it.
      const session = await sessions.get(String(chat));
      if (session) await sessions.set(String(chat), { ...session, renderPending: true });
    }
    // One push a second overall: the second redraw has to wait for the clock.
    const second = await world.start({
      store: first.store,
      telegram: first.telegram,
      pushLimits: { perSecond: 1 },
    });
    const before = first.telegram.calls.length;
    const resumed = second.runner.resumePending();
    const redrawnChats = () =>
      chats.filter((chat) =>
        first.telegram.calls.slice(before).some((c) => Number(c.payload.chat_id) === chat),
      );
    // The first redraw went out (its message arrived); the second waits for its turn.
    await vi.waitFor(() => expect(redrawnChats()).toHaveLength(1), { timeout: 15_000 });
    expect(second.pacer.stats()).toEqual({ queued: 1, sent: 1 });
    const redrawn = redrawnChats();
    const waiting = chats.find((chat) => !redrawn.includes(chat)) ?? 0;

    // Its customer taps before the redraw's turn: answered at once, and the redraw is moot.
    const beforeTap = first.telegram.calls.length;
    await second.tap(waiting, 'Пици');
    expect(first.telegram.calls.slice(beforeTap).map((c) => c.method)).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    expect(second.pacer.stats().queued).toBe(1);
    const afterTap = first.telegram.calls.length;
    world.clock.advance(1_000);
    expect(await resumed).toBe(2);
    expect(first.telegram.calls.slice(afterTap)).toEqual([]);
    // A single instance stores "shown" up to 2 s later, unless the chat's next write comes first.
    world.clock.advance(2_000);
    expect((await sessions.get(String(waiting)))?.renderPending).toBe(false);
  });
});

describe('the per-user flood limit', () => {
  it('answers a refused tap: the first one with the warning, later ones silently', async () => {
    // Three updates at once, refilled one a second on a clock that stands still.
    const bot = await start({ flood: { burst: 3, perSecond: 1, now: () => 5_000 } });
    const chat = 9501;
    await bot.type(chat, '/start');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, '▶');
    const warned = await bot.tap(chat, '▶');
    expect(methodsOf(warned)).toEqual(['answerCallbackQuery']);
    expect(warned[0]?.payload.text).toBe('Моля, по-бавно — обработвам предишните ви съобщения.');
    const dropped = await bot.tap(chat, '▶');
    expect(methodsOf(dropped)).toEqual(['answerCallbackQuery']);
    expect(dropped[0]?.payload.text).toBeUndefined();
  });
});

describe('webhook mode', () => {
  it('answers the tap in the webhook response and makes one request for the edit', async () => {
    const bot = await start({ mode: 'webhook' });
    const chat = 9601;
    expect(methodsOf(await bot.type(chat, '/start'))).toEqual(['sendMessage']);
    const reaction = await bot.tap(chat, 'Пици');
    expect(reaction.map((c) => [c.method, c.webhookReply === true])).toEqual([
      ['editMessageText', false],
      ['answerCallbackQuery', true],
    ]);
  });
});
