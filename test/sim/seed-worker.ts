import { parentPort } from 'node:worker_threads';
import { runBatch } from './run-seeds.ts';

/** A worker thread of `runSeeds`: runs each batch of seeds it is sent and answers its result. */
parentPort?.on('message', ([from, count]: [number, number]) => {
  void runBatch(from, count).then((result) => parentPort?.postMessage(result));
});
