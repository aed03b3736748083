import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { FleetPresence } from '../../src/coordination/presence.ts';
import { openRedisConnections, type RedisConnections } from '../../src/coordination/redis.ts';
import { type ReloadBroadcast, startReloadBroadcast } from '../../src/fleet/broadcast.ts';
import { eventually, redisBinary, useRedis } from '../coordination/coordination-harness.ts';

// The reload notice between fleet processes (src/fleet/broadcast.ts) on a real redis-server:
// each "process" its own connections, id and clock; `reload` records who asked.
const redis = useRedis();
const opened: { connections: RedisConnections; close: () => Promise<void> }[] = [];

afterAll(async () => {
  for (const { connections, close } of opened) {
    await close();
    await connections.close();
  }
});

async function fleetProcess(url: string, instanceId: string, clock: ManualClock) {
  const asked: string[] = [];
  const connections = await openRedisConnections(url);
  const logger = pino({ level: 'silent' });
  // The process's one heartbeat (Fleet.presence), which its restaurants share too.
  const presence = new FleetPresence({ client: connections.client, clock, logger, instanceId });
  const broadcast: ReloadBroadcast = await startReloadBroadcast({
    connections,
    clock,
    logger,
    instanceId,
    presence,
    reload: async (from) => {
      asked.push(from);
    },
  });
  // The process stops: its broadcast, then its heartbeat (Fleet.stop closes the presence).
  const close = async () => {
    await broadcast.close();
    await presence.close();
  };
  opened.push({ connections, close });
  return { asked, broadcast, connections, close };
}

it.skipIf(redisBinary === undefined)(
  'tells every other live process once, names them, and catches up a missed notice',
  async () => {
    const clock = new ManualClock(0);
    const world = await redis.world(clock);
    const admin = (await world.instance()).client;
    const a = await fleetProcess(world.url, 'process-a', clock);
    const b = await fleetProcess(world.url, 'process-b', clock);
    const c = await fleetProcess(world.url, 'process-c', clock);

    // A asks: B and C reload once (asked by A), A does not reload itself through the notice.
    expect((await a.broadcast.announce()).sort()).toEqual(['process-b', 'process-c']);
    await eventually(() => b.asked.length === 1 && c.asked.length === 1, 'B and C told');
    expect(b.asked).toEqual(['process-a']);
    expect(c.asked).toEqual(['process-a']);
    // The 5 s check finds the generation already done: nobody reloads again. (Each check's GET
    // is answered before a PING sent after it on the same connection.)
    clock.advance(5_000);
    for (const p of [a, b, c]) await p.connections.client.ping();
    expect([a.asked.length, b.asked.length, c.asked.length]).toEqual([0, 1, 1]);

    // A notice lost (the counter moved, nobody heard it): each catches up on its next check.
    await admin.incr('coord:_fleet:reload');
    clock.advance(5_000);
    await eventually(
      () => a.asked.length === 1 && b.asked.length === 2 && c.asked.length === 2,
      'the missed notice caught up',
    );
    expect(a.asked).toEqual(['generation key']);

    // A process that starts now takes the current generation as done (it just read its file).
    const d = await fleetProcess(world.url, 'process-d', clock);
    clock.advance(5_000);
    await eventually(
      async () => (await admin.get('coord:_fleet:instance:process-d')) !== null,
      'd',
    );
    expect(d.asked).toEqual([]);

    // C stops: it leaves the list at once; the others are still told.
    await c.close();
    expect((await b.broadcast.announce()).sort()).toEqual(['process-a', 'process-d']);
    await eventually(() => d.asked.length === 1, 'D told');
    expect(c.asked).toHaveLength(2);
  },
);
