import type { WireProduct } from '../wire.ts';
import { BBQ_INGREDIENTS, bbqAddon } from './bbq-parts.ts';
import { BBQ_CATEGORIES, BBQ_ROWS } from './bbq-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * Another sandbox restaurant of another kind: an American BBQ smokehouse in Sofia ("Смоукхаус
 * барбекю"), 62 products named as Sofia places of that kind publish them, in Bulgarian with the
 * American names transliterated (Свински ребра, Телешки брискет, Дърпано свинско, Бейби бек
 * ребра, Мак енд чийз, Коулслоу...): smoked meats (ribs by half or full rack, brisket by
 * 200 / 400 г), wings by 6 / 12 бр., burgers and sandwiches, BBQ platters for one, two or four,
 * sides, salads, sauces, desserts and shakes small or large, lemonade and iced tea by the glass or
 * the jug, craft beer by 330 / 500 мл, bourbon and soft drinks (bbq-rows.ts). More BBQ sauce, hot
 * sauce, ranch, cheddar, bacon, an egg, jalapeño, a side of fries or coleslaw are extras with one
 * price (bbq-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no
 * combos, no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu bbq` or
 * `createBbqMenu()`; a held-out menu of issue 35 (its phrases were written before running or
 * reading the parser: test/ordering-text/heldout-bbq.ts).
 */

const BBQ: RowMenuKind = {
  name: 'bbq',
  ingredients: BBQ_INGREDIENTS,
  variantAddon: (code) => bbqAddon(code),
  productAddon: bbqAddon,
  photoEvery: 8,
};

/** The smokehouse menu's product records, in menu order. */
export function bbqProducts(): WireProduct[] {
  return rowProducts(BBQ, BBQ_ROWS);
}

/** A fresh smokehouse: the demo's zones and settings, this menu's products. */
export function createBbqMenu(): SandboxMenu {
  return menuOf(bbqProducts(), BBQ_CATEGORIES);
}
