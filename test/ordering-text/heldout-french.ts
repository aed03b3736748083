import type { CafePhrase } from './heldout-cafe-format.ts';
import { FRENCH_BG } from './heldout-french-bg.ts';
import { FRENCH_FOREIGN } from './heldout-french-foreign.ts';
import { FRENCH_TALK } from './heldout-french-talk.ts';

/**
 * The held-out phrases of the French bistro menu (src/sandbox/menu/french-menu.ts), issue 35:
 * Bulgarian in Cyrillic, Latin-letter Bulgarian, English, German, Ukrainian, Polish and Romanian
 * orders, and questions, complaints, greetings and thanks that are no order. Written before
 * running or reading the parser, and never tuned on: measured once
 * (heldout-french.test.ts). A line with no variant accepts any size; `ask` marks a message a
 * person taking the order would ask about.
 */
export const HELDOUT_FRENCH: readonly CafePhrase[] = [
  ...FRENCH_BG,
  ...FRENCH_FOREIGN,
  ...FRENCH_TALK,
];
