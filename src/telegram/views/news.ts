import { simple } from '../button-kit.ts';
import type { TargetScreen } from '../button-targets.ts';

/**
 * The expired held order's "confirm the current price" stands for the cart as it came back and
 * the receipt it is for: a tap after the cart or the receipt changed is refused as stale.
 */
function freshPriceTarget(_arg: unknown, { context }: TargetScreen): unknown {
  return [
    context.cart.lines.map((line) => [line.selection, line.quantity]),
    context.fulfilment ?? null,
  ];
}

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
