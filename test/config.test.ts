import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, readEnvironment } from '../src/config.ts';

const valid = {
  BOT_TOKEN: '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr',
  PARTNER_BASE_URL: 'https://partner.example.test/api/v1',
  PARTNER_API_KEY: 'key',
  PARTNER_API_PASSWORD: 'password',
};

function errorLine(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig(valid);
    expect(config.telegram.apiRoot).toBe('https://api.telegram.org');
    expect(config.telegram.mode).toBe('polling');
    expect(config.partner.rateLimitPerMinute).toBe(120);
    expect(config.partner.ipRateLimitPerMinute).toBe(120);
    expect(
      parseConfig({ ...valid, PARTNER_IP_RATE_LIMIT_PER_MINUTE: '240' }).partner
        .ipRateLimitPerMinute,
    ).toBe(240);
    expect(errorLine({ ...valid, PARTNER_IP_RATE_LIMIT_PER_MINUTE: '0' })).toContain(
      'PARTNER_IP_RATE_LIMIT_PER_MINUTE',
    );
    expect(config.storeUrl).toBe('sqlite://data/bot.sqlite');
    expect(config.defaultLocale).toBe('bg');
    expect(config.logLevel).toBe('info');
    expect(config.catalogueSyncSeconds).toBe(60);
    expect(config.statusPollSeconds).toBe(45);
    expect(config.orderRetentionDays).toBe(30);
    expect(parseConfig({ ...valid, ORDER_RETENTION_DAYS: '7' }).orderRetentionDays).toBe(7);
    expect(config.orderDoubtSeconds).toBe(120);
    expect(config.orderWatchSeconds).toBe(600);
    expect(parseConfig({ ...valid, ORDER_DOUBT_SECONDS: '300' }).orderDoubtSeconds).toBe(300);
  });

  it('takes each of the six languages as DEFAULT_LOCALE and names them when refusing another', () => {
    for (const code of ['bg', 'en', 'ro', 'uk', 'pl', 'de'])
      expect(parseConfig({ ...valid, DEFAULT_LOCALE: code }).defaultLocale).toBe(code);
    const line = errorLine({ ...valid, DEFAULT_LOCALE: 'ru' });
    expect(line).toContain('DEFAULT_LOCALE');
    for (const code of ['bg', 'en', 'ro', 'uk', 'pl', 'de']) expect(line).toContain(code);
  });

  it('reads CATALOGUE_MAX_DROPPED_SHARE as a share from 0 to 1, 0.1 by default', () => {
    expect(parseConfig(valid).catalogueMaxDroppedShare).toBe(0.1);
    expect(
      parseConfig({ ...valid, CATALOGUE_MAX_DROPPED_SHARE: '0.25' }).catalogueMaxDroppedShare,
    ).toBe(0.25);
    expect(errorLine({ ...valid, CATALOGUE_MAX_DROPPED_SHARE: '1.5' })).toContain(
      'CATALOGUE_MAX_DROPPED_SHARE must be 0 to 1',
    );
    expect(errorLine({ ...valid, CATALOGUE_MAX_DROPPED_SHARE: 'half' })).toContain(
      'CATALOGUE_MAX_DROPPED_SHARE',
    );
  });

  it('names every missing variable in one line', () => {
    const line = errorLine({});
    expect(line.split('\n')).toHaveLength(1);
    for (const name of [
      'BOT_TOKEN',
      'PARTNER_BASE_URL',
      'PARTNER_API_KEY',
      'PARTNER_API_PASSWORD',
    ]) {
      expect(line).toContain(name);
    }
  });

  it('refuses an http:// partner address: credentials travel over HTTPS only', () => {
    expect(errorLine({ ...valid, PARTNER_BASE_URL: 'http://partner.example.test/api/v1' })).toMatch(
      /PARTNER_BASE_URL must be an https:\/\/ URL/,
    );
    expect(
      errorLine({ ...valid, PARTNER_LEGACY_BASE_URL: 'http://legacy.example.test/v1' }),
    ).toContain('PARTNER_LEGACY_BASE_URL');
    expect(
      errorLine({ ...valid, PARTNER_BASE_URL: 'https://k:p@partner.example.test/v1' }),
    ).toContain('must not carry credentials');
  });

  it('names a bad value without echoing a secret', () => {
    const line = errorLine({ ...valid, BOT_TOKEN: 'not-a-token-but-secret' });
    expect(line).toContain('BOT_TOKEN');
    expect(line).not.toContain('not-a-token-but-secret');
    expect(errorLine({ ...valid, STATUS_POLL_SECONDS: '5' })).toContain(
      'STATUS_POLL_SECONDS must be 30 to 60',
    );
    expect(errorLine({ ...valid, PARTNER_CA_FILE: '/nonexistent/ca.pem' })).toContain(
      'PARTNER_CA_FILE',
    );
    expect(errorLine({ ...valid, STORE_URL: 'mysql://x' })).toContain('STORE_URL');
    expect(errorLine({ ...valid, ORDER_DOUBT_SECONDS: '5' })).toContain(
      'ORDER_DOUBT_SECONDS must be 30 to 600',
    );
    expect(errorLine({ ...valid, ORDER_RETENTION_DAYS: '0' })).toContain(
      'ORDER_RETENTION_DAYS must be 1 to 3650',
    );
  });

  it('requires the webhook settings only in webhook mode', () => {
    const line = errorLine({ ...valid, BOT_MODE: 'webhook' });
    expect(line).toContain('WEBHOOK_URL');
    expect(line).toContain('WEBHOOK_SECRET');
    expect(line).toContain('HTTP_PORT');
    const config = parseConfig({
      ...valid,
      BOT_MODE: 'webhook',
      WEBHOOK_URL: 'https://bot.example.test/hook',
      WEBHOOK_SECRET: 's3cret_token',
      HTTP_PORT: '8081',
    });
    expect(config.httpPort).toBe(8081);
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(
      parseConfig({ ...valid, PARTNER_LEGACY_BASE_URL: '', STAFF_CHAT_ID: '' }).partner
        .legacyBaseUrl,
    ).toBe(undefined);
  });

  it('reads .env when present, with the process environment winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    writeFileSync(join(dir, '.env'), 'PARTNER_API_KEY=from-file\nLOG_LEVEL=debug\n');
    const env = readEnvironment({ LOG_LEVEL: 'warn' }, dir);
    expect(env.PARTNER_API_KEY).toBe('from-file');
    expect(env.LOG_LEVEL).toBe('warn');
  });
});

describe('configuration: several instances', () => {
  const webhook = {
    ...valid,
    BOT_MODE: 'webhook',
    WEBHOOK_URL: 'https://bot.example.test/telegram',
    WEBHOOK_SECRET: 'secret',
    HTTP_PORT: '8081',
  };

  it('coordinates through a Redis store in webhook mode, and never in the sqlite + polling default', () => {
    expect(parseConfig(valid).coordinationUrl).toBeUndefined();
    expect(parseConfig({ ...valid, STORE_URL: 'redis://127.0.0.1:6379/0' }).coordinationUrl).toBe(
      undefined,
    );
    expect(parseConfig({ ...webhook, STORE_URL: 'redis://127.0.0.1:6379/0' }).coordinationUrl).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(
      parseConfig({
        ...webhook,
        STORE_URL: 'postgres://bot@127.0.0.1/bot',
        COORDINATION_URL: 'redis://127.0.0.1:6380/1',
      }).coordinationUrl,
    ).toBe('redis://127.0.0.1:6380/1');
    expect(
      parseConfig({ ...webhook, STORE_URL: 'postgres://bot@127.0.0.1/bot' }).coordinationUrl,
    ).toBe(undefined);
  });

  it('refuses COORDINATION_URL with polling, with sqlite, or when it is not Redis', () => {
    expect(
      errorLine({ ...valid, STORE_URL: 'redis://h/0', COORDINATION_URL: 'redis://h/1' }),
    ).toMatch(/COORDINATION_URL needs BOT_MODE=webhook/);
    expect(errorLine({ ...webhook, COORDINATION_URL: 'redis://h/1' })).toMatch(
      /COORDINATION_URL needs a shared STORE_URL/,
    );
    expect(
      errorLine({ ...webhook, STORE_URL: 'postgres://h/db', COORDINATION_URL: 'http://h/1' }),
    ).toMatch(/COORDINATION_URL must be a redis:\/\//);
  });
});
