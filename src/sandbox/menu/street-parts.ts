import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the street-food sandbox menu (street-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 6 soy, 7 milk, 10 mustard,
 * 11 sesame, 12 sulphites) and its own extras (spec "Addon"): cheese, bacon, an egg, jalapeños
 * and a second patty for a burger; cheese, meat and sauces for a döner; cheddar and sauce on the
 * fries; dips for nuggets; whipped cream on a shake. A street kitchen charges an extra the same
 * whatever the size, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const STREET_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Хлебче със сусам', [1, 11]]],
  [2, ['Телешко кюфте', []]],
  [3, ['Чедър', [7]]],
  [4, ['Лук', []]],
  [5, ['Кисели краставички', []]],
  [6, ['Бургер сос', [3, 10]]],
  [7, ['Домат', []]],
  [8, ['Айсберг', []]],
  [9, ['Бекон', []]],
  [10, ['Пилешко филе панирано', [1, 3]]],
  [11, ['Халапеньо', []]],
  [12, ['Барбекю сос', [10]]],
  [13, ['Пържен лук', [1]]],
  [14, ['Яйце', [3]]],
  [15, ['Зеленчуково кюфте', [1, 6]]],
  [16, ['Пилешко месо дюнер', []]],
  [17, ['Телешко месо дюнер', []]],
  [18, ['Питка', [1]]],
  [19, ['Тортила', [1]]],
  [20, ['Зеле', []]],
  [21, ['Чеснов сос', [3, 7]]],
  [22, ['Пържени картофи', []]],
  [23, ['Краставица', []]],
  [24, ['Лют сос', []]],
  [25, ['Свинска наденица', []]],
  [26, ['Хлебче за хот-дог', [1]]],
  [27, ['Горчица', [10]]],
  [28, ['Кетчуп', []]],
  [29, ['Картофи', []]],
  [30, ['Пилешки хапки', [1, 3]]],
  [31, ['Моцарела', [7]]],
  [32, ['Лучени кръгчета', [1]]],
  [33, ['Майонеза', [3]]],
  [34, ['Сирене', [7]]],
  [35, ['Царевица', []]],
  [36, ['Пармезан', [7]]],
  [37, ['Крутони', [1]]],
  [38, ['Цезар дресинг', [3, 4, 7]]],
  [39, ['Мляко', [7]]],
  [40, ['Сладолед', [7]]],
  [41, ['Шоколад', [6, 7]]],
  [42, ['Ягоди', []]],
  [43, ['Ванилия', []]],
  [44, ['Карамел', [7]]],
  [45, ['Кисело мляко', [7]]],
  [46, ['Вода', []]],
  [47, ['Точени кори', [1]]],
  [48, ['Масло', [7]]],
  [49, ['Тесто', [1, 3, 7]]],
  [50, ['Колбас', []]],
  [51, ['Кашкавал', [7]]],
  [52, ['Шунка', []]],
  [53, ['Доматен сос', []]],
  [54, ['Захар', []]],
  [55, ['Сладко сирене', [7]]],
  [56, ['Шоколадов крем', [6, 7, 8]]],
  [57, ['Пилешки крилца', []]],
  [58, ['Фалафел', [11]]],
  [59, ['Хумус', [11]]],
  [60, ['Маруля', []]],
  [61, ['Кафява захар', []]],
  [62, ['Червен лук', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const STREET_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_cheddar', ['Допълнително чедър', 'topping', [7], 100]],
  ['extra_bacon', ['Бекон', 'topping', [], 150]],
  ['fried_egg', ['Пържено яйце', 'topping', [3], 100]],
  ['jalapeno', ['Халапеньо', 'topping', [], 80]],
  ['extra_patty', ['Допълнително кюфте', 'topping', [], 290]],
  ['onion_rings_top', ['Лучени кръгчета в бургера', 'topping', [1], 120]],
  ['extra_meat', ['Допълнително месо', 'topping', [], 250]],
  ['kashkaval', ['Кашкавал', 'topping', [7], 100]],
  ['fries_inside', ['Картофки вътре', 'topping', [], 80]],
  ['garlic_sauce', ['Чеснов сос', 'sauce', [3, 7], 50]],
  ['hot_sauce', ['Лют сос', 'sauce', [], 50]],
  ['cheese_sauce', ['Сирене сос чедър', 'sauce', [7], 120]],
  ['bbq_sauce', ['Барбекю сос', 'sauce', [10], 50]],
  ['ketchup', ['Кетчуп', 'sauce', [], 40]],
  ['mayo', ['Майонеза', 'sauce', [3], 40]],
  ['grated_sirene', ['Настъргано сирене', 'topping', [7], 120]],
  ['grilled_chicken', ['Пилешко филе на скара', 'topping', [], 250]],
  ['whipped_cream', ['Сметана шантийи', 'topping', [7], 60]],
  ['extra_chocolate', ['Шоколадов топинг', 'sauce', [6, 7], 60]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function streetAddon(code: string): WireAddon {
  const def = STREET_ADDONS.get(code);
  if (!def) throw new Error(`unknown street addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Extras of a beef or chicken burger. */
export const BURGER = [
  'extra_cheddar',
  'extra_bacon',
  'fried_egg',
  'jalapeno',
  'onion_rings_top',
] as const;

/** Extras of a döner or a dürüm. */
export const DONER = [
  'extra_meat',
  'kashkaval',
  'fries_inside',
  'garlic_sauce',
  'hot_sauce',
  'jalapeno',
] as const;

/** Extras of a wrap or a hot dog. */
export const WRAP = ['extra_cheddar', 'jalapeno', 'hot_sauce', 'garlic_sauce'] as const;

/** Extras of fries and potato wedges. */
export const FRIES = [
  'cheese_sauce',
  'grated_sirene',
  'extra_bacon',
  'ketchup',
  'mayo',
  'garlic_sauce',
] as const;

/** Dips beside nuggets, wings and rings. */
export const DIPS = ['ketchup', 'mayo', 'garlic_sauce', 'bbq_sauce', 'hot_sauce'] as const;

/** Extras of a salad. */
export const SALAD = ['grilled_chicken', 'grated_sirene'] as const;

/** Extras of a milkshake. */
export const SHAKE = ['whipped_cream', 'extra_chocolate'] as const;
