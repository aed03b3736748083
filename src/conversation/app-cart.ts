import type { CartLine } from './cart.ts';
import { notice } from './context-updates.ts';
import type { ConversationContext } from './types.ts';

/**
 * The Mini App's hand-over (event `APP_CART`): the cart the customer filled in the Mini App,
 * already rebuilt and checked on the server with the chat's own builders, becomes the chat's
 * cart, and the chat carries on from the cart (delivery or pickup, contact, quote, confirmation).
 * The posted cart replaces the chat's cart rather than adding to it, so a cart posted twice
 * (a double tap, a retried request) is the same cart, never doubled. Any quote of the old cart
 * is dropped: the server quote of these lines decides the price.
 */
export function receiveAppCart(
  context: ConversationContext,
  lines: readonly CartLine[],
): Partial<ConversationContext> {
  // Line ids are the chat's own (its buttons point at them): numbered afresh from 1.
  const renumbered = lines.map((line, index) => ({ ...line, id: index + 1 }));
  return {
    draft: null,
    cart: { lines: renumbered, nextLineId: renumbered.length + 1 },
    quote: null,
    quoteRequest: null,
    priceBefore: null,
    nav: { ...context.nav, productId: null, slot: null },
    ...notice('app_cart_received'),
  };
}
