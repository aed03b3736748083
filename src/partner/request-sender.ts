import type { z } from 'zod';
import { sleep } from '../clock.ts';
import type { Priority } from './budget.ts';
import type { ClientStats, PartnerClientOptions } from './client.ts';
import type { CredentialsGate } from './credentials.ts';
import { type Endpoint, isPartnerError, PartnerError } from './errors.ts';
import type { TransportResponse } from './http.ts';
import { parseErrorBody, parseSuccessBody } from './responses.ts';
import { backoffDelay, parseRetryAfter, retryAfterWithJitter } from './retry-policy.ts';
import { serverNow } from './server-time.ts';

/**
 * The longest wait a Retry-After HTTP-date can impose when the response has no readable `Date`:
 * the date is on the server's clock, so without its now a skewed server could stop every call
 * for hours. The spec's rate window is one minute.
 */
const MAX_UNANCHORED_RETRY_AFTER_MS = 60_000;

/**
 * The longest pause a 503's Retry-After imposes on every caller of the partner (issue 34): a
 * restaurant down for maintenance may ask for minutes, but a wrong header must not stop the
 * bot (and the probe of its recovery) for hours. Past it the callers' own schedules decide.
 */
export const MAX_UNAVAILABLE_PAUSE_MS = 600_000;

/** The spec's JSON body limit (spec "Limits": at most 128 KiB). Checked before sending. */
export const MAX_BODY_BYTES = 128 * 1024;

/** A parsed 2xx body and the response's `Date` header. */
export interface Answer<T> {
  data: T;
  date: string | undefined;
}

/** One call of an endpoint: where, what, parsed by which schema, at which priority. */
export interface CallPlan<T> {
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

/** What the sender shares with the client: its state (counters, credentials) and its wiring. */
export interface SenderParts {
  options: PartnerClientOptions;
  stats: ClientStats;
  credentials: CredentialsGate;
}

/**
 * The client's one request sender (stripe-node's RequestSender): every request waits for the
 * shared budget, goes to the primary or the legacy address, carries HTTP Basic credentials,
 * and is parsed by its schema; failures are typed, counted, and retried only where
 * `isRetryable` says so, with capped backoff and the 429's Retry-After (spec "Errors").
 */
export function createRequestSender({ options, stats, credentials }: SenderParts) {
  const { transport, budget, clock, random, logger } = options;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoff = {
    baseMs: options.backoffBaseMs ?? 500,
    capMs: options.backoffCapMs ?? 8_000,
    random,
  };
  const failoverMs = options.failoverMs ?? 30_000;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiPassword}`).toString('base64')}`;

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
    if (error.kind === 'unavailable' && error.retryAfterMs !== undefined) {
      // A 503's Retry-After is the partner's window, as for a 429 (issue 34): no request of any
      // caller goes to this partner inside it, bounded by a sane cap.
      const waitMs = Math.min(error.retryAfterMs, MAX_UNAVAILABLE_PAUSE_MS);
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
    const pausedFor = (budget.state().pausedUntil ?? 0) - clock.now();
    if (plan.priority === 'quote' && pausedFor > backoff.capMs) {
      // A customer is not kept waiting through the partner's window (issue 34): the quote is
      // answered at once as unavailable, nothing sent; the cart stays for a later try.
      throw new PartnerError('unavailable', 'the partner asked for a pause; quote not sent', {
        endpoint: plan.endpoint,
        retryAfterMs: pausedFor,
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

  // A 503's Retry-After window (issue 34): the budget is paused until it ends.
  function windowOf(error: PartnerError): number | undefined {
    return error.kind === 'unavailable' ? error.retryAfterMs : undefined;
  }

  // A 503 whose window is longer than the client's own backoff ends the call: its caller (a
  // customer's quote, the sync, the poller, the outbox) has its own schedule, and nobody should
  // wait minutes inside one call for a request that may fail again.
  function outlastsBackoff(error: PartnerError): boolean {
    return (windowOf(error) ?? 0) > backoff.capMs;
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
          attemptNo >= maxAttempts ||
          outlastsBackoff(error)
        )
          throw error;
        // A 429, or a 503 with Retry-After, already paused the budget past its window; a switch
        // to the other address needs no extra wait.
        const switched = pickBase().name !== before;
        const paused = error.kind === 'rate_limited' || windowOf(error) !== undefined;
        const waitMs = paused || switched ? 0 : backoffDelay(attemptNo, backoff);
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

  return { call, answer };
}
