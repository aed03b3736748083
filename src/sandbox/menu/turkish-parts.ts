import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Turkish sandbox menu (turkish-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 7 milk, 8 nuts) and its own
 * extras (spec "Addon"): more yoghurt, melted butter or a hot sauce on a kebab, a side of fries
 * or rice, an ayran with the dish, more cheese on a pide. One price whatever the size. Ids and
 * codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const TURKISH_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Телешко месо', []]],
  [2, ['Агнешко месо', []]],
  [3, ['Пилешко месо', []]],
  [4, ['Кайма', []]],
  [5, ['Сирене', [7]]],
  [6, ['Пастърма', []]],
  [7, ['Яйце', [3]]],
  [8, ['Тесто', [1]]],
  [9, ['Лук', []]],
  [10, ['Магданоз', []]],
  [11, ['Чесън', []]],
  [12, ['Люта чушка', []]],
  [13, ['Кисело мляко', [7]]],
  [14, ['Домати', []]],
  [15, ['Сумак', []]],
  [16, ['Масло', [7]]],
  [17, ['Доматен сос', []]],
  [18, ['Патладжан', []]],
  [19, ['Чушки', []]],
  [20, ['Краставици', []]],
  [21, ['Червена леща', []]],
  [22, ['Шкембе', []]],
  [23, ['Ориз', []]],
  [24, ['Булгур', [1]]],
  [25, ['Орехи', [8]]],
  [26, ['Шам фъстък', [8]]],
  [27, ['Захарен сироп', []]],
  [28, ['Мляко', [7]]],
  [29, ['Кадаиф', [1]]],
  [30, ['Пита', [1]]],
  [31, ['Лаваш', [1]]],
  [32, ['Пържени картофи', []]],
  [33, ['Маруля', []]],
  [34, ['Зехтин', []]],
  [35, ['Нар', []]],
  [36, ['Лимон', []]],
  [37, ['Черен чай', []]],
  [38, ['Кафе', []]],
  [39, ['Захар', []]],
  [40, ['Черен морков', []]],
  [41, ['Анасонова ракия', []]],
  [42, ['Бира', [1]]],
  [43, ['Кока-Кола', []]],
  [44, ['Портокали', []]],
  [45, ['Вода', []]],
  [46, ['Газирана вода', []]],
  [47, ['Кашкавал', [7]]],
  [48, ['Суджук', []]],
  [49, ['Копър', []]],
  [50, ['Мента', []]],
  [51, ['Локум', []]],
  [52, ['Лозови листа', []]],
  [53, ['Тиквички', []]],
  [54, ['Червен пипер', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const TURKISH_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_yogurt', ['Допълнително кисело мляко', 'sauce', [7], 150]],
  ['butter', ['Масло', 'topping', [7], 100]],
  ['hot_sauce', ['Лют сос', 'sauce', [], 100]],
  ['ayran', ['Айрян', 'topping', [7], 250]],
  ['fries', ['Пържени картофи', 'topping', [], 350]],
  ['rice', ['Ориз', 'topping', [], 300]],
  ['extra_cheese', ['Допълнително сирене', 'topping', [7], 200]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function turkishAddon(code: string): WireAddon {
  const def = TURKISH_ADDONS.get(code);
  if (!def) throw new Error(`unknown turkish addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a kebab or a grilled dish. */
export const GRILL = ['extra_yogurt', 'hot_sauce', 'fries', 'rice', 'ayran'] as const;

/** On an iskender: yoghurt and melted butter. */
export const ISKENDER = ['extra_yogurt', 'butter', 'hot_sauce', 'ayran'] as const;

/** Beside a döner or a dürüm. */
export const DONER = ['extra_yogurt', 'hot_sauce', 'fries', 'ayran'] as const;

/** On a pide or a lahmacun. */
export const PIDE = ['extra_cheese', 'butter', 'hot_sauce', 'ayran'] as const;

/** On a soup: melted butter with red pepper, a hot sauce. */
export const SOUP = ['butter', 'hot_sauce'] as const;

/** On manti: more yoghurt, more butter. */
export const MANTI = ['extra_yogurt', 'butter'] as const;
