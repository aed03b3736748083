import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { RAMEN_INGREDIENTS, ramenAddon } from './ramen-parts.ts';
import { RAMEN_CATEGORIES, RAMEN_ROWS } from './ramen-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * Another sandbox restaurant of another kind: a Japanese ramen bar and izakaya in Sofia ("Рамен
 * бар и изакая Кицуне"), 60 products named as Sofia places publish them, the Japanese names in
 * Cyrillic as Bulgarians write them (Тонкоцу рамен, Шою рамен, Цукемен, Гьоза пилешки, Якитори с
 * праз, Каараге, Гюдон, Оякодон, Окономияки...): ramen in a small or a large bowl, udon and soba
 * (cold or warm), gyoza by 5 / 10 бр., yakitori by 2 / 4 шиша, izakaya snacks, onigiri, katsu and
 * donburi, soups and salads, mochi by 2 / 4 бр., sake warm or cold by 90 / 180 мл, Japanese beer,
 * tea by the cup or the pot (ramen-rows.ts). An egg (аджитама), more chashu, nori, a second
 * portion of noodles (каедама), corn, butter, chili oil and kimchi are extras with one price
 * (ramen-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no combos,
 * no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu ramen` or
 * `createRamenMenu()`; a held-out menu of issue 35 (its phrases were written before running or
 * reading the parser: test/ordering-text/heldout-ramen.ts).
 */

const RAMEN: RowMenuKind = {
  name: 'ramen',
  ingredients: RAMEN_INGREDIENTS,
  variantAddon: (code) => ramenAddon(code),
  productAddon: ramenAddon,
  photoEvery: 8,
};

/** The ramen bar's product records, in menu order. */
export function ramenProducts(): WireProduct[] {
  return rowProducts(RAMEN, RAMEN_ROWS);
}

/** A fresh ramen bar: the demo's zones and settings, this menu's products. */
export function createRamenMenu(): SandboxMenu {
  return menuOf(ramenProducts(), RAMEN_CATEGORIES);
}
