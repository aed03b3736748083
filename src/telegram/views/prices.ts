import { lineEstimate, unitEstimate } from '../../catalogue/estimate.ts';
import type { Menu } from '../../catalogue/menu.ts';
import { comboDraftSelection } from '../../conversation/combo-draft.ts';
import { halfDraftSelection } from '../../conversation/half-draft.ts';
import { productDraftSelection } from '../../conversation/product-draft.ts';
import type { Draft } from '../../conversation/types.ts';
import type { Selection } from '../../domain/order.ts';
import { money, type Words } from './describe.ts';

/** An estimated amount, or "price at checkout" when the menu has none (never 0). */
export function amountText(kit: Words, minor: number | null): string {
  return minor === null ? kit.tr('price-at-quote') : money(kit, minor);
}

/** The selection a draft would add, once it is complete enough to have one. */
export function draftSelection(menu: Menu, draft: Draft): Selection | undefined {
  if (draft.kind === 'product') return productDraftSelection(menu, draft);
  if (draft.kind === 'half') return halfDraftSelection(menu, draft);
  return comboDraftSelection(menu, draft);
}

/** One unit of what the draft would add, from the menu's prices. */
export function draftUnitEstimate(menu: Menu, draft: Draft): number | null {
  const selection = draftSelection(menu, draft);
  return selection ? unitEstimate(menu, selection) : null;
}

/** "Your choice: €17.40": the running price of one unit as configured so far. */
export function runningPriceLine(kit: Words, menu: Menu, draft: Draft): string {
  return kit.tr('line-estimate', { amount: amountText(kit, draftUnitEstimate(menu, draft)) });
}

/** A cart line's estimated amount in words. */
export function lineAmountText(
  kit: Words,
  menu: Menu,
  selection: Selection,
  quantity: number,
): string {
  return amountText(kit, lineEstimate(menu, selection, quantity));
}
