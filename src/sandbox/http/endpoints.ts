import { cataloguePage } from '../menu/index.ts';
import { priceQuote } from '../pricing.ts';
import { type EndpointCall, type EndpointContext, exactFields, fromProblem } from './context.ts';
import { orderRecord } from './ledger.ts';
import { submitOrder } from './orders.ts';
import { quirky } from './quirks.ts';
import { quoteContentHash } from './quote-token.ts';
import { type Outcome, problem, rfc3339 } from './respond.ts';
import type { Endpoint } from './router.ts';

/** GET /catalogue?page=N: one page of the live menu (spec "Catalogue page"). */
function catalogue(ctx: EndpointContext, call: EndpointCall): Outcome {
  return { kind: 'data', data: cataloguePage(ctx.menu, call.page, new Date(ctx.clock.now())) };
}

/** GET /availability: zones, pickup and the ordering switch of the live menu. */
function availability(ctx: EndpointContext): Outcome {
  return { kind: 'data', data: ctx.menu.availability };
}

/**
 * POST /quote: prices exactly {items, choice} and signs a token that binds the partner, the
 * canonical content, the total and the expiry (spec "Quote response"; /orders rules 2, 4, 5).
 */
function quote(ctx: EndpointContext, call: EndpointCall): Outcome {
  const shape = exactFields(call.body, ['items', 'choice']);
  if (shape) return shape;
  const now = ctx.clock.now();
  const priced = priceQuote(ctx.menu, call.body, {
    now: new Date(now),
    testOnly: call.partner.testOnly,
  });
  if (!priced.ok) return fromProblem(priced.problem);
  // Whole seconds, so the expires_at a client reads is exactly the instant the token dies.
  const expiresAtMs = Math.floor((now + ctx.quoteTtlMs) / 1000) * 1000;
  const quoteToken = ctx.tokens.sign({
    partnerId: call.partner.id,
    contentHash: quoteContentHash(call.body.items, call.body.choice),
    totalMinor: priced.quote.total_minor,
    expiresAtMs,
  });
  return {
    kind: 'data',
    data: { quote: priced.quote, quote_token: quoteToken, expires_at: rfc3339(expiresAtMs) },
  };
}

/**
 * POST /orderstatus: the calling partner's own order record without `replayed`; an unknown id
 * or another partner's order is 404 (spec "Status rules").
 */
function orderStatus(ctx: EndpointContext, call: EndpointCall): Outcome {
  const shape = exactFields(call.body, ['external_order_id']);
  if (shape) return shape;
  const id = call.body.external_order_id;
  if (typeof id !== 'string') return problem(422, 'external_order_id must be a string');
  const entry = ctx.ledger.find(call.partner.id, id);
  if (!entry) return problem(404, 'no order of this partner with this external_order_id');
  return { kind: 'data', data: orderRecord(entry) };
}

/** Each endpoint's business rules (spec "Endpoints"). */
const BUSINESS_RULES: Record<
  Endpoint,
  (ctx: EndpointContext, call: EndpointCall) => Promise<Outcome> | Outcome
> = {
  catalogue,
  availability,
  quote,
  orders: submitOrder,
  orderstatus: orderStatus,
};

/**
 * Runs the endpoint's business rules once every transport check has passed; with the quirks
 * switch on, a 200 payload is answered in its quirky form.
 */
export async function runEndpoint(
  endpoint: Endpoint,
  ctx: EndpointContext,
  call: EndpointCall,
): Promise<Outcome> {
  const outcome = await BUSINESS_RULES[endpoint](ctx, call);
  if (!ctx.quirks.enabled || outcome.kind !== 'data') return outcome;
  return { kind: 'data', data: quirky(endpoint, outcome.data) };
}
