import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { systemClock } from '../clock.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { createTranslator, type Translate } from '../locale/translate.ts';
import { createLogger } from '../logger.ts';
import { localInitData, openUrl, serveWebApp } from '../webapp/listen.ts';
import { openDemoClock } from './demo-clock.ts';
import { DEMO_CHAT_ID, demoLocale, kitchenStepMs, startDemo } from './run.ts';
import { formatMessage } from './terminal.ts';

/**
 * The banner the terminal prints at start and after /help, in the chat's language: how to type
 * in the demo, with a typed order the parser reads on the demo menu (`demo-example`).
 */
function intro(t: Translate, locale: Locale, kitchenSeconds: number): string {
  return t(locale, 'demo-intro', { seconds: kitchenSeconds, languages: LOCALES.join(', ') });
}

/**
 * `npm run demo`: the sandbox Partner API and the real bot in one process, with a local chat in
 * the terminal. Business time starts at noon in Sofia on the first run and goes on from there
 * on later runs (data/demo/clock.json), so the restaurant is open and the kept orders keep
 * moving; logs go to data/demo/demo.log.
 */
async function main(): Promise<void> {
  // `--restaurants N`: N restaurants' bots in one fleet (docs/fleet.md).
  const fleetAt = process.argv.indexOf('--restaurants');
  if (fleetAt >= 0)
    return (await import('../fleet/demo-cli.ts')).runFleetDemo(Number(process.argv[fleetAt + 1]));
  const dataDir = resolve(process.env.DEMO_DATA_DIR ?? join('data', 'demo'));
  mkdirSync(dataDir, { recursive: true });
  const stepMs = kitchenStepMs(process.env);
  const chosen = demoLocale(process.env);
  const locale = chosen ?? 'bg';
  const t = createTranslator();
  const logger = createLogger({
    level: 'info',
    destination: createWriteStream(join(dataDir, 'demo.log'), { flags: 'a' }),
  });
  const clock = openDemoClock(join(dataDir, 'clock.json'), systemClock);
  const demo = await startDemo({
    dataDir,
    clock,
    logger,
    locale,
    localeChosen: chosen !== undefined,
    kitchenStepMs: stepMs,
  });
  // The terminal's own words follow the chat's language (DEMO_LOCALE, then /language).
  let speaks = await demo.locale();
  const out = (text: string) => process.stdout.write(`${text}\n`);
  demo.telegram.onMessage = (chatId, message, change) => {
    // A message losing its buttons (the next view took over) is not news in a terminal.
    if (chatId !== DEMO_CHAT_ID || (change === 'markup' && message.buttons.length === 0)) return;
    out(formatMessage(message, change !== 'sent', speaks, t));
  };
  // The Mini App beside the terminal chat: opened in an ordinary browser as the demo's customer.
  const miniApp = await serveWebApp(demo.app.webApp, Number(process.env.DEMO_APP_PORT ?? 0));
  const initData = localInitData(
    demo.config.telegram.token,
    { id: DEMO_CHAT_ID, firstName: 'Demo', locale: speaks },
    clock.now(),
  );
  out(intro(t, speaks, stepMs / 1000));
  out(`Mini App: ${openUrl(miniApp.url, initData)}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await miniApp.close();
    await demo.stop();
    out(t(speaks, 'demo-bye'));
  };
  process.once('SIGINT', () => void stop());

  await demo.type('/start');
  const lines = createInterface({ input: process.stdin, terminal: false });
  // One line at a time: each update (and any quote or order it starts) finishes before the next.
  for await (const line of lines) {
    if (line.trim() === '/quit') break;
    await demo.type(line);
    speaks = await demo.locale();
    // The bot's /help speaks of Telegram; the terminal's own keys follow it.
    if (line.trim() === '/help') out(intro(t, speaks, stepMs / 1000));
  }
  lines.close();
  process.stdin.destroy();
  await stop();
}

main().catch((error: unknown) => {
  process.stderr.write(`demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
