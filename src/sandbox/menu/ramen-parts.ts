import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the ramen bar's sandbox menu (ramen-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 6 soy,
 * 7 milk, 11 sesame, 14 molluscs) and its own extras (spec "Addon"): a marinated egg (аджитама),
 * more chashu, nori, a second portion of noodles (каедама), corn, butter, chili oil or kimchi on a
 * bowl, Japanese mayonnaise beside a fried snack, more rice under a donburi or a curry. A ramen
 * bar charges an extra the same whatever the bowl, so every extra has one price. Ids and codes
 * are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const RAMEN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Свински бульон', []]],
  [2, ['Пилешки бульон', []]],
  [3, ['Зеленчуков бульон', []]],
  [4, ['Юфка рамен', [1]]],
  [5, ['Юфка удон', [1]]],
  [6, ['Юфка соба', [1]]],
  [7, ['Свинско чашу', []]],
  [8, ['Яйце', [3]]],
  [9, ['Нори', []]],
  [10, ['Зелен лук', []]],
  [11, ['Чесън', []]],
  [12, ['Бамбук', []]],
  [13, ['Чили', []]],
  [14, ['Сусам', [11]]],
  [15, ['Мисо паста', [6]]],
  [16, ['Соев сос', [1, 6]]],
  [17, ['Царевица', []]],
  [18, ['Масло', [7]]],
  [19, ['Тофу', [6]]],
  [20, ['Бок чой', []]],
  [21, ['Гъби шийтаке', []]],
  [22, ['Кълнове', []]],
  [23, ['Скариди темпура', [1, 2]]],
  [24, ['Говеждо', []]],
  [25, ['Пилешко', []]],
  [26, ['Свинска кайма', []]],
  [27, ['Зеле', []]],
  [28, ['Октопод', [14]]],
  [29, ['Бонито флейкс', [4]]],
  [30, ['Японска майонеза', [3]]],
  [31, ['Сос окономияки', [1, 6]]],
  [32, ['Ориз', []]],
  [33, ['Сьомга', [4]]],
  [34, ['Тон', [4]]],
  [35, ['Умебоши', []]],
  [36, ['Праз', []]],
  [37, ['Пилешки кожички', []]],
  [38, ['Панко', [1]]],
  [39, ['Къри сос', [1]]],
  [40, ['Лук', []]],
  [41, ['Едамаме', [6]]],
  [42, ['Морска сол', []]],
  [43, ['Уакаме', []]],
  [44, ['Краставици', []]],
  [45, ['Напа зеле', []]],
  [46, ['Брашно', [1]]],
  [47, ['Оризово брашно', []]],
  [48, ['Сладка бобена паста', []]],
  [49, ['Матча', []]],
  [50, ['Мляко', [7]]],
  [51, ['Сметана', [7]]],
  [52, ['Саке', []]],
  [53, ['Бира', [1]]],
  [54, ['Японско уиски', []]],
  [55, ['Сода', []]],
  [56, ['Слива уме', []]],
  [57, ['Зелен чай', []]],
  [58, ['Печен ориз', []]],
  [59, ['Лимонада', []]],
  [60, ['Ферментирало мляко', [7]]],
  [61, ['Кока-Кола', []]],
  [62, ['Спрайт', []]],
  [63, ['Вода', []]],
  [64, ['Газирана вода', []]],
  [65, ['Бао хлебче', [1]]],
  [66, ['Сос тонкацу', [6]]],
  [67, ['Джинджифил', []]],
  [68, ['Сос таре', [1, 6]]],
  [69, ['Захар', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const RAMEN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['ajitama', ['Допълнително яйце (аджитама)', 'topping', [3], 150]],
  ['chashu', ['Допълнително чашу', 'topping', [], 350]],
  ['nori', ['Нори', 'topping', [], 80]],
  ['kaedama', ['Юфка (каедама)', 'topping', [1], 250]],
  ['corn', ['Царевица', 'topping', [], 100]],
  ['butter', ['Масло', 'topping', [7], 100]],
  ['chili_oil', ['Чили масло', 'sauce', [], 100]],
  ['kimchi', ['Кимчи', 'topping', [], 200]],
  ['mayo', ['Японска майонеза', 'sauce', [3], 80]],
  ['extra_rice', ['Допълнителен ориз', 'topping', [], 150]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function ramenAddon(code: string): WireAddon {
  const def = RAMEN_ADDONS.get(code);
  if (!def) throw new Error(`unknown ramen addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a ramen bowl with meat. */
export const BOWL = [
  'ajitama',
  'chashu',
  'nori',
  'kaedama',
  'corn',
  'butter',
  'chili_oil',
  'kimchi',
] as const;

/** On the vegan bowl: no egg, no pork, no butter. */
export const VEGAN_BOWL = ['nori', 'kaedama', 'corn', 'chili_oil', 'kimchi'] as const;

/** On an udon or a soba. */
export const NOODLES = ['ajitama', 'nori', 'chili_oil'] as const;

/** Under a donburi or a curry. */
export const DON = ['ajitama', 'kimchi', 'extra_rice'] as const;

/** Beside a fried snack. */
export const SNACK = ['mayo', 'chili_oil'] as const;
