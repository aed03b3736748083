import type { CafePhrase } from './heldout-cafe-format.ts';
import { HELDOUT_TAPAS_BG } from './heldout-tapas-bg.ts';
import { HELDOUT_TAPAS_FOREIGN } from './heldout-tapas-foreign.ts';

/**
 * The held-out phrases of the Spanish tapas bar (src/sandbox/menu/tapas-menu.ts, issue 35): the
 * Bulgarian ones in Cyrillic (heldout-tapas-bg.ts) and those in Latin-letter Bulgarian, English,
 * German, Ukrainian, Polish and Romanian (heldout-tapas-foreign.ts), in the café format
 * (heldout-cafe-format.ts). Menu and phrases were written before running the parser on them or
 * reading it; they are measured once (heldout-tapas.test.ts) and never tuned on.
 */
export const HELDOUT_TAPAS: readonly CafePhrase[] = [...HELDOUT_TAPAS_BG, ...HELDOUT_TAPAS_FOREIGN];
