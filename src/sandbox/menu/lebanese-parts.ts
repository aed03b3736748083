import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Lebanese sandbox menu (lebanese-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 7 milk, 8 nuts, 11 sesame, 12
 * sulphites) and its own extras (spec "Addon"): the garlic sauce toum, a tahini sauce, "люто",
 * another pita, more hummus or fries beside a shawarma, a skewer or falafel, more cheese on a
 * manakish. A Lebanese place in Sofia charges an extra the same whatever the size, so every extra
 * has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const LEBANESE_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Нахут', []]],
  [2, ['Тахан', [11]]],
  [3, ['Лимон', []]],
  [4, ['Зехтин', []]],
  [5, ['Чесън', []]],
  [6, ['Патладжан', []]],
  [7, ['Магданоз', []]],
  [8, ['Булгур', [1]]],
  [9, ['Домати', []]],
  [10, ['Краставици', []]],
  [11, ['Лук', []]],
  [12, ['Мента', []]],
  [13, ['Питка', [1]]],
  [14, ['Кисело мляко', [7]]],
  [15, ['Заатар', [11]]],
  [16, ['Сирене акави', [7]]],
  [17, ['Телешка кайма', []]],
  [18, ['Агнешка кайма', []]],
  [19, ['Пилешко месо', []]],
  [20, ['Телешко месо', []]],
  [21, ['Агнешко месо', []]],
  [22, ['Лозови листа', []]],
  [23, ['Ориз', []]],
  [24, ['Фиде', [1]]],
  [25, ['Картофи', []]],
  [26, ['Туршия', []]],
  [27, ['Люта чушка', []]],
  [28, ['Чеснов сос', []]],
  [29, ['Нар', []]],
  [30, ['Сумак', []]],
  [31, ['Репички', []]],
  [32, ['Маруля', []]],
  [33, ['Кедрови ядки', [8]]],
  [34, ['Шам фъстък', [8]]],
  [35, ['Орехи', [8]]],
  [36, ['Кори', [1]]],
  [37, ['Сироп', []]],
  [38, ['Мляко', [7]]],
  [39, ['Розова вода', []]],
  [40, ['Кафе', []]],
  [41, ['Кардамон', []]],
  [42, ['Чай', []]],
  [43, ['Захар', []]],
  [44, ['Бира', [1]]],
  [45, ['Анасон', []]],
  [46, ['Кока-Кола', []]],
  [47, ['Вода', []]],
  [48, ['Газирана вода', []]],
  [49, ['Брашно', [1]]],
  [50, ['Чушки', []]],
  [51, ['Спанак', []]],
  [52, ['Сирене халуми', [7]]],
  [53, ['Суджук', []]],
  [54, ['Кориандър', []]],
  [55, ['Бакла', []]],
  [56, ['Фурми', []]],
  [57, ['Портокали', []]],
  [58, ['Червено вино', [12]]],
  [59, ['Грис', [1]]],
  [60, ['Масло', [7]]],
  [61, ['Кашкавал', [7]]],
  [62, ['Кадаиф', [1]]],
  [63, ['Лимонов сок', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const LEBANESE_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['toum', ['Чеснов сос тум', 'sauce', [], 100]],
  ['tahini', ['Тахан сос', 'sauce', [11], 100]],
  ['hot', ['Люто', 'sauce', [], 50]],
  ['extra_pita', ['Допълнителна питка', 'topping', [1], 100]],
  ['extra_hummus', ['Допълнително хумус', 'topping', [11], 250]],
  ['fries', ['Допълнително пържени картофи', 'topping', [], 250]],
  ['extra_cheese', ['Допълнително сирене', 'topping', [7], 150]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function lebaneseAddon(code: string): WireAddon {
  const def = LEBANESE_ADDONS.get(code);
  if (!def) throw new Error(`unknown lebanese addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a cold mezze: another pita. */
export const MEZZE = ['extra_pita'] as const;

/** Beside falafel or another fried mezze. */
export const FRIED = ['tahini', 'toum', 'hot', 'extra_pita'] as const;

/** In or beside a shawarma, a sandwich or a grilled dish. */
export const GRILL = ['toum', 'tahini', 'hot', 'extra_pita', 'extra_hummus', 'fries'] as const;

/** On a manakish. */
export const MANAKISH = ['extra_cheese', 'hot'] as const;
