import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what survived the last full collection: 50%. V8's
 * own choice on a machine with a lot of memory is 300% (a factor of 4).
 */
const OLD_GENERATION_GROWTH_PERCENT = 50;

/**
 * The young generation's semi-spaces, in MB, which V8 would otherwise grow to 64. Chosen by the
 * process bench at 200 customers (docs/benchmarks.md, issue 21): 1 MB (V8's starting size, the
 * value before) cost 1.28–1.37 ms of CPU per action with a peak RSS of 161–163 MB; 4 MB 1.02–1.21
 * ms and 173 MB; 8 MB 1.02–1.03 ms and 178–187 MB. Small semi-spaces mean a scavenge every few
 * dozen updates, each copying everything still in flight, and early promotion of it. Measured
 * again after a step's allocation was halved (third round): 6 MB saved ~0.07 ms per action in
 * two pairs at the same peak RSS, but peaked at 198 MB in a third run; the peak moves ±10 MB from
 * run to run whatever the setting, so 4 MB stays, for the 200 MB target's sake. Fourth round
 * (one store statement per tap): 4 / 8 / 16 MB gave 1.00–1.47 / 1.02–1.16 / 1.22–1.32 ms per
 * action, peaks 173–179 / 184–189 / 201–204 MB: 8 MB no cheaper, 16 MB over the target.
 * Fifth round, at 1,000 customers (issue 21's latency target there): with ~300 updates in
 * flight a 4 MB semi-space is scavenged every few milliseconds and copies most of what is in
 * flight; GC took 22 % of the main thread. Paired with 4 MB (docs/benchmarks.md, issue 21 fifth
 * round): 8 MB 0–23 % less CPU per action (11 % over five pairs), a lower reaction p95 in four of
 * them, peak RSS at 200 customers 180–181 MB (the CPU there unchanged); 16 MB 13–24 % less CPU
 * and p95 near 150 ms, but 203 MB at 200 customers, over the target. So 8 MB; an operator
 * sizing one bot for ~1,000 customers at once may set `--max-semi-space-size=16` in NODE_OPTIONS
 * (kept, see below) and budget ~240 MB.
 */
const SEMI_SPACE_MB = 8;

/**
 * glibc malloc's settings for the re-executed process (see limitHeapGrowth), each unless the
 * environment already sets it: two arenas for the whole process, and fixed mmap and trim
 * thresholds of 128 KB (glibc's defaults, which it otherwise raises as the process frees large
 * blocks, up to 32 and 64 MB, keeping that much freed memory in the heap).
 */
const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The command-line flag that caps the young generation, however it is written. */
const SEMI_SPACE_FLAG = /(?:^|\s)--max[-_]semi[-_]space[-_]size(?:=|\s|$)/;

/**
 * Keeps V8's heap close to what the bot really holds. Measured on the real process (`npm run
 * bench:process`, heap snapshots, --trace-gc): the live JS heap is about 40 MB and stays there,
 * yet the RSS went from 160 MB at start to 340 MB after a minute of 50 customers, for two reasons:
 * - the young generation doubles whenever enough survives a scavenge, up to a maximum V8 derives
 *   from the machine's memory (64 MB semi-spaces, 128 MB committed, on a 24 GB machine); loading
 *   the modules alone takes it to 32 MB;
 * - after a full collection the old generation may grow to four times what survived before the
 *   next one (V8's factor on big machines), so 40 MB live became 150 MB committed, mostly garbage.
 * Fixed 8 MB semi-spaces and a 50% growth factor keep the RSS under 200 MB with 200 customers,
 * flat; 8 MB rather than 1 MB because it saves CPU per action, the more the busier the bot (see
 * SEMI_SPACE_MB).
 *
 * The growth percentage is read whenever V8 next sizes the old generation, so it is set here, at
 * run time. The young generation's cap is not: V8 reads `--max-semi-space-size` only when the
 * heap is created. Setting `--semi-space-growth-factor=1` at run time instead held only most of
 * the time (12 loaded runs ended anywhere from 2 to 9 MB, and a CI run saw 9 MB): V8 resizes the
 * young generation by allocation throughput too. So, unless the command line or NODE_OPTIONS
 * already caps it, the process replaces itself (`execve`: same PID, same standard streams and
 * environment but for MALLOC_ARENA_MAX below, so npm, systemd and the test suites see one
 * process) with the same command plus `--max-semi-space-size=8`. Nothing has been written or
 * opened by then: call this first thing, before the application's modules load. Where `execve`
 * does not exist (Windows) the run-time growth factor is the fallback. The process bench checks
 * the effect on the RSS.
 *
 * The re-executed process also gets `MALLOC_ARENA_MAX=2` (unless the environment already sets
 * it): glibc's malloc otherwise gives each thread that allocates (libuv's pool running sqlite,
 * V8's helper threads) an arena of its own, up to eight per core, and the memory they free stays
 * in them. Measured (docs/benchmarks.md, issue 21 third round): two paired two-minute runs at 200
 * customers, peak RSS 189 → 180 and 195 → 179 MB, the creep after the first minute gone, the
 * CPU per action unchanged (0.98 / 0.98, 0.92 / 0.92 ms). glibc reads it only at start-up, so it
 * rides the same re-exec; where there is none (an operator-set cap, Windows) it is not set.
 *
 * It also gets fixed malloc mmap and trim thresholds (`MALLOC_MMAP_THRESHOLD_` and
 * `MALLOC_TRIM_THRESHOLD_`, 128 KB, unless set): glibc raises both whenever a large block is
 * freed, so after start-up (menus, sqlite, TLS) freed memory stayed in the heap instead of going
 * back to the system. Measured (docs/benchmarks.md, issue 21 sixth round): at 200 customers the
 * peak RSS fell 184 → 174 and 184 → 170 MB in two pairs, the CPU per action unchanged.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
  if (youngGenerationCapped()) return;
  if (typeof process.execve === 'function') {
    process.execve(
      process.execPath,
      [
        process.execPath,
        `--max-semi-space-size=${SEMI_SPACE_MB}`,
        ...process.execArgv,
        ...process.argv.slice(1),
      ],
      { ...MALLOC_SETTINGS, ...process.env },
    );
  }
  setFlagsFromString('--semi-space-growth-factor=1');
}

/** Whether this process was started with the young generation capped (by us or the operator). */
export function youngGenerationCapped(): boolean {
  return (
    process.execArgv.some((argument) => SEMI_SPACE_FLAG.test(argument)) ||
    SEMI_SPACE_FLAG.test(process.env.NODE_OPTIONS ?? '')
  );
}

/** The heap's shape for the start-up log: young generation (and whether capped) and limit, in MB. */
export function heapFigures(): {
  youngGenerationMb: number;
  youngGenerationCapped: boolean;
  heapLimitMb: number;
} {
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return {
    youngGenerationMb: Math.round(((young?.space_size ?? 0) / 1024 / 1024) * 10) / 10,
    youngGenerationCapped: youngGenerationCapped(),
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024),
  };
}
