import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Indian sandbox menu (indian-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 4 fish, 7 milk, 8 nuts,
 * 10 mustard) and its own extras (spec "Addon"): "Екстра лют" on the curries whose heat is not a
 * size, more chicken or paneer in a curry or a biryani, chutneys beside the starters, an extra naan
 * or rice with a thali, butter or garlic on a naan, ice cream beside a dessert. An Indian kitchen
 * charges an extra the same whatever the portion, so every extra has one price. Ids and codes are
 * this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const INDIAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Пилешко месо', []]],
  [2, ['Агнешко месо', []]],
  [3, ['Скариди', [2]]],
  [4, ['Бяла риба', [4]]],
  [5, ['Панир', [7]]],
  [6, ['Лук', []]],
  [7, ['Кориандър', []]],
  [8, ['Чили', []]],
  [9, ['Кашу', [8]]],
  [10, ['Сметана', [7]]],
  [11, ['Масло гхи', [7]]],
  [12, ['Кисело мляко', [7]]],
  [13, ['Домати', []]],
  [14, ['Чесън', []]],
  [15, ['Джинджифил', []]],
  [16, ['Гарам масала', []]],
  [17, ['Спанак', []]],
  [18, ['Жълта леща', []]],
  [19, ['Черна леща', []]],
  [20, ['Нахут', []]],
  [21, ['Картофи', []]],
  [22, ['Карфиол', []]],
  [23, ['Грах', []]],
  [24, ['Чушки', []]],
  [25, ['Ориз басмати', []]],
  [26, ['Кимион', []]],
  [27, ['Шафран', []]],
  [28, ['Бадеми', [8]]],
  [29, ['Кокосово мляко', []]],
  [30, ['Тесто', [1]]],
  [31, ['Брашно от нахут', []]],
  [32, ['Пшенично брашно', [1]]],
  [33, ['Гъби', []]],
  [34, ['Кокос', []]],
  [35, ['Стафиди', []]],
  [36, ['Синапено семе', [10]]],
  [37, ['Лимон', []]],
  [38, ['Краставица', []]],
  [39, ['Мента', []]],
  [40, ['Манго', []]],
  [41, ['Захар', []]],
  [42, ['Мляко', [7]]],
  [43, ['Кардамон', []]],
  [44, ['Шамфъстък', [8]]],
  [45, ['Черен чай', []]],
  [46, ['Бира', [1]]],
  [47, ['Кока-Кола', []]],
  [48, ['Вода', []]],
  [49, ['Сол', []]],
  [50, ['Моркови', []]],
  [51, ['Сирене', [7]]],
  [52, ['Червен лук', []]],
  [53, ['Зеленчуци', []]],
  [54, ['Газирана вода', []]],
  [55, ['Лимонова напитка', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const INDIAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_hot', ['Екстра лют', 'sauce', [], 50]],
  ['extra_chicken', ['Допълнително пиле', 'topping', [], 300]],
  ['extra_paneer', ['Допълнително панир', 'topping', [7], 250]],
  ['extra_naan', ['Допълнителен наан', 'topping', [1, 7], 250]],
  ['extra_rice', ['Допълнителен ориз', 'topping', [], 250]],
  ['mint_chutney', ['Чътни от мента', 'sauce', [7], 100]],
  ['tamarind', ['Чътни от тамаринд', 'sauce', [], 100]],
  ['garlic', ['Чесън', 'topping', [], 50]],
  ['butter', ['Масло', 'topping', [7], 50]],
  ['ice_cream', ['Топка ванилов сладолед', 'topping', [7], 150]],
  ['cashew', ['Кашу', 'topping', [8], 120]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function indianAddon(code: string): WireAddon {
  const def = INDIAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown indian addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a starter. */
export const STARTER = ['mint_chutney', 'tamarind'] as const;

/** Of a chicken curry whose heat is not a size. */
export const CHICKEN_MILD = ['extra_hot', 'extra_chicken'] as const;

/** Of a chicken curry with its heat as the size. */
export const CHICKEN = ['extra_chicken'] as const;

/** Of a paneer dish. */
export const PANEER = ['extra_paneer'] as const;

/** Of a biryani. */
export const BIRYANI = ['extra_hot', 'cashew'] as const;

/** Of a thali or a menu for two. */
export const THALI = ['extra_naan', 'extra_rice'] as const;

/** On a naan. */
export const NAAN = ['garlic', 'butter'] as const;
