import { Worker } from 'node:worker_threads';
import { focusLines, runSeed, type SeedResult } from './world.ts';

/** What a run of many seeds came to. */
export interface SeedsSummary {
  seeds: number;
  /** The failing seeds, in seed order, each with its short trace. */
  failures: SeedResult[];
  steps: number;
  durationMs: number;
}

/** Which seeds to run, on how many worker threads, and who hears the progress. */
export interface SeedsOptions {
  from: number;
  count: number;
  workers: number;
  /** Called after every batch: seeds done so far and failures so far. */
  progress?: ((done: number, failures: number) => void) | undefined;
}

/** Seeds handed to a worker at a time: small enough for a smooth progress bar. */
const BATCH = 50;

/** A batch's answer from a worker: its step count and its failures. */
export interface BatchResult {
  count: number;
  steps: number;
  failures: SeedResult[];
}

/**
 * Runs seeds `from … from + count − 1` in this thread. A failing seed keeps its short trace and
 * is replayed once with the whole trace (the same run: one seed decides everything) for its
 * story, the lines about the ids its violation names.
 */
export async function runBatch(from: number, count: number): Promise<BatchResult> {
  let steps = 0;
  const failures: SeedResult[] = [];
  for (let seed = from; seed < from + count; seed += 1) {
    const result = await runSeed(seed);
    steps += result.steps;
    if (!result.violation) continue;
    const full = await runSeed(seed, { fullTrace: true });
    failures.push({
      ...result,
      focus: full.violation ? focusLines(full.trace, full.violation) : [],
    });
  }
  return { count, steps, failures };
}

/**
 * Runs many seeds: in this thread with one worker, else on `workers` worker threads that take
 * batches of seeds as they finish (each seed is independent, so the result is the same).
 */
export async function runSeeds(options: SeedsOptions): Promise<SeedsSummary> {
  const started = performance.now();
  const end = options.from + options.count;
  let next = options.from;
  let done = 0;
  let steps = 0;
  const failures: SeedResult[] = [];
  const take = (): [number, number] | null => {
    if (next >= end) return null;
    const batch: [number, number] = [next, Math.min(BATCH, end - next)];
    next += batch[1];
    return batch;
  };
  const record = (batch: BatchResult): void => {
    done += batch.count;
    steps += batch.steps;
    failures.push(...batch.failures);
    options.progress?.(done, failures.length);
  };
  if (options.workers <= 1) {
    for (let batch = take(); batch; batch = take()) record(await runBatch(...batch));
  } else {
    const workers = Array.from({ length: options.workers }, () => worker(take, record));
    await Promise.all(workers);
  }
  failures.sort((a, b) => a.seed - b.seed);
  return { seeds: done, failures, steps, durationMs: performance.now() - started };
}

// One worker thread: asks for batches until none is left.
function worker(
  take: () => [number, number] | null,
  record: (batch: BatchResult) => void,
): Promise<void> {
  const thread = new Worker(new URL('./seed-worker.ts', import.meta.url));
  return new Promise<void>((resolve, reject) => {
    const send = (): void => {
      const batch = take();
      if (batch) thread.postMessage(batch);
      else void thread.terminate().then(() => resolve());
    };
    thread.on('message', (batch: BatchResult) => {
      record(batch);
      send();
    });
    thread.on('error', reject);
    send();
  });
}
