import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { VEGAN_INGREDIENTS, veganAddon } from './vegan-parts.ts';
import { VEGAN_CATEGORIES, VEGAN_ROWS } from './vegan-rows.ts';

/**
 * Another sandbox restaurant of another kind: a vegan bistro and juice bar in Sofia ("Веган
 * бистро Зелено"), plant-based only, 60 products named as Sofia places of that kind publish them
 * (Буда боул, Поке боул с тофу, Веган бургер с грах протеин, Тако с джакфрут, Веган пица
 * Маргарита с кашу моцарела, Къри с нахут и спанак, Тофу скрамбъл, Авокадо тост, Сурова торта,
 * Енергийни топчета, Смути, Фреш, Матча лате...): bowls small or large, burgers and wraps, pizza
 * by 25 / 32 см, pasta, curries and soups by the small or large bowl, salads, breakfast, raw
 * desserts by the slice or the whole cake, smoothies by 300 / 500 мл, fresh juices by 250 / 400
 * мл, lattes with oat or almond milk, kombucha and lemonade by the glass or the jug
 * (vegan-rows.ts). More avocado, tofu, tempeh, hummus, quinoa, cashew cheese, plant milk,
 * protein or seeds are extras with one price (vegan-parts.ts). Zones, schedule and restaurant
 * settings are the demo's; there are no combos and no half-and-half. Selected by `npm run
 * sandbox -- --menu vegan` or `createVeganMenu()`; a held-out menu of issue 35 (its phrases were
 * written before running or reading the parser: test/ordering-text/heldout-vegan.ts).
 */

const VEGAN: RowMenuKind = {
  name: 'vegan',
  ingredients: VEGAN_INGREDIENTS,
  variantAddon: (code) => veganAddon(code),
  productAddon: veganAddon,
  photoEvery: 7,
};

/** The vegan menu's product records, in menu order. */
export function veganProducts(): WireProduct[] {
  return rowProducts(VEGAN, VEGAN_ROWS);
}

/** A fresh vegan bistro: the demo's zones and settings, this menu's products. */
export function createVeganMenu(): SandboxMenu {
  return menuOf(veganProducts(), VEGAN_CATEGORIES);
}
