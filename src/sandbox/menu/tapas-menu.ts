import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';
import { TAPAS_INGREDIENTS, tapasAddon } from './tapas-parts.ts';
import { TAPAS_CATEGORIES, TAPAS_ROWS } from './tapas-rows.ts';

/**
 * A fourteenth sandbox restaurant of another kind: a Spanish tapas bar in Sofia ("Испански тапас
 * бар Ла Бодега"), 60 products named as Sofia places publish them, the Spanish names in Cyrillic
 * (Пататас бравас, Гамбас ал ахийо, Крокетас с шунка, Хамон серано, Пимиентос де падрон, Тортиля
 * испаньола, Калмари а ла романа, Пан кон томате, Албондигас, Пулпо а ла гайега, Паеля валенсиана,
 * Фидеуа, Гаспачо, Салмореха, Чурос с шоколад, Крема каталана, Сангрия, Тинто де верано...): cold
 * and hot tapas (croquetas by 4 / 8 бр., jamón by 50 / 100 г, the tortilla by the slice or whole,
 * bravas small or large), paella and fideuà for one or two people, cold soups and salads, desserts,
 * sangria by the glass or the jug, Spanish wine and cava by the glass or the bottle, beer, soft
 * drinks and coffee (tapas-rows.ts). Aioli, a bravas sauce, more bread, an egg or jamón are
 * extras with one price (tapas-parts.ts). Zones, schedule and restaurant settings are the demo's;
 * there are no combos, no pizzas and no half-and-half. Selected by
 * `npm run sandbox -- --menu tapas` or `createTapasMenu()`; a held-out menu of issue 35 (its
 * phrases were written before running or reading the parser: test/ordering-text/heldout-tapas.ts).
 */

const TAPAS: RowMenuKind = {
  name: 'tapas',
  ingredients: TAPAS_INGREDIENTS,
  variantAddon: (code) => tapasAddon(code),
  productAddon: tapasAddon,
  photoEvery: 9,
};

/** The tapas bar's product records, in menu order. */
export function tapasProducts(): WireProduct[] {
  return rowProducts(TAPAS, TAPAS_ROWS);
}

/** A fresh Spanish tapas bar: the demo's zones and settings, this menu's products. */
export function createTapasMenu(): SandboxMenu {
  return menuOf(tapasProducts(), TAPAS_CATEGORIES);
}
