import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Italian trattoria sandbox menu (italian-menu.ts): its own ingredient
 * list with allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish,
 * 7 milk, 8 nuts, 9 celery, 12 sulphites, 14 molluscs) and its own extras (spec "Addon"): more
 * parmesan, truffle, chicken or shrimps on a pasta, gluten-free pasta instead of the usual one, a
 * focaccia beside a starter or a soup, chilli oil on a pizza, a sauce on the panna cotta and
 * whipped cream on the gelato. A trattoria charges an extra the same whatever the portion, so
 * every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const ITALIAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Спагети', [1]]],
  [2, ['Пене', [1]]],
  [3, ['Тальятеле', [1, 3]]],
  [4, ['Фетучини', [1, 3]]],
  [5, ['Кори за лазаня', [1, 3]]],
  [6, ['Прясно тесто', [1, 3]]],
  [7, ['Картофени ньоки', [1]]],
  [8, ['Ориз арборио', []]],
  [9, ['Панчета', []]],
  [10, ['Бекон', []]],
  [11, ['Яйце', [3]]],
  [12, ['Пармезан', [7]]],
  [13, ['Пекорино', [7]]],
  [14, ['Сметана', [7]]],
  [15, ['Масло', [7]]],
  [16, ['Чесън', []]],
  [17, ['Лук', []]],
  [18, ['Гъби', []]],
  [19, ['Манатарки', []]],
  [20, ['Трюфел', []]],
  [21, ['Люта чушка', []]],
  [22, ['Доматен сос', []]],
  [23, ['Домати', []]],
  [24, ['Моцарела', [7]]],
  [25, ['Бурата', [7]]],
  [26, ['Босилек', []]],
  [27, ['Говеждо месо', []]],
  [28, ['Телешко месо', []]],
  [29, ['Пилешко филе', []]],
  [30, ['Прошуто', []]],
  [31, ['Скариди', [2]]],
  [32, ['Миди', [14]]],
  [33, ['Калмари', [14]]],
  [34, ['Риба тон', [4]]],
  [35, ['Рикота', [7]]],
  [36, ['Спанак', []]],
  [37, ['Зехтин', []]],
  [38, ['Магданоз', []]],
  [39, ['Рукола', []]],
  [40, ['Маслини', []]],
  [41, ['Каперси', []]],
  [42, ['Хляб', [1]]],
  [43, ['Маскарпоне', [3, 7]]],
  [44, ['Кафе', []]],
  [45, ['Бишкоти савоярди', [1, 3]]],
  [46, ['Какао', []]],
  [47, ['Целина и моркови', [9]]],
  [48, ['Бяло вино', [12]]],
  [49, ['Червено вино', [12]]],
  [50, ['Майонеза', [3]]],
  [51, ['Айсберг', []]],
  [52, ['Крутони', [1]]],
  [53, ['Дресинг Цезар', [3, 4, 7]]],
  [54, ['Горгонзола', [7]]],
  [55, ['Пикантен салам', []]],
  [56, ['Сьомга', [4]]],
  [57, ['Салвия', []]],
  [58, ['Шафран', []]],
  [59, ['Ванилия', []]],
  [60, ['Захар', []]],
  [61, ['Лимон', []]],
  [62, ['Шам фъстък', [8]]],
  [63, ['Мляко', [7]]],
  [64, ['Брашно', [1]]],
  [65, ['Бешамел', [1, 7]]],
  [66, ['Розмарин', []]],
  [67, ['Лимончело', []]],
  [68, ['Аперол', []]],
  [69, ['Просеко', [12]]],
  [70, ['Бира', [1]]],
  [71, ['Минерална вода', []]],
  [72, ['Кока-Кола', []]],
  [73, ['Портокали', []]],
  [74, ['Розе', [12]]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const ITALIAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_parmesan', ['Допълнително пармезан', 'topping', [7], 150]],
  ['truffle', ['Трюфел', 'topping', [], 450]],
  ['chicken', ['Пилешко филе', 'topping', [], 300]],
  ['shrimps', ['Скариди', 'topping', [2], 450]],
  ['gluten_free', ['Паста без глутен', 'topping', [], 200]],
  ['focaccia', ['Фокача', 'topping', [1], 250]],
  ['chili_oil', ['Люто олио', 'sauce', [], 80]],
  ['berries', ['Сос от горски плодове', 'sauce', [], 100]],
  ['caramel', ['Карамелен сос', 'sauce', [7], 100]],
  ['chocolate', ['Шоколадов сос', 'sauce', [7], 100]],
  ['whipped_cream', ['Бита сметана', 'topping', [7], 80]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function italianAddon(code: string): WireAddon {
  const def = ITALIAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown italian addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a pasta: more parmesan, truffle, chicken or shrimps, gluten-free pasta. */
export const PASTA = ['extra_parmesan', 'truffle', 'chicken', 'shrimps', 'gluten_free'] as const;

/** On a risotto or a carpaccio. */
export const RISOTTO = ['extra_parmesan', 'truffle'] as const;

/** Beside a starter, a soup or a salad. */
export const BREAD = ['focaccia'] as const;

/** On a pizza. */
export const PIZZA = ['chili_oil', 'extra_parmesan'] as const;

/** On the panna cotta. */
export const PANNA_COTTA = ['berries', 'caramel', 'chocolate'] as const;
