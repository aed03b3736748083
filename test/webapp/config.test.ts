import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';

const valid = {
  BOT_TOKEN: '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr',
  PARTNER_BASE_URL: 'https://partner.example.test/api/v1',
  PARTNER_API_KEY: 'key',
  PARTNER_API_PASSWORD: 'password',
};

describe('Mini App configuration', () => {
  it('leaves the Mini App off by default and keeps initData a day', () => {
    expect(parseConfig(valid).webApp).toEqual({ url: undefined, authMaxAgeSeconds: 86_400 });
  });

  it('takes an https WEBAPP_URL served on HTTP_PORT, and a shorter initData window', () => {
    const config = parseConfig({
      ...valid,
      WEBAPP_URL: 'https://bot.example.test/app/',
      HTTP_PORT: '8080',
      WEBAPP_AUTH_MAX_AGE_SECONDS: '3600',
    });
    expect(config.webApp).toEqual({
      url: 'https://bot.example.test/app/',
      authMaxAgeSeconds: 3_600,
    });
  });

  it('names the variable when the Mini App cannot work', () => {
    expect(() =>
      parseConfig({ ...valid, WEBAPP_URL: 'http://bot.example.test/app/', HTTP_PORT: '8080' }),
    ).toThrow(/WEBAPP_URL must be an https:\/\/ URL/);
    expect(() => parseConfig({ ...valid, WEBAPP_URL: 'https://bot.example.test/app/' })).toThrow(
      /HTTP_PORT is required when WEBAPP_URL is set/,
    );
  });
});
