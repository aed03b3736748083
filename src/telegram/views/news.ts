import { simple } from '../button-kit.ts';
import { freshPriceTarget } from '../button-targets.ts';

/**
 * The buttons of the bot's own messages (order news, `customer-news.ts`), not of a screen: each
 * is honoured on whatever screen the chat is on when it is tapped (`anyScreen`).
 */
export const NEWS_BUTTONS = {
  // The one button of an expired held order's news (issue 20): the cart quoted again, at once.
  confirmFreshPrice: {
    ...simple('fp', { type: 'CONFIRM_FRESH_PRICE' }, freshPriceTarget),
    anyScreen: true,
  },
};
