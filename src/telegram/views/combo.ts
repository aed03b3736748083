import { numbered } from '../button-kit.ts';
import { draftTarget } from '../button-targets.ts';
import { money } from './describe.ts';
import { draftUnitEstimate, runningPriceLine } from './prices.ts';
import { addToCart } from './shared-buttons.ts';
import { screen, type View, type ViewKit } from './view.ts';

/** The combo being configured and its record in the menu. */
export function comboOf(kit: ViewKit) {
  const draft = kit.context.draft?.kind === 'combo' ? kit.context.draft : null;
  const combo = draft ? kit.menu?.combo(draft.code) : undefined;
  return draft && combo ? { draft, combo } : undefined;
}

/** A combo: its slots in order with the chosen product, each swappable within the slot. */
export const comboScreen = screen(
  {
    openSlot: numbered('l', 'OPEN_SLOT', 'slot', draftTarget),
    addToCart,
  },
  (kit): View => {
    const found = comboOf(kit);
    if (!found || !kit.menu) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
    const { draft, combo } = found;
    const menu = kit.menu;
    const slots = combo.slots.map((slot, index) => {
      const product = menu.product(draft.productIds[index] ?? -1);
      const label = `${index + 1}. ${product?.name ?? '?'}${slot.product_ids.length > 1 ? ' 🔄' : ''}`;
      return [kit.button(label, 'openSlot', index)];
    });
    const text = [
      combo.name,
      combo.description,
      `${money(kit, combo.minor)} · ${combo.schedule}`,
      draftUnitEstimate(menu, draft) === combo.minor ? '' : runningPriceLine(kit, menu, draft),
      kit.tr('combo-hint'),
    ]
      .filter((line) => line !== '')
      .join('\n');
    return { text, keyboard: kit.nav(...slots, [kit.button(kit.tr('btn-add'), 'addToCart')]) };
  },
);
