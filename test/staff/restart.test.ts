import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import {
  orderMargherita,
  STAFF_CHAT,
  startTestApplication,
  testConfig,
  untilTicking,
} from '../support/app-harness.ts';
import { captureLogs, startTestSandbox } from '../support/partner-harness.ts';
import { pass } from './staff-console-support.ts';

const logs = captureLogs('info');
const MINUTE = 60_000;
let sandbox: Sandbox | undefined;
let app: Application | undefined;

afterAll(async () => {
  await app?.stop();
  await sandbox?.close();
});

it('keeps the thresholds and what rang across a restart: no second alert, the reminder on time', async () => {
  const started = await startTestSandbox();
  sandbox = started.sandbox;
  const clock: ManualClock = started.clock;
  const config: Config = testConfig(sandbox, mkdtempSync(join(tmpdir(), 'staff-restart-')));
  let telegram: LocalTelegram;
  ({ app, telegram } = await startTestApplication({ sandbox, clock, logs, config }));
  await orderMargherita(app, telegram, 901);
  const placedAt = clock.now();
  const number = sandbox.ledger.list().at(-1)?.orderNumber ?? '';
  sandbox.setStatus(number, 'accepted');
  const alerts = () =>
    telegram.messages(STAFF_CHAT).filter((m) => m.text.startsWith('🔔') && m.text.includes(number));
  await pass(app, clock, 6 * MINUTE);
  expect(alerts()).toHaveLength(0);

  // Restarted 6 minutes in: the 10 minutes still count from when the bot learnt "accepted".
  await app.stop();
  ({ app, telegram } = await startTestApplication({ sandbox, clock, logs, config }));
  await pass(app, clock, 3 * MINUTE);
  expect(alerts()).toHaveLength(0);
  await pass(app, clock, 2 * MINUTE);
  await untilTicking(clock, () => alerts().length === 1, 'the accept alert');
  expect(clock.now() - placedAt).toBeLessThan(12 * MINUTE);
  expect(alerts()[0]?.text).toMatch(/приета преди 1[01] мин/);

  // Restarted again after it rang: it does not ring again; the reminder comes 10 minutes on.
  await app.stop();
  ({ app, telegram } = await startTestApplication({ sandbox, clock, logs, config }));
  await pass(app, clock, 5 * MINUTE);
  expect(alerts()).toHaveLength(0);
  await pass(app, clock, 4 * MINUTE);
  await untilTicking(clock, () => alerts().length === 1, 'the reminder');
  // Due 10 minutes after the alert rang (at most 10½ minutes in), seen on a 30 s tick.
  expect(clock.now() - placedAt).toBeLessThanOrEqual(21 * MINUTE + 30_000);
  expect(alerts()[0]?.text).toContain('Напомняне');
  await pass(app, clock, 15 * MINUTE);
  expect(alerts()).toHaveLength(1);
}, 90_000);
