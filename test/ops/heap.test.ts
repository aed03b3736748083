import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const HEAP = fileURLToPath(new URL('../../src/ops/heap.ts', import.meta.url));
const run = promisify(execFile);

/**
 * A fresh Node process that allocates the way a busy bot does (most objects die young, some live
 * a while, so scavenges see survivors) and prints its heap afterwards. The work is a fixed
 * number of allocations: the outcome does not depend on the machine's speed.
 */
async function heapAfterWork(limit: boolean) {
  const script = `
    import { getHeapStatistics } from 'node:v8';
    import { heapFigures, limitHeapGrowth } from ${JSON.stringify(HEAP)};
    if (${limit}) limitHeapGrowth();
    let recent = [];
    const live = [];
    for (let i = 0; i < 1_000_000; i += 1) {
      recent.push({ i, text: 'item ' + i, list: [i, i + 1] });
      if (recent.length > 20_000) recent = [];
      if (i % 1_000 === 0) live.push(recent.length);
    }
    const committed = getHeapStatistics().total_heap_size;
    console.log(JSON.stringify({ ...heapFigures(), committedMb: committed / 1048576, live: live.length }));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as {
    youngGenerationMb: number;
    heapLimitMb: number;
    committedMb: number;
  };
}

describe('limitHeapGrowth', () => {
  it('keeps the young generation at its starting size where V8 would grow it', {
    timeout: 60_000,
  }, async () => {
    // One after the other: V8 sizes the young generation partly by allocation throughput, so
    // two children competing for the CPU make the figures noisier (a CI run saw 5.5 MB).
    const limited = await heapAfterWork(true);
    const unlimited = await heapAfterWork(false);
    // Without the limit V8 grows the young generation under this load (what the bot suffered).
    expect(unlimited.youngGenerationMb).toBeGreaterThan(8);
    expect(limited.youngGenerationMb).toBeLessThanOrEqual(4);
    expect(limited.committedMb).toBeLessThan(unlimited.committedMb);
  });
});
