import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { ChatBusyError, ChatLocks } from '../../src/coordination/index.ts';
import { redisBinary, useRedis } from './coordination-harness.ts';

const redis = useRedis();

describe.skipIf(redisBinary === undefined)('updates across instances', () => {
  it('lets exactly one instance claim an update_id, with a TTL, and frees a failed claim', async () => {
    const world = await redis.world(systemClock);
    const [a, b, c] = await Promise.all([world.instance(), world.instance(), world.instance()]);
    const claims = await Promise.all([a, b, c].map((i) => i.dedup.claim(777)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await b.dedup.claim(777)).toBe(false);
    const ttl = await a.client.ttl('coord:update:777');
    expect(ttl).toBeGreaterThan(23 * 60 * 60);
    await a.dedup.release(777);
    expect(await c.dedup.claim(777)).toBe(true);
  });

  it('applies one chat’s updates one at a time across instances, losing no write', async () => {
    const world = await redis.world(systemClock);
    const [a, b] = await Promise.all([world.instance(), world.instance()]);
    // A read-modify-write of one chat's "snapshot" from two instances at once: without the lock
    // the interleaved writes would lose increments.
    const key = 'chat-42-snapshot';
    await a.client.set(key, '0');
    let inside = 0;
    let overlap = false;
    // Inside one instance the chat runner's queue orders a chat's work (a chain per instance
    // here); the lock orders the two instances.
    const queues = new Map<typeof a, Promise<unknown>>();
    const step = (instance: typeof a) => {
      const work = () =>
        instance.chats.run(42, async () => {
          inside += 1;
          if (inside > 1) overlap = true;
          const value = Number(await instance.client.get(key));
          await new Promise((resolve) => setImmediate(resolve));
          await instance.client.set(key, String(value + 1));
          inside -= 1;
        });
      const next = (queues.get(instance) ?? Promise.resolve()).then(work);
      queues.set(instance, next);
      return next;
    };
    await Promise.all(Array.from({ length: 20 }, (_, i) => step(i % 2 === 0 ? a : b)));
    expect(overlap).toBe(false);
    expect(await a.client.get(key)).toBe('20');
    // Released after each update: nothing left behind.
    expect(await a.client.exists('coord:chat:42:lock')).toBe(0);
    // Another chat is never held up by this one.
    expect(await b.chats.run(43, async () => 'other chat')).toBe('other chat');
  });

  it('lets work of the instance that holds a chat join the lock, and keeps other instances out until the last lets go', async () => {
    const world = await redis.world(systemClock);
    const [a, b] = await Promise.all([world.instance(), world.instance()]);
    const order: string[] = [];
    let releaseOuter: () => void = () => undefined;
    // An update holds the chat; a quote's result of the same instance lands meanwhile.
    const outer = a.chats.run(
      9,
      () =>
        new Promise<void>((resolve) => {
          releaseOuter = resolve;
        }),
    );
    const inner = a.chats.run(9, async () => {
      order.push('a: result');
      return 'joined';
    });
    expect(await inner).toBe('joined');
    const other = b.chats.run(9, async () => {
      order.push('b: update');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['a: result']);
    expect(await a.client.exists('coord:chat:9:lock')).toBe(1);
    releaseOuter();
    await outer;
    await other;
    expect(order).toEqual(['a: result', 'b: update']);
    expect(await a.client.exists('coord:chat:9:lock')).toBe(0);
  });

  it('gives up with ChatBusyError when another instance holds the chat past the wait', async () => {
    const world = await redis.world(systemClock);
    const [a, b] = await Promise.all([world.instance(), world.instance()]);
    const impatient = new ChatLocks({
      client: b.client,
      clock: systemClock,
      prefix: 'coord:',
      waitMs: 50,
    });
    let release: () => void = () => undefined;
    const held = a.chats.run(
      7,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await expect(impatient.run(7, async () => 'never')).rejects.toBeInstanceOf(ChatBusyError);
    release();
    await held;
    expect(await impatient.run(7, async () => 'now')).toBe('now');
  });
});
