import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { systemClock } from '../clock.ts';
import { openDemoClock } from '../demo/demo-clock.ts';
import { DEMO_CHAT_ID, demoLocale, kitchenStepMs } from '../demo/run.ts';
import { formatMessage } from '../demo/terminal.ts';
import { createLogger } from '../logger.ts';
import { startFleetDemo } from './demo.ts';

/**
 * `npm run demo -- --restaurants N`: the terminal demo with N restaurants' bots in one fleet
 * (data in data/demo-fleet); `/restaurant N` switches bots, `/quit` exits.
 */
export async function runFleetDemo(count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 1 || count > 50)
    throw new Error('--restaurants must be a whole number from 1 to 50');
  const dataDir = resolve(process.env.DEMO_DATA_DIR ?? join('data', 'demo-fleet'));
  mkdirSync(dataDir, { recursive: true });
  const locale = demoLocale(process.env) ?? 'bg';
  const logger = createLogger({
    level: 'info',
    destination: createWriteStream(join(dataDir, 'demo.log'), { flags: 'a' }),
  });
  const clock = openDemoClock(join(dataDir, 'clock.json'), systemClock);
  const demo = await startFleetDemo({
    dataDir,
    clock,
    logger,
    locale,
    kitchenStepMs: kitchenStepMs(process.env),
    restaurants: count,
  });
  const out = (text: string) => process.stdout.write(`${text}\n`);
  for (const [id, local] of demo.telegram) {
    local.onMessage = (chatId, message, change) => {
      if (id !== demo.current() || chatId !== DEMO_CHAT_ID) return;
      if (change === 'markup' && message.buttons.length === 0) return;
      out(formatMessage(message, change !== 'sent', locale));
    };
  }
  out((await demo.type('/restaurant 1')) ?? '');
  await demo.type('/start');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    if (line.trim() === '/quit') break;
    const said = await demo.type(line);
    if (said !== undefined) out(said);
  }
  lines.close();
  process.stdin.destroy();
  await demo.stop();
}
