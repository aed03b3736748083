import { expect, it } from 'vitest';
import { addMargarita, checkoutPickup } from '../support/checkout-driver.ts';
import { useSandboxClient } from '../support/partner-harness.ts';
import { startTelegram } from '../support/telegram-harness.ts';

const partner = useSandboxClient();

it('orders a pizza for pickup through the real bot', async () => {
  const bot = await startTelegram(partner);
  const chat = 1001;
  await bot.text(chat, '/start');
  expect(bot.screenText(chat)).toContain('Добре дошли');
  await addMargarita(bot, chat);
  expect(bot.screenText(chat)).toContain('В количката');
  await checkoutPickup(bot, chat);
  expect(bot.screenText(chat)).toContain('Общо');
  await bot.tap(chat, 'Потвърждавам');
  await bot.settle();
  expect(bot.screenText(chat)).toContain('Поръчката е приета');
  expect(partner.sandbox.ledger.list().length).toBe(1);
  await bot.store.close();
});
