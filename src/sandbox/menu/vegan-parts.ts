import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the vegan sandbox menu (vegan-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 5 peanuts, 6 soy, 8 nuts, 10 mustard,
 * 11 sesame) and its own extras (spec "Addon"): more avocado, tofu, tempeh, hummus or quinoa in a
 * bowl or a salad, cashew cheese on a burger or a pizza, plant milk in a coffee, a scoop of pea
 * protein or seeds in a smoothie, maple syrup or peanut butter on pancakes. Everything is
 * plant-based, so no ingredient carries egg or milk. A vegan bistro charges an extra the same
 * whatever the size, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const VEGAN_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Тофу', [6]]],
  [2, ['Темпе', [6]]],
  [3, ['Нахут', []]],
  [4, ['Киноа', []]],
  [5, ['Авокадо', []]],
  [6, ['Кафяв ориз', []]],
  [7, ['Червено зеле', []]],
  [8, ['Моркови', []]],
  [9, ['Краставици', []]],
  [10, ['Едамаме', [6]]],
  [11, ['Лук', []]],
  [12, ['Чесън', []]],
  [13, ['Кориандър', []]],
  [14, ['Сусам', [11]]],
  [15, ['Ядки', [8]]],
  [16, ['Чили', []]],
  [17, ['Спанак', []]],
  [18, ['Домати', []]],
  [19, ['Гъби портобело', []]],
  [20, ['Грах протеин', []]],
  [21, ['Бобено кюфте', []]],
  [22, ['Хлебче', [1]]],
  [23, ['Хумус', [11]]],
  [24, ['Тортила', [1]]],
  [25, ['Джакфрут', []]],
  [26, ['Кашу моцарела', [8]]],
  [27, ['Тесто', [1]]],
  [28, ['Паста', [1]]],
  [29, ['Босилек', []]],
  [30, ['Кедрови ядки', [8]]],
  [31, ['Кокосово мляко', []]],
  [32, ['Червена леща', []]],
  [33, ['Тиква', []]],
  [34, ['Цвекло', []]],
  [35, ['Рукола', []]],
  [36, ['Орехи', [8]]],
  [37, ['Хляб с квас', [1]]],
  [38, ['Овесени ядки', [1]]],
  [39, ['Банан', []]],
  [40, ['Кленов сироп', []]],
  [41, ['Фурми', []]],
  [42, ['Какао', []]],
  [43, ['Чиа семена', []]],
  [44, ['Горски плодове', []]],
  [45, ['Манго', []]],
  [46, ['Ябълка', []]],
  [47, ['Джинджифил', []]],
  [48, ['Портокали', []]],
  [49, ['Лимон', []]],
  [50, ['Матча', []]],
  [51, ['Куркума', []]],
  [52, ['Овесено мляко', [1]]],
  [53, ['Бадемово мляко', [8]]],
  [54, ['Кафе', []]],
  [55, ['Ферментирал чай', []]],
  [56, ['Мента', []]],
  [57, ['Вода', []]],
  [58, ['Соев сос', [1, 6]]],
  [59, ['Фалафел', []]],
  [60, ['Тахан', [11]]],
  [61, ['Царевица', []]],
  [62, ['Салса', []]],
  [63, ['Веган майонеза', [10]]],
  [64, ['Айсберг', []]],
  [65, ['Тиквени семки', []]],
  [66, ['Къри паста', []]],
  [67, ['Гъби', []]],
  [68, ['Патладжан', []]],
  [69, ['Тиквички', []]],
  [70, ['Кейл', []]],
  [71, ['Фъстъчен сос', [5]]],
  [72, ['Червен боб', []]],
  [73, ['Оризова юфка', []]],
  [74, ['Фъстъци', [5]]],
  [75, ['Сладки картофи', []]],
  [76, ['Кокосов йогурт', []]],
  [77, ['Гранола', [1, 8]]],
  [78, ['Асаи', []]],
  [79, ['Малини', []]],
  [80, ['Маслини', []]],
  [81, ['Мисо паста', [6]]],
  [82, ['Водорасли', []]],
  [83, ['Лайм', []]],
  [84, ['Пушено тофу', [6]]],
  [85, ['Магданоз', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const VEGAN_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_avocado', ['Допълнително авокадо', 'topping', [], 250]],
  ['extra_tofu', ['Допълнително тофу', 'topping', [6], 200]],
  ['tempeh', ['Темпе', 'topping', [6], 250]],
  ['hummus', ['Хумус', 'topping', [11], 180]],
  ['quinoa', ['Киноа', 'topping', [], 180]],
  ['cashew_cheese', ['Кашу сирене', 'topping', [8], 220]],
  ['plant_milk', ['Растително мляко', 'topping', [1], 60]],
  ['protein', ['Грахов протеин', 'topping', [], 200]],
  ['seeds', ['Семена', 'topping', [11], 100]],
  ['maple', ['Кленов сироп', 'topping', [], 100]],
  ['peanut_butter', ['Фъстъчено масло', 'topping', [5], 120]],
  ['rice', ['Кафяв ориз', 'topping', [], 150]],
  ['sriracha', ['Сос шрирача', 'sauce', [], 80]],
  ['tahini', ['Сос тахан', 'sauce', [11], 80]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function veganAddon(code: string): WireAddon {
  const def = VEGAN_ADDONS.get(code);
  if (!def) throw new Error(`unknown vegan addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** In a bowl or a salad. */
export const BOWL = ['extra_avocado', 'extra_tofu', 'tempeh', 'hummus', 'quinoa', 'seeds'] as const;

/** On a burger, a wrap or tacos. */
export const BURGER = ['extra_avocado', 'cashew_cheese', 'hummus', 'sriracha'] as const;

/** On a pizza or a pasta. */
export const PIZZA = ['cashew_cheese', 'extra_tofu'] as const;

/** Beside a curry or a wok. */
export const CURRY = ['extra_tofu', 'tempeh', 'rice'] as const;

/** On a breakfast plate. */
export const BREAKFAST = ['extra_avocado', 'extra_tofu', 'hummus', 'seeds'] as const;

/** On pancakes, porridge or granola. */
export const SWEET = ['maple', 'peanut_butter', 'seeds'] as const;

/** In a smoothie or a shake. */
export const SMOOTHIE = ['protein', 'seeds', 'peanut_butter'] as const;

/** In a coffee or a tea. */
export const COFFEE = ['plant_milk'] as const;
