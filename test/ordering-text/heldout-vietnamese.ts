import type { CafePhrase } from './heldout-cafe-format.ts';
import { HELDOUT_VIETNAMESE_BG } from './heldout-vietnamese-bg.ts';
import { HELDOUT_VIETNAMESE_CHAT } from './heldout-vietnamese-chat.ts';
import { HELDOUT_VIETNAMESE_FOREIGN } from './heldout-vietnamese-foreign.ts';
import { HELDOUT_VIETNAMESE_TALK } from './heldout-vietnamese-talk.ts';

/**
 * Every held-out phrase of the Vietnamese menu (createVietnameseMenu(), a held-out split of issue
 * 35, never tuned on): Bulgarian in Cyrillic (heldout-vietnamese-bg.ts), Bulgarian in Latin
 * letters (heldout-vietnamese-chat.ts), English, German, Ukrainian, Polish and Romanian
 * (heldout-vietnamese-foreign.ts), and the non-orders in all of them
 * (heldout-vietnamese-talk.ts). Written before the parser was run on this menu or read, in the
 * café format (heldout-cafe-format.ts): `expect` is what a waiter would take down — 'none' for
 * no order, 'ask' where a waiter would ask which dish, else the cart lines (a line without a
 * variant accepts any size).
 */
export const HELDOUT_VIETNAMESE: readonly CafePhrase[] = [
  ...HELDOUT_VIETNAMESE_BG,
  ...HELDOUT_VIETNAMESE_CHAT,
  ...HELDOUT_VIETNAMESE_FOREIGN,
  ...HELDOUT_VIETNAMESE_TALK,
];
