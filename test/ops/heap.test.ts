import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const HEAP = fileURLToPath(new URL('../../src/ops/heap.ts', import.meta.url));
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'heap-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A script that starts the way `src/main.ts` does (limitHeapGrowth first, when asked), then
 * allocates the way a busy bot does (most objects die young, some live a while, so scavenges see
 * survivors) and prints its heap afterwards. The work is a fixed number of allocations: the
 * outcome does not depend on the machine's speed. A file, not `-e`, so that a re-exec runs it
 * again exactly as `node src/main.ts` would be.
 */
const SCRIPT = join(dir, 'work.mjs');
writeFileSync(
  SCRIPT,
  `
  import { getHeapStatistics } from 'node:v8';
  import { heapFigures, limitHeapGrowth } from ${JSON.stringify(HEAP)};
  if (process.argv[2] === 'limit') limitHeapGrowth();
  let recent = [];
  const live = [];
  for (let i = 0; i < 1_000_000; i += 1) {
    recent.push({ i, text: 'item ' + i, list: [i, i + 1] });
    if (recent.length > 20_000) recent = [];
    if (i % 1_000 === 0) live.push(recent.length);
  }
  const committed = getHeapStatistics().total_heap_size;
  console.log(JSON.stringify({
    ...heapFigures(),
    committedMb: committed / 1048576,
    pid: process.pid,
    execArgv: process.execArgv,
    argv: process.argv.slice(2),
    mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null,
    mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null,
    mallocTrimThreshold: process.env.MALLOC_TRIM_THRESHOLD_ ?? null,
    live: live.length,
  }));
`,
);

async function heapAfterWork(mode: 'limit' | 'none', env: NodeJS.ProcessEnv = process.env) {
  const child = run(process.execPath, [SCRIPT, mode, 'extra'], { env });
  const { stdout, stderr } = await child;
  return {
    spawnedPid: child.child.pid,
    stderr,
    ...(JSON.parse(stdout) as {
      youngGenerationMb: number;
      youngGenerationCapped: boolean;
      heapLimitMb: number;
      committedMb: number;
      pid: number;
      execArgv: string[];
      argv: string[];
      mallocArenaMax: string | null;
      mallocMmapThreshold: string | null;
      mallocTrimThreshold: string | null;
    }),
  };
}

describe('limitHeapGrowth', () => {
  it('caps the young generation at 8 MB semi-spaces where V8 would grow it, in the same process', {
    timeout: 60_000,
  }, async () => {
    const limited = await heapAfterWork('limit');
    const unlimited = await heapAfterWork('none');
    // Without the cap V8 grows the young generation under this load (what the bot suffered).
    expect(unlimited.youngGenerationMb).toBeGreaterThan(16);
    expect(unlimited.youngGenerationCapped).toBe(false);
    // With it: two 8 MB semi-spaces, which V8 cannot grow once the flag is on the command line.
    // V8 may hold one more 256 KB page for a moment around a scavenge (a clean-clone CI under
    // load read 16.3 once), so the bound is the two semi-spaces and a page, still half of the
    // 32 MB V8 grows to without the cap.
    expect(limited.youngGenerationMb).toBeLessThanOrEqual(16.5);
    expect(limited.youngGenerationCapped).toBe(true);
    expect(limited.committedMb).toBeLessThan(unlimited.committedMb);
    // Replaced, not forked: the PID npm or systemd watches is the one doing the work, with its
    // arguments intact and nothing said on stderr.
    expect(limited.pid).toBe(limited.spawnedPid);
    expect(limited.execArgv).toContain('--max-semi-space-size=8');
    expect(limited.argv).toEqual(['limit', 'extra']);
    expect(limited.stderr).toBe('');
  });

  it('sets glibc malloc (two arenas, 128 KB mmap and trim thresholds) in the re-executed process, unless the operator set it', {
    timeout: 60_000,
  }, async () => {
    const {
      MALLOC_ARENA_MAX: _a,
      MALLOC_MMAP_THRESHOLD_: _m,
      MALLOC_TRIM_THRESHOLD_: _t,
      ...clean
    } = process.env;
    const limited = await heapAfterWork('limit', clean);
    expect(limited.execArgv).toContain('--max-semi-space-size=8');
    expect(limited.mallocArenaMax).toBe('2');
    expect(limited.mallocMmapThreshold).toBe('131072');
    expect(limited.mallocTrimThreshold).toBe('131072');
    const unlimited = await heapAfterWork('none', clean);
    expect(unlimited.mallocArenaMax).toBeNull();
    expect(unlimited.mallocMmapThreshold).toBeNull();
    const operator = await heapAfterWork('limit', {
      ...clean,
      MALLOC_ARENA_MAX: '4',
      MALLOC_TRIM_THRESHOLD_: '1048576',
    });
    expect(operator.mallocArenaMax).toBe('4');
    expect(operator.mallocTrimThreshold).toBe('1048576');
    expect(operator.mallocMmapThreshold).toBe('131072');
  });

  it('leaves a cap the operator set in NODE_OPTIONS alone (no re-exec)', {
    timeout: 60_000,
  }, async () => {
    const result = await heapAfterWork('limit', {
      ...process.env,
      NODE_OPTIONS: '--max-semi-space-size=2',
    });
    expect(result.execArgv).toEqual([]);
    expect(result.youngGenerationCapped).toBe(true);
    expect(result.youngGenerationMb).toBeLessThanOrEqual(6);
  });
});
