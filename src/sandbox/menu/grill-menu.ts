import type { WireProduct } from '../wire.ts';
import { GRILL_INGREDIENTS, grillAddon } from './grill-parts.ts';
import { GRILL_CATEGORIES, GRILL_ROWS } from './grill-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A fourth sandbox restaurant of another kind: a Bulgarian mehana with its own bakery in Sofia
 * ("Механа Под лозата"), 63 products: salads, starters and dips, soups, the grill by the piece
 * or by weight, pot dishes, garnishes, breads and banitsa, desserts, soft drinks, rakia, wine and
 * beer (grill-rows.ts). Garnishes, lyutenitsa, cheese and toppings are extras with one price
 * (grill-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu grill` or
 * `createGrillMenu()`; a held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const GRILL: RowMenuKind = {
  name: 'grill',
  ingredients: GRILL_INGREDIENTS,
  variantAddon: (code) => grillAddon(code),
  productAddon: grillAddon,
  photoEvery: 5,
};

/** The grill menu's product records, in menu order. */
export function grillProducts(): WireProduct[] {
  return rowProducts(GRILL, GRILL_ROWS);
}

/** A fresh mehana: the demo's zones and settings, this menu's products. */
export function createGrillMenu(): SandboxMenu {
  return menuOf(grillProducts(), GRILL_CATEGORIES);
}
