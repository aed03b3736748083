import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Korean sandbox menu (korean-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 6 soy, 7 milk,
 * 8 nuts, 11 sesame, 14 molluscs) and its own extras (spec "Addon"): more rice, an egg, cheese or
 * kimchi on a dish, a gochujang, soy or sweet-and-spicy sauce beside it, another portion of
 * noodles in a stew. A Korean place charges an extra the same whatever the size, so every extra
 * has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const KOREAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Ориз', []]],
  [2, ['Говеждо месо', []]],
  [3, ['Свинско месо', []]],
  [4, ['Пилешко месо', []]],
  [5, ['Тофу', [6]]],
  [6, ['Яйце', [3]]],
  [7, ['Чесън', []]],
  [8, ['Лук', []]],
  [9, ['Сусам', [11]]],
  [10, ['Люта чушка', []]],
  [11, ['Кимчи', [4]]],
  [12, ['Кориандър', []]],
  [13, ['Соев сос', [1, 6]]],
  [14, ['Гочуджанг', [1, 6]]],
  [15, ['Моркови', []]],
  [16, ['Спанак', []]],
  [17, ['Соеви кълнове', [6]]],
  [18, ['Гъби шийтаке', []]],
  [19, ['Тиквички', []]],
  [20, ['Зеле напа', []]],
  [21, ['Тесто', [1]]],
  [22, ['Пшенична юфка', [1]]],
  [23, ['Стъклени нудли', []]],
  [24, ['Оризови питки', []]],
  [25, ['Водорасло нори', []]],
  [26, ['Риба тон', [4]]],
  [27, ['Скариди', [2]]],
  [28, ['Калмари', [14]]],
  [29, ['Миди', [14]]],
  [30, ['Рибни кюфтенца', [1, 4]]],
  [31, ['Сирене моцарела', [7]]],
  [32, ['Царевица', []]],
  [33, ['Брашно', [1]]],
  [34, ['Сусамово масло', [11]]],
  [35, ['Джинджифил', []]],
  [36, ['Маруля', []]],
  [37, ['Краставици', []]],
  [38, ['Кисела ряпа', []]],
  [39, ['Червен боб', []]],
  [40, ['Манго', []]],
  [41, ['Ягоди', []]],
  [42, ['Кондензирано мляко', [7]]],
  [43, ['Мляко', [7]]],
  [44, ['Кафява захар', []]],
  [45, ['Орехи', [8]]],
  [46, ['Женшен', []]],
  [47, ['Картофи', []]],
  [48, ['Черна соева паста', [1, 6]]],
  [49, ['Соева паста тенджан', [6]]],
  [50, ['Наденица', []]],
  [51, ['Шунка', []]],
  [52, ['Соджу', []]],
  [53, ['Праскова', []]],
  [54, ['Грейпфрут', []]],
  [55, ['Зелено грозде', []]],
  [56, ['Оризово вино', []]],
  [57, ['Бира', [1]]],
  [58, ['Юджа', []]],
  [59, ['Мед', []]],
  [60, ['Банан', []]],
  [61, ['Кока-Кола', []]],
  [62, ['Лимон и лайм', []]],
  [63, ['Вода', []]],
  [64, ['Газирана вода', []]],
  [65, ['Панировка', [1]]],
  [66, ['Сладко-лют сос', [1, 6]]],
  [67, ['Захар', []]],
  [68, ['Ссамджанг', [1, 6, 11]]],
  [69, ['Сладолед', [7]]],
  [70, ['Сладка царевица', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const KOREAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['rice', ['Допълнително ориз', 'topping', [], 200]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['cheese', ['Допълнително сирене', 'topping', [7], 180]],
  ['kimchi', ['Допълнително кимчи', 'topping', [4], 200]],
  ['noodles', ['Допълнително юфка', 'topping', [1], 200]],
  ['gochujang', ['Гочуджанг сос', 'sauce', [1, 6], 100]],
  ['soy', ['Соев сос', 'sauce', [1, 6], 50]],
  ['yangnyeom', ['Сладко-лют сос', 'sauce', [1, 6], 150]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function koreanAddon(code: string): WireAddon {
  const def = KOREAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown korean addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a rice bowl, a grilled dish or a stir-fry. */
export const BOWL = ['rice', 'egg', 'kimchi', 'gochujang', 'soy'] as const;

/** In a ramyeon, a tteokbokki or a stew. */
export const NOODLE = ['egg', 'cheese', 'kimchi', 'rice'] as const;

/** Beside dumplings, a pancake or kimbap. */
export const DIP = ['soy', 'gochujang'] as const;

/** Beside Korean fried chicken. */
export const CHICKEN = ['yangnyeom', 'cheese', 'rice', 'kimchi'] as const;
