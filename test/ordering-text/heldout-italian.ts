import type { CafePhrase } from './heldout-cafe-format.ts';
import { HELDOUT_ITALIAN_BG } from './heldout-italian-bg.ts';
import { HELDOUT_ITALIAN_FOREIGN } from './heldout-italian-foreign.ts';

/**
 * Every held-out phrase of the Italian trattoria menu (issue 35; src/sandbox/menu/italian-menu.ts),
 * in the café format (heldout-cafe-format.ts): the Bulgarian ones in Cyrillic
 * (heldout-italian-bg.ts), then those in Latin-letter Bulgarian, English, German, Ukrainian,
 * Polish and Romanian (heldout-italian-foreign.ts). Written with the menu, before running or
 * reading the parser; measured once, never tuned on.
 */
export const HELDOUT_ITALIAN: readonly CafePhrase[] = [
  ...HELDOUT_ITALIAN_BG,
  ...HELDOUT_ITALIAN_FOREIGN,
];
