import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted at every depth, array order kept (spec "/orders request
 * rules" 2: array order matters, key order does not). Used for the quote hash and for deciding
 * whether a replay of an external_order_id is identical.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeys(inner)]));
  }
  return value;
}

/** SHA-256 (hex) of the canonical JSON of a quote's items and choice. */
export function quoteContentHash(items: unknown, choice: unknown): string {
  return createHash('sha256').update(canonicalJson({ items, choice })).digest('hex');
}

/** What a quote token binds: who asked, for which content, at which total, until when. */
export interface QuoteClaims {
  partnerId: string;
  contentHash: string;
  totalMinor: number;
  expiresAtMs: number;
}

/** Why a token was refused; every reason maps to 409 (spec "Errors": changed or expired quote). */
export type TokenRejection = 'malformed' | 'signature' | 'partner' | 'expired';

const VERSION = 'v1';

/**
 * Signs and verifies quote tokens with HMAC-SHA256 and a per-process secret, so a token from a
 * previous run is refused (the partner must quote again) and any edited byte breaks the signature.
 */
export class QuoteTokens {
  readonly #secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret;
  }

  /** An opaque token `v1.<claims>.<signature>` (base64url parts). */
  sign(claims: QuoteClaims): string {
    const payload = Buffer.from(
      JSON.stringify({
        p: claims.partnerId,
        h: claims.contentHash,
        t: claims.totalMinor,
        e: claims.expiresAtMs,
      }),
    ).toString('base64url');
    return `${VERSION}.${payload}.${this.#mac(payload).toString('base64url')}`;
  }

  /**
   * The claims of a genuine token issued to `partnerId` and not expired at `nowMs`, or the
   * reason it is refused. Expiry is checked last so a forged token never learns about time.
   */
  verify(
    token: string,
    partnerId: string,
    nowMs: number,
  ): { claims: QuoteClaims } | { rejected: TokenRejection } {
    const [version, payload, signature, ...rest] = token.split('.');
    if (version !== VERSION || !payload || !signature || rest.length > 0) {
      return { rejected: 'malformed' };
    }
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { rejected: 'signature' };
    }
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      p: string;
      h: string;
      t: number;
      e: number;
    };
    const claims = { partnerId: raw.p, contentHash: raw.h, totalMinor: raw.t, expiresAtMs: raw.e };
    if (claims.partnerId !== partnerId) return { rejected: 'partner' };
    if (nowMs >= claims.expiresAtMs) return { rejected: 'expired' };
    return { claims };
  }

  #mac(payload: string): Buffer {
    return createHmac('sha256', this.#secret).update(payload).digest();
  }
}
