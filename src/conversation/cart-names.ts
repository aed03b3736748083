import type { Menu } from '../catalogue/menu.ts';
import type { ProductSelection, Selection } from '../domain/order.ts';

/**
 * The restaurant's names of everything a cart line refers to (dish, size, extras, removed
 * ingredients, base, combo), as the menu had them when the line was added. A later sync may
 * delete what they name; the cart check still tells the customer what changed in words.
 * Keys: `p<id>` dish, `s<id>.<size>` size label, `a<code>` extra, `i<id>` ingredient,
 * `b<code>` base, `c<code>` combo.
 */
export type LineNames = Record<string, string>;

function productNames(menu: Menu, selection: ProductSelection, names: LineNames): void {
  const product = menu.product(selection.product_id);
  if (!product) return;
  names[`p${product.id}`] = product.name;
  const variant = product.variants.find((v) => v.key === selection.size);
  if (variant) names[`s${product.id}.${variant.key}`] = variant.label;
  for (const code of selection.addons ?? []) {
    const addon =
      variant?.addons.find((a) => a.code === code) ?? product.addons.find((a) => a.code === code);
    if (addon) names[`a${code}`] = addon.name;
  }
  for (const id of selection.removed ?? []) {
    const ingredient = variant?.ingredients.find((ingredient) => ingredient.id === id);
    if (ingredient) names[`i${id}`] = ingredient.name;
  }
  const base = product.bases.find((b) => b.code === selection.base);
  if (base) names[`b${base.code}`] = base.name;
}

/** The names a selection refers to in this menu; used when a line enters the cart. */
export function selectionNames(menu: Menu, selection: Selection): LineNames {
  const names: LineNames = {};
  if ('halves' in selection) {
    for (const half of selection.halves) productNames(menu, half, names);
    const first = menu.product(selection.halves[0].product_id);
    const base = first?.bases.find((b) => b.code === selection.base);
    if (base) names[`b${base.code}`] = base.name;
  } else if ('combo_code' in selection) {
    const combo = menu.combo(selection.combo_code);
    if (combo) names[`c${combo.code}`] = combo.name;
    for (const item of selection.items) productNames(menu, item, names);
  } else {
    productNames(menu, selection, names);
  }
  return names;
}
