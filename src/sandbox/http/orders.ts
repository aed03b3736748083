import { setTimeout as delay } from 'node:timers/promises';
import { checkSubmittable, priceQuote } from '../pricing.ts';
import { validateCustomer } from '../validation.ts';
import { type EndpointCall, type EndpointContext, exactFields, fromProblem } from './context.ts';
import { orderRecord } from './ledger.ts';
import { canonicalJson, quoteContentHash } from './quote-token.ts';
import { type Outcome, problem } from './respond.ts';

const ORDER_FIELDS = [
  'external_order_id',
  'items',
  'choice',
  'customer',
  'expected_total_minor',
  'quote_token',
];

// Spec "/orders request rules" 1: 1-80 ASCII letters, digits and _ . : -, first a letter or digit.
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/;

const TOKEN_MESSAGES = {
  malformed: 'quote_token is not a token issued by this service',
  signature: 'quote_token is not a token issued by this service',
  partner: 'quote_token was issued to another partner',
  expired: 'quote expired; request a new quote',
} as const;

function checkShape(body: Record<string, unknown>): Outcome | undefined {
  const fields = exactFields(body, ORDER_FIELDS);
  if (fields) return fields;
  const id = body.external_order_id;
  if (typeof id !== 'string' || !EXTERNAL_ID.test(id)) {
    return problem(422, 'external_order_id must be 1-80 characters of A-Z a-z 0-9 _ . : -');
  }
  const expected = body.expected_total_minor;
  if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < 1) {
    return problem(422, 'expected_total_minor must be an integer >= 1');
  }
  if (typeof body.quote_token !== 'string' || body.quote_token === '') {
    return problem(422, 'quote_token must be the unchanged token string');
  }
  return undefined;
}

/**
 * POST /orders (spec "/orders request rules" 1-8). Shape first (422); then idempotency by the
 * partner's identity and external_order_id: a concurrent request with the id is busy (409), a
 * saved identical body replays the same record with replayed=true even after the token expired,
 * a different body is 409. A first submission then needs a genuine, unexpired token of this
 * partner for these exact items and choice, an unchanged current price and the quoted
 * expected_total_minor (all 409), a valid customer (422) and an open, submittable order
 * (503/422). Only then is the order saved: a 200 always means persisted.
 */
export async function submitOrder(ctx: EndpointContext, call: EndpointCall): Promise<Outcome> {
  const invalid = checkShape(call.body);
  if (invalid) return invalid;
  const externalId = call.body.external_order_id as string;
  const flightKey = `${call.partner.id}\u0000${externalId}`;
  if (ctx.inFlight.has(flightKey)) {
    return problem(409, 'a request with this external_order_id is being processed');
  }
  const saved = ctx.ledger.find(call.partner.id, externalId);
  if (saved) {
    if (canonicalJson(saved.body) !== canonicalJson(call.body)) {
      return problem(409, 'external_order_id already used with different content');
    }
    return { kind: 'data', data: { ...orderRecord(saved), replayed: true } };
  }
  ctx.inFlight.add(flightKey);
  try {
    // Simulated processing time (wall clock on purpose: it models latency, not business time,
    // and must elapse even when the sandbox runs on a manual test clock).
    if (ctx.orderProcessingMs > 0) await delay(ctx.orderProcessingMs);
    const hold = takeHold(ctx, externalId);
    // Held by a test: busy (409) to every other request with this id until it lands.
    if (hold) await hold;
    return createOrder(ctx, call, externalId);
  } finally {
    ctx.inFlight.delete(flightKey);
  }
}

// The test's hold for this id, else its hold for whichever order comes next; each taken once.
function takeHold(ctx: EndpointContext, externalId: string): Promise<void> | undefined {
  const own = ctx.orderHolds.get(externalId);
  if (own) {
    ctx.orderHolds.delete(externalId);
    return own;
  }
  const next = ctx.nextOrderHold;
  if (!next) return undefined;
  ctx.nextOrderHold = undefined;
  next.caught(externalId);
  return next.until;
}

function createOrder(ctx: EndpointContext, call: EndpointCall, externalId: string): Outcome {
  const { items, choice, customer, expected_total_minor, quote_token } = call.body;
  const now = ctx.clock.now();
  const verdict = ctx.tokens.verify(quote_token as string, call.partner.id, now);
  if ('rejected' in verdict) return problem(409, TOKEN_MESSAGES[verdict.rejected]);
  const { claims } = verdict;
  if (quoteContentHash(items, choice) !== claims.contentHash) {
    return problem(409, 'items or choice differ from the quoted request; request a new quote');
  }
  const quoteCtx = { now: new Date(now), testOnly: call.partner.testOnly };
  const priced = priceQuote(ctx.menu, { items, choice }, quoteCtx);
  if (!priced.ok) return fromProblem(priced.problem);
  if (priced.quote.total_minor !== claims.totalMinor) {
    return problem(409, 'the price changed since the quote; request a new quote');
  }
  if (expected_total_minor !== claims.totalMinor) {
    return problem(409, 'expected_total_minor does not match the quoted total_minor');
  }
  const fulfilment = priced.quote.choice.fulfilment;
  const customerProblem = validateCustomer(ctx.menu, customer, fulfilment);
  if (customerProblem) return fromProblem(customerProblem);
  const refusal = checkSubmittable(ctx.menu, priced.quote, quoteCtx);
  if (refusal) return fromProblem(refusal);
  const entry = ctx.ledger.create({
    partnerId: call.partner.id,
    externalOrderId: externalId,
    body: call.body,
    fulfilment,
    totalMinor: claims.totalMinor,
  });
  return { kind: 'data', data: { ...orderRecord(entry), replayed: false } };
}
