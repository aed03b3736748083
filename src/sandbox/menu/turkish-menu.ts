import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { TURKISH_INGREDIENTS, turkishAddon } from './turkish-parts.ts';
import { TURKISH_CATEGORIES, TURKISH_ROWS } from './turkish-rows.ts';

/**
 * Another sandbox restaurant of another kind: a Turkish restaurant in Sofia ("Турски ресторант
 * Истанбул"), 60 products named as Sofia places publish them (Лахмаджун, Пиде с кайма, Искендер
 * кебап, Адана кебап, Шиш кебап пилешки, Дюнер на чиния, Дюрюм, Мерджимек чорба, Имам баялдъ,
 * Кьопоолу, Сигара бьорек, Мантъ, Баклава, Кюнефе, Айрян, Турски чай, Турско кафе, Ракъ...):
 * kebabs by 1 / 1,5 порции, a mixed grill for one or two, a chicken half or whole, baklava by the
 * portion or the kilo, tea by the glass or the pot, coffee without sugar / medium / sweet, rakı by
 * 50 / 100 мл (turkish-rows.ts). More yoghurt, melted butter, a hot sauce, fries, rice, an ayran
 * or more cheese are extras with one price (turkish-parts.ts). Zones, schedule and restaurant
 * settings are the demo's; there are no combos, no pizzas and no half-and-half. Selected by
 * `npm run sandbox -- --menu turkish` or `createTurkishMenu()`; a held-out menu of issue 35 (its
 * phrases were written before running or reading the parser: test/ordering-text/heldout-turkish.ts).
 */

const TURKISH: RowMenuKind = {
  name: 'turkish',
  ingredients: TURKISH_INGREDIENTS,
  variantAddon: (code) => turkishAddon(code),
  productAddon: turkishAddon,
  photoEvery: 8,
};

/** The Turkish menu's product records, in menu order. */
export function turkishProducts(): WireProduct[] {
  return rowProducts(TURKISH, TURKISH_ROWS);
}

/** A fresh Turkish restaurant: the demo's zones and settings, this menu's products. */
export function createTurkishMenu(): SandboxMenu {
  return menuOf(turkishProducts(), TURKISH_CATEGORIES);
}
