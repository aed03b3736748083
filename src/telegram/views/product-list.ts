import { priceRange } from '../../catalogue/display.ts';
import { LIMITS } from '../../conversation/limits.ts';
import type { Product } from '../../domain/menu.ts';
import { money } from './describe.ts';
import { openCart, openProduct } from './shared-buttons.ts';
import {
  type Button,
  NAV,
  onePage,
  PAGE,
  pageLine,
  pager,
  type View,
  type ViewKit,
} from './view.ts';

/** The buttons of a list of dishes. */
const LIST = { ...NAV, ...PAGE, openProduct, openCart };

/** A dish's price on its list button: one amount, "from" the cheapest, or "at the quote". */
export function priceText(kit: ViewKit, product: Product): string {
  const range = priceRange(product);
  if (!range) return kit.tr('price-at-quote');
  return range.minMinor === range.maxMinor
    ? money(kit, range.minMinor)
    : kit.tr('price-from', { price: money(kit, range.minMinor) });
}

/** Without a menu (before the first sync): say so, and offer home. */
export function menuMissing(kit: ViewKit): View {
  return { text: kit.tr('menu-unavailable'), keyboard: [[kit.button(kit.tr('btn-home'), 'home')]] };
}

/** A page of dishes, each a button to its card. */
export function productList(
  kit: ViewKit<typeof LIST>,
  products: readonly Product[],
  requested: number,
  title: string,
): View {
  const { page, pages, shown } = onePage(products, requested, LIMITS.productsPerPage);
  const buttons = shown.map((p) => [
    kit.button(
      kit.itemText(p, 'list', () => `${p.available ? '' : '⛔ '}${p.name} · ${priceText(kit, p)}`),
      'openProduct',
      p.id,
    ),
  ]);
  return {
    text: [title, ...pageLine(kit, page, pages)].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
  };
}

/**
 * The cart, offered on the search results when it holds something: a search typed on the cart
 * or at checkout shows the way back to it (its "back" leads there too).
 */
export function cartRow(kit: ViewKit<typeof LIST>): Button[][] {
  const count = kit.context.cart.lines.length;
  return count === 0 ? [] : [[kit.button(kit.tr('btn-cart', { count }), 'openCart')]];
}
