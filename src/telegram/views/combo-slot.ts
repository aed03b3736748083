import { LIMITS } from '../../conversation/limits.ts';
import { numbered } from '../button-kit.ts';
import { slotProductTarget } from '../button-targets.ts';
import { comboOf } from './combo.ts';
import { onePage, PAGE, pageLine, pager, screen, type View } from './view.ts';

/** The products one combo slot allows, eight a page. */
export const comboSlotScreen = screen(
  {
    ...PAGE,
    pickSlotProduct: numbered('sp', 'PICK_SLOT_PRODUCT', 'productId', slotProductTarget),
  },
  (kit): View => {
    const found = comboOf(kit);
    const slot = found?.combo.slots[kit.context.nav.slot ?? -1];
    if (!found || !slot || !kit.menu) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
    const menu = kit.menu;
    const ids = slot.product_ids;
    const { page, pages, shown } = onePage(ids, kit.context.nav.page, LIMITS.productsPerPage);
    const buttons = shown.map((id) => [
      kit.button(menu.product(id)?.name ?? String(id), 'pickSlotProduct', id),
    ]);
    return {
      text: [
        kit.tr('slot-title', { slot: (kit.context.nav.slot ?? 0) + 1 }),
        ...pageLine(kit, page, pages),
      ].join('\n'),
      keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
    };
  },
);
