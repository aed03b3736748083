import type { HeldOrder } from '../../conversation/types.ts';
import type { MessageId } from '../../locale/message-ids.ts';
import { money } from './describe.ts';
import type { ViewKit } from './view.ts';

/**
 * What the customer must know before ordering, at /start and on the cart: the restaurant takes
 * no orders now (with its own notice), and an order of theirs the service still holds.
 */
export function orderingStatusLines(kit: ViewKit): string[] {
  const out: string[] = [];
  const held = kit.context.heldOrder;
  if (held) out.push(heldOrderText(kit));
  const closed = kit.menu?.orderingBlocker() ?? null;
  if (closed) {
    out.push(kit.tr(closed === 'ordering_closed' ? 'ordering-closed' : 'ordering-no-cash'));
    const words = kit.menu?.availability.notice.trim() ?? '';
    if (words !== '') out.push(kit.tr('restaurant-notice', { notice: words }));
  }
  return out;
}

/**
 * Why a held order waits, in words: said once on the confirmation's screen (`submitted`), and
 * as the status paragraph with its total wherever the order is still held (home, cart, orders).
 */
export const HELD_REASONS = {
  unavailable: { submitted: 'order-held-unavailable', status: 'held-order-unavailable' },
  coordination: { submitted: 'order-held-coordination', status: 'held-order-coordination' },
  unknown: { submitted: 'order-held', status: 'held-order' },
} as const satisfies Record<HeldOrder['reason'], Record<'submitted' | 'status', MessageId>>;

/** The held order's state in one paragraph (its total and why it waits). */
export function heldOrderText(kit: ViewKit): string {
  const held = kit.context.heldOrder;
  if (!held) return '';
  return kit.tr(HELD_REASONS[held.reason].status, {
    total: money(kit, held.totalMinor),
  });
}

/** Status lines first, then the screen's own text. */
export function withStatus(kit: ViewKit, text: string): string {
  return [...orderingStatusLines(kit), text].join('\n\n');
}
