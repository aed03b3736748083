import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Greek sandbox menu (greek-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 7 milk,
 * 8 nuts, 11 sesame, 12 sulphites, 14 molluscs) and its own extras (spec "Addon"): more feta,
 * tzatziki, a pita or fries beside a gyros, a souvlaki or a grilled dish, lemon with the fish,
 * honey or ice cream with a dessert. A taverna charges an extra the same whatever the size, so
 * every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const GREEK_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Пилешко месо', []]],
  [2, ['Свинско месо', []]],
  [3, ['Телешка кайма', []]],
  [4, ['Агнешко месо', []]],
  [5, ['Фета', [7]]],
  [6, ['Кашкавал кефалотири', [7]]],
  [7, ['Цацики', [7]]],
  [8, ['Лук', []]],
  [9, ['Домати', []]],
  [10, ['Краставици', []]],
  [11, ['Чушки', []]],
  [12, ['Маслини', []]],
  [13, ['Каперси', []]],
  [14, ['Чесън', []]],
  [15, ['Пържени картофи', []]],
  [16, ['Питка', [1]]],
  [17, ['Риган', []]],
  [18, ['Зехтин', []]],
  [19, ['Лимон', []]],
  [20, ['Патладжан', []]],
  [21, ['Картофи', []]],
  [22, ['Бешамел', [1, 3, 7]]],
  [23, ['Паста', [1, 3]]],
  [24, ['Ориз', []]],
  [25, ['Лозови листа', []]],
  [26, ['Спанак', []]],
  [27, ['Кори', [1]]],
  [28, ['Хайвер от треска', [4]]],
  [29, ['Нахут', []]],
  [30, ['Тахан', [11]]],
  [31, ['Калмари', [14]]],
  [32, ['Октопод', [14]]],
  [33, ['Миди', [14]]],
  [34, ['Скариди', [2]]],
  [35, ['Ципура', [4]]],
  [36, ['Лаврак', [4]]],
  [37, ['Сьомга', [4]]],
  [38, ['Гаврос', [4]]],
  [39, ['Барбун', [4]]],
  [40, ['Брашно', [1]]],
  [41, ['Тиквички', []]],
  [42, ['Гигантски боб', []]],
  [43, ['Маруля', []]],
  [44, ['Копър', []]],
  [45, ['Сухар от ечемик', [1]]],
  [46, ['Орехи', [8]]],
  [47, ['Мед', []]],
  [48, ['Кисело мляко', [7]]],
  [49, ['Грис', [1, 3, 7]]],
  [50, ['Сироп', []]],
  [51, ['Канела', []]],
  [52, ['Анасон', []]],
  [53, ['Бяло вино', [12]]],
  [54, ['Червено вино', [12]]],
  [55, ['Кафе', []]],
  [56, ['Мляко', [7]]],
  [57, ['Бира', [1]]],
  [58, ['Кока-Кола', []]],
  [59, ['Вода', []]],
  [60, ['Газирана вода', []]],
  [61, ['Портокали', []]],
  [62, ['Захар', []]],
  [63, ['Яйца', [3]]],
  [64, ['Доматен сос', []]],
  [65, ['Магданоз', []]],
  [66, ['Люта чушка', []]],
  [67, ['Смляна риба', [4]]],
  [68, ['Зеленчуци', []]],
  [69, ['Смола', []]],
  [70, ['Розе', [12]]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const GREEK_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_feta', ['Допълнително фета', 'topping', [7], 150]],
  ['extra_tzatziki', ['Допълнително цацики', 'sauce', [7], 120]],
  ['extra_pita', ['Допълнителна питка', 'topping', [1], 100]],
  ['extra_fries', ['Допълнително пържени картофи', 'topping', [], 200]],
  ['lemon', ['Лимон', 'sauce', [], 30]],
  ['extra_honey', ['Допълнително мед', 'topping', [], 80]],
  ['ice_cream', ['Топка ванилов сладолед', 'topping', [7], 150]],
  ['spicy', ['Люта чушка', 'sauce', [], 50]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function greekAddon(code: string): WireAddon {
  const def = GREEK_ADDONS.get(code);
  if (!def) throw new Error(`unknown greek addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a gyros, a souvlaki or a grilled meat. */
export const GYROS = [
  'extra_feta',
  'extra_tzatziki',
  'extra_pita',
  'extra_fries',
  'spicy',
] as const;

/** On a salad. */
export const SALAD = ['extra_feta'] as const;

/** Beside a dip. */
export const DIP = ['extra_pita'] as const;

/** Beside fish or seafood. */
export const FISH = ['lemon', 'extra_fries'] as const;

/** Beside a baked dish. */
export const BAKED = ['extra_feta', 'extra_pita'] as const;

/** With a dessert. */
export const DESSERT = ['extra_honey', 'ice_cream'] as const;
