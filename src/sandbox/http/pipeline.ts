import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { readJsonObject } from './body.ts';
import type { EndpointContext } from './context.ts';
import { runEndpoint } from './endpoints.ts';
import { type FaultStage, playGatewayFault, playResponseFault } from './fault-responses.ts';
import type { FaultInjector } from './faults.ts';
import { authenticate, type PartnerAccount, parseBasicAuth } from './partners.ts';
import { type RetryAfterFormat, retryAfterValue, type SlidingWindowLimiter } from './rate-limit.ts';
import { checkAccept, checkContentType, checkQuery } from './request-checks.ts';
import { type Outcome, problem, writeOutcome } from './respond.ts';
import { type BaseName, type Endpoint, resolveRoute } from './router.ts';

/** One request as tests count them (no credentials, no bodies). */
export interface RequestLogEntry {
  at: number;
  method: string;
  path: string;
  base?: BaseName;
  endpoint?: Endpoint;
  /** The authenticated partner id, when the credentials were valid. */
  partner?: string;
  /** The status answered; 0 when the socket was reset, dropped or left hanging. */
  status: number;
}

/** The HTTPS listener's collaborators, built by startSandbox. */
export interface Pipeline extends FaultStage {
  ctx: EndpointContext;
  partners: Record<string, PartnerAccount>;
  faults: FaultInjector;
  limiter: SlidingWindowLimiter;
  rateLimitPerMinute: number;
  ipRateLimitPerMinute: number;
  retryAfterFormat: RetryAfterFormat;
  requests: RequestLogEntry[];
  logger?: Logger;
}

/**
 * Handles one HTTPS request. The checks run in this order, each answering on its own:
 * 1. per-IP rate limit (429 + Retry-After), 2. route (404), 3. injected gateway faults,
 * 4. authentication (401), 5. per-partner rate limit (429 + Retry-After), 6. Accept (400),
 * 7. query parameters (400), 8. POST: Content-Type (415), size (413), JSON object (400),
 * 9. the endpoint's rules (404/409/422/503), 10. injected response faults on a 200.
 * Every request, whatever its fate, is appended to `requests`.
 */
export async function handleRequest(
  pipeline: Pipeline,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const entry: RequestLogEntry = {
    at: pipeline.ctx.clock.now(),
    method: req.method ?? '',
    path: (req.url ?? '').split('?')[0] ?? '',
    status: 0,
  };
  pipeline.requests.push(entry);
  // The Date header tells the sandbox's own now, not the host's: Node would send the system
  // time, which disagrees with every timestamp of a sandbox on a test clock (issue 11).
  res.setHeader('date', new Date(entry.at).toUTCString());
  try {
    entry.status = await process(pipeline, req, res, entry);
  } catch (error) {
    pipeline.logger?.error({ err: error, path: entry.path }, 'sandbox request failed');
    entry.status = writeOutcome(res, problem(500, 'internal sandbox error'), entry.path);
  }
  pipeline.logger?.debug(
    { method: entry.method, path: entry.path, partner: entry.partner, status: entry.status },
    'sandbox request',
  );
}

function rateLimited(pipeline: Pipeline, key: string, limit: number): Outcome | undefined {
  const waitMs = pipeline.limiter.take(key, limit);
  if (waitMs === 0) return undefined;
  const retryAfter = retryAfterValue(waitMs, pipeline.ctx.clock.now(), pipeline.retryAfterFormat);
  return problem(429, 'rate limit reached; retry later', { 'retry-after': retryAfter });
}

async function process(
  pipeline: Pipeline,
  req: IncomingMessage,
  res: ServerResponse,
  entry: RequestLogEntry,
): Promise<number> {
  const ipLimited = rateLimited(
    pipeline,
    `ip:${req.socket.remoteAddress}`,
    pipeline.ipRateLimitPerMinute,
  );
  if (ipLimited) return writeOutcome(res, ipLimited, entry.path);
  const url = URL.parse(req.url ?? '/', 'https://sandbox.invalid');
  if (!url) return writeOutcome(res, problem(400, 'malformed request target'), entry.path);
  const self = url.pathname + url.search;
  const route = resolveRoute(req.method, url.pathname);
  if (!route) return writeOutcome(res, problem(404, 'unknown route'), self);
  entry.base = route.base;
  entry.endpoint = route.endpoint;
  const partner = authenticate(pipeline.partners, parseBasicAuth(req.headers.authorization));
  entry.partner = partner?.id;
  const query = checkQuery(route.endpoint, url.searchParams);
  const target = {
    endpoint: route.endpoint,
    base: route.base,
    page: 'page' in query ? query.page : undefined,
    partner: partner?.id,
  };
  const gatewayFault = pipeline.faults.takeGateway(target);
  if (gatewayFault) return playGatewayFault(gatewayFault, req, res, pipeline, self);
  const outcome = await checkAndRun(pipeline, req, route.endpoint, partner, query);
  if (outcome.kind === 'data') {
    const responseFault = pipeline.faults.takeResponse(target);
    if (responseFault) return playResponseFault(responseFault, outcome, req, res, self);
  }
  return writeOutcome(res, outcome, self);
}

async function checkAndRun(
  pipeline: Pipeline,
  req: IncomingMessage,
  endpoint: Endpoint,
  partner: PartnerAccount | undefined,
  query: ReturnType<typeof checkQuery>,
): Promise<Outcome> {
  if (!partner) {
    return problem(401, 'missing, invalid, paused or rotated credentials', {
      'www-authenticate': 'Basic realm="Partner API v1", charset="UTF-8"',
    });
  }
  const cap = Math.min(
    partner.rateLimitPerMinute ?? Number.POSITIVE_INFINITY,
    pipeline.rateLimitPerMinute,
  );
  const partnerLimited = rateLimited(pipeline, `partner:${partner.id}`, cap);
  if (partnerLimited) return partnerLimited;
  const notAcceptable = checkAccept(req);
  if (notAcceptable) return notAcceptable;
  if ('outcome' in query) return query.outcome;
  let body: Record<string, unknown> = {};
  if (req.method === 'POST') {
    const wrongType = checkContentType(req);
    if (wrongType) return wrongType;
    const read = await readJsonObject(req);
    if ('outcome' in read) return read.outcome;
    body = read.body;
  }
  return runEndpoint(endpoint, pipeline.ctx, { partner, page: query.page, body });
}
