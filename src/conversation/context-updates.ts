import type { Menu } from '../catalogue/menu.ts';
import type { ArrivalEstimate } from '../domain/arrival.ts';
import type { QuoteResponse, ReceivedQuote, Selection } from '../domain/order.ts';
import type { Locale } from '../locale/locale.ts';
import { PartnerError, type PartnerErrorKind } from '../partner/errors.ts';
import {
  customer,
  deliveryChoice,
  orderRequest,
  pickupChoice,
  quoteRequest,
} from '../partner/requests.ts';
import { quoteDeadline } from '../partner/server-time.ts';
import { addToCart, type CartLine, cartOrderLines, EMPTY_CART } from './cart.ts';
import { type CartChange, checkCart } from './cart-check.ts';
import { selectionNames } from './cart-names.ts';
import { comboDraftSelection } from './combo-draft.ts';
import { followsOf } from './given-up.ts';
import { halfDraftSelection } from './half-draft.ts';
import type { NoticeCode } from './notices.ts';
import { type DraftResult, productDraftSelection } from './product-draft.ts';
import {
  CONVERSATION_VERSION,
  type ConversationContext,
  type Draft,
  type HeldQuote,
  type Notice,
  type PendingOrder,
  type StampedQuote,
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
    emailSuggestion: null,
    savedContact: null,
    quoteRequest: null,
    quote: null,
    quoteAttempts: 0,
    priceBefore: null,
    givenUp: null,
    pendingOrder: null,
    heldOrder: null,
    orders: [],
    lastOrder: null,
    notice: null,
  };
}

/**
 * The same context as a new object whose fields V8 keeps in "fast" mode through XState's
 * `assign`, and the same object everywhere else (equal by value: its fields are the very values
 * of `context`, each known field present, `undefined` for an optional one `context` lacks, which
 * JSON leaves out as before; any unknown field is kept after them).
 *
 * XState's `assign` makes the next context with `Object.assign({}, context, update)`. V8 copies
 * a context of ~20 fields that way by cloning its hidden class only when the context was itself
 * built from `{}` by named stores; otherwise (an object literal, `JSON.parse`, XState's own
 * initial `assign`) it adds the fields one by one, goes over its limit of fast fields for such
 * stores and turns the copy into a dictionary: ~3-4 KB per `assign` instead of ~0.3 KB, and every
 * later read and `JSON.stringify` of that context on the slow path. A copy of a fast context is
 * fast again, so a chat's contexts stay fast from the one this gives it (`restoreSnapshot`,
 * `initialSnapshot` in src/chat/machine-step.ts) as long as no `assign` adds a field the context
 * lacks: hence every known field is present here.
 */
export function fastContext(context: ConversationContext): ConversationContext {
  if (context === null || typeof context !== 'object') return context;
  const c = context;
  const fast = {} as ConversationContext;
  fast.version = c.version;
  fast.chatId = c.chatId;
  fast.locale = c.locale;
  fast.nav = c.nav;
  fast.draft = c.draft;
  fast.cart = c.cart;
  fast.fulfilment = c.fulfilment;
  fast.contact = c.contact;
  fast.noteSuggestion = c.noteSuggestion;
  fast.emailSuggestion = c.emailSuggestion;
  fast.savedContact = c.savedContact;
  fast.contactForgotten = c.contactForgotten;
  fast.quoteRequest = c.quoteRequest;
  fast.quote = c.quote;
  fast.quoteAttempts = c.quoteAttempts;
  fast.zoneCheck = c.zoneCheck;
  fast.closedZones = c.closedZones;
  fast.priceBefore = c.priceBefore;
  fast.givenUp = c.givenUp;
  fast.pendingOrder = c.pendingOrder;
  fast.heldOrder = c.heldOrder;
  fast.orders = c.orders;
  fast.openOrder = c.openOrder;
  fast.lastOrder = c.lastOrder;
  fast.notice = c.notice;
  fast.proposal = c.proposal;
  const copy = fast as unknown as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!Object.hasOwn(copy, key)) copy[key] = (c as unknown as Record<string, unknown>)[key];
  }
  return fast;
}

export const notice = (code: NoticeCode, detail?: string): { notice: Notice } => ({
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
  const result = addToCart(
    context.cart,
    selection,
    draft.quantity,
    selectionNames(menu, selection),
  );
  if (!result.ok) return notice(result.problem);
  return {
    cart: result.cart,
    draft: null,
    quote: null,
    quoteRequest: null,
    ...notice('added_to_cart'),
  };
}

/**
 * The quote request for the cart and the chosen receipt, or a notice when it cannot be built
 * (then no request is left over: the quoting state sends the customer back to the cart).
 */
export function buildQuoteRequest(context: ConversationContext): Partial<ConversationContext> {
  const fulfilment = context.fulfilment;
  if (!fulfilment || context.cart.lines.length === 0)
    return { quoteRequest: null, ...notice('cart_empty') };
  try {
    const choice =
      fulfilment.kind === 'delivery' ? deliveryChoice(fulfilment.zoneId) : pickupChoice();
    return { quoteRequest: quoteRequest(cartOrderLines(context.cart), choice), quote: null };
  } catch (error) {
    return {
      quoteRequest: null,
      ...notice('cart_invalid', error instanceof Error ? error.message : undefined),
    };
  }
}

/** The notice that tells the customer, line by line, what a menu change did to the cart. */
export function cartChangedNotice(changes: CartChange[]): { notice: Notice } {
  return { notice: { code: 'cart_changed', changes } };
}

/**
 * The cart checked against the current menu (see `checkCart`). When the menu changed something,
 * the customer is told what, and any quote of the old cart is dropped (spec "Quote rules": a
 * fresh quote whenever configuration changes). Nothing changes when nothing changed.
 */
export function checkedCart(
  context: ConversationContext,
  menu: Menu,
): Partial<ConversationContext> {
  const { cart, changes } = checkCart(context.cart, menu);
  if (cart === context.cart) return {};
  return {
    cart,
    quote: null,
    quoteRequest: null,
    ...(changes.length > 0 ? cartChangedNotice(changes) : {}),
  };
}

/**
 * Right before a quote: the cart is checked against the current menu and the request is built
 * from the checked cart, so a quote never asks for what the menu no longer has. What changed is
 * shown above the price the customer confirms.
 */
export function prepareQuote(
  context: ConversationContext,
  menu: Menu | null,
): Partial<ConversationContext> {
  const checked = menu ? checkCart(context.cart, menu) : { cart: context.cart, changes: [] };
  const built = buildQuoteRequest({ ...context, cart: checked.cart });
  if (checked.changes.length === 0) return { cart: checked.cart, ...built };
  return { cart: checked.cart, ...built, ...cartChangedNotice(checked.changes) };
}

/** Whether the quote allows a submission now: ready schedule, minimum reached, not test-only. */
export function quoteBlocker(quote: QuoteResponse['quote']): NoticeCode | null {
  if (quote.test_only) return 'quote_test_only';
  if (!quote.schedule_ready) return 'quote_closed';
  if (minimumMissing(quote) !== null) return 'quote_below_minimum';
  return null;
}

/**
 * How much the quote's amount lacks to reach its minimum (spec "Quote": the subtotal, plus the
 * delivery when `minimum_includes_delivery`; `minimum_exclusive` means strictly above), or null
 * when it reaches it or there is none. With an exclusive minimum the amount must exceed this.
 */
export function minimumMissing(quote: QuoteResponse['quote']): number | null {
  if (quote.minimum_minor === null) return null;
  const amount = quote.minimum_includes_delivery
    ? quote.subtotal_minor + quote.delivery_minor
    : quote.subtotal_minor;
  const reached = quote.minimum_exclusive
    ? amount > quote.minimum_minor
    : amount >= quote.minimum_minor;
  return reached ? null : quote.minimum_minor - amount;
}

/**
 * The quote as the chat keeps it: its deadline fixed on the bot's clock from when it was
 * received (see partner/server-time.ts), so a skewed restaurant clock cannot expire it.
 */
/**
 * A quote's result as the chat keeps it: stamped with the result's time on the bot's clock, with
 * the arrival estimate that came beside it (issue 36), if any.
 */
export function stampQuote(event: {
  quote: ReceivedQuote;
  eta?: ArrivalEstimate | undefined;
  at: number;
}): StampedQuote {
  return { ...event.quote, receivedAt: event.at, ...(event.eta ? { eta: event.eta } : {}) };
}

export function holdQuote(quote: StampedQuote): HeldQuote {
  return { ...quote, validUntil: quoteDeadline(quote, quote.receivedAt) };
}

/**
 * The order for confirmation: a new permanent external_order_id, the exact quoted items and
 * choice, the customer's own details, the quoted total and the unchanged token (spec "/orders
 * request rules" 2–5). Built once, kept in the snapshot, resent identically.
 */
export function prepareOrder(
  context: ConversationContext,
  externalOrderId: string,
  now: number,
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
    follows: followsOf(context, now),
  };
}

/**
 * The notice for a quote the partner refused, by error kind (never by message text); any other
 * kind, or a failure that is not the partner's answer, is `quote_failed`. `unprocessable` is the
 * restaurant's refusal: its message goes with it.
 */
const QUOTE_FAILURES: Partial<Record<PartnerErrorKind, NoticeCode>> = {
  // The partner refuses the bot itself: not the restaurant's choice, its ordering service.
  unauthorized: 'ordering_service_unavailable',
  forbidden: 'ordering_service_unavailable',
  unavailable: 'ordering_unavailable',
  // Still a 409 after a fresh try: the restaurant changed its menu after our last sync (spec
  // "Combo": revision). The next sync brings the change, and the cart check then says what.
  conflict: 'quote_menu_changed',
};

/** The notice for a failed quote (see QUOTE_FAILURES). */
export function quoteFailureNotice(error: unknown): Notice {
  if (!(error instanceof PartnerError)) return { code: 'quote_failed' };
  if (error.kind === 'unprocessable') {
    return { code: 'restaurant_refused', detail: error.serverMessage };
  }
  return { code: QUOTE_FAILURES[error.kind] ?? 'quote_failed' };
}

/** The notices that say how earlier lines went back into the cart: all of them, or some. */
export interface AgainNotices {
  added: NoticeCode;
  partial: NoticeCode;
}

/**
 * Copies the last order's lines into the cart, each checked against the current menu first (see
 * `linesAgain`).
 */
export function repeatLastOrder(
  context: ConversationContext,
  menu: Menu,
): Partial<ConversationContext> {
  const lines = context.lastOrder ?? [];
  if (lines.length === 0) return notice('no_last_order');
  return linesAgain(context, menu, lines, { added: 'repeat_added', partial: 'repeat_partial' });
}

/**
 * Copies earlier lines (the last order's, or a past order's) into the cart, each checked against
 * the current menu first (the same check as the cart's): a combo takes its new revision, gone
 * extras are dropped, what cannot be ordered any more is left out, and the customer is told what
 * changed.
 */
export function linesAgain(
  context: ConversationContext,
  menu: Menu,
  lines: CartLine[],
  told: AgainNotices,
): Partial<ConversationContext> {
  const checked = checkCart({ lines, nextLineId: 1 }, menu);
  let cart = context.cart;
  let skipped = lines.length - checked.cart.lines.length;
  for (const line of checked.cart.lines) {
    const result = addToCart(cart, line.selection, line.quantity, line.names);
    if (result.ok) cart = result.cart;
    else skipped += 1;
  }
  const said =
    checked.changes.length > 0
      ? cartChangedNotice(checked.changes)
      : notice(skipped > 0 ? told.partial : told.added);
  return { cart, quote: null, quoteRequest: null, ...said };
}
