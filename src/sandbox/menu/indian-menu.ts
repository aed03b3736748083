import type { WireProduct } from '../wire.ts';
import type { SandboxMenu } from './index.ts';
import { INDIAN_INGREDIENTS, indianAddon } from './indian-parts.ts';
import { INDIAN_CATEGORIES, INDIAN_ROWS } from './indian-rows.ts';
import { menuOf, type RowMenuKind, rowProducts } from './row-menu.ts';

/**
 * An eighth sandbox restaurant of another kind: an Indian restaurant in Sofia ("Индийски
 * ресторант Тадж"), 69 products named as Sofia places publish them, with the Hindi and English
 * names Bulgarians use written in Cyrillic (Пиле тика масала, Бътър чикън, Палак панир, Бирияни с
 * пиле...): samosas, onion bhaji and paneer pakora by 2 / 4 бр., tandoori chicken "Половин" /
 * "Цяло", curries whose heat is the size ("Мек" / "Среден" / "Лют") or a portion or a dish for two
 * with "Екстра лют" as an extra, biryani "Стандартно" / "Голямо", rice, raita and chutneys as
 * dishes, five naans and a roti one product each, thalis and a menu for two, desserts, lassi
 * 300 / 500 мл, masala chai, Kingfisher and soft drinks (indian-rows.ts). More chicken or paneer,
 * an extra naan or rice with a thali, chutneys, garlic or butter on a naan are extras with one
 * price (indian-parts.ts). Zones, schedule and restaurant settings are the demo's; there are no
 * combos, no pizzas and no half-and-half. Selected by `npm run sandbox -- --menu indian` or
 * `createIndianMenu()`; the held-out menu of issue 35's eighth split (its phrases were written
 * before running or reading the parser: test/ordering-text/heldout-indian.ts).
 */

const INDIAN: RowMenuKind = {
  name: 'indian',
  ingredients: INDIAN_INGREDIENTS,
  variantAddon: (code) => indianAddon(code),
  productAddon: indianAddon,
  photoEvery: 8,
};

/** The Indian menu's product records, in menu order. */
export function indianProducts(): WireProduct[] {
  return rowProducts(INDIAN, INDIAN_ROWS);
}

/** A fresh Indian restaurant: the demo's zones and settings, this menu's products. */
export function createIndianMenu(): SandboxMenu {
  return menuOf(indianProducts(), INDIAN_CATEGORIES);
}
