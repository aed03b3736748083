import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/store/batcher.ts';

/** A flush that records each batch and answers when the test releases it. */
function recordingFlush() {
  const batches: number[][] = [];
  const releases: Array<(fail?: Error) => void> = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((n) => `r${n}`))));
    });
  };
  const release = (fail?: Error) => releases.shift()?.(fail);
  return { batches, flush, release };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batcher', () => {
  it('sends the items added in one turn as one batch, each caller getting its own result', async () => {
    const { batches, flush, release } = recordingFlush();
    const batcher = createBatcher(flush, 100);
    const results = [1, 2, 3].map((n) => batcher.add(n));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all(results)).toEqual(['r1', 'r2', 'r3']);
  });

  it('keeps items added while a batch is in flight for the next one, in order', async () => {
    const { batches, flush, release } = recordingFlush();
    const batcher = createBatcher(flush, 100);
    const first = batcher.add(1);
    await tick();
    const later = [2, 3, 4].map((n) => batcher.add(n));
    await tick();
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe('r1');
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release();
    expect(await Promise.all(later)).toEqual(['r2', 'r3', 'r4']);
  });

  it('splits a backlog into batches of at most maxBatch', async () => {
    const { batches, flush, release } = recordingFlush();
    const batcher = createBatcher(flush, 2);
    const results = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    for (let i = 0; i < 3; i += 1) {
      await tick();
      release();
    }
    expect(await Promise.all(results)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every item of a failed batch and goes on with the next', async () => {
    const { flush, release } = recordingFlush();
    const batcher = createBatcher(flush, 100);
    const failed = [1, 2].map((n) => batcher.add(n));
    await tick();
    const next = batcher.add(3);
    release(new Error('disk full'));
    for (const result of failed) await expect(result).rejects.toThrow('disk full');
    await tick();
    release();
    expect(await next).toBe('r3');
  });

  it('rejects a batch whose flush throws at once or answers with the wrong number of results', async () => {
    const throwing = createBatcher<number, number>(() => {
      throw new Error('bad statement');
    }, 10);
    await expect(throwing.add(1)).rejects.toThrow('bad statement');
    const short = createBatcher(async (items: number[]) => items.slice(1), 10);
    const both = [short.add(1), short.add(2)];
    for (const result of both)
      await expect(result).rejects.toThrow('expected 2 batch results, got 1');
    // The batcher is not wedged by either failure.
    expect(
      await Promise.all([throwing.add(2).catch(() => 'failed'), short.add(3).catch(String)]),
    ).toEqual(['failed', 'Error: expected 1 batch results, got 0']);
  });
});
