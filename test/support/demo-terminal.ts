import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManualClock } from '../../src/clock.ts';
import { DEMO_CHAT_ID, type Demo, startDemo } from '../../src/demo/run.ts';
import { asksForNumber } from '../../src/demo/terminal.ts';
import type { Locale } from '../../src/locale/locale.ts';
import { captureLogs } from './partner-harness.ts';

/** A new, empty data/demo directory. */
export function demoDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'demo-data-'));
}

/** Starts the demo in-process on a test's clock, as `npm run demo` would on that directory. */
export function startTestDemo(options: {
  dataDir: string;
  clock: ManualClock;
  locale?: Locale;
  kitchenStepMs?: number;
}): Promise<Demo> {
  return startDemo({
    dataDir: options.dataDir,
    clock: options.clock,
    logger: captureLogs('info').logger,
    locale: options.locale ?? 'bg',
    kitchenStepMs: options.kitchenStepMs ?? 45_000,
  });
}

/** The live screen's text. */
export function liveText(demo: Demo): string {
  return demo.telegram.liveMessage(DEMO_CHAT_ID)?.text ?? '';
}

/** Every text the terminal's chat received, oldest first. */
export function chatTexts(demo: Demo): string[] {
  return demo.telegram.messages(DEMO_CHAT_ID).map((message) => message.text);
}

/**
 * Types the number the terminal prints beside the button with this label, as a person would:
 * `#N` on a screen that asks for a number (the terminal's hint says so), `N` elsewhere.
 */
export async function press(demo: Demo, label: string): Promise<void> {
  const live = demo.telegram.liveMessage(DEMO_CHAT_ID);
  const buttons = live?.buttons.flat() ?? [];
  const index = buttons.findIndex((button) => button.text.includes(label));
  if (index === -1)
    throw new Error(`no button "${label}" in: ${buttons.map((b) => b.text).join(' | ')}`);
  await demo.type(`${asksForNumber(live) ? '#' : ''}${index + 1}`);
}
