import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { captureLogs, clientFor, startTestSandbox } from '../support/partner-harness.ts';
import { startTelegram } from '../support/telegram-harness.ts';

const logs = captureLogs('warn');
let sandbox: Sandbox;
let clock: ManualClock;
let client: PartnerClient;

beforeAll(async () => {
  ({ sandbox, clock } = await startTestSandbox());
  ({ client } = clientFor(sandbox, { logger: logs.logger }));
});
afterAll(async () => {
  await client.close();
  await sandbox.close();
});

it('orders a pizza for pickup through the real bot', async () => {
  const bot = await startTelegram({ sandbox, clock, client, logs });
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
  expect(sandbox.ledger.list().length).toBe(1);
  await bot.store.close();
});
