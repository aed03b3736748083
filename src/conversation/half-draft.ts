import type { Menu } from '../catalogue/menu.ts';
import type { Product } from '../domain/menu.ts';
import type { HalfSelection } from '../domain/order.ts';
import { halfSelection } from '../domain/selections.ts';
import { LIMITS, toggle } from './limits.ts';
import { type DraftResult, defaultBase, initialBase } from './product-draft.ts';

/**
 * A half-and-half being built (spec "Request selection", half kind): two half-eligible pizzas in
 * their family size, removals per half, the base on the outer selection; no extras and no crust
 * change per half. `halves` fills up as the customer picks.
 */
export interface HalfDraft {
  kind: 'half';
  halves: { productId: number; removed: number[] }[];
  base: string | undefined;
  quantity: number;
}

/** Can this pizza be a half: half-and-half enabled, eligible, available, with a family size. */
export function isHalfEligible(menu: Menu, product: Product | undefined): product is Product {
  return (
    product !== undefined &&
    menu.half.enabled &&
    product.half_eligible &&
    product.available &&
    product.variants.some((variant) => variant.key === 'family')
  );
}

/** An empty half-and-half, or a refusal when the restaurant does not offer it. */
export function startHalfDraft(menu: Menu): DraftResult<HalfDraft> {
  if (!menu.half.enabled || menu.halfEligibleProducts().length === 0) {
    return { ok: false, problem: 'option_not_offered' };
  }
  return { ok: true, draft: { kind: 'half', halves: [], base: undefined, quantity: 1 } };
}

/** Adds the next half; the base starts as the first half's default (or first enabled) base. */
export function pickHalf(menu: Menu, draft: HalfDraft, productId: number): DraftResult<HalfDraft> {
  const product = menu.product(productId);
  if (!isHalfEligible(menu, product)) return { ok: false, problem: 'option_not_offered' };
  if (draft.halves.length >= 2) return { ok: false, problem: 'option_not_offered' };
  const halves = [...draft.halves, { productId, removed: [] }];
  return { ok: true, draft: { ...draft, halves, base: draft.base ?? initialBase(product) } };
}

/** Removes or restores a removable ingredient of one half's family recipe. */
export function toggleHalfIngredient(
  menu: Menu,
  draft: HalfDraft,
  half: number,
  ingredientId: number,
): DraftResult<HalfDraft> {
  const current = draft.halves[half];
  const variant = current === undefined ? undefined : menu.variant(current.productId, 'family');
  if (!current || !variant) return { ok: false, problem: 'product_gone' };
  if (
    !variant.ingredients.some(
      (ingredient) => ingredient.id === ingredientId && ingredient.removable,
    )
  ) {
    return { ok: false, problem: 'ingredient_not_removable' };
  }
  const removed = toggle(current.removed, ingredientId);
  if (removed.length > LIMITS.removedPerSelection) return { ok: false, problem: 'removed_full' };
  const halves = draft.halves.map((h, index) => (index === half ? { ...h, removed } : h));
  return { ok: true, draft: { ...draft, halves } };
}

/** The bases a half-and-half may use: enabled bases both halves offer. */
export function halfBases(menu: Menu, draft: HalfDraft): string[] {
  const lists = draft.halves.map((half) => menu.product(half.productId)?.bases ?? []);
  const [first, ...rest] = lists;
  return (first ?? [])
    .filter(
      (base) =>
        base.enabled && rest.every((list) => list.some((b) => b.code === base.code && b.enabled)),
    )
    .map((base) => base.code);
}

/** Picks the outer base among those both halves offer. */
export function selectHalfBase(menu: Menu, draft: HalfDraft, code: string): DraftResult<HalfDraft> {
  if (!halfBases(menu, draft).includes(code)) return { ok: false, problem: 'base_not_allowed' };
  return { ok: true, draft: { ...draft, base: code } };
}

/** The request selection; only a complete draft (two halves) has one. */
export function halfDraftSelection(menu: Menu, draft: HalfDraft): HalfSelection | undefined {
  const [first, second] = draft.halves;
  if (!first || !second) return undefined;
  const firstProduct = menu.product(first.productId);
  const base = firstProduct && draft.base !== defaultBase(firstProduct) ? draft.base : undefined;
  return halfSelection({ halves: [first, second], base });
}
