/* The fleet benchmark's (fleet.ts) table and target checks, printed by the parent process. */

/** One size's figures, as its process printed them. */
export type Figures = Record<string, number | string | boolean>;

/** Prints the table and the targets; true when the run is broken (an action went unanswered). */
export function reportFleet(results: Figures[]): boolean {
  const f = (v: unknown, digits = 1) => (typeof v === 'number' ? v.toFixed(digits) : String(v));
  process.stdout.write(
    '\nsize  start-up s (load)  CPU s  restart s (CPU s)  RSS MB before→after  heap MB after  idle CPU %  (load)  CPU ms/action raw  net  (load)  actions\n',
  );
  for (const r of results)
    process.stdout.write(
      `${f(r.size, 0).padEnd(6)}${`${f(r.startupSeconds)} (${r.loadAtStart})`.padEnd(20)}${f(r.startCpuSeconds).padEnd(7)}${`${f(r.restartSeconds)} (${f(r.restartCpuSeconds)})`.padEnd(19)}${`${f(r.rssBefore, 0)}→${f(r.rssAfter, 0)}`.padEnd(21)}${f(r.heapAfter, 0).padEnd(15)}${`${f(r.idleCpuPercent)} (${r.loadIdle})`.padEnd(20)}${f(r.cpuMsPerActionRaw, 2).padEnd(19)}${`${f(r.cpuMsPerActionNet, 2)} (${r.loadActions})`.padEnd(14)}${r.actions}\n`,
    );
  // A size listed more than once (FLEET_SIZES=1,1000,1,1000: the sizes alternate, so a change
  // of the machine's load falls on both) counts with the mean of its runs.
  const sizes = results.map((r) => Number(r.size));
  const meanOf = (size: number): Figures | undefined => {
    const runs = results.filter((r) => Number(r.size) === size);
    if (runs.length === 0) return undefined;
    const mean: Figures = { ...(runs.at(-1) as Figures) };
    for (const [key, value] of Object.entries(mean))
      if (typeof value === 'number')
        mean[key] = runs.reduce((sum, r) => sum + Number(r[key]), 0) / runs.length;
    return mean;
  };
  const smallest = meanOf(Math.min(...sizes));
  const largest = meanOf(Math.max(...sizes));
  let broken = results.some((r) => Number(r.unanswered) > 0);
  if (smallest && largest && Number(largest.size) !== Number(smallest.size)) {
    const perRestaurant =
      (Number(largest.rssAfter) - Number(smallest.rssAfter)) /
      (Number(largest.size) - Number(smallest.size));
    const heapPer =
      (Number(largest.heapAfter) - Number(smallest.heapAfter)) /
      (Number(largest.size) - Number(smallest.size));
    const ratio = Number(largest.cpuMsPerActionNet) / Number(smallest.cpuMsPerActionNet);
    const rawRatio = Number(largest.cpuMsPerActionRaw) / Number(smallest.cpuMsPerActionRaw);
    const pairedRatio =
      Number(largest.cpuMsPerActionPaired) / Number(smallest.cpuMsPerActionPaired);
    const mainRatio =
      Number(largest.mainThreadMsPerAction) / Number(smallest.mainThreadMsPerAction);
    process.stdout.write(
      `\nRSS per added restaurant: ${perRestaurant.toFixed(2)} MB (heap ${heapPer.toFixed(2)} MB) — target < 2 MB: ${perRestaurant < 2 ? 'met' : 'MISSED'}\n` +
        `start-up of ${largest.size}: ${f(largest.startupSeconds)} s${Number(largest.size) >= 1000 ? ` — target < 30 s: ${Number(largest.startupSeconds) < 30 ? 'met' : 'MISSED'}` : ` (extrapolated linearly to 1,000: ${((Number(largest.startupSeconds) * 1000) / Number(largest.size)).toFixed(0)} s)`}\n` +
        `restart of ${largest.size} from stored copies: ${f(largest.restartSeconds)} s (${f(largest.restartCpuSeconds)} s of CPU)\n` +
        `CPU per action (net), ${largest.size} vs ${smallest.size}: ${(ratio * 100 - 100).toFixed(0)} % — target within 20 %: ${Math.abs(ratio - 1) <= 0.2 ? 'met' : 'MISSED'} (raw, idle work included: ${(rawRatio * 100 - 100).toFixed(0)} %; main thread only: ${(mainRatio * 100 - 100).toFixed(0)} %)\n` +
        `CPU per action, background measured between the rounds (${f(largest.cpuMsPerActionPaired, 2)} vs ${f(smallest.cpuMsPerActionPaired, 2)} ms), ${largest.size} vs ${smallest.size}: ${(pairedRatio * 100 - 100).toFixed(0)} % (not the target's figure: an action's deferred work, GC helpers and store writes finishing after its round, lands in the pause and is subtracted with the background)\n`,
    );
  }
  // Every size against the smallest (FLEET_SIZES=1,4,1000,1,4,1000: 4 active restaurants in a
  // fleet of 4 tell "4 restaurants active instead of 1" from "1,000 restaurants loaded"), each
  // figure the mean of that size's runs, then every run's own value.
  if (smallest) {
    const figures = [
      ['net', 'cpuMsPerActionNet'],
      ['main net', 'mainThreadMsPerActionNet'],
      ['paired', 'cpuMsPerActionPaired'],
      ['main paired', 'mainThreadMsPerActionPaired'],
      ['main raw', 'mainThreadMsPerAction'],
    ] as const;
    process.stdout.write(
      `\nper action, ms (mean of the runs, change against ${smallest.size}; runs in order)\n`,
    );
    for (const size of [...new Set(sizes)].sort((x, y) => x - y)) {
      const mean = meanOf(size) as Figures;
      const runs = results.filter((r) => Number(r.size) === size);
      const cells = figures.map(([label, key]) => {
        const change = (Number(mean[key]) / Number(smallest[key])) * 100 - 100;
        const each = runs.map((r) => f(r[key], 3)).join('/');
        return `${label} ${f(mean[key], 3)}${size === Number(smallest.size) ? '' : ` (${change >= 0 ? '+' : ''}${change.toFixed(0)} %)`} [${each}]`;
      });
      process.stdout.write(`${String(size).padEnd(6)}${cells.join('  ')}\n`);
    }
  }
  if (results.some((r) => Number(r.unanswered) > 0)) {
    process.stdout.write('some actions went unanswered\n');
    broken = true;
  }
  return broken;
}
