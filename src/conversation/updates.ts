import type { Locale } from '../catalogue/allergens.ts';
import type { Menu } from '../catalogue/menu.ts';
import { PartnerError } from '../partner/errors.ts';
import {
  customer,
  deliveryChoice,
  orderRequest,
  pickupChoice,
  quoteRequest,
} from '../partner/requests.ts';
import type { QuoteResponse, Selection } from '../partner/schemas/index.ts';
import { quoteDeadline } from '../partner/server-time.ts';
import { addToCart, cartOrderLines, EMPTY_CART } from './cart.ts';
import { comboDraftSelection } from './combo-draft.ts';
import { halfDraftSelection } from './half-draft.ts';
import { type DraftResult, productDraftSelection } from './product-draft.ts';
import {
  CONVERSATION_VERSION,
  type ConversationContext,
  type Draft,
  type HeldQuote,
  type Notice,
  type OrderSummary,
  type PendingOrder,
  type StampedQuote,
  type SubmitOutcome,
} from './types.ts';

/**
 * Pure context updates used by the machine's actions: each takes the context (and the menu or
 * the event data) and returns the fields that change. Kept apart from the machine's structure so
 * each rule reads (and is tested) on its own.
 */

/** The context of a new conversation. */
export function initialContext(locale: Locale, chatId: number | null): ConversationContext {
  return {
    version: CONVERSATION_VERSION,
    chatId,
    locale,
    nav: { categoryId: null, query: '', page: 0, productId: null, slot: null, from: 'home' },
    draft: null,
    cart: EMPTY_CART,
    fulfilment: null,
    contact: {},
    noteSuggestion: null,
    savedContact: null,
    quoteRequest: null,
    quote: null,
    quoteAttempts: 0,
    expiryRequotes: 0,
    pendingOrder: null,
    orders: [],
    lastOrder: null,
    notice: null,
  };
}

export const notice = (code: string, detail?: string): { notice: Notice } => ({
  notice: detail === undefined ? { code } : { code, detail },
});

/** A draft change: the new draft, or the reason it was refused as a notice. */
export function applyDraft<T extends Draft>(result: DraftResult<T>): Partial<ConversationContext> {
  return result.ok ? { draft: result.draft } : notice(result.problem);
}

/** The request selection of any complete draft; undefined while it is incomplete. */
export function draftSelection(menu: Menu, draft: Draft): Selection | undefined {
  switch (draft.kind) {
    case 'product':
      return productDraftSelection(menu, draft);
    case 'half':
      return halfDraftSelection(menu, draft);
    case 'combo':
      return comboDraftSelection(menu, draft);
  }
}

/**
 * Puts the draft into the cart. Anything that changes the items invalidates a quote (spec
 * "Quote rules": a fresh quote whenever configuration changes).
 */
export function addDraftToCart(
  context: ConversationContext,
  menu: Menu,
): Partial<ConversationContext> {
  const draft = context.draft;
  const selection = draft ? draftSelection(menu, draft) : undefined;
  if (!draft || !selection) return notice('draft_incomplete');
  const result = addToCart(context.cart, selection, draft.quantity);
  if (!result.ok) return notice(result.problem);
  return {
    cart: result.cart,
    draft: null,
    quote: null,
    quoteRequest: null,
    ...notice('added_to_cart'),
  };
}

/** The quote request for the cart and the chosen receipt, or a notice when it cannot be built. */
export function buildQuoteRequest(context: ConversationContext): Partial<ConversationContext> {
  const fulfilment = context.fulfilment;
  if (!fulfilment || context.cart.lines.length === 0) return notice('cart_empty');
  try {
    const choice =
      fulfilment.kind === 'delivery' ? deliveryChoice(fulfilment.zoneId) : pickupChoice();
    return { quoteRequest: quoteRequest(cartOrderLines(context.cart), choice), quote: null };
  } catch (error) {
    return notice('cart_invalid', error instanceof Error ? error.message : undefined);
  }
}

/** Whether the quote allows a submission now: ready schedule, minimum reached, not test-only. */
export function quoteBlocker(quote: QuoteResponse['quote']): string | null {
  if (quote.test_only) return 'quote_test_only';
  if (!quote.schedule_ready) return 'quote_closed';
  if (quote.minimum_minor !== null) {
    const amount = quote.minimum_includes_delivery ? quote.total_minor : quote.subtotal_minor;
    const reached = quote.minimum_exclusive
      ? amount > quote.minimum_minor
      : amount >= quote.minimum_minor;
    if (!reached) return 'quote_below_minimum';
  }
  return null;
}

/**
 * The quote as the chat keeps it: its deadline fixed on the bot's clock from when it was
 * received (see partner/server-time.ts), so a skewed restaurant clock cannot expire it.
 */
export function holdQuote(quote: StampedQuote): HeldQuote {
  return { ...quote, validUntil: quoteDeadline(quote, quote.receivedAt) };
}

/**
 * True while the quote can still be confirmed. Compares only times of the bot's own clock; a
 * quote kept by an older version (no deadline) counts as expired and is re-quoted once.
 */
export function quoteIsFresh(quote: HeldQuote, now: number): boolean {
  return typeof quote.validUntil === 'number' && quote.validUntil > now;
}

/** True when a confirmation should first re-quote: expired, and not re-quoted for that yet. */
export function shouldRequoteForExpiry(context: ConversationContext, now: number): boolean {
  return (
    context.quote !== null && !quoteIsFresh(context.quote, now) && (context.expiryRequotes ?? 0) < 1
  );
}

/**
 * The order for confirmation: a new permanent external_order_id, the exact quoted items and
 * choice, the customer's own details, the quoted total and the unchanged token (spec "/orders
 * request rules" 2–5). Built once, kept in the snapshot, resent identically.
 */
export function prepareOrder(
  context: ConversationContext,
  externalOrderId: string,
): PendingOrder | null {
  const { quote, quoteRequest: request, contact } = context;
  if (!quote || !request || !contact.name || !contact.phone) return null;
  const order = orderRequest({
    externalOrderId,
    quote: request,
    customer: customer({
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      address: context.fulfilment?.kind === 'delivery' ? contact.address : undefined,
      note: contact.note,
    }),
    expectedTotalMinor: quote.quote.total_minor,
    quoteToken: quote.quote_token,
  });
  return {
    externalOrderId,
    chatId: context.chatId,
    request: order,
    quoteValidUntil: quote.validUntil,
  };
}

/** After an accepted order: remember it, keep the lines for "repeat", empty the cart. */
export function recordOrder(
  context: ConversationContext,
  summary: OrderSummary,
): Partial<ConversationContext> {
  return {
    orders: [
      summary,
      ...context.orders.filter((o) => o.externalOrderId !== summary.externalOrderId),
    ].slice(0, 20),
    lastOrder: context.cart.lines,
    cart: EMPTY_CART,
    quote: null,
    quoteRequest: null,
    pendingOrder: null,
    quoteAttempts: 0,
    expiryRequotes: 0,
    savedContact: { ...context.contact, note: undefined },
  };
}

/** The notice for a failed quote, by error kind (never by message text). */
export function quoteFailureNotice(error: unknown): Notice {
  if (!(error instanceof PartnerError)) return { code: 'quote_failed' };
  switch (error.kind) {
    case 'unprocessable':
      return { code: 'restaurant_refused', detail: error.serverMessage };
    case 'unauthorized':
    case 'forbidden':
    case 'unavailable':
      return { code: 'ordering_unavailable' };
    default:
      return { code: 'quote_failed' };
  }
}

/** Copies the last order's lines into the cart, skipping what the menu no longer has. */
export function repeatLastOrder(
  context: ConversationContext,
  menu: Menu,
): Partial<ConversationContext> {
  const lines = context.lastOrder ?? [];
  if (lines.length === 0) return notice('no_last_order');
  let cart = context.cart;
  let skipped = 0;
  for (const line of lines) {
    const ids = productIdsOf(line.selection);
    const combo =
      'combo_code' in line.selection ? menu.combo(line.selection.combo_code) : undefined;
    // A combo is orderable again only as the catalogue defines it now (same revision).
    const comboOk =
      !('combo_code' in line.selection) ||
      (combo?.available === true && combo.revision === line.selection.combo_revision);
    const orderable = comboOk && ids.every((id) => menu.product(id)?.available === true);
    const result = orderable ? addToCart(cart, line.selection, line.quantity) : null;
    if (result?.ok) cart = result.cart;
    else skipped += 1;
  }
  return {
    cart,
    quote: null,
    quoteRequest: null,
    ...notice(skipped > 0 ? 'repeat_partial' : 'repeat_added'),
  };
}

function productIdsOf(selection: Selection): number[] {
  if ('halves' in selection) return selection.halves.map((half) => half.product_id);
  if ('items' in selection) return selection.items.map((item) => item.product_id);
  return [selection.product_id];
}

/**
 * The notice for an order the service holds: ordering is unavailable (the customer is told so),
 * or its fate is still unknown. Either way it must not be confirmed a second time.
 */
export function heldNotice(outcome: SubmitOutcome): { notice: Notice } {
  const unavailable = outcome.kind === 'held' && outcome.reason === 'unavailable';
  return notice(unavailable ? 'order_held_unavailable' : 'order_held');
}
