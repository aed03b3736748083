import { expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
import type { VersionedKeyValue } from '../../src/store/types.ts';
import { collect, type StoreUnderTest, storeOpener } from './store-contract.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one result of `results` that is not undefined, failing unless there is exactly one. */
function onlyWinner<T>(results: Array<T | undefined>): T {
  const won = results.filter((result) => result !== undefined);
  expect(won).toHaveLength(1);
  return won[0] as T;
}

/**
 * Adds one to the counter at `key` as a decision racing other instances does: read with the
 * version, decide, compare-and-set, re-read on a lost race. Bounded, so a compare-and-set that
 * never lands fails the test instead of hanging it.
 */
async function increment(kv: VersionedKeyValue<number>, key: string): Promise<void> {
  for (let tries = 0; tries < 1_000; tries++) {
    const current = await kv.read(key);
    const next = (current?.value ?? 0) + 1;
    if ((await kv.compareAndSet(key, next, current?.version ?? 0)) !== undefined) return;
  }
  throw new Error(`increment of ${key} never landed`);
}

/**
 * The versioned namespaces of every backend (`VersionedKeyValue`, issue 33), registered by
 * `storeContract`. The races use two stores opened on the same file or server, as two instances
 * of the bot would, and read before they write, so a compare-and-set that wrote blindly would
 * lose updates and fail them.
 */
export function versionedContract(backend: () => StoreUnderTest): void {
  const { openFresh, reopen } = storeOpener(backend);

  it('creates a key at version 1 with a compare-and-set at 0, and refuses a second create', async () => {
    const kv = (await openFresh()).versioned<{ total: number }>('outbox');
    expect(await kv.read('ord-1')).toBeUndefined();
    expect(await kv.compareAndSet('ord-1', { total: 1 }, 0)).toBe(1);
    expect(await kv.compareAndSet('ord-1', { total: 2 }, 0)).toBeUndefined();
    expect(await kv.read('ord-1')).toEqual({ value: { total: 1 }, version: 1 });
  });

  it('refuses a compare-and-set at a stale or future version and leaves the value', async () => {
    const kv = (await openFresh()).versioned<string>('outbox');
    await kv.compareAndSet('ord-1', 'first', 0);
    expect(await kv.compareAndSet('ord-1', 'second', 1)).toBe(2);
    expect(await kv.compareAndSet('ord-1', 'from a stale read', 1)).toBeUndefined();
    expect(await kv.compareAndSet('ord-1', 'from the future', 3)).toBeUndefined();
    expect(await kv.read('ord-1')).toEqual({ value: 'second', version: 2 });
    expect(await kv.get('ord-1')).toBe('second');
  });

  it('shares rows with the plain namespace, where a row written by plain set reads as version 1', async () => {
    const store = await openFresh();
    const plain = store.namespace<string>('outbox');
    const kv = store.versioned<string>('outbox');
    await plain.set('ord-1', 'plain');
    expect(await kv.read('ord-1')).toEqual({ value: 'plain', version: 1 });
    expect(await kv.compareAndSet('ord-1', 'not a create', 0)).toBeUndefined();
    expect(await kv.compareAndSet('ord-1', 'versioned', 1)).toBe(2);
    expect(await plain.get('ord-1')).toBe('versioned');
    await kv.compareAndSet('ord-2', 'created', 0);
    const listed = new Map([
      ['ord-1', 'versioned'],
      ['ord-2', 'created'],
    ]);
    expect(await collect(plain)).toEqual(listed);
    expect(await collect(kv)).toEqual(listed);
    expect(await plain.delete('ord-1')).toBe(true);
    expect(await kv.read('ord-1')).toBeUndefined();
    expect(await kv.compareAndSet('ord-1', 'again', 0)).toBe(1);
    expect(await store.versioned('other').read('ord-2')).toBeUndefined();
  });

  it('bumps the version with every versioned set, so a compare-and-set read before it fails', async () => {
    const kv = (await openFresh()).versioned<number>('tracked');
    await kv.set('ord-1', 1);
    await kv.set('ord-1', 2);
    await kv.set('ord-1', 3);
    const read = await kv.read('ord-1');
    expect(read).toEqual({ value: 3, version: 3 });
    await kv.set('ord-1', 4);
    expect(await kv.compareAndSet('ord-1', 5, read?.version ?? 0)).toBeUndefined();
    expect(await kv.read('ord-1')).toEqual({ value: 4, version: 4 });
  });

  it('lists a key created by compare-and-set in a namespace that was listed before', async () => {
    const kv = (await openFresh()).versioned<string>('tracked');
    await kv.compareAndSet('a', 'first', 0);
    expect(await collect(kv)).toEqual(new Map([['a', 'first']]));
    await kv.compareAndSet('b', 'second', 0);
    await kv.compareAndSet('a', 'changed', 1);
    expect(await collect(kv)).toEqual(
      new Map([
        ['a', 'changed'],
        ['b', 'second'],
      ]),
    );
  });

  it('counts a key whose ttl passed as absent: its old version fails, a create at 0 succeeds', async () => {
    const kv = (await openFresh()).versioned<string>('quotes');
    const started = Date.now();
    expect(await kv.compareAndSet('q', 'short', 0, 400)).toBe(1);
    expect(await kv.compareAndSet('q', 'still short', 1, 400)).toBe(2);
    await kv.set('kept', 'long', 60_000);
    await sleep(started + 550 - Date.now());
    // No read first: on sqlite and Postgres the expired row is still in the table here.
    expect(await kv.compareAndSet('q', 'revived', 2)).toBeUndefined();
    expect(await kv.compareAndSet('q', 'new', 0)).toBe(1);
    expect(await kv.read('q')).toEqual({ value: 'new', version: 1 });
    expect(await kv.read('kept')).toEqual({ value: 'long', version: 1 });
  });

  it('keeps versions across close and reopen', async () => {
    const first = await openFresh();
    await first.versioned<string>('outbox').compareAndSet('ord-1', 'created', 0);
    await first.versioned<string>('outbox').set('ord-1', 'sent');
    await first.close();
    const kv = (await reopen()).versioned<string>('outbox');
    expect(await kv.read('ord-1')).toEqual({ value: 'sent', version: 2 });
    expect(await kv.compareAndSet('ord-1', 'accepted', 2)).toBe(3);
  });

  it('reads every resolved write at once, whichever view of the namespace wrote it', async () => {
    const store = await openFresh();
    const plain = store.namespace<number>('sessions');
    const writer = store.versioned<number>('sessions');
    const reader = store.versioned<number>('sessions');
    let version = 0;
    for (let n = 1; n <= 60; n++) {
      if (n % 3 === 0) {
        await plain.set('chat-1', n);
        version = 1;
      } else if (n % 3 === 1) {
        version = (await writer.compareAndSet('chat-1', n, version)) ?? -1;
      } else {
        await writer.set('chat-1', n);
        version += 1;
      }
      expect(await reader.read('chat-1')).toEqual({ value: n, version });
      expect(await plain.get('chat-1')).toBe(n);
    }
  });

  it('applies versioned operations on one key in call order when callers do not await', async () => {
    const kv = (await openFresh()).versioned<string>('sessions');
    const created = kv.compareAndSet('k', 'a', 0);
    const first = kv.read('k');
    const changed = kv.compareAndSet('k', 'b', 1);
    const stale = kv.compareAndSet('k', 'stale', 1);
    const set = kv.set('k', 'c');
    const last = kv.read('k');
    expect(await Promise.all([created, first, changed, stale, set, last])).toEqual([
      1,
      { value: 'a', version: 1 },
      2,
      undefined,
      undefined,
      { value: 'c', version: 3 },
    ]);
  });

  it('rejects a version that is not a whole number from 0 up', async () => {
    const kv = (await openFresh()).versioned<string>('outbox');
    for (const version of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(kv.compareAndSet('k', 'v', version)).rejects.toThrow(StoreError);
    }
    await expect(kv.compareAndSet('k', 'v', 0, -5)).rejects.toThrow(StoreError);
    expect(await kv.read('k')).toBeUndefined();
  });

  it('loses no increment when two instances each add 50 to one counter by read and compare-and-set', async () => {
    const one = (await openFresh()).versioned<number>('counters');
    const two = (await reopen()).versioned<number>('counters');
    await Promise.all([
      ...Array.from({ length: 50 }, () => increment(one, 'n')),
      ...Array.from({ length: 50 }, () => increment(two, 'n')),
    ]);
    expect(await one.read('n')).toEqual({ value: 100, version: 100 });
    expect(await two.read('n')).toEqual({ value: 100, version: 100 });
  }, 60_000);

  it('lets exactly one of many concurrent creates at version 0 win across two instances', async () => {
    const one = (await openFresh()).versioned<string>('outbox');
    const two = (await reopen()).versioned<string>('outbox');
    for (let round = 0; round < 5; round++) {
      const key = `ord-${round}`;
      const attempts = Array.from({ length: 40 }, (_, n) =>
        (n % 2 === 0 ? one : two).compareAndSet(key, `writer ${n}`, 0).then((v) => v && n),
      );
      const winner = onlyWinner(await Promise.all(attempts));
      expect(await two.read(key)).toEqual({ value: `writer ${winner}`, version: 1 });
      expect(await one.read(key)).toEqual({ value: `writer ${winner}`, version: 1 });
    }
  });

  it('lets only one of two instances that read the same version write the next one', async () => {
    const one = (await openFresh()).versioned<string>('outbox');
    const two = (await reopen()).versioned<string>('outbox');
    await one.compareAndSet('ord-1', 'created', 0);
    for (let round = 1; round <= 20; round++) {
      const [a, b] = [await one.read('ord-1'), await two.read('ord-1')];
      expect(a).toEqual(b);
      const results = await Promise.all([
        one.compareAndSet('ord-1', `one ${round}`, a?.version ?? -1).then((v) => v && 'one'),
        two.compareAndSet('ord-1', `two ${round}`, b?.version ?? -1).then((v) => v && 'two'),
      ]);
      const winner = onlyWinner(results);
      expect(await one.read('ord-1')).toEqual({ value: `${winner} ${round}`, version: round + 1 });
    }
  });

  it('counts every versioned set of two instances writing one key at once in its version', async () => {
    const one = (await openFresh()).versioned<string>('sessions');
    const two = (await reopen()).versioned<string>('sessions');
    await Promise.all(
      Array.from({ length: 50 }, (_, n) => (n % 2 === 0 ? one : two).set('chat-1', `set ${n}`)),
    );
    expect((await one.read('chat-1'))?.version).toBe(50);
  }, 60_000);
}
