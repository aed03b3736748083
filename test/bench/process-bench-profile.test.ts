import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { profileLines, splitProfile } from '../support/process-bench-profile.ts';

const dir = mkdtempSync(join(tmpdir(), 'profile-split-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const frame = (functionName: string, url = '') => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
  scriptId: '0',
});

/**
 * A small `.cpuprofile` as `--cpu-prof` writes it: a tree of frames, one sample per time delta.
 * Node's own stream code under the undici adapter, a native JSON.stringify under the store.
 */
function writeProfile(): string {
  const root = '/repo';
  const nodes = [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 8, 9] },
    { id: 2, callFrame: frame('(garbage collector)') },
    { id: 3, callFrame: frame('(idle)') },
    { id: 4, callFrame: frame('#send', `file://${root}/src/telegram/transport.ts`), children: [6] },
    {
      id: 5,
      callFrame: frame('serialize', `file://${root}/src/store/keyv-store.ts`),
      children: [7],
    },
    { id: 6, callFrame: frame('writeGeneric', 'node:internal/stream_base_commons') },
    { id: 7, callFrame: frame('stringify') },
    { id: 8, callFrame: frame('renderView', `file://${root}/src/telegram/views/index.ts`) },
    { id: 9, callFrame: frame('transition', `file://${root}/node_modules/xstate/dist/x.cjs.js`) },
  ];
  // Samples at 1,000 µs steps from t = 10,000 µs: GC, idle, transport (x2 via node), store
  // (x2 via native), views, conversation, then one GC sample outside the window.
  const samples = [2, 3, 4, 6, 5, 7, 8, 9, 2];
  const profile = {
    nodes,
    startTime: 10_000,
    endTime: 19_000,
    samples,
    timeDeltas: samples.map(() => 1_000),
  };
  const file = join(dir, 'bot.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

describe('the process bench CPU split', () => {
  it('sums samples by area, callers lending theirs to Node internals and natives, idle left out', () => {
    const file = writeProfile();
    // The window ends before the last sample (at 19,000 µs).
    const split = splitProfile(file, 10_000, 18_500);
    expect(split.sampledMs).toBe(7);
    expect(Object.fromEntries(split.byArea)).toEqual({
      GC: 1,
      'Bot API transport': 2,
      store: 2,
      conversation: 1,
      views: 1,
      other: 0,
    });
    const lines = profileLines(split, 1.4, file).join('\n');
    // Each area's share of the sampled time, and that share of 1.4 ms CPU per action.
    expect(lines).toContain(
      'GC 14% (0.20 ms), Bot API transport 29% (0.40 ms), store 29% (0.40 ms)',
    );
    expect(lines).toContain('(garbage collector)');
  });
});
