/**
 * Every way a Partner API call can fail, as one error class with a `kind`. Code branches on the
 * kind (or the HTTP status), never on the message text (spec "Errors": branch on status).
 *
 * The kinds keep apart where it failed: the API said no (an HTTP status from the spec's table),
 * we could not reach it (`network`), it answered something we cannot read (`invalid_response`),
 * or we refused to send (`request_too_large`, `invalid_request`, `aborted`).
 */
export type PartnerErrorKind =
  | 'bad_request' // 400: unsupported query parameter or a gateway-level request problem
  | 'unauthorized' // 401: missing, wrong, paused or rotated credentials; never retried
  | 'forbidden' // 403: HTTPS required (or the partner may not do this)
  | 'not_found' // 404: no own order with this id, or unknown route
  | 'conflict' // 409: stale/expired quote, total mismatch, id conflict, or busy
  | 'too_large' // 413: body over 128 KiB, said by the server
  | 'unsupported_media_type' // 415
  | 'unprocessable' // 422: invalid data; the server's message is kept for display
  | 'rate_limited' // 429: wait Retry-After plus jitter
  | 'unavailable' // 503: disabled or temporarily unavailable
  | 'gateway' // other 5xx, or any answer that is not the service's own envelope
  | 'redirect' // 3xx: never followed, credentials never go to another host
  | 'unexpected_status' // any other status
  | 'network' // timeout, reset, refused, TLS failure
  | 'invalid_response' // a 2xx whose body is not what the spec says
  | 'request_too_large' // refused before sending: body over 128 KiB
  | 'invalid_request' // refused before sending: the request fails its own schema
  | 'aborted'; // the caller's AbortSignal fired

/** The Partner API endpoints, as named in logs, metrics and errors. */
export type Endpoint = 'catalogue' | 'availability' | 'quote' | 'orders' | 'orderstatus';

/** Details of a network failure, for logs and retry decisions. */
export type NetworkCause = 'timeout' | 'reset' | 'refused' | 'tls' | 'other';

interface PartnerErrorOptions {
  endpoint: Endpoint;
  status?: number | undefined;
  serverMessage?: string | undefined;
  retryAfterMs?: number | undefined;
  networkCause?: NetworkCause | undefined;
  cause?: unknown;
}

/** One failed Partner API call. `serverMessage` is the service's own text (may be Bulgarian). */
export class PartnerError extends Error {
  readonly kind: PartnerErrorKind;
  readonly endpoint: Endpoint;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly networkCause: NetworkCause | undefined;

  constructor(kind: PartnerErrorKind, message: string, options: PartnerErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PartnerError';
    this.kind = kind;
    this.endpoint = options.endpoint;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.retryAfterMs = options.retryAfterMs;
    this.networkCause = options.networkCause;
  }
}

/** Maps an HTTP status to its kind, in one place (spec "Errors" table). */
export function kindForStatus(status: number): PartnerErrorKind {
  if (status >= 300 && status < 400) return 'redirect';
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'gateway' : 'unexpected_status';
  }
}

/** True when an error is a PartnerError of one of the given kinds. */
export function isPartnerError(
  error: unknown,
  ...kinds: PartnerErrorKind[]
): error is PartnerError {
  return error instanceof PartnerError && (kinds.length === 0 || kinds.includes(error.kind));
}
