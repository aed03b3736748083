import { allergenNames } from '../../catalogue/allergens.ts';
import { allergensOf, displayedPrice, unavailability } from '../../catalogue/display.ts';
import { numbered, withArg } from '../button-kit.ts';
import { sizeTarget, type TargetScreen } from '../button-targets.ts';
import { chosenBaseLine } from './allergen-lines.ts';
import { money } from './describe.ts';
import { draftUnitEstimate, runningPriceLine } from './prices.ts';
import { addToCart, customize, size } from './shared-buttons.ts';
import { type Button, rows, screen, type View } from './view.ts';

/** The purpose the allergen line of each size is kept under (`ViewKit.itemText`). */
const ALLERGENS_OF = {
  none: 'allergens',
  standard: 'allergens:standard',
  medium: 'allergens:medium',
  family: 'allergens:family',
} as const;

/** One of the card's choices; the card may have no draft when it cannot be ordered. */
function optionTarget(productId: number, { context, menu }: TargetScreen): unknown {
  const option = menu
    .product(context.nav.productId ?? -1)
    ?.choices.flatMap((group) => group.options)
    .find((o) => o.product_id === productId);
  return option ? [option.product_id, option.label, option.minor] : null;
}

/** The product card: description, price of the selected size, allergens, sizes, choices. */
export const productCardScreen = screen(
  {
    chooseOption: numbered('o', 'CHOOSE_OPTION', 'productId', optionTarget),
    selectSize: withArg('s', size, (key) => ({ type: 'SELECT_SIZE', size: key }), sizeTarget),
    customize,
    addToCart,
  },
  (kit): View => {
    const { menu, context } = kit;
    const product = menu?.product(context.nav.productId ?? -1);
    if (!menu || !product) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
    const draft = context.draft?.kind === 'product' ? context.draft : null;
    const size = draft?.size;
    const price = displayedPrice(product, size);
    const lines = [product.name];
    if (product.description) lines.push(product.description);
    lines.push(price.kind === 'amount' ? money(kit, price.minor) : kit.tr('price-at-quote'));
    // Extras or a crust chosen earlier change the price: say what this choice costs now.
    const unit = draft ? draftUnitEstimate(menu, draft) : null;
    if (draft && price.kind === 'amount' && unit !== price.minor) {
      lines.push(runningPriceLine(kit, menu, draft));
    }
    // The allergens of a dish in a size read the same on every draw: kept per product object.
    const allergenLine = kit.itemText(product, ALLERGENS_OF[size ?? 'none'], () => {
      const allergens = allergensOf(product, size);
      if (allergens.length === 0) return '';
      return kit.tr('allergens', { list: allergenNames(allergens, kit.locale).join(', ') });
    });
    if (allergenLine !== '') lines.push(allergenLine);
    const chosenBase = product.bases.find((base) => base.code === draft?.base);
    if (chosenBase) lines.push(chosenBaseLine(kit, chosenBase));
    const missing = unavailability(product);
    if (missing) {
      lines.push(kit.tr('unavailable'));
      if (missing.availableAt) lines.push(missing.availableAt);
      if (missing.notice) lines.push(missing.notice);
    }
    const keyboard: Button[][] = [];
    for (const group of product.choices) {
      keyboard.push(
        ...rows(
          group.options.map((option) =>
            kit.button(
              `${option.current || option.product_id === product.id ? '● ' : ''}${option.label}`,
              'chooseOption',
              option.product_id,
            ),
          ),
          2,
        ),
      );
    }
    if (draft) {
      keyboard.push(
        product.variants.map((variant) =>
          kit.button(
            `${variant.key === draft.size ? '● ' : ''}${variant.label}${variant.minor === null ? '' : ` ${money(kit, variant.minor)}`}`,
            'selectSize',
            variant.key,
          ),
        ),
      );
      keyboard.push([
        kit.button(kit.tr('btn-customize'), 'customize'),
        kit.button(kit.tr('btn-add'), 'addToCart'),
      ]);
    }
    // Spec "Product": image_illustrative — the photo shows the kind of dish, not this one.
    if (product.image && product.image_illustrative) lines.push(kit.tr('photo-illustrative'));
    return {
      text: lines.join('\n'),
      keyboard: kit.nav(...keyboard),
      photo: product.image ?? undefined,
    };
  },
);
