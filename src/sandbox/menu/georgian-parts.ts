import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Georgian sandbox menu (georgian-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 7 milk, 8 nuts, 12 sulphites)
 * and its own extras (spec "Addon"): more cheese, butter or an egg on a khachapuri, a tkemali
 * or adjika sauce beside khinkali or a skewer, a puri bread beside a stew. A Georgian place
 * charges an extra the same whatever the size, so every extra has one price. Ids and codes are
 * this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const GEORGIAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Телешко месо', []]],
  [2, ['Свинско месо', []]],
  [3, ['Агнешко месо', []]],
  [4, ['Пилешко месо', []]],
  [5, ['Сирене сулугуни', [7]]],
  [6, ['Имеретинско сирене', [7]]],
  [7, ['Тесто', [1]]],
  [8, ['Яйце', [3]]],
  [9, ['Масло', [7]]],
  [10, ['Лук', []]],
  [11, ['Кориандър', []]],
  [12, ['Чесън', []]],
  [13, ['Орехи', [8]]],
  [14, ['Люта чушка', []]],
  [15, ['Спанак', []]],
  [16, ['Цвекло', []]],
  [17, ['Патладжан', []]],
  [18, ['Домати', []]],
  [19, ['Краставици', []]],
  [20, ['Чушки', []]],
  [21, ['Картофи', []]],
  [22, ['Боб', []]],
  [23, ['Гъби', []]],
  [24, ['Нар', []]],
  [25, ['Тархун', []]],
  [26, ['Бяло вино', [12]]],
  [27, ['Сливи джанки', []]],
  [28, ['Сметана', [7]]],
  [29, ['Царевично брашно', []]],
  [30, ['Ориз', []]],
  [31, ['Подправки хмели-сунели', []]],
  [32, ['Гроздов сок', []]],
  [33, ['Мед', []]],
  [34, ['Брашно', [1]]],
  [35, ['Кисели краставички', []]],
  [36, ['Зеле', []]],
  [37, ['Мляко', [7]]],
  [38, ['Червено вино', [12]]],
  [39, ['Ракия от грозде', []]],
  [40, ['Круша', []]],
  [41, ['Минерална вода', []]],
  [42, ['Бира', [1]]],
  [43, ['Кока-Кола', []]],
  [44, ['Портокали', []]],
  [45, ['Вода', []]],
  [46, ['Газирана вода', []]],
  [47, ['Захар', []]],
  [48, ['Магданоз', []]],
  [49, ['Копър', []]],
  [50, ['Тиквички', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const GEORGIAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_cheese', ['Допълнително сирене', 'topping', [7], 200]],
  ['butter', ['Масло', 'topping', [7], 80]],
  ['egg', ['Яйце', 'topping', [3], 80]],
  ['tkemali', ['Сос ткемали', 'sauce', [], 150]],
  ['adjika', ['Аджика', 'sauce', [], 150]],
  ['puri', ['Пури', 'topping', [1], 150]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function georgianAddon(code: string): WireAddon {
  const def = GEORGIAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown georgian addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a khachapuri or another cheese bread. */
export const KHACHAPURI = ['extra_cheese', 'butter', 'egg'] as const;

/** Beside khinkali. */
export const KHINKALI = ['tkemali', 'adjika'] as const;

/** Beside a skewer or a grilled dish. */
export const GRILL = ['tkemali', 'adjika', 'puri'] as const;

/** Beside a stew, a soup or a starter. */
export const STEW = ['puri'] as const;
