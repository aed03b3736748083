import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, offsetClock } from '../../src/clock.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.ts';
import { checkoutPickup, startWithMargarita } from '../support/checkout-driver.ts';
import { captureLogs, clientFor, OPEN_MONDAY_NOON } from '../support/partner-harness.ts';
import { startTelegram } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/**
 * Monday 15:00 in Sofia on the restaurant's clock. The bot reads the opening hours on its own
 * clock (issue 20: a closed pickup is not offered), so the restaurant's time is chosen for both
 * clocks to fall inside the 11:00–22:30 hours: 12:00 or 18:00 on the bot's with 3 hours of skew,
 * Sunday or Tuesday 15:00 with a day.
 */
const RESTAURANT_START = OPEN_MONDAY_NOON + 3 * HOUR;

/**
 * Issue 11 point 1: the restaurant's clock is not the bot's. Each world is deliberately skewed:
 * the sandbox runs at Monday 15:00 in Sofia (open) on a clock derived from the bot's, `skew`
 * apart, so both move together when a test advances the bot's clock and the skew stays exact.
 */
describe.each([
  { name: '3 hours behind', skew: -3 * HOUR },
  { name: '3 hours ahead of', skew: 3 * HOUR },
  { name: 'a day behind', skew: -24 * HOUR },
  { name: 'a day ahead of', skew: 24 * HOUR },
])('a checkout with the restaurant’s clock $name the bot’s', ({ skew }) => {
  const logs = captureLogs('warn');
  const botClock = new ManualClock(RESTAURANT_START - skew);
  let sandbox: Sandbox;
  let client: PartnerClient;
  let nextChat = 7_100;

  beforeAll(async () => {
    sandbox = await startSandbox({
      clock: offsetClock(botClock, RESTAURANT_START),
      rateLimitPerMinute: 100_000,
      ipRateLimitPerMinute: 100_000,
    });
    ({ client } = clientFor(sandbox, { logger: logs.logger }));
  });

  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  const quotesSent = () => sandbox.requests.filter((r) => r.endpoint === 'quote').length;

  /** A fresh bot and chat brought to the review screen of a pickup Margherita. */
  async function toReview() {
    const bot = await startTelegram({ sandbox, clock: botClock, client, logs });
    const chat = nextChat++;
    await startWithMargarita(bot, chat);
    await checkoutPickup(bot, chat);
    expect(screen(bot, chat)).toContain('Общо: 15,90 €');
    return { bot, chat };
  }

  it('confirms a quote the customer read for four minutes: one quote, one order', async () => {
    const before = { quotes: quotesSent(), orders: sandbox.ledger.list().length };
    const { bot, chat } = await toReview();
    botClock.advance(4 * MINUTE);
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();

    const orders = sandbox.ledger.list().slice(before.orders);
    expect(orders).toHaveLength(1);
    expect(quotesSent() - before.quotes).toBe(1);
    expect(screen(bot, chat)).toContain(`Номер: ${orders[0]?.orderNumber}`);
    // /orders dates it by the bot's clock, not the restaurant's `created_at` (issue 14 point 7).
    await bot.text(chat, '/orders');
    const placed = new Intl.DateTimeFormat('bg-BG', {
      timeZone: 'Europe/Sofia',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(botClock.now());
    expect(screen(bot, chat)).toContain(`№ ${orders[0]?.orderNumber} · днес ${placed} ·`);
    await bot.store.close();
  });

  it('re-quotes once a quote left for 16 minutes, then orders: two quotes, one order', async () => {
    const before = { quotes: quotesSent(), orders: sandbox.ledger.list().length };
    const { bot, chat } = await toReview();
    botClock.advance(16 * MINUTE);
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Цената беше изтекла');
    expect(sandbox.ledger.list()).toHaveLength(before.orders);

    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    const orders = sandbox.ledger.list().slice(before.orders);
    expect(orders).toHaveLength(1);
    expect(quotesSent() - before.quotes).toBe(2);
    expect(screen(bot, chat)).toContain(`Номер: ${orders[0]?.orderNumber}`);
    await bot.store.close();
  });
});
