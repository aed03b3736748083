import type { WireProduct } from '../wire.ts';
import { GEORGIAN_INGREDIENTS, georgianAddon } from './georgian-parts.ts';
import { GEORGIAN_CATEGORIES, GEORGIAN_ROWS } from './georgian-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A tenth sandbox restaurant of another kind: a Georgian restaurant in Sofia ("Грузински
 * ресторант Тбилисо"), 60 products named as Sofia places publish them, with the Georgian names in
 * Cyrillic as Bulgarians write them (Хинкали с телешко и свинско, Хачапури по аджарски, Пхали,
 * Сациви, Чакапули, Оджахури, Харчо, Шашлик свински...): cold starters and salads, khinkali by
 * 5 / 10 бр., khachapuri (the adjarian one "Малко" / "Голямо"), breads, soups, stews, shashlik
 * by 1 / 2 шиша, chicken tapaka half or whole, sauces, desserts, Lagidze lemonades, Borjomi,
 * chacha and Georgian wine by the glass or the bottle (georgian-rows.ts). More cheese, butter,
 * an egg, tkemali, adjika or a puri are extras with one price (georgian-parts.ts). Zones,
 * schedule and restaurant settings are the demo's; there are no combos, no pizzas and no
 * half-and-half. Selected by `npm run sandbox -- --menu georgian` or `createGeorgianMenu()`; the
 * held-out menu of issue 35's tenth split (its phrases were written before running or reading the
 * parser: test/ordering-text/heldout-georgian.ts).
 */

const GEORGIAN: RowMenuKind = {
  name: 'georgian',
  ingredients: GEORGIAN_INGREDIENTS,
  variantAddon: (code) => georgianAddon(code),
  productAddon: georgianAddon,
  photoEvery: 8,
};

/** The Georgian menu's product records, in menu order. */
export function georgianProducts(): WireProduct[] {
  return rowProducts(GEORGIAN, GEORGIAN_ROWS);
}

/** A fresh Georgian restaurant: the demo's zones and settings, this menu's products. */
export function createGeorgianMenu(): SandboxMenu {
  return menuOf(georgianProducts(), GEORGIAN_CATEGORIES);
}
