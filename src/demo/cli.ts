import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Update } from 'grammy/types';
import { startApplication } from '../app.ts';
import { offsetClock, systemClock, todayAtUtcHour } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { startSandbox } from '../sandbox/server.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../telegram/local-chat.ts';
import { localInitData, openUrl, serveWebApp } from '../webapp/listen.ts';
import { localConfig } from './local-config.ts';
import { buttonByNumber, formatMessage } from './terminal.ts';

const CHAT_ID = 1;

const INTRO = `Pizzeria ordering bot — local demo (sandbox Partner API, no Telegram, no network).
Type a button's number to tap it, or any text (a dish name, your name, your phone…).
/language switches Bulgarian/English · /share <phone> shares a contact · /quit exits.
Напишете номера на бутон или текст. /language сменя езика.`;

/**
 * `npm run demo`: the sandbox Partner API and the real bot in one process, with a local chat in
 * the terminal. The sandbox runs on a clock set to noon in Sofia, so the restaurant is open
 * whenever the demo is tried; logs go to data/demo/demo.log.
 */
async function main(): Promise<void> {
  const dataDir = resolve(process.env.DEMO_DATA_DIR ?? join('data', 'demo'));
  mkdirSync(dataDir, { recursive: true });
  const clock = offsetClock(systemClock, todayAtUtcHour(systemClock.now(), 10));
  const logger = createLogger({
    level: 'info',
    destination: createWriteStream(join(dataDir, 'demo.log'), { flags: 'a' }),
  });
  const sandbox = await startSandbox({ clock, dataDir: join(dataDir, 'sandbox'), logger });
  const locale = process.env.DEMO_LOCALE === 'en' ? 'en' : 'bg';
  const config = localConfig(sandbox, { storeDir: dataDir, locale, statusPollSeconds: 30 });
  const telegram = new LocalTelegram();
  const out = (text: string) => process.stdout.write(`${text}\n`);
  telegram.onMessage = (chatId, message, change) => {
    // A message losing its buttons (the next view took over) is not news in a terminal.
    if (chatId !== CHAT_ID || (change === 'markup' && message.buttons.length === 0)) return;
    out(formatMessage(message, change !== 'sent'));
  };
  const app = await startApplication({
    config,
    clock,
    logger,
    transformers: [telegram.transformer],
    botInfo: LOCAL_BOT_INFO,
    // One local person (or a script piping lines in): the flood limit guards a public bot.
    flood: { burst: 100, perSecond: 50 },
  });
  out(INTRO);
  // The Mini App beside the terminal chat: opened in an ordinary browser as the demo's customer.
  const miniApp = await serveWebApp(app.webApp, Number(process.env.DEMO_APP_PORT ?? 0));
  const initData = localInitData(
    config.telegram.token,
    { id: CHAT_ID, firstName: 'Demo', locale },
    clock.now(),
  );
  out(`Mini App: ${openUrl(miniApp.url, initData)}`);

  const updateFor = (line: string): Update | undefined => {
    const text = line.trim();
    if (text === '') return undefined;
    const button = buttonByNumber(telegram.liveMessage(CHAT_ID), text);
    if (button)
      return telegram.tapUpdate(
        CHAT_ID,
        telegram.liveMessage(CHAT_ID)?.messageId ?? 0,
        button.data,
        locale,
      );
    if (/^\d{1,3}$/.test(text)) return telegram.textUpdate(CHAT_ID, text, locale);
    const share = /^\/share\s+(\S.*)$/.exec(text);
    if (share?.[1]) return telegram.contactUpdate(CHAT_ID, share[1], 'Demo');
    return telegram.textUpdate(CHAT_ID, text, locale);
  };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await miniApp.close();
    await app.stop();
    await sandbox.close();
    out('Bye. / Довиждане.');
  };
  process.once('SIGINT', () => void stop());

  await app.bot.handleUpdate(telegram.textUpdate(CHAT_ID, '/start', locale));
  const lines = createInterface({ input: process.stdin, terminal: false });
  // One line at a time: each update (and any quote or order it starts) finishes before the next.
  for await (const line of lines) {
    if (line.trim() === '/quit') break;
    const update = updateFor(line);
    if (!update) continue;
    await app.bot.handleUpdate(update);
    await app.runtime.drain(20_000);
  }
  lines.close();
  process.stdin.destroy();
  await stop();
}

await main();
