import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { MEXICAN_INGREDIENTS, mexicanAddon } from './mexican-parts.ts';
import { MEXICAN_CATEGORIES, MEXICAN_ROWS } from './mexican-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A seventh sandbox restaurant of another kind: a Mexican and Tex-Mex restaurant in Sofia
 * ("Мексикански ресторант Ла Каса"), 61 products named as Sofia places publish them, with the
 * Spanish names Bulgarians use: tacos by 1 or 3 бр., burritos "Стандартно" / "XL", enchiladas and a
 * chimichanga, quesadillas, nachos "Малки" / "Големи", fajitas "За един" / "За двама", bowls, chili
 * con carne and tortilla soup, salads, sides and sauces as products, churros by 3 or 6 бр., flan,
 * margaritas and mojitos by the glass or the 1 л jug (virgin ones too), lemonade, horchata, Corona
 * and soft drinks 330 / 500 мл / 1 л (mexican-rows.ts). Guacamole, cheddar, jalapeños, sour cream,
 * salsa, beans, rice and more meat are extras with one price (mexican-parts.ts). Zones, schedule
 * and restaurant settings are the demo's; there are no combos, no pizzas and no half-and-half.
 * Selected by `npm run sandbox -- --menu mexican` or `createMexicanMenu()`; the held-out menu of
 * issue 35's seventh split (its phrases were written before running or reading the parser:
 * test/ordering-text/heldout-mexican.ts).
 */

const MEXICAN: RowMenuKind = {
  name: 'mexican',
  ingredients: MEXICAN_INGREDIENTS,
  variantAddon: (code) => mexicanAddon(code),
  productAddon: mexicanAddon,
  photoEvery: 7,
};

/** The Mexican menu's product records, in menu order. */
export function mexicanProducts(): WireProduct[] {
  return rowProducts(MEXICAN, MEXICAN_ROWS);
}

/** A fresh Mexican restaurant: the demo's zones and settings, this menu's products. */
export function createMexicanMenu(): SandboxMenu {
  return menuOf(mexicanProducts(), MEXICAN_CATEGORIES);
}
