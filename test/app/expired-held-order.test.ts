import { afterAll, expect, it } from 'vitest';
import type { ChatSession } from '../../src/chat/session.ts';
import type { LocalMessage } from '../../src/demo/local-chat.ts';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { contextOf, pickupToReview, type } from '../support/app-harness.ts';
import { app, driveUntil, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { ordersNamed } from '../support/partner-harness.ts';

// Issue 20 point 2: a held order whose quote expired is given up by the outbox; the customer's
// news carries one button that quotes the cart (its dishes came back to it) again with the same
// receipt and details, so the next tap is the review's Confirm. The whole application and the
// sandbox on one manual clock; quotes live 10 minutes, so the held order's schedule ends there.

useAppWorld({ level: 'warn', sandbox: { quoteTtlMs: 10 * 60_000 } });

afterAll(() => {
  setOrderingEnabled(sandbox.menu, true);
});

const NAME = 'Лора Изтекла';
const FRESH_PRICE = '🔄 Потвърдете актуалната цена';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const screenOf = (chat: number) => plain(telegram.liveMessage(chat)?.text ?? '');
const ordersOfCustomer = () => ordersNamed(sandbox, NAME);
const quotesAsked = () => sandbox.requests.filter((r) => r.endpoint === 'quote').length;

/** The news message carrying the fresh-price button, once it was sent. */
function freshPriceNews(chat: number): LocalMessage | undefined {
  return telegram
    .messages(chat)
    .find((message) => message.buttons.flat().some((b) => b.text === FRESH_PRICE));
}

/** The one clock of this world moves on only while no Partner API request is in flight. */
const advanceUntil = driveUntil;

/** Taps `label` on `message` (any of the chat's messages) and waits for the bot's answer. */
async function tapOn(chat: number, message: LocalMessage, label: string): Promise<void> {
  const button = message.buttons.flat().find((b) => b.text === label);
  if (!button) throw new Error(`no button "${label}" on message ${message.messageId}`);
  await app.bot.handleUpdate(telegram.tapUpdate(chat, message.messageId, button.data));
  await app.runner.drain(10_000);
}

/** Taps `label` on the live message without waiting: the submission runs on the clock. */
async function press(chat: number, label: string): Promise<void> {
  const live = telegram.liveMessage(chat);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button) throw new Error(`no button "${label}"`);
  await app.bot.handleUpdate(telegram.tapUpdate(chat, live.messageId, button.data));
}

/** The text the bot answered the latest tap with (undefined: a silent answer). */
function lastTapAnswer(): string | undefined {
  const answers = telegram.calls.filter((call) => call.method === 'answerCallbackQuery');
  return answers.at(-1)?.payload.text as string | undefined;
}

it('asks for the fresh price of an expired held order with one button: one tap to the review, Confirm places one order', async () => {
  const chat = 7301;
  await pickupToReview(app, telegram, chat, NAME);
  expect(screenOf(chat)).toContain('Общо: 15,90 €');

  // Ordering goes off as the customer confirms: the order is held, and stays so until its
  // quote expired; then the outbox gives it up and the customer is asked for a fresh price.
  setOrderingEnabled(sandbox.menu, false);
  await press(chat, 'Потвърждавам');
  await advanceUntil(() => screenOf(chat).includes('Пазим вашата поръчка'), 'the held message');
  await advanceUntil(() => freshPriceNews(chat) !== undefined, 'the fresh-price news');
  await app.runner.drain(10_000);
  const news = freshPriceNews(chat);
  if (!news) throw new Error('no news');
  expect(plain(news.text)).toContain('Ресторантът не прие поръчката ви, докато цената ѝ беше');
  expect(news.text).toContain('натиснете бутона по-долу');
  expect(news.buttons.flat().map((b) => b.text)).toEqual([FRESH_PRICE]);
  expect(ordersOfCustomer()).toHaveLength(0);
  const given = await contextOf(app, chat);
  expect(given.heldOrder).toBeNull();
  expect(given.cart.lines.map((line) => line.selection)).toEqual([
    { product_id: 101, size: 'family', crust: false },
  ]);

  // Ordering is back; the customer wandered off to /orders meanwhile. One tap on the news: a
  // fresh /quote, and the review of the same cart, for pickup, with the same details.
  setOrderingEnabled(sandbox.menu, true);
  // syncNow joins a cycle already running, which may have read the availability before the
  // change (the clock steps above start cycles): the second one reads it after.
  await app.catalogue.syncNow();
  await app.catalogue.syncNow();
  await type(app, telegram, chat, '/orders');
  const quotesBefore = quotesAsked();
  await tapOn(chat, news, FRESH_PRICE);
  expect(lastTapAnswer()).toBeUndefined();
  expect(quotesAsked()).toBe(quotesBefore + 1);
  const review = await app.store.namespace<ChatSession>('sessions').get(String(chat));
  expect((review?.snapshot as { value?: unknown } | undefined)?.value).toEqual({
    checkout: 'review',
  });
  expect(screenOf(chat)).toContain('Общо: 15,90 €');
  expect(screenOf(chat)).toContain(NAME);
  const reviewed = await contextOf(app, chat);
  expect(reviewed.fulfilment).toEqual({ kind: 'pickup' });
  expect(reviewed.quote?.quote.total_minor).toBe(1590);

  // The next tap is the review's Confirm: exactly one order.
  await press(chat, 'Потвърждавам');
  await advanceUntil(() => ordersOfCustomer().length > 0, 'the placed order');
  await app.runner.drain(10_000);
  expect(ordersOfCustomer()).toHaveLength(1);
  expect((await contextOf(app, chat)).cart.lines).toEqual([]);

  // The news's button again: the cart it stood for is gone, so the tap is stale, nothing is
  // quoted and no second order starts.
  const quotesAfter = quotesAsked();
  await tapOn(chat, news, FRESH_PRICE);
  expect(lastTapAnswer()).toBe('Това вече се промени. Ето текущия изглед.');
  expect(quotesAsked()).toBe(quotesAfter);
  expect(ordersOfCustomer()).toHaveLength(1);
}, 120_000);
