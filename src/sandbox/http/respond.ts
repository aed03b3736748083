import type { ServerResponse } from 'node:http';

/** The spec's media type for every response body produced by the service itself. */
export const API_MEDIA_TYPE = 'application/vnd.api+json';

/**
 * What an endpoint or a check decided, before it is written: a success payload (`meta.data`) or
 * an error (`meta.error`). Keeping it as data lets response faults replace a 200 after the fact.
 */
export type Outcome =
  | { kind: 'data'; data: unknown }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> };

/** Builds an error outcome; `headers` carries e.g. Retry-After on 429. */
export function problem(
  status: number,
  message: string,
  headers?: Record<string, string>,
): Outcome {
  return headers ? { kind: 'error', status, message, headers } : { kind: 'error', status, message };
}

/**
 * Formats epoch milliseconds as an RFC 3339 UTC string without fractional seconds
 * (spec "Order record": created_at/updated_at are RFC 3339 UTC).
 */
export function rfc3339(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The JSON text of an outcome: the success envelope with links and jsonapi, or meta.error. */
export function envelopeOf(outcome: Outcome, selfLink: string): string {
  if (outcome.kind === 'data') {
    return JSON.stringify({
      meta: { data: outcome.data },
      links: { self: selfLink },
      jsonapi: { version: '1.1' },
    });
  }
  return JSON.stringify({ meta: { error: { status: outcome.status, message: outcome.message } } });
}

/** Writes a raw response unless the socket is already gone; returns the status written. */
export function writeRaw(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): number {
  if (res.headersSent || res.destroyed) return status;
  res.writeHead(status, {
    'content-type': contentType,
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
  return status;
}

/** Writes an outcome in the spec's envelope; returns the HTTP status written. */
export function writeOutcome(res: ServerResponse, outcome: Outcome, selfLink: string): number {
  const status = outcome.kind === 'data' ? 200 : outcome.status;
  const headers = outcome.kind === 'error' ? outcome.headers : undefined;
  return writeRaw(res, status, API_MEDIA_TYPE, envelopeOf(outcome, selfLink), headers);
}
