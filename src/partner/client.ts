import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { RequestBudget } from './budget.ts';
import { type CredentialsAlert, CredentialsGate } from './credentials.ts';
import { type Endpoint, PartnerError, type PartnerErrorKind } from './errors.ts';
import type { Transport } from './http.ts';
import { createRequestSender } from './request-sender.ts';
import {
  Availability,
  CataloguePage,
  OrderRecord,
  OrderRequest,
  OrderStatusRequest,
  QuoteRequest,
  QuoteResponse,
} from './schemas/index.ts';
import type { ReceivedQuote } from './server-time.ts';

// The spec's body limit is checked where requests are sent.
export { MAX_BODY_BYTES } from './request-sender.ts';

/**
 * An alert for the operator, once per incident: `unauthorized` (401) or `forbidden` (403) when
 * the credentials state turns refused, `recovered` when a request succeeds again (see
 * `CredentialsGate`). Requests refused in between raise nothing: one incident, one message.
 */
export type PartnerAlert = CredentialsAlert;

/** Counters for health output and metrics. */
export interface ClientStats {
  requests: Record<string, number>;
  errors: Partial<Record<PartnerErrorKind, number>>;
  primaryDownUntil: number | null;
  lastError: { kind: PartnerErrorKind; endpoint: Endpoint; at: number } | null;
  /** When the API last answered a request with a 2xx that parsed (ms), for readiness. */
  lastSuccessAt: number | null;
  /** True from a 401 until the next successful request: the credentials are being refused. */
  credentialsRefused: boolean;
}

/** One finished request attempt, for metrics: status 0 when no HTTP answer came. */
export interface RequestObservation {
  endpoint: Endpoint;
  status: number;
  ms: number;
}

/** /availability as received: the data and the response's raw `Date` header (the server's now). */
export type ReceivedAvailability = Availability & { serverDate?: string | null | undefined };

/** Options of one call: the caller may cancel it and, for status checks, pick the priority. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Everything the bot asks of the Partner API. */
export interface PartnerClient {
  /** GET /catalogue?page=N, retried within bounds (a read). */
  getCataloguePage(page: number, options?: CallOptions): Promise<CataloguePage>;
  /**
   * GET /availability, retried within bounds (a read). The answer keeps the response's `Date`
   * header: the opening hours are read on the restaurant's clock (see `MenuSnapshot`).
   */
  getAvailability(options?: CallOptions): Promise<ReceivedAvailability>;
  /**
   * POST /quote: creates nothing at the restaurant, so it is retried like a read. The answer
   * keeps the response's `Date` header, so its validity is measured on the server's clock.
   */
  quote(request: QuoteRequest, options?: CallOptions): Promise<ReceivedQuote>;
  /**
   * POST /orders, exactly one attempt. Never retried here: the order outbox replays the
   * identical body with the same external_order_id (spec "/orders request rules" 7 and 8).
   */
  submitOrder(
    request: OrderRequest,
    options?: CallOptions & { priority?: 'order' | 'held-order' },
  ): Promise<OrderRecord>;
  /**
   * POST /orderstatus for one of our orders; `order-check` right after a submission,
   * `held-order` for a held order's later checks.
   */
  orderStatus(
    externalOrderId: string,
    options?: CallOptions & { priority?: 'order-check' | 'held-order' | 'status-poll' },
  ): Promise<OrderRecord>;
  stats(): ClientStats;
  /**
   * The one credentials state (issue 20): while refused, nothing but its probe is sent (every
   * other call fails at once with the refusal's kind) and the background loops stay parked.
   */
  readonly credentials: CredentialsGate;
  /** Emits `alert` (PartnerAlert) when a 401/403 incident begins and when it ends. */
  readonly events: EventEmitter<{ alert: [PartnerAlert] }>;
  close(): Promise<void>;
}

/** How the client is wired: addresses, credentials, and the shared pieces it uses. */
export interface PartnerClientOptions {
  baseUrl: string;
  legacyBaseUrl?: string | undefined;
  apiKey: string;
  apiPassword: string;
  transport: Transport;
  budget: RequestBudget;
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** Attempts for retryable calls, the first included. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** How long the legacy address is preferred after the primary failed at the network level. */
  failoverMs?: number;
  /** Called after every attempt (metrics). */
  observe?: ((observation: RequestObservation) => void) | undefined;
  /** The credentials state (several instances: one shared through Redis); a local one by default. */
  credentials?: CredentialsGate | undefined;
}

/**
 * Creates the Partner API client. Every request goes through the shared budget, carries HTTP
 * Basic credentials over verified HTTPS only, and is parsed by its zod schema at the border.
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  const { transport, clock, random } = options;
  const events = new EventEmitter<{ alert: [PartnerAlert] }>();
  const stats: ClientStats = {
    requests: {},
    errors: {},
    primaryDownUntil: null,
    lastError: null,
    lastSuccessAt: null,
    credentialsRefused: false,
  };
  const credentials =
    options.credentials ?? new CredentialsGate({ clock, random, logger: options.logger });
  credentials.events.on('alert', (alert) => events.emit('alert', alert));
  const { call, answer } = createRequestSender({ options, stats, credentials });
  credentials.setProbe(async () => {
    // The cheapest request the spec offers: one small GET, not retried (the gate backs off).
    await call({
      endpoint: 'availability',
      method: 'GET',
      path: '/availability',
      schema: Availability,
      priority: 'availability',
      retry: false,
      signal: undefined,
      probe: true,
    });
  });

  function validated<T>(schema: z.ZodType<T>, value: unknown, endpoint: Endpoint): T {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue === undefined ? '' : `${issue.path.join('.')}: ${issue.message}`;
      throw new PartnerError('invalid_request', `request does not match the spec (${where})`, {
        endpoint,
      });
    }
    return result.data;
  }

  return {
    events,
    credentials,
    getCataloguePage(page, callOptions) {
      if (!Number.isInteger(page) || page < 1 || page > 10_000) {
        return Promise.reject(
          new PartnerError('invalid_request', 'catalogue page must be 1 to 10000', {
            endpoint: 'catalogue',
          }),
        );
      }
      return call({
        endpoint: 'catalogue',
        method: 'GET',
        path: '/catalogue',
        query: { page: String(page) },
        schema: CataloguePage,
        priority: 'catalogue',
        retry: true,
        signal: callOptions?.signal,
      });
    },
    async getAvailability(callOptions) {
      const { data, date } = await answer({
        endpoint: 'availability',
        method: 'GET',
        path: '/availability',
        schema: Availability,
        priority: 'availability',
        retry: true,
        signal: callOptions?.signal,
      });
      return { ...data, serverDate: date ?? null };
    },
    async quote(request, callOptions) {
      const body = validated(QuoteRequest, request, 'quote');
      const { data, date } = await answer({
        endpoint: 'quote',
        method: 'POST',
        path: '/quote',
        body,
        schema: QuoteResponse,
        priority: 'quote',
        retry: true,
        signal: callOptions?.signal,
      });
      return { ...data, serverDate: date ?? null };
    },
    async submitOrder(request, callOptions) {
      const body = validated(OrderRequest, request, 'orders');
      return call({
        endpoint: 'orders',
        method: 'POST',
        path: '/orders',
        body,
        schema: OrderRecord,
        priority: callOptions?.priority ?? 'order',
        retry: false,
        signal: callOptions?.signal,
      });
    },
    async orderStatus(externalOrderId, callOptions) {
      const body = validated(
        OrderStatusRequest,
        { external_order_id: externalOrderId },
        'orderstatus',
      );
      return call({
        endpoint: 'orderstatus',
        method: 'POST',
        path: '/orderstatus',
        body,
        schema: OrderRecord,
        priority: callOptions?.priority ?? 'status-poll',
        retry: true,
        signal: callOptions?.signal,
      });
    },
    stats: () => ({ ...structuredClone(stats), credentialsRefused: credentials.refused() }),
    close: () => {
      credentials.close();
      return transport.close();
    },
  };
}
