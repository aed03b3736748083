import type { WireProduct } from '../wire.ts';
import { type DishRow, dish } from './builders.ts';
import { PASTA, SALADS, SOUPS, STARTERS } from './demo-rows-light.ts';
import { BURGERS, DESSERTS, GRILL, SAUCES } from './demo-rows-mains.ts';

/**
 * Every dish of the demo pizzeria that is not a pizza or a drink. Rows are compact tuples:
 * [id, name, description, price in cents, weight g, portion label, ingredient ids,
 * extra allergens, addon codes]. Every third product has no image (spec: image is url?).
 */
/** [id, name, description, minor, weight g, label, ingredient ids, extra allergens?, addons?] */
export type DishTuple = readonly [
  number,
  string,
  string,
  number,
  number,
  string,
  number[],
  number[]?,
  string[]?,
];
type Row = DishTuple;

const VEGETARIAN = new Set([203, 208, 211, 301, 304, 305, 306, 307, 309, 401, 404, 405, 406, 605]);

function toDish(row: Row, category: number, index: number): WireProduct {
  const [id, name, description, minor, weight, label, ingredients, allergens, addons] = row;
  const dishRow: DishRow = {
    id,
    name,
    description,
    categories: VEGETARIAN.has(id) ? [category, 11] : [category],
    minor,
    weight,
    label,
    ingredients,
    allergens: allergens ?? [],
    addons: addons ?? [],
    image: index % 3 !== 2,
  };
  // A larger pasta and soup portion gives those categories a second size (spec "Variant").
  if (category === 2 || category === 4) {
    const bigger = weight + Math.round(weight * 0.5);
    const unit = category === 4 ? 'мл' : 'г';
    dishRow.medium = {
      label: `Голяма порция ${bigger} ${unit}`,
      minor: minor + 300,
      weight: bigger,
    };
  }
  return dish(dishRow);
}

const GROUPS: readonly (readonly [number, readonly Row[]])[] = [
  [2, PASTA],
  [3, SALADS],
  [4, SOUPS],
  [5, STARTERS],
  [6, BURGERS],
  [7, GRILL],
  [8, DESSERTS],
  [10, SAUCES],
];

/** Fresh records of every non-pizza, non-drink dish, in menu order. */
export function demoDishes(): WireProduct[] {
  return GROUPS.flatMap(([category, rows]) => rows.map((row, i) => toDish(row, category, i)));
}
