import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the pastry-shop sandbox menu (pastry-menu.ts): its own ingredient list
 * with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 6 soy, 7 milk, 8 nuts,
 * 10 mustard, 11 sesame) and its own extras (spec "Addon"): sauces, whipped cream, nuts and a cone
 * on ice cream; fillings of a pancake (chocolate, honey, sirene, jam, banana, walnuts); toppings of
 * a waffle; sirene, honey, icing sugar and jam beside мекици; honey, lemon and milk in a tea. A
 * pastry shop charges an extra the same whatever the size, so every extra has one price. Ids and
 * codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const PASTRY_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Бисквитен блат', [1, 3, 7]]],
  [2, ['Шоколадов блат', [1, 3, 7]]],
  [3, ['Орехов блат', [3, 8]]],
  [4, ['Шоколадов крем', [6, 7]]],
  [5, ['Сметанов крем', [7]]],
  [6, ['Маскарпоне', [7]]],
  [7, ['Горски плодове', []]],
  [8, ['Вишни', []]],
  [9, ['Орехи', [8]]],
  [10, ['Карамел', [7]]],
  [11, ['Крема сирене', [7]]],
  [12, ['Бисквити', [1, 7]]],
  [13, ['Кафе', []]],
  [14, ['Какао', []]],
  [15, ['Моркови', []]],
  [16, ['Канела', []]],
  [17, ['Ванилов крем', [3, 7]]],
  [18, ['Парено тесто', [1, 3, 7]]],
  [19, ['Шоколадова глазура', [6, 7]]],
  [20, ['Бадемово брашно', [8]]],
  [21, ['Захар', []]],
  [22, ['Точени кори', [1]]],
  [23, ['Захарен сироп', []]],
  [24, ['Прясно мляко', [7]]],
  [25, ['Сметана', [7]]],
  [26, ['Ванилия', []]],
  [27, ['Шоколад', [6, 7]]],
  [28, ['Ягоди', []]],
  [29, ['Шамфъстък', [8]]],
  [30, ['Лимон', []]],
  [31, ['Банан', []]],
  [32, ['Маслено тесто', [1, 7]]],
  [33, ['Шунка', []]],
  [34, ['Кашкавал', [7]]],
  [35, ['Сирене', [7]]],
  [36, ['Яйца', [3]]],
  [37, ['Спанак', []]],
  [38, ['Тиква', []]],
  [39, ['Масло', [7]]],
  [40, ['Домати', []]],
  [41, ['Чушки', []]],
  [42, ['Гъби', []]],
  [43, ['Лук', []]],
  [44, ['Хляб', [1]]],
  [45, ['Пуешко филе', []]],
  [46, ['Моцарела', [7]]],
  [47, ['Песто', [7, 8]]],
  [48, ['Маруля', []]],
  [49, ['Майонеза', [3, 10]]],
  [50, ['Кисело мляко', [7]]],
  [51, ['Мед', []]],
  [52, ['Бадеми', [8]]],
  [53, ['Кайсиев конфитюр', []]],
  [54, ['Просо', [1]]],
  [55, ['Вода', []]],
  [56, ['Сол', []]],
  [57, ['Портокали', []]],
  [58, ['Грейпфрут', []]],
  [59, ['Ябълки', []]],
  [60, ['Черен чай', []]],
  [61, ['Зелен чай', []]],
  [62, ['Мента', []]],
  [63, ['Лайка', []]],
  [64, ['Пудра захар', []]],
  [65, ['Шоколадов сос', [6, 7]]],
  [66, ['Кадаиф', [1]]],
  [67, ['Бишкоти', [1, 3]]],
  [68, ['Пандишпан', [1, 3]]],
  [69, ['Кленов сироп', []]],
  [70, ['Бита сметана', [7]]],
  [71, ['Босилек', []]],
  [72, ['Палачинково тесто', [1, 3, 7]]],
  [73, ['Тесто за гофрети', [1, 3, 7]]],
  [74, ['Тесто за мекици', [1, 7]]],
  [75, ['Кондензирано мляко', [7]]],
  [76, ['Белтъци', [3]]],
  [77, ['Минерална вода', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const PASTRY_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['choc_sauce', ['Шоколадов сос', 'sauce', [6, 7], 80]],
  ['caramel_sauce', ['Карамелов сос', 'sauce', [7], 80]],
  ['strawberry_sauce', ['Ягодов сос', 'sauce', [], 80]],
  ['whipped_cream', ['Бита сметана', 'topping', [7], 70]],
  ['nuts', ['Ядки', 'topping', [8], 90]],
  ['sprinkles', ['Цветни пръчици', 'topping', [], 40]],
  ['cone', ['Фунийка', 'topping', [1], 30]],
  ['chocolate', ['Шоколад', 'topping', [6, 7], 90]],
  ['honey', ['Мед', 'sauce', [], 70]],
  ['sirene', ['Сирене', 'topping', [7], 100]],
  ['jam', ['Конфитюр', 'topping', [], 70]],
  ['banana', ['Банан', 'topping', [], 80]],
  ['walnuts', ['Орехи', 'topping', [8], 90]],
  ['icing_sugar', ['Пудра захар', 'topping', [], 20]],
  ['ice_cream', ['Топка сладолед', 'topping', [7], 150]],
  ['fruit', ['Пресни плодове', 'topping', [], 150]],
  ['maple', ['Кленов сироп', 'sauce', [], 80]],
  ['kashkaval', ['Кашкавал', 'topping', [7], 100]],
  ['ham', ['Шунка', 'topping', [], 120]],
  ['egg', ['Яйце', 'topping', [3], 80]],
  ['mushrooms', ['Гъби', 'topping', [], 80]],
  ['lemon', ['Резен лимон', 'topping', [], 20]],
  ['milk', ['Мляко', 'topping', [7], 30]],
  ['marshmallow', ['Маршмелоу', 'topping', [], 50]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function pastryAddon(code: string): WireAddon {
  const def = PASTRY_ADDONS.get(code);
  if (!def) throw new Error(`unknown pastry addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Extras of ice cream by the scoop: sauces, whipped cream, nuts, sprinkles, a cone. */
export const ICE_CREAM = [
  'choc_sauce',
  'caramel_sauce',
  'strawberry_sauce',
  'whipped_cream',
  'nuts',
  'sprinkles',
  'cone',
] as const;

/** Fillings of a plain pancake, sweet or salty. */
export const PANCAKE = [
  'chocolate',
  'honey',
  'sirene',
  'jam',
  'banana',
  'walnuts',
  'whipped_cream',
  'icing_sugar',
  'ice_cream',
  'kashkaval',
  'ham',
] as const;

/** Toppings of a waffle. */
export const WAFFLE = [
  'choc_sauce',
  'caramel_sauce',
  'whipped_cream',
  'fruit',
  'ice_cream',
  'icing_sugar',
  'nuts',
] as const;

/** What goes beside мекици or пържени филийки. */
export const MEKITSI = ['sirene', 'honey', 'icing_sugar', 'jam'] as const;

/** Beside a slice of cake. */
export const CAKE = ['whipped_cream', 'ice_cream'] as const;

/** In a tea. */
export const TEA = ['honey', 'lemon', 'milk'] as const;
