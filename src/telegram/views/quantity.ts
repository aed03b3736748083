import { LIMITS } from '../../conversation/limits.ts';
import { editingProposal } from '../../conversation/typed-order.ts';
import { numbered } from '../button-kit.ts';
import { describeSelection, money } from './describe.ts';
import { draftSelection, draftUnitEstimate } from './prices.ts';
import { addToCart } from './shared-buttons.ts';
import { rows, screen, type View, type ViewKit } from './view.ts';

/** The dish being added, its price each and for the chosen quantity (estimates from the menu). */
function quantityDishLines(kit: ViewKit, quantity: number): string[] {
  const { menu, context } = kit;
  const selection = menu && context.draft ? draftSelection(menu, context.draft) : undefined;
  if (!menu || !context.draft || !selection) return [];
  const unit = draftUnitEstimate(menu, context.draft);
  const dish = describeSelection(kit, menu, selection);
  if (unit === null) return [`${dish} · ${kit.tr('price-at-quote')}`];
  const lines = [`${dish} · ${kit.tr('price-each', { price: money(kit, unit) })}`];
  if (quantity > 1) {
    lines.push(kit.tr('quantity-total', { quantity, total: money(kit, unit * quantity) }));
  }
  return lines;
}

/** Quantity 1..20 for whatever draft is being added. */
export const quantityScreen = screen(
  {
    setQuantity: numbered('q', 'SET_QUANTITY', 'quantity'),
    addToCart,
  },
  (kit): View => {
    const quantity = kit.context.draft?.quantity ?? 1;
    const choices = [1, 2, 3, 4, 5, 6, 8, 10].map((n) =>
      kit.button(n === quantity ? `● ${n}` : String(n), 'setQuantity', n),
    );
    const text = [
      ...quantityDishLines(kit, quantity),
      kit.tr('quantity', { quantity, max: LIMITS.quantityMax }),
    ].join('\n');
    return {
      text,
      keyboard: kit.nav(...rows(choices, 4), [
        // A line of a typed order being changed goes back to that order, not into the cart.
        kit.button(
          editingProposal(kit.context)
            ? kit.tr('btn-proposal-update', {
                quantity,
                line: (kit.context.proposal?.editing ?? 0) + 1,
              })
            : kit.tr('btn-add-to-cart', { quantity }),
          'addToCart',
        ),
      ]),
    };
  },
);
