import { expect, it } from 'vitest';
import { setOrderingEnabled } from '../../src/sandbox/menu/index.ts';
import { COMMANDS, registerCommands } from '../../src/telegram/bot.ts';
import { serveBot } from '../../src/telegram/serve.ts';
import { botWithMargarita, checkoutPickup } from '../support/checkout-driver.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { screen } from '../support/telegram-steps.ts';
import { postWebhook } from '../support/webhook-post.ts';

const world = useTelegramWorld();

it('registers every command in each of the six languages', async () => {
  const bot = await world.start();
  await registerCommands(bot.bot, bot.t);
  const calls = bot.telegram.calls.filter((c) => c.method === 'setMyCommands');
  const byLanguage = new Map(
    calls.map((c) => [c.payload.language_code ?? 'default', c.payload.commands]),
  );
  expect([...byLanguage.keys()].sort()).toEqual(['bg', 'de', 'default', 'en', 'pl', 'ro', 'uk']);
  for (const commands of byLanguage.values()) {
    expect((commands as { command: string }[]).map((c) => c.command)).toEqual([...COMMANDS]);
  }
  expect(JSON.stringify(byLanguage.get('en'))).toContain('My cart');
  expect(JSON.stringify(byLanguage.get('de'))).toContain('Warenkorb');
  expect(JSON.stringify(byLanguage.get('uk'))).toContain('Мій кошик');
});

it('takes webhook updates only with the secret token and serves /healthz', async () => {
  const bot = await world.start();
  const serving = await serveBot(bot.bot, {
    mode: 'webhook',
    httpPort: 0,
    webhookUrl: 'https://bot.example.test/telegram',
    webhookSecret: 'webhook_secret_1',
    health: () => ({ menu: 'ok' }),
    logger: world.logs.logger,
  });
  try {
    const setWebhook = bot.telegram.calls.find((c) => c.method === 'setWebhook');
    expect(setWebhook?.payload).toMatchObject({
      url: 'https://bot.example.test/telegram',
      secret_token: 'webhook_secret_1',
    });
    const port = serving.port ?? 0;
    const update = bot.telegram.textUpdate(4242, '/start');
    expect(await postWebhook(port, '/telegram', update)).toBe(401);
    expect(await postWebhook(port, '/telegram', update, 'wrong')).toBe(401);
    expect(bot.telegram.messages(4242)).toHaveLength(0);
    expect(await postWebhook(port, '/telegram', update, 'webhook_secret_1')).toBe(200);
    await bot.settle();
    expect(screen(bot, 4242)).toContain('Добре дошли');
    expect(await postWebhook(port, '/healthz', undefined)).toBe(200);
  } finally {
    await serving.stop();
  }
});

it('tells the customer ordering is unavailable and keeps the order when the restaurant switched it off', async () => {
  const chat = 5151;
  const bot = await botWithMargarita(world, chat);
  await checkoutPickup(bot, chat);
  await bot.settle();
  setOrderingEnabled(world.sandbox.menu, false);
  try {
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    expect(screen(bot, chat)).toContain('не приема поръчки');
    expect(screen(bot, chat)).not.toContain('Потвърждавам');
  } finally {
    setOrderingEnabled(world.sandbox.menu, true);
  }
});
