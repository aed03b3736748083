import { createHash, timingSafeEqual } from 'node:crypto';

/** An API key and password pair (spec "Authentication" 1). */
export interface Credentials {
  key: string;
  password: string;
}

/**
 * A partner account of the sandbox. `id` is the identity orders are stored under; rotation
 * replaces `credentials` and moves the old pair to `revoked` while the id (and so the orders and
 * replay protection) stays (spec "Authentication" 4). The object is live: tests may flip `state`.
 */
export interface PartnerAccount {
  id: string;
  state: 'active' | 'paused';
  credentials: Credentials;
  revoked: Credentials[];
  /** Quotes come back with test_only=true and orders are refused with 422. */
  testOnly: boolean;
  /** Individual cap; the lower of this and the global cap applies (spec "Limits"). */
  rateLimitPerMinute?: number;
}

/**
 * The default partners: demo (the CLI prints its credentials), other (a second active partner
 * for own-order isolation), paused (valid credentials that give 401), rotated (old credentials
 * give 401, new ones work) and tester (test-only quotes).
 */
export function defaultPartners(): Record<string, PartnerAccount> {
  const account = (id: string, extra: Partial<PartnerAccount> = {}): PartnerAccount => ({
    id,
    state: 'active',
    credentials: { key: `${id}-key`, password: `${id}-password-sandbox` },
    revoked: [],
    testOnly: false,
    ...extra,
  });
  return {
    demo: account('demo'),
    other: account('other'),
    paused: account('paused', { state: 'paused' }),
    rotated: account('rotated', {
      credentials: { key: 'rotated-key-2', password: 'rotated-password-new' },
      revoked: [{ key: 'rotated-key', password: 'rotated-password-old' }],
    }),
    tester: account('tester', { testOnly: true }),
  };
}

/** Reads `Authorization: Basic …` into key and password; undefined when absent or malformed. */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { key: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

// Hashing first gives equal-length buffers, so the comparison time does not leak the secret length.
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The active partner whose current credentials match, or undefined. Paused accounts and revoked
 * (rotated-out) credentials never authenticate (spec "Authentication" 5: 401).
 */
export function authenticate(
  partners: Record<string, PartnerAccount>,
  given: Credentials | undefined,
): PartnerAccount | undefined {
  if (!given) return undefined;
  for (const partner of Object.values(partners)) {
    const keyOk = sameSecret(partner.credentials.key, given.key);
    const passwordOk = sameSecret(partner.credentials.password, given.password);
    if (keyOk && passwordOk) return partner.state === 'active' ? partner : undefined;
  }
  return undefined;
}
