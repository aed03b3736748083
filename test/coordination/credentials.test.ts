import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { sharedCredentials } from '../../src/coordination/credentials.ts';
import { type CredentialsAlert, CredentialsGate } from '../../src/partner/credentials.ts';
import { eventually, redisBinary, useRedis } from './coordination-harness.ts';

const redis = useRedis();

describe.skipIf(redisBinary === undefined)('credentials state shared through Redis', () => {
  it('parks and resumes every instance together, with one probe per step and one alert each way', async () => {
    const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
    const world = await redis.world(clock);
    const alerts: CredentialsAlert['kind'][] = [];
    const probes: string[] = [];
    let accepted = false;
    const gates = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const gate = new CredentialsGate({
          clock,
          random: () => 0,
          logger: pino({ level: 'silent' }),
          shared: sharedCredentials(await world.instance()),
        });
        gate.events.on('alert', (alert) => alerts.push(alert.kind));
        gate.setProbe(async () => {
          probes.push(name);
          if (accepted) gate.noteAccepted('availability', 200);
          else gate.noteRefused('unauthorized', 'availability', 401);
        });
        await gate.connect();
        return gate;
      }),
    );
    const [a, b, c] = gates as [CredentialsGate, CredentialsGate, CredentialsGate];
    // Two instances meet the 401 at once: one incident, one alert; the third follows.
    a.noteRefused('unauthorized', 'orderstatus', 401);
    b.noteRefused('unauthorized', 'catalogue', 401);
    await eventually(() => c.refused(), 'the third instance parked');
    await eventually(() => alerts.length === 1, 'the alert');
    expect(alerts).toEqual(['unauthorized']);

    // Each backoff step: every instance's timer fires, exactly one probes.
    for (const step of [30_000, 60_000, 120_000]) {
      const before = probes.length;
      clock.advance(step);
      await eventually(
        () => gates.every((g) => g.state().nextProbeAt !== null && g.state().probes > 0),
        'the probes of the step',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(probes.length - before).toBe(1);
    }

    // Access works: the next probe ends the incident on every instance, one recovery alert.
    accepted = true;
    clock.advance(240_000);
    await eventually(() => gates.every((g) => !g.refused()), 'every instance resumed');
    await eventually(() => alerts.length === 2, 'the recovery alert');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alerts).toEqual(['unauthorized', 'recovered']);
    for (const gate of gates) gate.close();
  });
});
