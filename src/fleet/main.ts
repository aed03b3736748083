import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Application, ApplicationOptions } from '../app.ts';
import type { Clock } from '../clock.ts';
import { ConfigError } from '../config.ts';
import { createLogger, type LoggerSettings, partnerSecrets } from '../logger.ts';
import { registerCommands } from '../telegram/bot.ts';
import { serveBot, webhookHandler } from '../telegram/serve.ts';
import { registerMenuButton } from '../telegram/web-app-button.ts';
import { type ReloadBroadcast, startReloadBroadcast } from './broadcast.ts';
import { parseFleetConfig, type Restaurant } from './config.ts';
import { type Attachment, Fleet, type ReloadOutcome } from './fleet.ts';
import { createFleetServer, type FleetServer } from './server.ts';

const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query', 'my_chat_member'];

/** The secrets a restaurant adds to its logger: partner credentials, bot token, webhook secret. */
export function restaurantSecrets(restaurant: Restaurant): string[] {
  const { config } = restaurant;
  return [
    ...partnerSecrets(config.partner.apiKey, config.partner.apiPassword),
    config.telegram.token,
    ...(config.telegram.webhookSecret === undefined ? [] : [config.telegram.webhookSecret]),
  ];
}

/**
 * Connects a started restaurant's bot: its commands and menu button, then its webhook
 * (`WEBHOOK_URL/<id>` with its own secret, served by the fleet's one server) or its own
 * polling runner. Removal deletes the webhook; a restart or shutdown leaves it (the restaurant
 * comes back, or other instances serve it meanwhile).
 */
export function attachBot(http: FleetServer | undefined, logger: Logger) {
  return async (restaurant: Restaurant, app: Application): Promise<Attachment> => {
    const { config, id } = restaurant;
    const log = logger.child({ restaurant: id });
    await registerCommands(app.bot, app.t).catch((error: unknown) =>
      log.warn({ err: error }, 'could not register commands'),
    );
    const webAppUrl = config.webApp?.url;
    if (webAppUrl !== undefined)
      await registerMenuButton(app.bot, app.t, webAppUrl, config.defaultLocale).catch(
        (error: unknown) => log.warn({ err: error }, 'could not set the menu button'),
      );
    if (config.telegram.mode === 'webhook') {
      if (http === undefined) throw new ConfigError('configuration error: HTTP_PORT is required');
      http.webhooks.set(
        id,
        webhookHandler(app.bot, {
          mode: 'webhook',
          httpPort: config.httpPort,
          webhookUrl: config.telegram.webhookUrl,
          webhookSecret: config.telegram.webhookSecret,
          health: () => ({}),
          intake: app.intake,
          logger: log,
        }),
      );
      await app.bot.api.setWebhook(config.telegram.webhookUrl ?? '', {
        secret_token: config.telegram.webhookSecret,
        allowed_updates: ALLOWED_UPDATES as never,
      });
      return {
        async detach(reason) {
          http.webhooks.delete(id);
          if (reason === 'removed') await app.bot.api.deleteWebhook();
        },
      };
    }
    const serving = await serveBot(app.bot, {
      mode: 'polling',
      httpPort: undefined,
      webhookUrl: undefined,
      webhookSecret: undefined,
      health: () => ({}),
      logger: log,
    });
    return { detach: () => serving.stop() };
  };
}

/**
 * What a reload asked of this process did here, and (with several instances on Redis) the ids
 * of the other live instances it told to reload too.
 */
export type ProcessReload = ReloadOutcome & { told?: string[] };

/** A broken file refused here; the other instances were told all the same (`told`). */
export class ReloadRefused extends ConfigError {
  readonly told: string[];
  constructor(refused: ConfigError, told: string[]) {
    super(refused.message, refused.issues);
    this.told = told;
  }
}

/** A running fleet process: its HTTP port, reload and stop. */
export interface FleetProcess {
  fleet: Fleet;
  /** The HTTP port listened on (HTTP_PORT; useful when it is 0), undefined without one. */
  port: number | undefined;
  logger: Logger;
  /**
   * Re-reads RESTAURANTS_FILE and applies it; a broken file throws ConfigError, nothing changes.
   * With several instances on Redis, first tells the others to do the same with their files.
   */
  reload(): Promise<ProcessReload>;
  stop(): Promise<void>;
}

/** The restaurants file's text now (undefined when unreadable: its parse says why). */
function fileText(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Starts a fleet from the environment: RESTAURANTS_FILE's restaurants, each with its own bot,
 * webhook, Partner API budget and keys, and one HTTP server on HTTP_PORT for all of them.
 * `readEnv` is read again at every reload (SIGHUP, POST /admin/reload).
 */
export async function startFleetProcess(options: {
  readEnv: () => Record<string, string | undefined>;
  clock: Clock;
  /** Where the logs go (default stdout). */
  destination?: LoggerSettings['destination'];
  /** More options per restaurant application (tests: a local Bot API). */
  applicationOptions?: ((restaurant: Restaurant) => Partial<ApplicationOptions>) | undefined;
  /** Listens here instead of HTTP_PORT (tests: 0, any free port). */
  httpPort?: number | undefined;
  /** Hears the one line of a file refused at a reload another instance asked for (stderr). */
  refused?: ((line: string) => void) | undefined;
}): Promise<FleetProcess> {
  const env = options.readEnv();
  const startedWith = fileText(env.RESTAURANTS_FILE || undefined);
  const initial = parseFleetConfig(env);
  const shared = initial.restaurants[0]?.config;
  if (shared === undefined) throw new ConfigError('configuration error: no restaurant');
  const loggerOf = (secrets: string[]) =>
    createLogger({
      level: shared.logLevel,
      secrets,
      ...(options.destination && { destination: options.destination }),
    });
  const logger = loggerOf(initial.restaurants.flatMap(restaurantSecrets));
  let fleet: Fleet | undefined;
  let broadcast: ReloadBroadcast | undefined;
  const apply = async (): Promise<ReloadOutcome> => {
    if (fleet === undefined) throw new Error('the fleet is not started');
    try {
      return await fleet.apply(parseFleetConfig(options.readEnv()).restaurants);
    } catch (error) {
      if (error instanceof ConfigError)
        logger.error({ reason: error.message }, 'restaurants file refused; the fleet goes on');
      throw error;
    }
  };
  const reload = async (): Promise<ProcessReload> => {
    // The others first: each re-reads its own file meanwhile, whatever this one's holds.
    const told = await broadcast?.announce().catch((error: unknown) => {
      logger.error({ err: error }, 'could not tell the other instances to reload');
      return [];
    });
    try {
      const outcome = await apply();
      return told === undefined ? outcome : { ...outcome, told };
    } catch (error) {
      if (error instanceof ConfigError && told !== undefined) throw new ReloadRefused(error, told);
      throw error;
    }
  };
  // A reload another instance asked for: this file, applied here; never passed on again.
  const reloadAsked = async (from: string): Promise<void> => {
    try {
      logger.info({ ...(await apply()), from }, 'restaurants file applied');
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      options.refused?.(error.message);
    }
  };
  const http =
    shared.httpPort === undefined
      ? undefined
      : createFleetServer({
          fleet: () => {
            if (fleet === undefined) throw new Error('the fleet is not started');
            return fleet;
          },
          webhookPath: env.WEBHOOK_URL ? new URL(env.WEBHOOK_URL).pathname : undefined,
          adminToken: initial.adminToken,
          reload,
          logger,
        });
  fleet = await Fleet.start(initial.restaurants, {
    clock: options.clock,
    logger,
    prefixed: initial.file !== undefined,
    operatorChatId: initial.operatorChatId,
    // Each restaurant's logger knows its own secrets (one added by a reload included).
    loggerFor: (restaurant) =>
      loggerOf(restaurantSecrets(restaurant)).child({ restaurant: restaurant.id }),
    applicationOptions: options.applicationOptions,
    attach: attachBot(http, logger),
  });
  const coordinationUrl = shared.coordinationUrl;
  if (initial.file !== undefined && coordinationUrl !== undefined) {
    broadcast = await startReloadBroadcast({
      connections: await fleet.redis(coordinationUrl),
      clock: options.clock,
      logger,
      instanceId: fleet.instanceId,
      presence: await fleet.presence(coordinationUrl),
      reload: reloadAsked,
    });
    // A reload announced while this one started (its file read before): applied now.
    if (fileText(initial.file) !== startedWith) await reloadAsked('changed while starting');
  }
  let port: number | undefined;
  if (http && shared.httpPort !== undefined) {
    await new Promise<void>((resolve, reject) => {
      http.server.once('error', reject);
      http.server.listen(options.httpPort ?? shared.httpPort, () => resolve());
    });
    port = (http.server.address() as AddressInfo).port;
    logger.info({ port, restaurants: fleet.ids().length }, 'fleet listening');
  }
  const running = fleet;
  return {
    fleet: running,
    port,
    logger,
    reload,
    async stop() {
      if (http) {
        const closed = new Promise<void>((resolve) => http.server.close(() => resolve()));
        http.server.closeIdleConnections();
        await closed;
      }
      await broadcast?.close();
      await running.stop();
    },
  };
}

/**
 * `npm start` with RESTAURANTS_FILE set: the fleet until SIGINT or SIGTERM; SIGHUP re-reads the
 * file (a broken one is refused with its one line on stderr, the running fleet goes on).
 */
export async function runFleet(
  readEnv: () => Record<string, string | undefined>,
  clock: Clock,
): Promise<number> {
  let running: FleetProcess;
  try {
    running = await startFleetProcess({
      readEnv,
      clock,
      refused: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const onHangup = () => {
    running.logger.info('SIGHUP: reloading the restaurants file');
    running.reload().then(
      (outcome) => running.logger.info(outcome, 'restaurants file applied'),
      (error: unknown) => {
        if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
        else running.logger.error({ err: error }, 'reload failed');
      },
    );
  };
  process.on('SIGHUP', onHangup);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  process.off('SIGHUP', onHangup);
  running.logger.info({ signal }, 'shutting down');
  await running.stop();
  return 0;
}
