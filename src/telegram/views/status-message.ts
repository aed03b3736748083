import type { OrderStatus } from '../../domain/order.ts';
import type { MessageId } from '../../locale/message-ids.ts';

/**
 * The message that names an order's status for the customer's order list and the staff chat.
 * "sent" and "delivered" read differently for pickup (ready for collection, collected).
 */
export function statusMessage(status: OrderStatus, fulfilment: 'delivery' | 'pickup'): MessageId {
  if (fulfilment === 'pickup' && status === 'sent') return 'status-sent-pickup';
  if (fulfilment === 'pickup' && status === 'delivered') return 'status-delivered-pickup';
  return `status-${status}`;
}
