import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what survived the last full collection: 50%. V8's
 * own choice on a machine with a lot of memory is 300% (a factor of 4).
 */
const OLD_GENERATION_GROWTH_PERCENT = 50;

/**
 * Keeps V8's heap close to what the bot really holds. Measured on the real process (`npm run
 * bench:process`, heap snapshots, --trace-gc): the live JS heap is about 40 MB and stays there,
 * yet the RSS went from 160 MB at start to 340 MB after a minute of 50 customers, for two reasons:
 * - the young generation doubles whenever enough survives a scavenge, up to a maximum V8 derives
 *   from the machine's memory (64 MB semi-spaces, 128 MB committed, on a 24 GB machine); loading
 *   the modules alone takes it to 32 MB;
 * - after a full collection the old generation may grow to four times what survived before the
 *   next one (V8's factor on big machines), so 40 MB live became 150 MB committed, mostly garbage.
 * Fixed 1 MB semi-spaces and a 50% growth factor keep the committed heap near 55 MB and the RSS
 * under 200 MB with 200 customers, flat, for no measurable CPU per action (README, Benchmarks).
 *
 * The command line could say it too (`--max-semi-space-size`), but every way of starting the bot
 * (`npm start`, the systemd unit, the test suites) would have to carry it. Both flags are read
 * when V8 next resizes, so setting them at run time works; V8 refuses a semi-space growth factor
 * below 2 only on the command line. Call this first thing, before the application's modules
 * load. The process bench checks the effect on the RSS.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}

/** The heap's shape for the start-up log: young generation and limit, in MB. */
export function heapFigures(): { youngGenerationMb: number; heapLimitMb: number } {
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return {
    youngGenerationMb: Math.round(((young?.space_size ?? 0) / 1024 / 1024) * 10) / 10,
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024),
  };
}
