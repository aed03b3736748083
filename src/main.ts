import type { Config } from './config.ts';
import { heapFigures, limitHeapGrowth } from './ops/heap.ts';

// Before anything else loads: loading the modules is what first grows the young generation.
limitHeapGrowth();
const { startApplication } = await import('./app.ts');
const { systemClock } = await import('./clock.ts');
const { ConfigError, parseConfig, readEnvironment } = await import('./config.ts');
const { createLogger, partnerSecrets } = await import('./logger.ts');
const { registerCommands } = await import('./telegram/bot.ts');
const { serveBot } = await import('./telegram/serve.ts');
const { registerMenuButton } = await import('./telegram/web-app-button.ts');

function loadConfig(): Config | null {
  try {
    return parseConfig(readEnvironment(process.env, process.cwd()));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return null;
    }
    throw error;
  }
}

function secretsOf(config: Config): string[] {
  return [
    ...partnerSecrets(config.partner.apiKey, config.partner.apiPassword),
    config.telegram.token,
    ...(config.telegram.webhookSecret === undefined ? [] : [config.telegram.webhookSecret]),
  ];
}

/**
 * `npm start`: the production bot. Validates the configuration (one line and exit code 1 when
 * it is bad), starts the application (store, Partner API, menu sync, order outbox and tracker,
 * the bot) and takes updates by polling or webhook until SIGINT or SIGTERM; then it stops taking
 * updates, finishes those in flight and flushes the store.
 */
async function main(): Promise<number> {
  // RESTAURANTS_FILE: many restaurants in this process (src/fleet/, docs/fleet.md).
  if (readEnvironment(process.env, process.cwd()).RESTAURANTS_FILE) {
    const { runFleet } = await import('./fleet/main.ts');
    return runFleet(() => readEnvironment(process.env, process.cwd()), systemClock);
  }
  const config = loadConfig();
  if (config === null) return 1;
  const logger = createLogger({ level: config.logLevel, secrets: secretsOf(config) });
  logger.info(heapFigures(), 'heap growth limited');
  const app = await startApplication({ config, clock: systemClock, logger });
  await registerCommands(app.bot, app.t).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not register commands'),
  );
  const webAppUrl = config.webApp?.url;
  if (webAppUrl !== undefined) {
    await registerMenuButton(app.bot, app.t, webAppUrl, config.defaultLocale).catch(
      (error: unknown) => logger.warn({ err: error }, 'could not set the menu button'),
    );
  }
  const serving = await serveBot(app.bot, {
    mode: config.telegram.mode,
    httpPort: config.httpPort,
    webhookUrl: config.telegram.webhookUrl,
    webhookSecret: config.telegram.webhookSecret,
    health: () => ({ menuAgeMs: app.catalogue.health().menuAgeMs, pending: app.runner.pending() }),
    ready: app.readiness,
    metrics: () => app.metrics.text(),
    intake: app.intake,
    routes: (req, res) => app.webApp.handle(req, res),
    logger,
  });
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  logger.info({ signal }, 'shutting down');
  await serving.stop();
  await app.stop();
  return 0;
}

process.exitCode = await main();
