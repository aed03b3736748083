import { Api, GrammyError, HttpError, InputFile } from 'grammy';
import type { Update } from 'grammy/types';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { Pacer } from '../../src/telegram/pacer.ts';
import { honourFloodWaits } from '../../src/telegram/retry-after.ts';
import {
  BotApiTransport,
  type BotApiTransportOptions,
  resultUnused,
} from '../../src/telegram/transport.ts';
import { type BotApiServer, startBotApiServer } from '../support/bot-api-server.ts';
import { methodsOf, startEmulatedBot } from '../support/emulated-bot.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';

const TOKEN = '424242:TRANSPORT-TEST-token-abcdefghijklmnopqrstuv';
const CHAT = 7100;
const WAIT_MS = 15_000;

const world = useTelegramWorld();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Connected = {
  emulator: BotApiServer;
  api: Api;
  transport: BotApiTransport;
  /** The methods of the calls that went through grammY's request code (its `client.fetch`). */
  viaGrammy: string[];
};

/**
 * The emulator and grammY's real API client over a BotApiTransport to it; `direct`: with the
 * transport's `directCalls` transformer installed, as the bot does.
 */
async function connect(
  direct: boolean,
  options: BotApiTransportOptions & { timeoutSeconds?: number } = {},
): Promise<Connected> {
  const emulator = await startBotApiServer({ token: TOKEN });
  const transport = new BotApiTransport(emulator.url, options);
  const viaGrammy: string[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    viaGrammy.push(String(url).split('/').at(-1) ?? '');
    return transport.fetch(url, init as never);
  }) as unknown as typeof transport.fetch;
  const api = new Api(TOKEN, {
    apiRoot: emulator.url,
    fetch,
    ...(options.timeoutSeconds === undefined ? {} : { timeoutSeconds: options.timeoutSeconds }),
  });
  if (direct) {
    api.config.use(
      transport.directCalls({
        token: TOKEN,
        apiRoot: emulator.url,
        timeoutSeconds: options.timeoutSeconds,
      }),
    );
  }
  cleanups.push(async () => {
    emulator.releaseHeld();
    await transport.close();
    await emulator.close();
  });
  return { emulator, api, transport, viaGrammy };
}

/** Resolves once the emulator has received `count` calls of `method`. */
/**
 * An Api on the transport with the bot's flood waits on a manual clock (and the direct calls
 * when `direct`), as `createBot` stacks them.
 */
async function floodWaiting(direct: boolean) {
  const { emulator, transport } = await connect(direct);
  const clock = new ManualClock(1_000_000);
  const pacer = new Pacer({ clock });
  const api = new Api(TOKEN, { apiRoot: emulator.url, fetch: transport.fetch });
  if (direct) api.config.use(transport.directCalls({ token: TOKEN, apiRoot: emulator.url }));
  api.config.use(honourFloodWaits(pacer, clock));
  return { emulator, clock, pacer, api };
}

function received(emulator: BotApiServer, method: string, count = 1): Promise<void> {
  return emulator.waitFor(
    () => emulator.calls.filter((c) => c.method === method).length >= count,
    WAIT_MS,
    `${count} ${method} call(s) at the emulator`,
  );
}

const keyboard = { inline_keyboard: [[{ text: 'Пици 🍕', callback_data: 'c:pizza' }]] };

describe.each([
  { path: "grammY's request code", direct: false },
  { path: 'direct JSON calls', direct: true },
])('the Bot API transport, $path', ({ direct }) => {
  it('carries every method the bot uses, payloads and results intact', async () => {
    const { emulator, api, viaGrammy } = await connect(direct);
    emulator.sendText(CHAT, '/start');
    const updates = await api.getUpdates({ timeout: 0 });
    expect(updates.map((u) => u.message?.text)).toEqual(['/start']);
    // Confirmed, so that the webhook set below has nothing to deliver.
    await api.getUpdates({ offset: (updates[0]?.update_id ?? 0) + 1, timeout: 0 });

    expect((await api.getMe()).username).toBe('pizzeria_emulated_bot');
    expect(await api.deleteWebhook()).toBe(true);
    expect(await api.setMyCommands([{ command: 'menu', description: 'Меню' }])).toBe(true);
    expect(await api.setChatMenuButton({ menu_button: { type: 'commands' } })).toBe(true);
    const sent = await api.sendMessage(CHAT, 'Добре дошли', { reply_markup: keyboard });
    const photo = await api.sendPhoto(CHAT, 'https://example.test/margherita.jpg', {
      caption: 'Маргарита',
    });
    expect(photo.message_id).not.toBe(sent.message_id);
    await api.editMessageText(CHAT, sent.message_id, 'Категории', { reply_markup: keyboard });
    await api.editMessageMedia(CHAT, photo.message_id, {
      type: 'photo',
      media: 'https://example.test/diavola.jpg',
      caption: 'Дявола',
    });
    // Buttons taken off: an edit to the same keyboard would be refused as not modified.
    await api.editMessageReplyMarkup(CHAT, sent.message_id, {
      reply_markup: { inline_keyboard: [] },
    });
    expect(await api.answerCallbackQuery('q1', { text: 'Готово' })).toBe(true);
    expect(await api.setWebhook('https://bot.example.test/telegram')).toBe(true);

    expect(methodsOf(emulator.calls)).toEqual([
      'getUpdates',
      'getUpdates',
      'getMe',
      'deleteWebhook',
      'setMyCommands',
      'setChatMenuButton',
      'sendMessage',
      'sendPhoto',
      'editMessageText',
      'editMessageMedia',
      'editMessageReplyMarkup',
      'answerCallbackQuery',
      'setWebhook',
    ]);
    expect(emulator.calls.every((c) => c.tokenOk)).toBe(true);
    const edit = emulator.calls.find((c) => c.method === 'editMessageText');
    expect(edit?.payload).toEqual({
      chat_id: CHAT,
      message_id: sent.message_id,
      text: 'Категории',
      reply_markup: keyboard,
    });
    // With `directCalls`, no JSON call takes grammY's request code.
    expect(viaGrammy).toEqual(direct ? [] : methodsOf(emulator.calls));
  });

  it('drops null fields at every depth, as grammY does', async () => {
    const { emulator, api } = await connect(direct);
    const markup = { inline_keyboard: [[{ text: 'Меню', callback_data: 'm', url: null }]] };
    await api.sendMessage(CHAT, 'Без null', {
      parse_mode: null,
      reply_markup: markup,
    } as unknown as Parameters<Api['sendMessage']>[2]);
    const call = emulator.calls.find((c) => c.method === 'sendMessage');
    expect(call?.payload).toEqual({
      chat_id: CHAT,
      text: 'Без null',
      reply_markup: { inline_keyboard: [[{ text: 'Меню', callback_data: 'm' }]] },
    });
  });

  it('streams a multipart upload (a document with its caption)', async () => {
    const { emulator, api, viaGrammy } = await connect(direct);
    const csv = Buffer.from('order,total\nA-1,18.40 €\n'.repeat(2_000));
    await api.sendDocument(CHAT, new InputFile(csv, 'orders-2026-01-02.csv'), {
      caption: 'Поръчки за 2 януари',
    });
    const call = emulator.calls.find((c) => c.method === 'sendDocument');
    expect(call?.payload).toMatchObject({ chat_id: String(CHAT), caption: 'Поръчки за 2 януари' });
    // grammY sends the file as a part of its own that the field points to (`attach://<part>`).
    const part = String(call?.payload.document).replace(/^attach:\/\//, '');
    // The whole file arrived (the emulator keeps a part without a quoted filename as text).
    expect(call?.payload[part]).toBe(csv.toString('utf8'));
    // An upload is grammY's to send (multipart), `directCalls` or not.
    expect(viaGrammy).toEqual(['sendDocument']);
  });

  it("waits a 429's retry_after (on the bot's clock) and repeats the call once", async () => {
    const { emulator, clock, pacer, api } = await floodWaiting(direct);
    emulator.floodWait((method) => method === 'sendMessage', 3);
    const sending = api.sendMessage(CHAT, 'Статус: приета');
    await expect.poll(() => pacer.pausedUntil(CHAT)).toBe(1_003_000);
    clock.advance(3_000);
    const sent = await sending;
    expect(sent.text).toBe('Статус: приета');
    expect(emulator.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(2);
  });

  it('answers a call marked resultUnused without reading its result, and still fails or waits as before', async () => {
    const { emulator, clock, pacer, api } = await floodWaiting(direct);
    const sent = await api.sendMessage(CHAT, 'Категории', { reply_markup: keyboard });
    const edited = await api.editMessageText(
      CHAT,
      sent.message_id,
      'Пици',
      resultUnused({ reply_markup: keyboard }),
    );
    // Direct: Telegram's success, its Message unread; grammY's own request code parses it all.
    expect(edited).toEqual(direct ? true : expect.objectContaining({ text: 'Пици' }));
    // Unmarked, the same edit hands back the Message.
    const again = await api.editMessageText(CHAT, sent.message_id, 'Напитки', {
      reply_markup: keyboard,
    });
    expect(again).toMatchObject({ message_id: sent.message_id, text: 'Напитки' });
    // The mark never reaches Telegram.
    const call = emulator.calls.filter((c) => c.method === 'editMessageText')[0];
    expect(call?.payload).toEqual({
      chat_id: CHAT,
      message_id: sent.message_id,
      text: 'Пици',
      reply_markup: keyboard,
    });
    // An error answer is still grammY's error, with Telegram's code.
    const missing = await api
      .editMessageText(CHAT, 987_654, 'няма я', resultUnused({}))
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GrammyError);
    expect((missing as GrammyError).error_code).toBe(400);
    // A 429 still reaches the flood waits: paused, waited on the bot's clock, repeated once.
    emulator.floodWait((method) => method === 'editMessageReplyMarkup', 2);
    const marking = api.editMessageReplyMarkup(
      CHAT,
      sent.message_id,
      resultUnused({ reply_markup: { inline_keyboard: [] } }),
    );
    await expect.poll(() => pacer.pausedUntil(CHAT)).toBe(1_002_000);
    clock.advance(2_000);
    expect(await marking).toEqual(direct ? true : expect.objectContaining({ text: 'Напитки' }));
    expect(emulator.calls.filter((c) => c.method === 'editMessageReplyMarkup')).toHaveLength(2);
  });

  it('gives up on a call Telegram never answers, and the connection serves the next call', async () => {
    // One connection: the next call can only go through once the hung one has been cut.
    const { emulator, api } = await connect(direct, { connections: 1, timeoutSeconds: 1 });
    emulator.fault('hang', (method) => method === 'sendMessage');
    const error = await api.sendMessage(CHAT, 'виси').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(String((error as HttpError).error)).toContain('timed out after 1 seconds');
    const next = await api.sendMessage(CHAT, 'след това');
    expect(next.text).toBe('след това');
  });

  it('fails a call whose connection is reset mid-call, and the next call gets a new one', async () => {
    const { emulator, api } = await connect(direct, { connections: 1 });
    await api.sendMessage(CHAT, 'първо');
    emulator.fault('reset', (method) => method === 'editMessageText');
    const error = await api.editMessageText(CHAT, 1, 'прекъснато').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const next = await api.sendMessage(CHAT, 'отново');
    expect(next.text).toBe('отново');
  });

  it("keeps long polling's getUpdates on its own connection: a held poll blocks no call", async () => {
    const { emulator, api } = await connect(direct, { connections: 1 });
    const polling = api.getUpdates({ timeout: 30 });
    await received(emulator, 'getUpdates');
    // The poll is held open by the emulator (nothing queued); the pool's one connection is free.
    const sent = await api.sendMessage(CHAT, 'докато чака');
    expect(sent.text).toBe('докато чака');
    emulator.sendText(CHAT, '/menu');
    const updates: Update[] = await polling;
    expect(updates.map((u) => u.message?.text)).toEqual(['/menu']);
  });

  it('aborts a poll when its signal is aborted (the runner stopping)', async () => {
    const { emulator, api } = await connect(direct);
    const controller = new AbortController();
    // grammY types its signal with the abort-controller polyfill; the runner passes the global one.
    const signal = controller.signal as unknown as Parameters<Api['getUpdates']>[1];
    const polling = api.getUpdates({ timeout: 30 }, signal).catch((e: unknown) => e);
    await received(emulator, 'getUpdates');
    controller.abort();
    expect(await polling).toBeInstanceOf(HttpError);
    // The poll connection is usable again at once.
    emulator.sendText(CHAT, '/cart');
    const updates = await api.getUpdates({ timeout: 30 });
    expect(updates.map((u) => u.message?.text)).toEqual(['/cart']);
  });

  it('lets calls in flight finish at shutdown and refuses new ones', async () => {
    const { emulator, api, transport } = await connect(direct);
    emulator.fault('hang', (method) => method === 'sendMessage', 2);
    const first = api.sendMessage(CHAT, 'едно');
    const second = api.sendMessage(CHAT, 'две');
    await received(emulator, 'sendMessage', 2);
    const closing = transport.close();
    const refused = await api.sendMessage(CHAT, 'три').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    emulator.releaseHeld();
    expect((await first).text).toBe('едно');
    expect((await second).text).toBe('две');
    await closing;
    expect(emulator.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(2);
  });

  it('cuts calls still in flight when the shutdown bound runs out', async () => {
    const { emulator, api, transport } = await connect(direct, { closeTimeoutMs: 50 });
    emulator.fault('hang', (method) => method === 'sendMessage');
    const hung = api.sendMessage(CHAT, 'никога').catch((e: unknown) => e);
    await received(emulator, 'sendMessage');
    await transport.close();
    expect(await hung).toBeInstanceOf(HttpError);
  });
});

describe('the real bot over the transport', () => {
  it('polls, answers taps and stops at once while its poll is held open', async () => {
    const bot = await startEmulatedBot(world);
    cleanups.push(() => bot.close());
    expect(methodsOf(await bot.type(CHAT, '/start'))).toEqual(['sendMessage']);
    expect(methodsOf(await bot.tap(CHAT, 'Пици'))).toEqual([
      'editMessageText',
      'answerCallbackQuery',
    ]);
    // Every call went over HTTP to the emulator (nothing answered in-process).
    expect(bot.api.calls.every((c) => c.url.startsWith('/bot'))).toBe(true);
    // The runner's stop aborts the poll the emulator holds for up to 30 s (the test's own
    // deadline is 20 s): the poll that confirmed the tap is the one held.
    const lastUpdate = Math.max(...bot.api.received);
    await bot.api.waitFor(
      () =>
        bot.api.calls.some(
          (c) => c.method === 'getUpdates' && Number(c.payload.offset) > lastUpdate,
        ),
      WAIT_MS,
      'the poll after the tap',
    );
    await bot.close();
    cleanups.pop();
  });

  it('in webhook mode, answers a tap in the webhook reply and sends the edit over the pool', async () => {
    const bot = await startEmulatedBot(world, { mode: 'webhook' });
    cleanups.push(() => bot.close());
    await bot.type(CHAT + 1, '/start');
    const reaction = await bot.tap(CHAT + 1, 'Пици');
    expect(
      reaction.map((c) => [c.method, c.webhookReply === true, c.url.startsWith('/bot')]),
    ).toEqual([
      ['editMessageText', false, true],
      ['answerCallbackQuery', true, false],
    ]);
  });
});
