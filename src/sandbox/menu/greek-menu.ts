import type { WireProduct } from '../wire.ts';
import { GREEK_INGREDIENTS, greekAddon } from './greek-parts.ts';
import { GREEK_CATEGORIES, GREEK_ROWS } from './greek-rows.ts';
import type { SandboxMenu } from './index.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * A ninth sandbox restaurant of another kind: a Greek taverna with a fish and seafood counter in
 * Sofia ("Гръцка таверна Митос"), 64 products named as Sofia places publish them, with the Greek
 * names in Cyrillic as Bulgarians write them (Цацики, Гирос с пиле, Сувлаки свинско, Мусака,
 * Пастицио, Кефтедес, Саганаки, Калмари пържени, Ципура на скара...): dips, the Greek salad small
 * or large, keftedes by 4 / 8 бр., gyros "В питка" / "В чиния", souvlaki by 2 / 3 шиша, baked
 * dishes, seafood, whole fish by weight (300 / 500 г), sides, desserts, ouzo 50 / 200 мл, house
 * wine by the glass, the half litre or the litre, frappé, Mythos and soft drinks
 * (greek-rows.ts). More feta, tzatziki, a pita, fries, lemon or a hot pepper are extras with one
 * price (greek-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no
 * combos, no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu greek` or
 * `createGreekMenu()`; the held-out menu of issue 35's ninth split (its phrases were written
 * before running or reading the parser: test/ordering-text/heldout-greek.ts).
 */

const GREEK: RowMenuKind = {
  name: 'greek',
  ingredients: GREEK_INGREDIENTS,
  variantAddon: (code) => greekAddon(code),
  productAddon: greekAddon,
  photoEvery: 9,
};

/** The Greek menu's product records, in menu order. */
export function greekProducts(): WireProduct[] {
  return rowProducts(GREEK, GREEK_ROWS);
}

/** A fresh Greek taverna: the demo's zones and settings, this menu's products. */
export function createGreekMenu(): SandboxMenu {
  return menuOf(greekProducts(), GREEK_CATEGORIES);
}
