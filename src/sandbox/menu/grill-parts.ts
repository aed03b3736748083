import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the grill sandbox menu (grill-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 3 egg, 7 milk, 8 nuts, 12 sulphites) and its
 * own extras (spec "Addon"): garnishes for the grill, lyutenitsa, cheese, chopped onion, a hot
 * pepper, garlic with vinegar for the tripe soup, toppings for a mekitsa or a pancake. A mehana
 * charges an extra the same whatever the portion, so every extra has one price. Ids and codes
 * are this menu's own, not the pizzeria's or the café's.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const GRILL_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Домати', []]],
  [2, ['Краставици', []]],
  [3, ['Печени чушки', []]],
  [4, ['Лук', []]],
  [5, ['Сирене', [7]]],
  [6, ['Магданоз', []]],
  [7, ['Гъби', []]],
  [8, ['Шунка', []]],
  [9, ['Яйце', [3]]],
  [10, ['Кашкавал', [7]]],
  [11, ['Кисело мляко', [7]]],
  [12, ['Чесън', []]],
  [13, ['Копър', []]],
  [14, ['Орехи', [8]]],
  [15, ['Маруля', []]],
  [16, ['Репички', []]],
  [17, ['Зелен лук', []]],
  [18, ['Маслини', []]],
  [19, ['Люта чушка', []]],
  [20, ['Моркови', []]],
  [21, ['Печени патладжани', []]],
  [22, ['Слънчогледово олио', []]],
  [23, ['Картофи', []]],
  [24, ['Галета', [1]]],
  [25, ['Шкембе', []]],
  [26, ['Прясно мляко', [7]]],
  [27, ['Телешко месо', []]],
  [28, ['Боб', []]],
  [29, ['Джоджен', []]],
  [30, ['Пилешко месо', []]],
  [31, ['Фиде', [1, 3]]],
  [32, ['Кайма', []]],
  [33, ['Кимион', []]],
  [34, ['Свинско месо', []]],
  [35, ['Чубрица', []]],
  [36, ['Бамя', []]],
  [37, ['Ориз', []]],
  [38, ['Лозов лист', []]],
  [39, ['Червено вино', [12]]],
  [40, ['Масло', [7]]],
  [41, ['Тесто', [1, 3, 7]]],
  [42, ['Спанак', []]],
  [43, ['Тиква', []]],
  [44, ['Шоколад', [6, 7]]],
  [45, ['Мед', []]],
  [46, ['Точени кори', [1]]],
  [47, ['Захарен сироп', []]],
  [48, ['Ванилия', []]],
  [49, ['Карамел', []]],
  [50, ['Грозде', [12]]],
  [51, ['Сливи', []]],
  [52, ['Ечемичен малц', [1]]],
  [53, ['Минерална вода', []]],
  [54, ['Просо', [1]]],
  [55, ['Пържени картофи', []]],
  [56, ['Розмарин', []]],
  [57, ['Лимон', []]],
  [58, ['Мента', []]],
  [59, ['Бяло вино', [12]]],
  [60, ['Свинско черво', []]],
  [61, ['Захар', []]],
  [62, ['Чушки', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const GRILL_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['garnish_fries', ['Гарнитура пържени картофи', 'topping', [], 250]],
  ['garnish_rice', ['Гарнитура ориз', 'topping', [7], 220]],
  ['garnish_salad', ['Гарнитура зелена салата', 'topping', [], 250]],
  ['lyutenitsa', ['Лютеница', 'sauce', [], 120]],
  ['chopped_onion', ['Нарязан лук', 'topping', [], 30]],
  ['hot_pepper', ['Люта чушка', 'topping', [], 50]],
  ['extra_sirene', ['Допълнително сирене', 'topping', [7], 150]],
  ['grated_sirene', ['Настъргано сирене', 'topping', [7], 150]],
  ['grated_kashkaval', ['Настърган кашкавал', 'topping', [7], 170]],
  ['garlic_vinegar', ['Чесън с оцет', 'sauce', [], 30]],
  ['yogurt', ['Кисело мляко', 'sauce', [7], 120]],
  ['fried_egg', ['Пържено яйце', 'topping', [3], 100]],
  ['powdered_sugar', ['Пудра захар', 'topping', [], 20]],
  ['jam', ['Сладко от смокини', 'sauce', [], 60]],
  ['honey', ['Мед', 'sauce', [], 60]],
  ['ice_cream', ['Топка сладолед', 'topping', [7], 120]],
  ['walnuts', ['Орехи', 'topping', [8], 80]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function grillAddon(code: string): WireAddon {
  const def = GRILL_ADDONS.get(code);
  if (!def) throw new Error(`unknown grill addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Extras of anything off the grill by the piece: a garnish, lyutenitsa, onion, a hot pepper. */
export const GRILL = [
  'garnish_fries',
  'garnish_rice',
  'garnish_salad',
  'lyutenitsa',
  'chopped_onion',
  'hot_pepper',
] as const;

/** Extras of a grilled dish served with its fries: a salad, lyutenitsa, a hot pepper. */
export const GRILL_PLATE = ['garnish_salad', 'lyutenitsa', 'hot_pepper'] as const;

/** Extras of a salad: more cheese, a hot pepper. */
export const SALAD = ['extra_sirene', 'hot_pepper'] as const;

/** Extras of a soup: garlic with vinegar, a hot pepper. */
export const SOUP = ['garlic_vinegar', 'hot_pepper'] as const;

/** Extras of a pot dish: a fried egg on top, a hot pepper. */
export const POT = ['fried_egg', 'hot_pepper'] as const;
