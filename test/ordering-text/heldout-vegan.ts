import type { CafePhrase } from './heldout-cafe-format.ts';
import { HELDOUT_VEGAN_BG } from './heldout-vegan-bg.ts';
import { HELDOUT_VEGAN_OTHER } from './heldout-vegan-other.ts';

/**
 * The held-out phrases of the vegan bistro and juice bar (src/sandbox/menu/vegan-menu.ts, issue
 * 35): written, with the menu, before running or reading the parser, and never tuned on.
 * Bulgarian in Cyrillic (heldout-vegan-bg.ts), then Latin-letter Bulgarian, English, German,
 * Ukrainian, Polish and Romanian (heldout-vegan-other.ts), in the café format
 * (heldout-cafe-format.ts). Measured once by heldout-vegan.test.ts.
 */
export const HELDOUT_VEGAN: readonly CafePhrase[] = [...HELDOUT_VEGAN_BG, ...HELDOUT_VEGAN_OTHER];
