import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { DEMO_CHAT_ID } from '../../src/demo/run.ts';
import { startFleetDemo } from '../../src/fleet/demo.ts';
import { captureLogs, OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

it('lets the terminal switch between three restaurants’ bots, each with its own cart', async () => {
  const demo = await startFleetDemo({
    dataDir: mkdtempSync(join(tmpdir(), 'fleet-demo-')),
    clock: new ManualClock(OPEN_MONDAY_NOON),
    logger: captureLogs('warn').logger,
    locale: 'en',
    kitchenStepMs: 45_000,
    restaurants: 3,
  });
  try {
    expect(demo.fleet.ids()).toEqual(['r1', 'r2', 'r3']);
    const shown = (id: string) =>
      (demo.telegram.get(id)?.messages(DEMO_CHAT_ID) ?? []).map((m) => m.text).join('\n');
    await demo.type('/start');
    expect(shown('r1')).not.toBe('');
    expect(await demo.type('/restaurant 2')).toBe(
      "═══ Now talking to restaurant r2's bot (restaurants: 1=r1, 2=r2, 3=r3; /restaurant N switches) ═══",
    );
    expect(demo.current()).toBe('r2');
    expect(shown('r2')).toBe('');
    await demo.type('/start');
    expect(shown('r2')).not.toBe('');
    // What is typed now goes to r2's bot only.
    const r1Before = shown('r1');
    const r2Before = shown('r2');
    await demo.type('margherita');
    expect(shown('r2')).not.toBe(r2Before);
    expect(shown('r1')).toBe(r1Before);
    await demo.type('/restaurant r3');
    expect(demo.current()).toBe('r3');
    expect(shown('r3')).toBe('');
    // An unknown choice keeps the current bot.
    await demo.type('/restaurant 9');
    expect(demo.current()).toBe('r3');
  } finally {
    await demo.stop();
  }
}, 60_000);
