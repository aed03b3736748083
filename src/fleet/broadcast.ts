import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { Coordination } from '../coordination/index.ts';
import type { FleetPresence } from '../coordination/presence.ts';
import type { RedisConnections } from '../coordination/redis.ts';

/**
 * The fleet's own keys, apart from every restaurant's `coord:<id>:` (an id cannot hold `_`):
 * the live fleet processes (`instances`, `instance:<id>`), the reload generation (`reload`) and
 * its notice (channel `reload`).
 */
const PREFIX = 'coord:_fleet:';
const GENERATION = `${PREFIX}reload`;
const CHANNEL = 'reload';
/** How often a process looks for a reload notice it missed. */
const BEAT_MS = 5_000;

/** A reload asked of every fleet process: who asked, and which one it is. */
interface ReloadNotice {
  generation: number;
  from: string;
}

/** A fleet process's part in reloads across instances (one per process, on its shared Redis). */
export interface ReloadBroadcast {
  /**
   * Tells every other fleet process to reload (each re-reads its own RESTAURANTS_FILE):
   * returns the ids of the live ones it told.
   */
  announce(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Reloads reaching every instance (issue 26): a reload asked of one process (SIGHUP,
 * POST /admin/reload) bumps the generation key `coord:_fleet:reload` and publishes it; every
 * other process then re-reads its own file and applies it (`reload`) as if it had been asked.
 * A notice lost to a reconnect is caught up by the generation key, read every 5 s. Each process
 * keeps its one heartbeat under `coord:_fleet:` (its presence, for all its restaurants), so the
 * announcer can say which instances it told. A process that starts takes the generation of the
 * moment as done: it has just read its file.
 */
export async function startReloadBroadcast(options: {
  connections: RedisConnections;
  clock: Clock;
  logger: Logger;
  instanceId: string;
  /** This process's heartbeat on the same Redis (Fleet.presence): started here if not yet. */
  presence: FleetPresence;
  /** Re-reads this process's RESTAURANTS_FILE and applies it (logs its own outcome). */
  reload: (from: string) => Promise<void>;
}): Promise<ReloadBroadcast> {
  const { connections, clock, logger, instanceId } = options;
  const presence = new Coordination(connections, clock, logger, PREFIX, instanceId, {
    shared: true,
    presence: options.presence,
  });
  const { client } = presence;
  let done = Number((await client.get(GENERATION)) ?? 0);
  let closed = false;

  const catchUp = (generation: number, from: string) => {
    if (closed || generation <= done) return;
    done = generation;
    logger.info({ from, generation }, 'reload asked by another instance');
    void options
      .reload(from)
      .catch((error: unknown) =>
        logger.error({ err: error }, 'reload asked by another instance failed'),
      );
  };

  await presence.subscribe(CHANNEL, (message) => {
    try {
      const notice = JSON.parse(message) as ReloadNotice;
      if (notice.from !== instanceId) catchUp(Number(notice.generation), String(notice.from));
    } catch (error) {
      logger.warn({ err: error }, 'unreadable reload notice');
    }
  });
  await options.presence.start();

  let cancel = clock.setTimeout(function beat() {
    void client
      .get(GENERATION)
      .then((value) => catchUp(Number(value ?? 0), 'generation key'))
      .catch((error: unknown) => logger.warn({ err: error }, 'reload generation check failed'));
    if (!closed) cancel = clock.setTimeout(beat, BEAT_MS);
  }, BEAT_MS);

  return {
    async announce() {
      const generation = Number(await client.incr(GENERATION));
      done = Math.max(done, generation);
      const notice: ReloadNotice = { generation, from: instanceId };
      const receivers = await client.publish(`${PREFIX}${CHANNEL}`, JSON.stringify(notice));
      const told = (await options.presence.readNow())
        .map((beat) => beat.instanceId)
        .filter((id) => id !== instanceId);
      // The publisher's own subscriber hears it too; an instance alive but not listening at
      // this moment catches up from the generation key within 5 s.
      logger.info(
        { told, receivers: Math.max(0, receivers - 1), generation },
        'reload sent to the other instances',
      );
      return told;
    },
    async close() {
      closed = true;
      cancel();
      await presence.close();
    },
  };
}
