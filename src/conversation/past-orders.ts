import type { Menu } from '../catalogue/menu.ts';
import { type CartLine, selectionKey } from './cart.ts';
import type { LineNames } from './cart-names.ts';
import { linesAgain, notice } from './context-updates.ts';
import type { ConversationContext, OrderSummary } from './types.ts';

/**
 * The chat's own placed orders as it keeps them: newest first, a bounded number, and the lines of
 * only the newest few, so a chat's stored snapshot (written on every tap) stays small however
 * long the customer has ordered. An order past the bound stays in the list without its details.
 */

/** Orders a chat keeps, newest first (the rest are the restaurant's record only). */
export const ORDERS_KEPT = 20;
/** The newest orders that keep their lines for their screen and "order this again". */
export const ORDERS_WITH_LINES = 10;
/**
 * Lines kept over all those orders: one full order's worth (40 lines a request). A combo line
 * with its names is ~370 bytes, so the kept lines stay under ~15 KB of the stored snapshot.
 */
export const LINES_KEPT = 40;

/** Orders a page of the list shows (the list of /orders, newest first). */
export const ORDERS_PER_PAGE = 5;

/** The last page of the chat's order list (0 when it fits one page). */
export function lastOrdersPage(context: ConversationContext): number {
  return Math.max(0, Math.ceil(context.orders.length / ORDERS_PER_PAGE) - 1);
}

/** Drops an order's lines (and their names): it is listed, its details are not kept. */
function withoutLines(order: OrderSummary): OrderSummary {
  const { items: _items, names: _names, ...rest } = order;
  return rest;
}

/**
 * The orders to keep, newest first: at most `ORDERS_KEPT`, and lines only on the newest
 * `ORDERS_WITH_LINES` while they add up to at most `LINES_KEPT`.
 */
export function keptOrders(orders: readonly OrderSummary[]): OrderSummary[] {
  let lines = 0;
  return orders.slice(0, ORDERS_KEPT).map((order, index) => {
    const count = order.items?.length ?? 0;
    if (count === 0) return order.names === undefined ? order : withoutLines(order);
    if (index >= ORDERS_WITH_LINES || lines + count > LINES_KEPT) return withoutLines(order);
    lines += count;
    return order;
  });
}

/**
 * The menu's names of an accepted order's lines, taken from the cart lines it was confirmed
 * from (`lastOrder`, which kept them since each line entered the cart), matched by selection.
 * An order confirmed elsewhere (or a line not found) has none: the current menu names it.
 */
export function namedOrder(
  summary: OrderSummary,
  lastOrder: readonly CartLine[] | null,
): OrderSummary {
  const items = summary.items;
  if (!items || items.length === 0 || !lastOrder || summary.names !== undefined) return summary;
  const byKey = new Map(lastOrder.map((line) => [selectionKey(line.selection), line.names]));
  const names = items.map((item) => byKey.get(selectionKey(item.selection)) ?? null);
  return names.some((entry) => entry !== null) ? { ...summary, names } : summary;
}

/** The order whose screen is open, when the chat still keeps it. */
export function openOrderOf(context: ConversationContext): OrderSummary | undefined {
  const id = context.openOrder;
  return id ? context.orders.find((order) => order.externalOrderId === id) : undefined;
}

/** True when the chat keeps an order with this id (a forged or old id opens nothing). */
export function hasOrder(context: ConversationContext, externalOrderId: string): boolean {
  return context.orders.some((order) => order.externalOrderId === externalOrderId);
}

/**
 * "Order this again": the open order's lines go into the cart, each checked against the current
 * menu first (as "repeat last order" does), and the customer is told what changed or was left
 * out. An order whose lines were not kept adds nothing and says so.
 */
export function orderAgain(context: ConversationContext, menu: Menu): Partial<ConversationContext> {
  const order = openOrderOf(context);
  const items = order?.items ?? [];
  if (!order || items.length === 0) return notice('order_details_missing');
  const lines: CartLine[] = items.map((item, index) => {
    const names: LineNames | null | undefined = order.names?.[index];
    return {
      id: index + 1,
      selection: item.selection,
      quantity: item.quantity ?? 1,
      ...(names ? { names } : {}),
    };
  });
  return linesAgain(context, menu, lines, {
    added: 'order_again_added',
    partial: 'order_again_partial',
  });
}
