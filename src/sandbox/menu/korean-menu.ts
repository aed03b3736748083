import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { KOREAN_INGREDIENTS, koreanAddon } from './korean-parts.ts';
import { KOREAN_CATEGORIES, KOREAN_ROWS } from './korean-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A fourteenth sandbox restaurant of another kind: a Korean restaurant in Sofia ("Корейски
 * ресторант Сеул"), 62 products named as Sofia places publish them, with the Korean names in
 * Cyrillic as Bulgarians write them (Кимчи, Бибимбап с говеждо, Булгоги, Якнём чикън, Самгьопсал,
 * Кимчи чиге, Сундубу чиге, Рамьон, Токбоки, Кимпап, Чапче, Пачжон, Мандо, Кальби, Бингсу,
 * Хотток, Соджу, Макгьоли...): mandu by 6 / 10 бр., kimbap by 8 / 16 парчета, Korean fried
 * chicken by 6 / 12 парчета or half / whole, samgyeopsal and bingsu for one or two, bibimbap in a
 * bowl or a hot stone bowl, ramyeon and sundubu "Мек" / "Лют" / "Много лют", makgeolli by the glass
 * or the bottle (korean-rows.ts). More rice, an egg, cheese or kimchi, another portion of noodles,
 * a gochujang, soy or sweet-and-spicy sauce are extras with one price (korean-parts.ts). Zones,
 * schedule and restaurant settings are the demo's; there are no combos, no pizzas and no
 * half-and-half. Selected by `npm run sandbox -- --menu korean` or `createKoreanMenu()`; the
 * held-out menu of issue 35's fourteenth split (its phrases were written before running or
 * reading the parser: test/ordering-text/heldout-korean.ts).
 */

const KOREAN: RowMenuKind = {
  name: 'korean',
  ingredients: KOREAN_INGREDIENTS,
  variantAddon: (code) => koreanAddon(code),
  productAddon: koreanAddon,
  photoEvery: 8,
};

/** The Korean menu's product records, in menu order. */
export function koreanProducts(): WireProduct[] {
  return rowProducts(KOREAN, KOREAN_ROWS);
}

/** A fresh Korean restaurant: the demo's zones and settings, this menu's products. */
export function createKoreanMenu(): SandboxMenu {
  return menuOf(koreanProducts(), KOREAN_CATEGORIES);
}
