import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Spanish tapas bar's sandbox menu (tapas-menu.ts): its own ingredient
 * list with allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 7 milk,
 * 8 nuts, 12 sulphites, 14 molluscs) and its own extras (spec "Addon"): an aioli or a bravas sauce
 * beside fried tapas, more bread to dip in a garlic or tomato sauce, a fried egg or jamón on the
 * eggs, the tortilla or the pan con tomate, aioli beside a paella. A tapas bar in Sofia charges an
 * extra the same whatever the portion, so every extra has one price. Ids and codes are this
 * menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const TAPAS_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Картофи', []]],
  [2, ['Сос бравас', []]],
  [3, ['Айоли', [3]]],
  [4, ['Люта чушка', []]],
  [5, ['Скариди', [2]]],
  [6, ['Чесън', []]],
  [7, ['Зехтин', []]],
  [8, ['Магданоз', []]],
  [9, ['Бешамел', [1, 7]]],
  [10, ['Шунка', []]],
  [11, ['Пилешко месо', []]],
  [12, ['Гъби', []]],
  [13, ['Галета', [1]]],
  [14, ['Яйца', [3]]],
  [15, ['Чушки падрон', []]],
  [16, ['Морска сол', []]],
  [17, ['Лук', []]],
  [18, ['Калмари', [14]]],
  [19, ['Брашно', [1]]],
  [20, ['Лимон', []]],
  [21, ['Телешка и свинска кайма', []]],
  [22, ['Доматен сос', []]],
  [23, ['Октопод', [14]]],
  [24, ['Пушен червен пипер', []]],
  [25, ['Чоризо', []]],
  [26, ['Ябълков сидър', [12]]],
  [27, ['Миди', [14]]],
  [28, ['Бяло вино', [12]]],
  [29, ['Хамон серано', []]],
  [30, ['Свинско месо', []]],
  [31, ['Ориз', []]],
  [32, ['Шафран', []]],
  [33, ['Рибен бульон', [4]]],
  [34, ['Заешко месо', []]],
  [35, ['Зелен фасул', []]],
  [36, ['Артишок', []]],
  [37, ['Грах', []]],
  [38, ['Тиквички', []]],
  [39, ['Сепия с мастило', [14]]],
  [40, ['Фиде', [1]]],
  [41, ['Домати', []]],
  [42, ['Краставици', []]],
  [43, ['Хляб', [1]]],
  [44, ['Маруля', []]],
  [45, ['Риба тон', [4]]],
  [46, ['Маслини', []]],
  [47, ['Козе сирене', [7]]],
  [48, ['Мед', []]],
  [49, ['Орехи', [8]]],
  [50, ['Майонеза', [3]]],
  [51, ['Моркови', []]],
  [52, ['Шоколад', [7]]],
  [53, ['Тесто', [1]]],
  [54, ['Захар', []]],
  [55, ['Сметана', [7]]],
  [56, ['Мляко', [7]]],
  [57, ['Бадеми', [8]]],
  [58, ['Сирене манчего', [7]]],
  [59, ['Хамон иберико', []]],
  [60, ['Аншоа', [4]]],
  [61, ['Оцет', [12]]],
  [62, ['Червено вино', [12]]],
  [63, ['Пенливо вино', [12]]],
  [64, ['Плодове', []]],
  [65, ['Газирана лимонада', []]],
  [66, ['Бира', [1]]],
  [67, ['Кока-Кола', []]],
  [68, ['Портокали', []]],
  [69, ['Вода', []]],
  [70, ['Газирана вода', []]],
  [71, ['Кафе', []]],
  [72, ['Чушки пикильо', []]],
  [73, ['Карамел', []]],
  [74, ['Крема сирене', [7]]],
  [75, ['Подправки', []]],
  [76, ['Розе вино', [12]]],
  [77, ['Вермут', [12]]],
  [78, ['Шери', [12]]],
  [79, ['Канела', []]],
  [80, ['Портокалова кора', []]],
  [81, ['Мента', []]],
  [82, ['Фанта', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const TAPAS_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['aioli', ['Сос айоли', 'sauce', [3], 150]],
  ['bravas', ['Сос бравас', 'sauce', [], 150]],
  ['bread', ['Допълнителен хляб', 'topping', [1], 120]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['jamon', ['Хамон', 'topping', [], 250]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function tapasAddon(code: string): WireAddon {
  const def = TAPAS_ADDONS.get(code);
  if (!def) throw new Error(`unknown tapas addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside fried tapas: a sauce to dip and bread. */
export const FRIED = ['aioli', 'bravas', 'bread'] as const;

/** Beside a tapa in a sauce (garlic, tomato, wine): bread to dip, aioli. */
export const SAUCY = ['bread', 'aioli'] as const;

/** On eggs and potatoes: another egg, jamón, a sauce. */
export const EGGS = ['egg', 'jamon', 'aioli', 'bravas'] as const;

/** Beside a paella or a fideuà. */
export const PAELLA = ['aioli', 'bread'] as const;

/** On a bread or a cold soup: jamón, an egg. */
export const TOPPED = ['jamon', 'egg'] as const;
