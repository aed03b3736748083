import { BBQ_BG } from './heldout-bbq-bg.ts';
import { BBQ_ENGLISH, BBQ_LATIN, BBQ_OTHER } from './heldout-bbq-foreign.ts';
import { BBQ_TALK } from './heldout-bbq-talk.ts';
import type { CafePhrase } from './heldout-cafe-format.ts';

/**
 * Held-out phrases for the American BBQ smokehouse menu (src/sandbox/menu/bbq-menu.ts), in the
 * café format (heldout-cafe-format.ts). They were written BEFORE running or reading the parser
 * (issue 35: a menu and phrases the parser was never tuned on), as customers of such a place
 * type them: Bulgarian in Cyrillic (heldout-bbq-bg.ts), Latin-letter Bulgarian, English, German,
 * Ukrainian, Polish and Romanian (heldout-bbq-foreign.ts), with the spellings people use, typos,
 * sizes said and unsaid, removals and extras, quantities in words, several lines in a message,
 * generic and category words; and the non-orders (heldout-bbq-talk.ts): questions about price,
 * heat, ingredients, allergens and portions, complaints, greetings and thanks, which must not
 * become a cart. Measured once by heldout-bbq.test.ts.
 */
export const HELDOUT_BBQ: readonly CafePhrase[] = [
  ...BBQ_BG,
  ...BBQ_LATIN,
  ...BBQ_ENGLISH,
  ...BBQ_OTHER,
  ...BBQ_TALK,
];
