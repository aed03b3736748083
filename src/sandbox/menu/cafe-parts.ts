import type { SizeKey, WireAddon } from '../wire.ts';

/**
 * The building blocks of the café sandbox menu (cafe-menu.ts): its own ingredient list with
 * allergen codes (spec "Allergen codes") and its own extras (spec "Addon") — milks, syrups, an
 * extra shot, honey, toppings — priced per size where a bigger cup takes more. Ids and codes are
 * this menu's own, not the pizzeria's.
 */

/** Ingredient id → [name, allergen codes]. */
export const CAFE_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Еспресо', []]],
  [2, ['Прясно мляко', [7]]],
  [3, ['Шоколад', [6, 7]]],
  [4, ['Бита сметана', [7]]],
  [5, ['Лед', []]],
  [6, ['Инстантно кафе', []]],
  [7, ['Захар', []]],
  [8, ['Тоник', []]],
  [9, ['Резен портокал', []]],
  [10, ['Черен чай', []]],
  [11, ['Бергамот', []]],
  [12, ['Зелен чай', []]],
  [13, ['Мента', []]],
  [14, ['Джинджифил', []]],
  [15, ['Лимон', []]],
  [16, ['Мед', []]],
  [17, ['Матча', []]],
  [18, ['Подправки масала', []]],
  [19, ['Портокал', []]],
  [20, ['Ябълка', []]],
  [21, ['Морков', []]],
  [22, ['Спанак', []]],
  [23, ['Банан', []]],
  [24, ['Киви', []]],
  [25, ['Ягоди', []]],
  [26, ['Боровинки', []]],
  [27, ['Кисело мляко', [7]]],
  [28, ['Манго', []]],
  [29, ['Маракуя', []]],
  [30, ['Фъстъчено масло', [5]]],
  [31, ['Овесено мляко', [1]]],
  [32, ['Захарен сироп', []]],
  [33, ['Босилек', []]],
  [34, ['Цвят от бъз', []]],
  [35, ['Праскова', []]],
  [36, ['Кафе на студено', []]],
  [37, ['Масло', [7]]],
  [38, ['Маслено тесто', [1, 7]]],
  [39, ['Бадеми', [8]]],
  [40, ['Шунка', []]],
  [41, ['Кашкавал', [7]]],
  [42, ['Канела', []]],
  [43, ['Филтърно кафе', []]],
  [44, ['Тост хляб', [1]]],
  [45, ['Хляб с квас', [1]]],
  [46, ['Авокадо', []]],
  [47, ['Яйце', [3]]],
  [48, ['Чери домати', []]],
  [49, ['Чили люспи', []]],
  [50, ['Семена', []]],
  [51, ['Пилешко филе', []]],
  [52, ['Бекон', []]],
  [53, ['Домати', []]],
  [54, ['Маруля', []]],
  [55, ['Майонеза', [3, 10]]],
  [56, ['Бейгъл', [1, 11]]],
  [57, ['Пушена сьомга', [4]]],
  [58, ['Крема сирене', [7]]],
  [59, ['Каперси', []]],
  [60, ['Червен лук', []]],
  [61, ['Моцарела', [7]]],
  [62, ['Песто', [7, 8]]],
  [63, ['Рукола', []]],
  [64, ['Пуешко филе', []]],
  [65, ['Чедър', [7]]],
  [66, ['Горчица', [10]]],
  [67, ['Кисели краставички', []]],
  [68, ['Гъби', []]],
  [69, ['Краве сирене', [7]]],
  [70, ['Английски мъфин', [1]]],
  [71, ['Сос холандез', [3, 7]]],
  [72, ['Чушки', []]],
  [73, ['Лук', []]],
  [74, ['Кленов сироп', []]],
  [75, ['Горски плодове', []]],
  [76, ['Шоколадов крем', [7, 8]]],
  [77, ['Гранола', [1, 8]]],
  [78, ['Сезонни плодове', []]],
  [79, ['Овесени ядки', [1]]],
  [80, ['Маскарпоне', [7]]],
  [81, ['Бишкоти', [1, 3]]],
  [82, ['Какао', []]],
  [83, ['Бисквитена основа', [1, 7]]],
  [84, ['Сос от горски плодове', []]],
  [85, ['Орехи', [8]]],
  [86, ['Тесто', [1, 3, 7]]],
  [87, ['Комбуча', []]],
  [88, ['Минерална вода', []]],
  [89, ['Сирене фета', [7]]],
]);

/** Addon code → [name, group, allergens, price per size [standard, medium, family]]. */
type AddonDef = readonly [
  string,
  WireAddon['group'],
  readonly number[],
  readonly [number, number, number],
];

const flat = (minor: number) => [minor, minor, minor] as const;

// biome-ignore format: a table, one extra a line
const CAFE_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['oat_milk', ['Овесено мляко', 'topping', [1], [60, 70, 80]]],
  ['almond_milk', ['Бадемово мляко', 'topping', [8], [70, 80, 90]]],
  ['coconut_milk', ['Кокосово мляко', 'topping', [], [70, 80, 90]]],
  ['soy_milk', ['Соево мляко', 'topping', [6], [60, 70, 80]]],
  ['lactose_free', ['Безлактозно мляко', 'topping', [7], [40, 50, 60]]],
  ['splash_milk', ['Малко прясно мляко', 'topping', [7], flat(30)]],
  ['extra_shot', ['Допълнително еспресо', 'topping', [], flat(80)]],
  ['decaf', ['Безкофеиново кафе', 'topping', [], flat(30)]],
  ['vanilla_syrup', ['Сироп ванилия', 'sauce', [], flat(50)]],
  ['caramel_syrup', ['Сироп карамел', 'sauce', [], flat(50)]],
  ['hazelnut_syrup', ['Сироп лешник', 'sauce', [], flat(50)]],
  ['salted_caramel_syrup', ['Сироп солен карамел', 'sauce', [], flat(50)]],
  ['cinnamon', ['Канела', 'topping', [], flat(20)]],
  ['whipped_cream', ['Бита сметана', 'topping', [7], flat(60)]],
  ['marshmallow', ['Маршмелоу', 'topping', [], flat(50)]],
  ['honey', ['Мед', 'sauce', [], flat(40)]],
  ['lemon', ['Резен лимон', 'topping', [], flat(20)]],
  ['protein', ['Суроватъчен протеин', 'topping', [7], flat(120)]],
  ['chia', ['Семена чиа', 'topping', [], flat(50)]],
  ['egg', ['Яйце', 'topping', [3], flat(80)]],
  ['avocado', ['Авокадо', 'topping', [], flat(150)]],
  ['bacon', ['Бекон', 'topping', [], flat(150)]],
  ['smoked_salmon', ['Пушена сьомга', 'topping', [4], flat(250)]],
  ['extra_cheese', ['Допълнително кашкавал', 'topping', [7], flat(80)]],
  ['ice_cream', ['Топка ванилов сладолед', 'topping', [7], flat(150)]],
  ['berries', ['Горски плодове', 'topping', [], flat(120)]],
  ['choc_cream', ['Шоколадов крем', 'sauce', [7, 8], flat(100)]],
]);

const SIZE_INDEX: Record<SizeKey, 0 | 1 | 2> = { standard: 0, medium: 1, family: 2 };

function addonDef(code: string): AddonDef {
  const def = CAFE_ADDONS.get(code);
  if (!def) throw new Error(`unknown café addon ${code}`);
  return def;
}

/** An extra as listed inside a variant: priced for that size (spec "Addon"). */
export function cafeVariantAddon(code: string, size: SizeKey): WireAddon {
  const [name, group, allergens, prices] = addonDef(code);
  return {
    code,
    name,
    group,
    enabled: true,
    minor: prices[SIZE_INDEX[size]],
    allergens: [...allergens],
    reviewed: true,
  };
}

/** An extra as listed on the product: the smallest size's price. */
export function cafeProductAddon(code: string): WireAddon {
  return cafeVariantAddon(code, 'standard');
}

/** Extras of a milk coffee: other milks, an extra shot, decaf beans, syrups, cinnamon. */
export const MILK_COFFEE = [
  'oat_milk',
  'almond_milk',
  'coconut_milk',
  'soy_milk',
  'lactose_free',
  'extra_shot',
  'decaf',
  'vanilla_syrup',
  'caramel_syrup',
  'hazelnut_syrup',
  'salted_caramel_syrup',
  'cinnamon',
] as const;

/** Extras of a black coffee: a splash of milk or oat milk, an extra shot, decaf, syrups. */
export const BLACK_COFFEE = [
  'splash_milk',
  'oat_milk',
  'extra_shot',
  'decaf',
  'vanilla_syrup',
  'caramel_syrup',
  'hazelnut_syrup',
] as const;

/** Extras of a matcha or chai latte: other milks, vanilla, honey. */
export const MILK_TEA = [
  'oat_milk',
  'almond_milk',
  'coconut_milk',
  'soy_milk',
  'lactose_free',
  'vanilla_syrup',
  'honey',
] as const;
