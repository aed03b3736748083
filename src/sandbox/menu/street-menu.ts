import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { STREET_INGREDIENTS, streetAddon } from './street-parts.ts';
import { STREET_CATEGORIES, STREET_ROWS } from './street-rows.ts';

/**
 * A fifth sandbox restaurant of another kind: a burger-and-döner place with a bakery counter in
 * Sofia ("Бургер & Дюнер Ъгъла"), 63 products: burgers single or double, döner and dürüm regular
 * or XL, wraps and hot dogs, fries in three sizes, nuggets and wings by 6/9/12 pieces, salads,
 * sauces as products, menus ("Меню ...", the drink's cup as the size), milkshakes, soft drinks
 * 330 мл / 500 мл / 1 л, and banitsa, kifli and pizza slices (street-rows.ts). Cheese, bacon, an
 * egg, jalapeños, more meat and sauces are extras with one price (street-parts.ts). Zones,
 * schedule and restaurant settings are the demo's; there are no combos (a menu is a dish), no
 * whole pizzas and no half-and-half. Selected by `npm run sandbox -- --menu street` or
 * `createStreetMenu()`; a held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const STREET: RowMenuKind = {
  name: 'street',
  ingredients: STREET_INGREDIENTS,
  variantAddon: (code) => streetAddon(code),
  productAddon: streetAddon,
  photoEvery: 5,
};

/** The street menu's product records, in menu order. */
export function streetProducts(): WireProduct[] {
  return rowProducts(STREET, STREET_ROWS);
}

/** A fresh street-food place: the demo's zones and settings, this menu's products. */
export function createStreetMenu(): SandboxMenu {
  return menuOf(streetProducts(), STREET_CATEGORIES);
}
