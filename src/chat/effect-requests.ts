import type {
  ConversationEvent,
  EffectResult,
  OrderSummary,
  PendingOrder,
  SubmitOutcome,
} from '../conversation/types.ts';
import type { ArrivalEstimate } from '../domain/arrival.ts';
import type { OrderRecord, OrderRequest, QuoteRequest, ReceivedQuote } from '../domain/order.ts';

/** The services behind the conversation's two effects. */
export interface EffectServices {
  /** The partner's quote for this request (an error is the quote's failure). */
  quote: (request: QuoteRequest, signal: AbortSignal) => Promise<ReceivedQuote>;
  /**
   * Hands the order to the order service (the outbox's durable `enqueue`): resolves once the
   * order is stored, long before it is sent. Its outcome comes back as order news
   * (`orderOutcomeEvent`, through the order-events bridge), never through this call.
   */
  enqueue: (order: PendingOrder) => Promise<void>;
  /**
   * How long an order of this receipt usually takes from acceptance (issue 36), asked beside a
   * quote that succeeded; null (or absent) says nothing. Never throws.
   */
  eta?: ((request: QuoteRequest) => Promise<ArrivalEstimate | null>) | undefined;
}

/**
 * What the chat keeps of an accepted order: the record, with the receipt and the lines the
 * order was sent with (exactly as sent: they are what "order this again" puts back in the cart).
 */
export function orderSummary(
  externalOrderId: string,
  request: OrderRequest,
  record: OrderRecord,
  eta?: ArrivalEstimate | null,
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
    ...(eta ? { eta } : {}),
  };
}

/**
 * The one translation of an order's outcome into conversation news: accepted (ORDER_RECORDED,
 * naming the confirmation it answers: the record may be the chat's earlier order that turned
 * up, which this confirmation waited for), held (ORDER_HELD), or no order (ORDER_NOT_PLACED).
 */
export function orderOutcomeEvent(
  order: { externalOrderId: string; request: OrderRequest },
  outcome: SubmitOutcome,
  eta?: ArrivalEstimate | null,
): ConversationEvent {
  const externalOrderId = order.externalOrderId;
  switch (outcome.kind) {
    case 'accepted':
      return {
        type: 'ORDER_RECORDED',
        summary: orderSummary(outcome.record.external_order_id, order.request, outcome.record, eta),
        answers: externalOrderId,
      };
    case 'held':
      return { type: 'ORDER_HELD', externalOrderId, outcome };
    default:
      return { type: 'ORDER_NOT_PLACED', externalOrderId, outcome };
  }
}

/** Asks for a quote and returns its result as the event the machine takes. */
export async function quoteResult(
  request: QuoteRequest,
  services: Pick<EffectServices, 'quote' | 'eta'>,
  signal: AbortSignal,
): Promise<EffectResult> {
  let quote: ReceivedQuote;
  try {
    quote = await services.quote(request, signal);
  } catch (error) {
    return { type: 'QUOTE_FAILED', error };
  }
  const eta = (await services.eta?.(request)) ?? null;
  return eta ? { type: 'QUOTE_DONE', quote, eta } : { type: 'QUOTE_DONE', quote };
}
