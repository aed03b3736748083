import { afterEach, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { Demo } from '../../src/demo/run.ts';
import { LOCALES } from '../../src/locale/locale.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { demoDataDir, liveText, startTestDemo } from '../support/demo-terminal.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

const t = createTranslator();
let demo: Demo | undefined;
afterEach(async () => {
  await demo?.stop();
  demo = undefined;
});

// The banner's typed order (`demo-example`) is one the parser reads on the demo menu, in every
// language: two lines, both ready for the cart, nothing left over, nothing to warn about.
it.each(LOCALES)(
  'the banner’s typed order in %s is read whole on the demo menu',
  async (locale) => {
    demo = await startTestDemo({
      dataDir: demoDataDir(),
      clock: new ManualClock(OPEN_MONDAY_NOON),
      locale,
    });
    await demo.type('/start');
    await demo.type(t(locale, 'demo-example'));
    const text = liveText(demo);
    expect(text.split('\n')[0]).toBe(t(locale, 'proposal-title'));
    expect(text).toMatch(/^1\. 2 × .+Margherita|^1\. 2 × .+(Маргарита)/mu);
    expect(text).toMatch(/^2\. 1 × .*(Cola|Кола)/imu);
    expect(text).not.toContain('⚠');
    expect(text).not.toContain('❓');
  },
  30_000,
);
