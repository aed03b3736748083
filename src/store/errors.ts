/**
 * Why the store could not be opened or used, as a `kind` to branch on (never the message):
 * `invalid_url` and `unsupported_scheme` are configuration mistakes that stop start-up with one
 * clear line; `unavailable` is a Redis or Postgres server that could not be reached or refused
 * the credentials at open; `closed` is a use after `close()`; `invalid_argument` is a programming
 * error.
 * Messages name the URL scheme only, never the whole URL, which may carry a password.
 */
export type StoreErrorKind =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'unavailable'
  | 'closed'
  | 'invalid_argument';

/** The one error class the store throws itself (backend errors pass through unchanged). */
export class StoreError extends Error {
  readonly kind: StoreErrorKind;

  constructor(kind: StoreErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.kind = kind;
  }
}
