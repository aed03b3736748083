import type { WireAddon } from '../wire.ts';

/**
 * The building blocks of the American BBQ smokehouse sandbox menu (bbq-menu.ts): its own
 * ingredient list with allergen codes (spec "Allergen codes": 1 gluten, 3 eggs, 7 milk, 8 nuts,
 * 10 mustard, 11 sesame) and its own extras (spec "Addon"): more BBQ sauce, hot sauce or ranch,
 * cheddar, bacon, an egg or jalapeño on a burger, a side of fries or coleslaw beside a smoked
 * meat. A smokehouse charges an extra the same whatever the size, so every extra has one price.
 * Ids and codes are this menu's own.
 */

/** Ingredient id → [name, allergen codes]. */
// biome-ignore format: a table, one ingredient a line
export const BBQ_INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map<
  number,
  readonly [string, readonly number[]]
>([
  [1, ['Свинско месо', []]],
  [2, ['Телешко месо', []]],
  [3, ['Пилешко месо', []]],
  [4, ['Пуешко месо', []]],
  [5, ['Хлебче', [1, 11]]],
  [6, ['Сирене чедър', [7]]],
  [7, ['Бекон', []]],
  [8, ['Лук', []]],
  [9, ['Кисели краставички', []]],
  [10, ['Сос барбекю', [10]]],
  [11, ['Халапеньо', []]],
  [12, ['Майонеза', [3]]],
  [13, ['Марули', []]],
  [14, ['Домати', []]],
  [15, ['Зеле', []]],
  [16, ['Моркови', []]],
  [17, ['Макарони', [1]]],
  [18, ['Мляко', [7]]],
  [19, ['Масло', [7]]],
  [20, ['Царевица', []]],
  [21, ['Боб', []]],
  [22, ['Картофи', []]],
  [23, ['Сладки картофи', []]],
  [24, ['Брашно', [1]]],
  [25, ['Яйце', [3]]],
  [26, ['Царевично брашно', []]],
  [27, ['Пармезан', [7]]],
  [28, ['Крутони', [1]]],
  [29, ['Дресинг Цезар', [3, 7]]],
  [30, ['Авокадо', []]],
  [31, ['Синьо сирене', [7]]],
  [32, ['Шоколад', [7]]],
  [33, ['Ябълки', []]],
  [34, ['Канела', []]],
  [35, ['Сметана', [7]]],
  [36, ['Сладолед', [7]]],
  [37, ['Ягоди', []]],
  [38, ['Ванилия', []]],
  [39, ['Лимони', []]],
  [40, ['Черен чай', []]],
  [41, ['Праскова', []]],
  [42, ['Ечемичен малц', [1]]],
  [43, ['Хмел', []]],
  [44, ['Бърбън', []]],
  [45, ['Кока-Кола', []]],
  [46, ['Минерална вода', []]],
  [47, ['Газирана вода', []]],
  [48, ['Лют сос', []]],
  [49, ['Сос ранч', [3, 7]]],
  [50, ['Кренвирш', []]],
  [51, ['Горчица', [10]]],
  [52, ['Кетчуп', []]],
  [53, ['Царевичен чипс', []]],
  [54, ['Пекан', [8]]],
  [55, ['Банани', []]],
  [56, ['Бисквити', [1]]],
  [57, ['Захар', []]],
  [58, ['Мента', []]],
  [59, ['Чили с месо', []]],
  [60, ['Зеленчуково кюфте', [1]]],
  [61, ['Подправки за суха марината', []]],
  [62, ['Спрайт', []]],
]);

/** Addon code → [name, group, allergens, price in cents]. */
type AddonDef = readonly [string, WireAddon['group'], readonly number[], number];

// biome-ignore format: a table, one extra a line
const BBQ_ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['bbq_sauce', ['Допълнително сос BBQ', 'sauce', [10], 120]],
  ['hot_sauce', ['Допълнително лют сос', 'sauce', [], 120]],
  ['ranch', ['Допълнително сос ранч', 'sauce', [3, 7], 120]],
  ['cheddar', ['Допълнително сирене чедър', 'topping', [7], 150]],
  ['bacon', ['Бекон', 'topping', [], 200]],
  ['egg', ['Яйце', 'topping', [3], 100]],
  ['jalapeno', ['Халапеньо', 'topping', [], 100]],
  ['fries_side', ['Гарнитура картофи', 'topping', [], 300]],
  ['slaw_side', ['Гарнитура коулслоу', 'topping', [3], 250]],
]);

/** An extra as the wire lists it, in a variant or on the product (one price for every size). */
export function bbqAddon(code: string): WireAddon {
  const def = BBQ_ADDONS.get(code);
  if (!def) throw new Error(`unknown bbq addon ${code}`);
  const [name, group, allergens, minor] = def;
  return { code, name, group, enabled: true, minor, allergens: [...allergens], reviewed: true };
}

/** Beside a smoked meat or a platter. */
export const MEAT = ['bbq_sauce', 'hot_sauce', 'ranch', 'fries_side', 'slaw_side'] as const;

/** On a burger, a sandwich or a hot dog. */
export const BURGER = [
  'bbq_sauce',
  'hot_sauce',
  'ranch',
  'cheddar',
  'bacon',
  'egg',
  'jalapeno',
  'fries_side',
  'slaw_side',
] as const;

/** Beside wings and fried starters. */
export const DIP = ['bbq_sauce', 'hot_sauce', 'ranch'] as const;

/** On fries, mac and cheese or nachos. */
export const LOADED = ['cheddar', 'bacon', 'jalapeno', 'bbq_sauce', 'ranch'] as const;

/** On a salad. */
export const SALAD = ['bacon', 'egg', 'ranch'] as const;
