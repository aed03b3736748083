import type { Menu } from '../../catalogue/menu.ts';
import type { LineNames } from '../../conversation/cart-names.ts';
import { ORDERS_PER_PAGE, openOrderOf } from '../../conversation/past-orders.ts';
import type { OrderSummary } from '../../conversation/types.ts';
import type { Selection } from '../../domain/order.ts';
import { integer, simple, withArg } from '../button-kit.ts';
import type { TargetScreen } from '../button-targets.ts';
import { describeSelection, money } from './describe.ts';
import { orderTime } from './order-time.ts';
import { heldOrderText } from './ordering-status.ts';
import { repeatLast } from './shared-buttons.ts';
import { statusText } from './status-words.ts';
import { type Button, onePage, PAGE, pager, screen, type View, type ViewKit } from './view.ts';

/** One of the chat's orders in the list of /orders, by its place: the order's own id. */
function orderTarget(index: number, { context }: TargetScreen): unknown {
  return context.orders[index]?.externalOrderId ?? null;
}

/** "Order this again" stands for the order on screen (and whether its lines were kept). */
function openOrderTarget(_arg: unknown, { context }: TargetScreen): unknown {
  const id = context.openOrder ?? null;
  const order = context.orders.find((candidate) => candidate.externalOrderId === id);
  return order ? [id, order.items?.length ?? 0] : null;
}

/**
 * The customer's own orders (issue 14 point 7): the list of /orders, newest first, each with
 * when, what, how much and its status in the chat's language; and one order's screen with its
 * lines as configured, the receipt, the total, the status and the restaurant's number, from
 * which it can be ordered again.
 */

/** Indent of an order's items under its line, as the review indents a line's details. */
const DETAIL = '   ';
/** Lines named in the list's short summary of an order; the rest are counted. */
const NAMED_LINES = 3;

type Names = LineNames | null | undefined;

/** A dish's name as it was ordered, else as the menu has it now; in the chat's language. */
function dishName(kit: ViewKit, names: Names, productId: number): string {
  const kept = names?.[`p${productId}`];
  if (kept !== undefined) return kit.texts.product(productId, 'name', kept);
  return kit.menu?.product(productId)?.name ?? kit.tr('unknown-dish', { id: productId });
}

/** A line in a few words: the dish, the two halves, or the combo. */
function lineName(kit: ViewKit, names: Names, selection: Selection): string {
  if ('halves' in selection) {
    return selection.halves.map((half) => `½ ${dishName(kit, names, half.product_id)}`).join(' + ');
  }
  if ('combo_code' in selection) {
    const code = selection.combo_code;
    const kept = names?.[`c${code}`];
    if (kept !== undefined) return kit.texts.combo(code, 'name', kept);
    return kit.menu?.combo(code)?.name ?? code;
  }
  return dishName(kit, names, selection.product_id);
}

/** "2× Пица Маргарита, Кока-Кола, +2": what an order was, for its entry in the list. */
function itemsSummary(kit: ViewKit, order: OrderSummary): string | undefined {
  const items = order.items ?? [];
  if (items.length === 0) return undefined;
  const named = items.slice(0, NAMED_LINES).map((item, index) => {
    const name = lineName(kit, order.names?.[index], item.selection);
    const quantity = item.quantity ?? 1;
    return quantity > 1 ? `${quantity}× ${name}` : name;
  });
  const more = items.length - named.length;
  if (more > 0) named.push(kit.tr('order-items-more', { count: more }));
  return named.join(', ');
}

/** True when the menu still has everything the selection names (so it can word it all). */
function menuKnows(menu: Menu, selection: Selection): boolean {
  if ('halves' in selection) return selection.halves.every((h) => menu.product(h.product_id));
  if ('combo_code' in selection) {
    return (
      menu.combo(selection.combo_code) !== undefined &&
      selection.items.every((item) => menu.product(item.product_id))
    );
  }
  return menu.product(selection.product_id) !== undefined;
}

/**
 * One ordered line as configured, in the words of the cart (size, extras, without …, base,
 * crust, halves, combo items); a line the menu no longer has is named as it was ordered.
 */
function orderedLine(kit: ViewKit, names: Names, selection: Selection): string {
  const menu = kit.menu;
  if (menu && menuKnows(menu, selection)) return describeSelection(kit, menu, selection);
  return kit.tr('order-line-gone', { name: lineName(kit, names, selection) });
}

/** On the bot's clock when the chat recorded it; an older summary has only the restaurant's. */
function placedAt(kit: ViewKit, order: OrderSummary): string {
  const when =
    order.placedAt === undefined ? order.createdAt : new Date(order.placedAt).toISOString();
  return orderTime(kit, when, kit.now, kit.menu?.timezone);
}

function statusOf(kit: ViewKit, order: OrderSummary): string {
  return statusText(kit, order.status, order.fulfilment, order.statusLabel);
}

/** Delivery (to the zone, when the menu still names it) or collection at the restaurant. */
function receipt(kit: ViewKit, order: OrderSummary): string {
  if (order.fulfilment === 'pickup') return kit.tr('order-receipt-pickup');
  const zone = kit.menu?.availability.zones.find((candidate) => candidate.id === order.zoneId);
  return zone
    ? kit.tr('order-receipt-delivery', { zone: zone.name })
    : kit.tr('order-receipt-delivery-any');
}

/**
 * The list of /orders: a held order first, then a page of orders, newest first, each with its
 * number, when, total and status, its items under it, and a button that opens it.
 */
export const ordersScreen = screen(
  {
    ...PAGE,
    // The n-th of the chat's kept orders (newest first); its tag is the order's own id, so a list
    // that gained an order since the button was drawn refuses the tap instead of opening another.
    openOrder: withArg(
      'od',
      integer,
      (index, context) => {
        const order = context.orders[index];
        return order ? { type: 'OPEN_ORDER', externalOrderId: order.externalOrderId } : undefined;
      },
      orderTarget,
    ),
    repeatLast,
  },
  (kit): View => {
    const { orders, heldOrder } = kit.context;
    if (orders.length === 0 && !heldOrder) {
      return { text: kit.tr('orders-empty'), keyboard: kit.nav() };
    }
    const text = [kit.tr('orders-title')];
    if (heldOrder) text.push('', heldOrderText(kit));
    const { page, pages, shown } = onePage(orders, kit.context.nav.page, ORDERS_PER_PAGE);
    const first = page * ORDERS_PER_PAGE;
    const buttons: Button[][] = [];
    shown.forEach((order, offset) => {
      const number = order.orderNumber;
      const total = money(kit, order.totalMinor);
      const when = placedAt(kit, order);
      text.push('', kit.tr('order-line', { number, when, total, status: statusOf(kit, order) }));
      const items = itemsSummary(kit, order);
      if (items !== undefined) text.push(`${DETAIL}${items}`);
      buttons.push([
        kit.button(kit.tr('btn-order', { number, when }), 'openOrder', first + offset),
      ]);
    });
    if (pages > 1) {
      const range = { from: first + 1, to: first + shown.length, count: orders.length };
      text.push('', kit.tr('orders-range', range));
    }
    if (kit.context.lastOrder?.length)
      buttons.push([kit.button(kit.tr('btn-repeat'), 'repeatLast')]);
    return { text: text.join('\n'), keyboard: kit.nav(...buttons, ...pager(kit, page, pages)) };
  },
);

/**
 * One order: its number, when, status and receipt, every line as configured, the total, and
 * "order this again" when its lines were kept (an older order says they were not).
 */
export const orderScreen = screen(
  {
    orderAgain: simple('oa', { type: 'ORDER_AGAIN' }, openOrderTarget),
  },
  (kit): View => {
    const order = openOrderOf(kit.context);
    if (!order) return { text: kit.tr('order-gone'), keyboard: kit.nav() };
    const text = [
      kit.tr('order-title', { number: order.orderNumber }),
      kit.tr('order-placed-at', { when: placedAt(kit, order) }),
      kit.tr('order-status', { status: statusOf(kit, order) }),
      receipt(kit, order),
      '',
    ];
    const items = order.items ?? [];
    if (items.length === 0) text.push(kit.tr('order-details-missing'));
    items.forEach((item, index) => {
      const line = orderedLine(kit, order.names?.[index], item.selection);
      text.push(`${index + 1}. ${line} × ${item.quantity ?? 1}`);
    });
    text.push(kit.tr('order-total', { amount: money(kit, order.totalMinor) }));
    const again = items.length > 0 ? [[kit.button(kit.tr('btn-order-again'), 'orderAgain')]] : [];
    return { text: text.join('\n'), keyboard: kit.nav(...again) };
  },
);
