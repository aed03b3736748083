import type { CafePhrase } from './heldout-cafe-format.ts';
import { HELDOUT_TURKISH_BG } from './heldout-turkish-bg.ts';
import { HELDOUT_TURKISH_FOREIGN } from './heldout-turkish-foreign.ts';
import { HELDOUT_TURKISH_TALK } from './heldout-turkish-talk.ts';

/**
 * The held-out phrases of the Turkish menu (src/sandbox/menu/turkish-menu.ts, issue 35): orders
 * in Bulgarian (heldout-turkish-bg.ts), in Latin-letter Bulgarian and foreign languages
 * (heldout-turkish-foreign.ts), and non-orders (heldout-turkish-talk.ts). Written before running
 * or reading the parser, without tuning on them; measured by heldout-turkish.test.ts.
 */
export const HELDOUT_TURKISH: readonly CafePhrase[] = [
  ...HELDOUT_TURKISH_BG,
  ...HELDOUT_TURKISH_FOREIGN,
  ...HELDOUT_TURKISH_TALK,
];
