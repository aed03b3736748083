import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { UKRAINIAN_INGREDIENTS, ukrainianAddon } from './ukrainian-parts.ts';
import { UKRAINIAN_CATEGORIES, UKRAINIAN_ROWS } from './ukrainian-rows.ts';

/**
 * Another sandbox restaurant of another kind: a Ukrainian / Eastern European restaurant in Sofia
 * ("украински ресторант"), 60 products named in Bulgarian as Sofia places publish them (Борш
 * украински, Пелмени, Вареники с вишни, Блини с хайвер, Сирники, Котлет по киевски, Деруни,
 * Херинга под шуба, Медовик, Квас...): cold starters and salads, soups in a small or large bowl,
 * pelmeni by 10 / 20 бр., vareniki by 8 / 12 бр., blini, mains, pies, desserts, kvass by
 * 0.5 / 1 л and vodka by 50 / 100 мл (ukrainian-rows.ts). More sour cream, pampushki, rye
 * bread, butter, mustard or horseradish are extras with one price (ukrainian-parts.ts). Zones,
 * schedule and restaurant settings are the demo's; no combos, pizzas or half-and-half. Selected
 * by `npm run sandbox -- --menu ukrainian` or `createUkrainianMenu()`; a held-out menu of
 * issue 35 (its phrases were written before running or reading the parser:
 * test/ordering-text/heldout-ukrainian.ts).
 */

const UKRAINIAN: RowMenuKind = {
  name: 'ukrainian',
  ingredients: UKRAINIAN_INGREDIENTS,
  variantAddon: (code) => ukrainianAddon(code),
  productAddon: ukrainianAddon,
  photoEvery: 8,
};

/** The Ukrainian menu's product records, in menu order. */
export function ukrainianProducts(): WireProduct[] {
  return rowProducts(UKRAINIAN, UKRAINIAN_ROWS);
}

/** A fresh Ukrainian restaurant: the demo's zones and settings, this menu's products. */
export function createUkrainianMenu(): SandboxMenu {
  return menuOf(ukrainianProducts(), UKRAINIAN_CATEGORIES);
}
