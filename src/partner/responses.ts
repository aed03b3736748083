import type { Logger } from 'pino';
import type { z } from 'zod';
import { type Endpoint, kindForStatus, PartnerError } from './errors.ts';
import type { TransportResponse } from './http.ts';
import { ErrorEnvelope, successEnvelope } from './schemas/index.ts';

const RAW_LOG_LIMIT = 4_096;

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Parses a 2xx body: JSON, then the success envelope, then the resource schema. Anything else is
 * an `invalid_response`: the request succeeded, but what came back is not what the spec promises.
 * The raw payload goes to the debug log only (the logger redacts contact fields and secrets).
 */
export function parseSuccessBody<T>(
  endpoint: Endpoint,
  response: TransportResponse,
  schema: z.ZodType<T>,
  logger: Logger,
): T {
  const json = tryJson(response.body);
  const parsed = json.ok ? successEnvelope(schema).safeParse(json.value) : null;
  if (parsed?.success) return parsed.data.meta.data as T;
  const issue = parsed?.error.issues[0];
  const reason = !json.ok
    ? 'body is not JSON'
    : `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'does not match'}`;
  logger.debug(
    { endpoint, status: response.status, raw: response.body.slice(0, RAW_LOG_LIMIT) },
    'partner response rejected by schema',
  );
  return failInvalid(endpoint, response.status, reason);
}

function failInvalid(endpoint: Endpoint, status: number, reason: string): never {
  throw new PartnerError('invalid_response', `unexpected response body (${reason})`, {
    endpoint,
    status,
  });
}

/**
 * Builds the error for a non-2xx answer. The kind comes from the status alone (spec "Errors":
 * check the status before parsing the body); the service's `meta.error.message` is kept when the
 * body is its own envelope, and a gateway's HTML, text or other JSON is tolerated, never assumed.
 */
export function parseErrorBody(
  endpoint: Endpoint,
  response: TransportResponse,
  retryAfterMs: number | null,
): PartnerError {
  const kind = kindForStatus(response.status);
  const json = tryJson(response.body);
  const envelope = json.ok ? ErrorEnvelope.safeParse(json.value) : null;
  const serverMessage = envelope?.success ? envelope.data.meta.error.message : undefined;
  const redirect = kind === 'redirect' ? ' (redirects are never followed)' : '';
  return new PartnerError(kind, `partner API answered ${response.status}${redirect}`, {
    endpoint,
    status: response.status,
    serverMessage,
    retryAfterMs: retryAfterMs ?? undefined,
  });
}
