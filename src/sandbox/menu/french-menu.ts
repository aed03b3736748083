import type { WireProduct } from '../wire.ts';
import { FRENCH_INGREDIENTS, frenchAddon } from './french-parts.ts';
import { FRENCH_CATEGORIES, FRENCH_ROWS } from './french-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * Another sandbox restaurant of another kind: a French bistro and crêperie in Sofia ("Бистро и
 * крепери Монмартър"), 62 products named as Sofia places publish them, the French names in
 * Cyrillic as Bulgarians write them (Лучена супа по френски, Киш Лорен, Крок мосю, Охлюви по
 * бургундски, Бьоф бургиньон, Кок о вен, Стек фрит, Мули мариниер, Галета Комплет, Крепа
 * Сюзет, Крем брюле, Тарт Татен...): starters and soups, boards for one or two, salads, mains
 * (the steak by doneness, the mussels by 1/2 кг / 1 кг), sides, savoury galettes, sweet crêpes,
 * desserts, coffees, cider and wine by the glass or the bottle, aperitifs and soft drinks
 * (french-rows.ts). More cheese, an egg, whipped cream, a scoop of ice cream, fries, a green
 * salad, a baguette or a béarnaise are extras with one price (french-parts.ts). Zones, schedule
 * and restaurant settings are the demo's; there are no combos, no pizzas and no half-and-half.
 * Selected by `npm run sandbox -- --menu french` or `createFrenchMenu()`; a held-out menu of
 * issue 35 (its phrases were written before running or reading the parser:
 * test/ordering-text/heldout-french*.ts).
 */

const FRENCH: RowMenuKind = {
  name: 'french',
  ingredients: FRENCH_INGREDIENTS,
  variantAddon: (code) => frenchAddon(code),
  productAddon: frenchAddon,
  photoEvery: 9,
};

/** The French bistro menu's product records, in menu order. */
export function frenchProducts(): WireProduct[] {
  return rowProducts(FRENCH, FRENCH_ROWS);
}

/** A fresh French bistro: the demo's zones and settings, this menu's products. */
export function createFrenchMenu(): SandboxMenu {
  return menuOf(frenchProducts(), FRENCH_CATEGORIES);
}
