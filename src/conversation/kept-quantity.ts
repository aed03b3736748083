import type { Menu } from '../catalogue/menu.ts';
import {
  type DraftResult,
  type ProductDraft,
  startProductDraft,
  withQuantity,
} from './product-draft.ts';
import type { Navigation } from './types.ts';

/**
 * A category opened by a kind of dish typed with a quantity ("2 pizzas", "две пици", "3 салати",
 * issue 35) keeps that quantity in `nav.typedQuantity`: the first dish of that category the
 * customer then opens starts with it. Opening a dish spends it, so a later visit to the category
 * starts at one again.
 */

/** The draft of a dish opened from a list: the typed quantity when the dish is of its category. */
export function openedDraft(
  menu: Menu | null,
  nav: Navigation,
  productId: number,
): DraftResult<ProductDraft> | null {
  if (!menu) return null;
  const started = startProductDraft(menu, productId);
  const kept = nav.typedQuantity;
  if (!started.ok || !kept) return started;
  const inCategory = menu.product(productId)?.category_ids.includes(kept.categoryId) ?? false;
  return inCategory ? { ok: true, draft: withQuantity(started.draft, kept.quantity) } : started;
}

/** The navigation on a dish's card: the typed quantity, if any, is spent. */
export function openedNav(
  nav: Navigation,
  productId: number,
  from: Navigation['from'],
): Navigation {
  const { typedQuantity: _spent, ...rest } = nav;
  return { ...rest, productId, from };
}

/**
 * The navigation of a category a typed kind of dish opened: its first page, and the quantity
 * typed with it kept for the next dish (none typed: none kept).
 */
export function categoryNav(
  nav: Navigation,
  asked: { categoryId: number; quantity: number | null } | null,
): Navigation {
  const { typedQuantity: _old, ...rest } = nav;
  const categoryId = asked?.categoryId ?? null;
  if (asked?.quantity == null || categoryId === null) return { ...rest, categoryId, page: 0 };
  return {
    ...rest,
    categoryId,
    page: 0,
    typedQuantity: { categoryId, quantity: asked.quantity },
  };
}
