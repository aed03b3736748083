import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Ukrainian sandbox menu (ukrainian-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 4 fish, 7 milk, 9 celery,
 * 10 mustard) and its own extras (spec "Addon"): more sour cream, a pampushka or bread, butter,
 * mustard or horseradish. Such a place charges an extra the same whatever the size, so every
 * extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const UKRAINIAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Телешко месо', []]],
  [2, ['Свинско месо', []]],
  [3, ['Пилешко месо', []]],
  [4, ['Цвекло', []]],
  [5, ['Зеле', []]],
  [6, ['Картофи', []]],
  [7, ['Моркови', []]],
  [8, ['Лук', []]],
  [9, ['Чесън', []]],
  [10, ['Копър', []]],
  [11, ['Сметана', [7]]],
  [12, ['Майонеза', [3, 10]]],
  [13, ['Гъби', []]],
  [14, ['Киселец', []]],
  [15, ['Яйце', [3]]],
  [16, ['Тесто', [1, 3]]],
  [17, ['Извара', [7]]],
  [18, ['Вишни', []]],
  [19, ['Мед', []]],
  [20, ['Червен хайвер', [4]]],
  [21, ['Херинга', [4]]],
  [22, ['Кисели краставички', []]],
  [23, ['Наденица', []]],
  [24, ['Маслини', []]],
  [25, ['Лимон', []]],
  [26, ['Грах', []]],
  [27, ['Масло', [7]]],
  [28, ['Ориз', []]],
  [29, ['Сланина', []]],
  [30, ['Горчица', [10]]],
  [31, ['Ръжен хляб', [1]]],
  [32, ['Краставици', []]],
  [33, ['Репички', []]],
  [34, ['Айран', [7]]],
  [35, ['Брашно', [1]]],
  [36, ['Кондензирано мляко', [7]]],
  [37, ['Орехи', [8]]],
  [38, ['Захар', []]],
  [39, ['Ръжен квас', [1]]],
  [40, ['Сушени плодове', []]],
  [41, ['Червени боровинки', []]],
  [42, ['Водка', []]],
  [43, ['Люта чушка', []]],
  [44, ['Черен чай', []]],
  [45, ['Кока-Кола', []]],
  [46, ['Вода', []]],
  [47, ['Газирана вода', []]],
  [48, ['Домати', []]],
  [49, ['Целина', [9]]],
  [50, ['Сирене', [7]]],
  [51, ['Бира', [1]]],
  [52, ['Портокали', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const UKRAINIAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['sour_cream', ['Допълнително сметана', 'topping', [7], 120]],
  ['pampushki', ['Пампушки с чесън', 'topping', [1], 250]],
  ['bread', ['Ръжен хляб', 'topping', [1], 100]],
  ['butter', ['Масло', 'topping', [7], 80]],
  ['mustard', ['Горчица', 'sauce', [10], 80]],
  ['horseradish', ['Хрян', 'sauce', [], 80]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function ukrainianAddon(code: string): WireAddon {
  const def = UKRAINIAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown ukrainian addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a soup. */
export const SOUP = ['sour_cream', 'pampushki', 'bread'] as const;

/** On dumplings, blini or syrniki. */
export const DUMPLING = ['sour_cream', 'butter'] as const;

/** Beside a meat dish, pelmeni or a cold starter. */
export const MEAT = ['mustard', 'horseradish', 'bread'] as const;
