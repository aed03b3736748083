import { createHmac, timingSafeEqual } from 'node:crypto';

/** The Telegram user a validated `initData` speaks for: its id decides the chat. */
export interface WebAppUser {
  id: number;
  languageCode: string | undefined;
}

/** Why an `initData` was refused (every one of them is a 401 to the page). */
export type InitDataProblem = 'missing' | 'malformed' | 'forged' | 'expired' | 'no_user';

export type InitDataResult =
  | { ok: true; user: WebAppUser; authDate: number }
  | { ok: false; problem: InitDataProblem };

/**
 * The key Telegram signs a Mini App's `initData` with: HMAC-SHA-256 of the bot token under the
 * constant key "WebAppData" (core.telegram.org/bots/webapps, "Validating data received via the
 * Mini App"). Computed once per token.
 */
export function webAppSecret(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

/**
 * The data-check-string: every received field except `hash`, as `key=value` with the value
 * URL-decoded, sorted by key, joined by line feeds. A field given twice makes the data
 * ambiguous, so it is refused rather than guessed.
 */
function dataCheckString(fields: URLSearchParams): { check: string; hash: string } | null {
  const seen = new Set<string>();
  const pairs: string[] = [];
  let hash: string | null = null;
  for (const [key, value] of fields) {
    if (seen.has(key)) return null;
    seen.add(key);
    if (key === 'hash') hash = value;
    else pairs.push(`${key}=${value}`);
  }
  if (hash === null || !/^[0-9a-f]{64}$/.test(hash)) return null;
  pairs.sort((a, b) => {
    const keyA = a.slice(0, a.indexOf('='));
    const keyB = b.slice(0, b.indexOf('='));
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  });
  return { check: pairs.join('\n'), hash };
}

function userOf(fields: URLSearchParams): WebAppUser | null {
  const raw = fields.get('user');
  if (raw === null) return null;
  try {
    const user = JSON.parse(raw) as { id?: unknown; language_code?: unknown };
    if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) return null;
    return {
      id: user.id,
      languageCode: typeof user.language_code === 'string' ? user.language_code : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Validates a Mini App's `initData` exactly as Telegram documents it: the hex HMAC-SHA-256 of the
 * data-check-string under `webAppSecret(token)` must equal `hash` (compared in constant time),
 * and `auth_date` must be no older than `maxAgeSeconds` on `now` (and not from the future beyond
 * a minute of clock difference). Only then is the user trusted; nothing else the page sends is.
 */
export function validateInitData(
  initData: string | undefined,
  secret: Buffer,
  now: number,
  maxAgeSeconds: number,
): InitDataResult {
  if (initData === undefined || initData === '') return { ok: false, problem: 'missing' };
  if (initData.length > 8_192) return { ok: false, problem: 'malformed' };
  const fields = new URLSearchParams(initData);
  const parts = dataCheckString(fields);
  if (!parts) return { ok: false, problem: 'malformed' };
  const expected = createHmac('sha256', secret).update(parts.check).digest();
  const given = Buffer.from(parts.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: 'forged' };
  }
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { ok: false, problem: 'malformed' };
  const ageSeconds = now / 1000 - authDate;
  if (ageSeconds > maxAgeSeconds || ageSeconds < -60) return { ok: false, problem: 'expired' };
  const user = userOf(fields);
  if (!user) return { ok: false, problem: 'no_user' };
  return { ok: true, user, authDate };
}

/**
 * Signs fields the way Telegram does, for the demo's local chat and the tests (a stand-in for the
 * Telegram client that opens the Mini App). Returns the query string the page receives.
 */
export function signInitData(fields: Record<string, string>, secret: Buffer): string {
  const params = new URLSearchParams(fields);
  const parts = dataCheckString(new URLSearchParams({ ...fields, hash: '0'.repeat(64) }));
  const hash = createHmac('sha256', secret)
    .update(parts?.check ?? '')
    .digest('hex');
  params.set('hash', hash);
  return params.toString();
}
