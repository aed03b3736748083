import type { SizeKey, WireAddon, WireBase } from '../wire.ts';

/**
 * The building blocks of the demo menu: the ingredient list (with allergen codes, spec "Allergen
 * codes"), the addon list with size-specific prices, and the pizza bases. Plain data, shared by
 * the product builders; nothing here is sent as is.
 */

/** Ingredient id → name. Ids are stable: selections refer to them in `removed`. */
const NAMES: ReadonlyMap<number, string> = new Map([
  [1, 'Доматен сос'],
  [2, 'Моцарела'],
  [3, 'Шунка'],
  [4, 'Гъби'],
  [5, 'Пеперони'],
  [6, 'Маслини'],
  [7, 'Чушки'],
  [8, 'Лук'],
  [9, 'Царевица'],
  [10, 'Бекон'],
  [11, 'Пилешко филе'],
  [12, 'Синьо сирене'],
  [13, 'Пармезан'],
  [14, 'Ементал'],
  [15, 'Краве сирене'],
  [16, 'Риба тон'],
  [17, 'Скариди'],
  [18, 'Миди'],
  [19, 'Рукола'],
  [20, 'Чери домати'],
  [21, 'Босилек'],
  [22, 'Сос песто'],
  [23, 'Сметанов сос'],
  [24, 'Яйце'],
  [25, 'Халапеньо'],
  [26, 'Луканка'],
  [27, 'Сушени домати'],
  [28, 'Прошуто'],
  [29, 'Ананас'],
  [30, 'Горгонзола'],
  [31, 'Кашкавал'],
  [32, 'Сусам'],
  [33, 'Горчица'],
  [34, 'Целина'],
  [35, 'Соев сос'],
  [36, 'Фъстъци'],
  [37, 'Пшенично тесто'],
  [38, 'Орехи'],
  [39, 'Краставици'],
  [40, 'Маруля'],
  [41, 'Телешка кайма'],
  [42, 'Свинско месо'],
  [43, 'Картофи'],
  [44, 'Сос барбекю'],
  [45, 'Спагети'],
  [46, 'Домати'],
  [47, 'Кисело мляко'],
  [48, 'Шоколад'],
  [49, 'Лимон'],
  [50, 'Захар'],
  [51, 'Хлебче'],
  [52, 'Лупинено брашно'],
  [53, 'Пиле'],
  [54, 'Тиква'],
  [55, 'Боб'],
  [56, 'Леща'],
  [57, 'Ечемичен малц'],
  [58, 'Вино (сулфити)'],
]);

/** Allergen code (spec "Allergen codes") → the ingredients that contain it. */
const CONTAINED_IN: readonly (readonly [number, readonly number[]])[] = [
  [1, [35, 37, 45, 51, 57]], // gluten
  [2, [17]], // crustaceans
  [3, [24, 45]], // eggs
  [4, [16]], // fish
  [5, [36, 48]], // peanuts
  [6, [35, 48]], // soy
  [7, [2, 12, 13, 14, 15, 22, 23, 30, 31, 47, 48]], // milk
  [8, [22, 38]], // nuts
  [9, [34]], // celery
  [10, [33, 44]], // mustard
  [11, [32, 51]], // sesame
  [12, [44, 58]], // sulphur dioxide and sulphites
  [13, [52]], // lupin
  [14, [18]], // molluscs
];

/** Ingredient id → [name, allergen codes in ascending order]. */
export const INGREDIENTS: ReadonlyMap<number, readonly [string, readonly number[]]> = new Map(
  [...NAMES].map(([id, name]) => [
    id,
    [name, CONTAINED_IN.flatMap(([code, ids]) => (ids.includes(id) ? [code] : []))],
  ]),
);

/** Addon code → name, group, allergens and price per size [standard, medium, family]. */
interface AddonDef {
  name: string;
  group: 'sauce' | 'topping';
  allergens: number[];
  prices: readonly [number, number, number];
  weights: readonly [number, number, number];
  enabled: boolean;
  reviewed: boolean;
}

const ADDONS: ReadonlyMap<string, AddonDef> = new Map<string, AddonDef>([
  ['extra_mozzarella', topping('Допълнително моцарела', [7], [150, 200, 300], [50, 70, 100])],
  ['ham', topping('Шунка', [], [180, 250, 350], [40, 60, 90])],
  ['mushrooms', topping('Гъби', [], [120, 160, 240], [40, 60, 90])],
  ['bacon', topping('Бекон', [], [200, 260, 380], [40, 60, 90])],
  ['jalapeno', topping('Халапеньо', [], [100, 140, 200], [20, 30, 45])],
  ['olives', topping('Маслини', [], [100, 140, 200], [20, 30, 45])],
  ['rucola', topping('Рукола', [], [100, 120, 180], [15, 20, 30])],
  ['egg', topping('Яйце', [3], [80, 100, 150], [50, 50, 100])],
  ['chicken', topping('Пилешко филе', [], [250, 300, 420], [60, 80, 120])],
  ['feta', topping('Краве сирене', [7], [150, 200, 280], [40, 60, 80])],
  ['garlic_sauce', sauce('Чеснов сос', [3, 7], 150)],
  ['ranch', sauce('Сос ранч', [3, 7, 10], 150)],
  ['sweet_chili', sauce('Сладко чили', [], 150)],
  ['ketchup', { ...sauce('Кетчуп', [], 100), enabled: false }],
  ['pesto_dip', { ...sauce('Песто дип', [7, 8], 200), reviewed: false }],
]);

function topping(
  name: string,
  allergens: number[],
  prices: readonly [number, number, number],
  weights: readonly [number, number, number],
): AddonDef {
  return { name, group: 'topping', allergens, prices, weights, enabled: true, reviewed: true };
}

function sauce(name: string, allergens: number[], minor: number): AddonDef {
  const prices = [minor, minor, minor] as const;
  const weights = [50, 50, 50] as const;
  return { name, group: 'sauce', allergens, prices, weights, enabled: true, reviewed: true };
}

const SIZE_INDEX: Record<SizeKey, 0 | 1 | 2> = { standard: 0, medium: 1, family: 2 };

function addonDef(code: string): AddonDef {
  const def = ADDONS.get(code);
  if (!def) throw new Error(`unknown addon ${code}`);
  return def;
}

/**
 * An addon as listed inside a variant: priced for that size. Flags are sent as 0/1 on purpose
 * (spec notation `flag`), so the client's normalization is exercised.
 */
export function variantAddon(code: string, size: SizeKey): WireAddon {
  const def = addonDef(code);
  const sizeIndex = SIZE_INDEX[size];
  return {
    code,
    name: def.name,
    group: def.group,
    enabled: def.enabled ? 1 : 0,
    minor: def.prices[sizeIndex],
    allergens: [...def.allergens],
    reviewed: def.reviewed ? 1 : 0,
    weight_g: def.weights[sizeIndex],
  };
}

/** An addon as listed on the product: standard price plus the optional family fields. */
export function productAddon(code: string): WireAddon {
  const def = addonDef(code);
  return {
    code,
    name: def.name,
    group: def.group,
    enabled: def.enabled,
    minor: def.prices[0],
    allergens: [...def.allergens],
    reviewed: def.reviewed,
    family_minor: def.prices[2],
    weight_g: def.weights[0],
    family_weight_g: def.weights[2],
    family_name: `${def.name} (фамилна)`,
  };
}

/** The global pizza base list (catalogue `pizza_bases`): one default, one disabled. */
export function pizzaBases(): WireBase[] {
  return [
    {
      code: 'traditional',
      name: 'Традиционно тесто',
      enabled: 1,
      default: 1,
      minor: 0,
      allergens: [1],
      reviewed: 1,
    },
    {
      code: 'thin',
      name: 'Тънко тесто',
      enabled: true,
      default: false,
      minor: 0,
      allergens: [1],
      reviewed: true,
    },
    {
      code: 'wholegrain',
      name: 'Пълнозърнесто тесто',
      enabled: 1,
      default: 0,
      minor: 0,
      allergens: [1],
      reviewed: 1,
    },
    {
      code: 'gluten_free',
      name: 'Безглутеново тесто',
      enabled: 0,
      default: 0,
      minor: 0,
      allergens: [],
      reviewed: 0,
    },
  ];
}
