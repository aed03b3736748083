import { cartEstimate, type Estimate } from '../../catalogue/estimate.ts';
import { numbered, pairCodec, simple, withArg } from '../button-kit.ts';
import { describeSelection, money } from './describe.ts';
import { orderingStatusLines, withStatus } from './ordering-status.ts';
import { lineAmountText } from './prices.ts';
import { type Button, screen, type View, type ViewKit } from './view.ts';

/** The cart's subtotal from the menu's prices, marked as an estimate (the quote decides). */
function subtotalLine(kit: ViewKit, estimate: Estimate): string {
  if (!estimate.priced) return kit.tr('cart-subtotal-at-quote');
  const amount = money(kit, estimate.minor);
  return kit.tr(estimate.complete ? 'cart-subtotal' : 'cart-subtotal-partial', { amount });
}

/** The cart: every line in words with its quantity controls; clear and checkout. */
export const cartScreen = screen(
  {
    // The quantity a tap sets the line to (`line:quantity`; below 1 removes it).
    cartQuantity: withArg(
      'cq',
      pairCodec(
        ({ lineId, quantity }: { lineId: number; quantity: number }) => [lineId, quantity],
        (lineId, quantity) => ({ lineId, quantity }),
      ),
      ({ lineId, quantity }) =>
        quantity < 1
          ? { type: 'CART_REMOVE', lineId }
          : { type: 'CART_QUANTITY', lineId, quantity },
    ),
    cartRemove: numbered('cr', 'CART_REMOVE', 'lineId'),
    clearCart: simple('cc', { type: 'CART_CLEAR' }),
    checkout: simple('co', { type: 'CHECKOUT' }),
  },
  (kit): View => {
    const { menu, context } = kit;
    const lines = context.cart.lines;
    if (lines.length === 0 || !menu) {
      return { text: withStatus(kit, kit.tr('cart-empty')), keyboard: kit.nav() };
    }
    const text = [...orderingStatusLines(kit), kit.tr('cart-title', { count: lines.length })];
    const keyboard: Button[][] = [];
    lines.forEach((line, index) => {
      const amount = lineAmountText(kit, menu, line.selection, line.quantity);
      text.push(
        `${index + 1}. ${describeSelection(kit, menu, line.selection)} × ${line.quantity} — ${amount}`,
      );
      // The quantity is in the line's text: no button that only shows a number (issue 14).
      const n = index + 1;
      keyboard.push([
        kit.button(`${n}. −`, 'cartQuantity', { lineId: line.id, quantity: line.quantity - 1 }),
        kit.button(`${n}. +`, 'cartQuantity', { lineId: line.id, quantity: line.quantity + 1 }),
        kit.button(`${n}. 🗑`, 'cartRemove', line.id),
      ]);
    });
    text.push(subtotalLine(kit, cartEstimate(menu, lines)));
    text.push(kit.tr('cart-note'));
    keyboard.push([
      kit.button(kit.tr('btn-clear'), 'clearCart'),
      kit.button(kit.tr('btn-checkout'), 'checkout'),
    ]);
    return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
  },
);
