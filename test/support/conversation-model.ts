import { createHash } from 'node:crypto';
import type { AnyStateNode, StateValue } from 'xstate';
import type { Menu } from '../../src/catalogue/menu.ts';
import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { QuoteRequest, ReceivedQuote } from '../../src/domain/order.ts';
import { PartnerError, type PartnerErrorKind } from '../../src/partner/errors.ts';
import { OrderRecord, OrderRequest, QuoteResponse } from '../../src/partner/schemas/index.ts';
import type { SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { priceQuote } from '../../src/sandbox/pricing.ts';
import { validateCustomer } from '../../src/sandbox/validation.ts';
import type {
  ConversationIo,
  ConversationMachine,
  ConversationSnapshot,
} from './conversation-harness.ts';

/**
 * The model side of the conversation's model-based tests: the machine's resting leaf states read
 * from its definition, canned (instant, in-process) quote and order I/O priced by the sandbox's
 * own rules, and the checks that I/O applies to every request the machine makes.
 */

/** A resting leaf state as the path of its keys below the root, e.g. ['checkout', 'review']. */
export type LeafPath = readonly string[];

// A state with an unguarded eventless transition is left at once: it is never shown to anyone.
function isTransient(node: AnyStateNode): boolean {
  return (node.always ?? []).some((transition) => transition.guard === undefined);
}

/**
 * Every atomic state a conversation can rest in, computed from the machine definition itself,
 * so a state added to the machine is covered by the reachability test without editing it.
 */
export function restingLeafStates(machine: ConversationMachine): LeafPath[] {
  const leaves: LeafPath[] = [];
  const visit = (node: AnyStateNode, path: string[]) => {
    const children = Object.values(node.states);
    if (children.length === 0) {
      if (!isTransient(node)) leaves.push(path);
      return;
    }
    for (const child of children) visit(child, [...path, child.key]);
  };
  visit(machine.root, []);
  return leaves;
}

/** The state value of a leaf path: ['checkout', 'contact', 'name'] → {checkout: {contact: 'name'}}. */
export function leafValue(path: LeafPath): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('empty leaf path');
  return rest.length === 0 ? head : { [head]: leafValue(rest) };
}

/** The dotted name of a leaf, as the tests report it. */
export function leafName(path: LeafPath): string {
  return path.join('.');
}

/** How the canned quote call ends this time. */
export type QuoteScript =
  | 'ok'
  | Extract<PartnerErrorKind, 'conflict' | 'unprocessable' | 'unavailable' | 'network'>;

/** How the canned submission ends this time ('throw': the call itself fails). */
export type SubmitScript = SubmitOutcome['kind'] | 'throw';

/**
 * In-process quote and order I/O over a sandbox menu: a quote is priced by the sandbox's own
 * `priceQuote` at the current model time and signed with a token bound to its exact content;
 * every submission is checked like the sandbox would (request schema, customer rules, the token
 * and total of the quote it came from) and for idempotency (one external_order_id, one body).
 * Whatever the machine got wrong lands in `violations`; the outcomes are scripted.
 */
export class CannedIo {
  now: number;
  quoteScript: QuoteScript = 'ok';
  submitScript: SubmitScript = 'accepted';
  readonly violations: string[] = [];
  readonly sandboxMenu: SandboxMenu;
  readonly #quotes = new Map<string, { content: string; total: number }>();
  readonly #orders = new Map<string, { body: string; orderNumber: string }>();

  constructor(sandboxMenu: SandboxMenu, now: number) {
    this.sandboxMenu = sandboxMenu;
    this.now = now;
  }

  /** The quote the sandbox would give for this request now; a refusal is a violation. */
  quote(request: QuoteRequest): ReceivedQuote {
    const body = JSON.parse(JSON.stringify(request));
    const priced = priceQuote(this.sandboxMenu, body, { now: new Date(this.now), testOnly: false });
    if (!priced.ok) {
      this.violations.push(`/quote refused ${JSON.stringify(request)}: ${priced.problem.message}`);
      throw new PartnerError('unprocessable', 'refused', {
        endpoint: 'quote',
        status: 422,
        serverMessage: priced.problem.message,
      });
    }
    const content = JSON.stringify({ items: body.items, choice: body.choice });
    const token = `canned.${createHash('sha256').update(content).digest('hex').slice(0, 24)}`;
    this.#quotes.set(token, { content, total: priced.quote.total_minor });
    const response = QuoteResponse.parse({
      quote: JSON.parse(JSON.stringify(priced.quote)),
      quote_token: token,
      expires_at: new Date(this.now + 15 * 60_000).toISOString(),
    });
    // The Date header the real client keeps: the service's now, on the model's one clock.
    return { ...response, serverDate: new Date(this.now).toUTCString() };
  }

  /** The scripted answer to a quote request. */
  answerQuote(request: QuoteRequest): ReceivedQuote {
    if (this.quoteScript === 'ok') return this.quote(request);
    throw new PartnerError(this.quoteScript, `scripted ${this.quoteScript}`, {
      endpoint: 'quote',
      serverMessage: this.quoteScript === 'unprocessable' ? 'Продуктът не е наличен' : undefined,
    });
  }

  /** Checks an order the machine submits, then answers as scripted. */
  answerSubmit(order: PendingOrder): SubmitOutcome {
    this.#checkOrder(order);
    const script = this.submitScript;
    if (script === 'throw')
      throw new PartnerError('network', 'scripted network', { endpoint: 'orders' });
    if (script === 'requote') return { kind: 'requote' };
    if (script === 'rejected') return { kind: 'rejected', message: 'Зоната е затворена' };
    if (script === 'held') return { kind: 'held', reason: 'unknown' };
    return { kind: 'accepted', record: this.#record(order) };
  }

  #checkOrder(order: PendingOrder): void {
    const fail = (why: string) => this.violations.push(`order ${order.externalOrderId}: ${why}`);
    const parsed = OrderRequest.safeParse(order.request);
    if (!parsed.success) fail(`schema: ${parsed.error.issues[0]?.message}`);
    const { items, choice, customer, quote_token, expected_total_minor } = order.request;
    const problem = validateCustomer(this.sandboxMenu, customer, choice.fulfilment);
    if (problem) fail(`customer refused: ${problem.message}`);
    const quoted = this.#quotes.get(quote_token);
    // Spec "/orders request rules" 2, 4, 5: the quoted items and choice, total and token.
    if (quoted?.content !== JSON.stringify({ items, choice }))
      fail('items/choice differ from the quote');
    if (quoted?.total !== expected_total_minor)
      fail('expected_total_minor is not the quoted total');
    const body = JSON.stringify(order.request);
    const earlier = this.#orders.get(order.externalOrderId);
    // Rule 7: one external_order_id always carries the identical body.
    if (earlier && earlier.body !== body) fail('same external_order_id with a different body');
    if (!earlier)
      this.#orders.set(order.externalOrderId, { body, orderNumber: `M-${this.#orders.size + 1}` });
  }

  #record(order: PendingOrder): OrderRecord {
    const at = new Date(this.now).toISOString();
    return OrderRecord.parse({
      external_order_id: order.externalOrderId,
      order_number: this.#orders.get(order.externalOrderId)?.orderNumber ?? 'M-0',
      status: 'accepted',
      status_label: 'Приета',
      currency: 'EUR',
      total_minor: order.request.expected_total_minor,
      payment: 'cash',
      paid: false,
      created_at: at,
      updated_at: at,
    });
  }
}

/** Conversation deps whose quote and submission answer at once from `io`. */
export function cannedDeps(menu: Menu, io: CannedIo): ConversationIo {
  let seq = 0;
  return {
    menu: () => menu,
    now: () => io.now,
    newOrderId: () => {
      seq += 1;
      return `model-${seq}`;
    },
    quote: async (request) => io.answerQuote(request),
    submit: async (order) => io.answerSubmit(order),
  };
}

/** The snapshot's state as a dotted leaf name, e.g. 'checkout.contact.name'. */
export function stateName(snapshot: Pick<ConversationSnapshot, 'value'>): string {
  const parts: string[] = [];
  let value: StateValue = snapshot.value;
  while (typeof value !== 'string') {
    const [key, inner] = Object.entries(value)[0] ?? [];
    if (key === undefined || inner === undefined) break;
    parts.push(key);
    value = inner;
  }
  if (typeof value === 'string') parts.push(value);
  return parts.join('.');
}
