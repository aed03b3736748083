import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the French bistro sandbox menu (french-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 4 fish, 7 milk, 8 nuts,
 * 10 mustard, 12 sulphites, 14 molluscs) and its own extras (spec "Addon"): more cheese, an egg,
 * a green salad or a baguette beside a savoury dish, fries beside a main, a béarnaise beside the
 * steak, whipped cream or a scoop of ice cream on a crêpe or a dessert. A bistro charges an extra
 * the same whatever the size, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const FRENCH_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Лук', []]],
  [2, ['Сирене грюер', [7]]],
  [3, ['Хляб', [1]]],
  [4, ['Масло', [7]]],
  [5, ['Сметана', [7]]],
  [6, ['Тиква', []]],
  [7, ['Тиквени семки', []]],
  [8, ['Шунка', []]],
  [9, ['Бекон', []]],
  [10, ['Яйце', [3]]],
  [11, ['Маслено тесто', [1, 7]]],
  [12, ['Спанак', []]],
  [13, ['Козе сирене', [7]]],
  [14, ['Сос бешамел', [1, 7]]],
  [15, ['Охлюви', [14]]],
  [16, ['Чесън', []]],
  [17, ['Магданоз', []]],
  [18, ['Пилешки дробчета', []]],
  [19, ['Френски сирена', [7]]],
  [20, ['Колбаси', []]],
  [21, ['Корнишони', []]],
  [22, ['Риба тон', [4]]],
  [23, ['Маслини', []]],
  [24, ['Зелен фасул', []]],
  [25, ['Картофи', []]],
  [26, ['Домати', []]],
  [27, ['Аншоа', [4]]],
  [28, ['Мед', []]],
  [29, ['Орехи', [8]]],
  [30, ['Зелени салати', []]],
  [31, ['Крутони', [1]]],
  [32, ['Телешко месо', []]],
  [33, ['Каперси', []]],
  [34, ['Горчица Дижон', [10]]],
  [35, ['Червено вино', [12]]],
  [36, ['Гъби', []]],
  [37, ['Пилешко месо', []]],
  [38, ['Патешко бутче', []]],
  [39, ['Антрикот', []]],
  [40, ['Тиквички', []]],
  [41, ['Патладжан', []]],
  [42, ['Чушки', []]],
  [43, ['Сьомга', [4]]],
  [44, ['Мули', [14]]],
  [45, ['Бяло вино', [12]]],
  [46, ['Елдово брашно', []]],
  [47, ['Пушена сьомга', [4]]],
  [48, ['Крема фреш', [7]]],
  [49, ['Копър', []]],
  [50, ['Нутела', [7, 8]]],
  [51, ['Портокал', []]],
  [52, ['Захар', []]],
  [53, ['Банан', []]],
  [54, ['Шоколад', [7]]],
  [55, ['Сладко от ягоди', []]],
  [56, ['Бита сметана', [7]]],
  [57, ['Брашно', [1]]],
  [58, ['Ванилия', []]],
  [59, ['Ябълки', []]],
  [60, ['Бадемово брашно', [8]]],
  [61, ['Кафе', []]],
  [62, ['Мляко', [7]]],
  [63, ['Чай', []]],
  [64, ['Ябълков сидър', []]],
  [65, ['Ликьор касис', []]],
  [66, ['Анасонов аперитив', []]],
  [67, ['Бира', [1]]],
  [68, ['Минерална вода', []]],
  [69, ['Газирана вода', []]],
  [70, ['Лимон', []]],
  [71, ['Мента', []]],
  [72, ['Кока-Кола', []]],
  [73, ['Сирене ементал', [7]]],
  [74, ['Яйчен жълтък', [3]]],
  [75, ['Портокалов сок', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const FRENCH_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_cheese', ['Допълнително сирене', 'topping', [7], 250]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['cream', ['Бита сметана', 'topping', [7], 120]],
  ['ice_cream', ['Топка сладолед', 'topping', [7], 250]],
  ['fries', ['Картофи фри', 'topping', [], 350]],
  ['green_salad', ['Зелена салата', 'topping', [], 300]],
  ['baguette', ['Багета', 'topping', [1], 150]],
  ['bearnaise', ['Сос беарнез', 'sauce', [3, 7], 200]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function frenchAddon(code: string): WireAddon {
  const def = FRENCH_ADDONS.get(code);
  if (!def) throw new Error(`unknown french addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a soup, a pâté or the snails. */
export const SOUP = ['baguette', 'extra_cheese'] as const;

/** On a galette, a croque or a quiche. */
export const SAVOURY = ['extra_cheese', 'egg', 'green_salad'] as const;

/** Beside a main dish. */
export const MAIN = ['fries', 'green_salad', 'baguette'] as const;

/** Beside the steak (it comes with fries). */
export const STEAK = ['bearnaise', 'green_salad', 'baguette'] as const;

/** On a crêpe or a dessert. */
export const SWEET = ['cream', 'ice_cream'] as const;
