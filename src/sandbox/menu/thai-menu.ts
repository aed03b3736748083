import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { THAI_INGREDIENTS, thaiAddon } from './thai-parts.ts';
import { THAI_CATEGORIES, THAI_ROWS } from './thai-rows.ts';

/**
 * A twelfth sandbox restaurant of another kind: a Thai restaurant in Sofia ("Тайландски ресторант
 * Сиам"), 61 products named as Sofia places publish them (Пад Тай с пиле / със скариди / с тофу,
 * Том Ям, Том Ка Кай, Зелено къри с пиле, Червено къри с патица, Масаман къри с говеждо, Пад Кра
 * Пао, Кау Пад, Сом Там, Манго с лепкав ориз...): starters with spring rolls by 4 / 8 бр. and satay
 * by 3 / 6 бр., salads whose heat is the size (Мек / Среден / Лют, the som tam up to "Тайландски
 * лют"), soups and curries by small or large portion, wok noodles, the kra pao over rice mild,
 * medium or hot, fried rice, jasmine and sticky rice, coconut desserts, Thai tea, a lemongrass
 * lemonade by the glass or the jug, Singha and Chang (thai-rows.ts). More rice, shrimps,
 * chicken, tofu or peanuts, a fried egg, "extra hot" and a dipping sauce are extras with one
 * price (thai-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no
 * combos, no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu thai` or
 * `createThaiMenu()`; the held-out menu of issue 35's twelfth split (its phrases were written
 * before running or reading the parser: test/ordering-text/heldout-thai.ts).
 */

const THAI: RowMenuKind = {
  name: 'thai',
  ingredients: THAI_INGREDIENTS,
  variantAddon: (code) => thaiAddon(code),
  productAddon: thaiAddon,
  photoEvery: 7,
};

/** The Thai menu's product records, in menu order. */
export function thaiProducts(): WireProduct[] {
  return rowProducts(THAI, THAI_ROWS);
}

/** A fresh Thai restaurant: the demo's zones and settings, this menu's products. */
export function createThaiMenu(): SandboxMenu {
  return menuOf(thaiProducts(), THAI_CATEGORIES);
}
