import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { ITALIAN_INGREDIENTS, italianAddon } from './italian-parts.ts';
import { ITALIAN_CATEGORIES, ITALIAN_ROWS } from './italian-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * Another sandbox restaurant of another kind: an Italian trattoria in Sofia ("италианска
 * тратория", not a pizzeria: three pizzas only), 60 products named as Sofia places publish them,
 * the Italian names in Cyrillic as Bulgarians write them (Брускети с домати, Карпачо от говеждо,
 * Витело тонато, Спагети Карбонара, Пене Арабиата, Тальятеле с гъби и трюфел, Ньоки Соренто,
 * Ризото с манатарки, Оссобуко, Салтимбока, Тирамису...): antipasti, soups and salads, pasta in
 * a usual or a large portion, risotto, secondi, desserts with gelato by 1 / 2 / 3 scoops, coffee,
 * wine by the glass or the bottle and waters by 0.5 / 0.75 л (italian-rows.ts). More parmesan,
 * truffle, chicken, shrimps, gluten-free pasta, a focaccia, chilli oil or a dessert sauce are
 * extras with one price (italian-parts.ts). Zones, schedule and restaurant settings are the
 * demo's; there are no combos and no half-and-half. Selected by `npm run sandbox -- --menu
 * italian` or `createItalianMenu()`; a held-out menu of issue 35 (its phrases were written before
 * running or reading the parser: test/ordering-text/heldout-italian.ts).
 */

const ITALIAN: RowMenuKind = {
  name: 'italian',
  ingredients: ITALIAN_INGREDIENTS,
  variantAddon: (code) => italianAddon(code),
  productAddon: italianAddon,
  photoEvery: 8,
};

/** The Italian menu's product records, in menu order. */
export function italianProducts(): WireProduct[] {
  return rowProducts(ITALIAN, ITALIAN_ROWS);
}

/** A fresh Italian trattoria: the demo's zones and settings, this menu's products. */
export function createItalianMenu(): SandboxMenu {
  return menuOf(italianProducts(), ITALIAN_CATEGORIES);
}
