import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInitData, validateInitData, webAppSecret } from '../../src/webapp/init-data.ts';

const TOKEN = '123456:TEST-token-for-the-mini-app-0000';
const NOW = Date.parse('2026-11-23T10:00:00Z');
const secret = webAppSecret(TOKEN);
const user = JSON.stringify({ id: 4242, first_name: 'Мария', language_code: 'en' });
const fields = { auth_date: String(NOW / 1000 - 60), query_id: 'AAE1', user };

describe('initData validation (core.telegram.org/bots/webapps)', () => {
  it('derives the secret as HMAC-SHA-256 of the token under the key "WebAppData"', () => {
    const expected = createHmac('sha256', 'WebAppData').update(TOKEN).digest();
    expect(secret.equals(expected)).toBe(true);
  });

  it('accepts data signed over the sorted data-check-string and trusts its user', () => {
    // Built by hand from the documentation, independently of signInitData.
    const check = [`auth_date=${fields.auth_date}`, `query_id=AAE1`, `user=${user}`].join('\n');
    const hash = createHmac('sha256', secret).update(check).digest('hex');
    const initData = new URLSearchParams({ ...fields, hash }).toString();
    const result = validateInitData(initData, secret, NOW, 3_600);
    expect(result).toEqual({
      ok: true,
      user: { id: 4242, languageCode: 'en' },
      authDate: NOW / 1000 - 60,
    });
  });

  it('refuses a changed field, another token, and a missing hash', () => {
    const good = signInitData(fields, secret);
    const tampered = good.replace('4242', '4243');
    expect(validateInitData(tampered, secret, NOW, 3_600)).toEqual({
      ok: false,
      problem: 'forged',
    });
    const other = signInitData(fields, webAppSecret('654321:another-token-entirely-000'));
    expect(validateInitData(other, secret, NOW, 3_600)).toEqual({ ok: false, problem: 'forged' });
    const noHash = new URLSearchParams(fields).toString();
    expect(validateInitData(noHash, secret, NOW, 3_600)).toEqual({
      ok: false,
      problem: 'malformed',
    });
    expect(validateInitData(undefined, secret, NOW, 3_600)).toEqual({
      ok: false,
      problem: 'missing',
    });
  });

  it('refuses a field given twice rather than guessing which one was signed', () => {
    const good = signInitData(fields, secret);
    expect(validateInitData(`${good}&user=x`, secret, NOW, 3_600).ok).toBe(false);
  });

  it('refuses data older than the window, counted on the injected clock', () => {
    const initData = signInitData(fields, secret);
    expect(validateInitData(initData, secret, NOW, 61).ok).toBe(true);
    expect(validateInitData(initData, secret, NOW, 59)).toEqual({ ok: false, problem: 'expired' });
    expect(validateInitData(initData, secret, NOW - 3_600_000, 3_600)).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuses signed data without a usable user id', () => {
    const initData = signInitData({ auth_date: fields.auth_date, user: '{"id":"7"}' }, secret);
    expect(validateInitData(initData, secret, NOW, 3_600)).toEqual({
      ok: false,
      problem: 'no_user',
    });
  });
});
