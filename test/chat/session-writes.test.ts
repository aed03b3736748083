import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import type { KeyValue, Store } from '../../src/store/index.ts';
import { tempStore, useTelegramWorld } from '../support/telegram-harness.ts';
import { callsOf } from '../support/telegram-steps.ts';

/*
 * What one customer action costs the store (issue 21): a single instance keeps the chats it
 * wrote, so a tap whose screen is edited in place reads nothing and writes once (the state,
 * before the screen); "shown" follows 2 s later unless the chat's next write comes first. Several
 * instances (a chat lock) read and write the store every time, as before.
 */

const world = useTelegramWorld();
/** SHOWN_WRITE_DELAY_MS in src/telegram/app.ts. */
const DELAY_MS = 2_000;

/** A real sqlite store that counts the reads and writes of chat sessions. */
async function countingStore() {
  const inner = await tempStore();
  const counts = { get: 0, set: 0 };
  const wrap = <T>(sessions: KeyValue<T>): KeyValue<T> => ({
    get: (key) => {
      counts.get += 1;
      return sessions.get(key);
    },
    set: (key, value, ttlMs) => {
      counts.set += 1;
      return sessions.set(key, value, ttlMs);
    },
    delete: (key) => sessions.delete(key),
    entries: () => sessions.entries(),
  });
  const store: Store = {
    namespace: <T>(name: string) =>
      name === 'sessions' ? wrap(inner.namespace<T>(name)) : inner.namespace<T>(name),
    versioned: <T>(name: string) => inner.versioned<T>(name),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  const sessions = inner.namespace<ChatSession>('sessions');
  /** The counts since the last call. */
  const take = () => {
    const taken = { ...counts };
    counts.get = 0;
    counts.set = 0;
    return taken;
  };
  return { store, sessions, take };
}

describe('a single instance', () => {
  it('reads nothing and writes once for a tap edited in place; "shown" follows within 2 s', async () => {
    const { store, sessions, take } = await countingStore();
    const bot = await world.start({ store });
    const chat = 4301;
    await bot.text(chat, '/start');
    take();

    await bot.tap(chat, 'Пици');
    expect(callsOf(bot, 'editMessageText', chat)).toHaveLength(1);
    expect(take()).toEqual({ get: 0, set: 1 });
    // The state is stored before it was shown; that it was shown, not yet.
    const stored = await sessions.get(String(chat));
    expect(stored?.viewRev).toBe(2);
    expect(stored?.renderPending).toBe(true);

    // The next tap inside the window replaces the waiting write.
    world.clock.advance(DELAY_MS - 1);
    await bot.tap(chat, '▶');
    expect(take()).toEqual({ get: 0, set: 1 });
    expect((await sessions.get(String(chat)))?.viewRev).toBe(3);

    world.clock.advance(DELAY_MS);
    await bot.runner.idle(chat);
    expect(take()).toEqual({ get: 0, set: 1 });
    expect(await sessions.get(String(chat))).toMatchObject({ viewRev: 3, renderPending: false });

    // After the window the chat is read from the store again.
    await bot.tap(chat, '◀');
    expect(take()).toEqual({ get: 1, set: 1 });
  });

  it('lets "shown" of a new live message wait as well; a chat that blocked the bot is written at once', async () => {
    const { store, sessions, take } = await countingStore();
    const bot = await world.start({ store });
    const chat = 4302;
    await bot.text(chat, '/start');
    // A chat seen for the first time is read once (nothing kept yet).
    expect(take()).toEqual({ get: 1, set: 1 });
    const sent = callsOf(bot, 'sendMessage', chat);
    expect(sent).toHaveLength(1);
    // The state is in the store before the message went out; the new message's id follows.
    expect(await sessions.get(String(chat))).toMatchObject({ renderPending: true, live: null });
    world.clock.advance(DELAY_MS);
    await bot.runner.idle(chat);
    expect(take()).toEqual({ get: 0, set: 1 });
    const live = (await sessions.get(String(chat)))?.live;
    expect(live?.messageId).toBeGreaterThan(0);
    expect((await sessions.get(String(chat)))?.renderPending).toBe(false);

    // A command draws a new message: one write (the state) while the update is handled, and
    // the new message's id with the chat's next write or when the window ends.
    await bot.text(chat, '/cart');
    expect(callsOf(bot, 'sendMessage', chat)).toHaveLength(2);
    expect(take()).toEqual({ get: 1, set: 1 });
    expect(await sessions.get(String(chat))).toMatchObject({ renderPending: true, live });
    await bot.text(chat, '/start');
    expect(callsOf(bot, 'sendMessage', chat)).toHaveLength(3);
    expect(take()).toEqual({ get: 0, set: 1 });
    world.clock.advance(DELAY_MS);
    await bot.runner.idle(chat);
    expect(take()).toEqual({ get: 0, set: 1 });
    const after = await sessions.get(String(chat));
    expect(after?.live?.messageId).toBe(bot.telegram.liveMessage(chat)?.messageId);
    expect(after?.live?.messageId).not.toBe(live?.messageId);
    expect(after?.renderPending).toBe(false);

    bot.telegram.blocked.add(chat);
    await bot.tap(chat, 'Пици');
    expect(take()).toEqual({ get: 1, set: 2 });
    expect((await sessions.get(String(chat)))?.active).toBe(false);
  });

  it('stores every waiting "shown" when it drains for a shutdown', async () => {
    const { store, sessions } = await countingStore();
    const bot = await world.start({ store });
    const chat = 4303;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    expect((await sessions.get(String(chat)))?.renderPending).toBe(true);
    await bot.runner.drain();
    expect((await sessions.get(String(chat)))?.renderPending).toBe(false);
    // Draining means the store closes next: later writes go at once.
    await bot.tap(chat, '▶');
    expect((await sessions.get(String(chat)))?.renderPending).toBe(false);
  });

  it('redraws the chat after a crash inside the window', async () => {
    const { store } = await countingStore();
    const first = await world.start({ store });
    const chat = 4304;
    await first.text(chat, '/start');
    await first.tap(chat, 'Пици');
    const screen = first.telegram.liveMessage(chat)?.text;
    // The process dies here: its waiting write is lost. The next one starts on the same store.
    const second = await world.start({ store, telegram: first.telegram });
    const before = first.telegram.calls.length;
    expect(await second.runner.resumePending()).toBe(1);
    const redraw = first.telegram.calls.slice(before);
    expect(redraw.map((call) => Number(call.payload.chat_id))).toContain(chat);
    expect(first.telegram.liveMessage(chat)?.text).toBe(screen);
  });
  it('redraws the chat after a crash inside the window that followed a new message', async () => {
    const { store, sessions } = await countingStore();
    const first = await world.start({ store });
    const chat = 4306;
    await first.text(chat, '/start');
    world.clock.advance(DELAY_MS);
    await first.runner.idle(chat);
    const home = (await sessions.get(String(chat)))?.live;
    await first.text(chat, '/cart');
    const screen = first.telegram.liveMessage(chat)?.text;
    expect(first.telegram.liveMessage(chat)?.messageId).not.toBe(home?.messageId);
    // The process dies here: the store still names the home message, with the cart's state.
    expect(await sessions.get(String(chat))).toMatchObject({ live: home, renderPending: true });
    const second = await world.start({ store, telegram: first.telegram });
    const before = first.telegram.calls.length;
    expect(await second.runner.resumePending()).toBe(1);
    expect(first.telegram.calls.slice(before).map((call) => call.method)).toContain('sendMessage');
    expect(first.telegram.liveMessage(chat)?.text).toBe(screen);
    expect(await sessions.get(String(chat))).toMatchObject({ renderPending: true });
    await second.runner.drain();
    const stored = await sessions.get(String(chat));
    expect(stored?.renderPending).toBe(false);
    expect(stored?.live?.messageId).toBe(first.telegram.liveMessage(chat)?.messageId);
  });
});

describe('several instances (a chat lock)', () => {
  it('read the store and write it twice for every action, as before', async () => {
    const { store, take } = await countingStore();
    const passThrough = <T>(_chatId: number, work: () => Promise<T>) => work();
    const bot = await world.start({ store, chatLock: passThrough });
    const chat = 4305;
    await bot.text(chat, '/start');
    take();
    await bot.tap(chat, 'Пици');
    expect(take()).toEqual({ get: 1, set: 2 });
    await bot.tap(chat, '▶');
    expect(take()).toEqual({ get: 1, set: 2 });
  });
});
