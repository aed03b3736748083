import { LIMITS } from '../../conversation/limits.ts';
import type { Product } from '../../domain/menu.ts';
import { numbered } from '../button-kit.ts';
import { productTarget } from '../button-targets.ts';
import { money } from './describe.ts';
import { amountText } from './prices.ts';
import { menuMissing } from './product-list.ts';
import { NAV, onePage, PAGE, pageLine, pager, screen, type View, type ViewKit } from './view.ts';

/** The buttons of both halves' lists: a pizza, and the pages. */
const PICK = {
  ...NAV,
  ...PAGE,
  pickHalf: numbered('hp', 'PICK_HALF', 'productId', productTarget),
};

/** How the restaurant prices two halves (spec "HalfSettings"); the list shows family prices. */
function halfPriceRule(kit: ViewKit, menu: NonNullable<ViewKit['menu']>): string {
  const { price_mode, fixed_minor } = menu.half;
  if (price_mode === 'fixed') {
    return fixed_minor === null
      ? kit.tr('half-price-unset')
      : kit.tr('half-price-fixed', { price: money(kit, fixed_minor) });
  }
  return kit.tr(`half-price-${price_mode}`);
}

/** A pizza offered as a half, with its family price (what the half rule works from). */
function halfChoiceLabel(kit: ViewKit, menu: NonNullable<ViewKit['menu']>, product: Product) {
  return `${product.name} · ${amountText(kit, menu.variant(product.id, 'family')?.minor ?? null)}`;
}

/** Half-and-half: pick the first or second half among eligible pizzas. */
function halfPickView(kit: ViewKit<typeof PICK>, which: 1 | 2): View {
  const { menu } = kit;
  if (!menu) return menuMissing(kit);
  const eligible = menu.halfEligibleProducts();
  const { page, pages, shown } = onePage(eligible, kit.context.nav.page, LIMITS.productsPerPage);
  const buttons = shown.map((p) => [kit.button(halfChoiceLabel(kit, menu, p), 'pickHalf', p.id)]);
  return {
    text: [
      kit.tr('half-pick', { which }),
      ...pageLine(kit, page, pages),
      halfPriceRule(kit, menu),
    ].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
  };
}

/** Half-and-half: the first half. */
export const halfFirstScreen = screen(PICK, (kit) => halfPickView(kit, 1));

/** Half-and-half: the second half (the same list, the first half's price rule said). */
export const halfSecondScreen = screen(PICK, (kit) => halfPickView(kit, 2));
