import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Partner, partnerCap } from '../../src/partner/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { type countingTransport, DrivenClock, driveUntilDone } from '../support/clock-driver.ts';
import { drivenPartner } from '../support/driven-partner.ts';
import { captureLogs, OPEN_MONDAY_NOON, startTestSandbox } from '../support/partner-harness.ts';

// Issue 20 point 3: the sandbox's per-IP limiter is independent of the partner's cap (spec
// "Limits"). Before the fix, a partner cap of 240 made 150 polls meet 30 × 429 and a paused budget.
const logs = captureLogs('error');
let sandbox: Sandbox;
let clock: DrivenClock;
let partner: Partner;
let transport: ReturnType<typeof countingTransport>;

beforeAll(async () => {
  clock = new DrivenClock(OPEN_MONDAY_NOON);
  ({ sandbox } = await startTestSandbox({
    clock,
    rateLimitPerMinute: 240,
    ipRateLimitPerMinute: 120,
  }));
  ({ partner, transport } = drivenPartner(sandbox, clock, logs.logger, {
    rateLimitPerMinute: 240,
    ipRateLimitPerMinute: 120,
  }));
});

afterAll(async () => {
  await partner.client.close();
  await sandbox.close();
});

it('keeps the lower of the partner cap and the per-IP cap', () => {
  expect(partnerCap({ rateLimitPerMinute: 240, ipRateLimitPerMinute: 120 })).toBe(120);
  expect(partnerCap({ rateLimitPerMinute: 60, ipRateLimitPerMinute: 120 })).toBe(60);
  // Configurations built in code without the variable get the spec's 120.
  expect(partnerCap({ rateLimitPerMinute: 240 })).toBe(120);
  expect(partner.budget.state().limit).toBe(120);
});

it('sends 150 status polls at a partner cap of 240 and a per-IP cap of 120 without one 429', async () => {
  const polls = Array.from({ length: 150 }, (_, i) =>
    partner.client.orderStatus(`poll-${i}`).then(
      () => 'found',
      (error: { kind?: string }) => error.kind ?? 'error',
    ),
  );
  // Let the granted requests leave before the clock is driven (their grants resolve first).
  await new Promise((resolve) => setImmediate(resolve));
  const results = await driveUntilDone(clock, Promise.all(polls), {
    inFlight: () => transport.inFlight(),
  });
  // Every poll got the service's own answer (no such order), none a rate limit.
  expect(results.filter((kind) => kind === 'not_found')).toHaveLength(150);
  expect(sandbox.requests.filter((r) => r.status === 429)).toHaveLength(0);
  expect(sandbox.requests).toHaveLength(150);
});
