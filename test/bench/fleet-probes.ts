import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';

/* What the fleet benchmark (fleet.ts) measures with: memory after a full GC, GC counts, load. */

/** A non-negative number from the environment, else `fallback`. */
export const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

export const MB = 1024 * 1024;

export const load = () => loadavg()[0]?.toFixed(1) ?? '?';
export const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc (npm run bench:fleet does)');
  collect();
  collect();
};
export const memory = () => {
  gc();
  const m = process.memoryUsage();
  return {
    rss: m.rss / MB,
    heap: m.heapUsed / MB,
    heapTotal: m.heapTotal / MB,
    external: m.external / MB,
  };
};

/**
 * Garbage collections from now until stop(): count and main-thread pause (ms) by kind, as
 * perf_hooks reports them (minor = scavenge, major = mark-compact, incremental = marking steps).
 */
export function gcCounter() {
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  const figures: Record<string, number> = {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
      figures[`gc_${kind}_count`] = (figures[`gc_${kind}_count`] ?? 0) + 1;
      figures[`gc_${kind}_ms`] = (figures[`gc_${kind}_ms`] ?? 0) + entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // Entries are delivered asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const entry of observer.takeRecords()) {
        const kind =
          kinds[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
        figures[`gc_${kind}_count`] = (figures[`gc_${kind}_count`] ?? 0) + 1;
        figures[`gc_${kind}_ms`] = (figures[`gc_${kind}_ms`] ?? 0) + entry.duration;
      }
      observer.disconnect();
      return figures;
    },
  };
}

/** Resolves once `check` holds (looked at every 50 ms), else throws after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One line on stderr per phase, so a long run shows where it is. */
export const progress = (count: number, what: string) =>
  process.stderr.write(`  [${count}] ${what} (load ${load()})\n`);

/** CPU ms (process, or main thread) since `from`. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
const threadMs = (from: NodeJS.CpuUsage) => {
  const used = process.threadCpuUsage(from);
  return (used.user + used.system) / 1000;
};

/**
 * `rounds` runs of `round`, each followed by a pause of its own wall time with no customer: the
 * CPU (process and main thread) and wall time of the rounds and of the pauses; `actions` is for
 * the caller to fill.
 */
export async function measurePaired(rounds: number, round: () => Promise<unknown>) {
  const paired = {
    actionCpuMs: 0,
    actionThreadMs: 0,
    actionMs: 0,
    pauseCpuMs: 0,
    pauseThreadMs: 0,
    pauseMs: 0,
    actions: 0,
  };
  for (let r = 0; r < rounds; r += 1) {
    const cpuFrom = process.cpuUsage();
    const threadFrom = process.threadCpuUsage();
    const wallFrom = performance.now();
    await round();
    paired.actionCpuMs += cpuMs(cpuFrom);
    paired.actionThreadMs += threadMs(threadFrom);
    const roundMs = performance.now() - wallFrom;
    paired.actionMs += roundMs;
    const pauseFrom = process.cpuUsage();
    const pauseThreadFrom = process.threadCpuUsage();
    const pauseWall = performance.now();
    await new Promise((resolve) => setTimeout(resolve, roundMs));
    paired.pauseCpuMs += cpuMs(pauseFrom);
    paired.pauseThreadMs += threadMs(pauseThreadFrom);
    paired.pauseMs += performance.now() - pauseWall;
  }
  return paired;
}
