import tls, { type SecureContext } from 'node:tls';
import { Agent, errors as undiciErrors } from 'undici';
import { type Endpoint, type NetworkCause, PartnerError } from './errors.ts';

/** Settings of the pooled HTTPS transport. Every timeout is in milliseconds. */
export interface TransportOptions {
  /** Extra trusted CA (PEM) added to the system roots; verification itself is never switched off. */
  caPem?: string | undefined;
  connectTimeoutMs?: number;
  headersTimeoutMs?: number;
  bodyTimeoutMs?: number;
  /** A response body larger than this is refused (protects memory from a broken gateway). */
  maxResponseBytes?: number;
  /** Keep-alive connections per origin. */
  connections?: number;
}

/** One request as the client hands it to the transport: headers are complete, body is final. */
export interface TransportRequest {
  endpoint: Endpoint;
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** The raw answer: status, the headers the client reads, and the body as text. */
export interface TransportResponse {
  status: number;
  contentType: string;
  retryAfter: string | undefined;
  location: string | undefined;
  /** The `Date` header: the server's own now, which anchors its timestamps (issue 11). */
  date?: string | undefined;
  body: string;
}

/** Sends requests over one keep-alive pool; `close` drains it at shutdown. */
export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  close(): Promise<void>;
}

const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/** Reads a node or undici error's `code`, looking through `cause` chains. */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/** Names the network failure so logs and retry rules can tell a timeout from a refusal. */
export function classifyNetworkError(error: unknown): NetworkCause {
  const code = errorCode(error);
  if (code === undefined) return 'other';
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'ETIMEDOUT'
  ) {
    return 'timeout';
  }
  if (code === 'ECONNREFUSED') return 'refused';
  if (TLS_CODES.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) return 'tls';
  if (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'UND_ERR_SOCKET' ||
    code === 'UND_ERR_CLOSED' ||
    code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'
  ) {
    return 'reset';
  }
  return 'other';
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The TLS context trusting the system roots plus one extra CA, built once per CA for the process.
 * Given as `ca`, the ~140 roots were parsed again for every new connection (~30 ms of CPU each:
 * every restaurant of a fleet at start-up and after each idle keep-alive timeout,
 * test/bench/fleet.ts); one context serves every connection and every restaurant with that CA.
 */
const contexts = new Map<string, SecureContext>();
function trusting(caPem: string): SecureContext {
  let context = contexts.get(caPem);
  if (context === undefined) {
    context = tls.createSecureContext({ ca: [...tls.rootCertificates, caPem] });
    contexts.set(caPem, context);
  }
  return context;
}

/**
 * Creates the HTTPS transport: one undici Agent (pooled keep-alive connections per origin),
 * certificate verification always on with the system roots plus the optional extra CA, and the
 * connect / headers / body timeouts. Redirects are never followed: undici's plain `request`
 * does not follow them, and the client turns a 3xx into an error, so credentials never reach
 * another host (spec "Authentication" 2).
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const maxResponseBytes = options.maxResponseBytes ?? 4 * 1024 * 1024;
  const secureContext = options.caPem === undefined ? undefined : trusting(options.caPem);
  const agent = new Agent({
    connections: options.connections ?? 8,
    keepAliveTimeout: 10_000,
    headersTimeout: options.headersTimeoutMs ?? 15_000,
    bodyTimeout: options.bodyTimeoutMs ?? 15_000,
    connect: {
      timeout: options.connectTimeoutMs ?? 5_000,
      rejectUnauthorized: true,
      ...(secureContext === undefined ? {} : { secureContext }),
    },
  });

  async function send(request: TransportRequest): Promise<TransportResponse> {
    try {
      const response = await agent.request({
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        signal: request.signal ?? null,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > maxResponseBytes) {
          response.body.destroy();
          throw new PartnerError('invalid_response', 'response body too large', {
            endpoint: request.endpoint,
            status: response.statusCode,
          });
        }
        chunks.push(chunk as Buffer);
      }
      return {
        status: response.statusCode,
        contentType: headerValue(response.headers['content-type']) ?? '',
        retryAfter: headerValue(response.headers['retry-after']),
        location: headerValue(response.headers.location),
        date: headerValue(response.headers.date),
        body: Buffer.concat(chunks).toString('utf8'),
      };
    } catch (error) {
      throw toTransportError(error, request);
    }
  }

  return {
    send,
    close: () => agent.close(),
  };
}

function toTransportError(error: unknown, request: TransportRequest): PartnerError {
  if (error instanceof PartnerError) return error;
  if (request.signal?.aborted || error instanceof undiciErrors.RequestAbortedError) {
    return new PartnerError('aborted', 'request aborted by the caller', {
      endpoint: request.endpoint,
      cause: error,
    });
  }
  const networkCause = classifyNetworkError(error);
  const detail = errorCode(error) ?? (error instanceof Error ? error.name : 'unknown');
  return new PartnerError('network', `network error (${networkCause}: ${detail})`, {
    endpoint: request.endpoint,
    networkCause,
    cause: error,
  });
}
