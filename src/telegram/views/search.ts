import { LIMITS } from '../../conversation/limits.ts';
import { cartRow, menuMissing, priceText } from './product-list.ts';
import { openCart, openCombo, openProduct } from './shared-buttons.ts';
import { onePage, PAGE, pageLine, pager, screen, type View } from './view.ts';

/** Search results (products and combos), eight a page. */
export const searchScreen = screen({ ...PAGE, openProduct, openCombo, openCart }, (kit): View => {
  const { menu, search, context } = kit;
  if (!menu || !search) return menuMissing(kit);
  const query = context.nav.query;
  const hits = query === '' ? [] : search.search(query, { limit: 40 });
  if (hits.length === 0)
    return { text: kit.tr('search-empty', { query }), keyboard: kit.nav(...cartRow(kit)) };
  const { page, pages, shown } = onePage(hits, context.nav.page, LIMITS.productsPerPage);
  const buttons = shown.map((hit) => {
    if (hit.kind === 'combo') {
      const index = menu.combos().findIndex((c) => c.code === hit.comboCode);
      return [kit.button(`🎁 ${menu.combo(hit.comboCode)?.name ?? ''}`, 'openCombo', index)];
    }
    const product = menu.product(hit.productId);
    return [
      kit.button(
        `${product?.name ?? ''} · ${product ? priceText(kit, product) : ''}`,
        'openProduct',
        hit.productId,
      ),
    ];
  });
  return {
    text: [
      kit.tr('search-results', { query, count: hits.length }),
      ...pageLine(kit, page, pages),
    ].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages), ...cartRow(kit)),
  };
});
