import { systemClock } from './clock.ts';
import { ConfigError, parseConfig, readEnvironment } from './config.ts';
import { createLogger, partnerSecrets } from './logger.ts';
import { createPartner, isPartnerError } from './partner/index.ts';

/**
 * `npm start`: the composition root. It validates the configuration (one line and exit code 1
 * when it is bad), builds the logger and the Partner API client, and checks that the partner
 * credentials work. The Telegram layer, the catalogue and the order services are wired here as
 * they are built (issues 3 to 6); until then start-up ends after the partner check.
 */
async function main(): Promise<number> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(readEnvironment(process.env, process.cwd()));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const secrets = [
    ...partnerSecrets(config.partner.apiKey, config.partner.apiPassword),
    config.telegram.token,
    ...(config.telegram.webhookSecret === undefined ? [] : [config.telegram.webhookSecret]),
  ];
  const logger = createLogger({ level: config.logLevel, secrets });
  const partner = createPartner(config.partner, {
    clock: systemClock,
    random: Math.random,
    logger,
  });
  partner.client.events.on('alert', (alert) => logger.error({ alert }, 'partner API alert'));
  try {
    const availability = await partner.client.getAvailability();
    logger.info(
      { orderingEnabled: availability.ordering_enabled, zones: availability.zones.length },
      'partner API reachable and credentials accepted',
    );
    return 0;
  } catch (error) {
    const kind = isPartnerError(error) ? error.kind : 'unknown';
    logger.error({ err: error, kind }, 'partner API check failed');
    return 2;
  } finally {
    await partner.client.close();
  }
}

process.exitCode = await main();
