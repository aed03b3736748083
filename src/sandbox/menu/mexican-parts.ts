import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Mexican sandbox menu (mexican-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 6 soy, 7 milk,
 * 9 celery) and its own extras (spec "Addon"): guacamole, cheddar, jalapeños, sour cream, salsa,
 * beans, rice and more meat on tacos, burritos, quesadillas, nachos, fajitas and bowls; chocolate
 * or caramel sauce and a scoop of ice cream beside churros. A Tex-Mex kitchen charges an extra the
 * same whatever the size, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const MEXICAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Царевична тортила', []]],
  [2, ['Пшенична тортила', [1]]],
  [3, ['Пилешко месо', []]],
  [4, ['Телешко месо', []]],
  [5, ['Свинско карнитас', []]],
  [6, ['Бяла риба', [4]]],
  [7, ['Скариди', [2]]],
  [8, ['Лук', []]],
  [9, ['Кориандър', []]],
  [10, ['Халапеньо', []]],
  [11, ['Заквасена сметана', [7]]],
  [12, ['Черен боб', []]],
  [13, ['Ориз', []]],
  [14, ['Царевица', []]],
  [15, ['Сирене чедър', [7]]],
  [16, ['Пико де гайо', []]],
  [17, ['Гуакамоле', []]],
  [18, ['Маруля', []]],
  [19, ['Домати', []]],
  [20, ['Чушки', []]],
  [21, ['Лайм', []]],
  [22, ['Царевичен чипс', []]],
  [23, ['Сос чипотле', [3]]],
  [24, ['Авокадо', []]],
  [25, ['Червен лук', []]],
  [26, ['Ананас', []]],
  [27, ['Гъби', []]],
  [28, ['Тиквички', []]],
  [29, ['Моцарела', [7]]],
  [30, ['Боб рефрито', []]],
  [31, ['Телешка кайма', []]],
  [32, ['Червен боб', []]],
  [33, ['Доматен бульон', [9]]],
  [34, ['Сос енчилада', []]],
  [35, ['Пилешки крилца', []]],
  [36, ['Картофи', []]],
  [37, ['Тесто', [1, 3]]],
  [38, ['Канела', []]],
  [39, ['Захар', []]],
  [40, ['Яйца', [3]]],
  [41, ['Мляко', [7]]],
  [42, ['Карамел', [7]]],
  [43, ['Текила', []]],
  [44, ['Трипъл сек', []]],
  [45, ['Бял ром', []]],
  [46, ['Мента', []]],
  [47, ['Сол', []]],
  [48, ['Вода', []]],
  [49, ['Газирана вода', []]],
  [50, ['Бира', [1]]],
  [51, ['Лимон', []]],
  [52, ['Ягоди', []]],
  [53, ['Ориз и канела', []]],
  [54, ['Кока-Кола', []]],
  [55, ['Майонеза', [3]]],
  [56, ['Пушен червен пипер', []]],
  [57, ['Хабанеро', []]],
  [58, ['Крема сирене', [7]]],
  [59, ['Киноа', []]],
  [60, ['Манго', []]],
  [61, ['Кисели краставички', []]],
  [62, ['Шоколад', [6, 7]]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const MEXICAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['guacamole', ['Гуакамоле', 'sauce', [], 180]],
  ['cheddar', ['Сирене чедър', 'topping', [7], 120]],
  ['jalapeno', ['Халапеньо', 'topping', [], 60]],
  ['sour_cream', ['Заквасена сметана', 'sauce', [7], 80]],
  ['salsa', ['Салса', 'sauce', [], 80]],
  ['beans', ['Черен боб', 'topping', [], 90]],
  ['rice', ['Ориз', 'topping', [], 90]],
  ['extra_meat', ['Допълнително месо', 'topping', [], 250]],
  ['corn', ['Царевица', 'topping', [], 60]],
  ['chipotle', ['Сос чипотле', 'sauce', [3], 80]],
  ['avocado', ['Авокадо', 'topping', [], 150]],
  ['choc_sauce', ['Шоколадов сос', 'sauce', [6, 7], 80]],
  ['caramel_sauce', ['Карамелов сос', 'sauce', [7], 80]],
  ['ice_cream', ['Топка сладолед', 'topping', [7], 150]],
  ['lime', ['Лайм', 'topping', [], 30]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function mexicanAddon(code: string): WireAddon {
  const def = MEXICAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown mexican addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Extras of a taco. */
export const TACO = ['guacamole', 'cheddar', 'jalapeno', 'sour_cream', 'salsa'] as const;

/** Extras of a burrito, a bowl or an enchilada. */
export const BURRITO = [
  'guacamole',
  'cheddar',
  'jalapeno',
  'sour_cream',
  'salsa',
  'beans',
  'rice',
  'extra_meat',
] as const;

/** Extras of a quesadilla. */
export const QUESADILLA = ['guacamole', 'cheddar', 'jalapeno', 'sour_cream', 'salsa'] as const;

/** Extras of nachos. */
export const NACHOS = ['guacamole', 'cheddar', 'jalapeno', 'sour_cream', 'salsa', 'beans'] as const;

/** Extras of fajitas. */
export const FAJITAS = ['guacamole', 'cheddar', 'sour_cream', 'salsa', 'extra_meat'] as const;

/** Beside churros. */
export const CHURROS = ['choc_sauce', 'caramel_sauce', 'ice_cream'] as const;
