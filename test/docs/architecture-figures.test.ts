import { expect, it } from 'vitest';
import { largestFiles, measureConfirm, srcFiles } from '../../scripts/architecture-figures.ts';

/**
 * scripts/architecture-figures.ts measures docs/architecture.md's issue 22 figures; the lead runs
 * it again after every merge. This keeps it measuring: one real Confirm through the whole
 * application reaches the Partner API and the chat, and the path it reports runs from Telegram's
 * side through the runner to the partner client and back.
 */

it('follows one Confirm from Telegram to POST /orders and back to the chat', async () => {
  const figures = await measureConfirm();
  expect(figures.orderNumber).not.toBe('');
  const what = figures.probes.map((probe) => probe.what);
  expect(what.filter((w) => w.startsWith('chat runner entered')).length).toBe(
    figures.runnerEntries,
  );
  expect(figures.runnerEntries).toBeGreaterThanOrEqual(1);
  expect(what).toContain('Partner API POST /orders sent');
  expect(what.some((w) => w.startsWith('Bot API') && w.endsWith('with the outcome'))).toBe(true);
  // The path crosses the partner client's HTTP transport and the Telegram layer, and the walk back
  // through the async contexts reaches the tap from the POST (the stack alone stops at a queue).
  expect(figures.files.some((file) => file.startsWith('src/partner/'))).toBe(true);
  expect(figures.files.some((file) => file.startsWith('src/telegram/'))).toBe(true);
  const post = figures.probes.find((probe) => probe.what === 'Partner API POST /orders sent');
  const reached = new Set([post?.stack ?? '', ...(post?.chain ?? [])].flatMap(srcFiles));
  expect([...reached].some((file) => file.startsWith('src/telegram/'))).toBe(true);
  expect(figures.files.length).toBeGreaterThanOrEqual(figures.stackFiles.length);
  // Neither stand-in (the sandbox, the local Bot API) counts as the bot's path.
  expect(figures.files.filter((file) => /sandbox|local-chat/.test(file))).toEqual([]);
}, 60_000);

it('lists src/ code files longest first with their line counts', () => {
  const files = largestFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(files.every((file) => /^src\/.*\.(?:ts|mts|mjs|js)$/.test(file.path))).toBe(true);
  for (let i = 1; i < files.length; i += 1) {
    expect(files[i - 1]?.lines ?? 0).toBeGreaterThanOrEqual(files[i]?.lines ?? 0);
  }
  expect(files.find((file) => file.path === 'src/main.ts')?.lines).toBeGreaterThan(0);
});
