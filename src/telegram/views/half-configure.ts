import { numberedBases } from '../button-targets.ts';
import { choiceAllergenLines } from './allergen-lines.ts';
import { runningPriceLine } from './prices.ts';
import { done, selectBase, toggleIngredient } from './shared-buttons.ts';
import { type Button, rows, screen, type View } from './view.ts';

/** Half-and-half: removals per half and the outer base. */
export const halfConfigureScreen = screen({ toggleIngredient, selectBase, done }, (kit): View => {
  const { menu, context } = kit;
  const draft = context.draft?.kind === 'half' ? context.draft : null;
  if (!menu || !draft) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const keyboard: Button[][] = [];
  const names: string[] = [];
  draft.halves.forEach((half, index) => {
    const product = menu.product(half.productId);
    names.push(product?.name ?? '?');
    const variant = menu.variant(half.productId, 'family');
    keyboard.push(
      ...rows(
        (variant?.ingredients ?? [])
          .filter((ingredient) => ingredient.removable)
          .map((ingredient) =>
            kit.button(
              `½${index + 1} ${half.removed.includes(ingredient.id) ? '🚫' : '✔'} ${ingredient.name}`,
              'toggleIngredient',
              { half: index, ingredientId: ingredient.id },
            ),
          ),
        2,
      ),
    );
  });
  const bases = numberedBases(context, menu);
  if (bases.length > 1) {
    keyboard.push(
      bases.map((base, index) =>
        kit.button(`${base.code === draft.base ? '● ' : ''}${base.name}`, 'selectBase', index),
      ),
    );
  }
  keyboard.push([kit.button(kit.tr('btn-done'), 'done')]);
  const text = [
    kit.tr('half-configure', { first: names[0] ?? '', second: names[1] ?? '' }),
    runningPriceLine(kit, menu, draft),
    ...choiceAllergenLines(kit, [], bases),
  ].join('\n');
  return { text, keyboard: kit.nav(...keyboard) };
});
