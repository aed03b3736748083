import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type Clock, sleep } from '../clock.ts';
import type { Priority, RequestBudget } from './budget.ts';
import { type CredentialsAlert, CredentialsGate } from './credentials.ts';
import { type Endpoint, isPartnerError, PartnerError, type PartnerErrorKind } from './errors.ts';
import type { Transport, TransportResponse } from './http.ts';
import { parseErrorBody, parseSuccessBody } from './responses.ts';
import { backoffDelay, parseRetryAfter, retryAfterWithJitter } from './retry-policy.ts';
import {
  Availability,
  CataloguePage,
  OrderRecord,
  OrderRequest,
  OrderStatusRequest,
  QuoteRequest,
  QuoteResponse,
} from './schemas/index.ts';
import { type ReceivedQuote, serverNow } from './server-time.ts';

/**
 * The longest wait a Retry-After HTTP-date can impose when the response has no readable `Date`:
 * the date is on the server's clock, so without its now a skewed server could stop every call
 * for hours. The spec's rate window is one minute.
 */
const MAX_UNANCHORED_RETRY_AFTER_MS = 60_000;

/** The spec's JSON body limit (spec "Limits": at most 128 KiB). Checked before sending. */
export const MAX_BODY_BYTES = 128 * 1024;

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

/** A parsed 2xx body and the response's `Date` header. */
interface Answer<T> {
  data: T;
  date: string | undefined;
}

interface CallPlan<T> {
  endpoint: Endpoint;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  priority: Priority;
  retry: boolean;
  signal: AbortSignal | undefined;
  /** The credentials probe: the one request sent while the credentials are refused. */
  probe?: boolean;
}

function abortedError(endpoint: Endpoint, cause: unknown): PartnerError {
  return new PartnerError('aborted', 'request aborted by the caller', { endpoint, cause });
}

function joinUrl(base: string, path: string, query?: Record<string, string>): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url;
}

/**
 * Which failures are retried for reads and quotes, each with its reason (spec "Errors"):
 * 429 after Retry-After (the budget is paused for everyone); 503, gateway and network failures a
 * bounded number of times with backoff. 401/403/413/415/422 and conflicts are answers, not
 * accidents: repeating them changes nothing and 401 must never be retried.
 */
function isRetryable(error: PartnerError): boolean {
  switch (error.kind) {
    case 'rate_limited':
    case 'unavailable':
    case 'gateway':
      return true;
    case 'network':
      // A certificate that does not verify will not verify on the next try either.
      return error.networkCause !== 'tls';
    default:
      return false;
  }
}

/** Failures that say the address itself is unreachable or broken: worth the legacy address. */
function suggestsFailover(error: PartnerError): boolean {
  return error.kind === 'gateway' || (error.kind === 'network' && error.networkCause !== 'tls');
}

/**
 * Creates the Partner API client. Every request goes through the shared budget, carries HTTP
 * Basic credentials over verified HTTPS only, and is parsed by its zod schema at the border.
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  const { transport, budget, clock, random, logger } = options;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoff = {
    baseMs: options.backoffBaseMs ?? 500,
    capMs: options.backoffCapMs ?? 8_000,
    random,
  };
  const failoverMs = options.failoverMs ?? 30_000;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiPassword}`).toString('base64')}`;
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

  function pickBase(): { name: 'primary' | 'legacy'; url: string } {
    const legacy = options.legacyBaseUrl;
    if (
      legacy !== undefined &&
      stats.primaryDownUntil !== null &&
      clock.now() < stats.primaryDownUntil
    ) {
      return { name: 'legacy', url: legacy };
    }
    return { name: 'primary', url: options.baseUrl };
  }

  function noteFailure(error: PartnerError, base: 'primary' | 'legacy'): void {
    stats.errors[error.kind] = (stats.errors[error.kind] ?? 0) + 1;
    stats.lastError = { kind: error.kind, endpoint: error.endpoint, at: clock.now() };
    if (error.kind === 'rate_limited') {
      // One 429 pauses every caller: the limit is per partner, not per request (spec "Limits").
      const waitMs = error.retryAfterMs ?? backoffDelay(1, backoff);
      budget.pauseUntil(clock.now() + retryAfterWithJitter(waitMs, random));
    }
    if (error.kind === 'unauthorized' || error.kind === 'forbidden') {
      credentials.noteRefused(error.kind, error.endpoint, error.status);
    }
    if (options.legacyBaseUrl !== undefined && suggestsFailover(error)) {
      // Primary broken: prefer legacy for a while; legacy broken too: back to primary.
      stats.primaryDownUntil = base === 'primary' ? clock.now() + failoverMs : null;
    }
  }

  // A Retry-After date is on the server's clock: measured from its `Date` when readable.
  function retryAfterMs(response: TransportResponse): number | null {
    const local = clock.now();
    const server = serverNow(response.date, local);
    return server === null
      ? parseRetryAfter(response.retryAfter, local, MAX_UNANCHORED_RETRY_AFTER_MS)
      : parseRetryAfter(response.retryAfter, server);
  }

  function toError(plan: CallPlan<unknown>, response: TransportResponse): PartnerError {
    return parseErrorBody(plan.endpoint, response, retryAfterMs(response));
  }

  async function attempt<T>(plan: CallPlan<T>, body: string | undefined): Promise<Answer<T>> {
    const refused = credentials.state().refused;
    if (refused !== null && plan.probe !== true) {
      // Sending would only be refused again (spec: 401 is never retried): the probe finds out.
      throw new PartnerError(refused, 'credentials refused; waiting for the probe', {
        endpoint: plan.endpoint,
      });
    }
    await budget.acquire(plan.priority, plan.signal);
    const base = pickBase();
    const started = clock.now();
    let response: TransportResponse;
    try {
      response = await transport.send({
        endpoint: plan.endpoint,
        url: joinUrl(base.url, plan.path, plan.query),
        method: plan.method,
        headers: {
          authorization,
          accept: 'application/vnd.api+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
        signal: plan.signal,
      });
    } catch (error) {
      const failure =
        error instanceof PartnerError
          ? error
          : new PartnerError('network', 'network error', { endpoint: plan.endpoint, cause: error });
      noteFailure(failure, base.name);
      options.observe?.({ endpoint: plan.endpoint, status: 0, ms: clock.now() - started });
      logger.warn(
        {
          endpoint: plan.endpoint,
          base: base.name,
          kind: failure.kind,
          cause: failure.networkCause,
          ms: clock.now() - started,
        },
        'partner request failed',
      );
      throw failure;
    }
    const key = `${plan.endpoint} ${response.status}`;
    stats.requests[key] = (stats.requests[key] ?? 0) + 1;
    options.observe?.({
      endpoint: plan.endpoint,
      status: response.status,
      ms: clock.now() - started,
    });
    logger.debug(
      {
        endpoint: plan.endpoint,
        base: base.name,
        status: response.status,
        ms: clock.now() - started,
      },
      'partner request',
    );
    if (response.status >= 200 && response.status < 300) {
      try {
        const parsed = parseSuccessBody(plan.endpoint, response, plan.schema, logger);
        stats.lastSuccessAt = clock.now();
        credentials.noteAccepted(plan.endpoint, response.status);
        return { data: parsed, date: response.date };
      } catch (error) {
        noteFailure(error as PartnerError, base.name);
        throw error;
      }
    }
    const failure = toError(plan, response);
    noteFailure(failure, base.name);
    logger.warn(
      {
        endpoint: plan.endpoint,
        base: base.name,
        status: response.status,
        kind: failure.kind,
        serverMessage: failure.serverMessage,
      },
      'partner request refused',
    );
    throw failure;
  }

  async function call<T>(plan: CallPlan<T>): Promise<T> {
    return (await answer(plan)).data;
  }

  async function answer<T>(plan: CallPlan<T>): Promise<Answer<T>> {
    const body = plan.body === undefined ? undefined : JSON.stringify(plan.body);
    if (body !== undefined && Buffer.byteLength(body) > MAX_BODY_BYTES) {
      throw new PartnerError('request_too_large', `request body over ${MAX_BODY_BYTES} bytes`, {
        endpoint: plan.endpoint,
      });
    }
    for (let attemptNo = 1; ; attemptNo += 1) {
      const before = pickBase().name;
      try {
        return await attempt(plan, body);
      } catch (caught) {
        // The budget and the backoff sleep reject with the signal's reason: name it one way.
        const error =
          plan.signal?.aborted && !isPartnerError(caught, 'aborted')
            ? abortedError(plan.endpoint, caught)
            : caught;
        if (
          !(error instanceof PartnerError) ||
          !plan.retry ||
          !isRetryable(error) ||
          attemptNo >= maxAttempts
        )
          throw error;
        // A 429 already paused the budget; a switch to the other address needs no extra wait.
        const switched = pickBase().name !== before;
        const waitMs =
          error.kind === 'rate_limited' || switched ? 0 : backoffDelay(attemptNo, backoff);
        logger.info(
          { endpoint: plan.endpoint, kind: error.kind, attempt: attemptNo, waitMs },
          'retrying partner request',
        );
        if (waitMs > 0) {
          await sleep(clock, waitMs, plan.signal).catch((reason: unknown) => {
            throw abortedError(plan.endpoint, reason);
          });
        }
      }
    }
  }

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
