import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  QuoteTokens,
  quoteContentHash,
} from '../../../src/sandbox/http/quote-token.ts';

const claims = { partnerId: 'demo', contentHash: 'abc', totalMinor: 3180, expiresAtMs: 10_000 };

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(quoteContentHash([{ x: 1, y: 2 }], { p: 'cash' })).toBe(
      quoteContentHash([{ y: 2, x: 1 }], { p: 'cash' }),
    );
    expect(quoteContentHash([1, 2], {})).not.toBe(quoteContentHash([2, 1], {}));
  });
});

describe('QuoteTokens', () => {
  it('verifies its own token for the same partner before expiry', () => {
    const tokens = new QuoteTokens();
    expect(tokens.verify(tokens.sign(claims), 'demo', 9_999)).toEqual({ claims });
  });

  it('refuses expiry, another partner, another process secret and edits', () => {
    const tokens = new QuoteTokens();
    const token = tokens.sign(claims);
    expect(tokens.verify(token, 'demo', 10_000)).toEqual({ rejected: 'expired' });
    expect(tokens.verify(token, 'other', 0)).toEqual({ rejected: 'partner' });
    expect(new QuoteTokens().verify(token, 'demo', 0)).toEqual({ rejected: 'signature' });
    const [version, , signature] = token.split('.');
    const richer = Buffer.from(JSON.stringify({ p: 'demo', h: 'abc', t: 1, e: 10_000 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${version}.${richer}.${signature}`, 'demo', 0)).toEqual({
      rejected: 'signature',
    });
    expect(tokens.verify('garbage', 'demo', 0)).toEqual({ rejected: 'malformed' });
  });
});
