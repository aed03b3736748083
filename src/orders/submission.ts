import type { OrderRecord } from '../domain/order.ts';
import { isPartnerError, PartnerError } from '../partner/errors.ts';

/**
 * What one POST /orders attempt told us, decided by error kind (HTTP status), never by message
 * text (spec "Errors"). Each branch names what the outbox does next:
 * - accepted: 200, including replayed=true (rule 7: an identical replay is the same order);
 * - rejected: 422, or a body refused before or at the border (413, 415, schema): an identical
 *   resend can only get the same answer, and no order exists;
 * - conflict: 409, stale quote, total mismatch or a busy duplicate: reconcile first;
 * - blocked: 401/403 credentials or HTTPS refused: an operator must act, never retried endlessly;
 * - rate_limited: 429, refused before processing; the client already paused the shared budget;
 * - persisted: a 200 whose body does not match the schema: a 200 means the order was persisted
 *   (spec "What the service does"), so it is never resent; its details come from /orderstatus;
 * - ambiguous: timeout, reset, dropped response, 503, gateway: the order may exist, so
 *   /orderstatus decides, then the identical body is resent (rule 8); a 503's Retry-After is kept;
 * - failed: a status the spec gives /orders no meaning for (400, 404, 3xx, other 4xx): resending
 *   the identical body can only get the same answer (issue 20: not a silent loop), so the
 *   operator is alerted and the customer told.
 */
export type AttemptResult =
  | { kind: 'accepted'; record: OrderRecord }
  | { kind: 'rejected'; message: string | undefined }
  | { kind: 'conflict' }
  | { kind: 'blocked' }
  | { kind: 'rate_limited' }
  | { kind: 'persisted' }
  | { kind: 'ambiguous'; errorKind: string; unavailable: boolean; retryAfterMs?: number }
  | { kind: 'failed'; errorKind: string; status: number | undefined };

/** Classifies a failed /orders attempt. An abort is rethrown: the run stops, the entry stays. */
export function classifySubmitError(error: unknown): AttemptResult {
  if (isPartnerError(error, 'aborted')) throw error;
  if (!(error instanceof PartnerError)) {
    return { kind: 'ambiguous', errorKind: 'unknown', unavailable: false };
  }
  switch (error.kind) {
    case 'unprocessable':
      return { kind: 'rejected', message: error.serverMessage };
    case 'invalid_request':
    case 'request_too_large':
    case 'too_large':
    case 'unsupported_media_type':
      return { kind: 'rejected', message: undefined };
    case 'conflict':
      return { kind: 'conflict' };
    case 'unauthorized':
    case 'forbidden':
      return { kind: 'blocked' };
    case 'rate_limited':
      return { kind: 'rate_limited' };
    case 'bad_request':
    case 'not_found':
    case 'redirect':
    case 'unexpected_status':
      return { kind: 'failed', errorKind: error.kind, status: error.status };
    case 'invalid_response':
      // Only a 2xx proves persistence; an unreadable body on any other status stays in doubt.
      if (error.status !== undefined && error.status >= 200 && error.status < 300) {
        return { kind: 'persisted' };
      }
      return { kind: 'ambiguous', errorKind: error.kind, unavailable: false };
    default:
      return {
        kind: 'ambiguous',
        errorKind: error.kind,
        unavailable: error.kind === 'unavailable',
        ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      };
  }
}

/**
 * What /orderstatus said about an order whose submission is in doubt: found (the order exists,
 * whatever our attempts saw), absent (404: not yet, which does not prove a failure, rule 8),
 * blocked (credentials refused) or unknown (the check itself failed).
 */
export type ReconcileResult =
  | { kind: 'found'; record: OrderRecord }
  | { kind: 'absent' }
  | { kind: 'blocked' }
  | { kind: 'unknown'; errorKind: string };

/** Classifies a failed /orderstatus check. An abort is rethrown. */
export function classifyStatusError(error: unknown): ReconcileResult {
  if (isPartnerError(error, 'aborted')) throw error;
  if (isPartnerError(error, 'not_found')) return { kind: 'absent' };
  if (isPartnerError(error, 'unauthorized', 'forbidden')) return { kind: 'blocked' };
  return { kind: 'unknown', errorKind: error instanceof PartnerError ? error.kind : 'unknown' };
}
