import type { WireProduct } from '../wire.ts';
import { CHINESE_INGREDIENTS, chineseAddon } from './chinese-parts.ts';
import { CHINESE_CATEGORIES, CHINESE_ROWS } from './chinese-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * An eleventh sandbox restaurant of another kind: a Chinese restaurant in Sofia ("Китайски
 * ресторант Златен дракон"), 63 products named as Sofia places publish them (Пролетни рулца,
 * Кнедли на пара, Супа уонтон, Кисело-люта супа, Пиле кунг пао, Свинско в сладко-кисел сос,
 * Пекинска патица, Тофу Ма По, Пържен ориз Специален, Юфка с говеждо...): starters with spring
 * rolls by 2 / 4 бр. and dumplings by 6 / 12 бр., soups, wok dishes (the favourites by small or
 * large portion, the Sichuan ones mild or hot), Peking duck half or whole, seafood, vegetarian
 * dishes, fried rice and noodles, fried desserts, tea by the cup or the pot, Tsingtao 330 / 640 мл
 * and plum wine (chinese-rows.ts). More rice, an egg, more sauce, cashews or "extra hot" are
 * extras with one price (chinese-parts.ts). Zones, schedule and restaurant settings are the
 * demo's; there are no combos, no pizzas and no half-and-half. Selected by
 * `npm run sandbox -- --menu chinese` or `createChineseMenu()`; the held-out menu of issue 35's
 * eleventh split (its phrases were written before running or reading the parser:
 * test/ordering-text/heldout-chinese.ts).
 */

const CHINESE: RowMenuKind = {
  name: 'chinese',
  ingredients: CHINESE_INGREDIENTS,
  variantAddon: (code) => chineseAddon(code),
  productAddon: chineseAddon,
  photoEvery: 9,
};

/** The Chinese menu's product records, in menu order. */
export function chineseProducts(): WireProduct[] {
  return rowProducts(CHINESE, CHINESE_ROWS);
}

/** A fresh Chinese restaurant: the demo's zones and settings, this menu's products. */
export function createChineseMenu(): SandboxMenu {
  return menuOf(chineseProducts(), CHINESE_CATEGORIES);
}
