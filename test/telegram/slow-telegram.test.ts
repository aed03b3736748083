import { describe, expect, it } from 'vitest';
import { choosePickup, startWithMargarita, typePickupContact } from '../support/checkout-driver.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen, sessionOf } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

/** A promise with its resolve function. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('a Telegram slower than the Partner API', () => {
  it('shows the quote that arrived while the "calculating" message was still being sent', async () => {
    const quoted = signal();
    const bot = await world.start({
      quote: async (request, abort) => {
        const response = await world.client.quote(request, { signal: abort });
        quoted.resolve();
        return response;
      },
      // Telegram answers the "calculating" edit only after the quote is back.
      beforeApiCall: async (_method, payload) => {
        if (String(payload.text ?? '').includes('Изчислявам')) {
          await quoted.promise;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    });
    const chat = 7001;
    await startWithMargarita(bot, chat);
    await choosePickup(bot, chat);
    await typePickupContact(bot, chat);
    // Without the fix the actor waits for a change that already happened: give up after 1 s.
    await bot.runner.drain(1_000);
    expect(screen(bot, chat)).toContain('Общо: 15,90 €');
    expect(bot.runner.pending()).toBe(0);
    expect((await sessionOf(bot, chat))?.snapshot).toMatchObject({ value: { checkout: 'review' } });
  });
});
