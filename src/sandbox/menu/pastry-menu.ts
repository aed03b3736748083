import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { PASTRY_INGREDIENTS, pastryAddon } from './pastry-parts.ts';
import { PASTRY_CATEGORIES, PASTRY_ROWS } from './pastry-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A sixth sandbox restaurant of another kind: a pastry shop and breakfast café with an
 * ice-cream counter in Sofia ("Сладкарница Малинка"), 65 products: cakes by the slice or whole,
 * eclairs and macarons by the piece or the box, baklava and tulumbi, ice cream by 1/2/3 scoops
 * (one product a flavour) and sundaes, a pancake with its filling as an extra, waffles,
 * croissants, banitsa by the portion or the kilo, omelettes, мекици, sandwiches and toasts, hot
 * drinks, boza, ayran, fresh juice 250/400 мл and lemonade by the glass or the jug
 * (pastry-rows.ts). Sauces, whipped cream, nuts, fillings and toppings are extras with one price
 * (pastry-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu pastry` or
 * `createPastryMenu()`; the held-out menu of issue 35's sixth split (its phrases were written
 * before reading the parser: test/ordering-text/heldout-pastry.ts).
 */

const PASTRY: RowMenuKind = {
  name: 'pastry',
  ingredients: PASTRY_INGREDIENTS,
  variantAddon: (code) => pastryAddon(code),
  productAddon: pastryAddon,
  photoEvery: 6,
};

/** The pastry menu's product records, in menu order. */
export function pastryProducts(): WireProduct[] {
  return rowProducts(PASTRY, PASTRY_ROWS);
}

/** A fresh pastry shop: the demo's zones and settings, this menu's products. */
export function createPastryMenu(): SandboxMenu {
  return menuOf(pastryProducts(), PASTRY_CATEGORIES);
}
