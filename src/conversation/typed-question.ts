import type { Menu } from '../catalogue/menu.ts';
import { type ExtraNames, parseOrder } from '../ordering-text/index.ts';
import { startProductDraft } from './product-draft.ts';
import { typedSearch } from './typed-text.ts';
import type { ConversationContext } from './types.ts';

/**
 * A typed question about a dish (issue 35: "колко струва голямата маргарита?", "do you have
 * calzone") is answered, never put in a cart: when it names one dish for certain, that dish's
 * card opens (its sizes with their prices, its ingredients, its extras); otherwise the text
 * stays a search, as any text that is not an order. The card's "back" leads to the search of
 * the dish's words, from home.
 */
export function askedDish(
  menu: Menu | null,
  text: string,
  locale: string,
  extraNames?: ExtraNames,
): { productId: number; words: string } | null {
  if (!menu) return null;
  const parsed = parseOrder(text, menu, { locale, ...(extraNames ? { extraNames } : {}) });
  if (!parsed.question) return null;
  const named = new Map<number, string>();
  for (const line of parsed.lines) {
    const id =
      line.draft?.kind === 'product'
        ? line.draft.productId
        : line.candidates.length === 1
          ? line.candidates[0]
          : undefined;
    if (id === undefined || line.candidates.length > 1) return null;
    named.set(id, line.intent.words);
  }
  const [only, ...others] = named;
  return only && others.length === 0 ? { productId: only[0], words: only[1] } : null;
}

/** The card of the dish a question names (see `askedDish`), or nothing when it names none. */
export function openAskedDish(
  context: ConversationContext,
  menu: Menu | null,
  text: string,
  extraNames?: ExtraNames,
): Partial<ConversationContext> {
  const asked = askedDish(menu, text, context.locale, extraNames);
  if (!menu || !asked) return {};
  const search = typedSearch(context, asked.words, 'home');
  const started = startProductDraft(menu, asked.productId);
  return {
    ...search,
    nav: { ...(search.nav ?? context.nav), productId: asked.productId, from: 'search' },
    draft: started.ok ? started.draft : null,
    proposal: null,
  };
}

/**
 * The category a text names by a kind of dish alone ("пица", "2 pizzas", "салата"): one line,
 * named only by generic words, every dish it reaches in one category, nothing else asked of it
 * (no removal, extra, base or crust), and it reaches at least four in five of the category's
 * dishes. Such a text opens that category instead of guessing a dish
 * or listing search results (issue 35); a quantity typed with it ("2 pizzas") is kept for the
 * dish then opened from the category (`kept-quantity.ts`).
 */
export function askedCategory(
  menu: Menu | null,
  text: string,
  locale: string,
  extraNames?: ExtraNames,
): { categoryId: number; quantity: number | null } | null {
  if (!menu) return null;
  const parsed = parseOrder(text, menu, { locale, ...(extraNames ? { extraNames } : {}) });
  const [line, ...others] = parsed.lines;
  const intent = line?.intent;
  if (!intent || others.length > 0 || intent.generic !== true || intent.halves !== null)
    return null;
  if (intent.without.length + intent.extra.length + (intent.unread?.length ?? 0) > 0) return null;
  if (intent.base !== null || intent.crust !== null) return null;
  let common: number[] | null = null;
  for (const id of intent.productIds) {
    const categories = menu.product(id)?.category_ids ?? [];
    common = common === null ? [...categories] : common.filter((c) => categories.includes(c));
  }
  // The words name the category when they reach most of it ("pizza": every pizza); a word
  // shared by a few of its dishes ("spaghetti") stays a choice among those dishes.
  const reached = intent.productIds.length;
  const categoryId = common?.find((id) => reached * 5 >= menu.productsIn(id).length * 4);
  return categoryId === undefined ? null : { categoryId, quantity: intent.quantity };
}

/**
 * What a question naming no single dish searches for: the words that named dishes ("имате ли
 * карбонара" searches "карбонара", both dishes with their prices), or null when it names none
 * (then the text is searched as typed).
 */
export function questionQuery(
  menu: Menu | null,
  text: string,
  locale: string,
  extraNames?: ExtraNames,
): string | null {
  if (!menu) return null;
  const parsed = parseOrder(text, menu, { locale, ...(extraNames ? { extraNames } : {}) });
  if (!parsed.question || parsed.lines.length === 0) return null;
  return parsed.lines.map((line) => line.intent.words).join(' ');
}
