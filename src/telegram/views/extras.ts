import { allowedAddons, defaultBase } from '../../conversation/product-draft.ts';
import { integer, withArg } from '../button-kit.ts';
import { addonAt, addonTarget, numberedBases } from '../button-targets.ts';
import { choiceAllergenLines } from './allergen-lines.ts';
import { money } from './describe.ts';
import { runningPriceLine } from './prices.ts';
import { done, selectBase, toggleCrust, toggleIngredient } from './shared-buttons.ts';
import { type Button, rows, screen, type View } from './view.ts';

/** Extras of the selected size, removable ingredients, bases and the crust. */
export const extrasScreen = screen(
  {
    toggleAddon: withArg(
      'a',
      integer,
      (index, context, menu) => {
        const addon = menu ? addonAt(context, menu, index) : undefined;
        return addon ? { type: 'TOGGLE_ADDON', code: addon.code } : undefined;
      },
      addonTarget,
    ),
    toggleIngredient,
    selectBase,
    toggleCrust,
    done,
  },
  (kit): View => {
    const { menu, context } = kit;
    const draft = context.draft?.kind === 'product' ? context.draft : null;
    const product = draft ? menu?.product(draft.productId) : undefined;
    const variant = product?.variants.find((v) => v.key === draft?.size);
    if (!menu || !draft || !product || !variant)
      return { text: kit.tr('product-gone'), keyboard: kit.nav() };
    const keyboard: Button[][] = [];
    const addons = allowedAddons(product, variant);
    keyboard.push(
      ...rows(
        addons.map((addon, index) =>
          kit.button(
            `${draft.addons.includes(addon.code) ? '✅' : '➕'} ${addon.name} ${money(kit, addon.minor)}`,
            'toggleAddon',
            index,
          ),
        ),
        2,
      ),
    );
    keyboard.push(
      ...rows(
        variant.ingredients
          .filter((ingredient) => ingredient.removable)
          .map((ingredient) =>
            kit.button(
              `${draft.removed.includes(ingredient.id) ? '🚫' : '✔'} ${ingredient.name}`,
              'toggleIngredient',
              { ingredientId: ingredient.id },
            ),
          ),
        3,
      ),
    );
    const bases = numberedBases(context, menu);
    // The chosen base is marked; a draft without one uses the restaurant's flagged default.
    const chosen = draft.base ?? defaultBase(product);
    if (bases.length > 1) {
      keyboard.push(
        bases.map((base, index) =>
          kit.button(`${base.code === chosen ? '● ' : ''}${base.name}`, 'selectBase', index),
        ),
      );
    }
    if (variant.crust_selectable && draft.crust !== undefined) {
      const surcharge =
        variant.crust_extra_minor === null
          ? kit.tr('price-at-quote')
          : money(kit, variant.crust_extra_minor);
      keyboard.push([
        kit.button(
          `${draft.crust ? '✅' : '➕'} ${kit.tr('crust', { price: surcharge })}`,
          'toggleCrust',
        ),
      ]);
    }
    keyboard.push([kit.button(kit.tr('btn-done'), 'done')]);
    const text = [
      kit.tr('extras-title', { name: product.name, size: variant.label }),
      runningPriceLine(kit, menu, draft),
      ...choiceAllergenLines(kit, addons, bases),
      kit.tr('allergen-caution'),
    ].join('\n');
    return { text, keyboard: kit.nav(...keyboard) };
  },
);
