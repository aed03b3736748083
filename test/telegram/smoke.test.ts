import { expect, it } from 'vitest';
import { useSandboxClient } from '../support/partner-harness.ts';
import { startTelegram } from '../support/telegram-harness.ts';

const partner = useSandboxClient();

it('orders a pizza for pickup through the real bot', async () => {
  const bot = await startTelegram(partner);
  const chat = 1001;
  await bot.text(chat, '/start');
  expect(bot.screenText(chat)).toContain('Добре дошли');
  await bot.tap(chat, 'Пици');
  await bot.tap(chat, 'Маргарита');
  await bot.tap(chat, 'Фамилна');
  await bot.tap(chat, 'Добави');
  await bot.tap(chat, 'Добави 1 бр.');
  expect(bot.screenText(chat)).toContain('В количката');
  await bot.tap(chat, 'Поръчай');
  await bot.tap(chat, 'Ще взема');
  await bot.text(chat, 'Иван Петров');
  await bot.text(chat, '0888123456');
  await bot.tap(chat, 'Пропусни');
  await bot.tap(chat, 'Пропусни');
  await bot.settle();
  expect(bot.screenText(chat)).toContain('Общо');
  await bot.tap(chat, 'Потвърждавам');
  await bot.settle();
  expect(bot.screenText(chat)).toContain('Поръчката е приета');
  expect(partner.sandbox.ledger.list().length).toBe(1);
  await bot.store.close();
});
