import type {
  ConversationEffect,
  ConversationEvent,
  EffectResult,
  OrderSummary,
  PendingOrder,
  SubmitOutcome,
} from '../conversation/types.ts';
import type { OrderRecord, OrderRequest, QuoteRequest, ReceivedQuote } from '../domain/order.ts';

/** The services behind the conversation's two effects. */
export interface EffectServices {
  /** The partner's quote for this request (an error is the quote's failure). */
  quote: (request: QuoteRequest, signal: AbortSignal) => Promise<ReceivedQuote>;
  /** Hands the order to the order service and waits for its outcome. */
  submit: (order: PendingOrder, signal: AbortSignal) => Promise<SubmitOutcome>;
}

/**
 * What the chat keeps of an accepted order: the record, with the receipt and the lines the
 * order was sent with (exactly as sent: they are what "order this again" puts back in the cart).
 */
export function orderSummary(
  externalOrderId: string,
  request: OrderRequest,
  record: OrderRecord,
): OrderSummary {
  const choice = request.choice;
  return {
    externalOrderId,
    orderNumber: record.order_number,
    totalMinor: record.total_minor,
    status: record.status,
    statusLabel: record.status_label,
    fulfilment: choice.fulfilment,
    createdAt: record.created_at,
    ...(choice.fulfilment === 'delivery' ? { zoneId: choice.zone_id } : {}),
    items: request.items,
  };
}

/** What the chat keeps of its own accepted submission (see `orderSummary`). */
export function summaryOf(order: PendingOrder, record: OrderRecord): OrderSummary {
  return orderSummary(record.external_order_id, order.request, record);
}

/**
 * Runs one effect and returns its result as the event the machine takes. An accepted order comes
 * back as ORDER_RECORDED (the one way an accepted order enters a conversation), naming the
 * confirmation it answers: the record may be the chat's earlier order that turned up.
 */
export async function runEffect(
  effect: ConversationEffect,
  services: EffectServices,
  signal: AbortSignal,
): Promise<ConversationEvent | EffectResult> {
  if (effect.type === 'quote') {
    try {
      return { type: 'QUOTE_DONE', quote: await services.quote(effect.request, signal) };
    } catch (error) {
      return { type: 'QUOTE_FAILED', error };
    }
  }
  const { order } = effect;
  try {
    const outcome = await services.submit(order, signal);
    if (outcome.kind !== 'accepted') return { type: 'SUBMIT_DONE', outcome };
    return {
      type: 'ORDER_RECORDED',
      summary: summaryOf(order, outcome.record),
      answers: order.externalOrderId,
    };
  } catch (error) {
    return { type: 'SUBMIT_FAILED', error };
  }
}
