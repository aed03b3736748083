import { expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import type { LocalTelegram } from '../../src/telegram/local-chat.ts';
import { STAFF_CHAT, until, useTestApplication } from '../support/app-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

const logs = captureLogs('info');
let sandbox: Sandbox;
let clock: ManualClock;
let app: Application;
let telegram: LocalTelegram;

useTestApplication({ logs }, (started) => {
  ({ sandbox, clock, app, telegram } = started);
});

const refusedAlerts = () => telegram.messages(STAFF_CHAT).filter((m) => m.text.includes('(401)'));
const recoveredAlerts = () =>
  telegram.messages(STAFF_CHAT).filter((m) => m.text.includes('отново работи'));
const refusals = () => sandbox.requests.filter((r) => r.status === 401).length;

/** Moves the clock to the next catalogue cycle and waits until it has finished. */
async function nextCycle(): Promise<void> {
  const at = app.catalogue.health().nextCycleAt;
  if (at === null) throw new Error('no catalogue cycle scheduled');
  clock.set(Math.max(at, clock.now()));
  await until(() => (app.catalogue.health().nextCycleAt ?? at) > at, 'the catalogue cycle');
}

/** Three catalogue cycles while the partner is paused: each is refused with 401. */
async function refusedCycles(): Promise<void> {
  for (let cycle = 0; cycle < 3; cycle += 1) {
    const before = refusals();
    await nextCycle();
    expect(refusals()).toBeGreaterThan(before);
  }
}

it('alerts the staff chat once per 401 incident and once when access works again', async () => {
  const demo = sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  demo.state = 'paused';
  await refusedCycles();
  await until(() => refusedAlerts().length > 0, 'the 401 alert');
  demo.state = 'active';
  await nextCycle();
  await until(() => recoveredAlerts().length > 0, 'the recovery message');
  expect(refusedAlerts()).toHaveLength(1);
  expect(recoveredAlerts()).toHaveLength(1);

  // A new incident is a new alert, again only one.
  demo.state = 'paused';
  await refusedCycles();
  demo.state = 'active';
  await nextCycle();
  await until(() => recoveredAlerts().length > 1, 'the second recovery message');
  expect(refusedAlerts()).toHaveLength(2);
  expect(recoveredAlerts()).toHaveLength(2);
});
