import type { WireProduct } from '../wire.ts';
import { CAFE_INGREDIENTS, cafeProductAddon, cafeVariantAddon } from './cafe-parts.ts';
import { CAFE_CATEGORIES, CAFE_ROWS } from './cafe-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A third sandbox restaurant of another kind: a specialty café in Sofia ("Кафе Зърно"), 61
 * products: coffees in S/M/L cups (or single/double for an espresso), teas, fresh juices and
 * smoothies in two sizes, lemonades by the glass or the jug, croissants, sandwiches, breakfasts
 * and cakes by the slice. Milks, syrups, an extra shot and toppings are extras priced per size
 * (cafe-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu cafe` or
 * `createCafeMenu()`; the held-out menu of docs/typed-orders.md "Held-out measurement".
 */

const CAFE: RowMenuKind = {
  name: 'café',
  ingredients: CAFE_INGREDIENTS,
  variantAddon: cafeVariantAddon,
  productAddon: cafeProductAddon,
  photoEvery: 4,
};

/** The café menu's product records, in menu order. */
export function cafeProducts(): WireProduct[] {
  return rowProducts(CAFE, CAFE_ROWS);
}

/** A fresh specialty café: the demo's zones and settings, this menu's products. */
export function createCafeMenu(): SandboxMenu {
  return menuOf(cafeProducts(), CAFE_CATEGORIES);
}
