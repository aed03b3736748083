import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { until, useTestApplication } from './app-harness.ts';
import { captureLogs } from './partner-harness.ts';

/*
 * The world of a test file that runs one whole application (sandbox, manual clock, bot, local
 * Telegram) for all its tests. `useAppWorld()` at the top of the file starts it before the first
 * test and stops it after the last; these live bindings then name its parts. Vitest gives each
 * test file its own module instance, so files never share a world.
 */
export let sandbox: Sandbox;
export let clock: ManualClock;
export let app: Application;
export let telegram: LocalTelegram;

/** Starts the file's application (logs captured at `info`); returns the captured logs. */
export function useAppWorld(
  options: { config?: (sandbox: Sandbox) => Config } = {},
): ReturnType<typeof captureLogs> {
  const logs = captureLogs('info');
  useTestApplication({ logs, ...options }, (started) => {
    ({ sandbox, clock, app, telegram } = started);
  });
  return logs;
}

/** Moves the clock to the next catalogue cycle and waits until it has finished. */
export async function nextCycle(): Promise<void> {
  const at = app.catalogue.health().nextCycleAt;
  if (at === null) throw new Error('no catalogue cycle scheduled');
  clock.set(Math.max(at, clock.now()));
  await until(() => (app.catalogue.health().nextCycleAt ?? at) > at, 'the catalogue cycle');
}
