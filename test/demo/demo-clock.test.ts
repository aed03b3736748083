import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { demoStartTime, openDemoClock } from '../../src/demo/demo-clock.ts';
import { kitchenStepMs } from '../../src/demo/run.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('the demo clock', () => {
  it('starts a first run today at 10:00 UTC (noon in Sofia), whatever the real hour', () => {
    for (const real of ['2026-11-23T03:00:00Z', '2026-11-23T15:30:00Z', '2026-11-23T23:59:00Z'])
      expect(demoStartTime(at(real), undefined)).toBe(at('2026-11-23T10:00:00Z'));
  });

  it('goes on from where the last run left it, so time never goes back across restarts', () => {
    const offset = at('2026-11-23T10:00:00Z') - at('2026-11-23T20:00:00Z');
    // Restarted five minutes later: five minutes later in the demo too.
    expect(demoStartTime(at('2026-11-23T20:05:00Z'), offset)).toBe(at('2026-11-23T10:05:00Z'));
  });

  it('moves forward to the next noon when going on would land outside the restaurant day', () => {
    const offset = -10 * HOUR;
    // 23:00 real is 13:00 demo: still the day. Next morning 08:00 real is 22:00 demo: closed.
    expect(demoStartTime(at('2026-11-23T23:00:00Z'), offset)).toBe(at('2026-11-23T13:00:00Z'));
    expect(demoStartTime(at('2026-11-24T08:00:00Z'), offset)).toBe(at('2026-11-24T10:00:00Z'));
    // Early in the demo morning: forward to that same day's noon, never back.
    expect(demoStartTime(at('2026-11-24T15:00:00Z'), offset)).toBe(at('2026-11-24T10:00:00Z'));
  });

  it('saves its offset so the next run continues from it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'demo-clock-')), 'clock.json');
    const real = new ManualClock(at('2026-11-23T18:00:00Z'));
    const first = openDemoClock(path, real);
    expect(first.now()).toBe(at('2026-11-23T10:00:00Z'));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ offsetMs: -8 * HOUR });
    real.advance(90_000);
    expect(openDemoClock(path, real).now()).toBe(at('2026-11-23T10:01:30Z'));
  });
});

describe('DEMO_KITCHEN_SECONDS', () => {
  it('defaults to one status every 45 s and takes whole seconds from 1 to 3600', () => {
    expect(kitchenStepMs({})).toBe(45_000);
    expect(kitchenStepMs({ DEMO_KITCHEN_SECONDS: '30' })).toBe(30_000);
    for (const bad of ['0', '1.5', 'soon', '3601'])
      expect(() => kitchenStepMs({ DEMO_KITCHEN_SECONDS: bad })).toThrow(/^DEMO_KITCHEN_SECONDS/);
  });
});
