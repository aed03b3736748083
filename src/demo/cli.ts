import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { systemClock } from '../clock.ts';
import { isLocale, LOCALES } from '../locale/locale.ts';
import { createLogger } from '../logger.ts';
import { localInitData, openUrl, serveWebApp } from '../webapp/listen.ts';
import { openDemoClock } from './demo-clock.ts';
import { DEMO_CHAT_ID, kitchenStepMs, startDemo } from './run.ts';
import { formatMessage } from './terminal.ts';

function intro(kitchenSeconds: number): string {
  return `Pizzeria ordering bot — local demo (sandbox Partner API, no Telegram, no network).
Type a button's number to tap it, or any text (a dish name, your name, your phone…).
Or type a whole order: "2 големи маргарити без босилек и една кола" (docs/typed-orders.md).
On the quantity screen a number is the quantity: there #N taps button N (#N works anywhere).
A "keyboard:" line is Telegram's reply keyboard under the input field: type kN to tap its
button kN (k1 "share my number" shares a demo number; /share 0888 123 456 shares another).
The kitchen moves an order one status every ${kitchenSeconds} s (DEMO_KITCHEN_SECONDS).
/language switches the language (DEMO_LOCALE: ${LOCALES.join(', ')}) · /orders lists your orders · /quit exits.
Напишете номера на бутон или текст; на екрана за количество числото е количеството (#N натиска
бутон N). kN натиска бутон kN от клавиатурата под полето за писане. /language сменя езика.
Може и цяла поръчка с текст: „2 големи маргарити без босилек и една кола“.`;
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
  const locale = isLocale(process.env.DEMO_LOCALE) ? process.env.DEMO_LOCALE : 'bg';
  const logger = createLogger({
    level: 'info',
    destination: createWriteStream(join(dataDir, 'demo.log'), { flags: 'a' }),
  });
  const clock = openDemoClock(join(dataDir, 'clock.json'), systemClock);
  const demo = await startDemo({ dataDir, clock, logger, locale, kitchenStepMs: stepMs });
  const out = (text: string) => process.stdout.write(`${text}\n`);
  demo.telegram.onMessage = (chatId, message, change) => {
    // A message losing its buttons (the next view took over) is not news in a terminal.
    if (chatId !== DEMO_CHAT_ID || (change === 'markup' && message.buttons.length === 0)) return;
    out(formatMessage(message, change !== 'sent', locale));
  };
  // The Mini App beside the terminal chat: opened in an ordinary browser as the demo's customer.
  const miniApp = await serveWebApp(demo.app.webApp, Number(process.env.DEMO_APP_PORT ?? 0));
  const initData = localInitData(
    demo.config.telegram.token,
    { id: DEMO_CHAT_ID, firstName: 'Demo', locale },
    clock.now(),
  );
  out(intro(stepMs / 1000));
  out(`Mini App: ${openUrl(miniApp.url, initData)}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await miniApp.close();
    await demo.stop();
    out('Bye. / Довиждане.');
  };
  process.once('SIGINT', () => void stop());

  await demo.type('/start');
  const lines = createInterface({ input: process.stdin, terminal: false });
  // One line at a time: each update (and any quote or order it starts) finishes before the next.
  for await (const line of lines) {
    if (line.trim() === '/quit') break;
    await demo.type(line);
    // The bot's /help speaks of Telegram; the terminal's own keys follow it.
    if (line.trim() === '/help') out(intro(stepMs / 1000));
  }
  lines.close();
  process.stdin.destroy();
  await stop();
}

main().catch((error: unknown) => {
  process.stderr.write(`demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
