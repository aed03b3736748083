import { CatalogueSync } from './catalogue/sync.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError, parseConfig, readEnvironment } from './config.ts';
import { createLogger, partnerSecrets } from './logger.ts';
import { createPartner, isPartnerError } from './partner/index.ts';
import { openStore } from './store/index.ts';

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
 * `npm start`: the composition root. It validates the configuration (one line and exit code 1
 * when it is bad), builds the logger, the store and the Partner API client, checks the partner
 * credentials, and runs the catalogue sync until SIGINT or SIGTERM. The Telegram layer and the
 * order services are wired here as they are built (issues 4 to 6).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config === null) return 1;
  const logger = createLogger({ level: config.logLevel, secrets: secretsOf(config) });
  const partner = createPartner(config.partner, {
    clock: systemClock,
    random: Math.random,
    logger,
  });
  partner.client.events.on('alert', (alert) => logger.error({ alert }, 'partner API alert'));
  try {
    const availability = await partner.client.getAvailability();
    logger.info(
      { orderingEnabled: availability.ordering_enabled },
      'partner API reachable and credentials accepted',
    );
  } catch (error) {
    logger.error(
      { err: error, kind: isPartnerError(error) ? error.kind : 'unknown' },
      'partner API check failed',
    );
    await partner.client.close();
    return 2;
  }
  const store = await openStore(config.storeUrl, { logger });
  const catalogue = new CatalogueSync({
    reader: partner.client,
    store: store.namespace('menu'),
    clock: systemClock,
    logger: logger.child({ module: 'catalogue' }),
    intervalMs: config.catalogueSyncSeconds * 1000,
    rateLimitPerMinute: config.partner.rateLimitPerMinute,
  });
  catalogue.events.on('alert', (alert) => logger.error({ alert }, 'catalogue alert'));
  await catalogue.start();
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  logger.info({ signal }, 'shutting down');
  await catalogue.stop();
  await partner.client.close();
  await store.close();
  return 0;
}

process.exitCode = await main();
