import { numbered, simple } from '../button-kit.ts';
import { menuOnly, type TargetScreen } from '../button-targets.ts';
import { withStatus } from './ordering-status.ts';
import { openCart, openOrders, repeatLast } from './shared-buttons.ts';
import { type Button, rows, screen, type View } from './view.ts';

const categoryTarget = menuOnly((categoryId: number, { menu }: TargetScreen): unknown => {
  const category = menu.category(categoryId);
  return category ? [category.id, category.name] : null;
});

/** Home: categories, search hint, combos, half-and-half, cart, orders, repeat, language. */
export const homeScreen = screen(
  {
    openCategory: numbered('c', 'OPEN_CATEGORY', 'categoryId', categoryTarget),
    openCombos: simple('cs', { type: 'OPEN_COMBOS' }),
    startHalf: simple('hf', { type: 'START_HALF' }),
    openCart,
    openOrders,
    repeatLast,
    openLanguage: simple('n', { type: 'OPEN_LANGUAGE' }),
  },
  (kit): View => {
    const { menu, context } = kit;
    const top: Button[][] = [];
    if (menu) {
      top.push(
        ...rows(
          menu.categories().map((c) => kit.button(`${c.name}`, 'openCategory', c.id)),
          2,
        ),
      );
      const extras: Button[] = [];
      if (menu.combos().length > 0) extras.push(kit.button(kit.tr('btn-combos'), 'openCombos'));
      if (menu.halfEligibleProducts().length >= 2)
        extras.push(kit.button(kit.tr('btn-half'), 'startHalf'));
      if (extras.length > 0) top.push(extras);
    }
    const lines = context.cart.lines.length;
    top.push([
      kit.button(kit.tr('btn-cart', { count: lines }), 'openCart'),
      kit.button(kit.tr('btn-orders'), 'openOrders'),
    ]);
    const last: Button[] = [];
    if (context.lastOrder && context.lastOrder.length > 0)
      last.push(kit.button(kit.tr('btn-repeat'), 'repeatLast'));
    last.push(kit.button(kit.tr('btn-language'), 'openLanguage'));
    top.push(last);
    const text = menu
      ? kit.tr('home', { search: kit.tr('search-hint') })
      : kit.tr('menu-unavailable');
    return { text: withStatus(kit, text), keyboard: top };
  },
);
