import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Vietnamese sandbox menu (vietnamese-menu.ts): its own ingredient
 * list with allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish,
 * 5 peanuts, 6 soy, 7 milk, 11 sesame) and its own extras (spec "Addon"): more meat, an egg,
 * a portion of rice or noodles, fresh chillies, lime, hoisin or sriracha. A Vietnamese place
 * charges an extra the same whatever the bowl, so every extra has one price. Ids and codes are
 * this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const VIETNAMESE_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Говеждо месо', []]],
  [2, ['Пилешко месо', []]],
  [3, ['Свинско месо', []]],
  [4, ['Скариди', [2]]],
  [5, ['Тофу', [6]]],
  [6, ['Риба сом', [4]]],
  [7, ['Оризова юфка', []]],
  [8, ['Ориз', []]],
  [9, ['Счупен ориз', []]],
  [10, ['Бульон', []]],
  [11, ['Кориандър', []]],
  [12, ['Лук', []]],
  [13, ['Люта чушка', []]],
  [14, ['Фъстъци', [5]]],
  [15, ['Босилек', []]],
  [16, ['Соев кълн', []]],
  [17, ['Рибен сос', [4]]],
  [18, ['Лайм', []]],
  [19, ['Лемонграс', []]],
  [20, ['Чесън', []]],
  [21, ['Джинджифил', []]],
  [22, ['Маруля', []]],
  [23, ['Краставица', []]],
  [24, ['Морков', []]],
  [25, ['Зелена папая', []]],
  [26, ['Мента', []]],
  [27, ['Оризова хартия', []]],
  [28, ['Гъби', []]],
  [29, ['Зеле', []]],
  [30, ['Яйце', [3]]],
  [31, ['Багета', [1]]],
  [32, ['Пастет', []]],
  [33, ['Майонеза', [3]]],
  [34, ['Маринован зеленчук', []]],
  [35, ['Соев сос', [1, 6]]],
  [36, ['Хойсин сос', [6]]],
  [37, ['Кокосово мляко', []]],
  [38, ['Карамелов сос', [7]]],
  [39, ['Кондензирано мляко', [7]]],
  [40, ['Кафе', []]],
  [41, ['Чай', []]],
  [42, ['Захарна тръстика', []]],
  [43, ['Кокосова вода', []]],
  [44, ['Бира', [1]]],
  [45, ['Кока-Кола', []]],
  [46, ['Портокали', []]],
  [47, ['Лимон', []]],
  [48, ['Вода', []]],
  [49, ['Газирана вода', []]],
  [50, ['Домати', []]],
  [51, ['Ананас', []]],
  [52, ['Оризово брашно', []]],
  [53, ['Чушки', []]],
  [54, ['Черен пипер', []]],
  [55, ['Боб мунг', []]],
  [56, ['Манго', []]],
  [57, ['Кокос', []]],
  [58, ['Банан', []]],
  [59, ['Захар', []]],
  [60, ['Мляко', [7]]],
  [61, ['Сусам', [11]]],
  [62, ['Водна спанак', []]],
  [63, ['Свински кюфтенца', []]],
  [64, ['Пшенично брашно', [1]]],
  [65, ['Картофи', []]],
  [66, ['Скариден чипс', [2]]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const VIETNAMESE_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_meat', ['Допълнително месо', 'topping', [], 300]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['rice', ['Ориз', 'topping', [], 150]],
  ['noodles', ['Юфка', 'topping', [], 150]],
  ['chili', ['Люти чушки', 'topping', [], 50]],
  ['lime', ['Лайм', 'topping', [], 50]],
  ['hoisin', ['Хойсин сос', 'sauce', [6], 80]],
  ['sriracha', ['Шрирача', 'sauce', [], 80]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function vietnameseAddon(code: string): WireAddon {
  const def = VIETNAMESE_ADDONS.get(code);
  if (!def) throw new Error(`unknown vietnamese addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a pho or another soup. */
export const SOUP = [
  'extra_meat',
  'egg',
  'noodles',
  'chili',
  'lime',
  'hoisin',
  'sriracha',
] as const;

/** On a bun noodle bowl. */
export const BUN = ['extra_meat', 'egg', 'noodles', 'chili', 'lime'] as const;

/** On a rice or wok dish. */
export const RICE = ['extra_meat', 'egg', 'rice', 'chili', 'lime'] as const;

/** In a banh mi. */
export const BANH_MI = ['extra_meat', 'egg', 'chili', 'sriracha'] as const;

/** Beside rolls and starters. */
export const DIP = ['hoisin', 'chili', 'lime'] as const;
