/**
 * Why the store could not be opened or used, as a `kind` to branch on (never the message):
 * `invalid_url` and `unsupported_scheme` are configuration mistakes that stop start-up with one
 * clear line; `unavailable` is a Redis or Postgres server that could not be reached or refused
 * the credentials at open; `closed` is a use after `close()`; `invalid_argument` is a programming
 * error; `conflict` is a versioned `set` that lost its compare-and-set to other writers on every
 * one of its tries (the key is written in a tight loop elsewhere).
 * Messages name the URL scheme only, never the whole URL, which may carry a password.
 */
export type StoreErrorKind =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'unavailable'
  | 'closed'
  | 'invalid_argument'
  | 'conflict';

/** The one error class the store throws itself (backend errors pass through unchanged). */
export class StoreError extends Error {
  readonly kind: StoreErrorKind;

  constructor(kind: StoreErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.kind = kind;
  }
}
