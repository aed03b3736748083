import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the Thai sandbox menu (thai-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes": 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 5 peanuts,
 * 6 soy, 7 milk, 8 nuts, 11 sesame, 14 molluscs) and its own extras (spec "Addon"): more rice,
 * shrimps, chicken, tofu or peanuts, a fried egg on a kra pao or a fried rice, "extra hot", and a
 * peanut or sweet chili sauce beside a starter. A Thai place in Sofia charges an extra the same
 * whatever the portion, so every extra has one price. Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const THAI_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Пилешко месо', []]],
  [2, ['Скариди', [2]]],
  [3, ['Тофу', [6]]],
  [4, ['Свинско месо', []]],
  [5, ['Говеждо месо', []]],
  [6, ['Патешко месо', []]],
  [7, ['Оризова юфка', []]],
  [8, ['Яйце', [3]]],
  [9, ['Фъстъци', [5]]],
  [10, ['Кориандър', []]],
  [11, ['Чили', []]],
  [12, ['Лук', []]],
  [13, ['Рибен сос', [4]]],
  [14, ['Соев сос', [1, 6]]],
  [15, ['Кокосово мляко', []]],
  [16, ['Лемонграс', []]],
  [17, ['Галангал', []]],
  [18, ['Листа от кафир лайм', []]],
  [19, ['Гъби', []]],
  [20, ['Домати', []]],
  [21, ['Лайм', []]],
  [22, ['Бамбук', []]],
  [23, ['Тайландски босилек', []]],
  [24, ['Патладжан', []]],
  [25, ['Картофи', []]],
  [26, ['Чушки', []]],
  [27, ['Зелен лук', []]],
  [28, ['Соеви кълнове', [6]]],
  [29, ['Жасминов ориз', []]],
  [30, ['Лепкав ориз', []]],
  [31, ['Ананас', []]],
  [32, ['Зелена папая', []]],
  [33, ['Зелен фасул', []]],
  [34, ['Моркови', []]],
  [35, ['Стъклена юфка', []]],
  [36, ['Чесън', []]],
  [37, ['Оризови кори', []]],
  [38, ['Зеле', []]],
  [39, ['Бяла риба', [4]]],
  [40, ['Фъстъчен сос', [5]]],
  [41, ['Сладко-лют сос', []]],
  [42, ['Манго', []]],
  [43, ['Кокосов сладолед', [7]]],
  [44, ['Банани', []]],
  [45, ['Захар', []]],
  [46, ['Черен чай', []]],
  [47, ['Кондензирано мляко', [7]]],
  [48, ['Кокосова вода', []]],
  [49, ['Бира', [1]]],
  [50, ['Лимон', []]],
  [51, ['Кока-Кола', []]],
  [52, ['Минерална вода', []]],
  [53, ['Газирана вода', []]],
  [54, ['Кашу', [8]]],
  [55, ['Краставици', []]],
  [56, ['Брашно', [1]]],
  [57, ['Сусам', [11]]],
  [58, ['Сушени скариди', [2]]],
  [59, ['Мента', []]],
  [60, ['Мед', []]],
  [61, ['Кафе', []]],
  [62, ['Китайско броколи', []]],
  [63, ['Калмари', [14]]],
  [64, ['Миди', [14]]],
  [65, ['Зелена къри паста', []]],
  [66, ['Червена къри паста', []]],
  [67, ['Масаман къри паста', []]],
  [68, ['Панаенг къри паста', []]],
  [69, ['Жълта къри паста', []]],
  [70, ['Тамаринд', []]],
  [71, ['Жасминов чай', []]],
  [72, ['Спрайт', []]],
  [73, ['Стафиди', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const THAI_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_rice', ['Допълнително ориз', 'topping', [], 200]],
  ['extra_shrimp', ['Допълнително скариди', 'topping', [2], 350]],
  ['extra_chicken', ['Допълнително пиле', 'topping', [], 250]],
  ['extra_tofu', ['Допълнително тофу', 'topping', [6], 200]],
  ['extra_peanuts', ['Допълнително фъстъци', 'topping', [5], 100]],
  ['fried_egg', ['Яйце на очи', 'topping', [3], 120]],
  ['extra_hot', ['Екстра лют', 'sauce', [], 50]],
  ['peanut_sauce', ['Фъстъчен сос', 'sauce', [5], 150]],
  ['sweet_chili', ['Сладко-лют сос', 'sauce', [], 100]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function thaiAddon(code: string): WireAddon {
  const def = THAI_ADDONS.get(code);
  if (!def) throw new Error(`unknown thai addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** On a curry, served with jasmine rice. */
export const CURRY = [
  'extra_rice',
  'extra_chicken',
  'extra_shrimp',
  'extra_tofu',
  'extra_hot',
] as const;

/** On a noodle dish from the wok. */
export const NOODLES = [
  'extra_chicken',
  'extra_shrimp',
  'extra_tofu',
  'extra_peanuts',
  'fried_egg',
  'extra_hot',
] as const;

/** On a wok dish served over rice (a kra pao), or a fried rice. */
export const OVER_RICE = ['fried_egg', 'extra_rice', 'extra_hot'] as const;

/** Beside a soup. */
export const SOUP = ['extra_rice', 'extra_shrimp', 'extra_hot'] as const;

/** Beside a fried starter. */
export const DIP = ['sweet_chili', 'peanut_sauce'] as const;

/** On a salad. */
export const SALAD = ['extra_peanuts', 'extra_shrimp'] as const;
