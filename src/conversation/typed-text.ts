import type { ConversationContext, Navigation, SearchOrigin } from './types.ts';

/** The longest search query kept (a longer text is cut: no dish name comes near it). */
const MAX_QUERY = 100;

/** A text as the search keeps it: trimmed, and cut at `MAX_QUERY`. */
export function searchQuery(text: string): string {
  return text.trim().slice(0, MAX_QUERY);
}

/**
 * Where the search's "back" leads from a screen the customer typed on. `same`: a search typed on
 * the results keeps the place the first search came from; `card`: a product card returns where
 * the card was opened from (its list, or that list's own search origin).
 */
export type TypedOn = SearchOrigin | 'same' | 'card';

function originOf(nav: Navigation, typedOn: TypedOn): SearchOrigin {
  if (typedOn === 'same') return nav.searchFrom ?? 'home';
  if (typedOn !== 'card') return typedOn;
  if (nav.from === 'category' && nav.categoryId !== null) return 'category';
  return nav.from === 'search' ? (nav.searchFrom ?? 'home') : 'home';
}

/** The page of the screen the search returns to (see `originOf`). */
function originPage(nav: Navigation, typedOn: TypedOn): number {
  if (typedOn === 'same') return nav.searchFromPage ?? 0;
  if (typedOn !== 'card') return nav.page;
  if (nav.from === 'category') return nav.page;
  return nav.from === 'search' ? (nav.searchFromPage ?? 0) : 0;
}

/**
 * The screens (state ids) where typed text searches the menu, with where the search returns to;
 * any other screen without a TEXT of its own searches and returns home. The steps where text is
 * the answer (a contact field, a quantity) have their own TEXT and never reach this list.
 */
export const SEARCH_ORIGINS: readonly (readonly [stateId: `#${string}`, typedOn: TypedOn])[] = [
  ['#conversation.search', 'same'],
  // A text typed on a typed order's screen keeps where that order was typed (issue 35).
  ['#conversation.proposal', 'same'],
  ['#conversation.category', 'category'],
  ['#conversation.product', 'card'],
  ['#conversation.combos', 'combos'],
  // The receipt and the review: the cart, the receipt choice and the contact stay in the
  // conversation, and the next "Order" rebuilds the review with a fresh quote.
  ['#conversation.cart', 'cart'],
  ['#conversation.checkout', 'cart'],
  ['#conversation.orders', 'orders'],
];

/**
 * Where a typed text's screen (its search, or its typed order) returns on "back": the screen it
 * was typed on, on its page (see `originOf`).
 */
export function typedOrigin(nav: Navigation, typedOn: TypedOn): Navigation {
  return { ...nav, searchFrom: originOf(nav, typedOn), searchFromPage: originPage(nav, typedOn) };
}

/**
 * The search a typed text starts: its query, page 0, and where "back" leads. The draft on screen
 * (a product card, a combo or a half-and-half not yet in the cart) is dropped, as every move
 * away from a builder drops it; the cart is untouched.
 */
export function typedSearch(
  context: ConversationContext,
  text: string,
  typedOn: TypedOn,
): Partial<ConversationContext> {
  return {
    notice: null,
    draft: null,
    nav: { ...typedOrigin(context.nav, typedOn), query: searchQuery(text), page: 0 },
  };
}
