import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { VIETNAMESE_INGREDIENTS, vietnameseAddon } from './vietnamese-parts.ts';
import { VIETNAMESE_CATEGORIES, VIETNAMESE_ROWS } from './vietnamese-rows.ts';

/**
 * Another sandbox restaurant of another kind: a Vietnamese restaurant in Sofia ("Виетнамски
 * ресторант Сайгон"), 62 products named as Sofia places publish them, with the Vietnamese names
 * in Cyrillic as Bulgarians write them (Фо бо, Фо га, Бун бо Хуе, Бун ча, Бан ми, Нем рулца, Гои
 * куон, Ком там, Бо лук лак, Ка кхо, Ми Куанг...): fried rolls by 4 / 8 бр. and fresh rolls by
 * 2 / 4 бр., salads, pho and other soups in a "Малка купа" / "Голяма купа", bun noodle bowls, rice
 * and wok dishes, banh mi, sides, desserts (Че, Банх флан), Vietnamese coffee "Топло" /
 * "Студено", Ча да, sugar-cane juice 330 / 500 мл, Saigon beer and soft drinks
 * (vietnamese-rows.ts). More meat, an egg, rice, noodles, chillies, lime, hoisin or sriracha are
 * extras with one price (vietnamese-parts.ts). Zones, schedule and restaurant settings are the
 * demo's; there are no combos, no pizzas and no half-and-half. Selected by `npm run sandbox --
 * --menu vietnamese` or `createVietnameseMenu()`; a held-out menu of issue 35 (its phrases were
 * written before running or reading the parser: test/ordering-text/heldout-vietnamese.ts).
 */

const VIETNAMESE: RowMenuKind = {
  name: 'vietnamese',
  ingredients: VIETNAMESE_INGREDIENTS,
  variantAddon: (code) => vietnameseAddon(code),
  productAddon: vietnameseAddon,
  photoEvery: 8,
};

/** The Vietnamese menu's product records, in menu order. */
export function vietnameseProducts(): WireProduct[] {
  return rowProducts(VIETNAMESE, VIETNAMESE_ROWS);
}

/** A fresh Vietnamese restaurant: the demo's zones and settings, this menu's products. */
export function createVietnameseMenu(): SandboxMenu {
  return menuOf(vietnameseProducts(), VIETNAMESE_CATEGORIES);
}
