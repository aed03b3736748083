import { startApplication } from './app.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError, parseConfig, readEnvironment } from './config.ts';
import { createLogger, partnerSecrets } from './logger.ts';
import { registerCommands } from './telegram/bot.ts';
import { serveBot } from './telegram/serve.ts';

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
  const config = loadConfig();
  if (config === null) return 1;
  const logger = createLogger({ level: config.logLevel, secrets: secretsOf(config) });
  const app = await startApplication({ config, clock: systemClock, logger });
  await registerCommands(app.bot, app.t).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not register commands'),
  );
  const serving = await serveBot(app.bot, {
    mode: config.telegram.mode,
    httpPort: config.httpPort,
    webhookUrl: config.telegram.webhookUrl,
    webhookSecret: config.telegram.webhookSecret,
    health: () => ({ menuAgeMs: app.catalogue.health().menuAgeMs, pending: app.runtime.pending() }),
    ready: app.readiness,
    metrics: () => app.metrics.text(),
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
