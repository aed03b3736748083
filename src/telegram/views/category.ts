import { menuMissing, productList } from './product-list.ts';
import { openCart, openProduct } from './shared-buttons.ts';
import { PAGE, screen, type View } from './view.ts';

/** A category's listed products, eight a page. */
export const categoryScreen = screen({ ...PAGE, openProduct, openCart }, (kit): View => {
  const { menu, context } = kit;
  if (!menu) return menuMissing(kit);
  const categoryId = context.nav.categoryId ?? -1;
  const name = menu.category(categoryId)?.name ?? '';
  return productList(kit, menu.productsIn(categoryId), context.nav.page, name);
});
