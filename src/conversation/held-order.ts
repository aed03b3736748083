import type { Menu } from '../catalogue/menu.ts';
import type { OrderLine } from '../domain/order.ts';
import { addToCart, type Cart, cartHasSelection } from './cart.ts';
import { mergeSavedContact } from './contact.ts';
import { notice } from './context-updates.ts';
import type { NoticeCode } from './notices.ts';
import { keptOrders, namedOrder } from './past-orders.ts';
import type {
  ConversationContext,
  HeldOrder,
  OrderSummary,
  PendingOrder,
  SubmitOutcome,
} from './types.ts';

/**
 * The life of a confirmed order as the chat sees it. On confirmation the cart becomes the order
 * (its lines kept for "repeat last order"); from then on the order exists once, in the order
 * service, and the chat only follows it: accepted, not placed (its lines come back to the cart),
 * or held (the chat remembers it and refuses a second confirmation until the service reports).
 */

/** Why no new order can start now: the menu's availability, or an order still held. */
export function checkoutBlocker(
  context: ConversationContext,
  menu: Menu | null,
  offline = false,
  partnerRefused = false,
): NoticeCode | null {
  // Refused credentials first: the menu copy is not refreshed meanwhile, so what it says about
  // ordering may be stale; that the ordering service is unavailable is what is true now.
  if (partnerRefused) return 'ordering_service_unavailable';
  const closed = menu?.orderingBlocker() ?? null;
  if (closed) return closed;
  if (offline) return 'checkout_offline';
  if (context.heldOrder) return 'order_still_open';
  return null;
}

/**
 * Confirmation: the order goes to the service and the cart is emptied as it does, so the same
 * lines cannot be confirmed again under a new id.
 */
export function handOver(
  context: ConversationContext,
  order: PendingOrder,
): Partial<ConversationContext> {
  return {
    pendingOrder: order,
    lastOrder: context.cart.lines,
    cart: { lines: [], nextLineId: context.cart.nextLineId },
  };
}

/** Merges order lines back into the cart, skipping configurations the cart already has. */
function linesBack(cart: Cart, items: readonly OrderLine[]): Cart {
  let next = cart;
  for (const item of items) {
    if (cartHasSelection(next, item.selection)) continue;
    const result = addToCart(next, item.selection, item.quantity ?? 1);
    if (result.ok) next = result.cart;
  }
  return next;
}

/**
 * The submission came to no order (a fresh quote is needed, or the restaurant refused): the
 * order's lines are the cart again, for the new quote or the corrected details.
 */
export function submissionNotPlaced(context: ConversationContext): Partial<ConversationContext> {
  const order = context.pendingOrder;
  return {
    pendingOrder: null,
    cart: order ? linesBack(context.cart, order.request.items) : context.cart,
  };
}

/** Why a held order waits, as the chat says it (ordering off, Redis down, or the restaurant). */
function heldReason(outcome: SubmitOutcome | null): HeldOrder['reason'] {
  if (outcome?.kind !== 'held') return 'unknown';
  if (outcome.reason === 'unavailable' || outcome.reason === 'coordination') return outcome.reason;
  return 'unknown';
}

const HELD_NOTICE = {
  unavailable: 'order_held_unavailable',
  coordination: 'order_held_coordination',
  unknown: 'order_held',
} as const satisfies Record<HeldOrder['reason'], NoticeCode>;

/** The service keeps the order being submitted: the chat remembers it as held. */
export function submissionHeld(
  context: ConversationContext,
  outcome: SubmitOutcome | null,
): Partial<ConversationContext> {
  const order = context.pendingOrder;
  const reason = heldReason(outcome);
  const code = HELD_NOTICE[reason];
  if (!order) return notice(code);
  const held: HeldOrder = {
    externalOrderId: order.externalOrderId,
    reason,
    totalMinor: order.request.expected_total_minor,
    fulfilment: order.request.choice.fulfilment,
    items: order.request.items,
  };
  return {
    pendingOrder: null,
    heldOrder: held,
    quote: null,
    quoteRequest: null,
    ...notice(code),
  };
}

/**
 * The service accepted an order of this chat: it joins the chat's orders (once), and a held or
 * pending order with that id is over. The cart is not touched: it became the order at
 * confirmation, and what is in it now is a new cart.
 */
export function orderAccepted(
  context: ConversationContext,
  summary: OrderSummary,
  at: number,
  answers: string = summary.externalOrderId,
): Partial<ConversationContext> {
  const id = summary.externalOrderId;
  // `answers`: a confirmation that waited for this earlier order, which turned up after all;
  // it is over too (its dishes are not ordered twice, nothing returns to the cart).
  const ended = (order: { externalOrderId: string } | null | undefined) =>
    order?.externalOrderId === id || order?.externalOrderId === answers;
  const known = context.orders.some((order) => order.externalOrderId === id);
  return {
    orders: known
      ? context.orders
      : keptOrders([
          namedOrder({ ...summary, placedAt: at }, context.lastOrder),
          ...context.orders,
        ]),
    ...(ended(context.heldOrder) ? { heldOrder: null } : {}),
    ...(ended(context.pendingOrder)
      ? { pendingOrder: null, quote: null, quoteRequest: null, quoteAttempts: 0 }
      : {}),
  };
}

/**
 * The order this chat is submitting was accepted: recorded as any accepted order, and the
 * details it was sent with join the saved ones for the next order (unless /forget came
 * meanwhile: while sending it empties the checkout's details, on the price or the review it
 * marks them `contactForgotten`): merged, not replaced, so a pickup order
 * keeps the saved address (see `mergeSavedContact`). The checkout's details are done with.
 */
export function submissionAccepted(
  context: ConversationContext,
  summary: OrderSummary,
  at: number,
): Partial<ConversationContext> {
  const sent = context.pendingOrder?.request.customer;
  const save =
    sent !== undefined && context.contact.name !== undefined && context.contactForgotten !== true;
  return {
    ...(save ? { savedContact: mergeSavedContact(context.savedContact, sent) } : {}),
    contact: {},
    contactForgotten: false,
    ...orderAccepted(context, summary, at, context.pendingOrder?.externalOrderId),
  };
}

/** The held order came to no order after all: it is over and its lines return to the cart. */
export function heldNotPlaced(
  context: ConversationContext,
  externalOrderId: string,
): Partial<ConversationContext> {
  const held = context.heldOrder;
  if (held?.externalOrderId !== externalOrderId) return {};
  return { heldOrder: null, cart: linesBack(context.cart, held.items) };
}

/**
 * Whether the cart can be quoted again and confirmed as it stands: dishes, a receipt and the
 * details an order is sent with (an address for delivery). So it is after a held order came to
 * nothing: its lines are back in the cart, and its receipt and details were never cleared.
 */
export function freshPriceReady(context: ConversationContext): boolean {
  const { cart, fulfilment, contact } = context;
  if (cart.lines.length === 0 || !fulfilment || !contact.name || !contact.phone) return false;
  return fulfilment.kind !== 'delivery' || (contact.address ?? '') !== '';
}
