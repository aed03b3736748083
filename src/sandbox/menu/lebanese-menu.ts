import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { LEBANESE_INGREDIENTS, lebaneseAddon } from './lebanese-parts.ts';
import { LEBANESE_CATEGORIES, LEBANESE_ROWS } from './lebanese-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A thirteenth sandbox restaurant of another kind: a Lebanese restaurant in Sofia ("Ливански
 * ресторант Кедър"), 61 products named as Sofia places publish them (Хумус, Хумус с месо,
 * Мутабал, Бабагануш, Табуле, Фатуш, Лабне, Фалафел, Кибе пържено, Манакиш със заатар, Шаурма
 * пилешка, Шиш таук, Кафта кебап, Мешана скара, Баклава, Кнафе, Мухалабия, Айран, Арак...): cold
 * and hot mezze (falafel by 4 / 8 бр., kibbeh by 3 / 6 бр., tabbouleh and fattoush small or
 * large), manakish and pies, shawarma "В питка" / "На чиния" and sandwiches, the grill (a mixed
 * grill for one or two, a grilled chicken half or whole), sides and sauces as dishes, desserts
 * (baklava by the portion or the kilo), mint tea by the glass or the pot, arak 50 / 100 мл and
 * soft drinks (lebanese-rows.ts). Toum, tahini, "люто", another pita, more hummus, fries or
 * cheese are extras with one price (lebanese-parts.ts). Zones, schedule and restaurant settings
 * are the demo's; there are no combos, no pizzas and no half-and-half. Selected by
 * `npm run sandbox -- --menu lebanese` or `createLebaneseMenu()`; a held-out menu of issue 35's
 * thirteenth split (its phrases were written before running or reading the parser:
 * test/ordering-text/heldout-lebanese.ts).
 */

const LEBANESE: RowMenuKind = {
  name: 'lebanese',
  ingredients: LEBANESE_INGREDIENTS,
  variantAddon: (code) => lebaneseAddon(code),
  productAddon: lebaneseAddon,
  photoEvery: 7,
};

/** The Lebanese menu's product records, in menu order. */
export function lebaneseProducts(): WireProduct[] {
  return rowProducts(LEBANESE, LEBANESE_ROWS);
}

/** A fresh Lebanese restaurant: the demo's zones and settings, this menu's products. */
export function createLebaneseMenu(): SandboxMenu {
  return menuOf(lebaneseProducts(), LEBANESE_CATEGORIES);
}
