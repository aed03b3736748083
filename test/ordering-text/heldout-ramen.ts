import type { CafePhrase } from './heldout-cafe-format.ts';
import { RAMEN_BG } from './heldout-ramen-bg.ts';
import { RAMEN_OTHER } from './heldout-ramen-other.ts';

/**
 * The held-out phrases of the ramen bar's menu (src/sandbox/menu/ramen-menu.ts), issue 35: a
 * Japanese ramen bar and izakaya in Sofia, never tuned on. Written before running or reading the
 * parser, in the café format (heldout-cafe-format.ts): Bulgarian in Cyrillic (heldout-ramen-bg.ts),
 * Latin-letter Bulgarian, English, German, Ukrainian, Polish and Romanian
 * (heldout-ramen-other.ts); orders with sizes said and unsaid, removals, extras, quantities in
 * words, several lines, typos and the spellings people use, generic and category words that a
 * waiter would ask about (`ask`), and more than a fifth non-orders: questions about price, heat,
 * ingredients, allergens and portions, complaints, greetings and thanks (`none`).
 */
export const HELDOUT_RAMEN: readonly CafePhrase[] = [...RAMEN_BG, ...RAMEN_OTHER];
