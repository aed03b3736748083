import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { createTransport } from '../../src/partner/http.ts';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.ts';
import {
  startTestApplication,
  type TestApplication,
  untilTicking,
  useTestApplication,
} from './app-harness.ts';
import { countingTransport, DrivenClock, driveUntilDone } from './clock-driver.ts';
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
export let config: Config;

/**
 * Starts the file's application (logs captured at `level`, `info` by default); returns the
 * captured logs. `config` and `sandbox` as for `useTestApplication`.
 */
export function useAppWorld(
  options: { config?: (sandbox: Sandbox) => Config; sandbox?: SandboxOptions; level?: string } = {},
): ReturnType<typeof captureLogs> {
  const { level = 'info', ...rest } = options;
  const logs = captureLogs(level);
  useTestApplication({ logs, ...rest }, (started) => {
    running = { started, logs };
    ({ sandbox, clock, app, telegram, config } = started);
  });
  return logs;
}

/** The world's application as started, and its logs (for `startAgain`). */
let running: { started: TestApplication; logs: ReturnType<typeof captureLogs> } | undefined;

/**
 * Starts the application again on the same sandbox, clock and configuration (so the same store)
 * after the test stopped it, as a restart would: `app` and `telegram` name the new one, which the
 * world stops after the file's tests.
 */
export async function startAgain(): Promise<void> {
  if (!running) throw new Error('no application was started');
  // The stopped application closed its transport: the world counts on a fresh one.
  if (!(clock instanceof DrivenClock)) throw new Error('the world runs on a driven clock');
  const transport = countingTransport(createTransport({ caPem: sandbox.caPem }), clock);
  running.started.transport = transport;
  const again = await startTestApplication({
    sandbox,
    clock,
    logs: running.logs,
    config,
    partnerTransport: transport,
  });
  running.started.app = again.app;
  running.started.telegram = again.telegram;
  ({ app, telegram } = again);
}

/** Moves the clock to the next catalogue cycle and waits until it has finished. */
export async function nextCycle(): Promise<void> {
  const at = app.catalogue.health().nextCycleAt;
  if (at === null) throw new Error('no catalogue cycle scheduled');
  clock.set(Math.max(at, clock.now()));
  // The cycle's requests wait for the shared request budget, which refills on this clock (after
  // the status polls that fell due at the same moment took its turns): once the requests and
  // store writes under way have landed, time moves on until the cycle has finished.
  await untilTicking(
    clock,
    () => (app.catalogue.health().nextCycleAt ?? at) > at,
    'the catalogue cycle',
  );
}

/**
 * The world lives `ms` on its clock: time moves to the next timer only while no Partner API
 * request and no store operation is under way.
 */
export async function driveFor(ms: number): Promise<void> {
  const transport = running?.started.transport;
  if (!(clock instanceof DrivenClock) || !transport) throw new Error('no world is running');
  const reached = new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  await driveUntilDone(clock, reached, { inFlight: transport.inFlight, deadlineMs: 120_000 });
}

/** Drives the world 5 s at a time until `check` holds (at most `steps` steps). */
export async function driveUntil(check: () => boolean, what: string, steps = 2_000) {
  for (let step = 0; step < steps; step += 1) {
    if (check()) return;
    await driveFor(5_000);
  }
  throw new Error(`never saw ${what}`);
}
