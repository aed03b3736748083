import { expect, it } from 'vitest';
import { STAFF_CHAT, until } from '../support/app-harness.ts';
import { app, clock, nextCycle, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

useAppWorld();

const refusedAlerts = () => telegram.messages(STAFF_CHAT).filter((m) => m.text.includes('(401)'));
const recoveredAlerts = () =>
  telegram.messages(STAFF_CHAT).filter((m) => m.text.includes('отново работи'));
const refusals = () => sandbox.requests.filter((r) => r.status === 401).length;

/** The partner is paused: the next catalogue cycle is refused, and the incident begins. */
async function refusedIncident(): Promise<void> {
  const before = refusals();
  await nextCycle();
  expect(refusals()).toBeGreaterThan(before);
  await until(() => app.partner.client.credentials.refused(), 'the refused state');
}

/** Access works again: the probe (at its backoff step on the manual clock) ends the incident. */
async function probeSucceeds(): Promise<void> {
  const at = app.partner.client.credentials.state().nextProbeAt;
  if (at === null) throw new Error('no probe scheduled');
  clock.set(at);
  await until(() => !app.partner.client.credentials.refused(), 'the successful probe');
}

it('alerts the staff chat once per 401 incident and once when access works again', async () => {
  const demo = sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  demo.state = 'paused';
  await refusedIncident();
  await until(() => refusedAlerts().length > 0, 'the 401 alert');
  // The next cycles are parked: nothing more is refused until the probe.
  const parked = refusals();
  clock.set(clock.now() + 25_000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(refusals()).toBe(parked);
  demo.state = 'active';
  await probeSucceeds();
  await until(() => recoveredAlerts().length > 0, 'the recovery message');
  expect(refusedAlerts()).toHaveLength(1);
  expect(recoveredAlerts()).toHaveLength(1);

  // A new incident is a new alert, again only one.
  demo.state = 'paused';
  await refusedIncident();
  demo.state = 'active';
  await probeSucceeds();
  await until(() => recoveredAlerts().length > 1, 'the second recovery message');
  expect(refusedAlerts()).toHaveLength(2);
  expect(recoveredAlerts()).toHaveLength(2);
});
