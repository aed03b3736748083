import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type Clock, systemClock } from '../../src/clock.ts';
import type { PendingOrder } from '../../src/conversation/types.ts';
import type { QuoteRequest } from '../../src/domain/order.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import type { ChatOrders } from '../../src/orders/chat-orders.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { createRequestBudget, type RequestBudget } from '../../src/partner/budget.ts';
import { createPartnerClient, type PartnerClient } from '../../src/partner/client.ts';
import { createTransport } from '../../src/partner/http.ts';
import { customer, orderRequest, pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { quoteDeadline } from '../../src/partner/server-time.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { openStore, type Store, type VersionedKeyValue } from '../../src/store/index.ts';

/** A new sqlite store in a temp directory; `path` lets a child process open the same file. */
/** The outbox's two namespaces on `store`: its entries under `name`, the chats' lists beside. */
export function outboxStores(
  store: Store,
  name: string,
): { store: VersionedKeyValue<OutboxEntry>; chats: VersionedKeyValue<ChatOrders> } {
  return {
    store: store.versioned<OutboxEntry>(name),
    chats: store.versioned<ChatOrders>(`${name}-chats`),
  };
}

export async function tempStore(): Promise<{ store: Store; url: string }> {
  const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'orders-')), 'bot.sqlite')}`;
  return { store: await openStore(url), url };
}

/** A real client to the sandbox whose budget and retry sleeps run on `clock`. */
export function orderClient(
  sandbox: Sandbox,
  options: {
    clock: Clock;
    logger: Logger;
    limit?: number;
    headersTimeoutMs?: number;
    partner?: string;
  },
): { client: PartnerClient; budget: RequestBudget } {
  const credentials = sandbox.partners[options.partner ?? 'demo']?.credentials;
  if (!credentials) throw new Error('no sandbox credentials');
  const budget = createRequestBudget({ limit: options.limit ?? 10_000, clock: options.clock });
  const client = createPartnerClient({
    baseUrl: sandbox.baseUrl,
    apiKey: credentials.key,
    apiPassword: credentials.password,
    transport: createTransport({
      caPem: sandbox.caPem,
      headersTimeoutMs: options.headersTimeoutMs ?? 2_000,
      bodyTimeoutMs: options.headersTimeoutMs ?? 2_000,
    }),
    budget,
    clock: options.clock,
    random: () => 0,
    logger: options.logger,
    maxAttempts: 3,
    backoffBaseMs: 10,
    backoffCapMs: 40,
  });
  return { client, budget };
}

/** How many /orderstatus requests the sandbox has answered. */
export function statusRequests(sandbox: Sandbox): number {
  return sandbox.requests.filter((r) => r.endpoint === 'orderstatus').length;
}

/** A listed, available product with a priced size on the sandbox's live menu. */
export function orderableProduct(sandbox: Sandbox): { productId: number; size: 'standard' } {
  const product = sandbox.menu.products.find(
    (p) =>
      p.listed &&
      p.available &&
      p.choices.length === 0 &&
      p.variants.some((v) => v.key === 'standard' && v.minor !== null),
  );
  if (!product) throw new Error('the demo menu has no orderable standard-size product');
  return { productId: product.id, size: 'standard' };
}

/** A one-line pickup quote request for `product`. */
export function simpleQuoteRequest(product: { productId: number; size: 'standard' }): QuoteRequest {
  return quoteRequest([orderLine(productSelection(product), 1)], pickupChoice());
}

let seq = 0;

/** A fresh unique external_order_id, as the conversation would create it. */
export function newOrderId(tag = 'ord'): string {
  seq += 1;
  return `tg-${tag}-${process.pid}-${Date.now().toString(36)}-${seq}`;
}

/**
 * Quotes a simple pickup order and builds the confirmed order the conversation hands to the
 * outbox (the same shape as `PendingOrder`). `phone` lets a test provoke a 422.
 */
export async function quotedOrder(
  client: PartnerClient,
  sandbox: Sandbox,
  options: { chatId?: number; phone?: string; id?: string; clock?: Clock } = {},
): Promise<PendingOrder> {
  const request = simpleQuoteRequest(orderableProduct(sandbox));
  const quoted = await client.quote(request);
  const externalOrderId = options.id ?? newOrderId();
  return {
    externalOrderId,
    chatId: options.chatId ?? 4242,
    // The outbox tests run the outbox on the system clock unless they say otherwise.
    quoteValidUntil: quoteDeadline(quoted, (options.clock ?? systemClock).now()),
    request: orderRequest({
      externalOrderId,
      quote: request,
      customer: customer({ name: 'Иван Петров', phone: options.phone ?? '+359888123456' }),
      expectedTotalMinor: quoted.quote.total_minor,
      quoteToken: quoted.quote_token,
    }),
  };
}

/** Orders the sandbox saved for one external id (the tests expect exactly one or none). */
export function ledgerCount(sandbox: Sandbox, externalOrderId: string): number {
  return sandbox.ledger.list().filter((o) => o.externalOrderId === externalOrderId).length;
}

/** /orders requests the sandbox received so far. */
export function ordersRequests(sandbox: Sandbox): number {
  return sandbox.requests.filter((r) => r.endpoint === 'orders').length;
}
