import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { runSeeds } from '../test/sim/run-seeds.ts';
import { focusLines, runSeed, type SeedResult } from '../test/sim/world.ts';

/**
 * `npm run simulate -- --seed N` replays one seed of the order-path simulation with its whole
 * trace; `npm run simulate -- --seeds N [--from S] [--workers W] [--brief]` runs N seeds
 * (S, S+1, …; default from 1, one worker) with a progress bar on stderr, prints every failure
 * with its last 40 trace lines and the story of the ids it names (`--brief`: one line each) and
 * a summary. Exits 1 when any seed broke an invariant. See docs/testing.md "The order-path
 * simulation".
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      seeds: { type: 'string' },
      from: { type: 'string', default: '1' },
      workers: { type: 'string', default: '1' },
      brief: { type: 'boolean', default: false },
    },
  });
  if (values.seed !== undefined) return replay(integer(values.seed, '--seed'));
  if (values.seeds === undefined) {
    process.stderr.write(
      'usage: npm run simulate -- --seed N | --seeds N [--from S] [--workers W] [--brief]\n',
    );
    return 2;
  }
  const count = integer(values.seeds, '--seeds');
  const from = integer(values.from, '--from');
  const workers = Math.min(integer(values.workers, '--workers'), availableParallelism() * 2);
  const bar = progressBar(count);
  const summary = await runSeeds({ from, count, workers, progress: bar });
  process.stderr.write('\n');
  for (const failure of summary.failures) {
    process.stdout.write(values.brief ? `${headline(failure)}\n` : `${report(failure)}\n`);
  }
  const seconds = summary.durationMs / 1000;
  const lines = [
    `seeds ${summary.seeds} (${from}–${from + summary.seeds - 1}), failures ${summary.failures.length}`,
    `duration ${seconds.toFixed(1)} s, ${(summary.seeds / seconds).toFixed(0)} seeds/s, ${(summary.steps / summary.seeds).toFixed(0)} steps/seed, ${workers} worker(s)`,
    summary.failures.length > 0
      ? `failing seeds: ${summary.failures.map((failure) => failure.seed).join(' ')}`
      : 'no invariant broken',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return summary.failures.length > 0 ? 1 : 0;
}

async function replay(seed: number): Promise<number> {
  const result = await runSeed(seed, { fullTrace: true });
  process.stdout.write(`${result.trace.join('\n')}\n\n`);
  const shape = `${result.instances} instance(s), ${result.intents} intent(s), ${result.orders} order(s), ${result.steps} steps, ${(result.simMs / 1000).toFixed(0)} s of sim time`;
  if (!result.violation) {
    process.stdout.write(`seed ${seed}: no invariant broken (${shape})\n`);
    return 0;
  }
  const story = focusLines(result.trace, result.violation);
  process.stdout.write(`the story of the ids it names:\n${story.join('\n')}\n\n`);
  process.stdout.write(`${headline(result)}\n${shape}\n`);
  return 1;
}

function headline(result: SeedResult): string {
  const violation = result.violation;
  return `seed ${result.seed}: ${violation?.invariant} — ${violation?.message}`;
}

function report(result: SeedResult): string {
  return [
    `── ${headline(result)}`,
    '   the last 40 steps:',
    ...result.trace.map((line) => `   ${line}`),
    '   the story of the ids it names:',
    ...(result.focus ?? []).map((line) => `   ${line}`),
    `   replay: npm run simulate -- --seed ${result.seed}`,
    '',
  ].join('\n');
}

// A progress bar on stderr, redrawn at most ten times a second (on a terminal), else every 10 %.
function progressBar(total: number): (done: number, failures: number) => void {
  const started = performance.now();
  let drawn = 0;
  let lastTenth = -1;
  return (done, failures) => {
    const now = performance.now();
    const tty = process.stderr.isTTY === true;
    const tenth = Math.floor((done / total) * 10);
    if (tty ? now - drawn < 100 && done < total : tenth === lastTenth) return;
    drawn = now;
    lastTenth = tenth;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const rate = done / Math.max(0.001, (now - started) / 1000);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} seeds, ${failures} failing, ${rate.toFixed(0)} seeds/s`;
    process.stderr.write(tty ? `\r${line}` : `${line}\n`);
  };
}

function integer(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${flag} needs a whole number`);
  return value;
}

process.exitCode = await main();
