import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Chinese sandbox menu (chinese-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 5 peanuts,
 * 6 soy, 7 milk, 8 nuts, 11 sesame) and its own extras (spec "Addon"): more rice, an egg, more
 * sauce, cashews, or "extra hot" on a wok dish. A Chinese place in Sofia charges an extra the same
 * whatever the portion, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const CHINESE_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Пилешко месо', []]],
  [2, ['Свинско месо', []]],
  [3, ['Говеждо месо', []]],
  [4, ['Патешко месо', []]],
  [5, ['Скариди', [2]]],
  [6, ['Тофу', [6]]],
  [7, ['Яйце', [3]]],
  [8, ['Ориз', []]],
  [9, ['Юфка', [1, 3]]],
  [10, ['Лук', []]],
  [11, ['Чесън', []]],
  [12, ['Чили', []]],
  [13, ['Кашу', [8]]],
  [14, ['Фъстъци', [5]]],
  [15, ['Кориандър', []]],
  [16, ['Сусам', [11]]],
  [17, ['Соев сос', [1, 6]]],
  [18, ['Бамбук', []]],
  [19, ['Гъби шиитаке', []]],
  [20, ['Моркови', []]],
  [21, ['Чушки', []]],
  [22, ['Зеле', []]],
  [23, ['Ананас', []]],
  [24, ['Джинджифил', []]],
  [25, ['Палачинки', [1]]],
  [26, ['Краставици', []]],
  [27, ['Зелен лук', []]],
  [28, ['Сечуански пипер', []]],
  [29, ['Брашно', [1]]],
  [30, ['Банани', []]],
  [31, ['Мед', []]],
  [32, ['Сладолед', [3, 7]]],
  [33, ['Сладко-кисел сос', []]],
  [34, ['Броколи', []]],
  [35, ['Соеви кълнове', [6]]],
  [36, ['Хойсин сос', [6]]],
  [37, ['Чай', []]],
  [38, ['Бира', [1]]],
  [39, ['Сливи', []]],
  [40, ['Кока-Кола', []]],
  [41, ['Вода', []]],
  [42, ['Газирана вода', []]],
  [43, ['Портокали', []]],
  [44, ['Патладжан', []]],
  [45, ['Захар', []]],
  [46, ['Тесто', [1]]],
  [47, ['Царевица', []]],
  [48, ['Лимон', []]],
  [49, ['Риба', [4]]],
  [50, ['Червен боб', []]],
  [51, ['Лимонада', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const CHINESE_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_rice', ['Допълнително ориз', 'topping', [], 200]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['extra_sauce', ['Допълнително сос', 'sauce', [6], 100]],
  ['cashew', ['Кашу', 'topping', [8], 180]],
  ['extra_hot', ['Екстра лют', 'sauce', [], 50]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function chineseAddon(code: string): WireAddon {
  const def = CHINESE_ADDONS.get(code);
  if (!def) throw new Error(`unknown chinese addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a wok dish of meat, fish or tofu served with rice on the side. */
export const WOK = ['extra_rice', 'extra_sauce', 'extra_hot'] as const;

/** On a wok dish that may take cashews too. */
export const WOK_NUTS = ['extra_rice', 'extra_sauce', 'cashew', 'extra_hot'] as const;

/** On fried rice or noodles. */
export const NOODLES = ['egg', 'extra_sauce', 'extra_hot'] as const;

/** Beside a starter or a soup. */
export const STARTER = ['extra_sauce'] as const;
