import type { OrderStatus } from '../../domain/order.ts';
import type { MessageId } from '../../locale/message-ids.ts';

/**
 * The message that names an order's status for the customer's order list and the staff chat.
 * Only "sent" reads differently for pickup ("ready to collect" instead of "on its way").
 */
export function statusMessage(status: OrderStatus, fulfilment: 'delivery' | 'pickup'): MessageId {
  return status === 'sent' && fulfilment === 'pickup' ? 'status-sent-pickup' : `status-${status}`;
}
