import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.ts';
import {
  derivedWebhookSecret,
  parseFleetConfig,
  parseRestaurantsFile,
} from '../../src/fleet/config.ts';

const TOKEN_A = '111111111:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr';
const TOKEN_B = '222222222:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr';

const lipite = {
  id: 'lipite',
  botToken: TOKEN_A,
  partner: {
    baseUrl: 'https://lipite.example.test/api/v1',
    apiKey: 'lipite-key',
    apiPassword: { env: 'LIPITE_PASSWORD' },
    rateLimitPerMinute: 60,
  },
  staffChatId: -1001,
  defaultLocale: 'en',
};
const morski = {
  id: 'morski-2',
  botToken: { env: 'MORSKI_TOKEN' },
  partner: { baseUrl: 'https://morski.example.test/api/v1', apiKey: 'k', apiPassword: 'p' },
};

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fleet-config-')), 'restaurants.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const env = { LIPITE_PASSWORD: 'secret-pw', MORSKI_TOKEN: TOKEN_B, DEFAULT_LOCALE: 'de' };

function refusal(content: unknown, extra: Record<string, string> = {}): string {
  const file = fileWith(content);
  try {
    parseRestaurantsFile(file, { ...env, ...extra });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const line = (error as Error).message;
    expect(line).not.toContain('\n');
    expect(line.startsWith(`restaurants file ${file}: `)).toBe(true);
    return line.slice(`restaurants file ${file}: `.length);
  }
  throw new Error('expected the file to be refused');
}

describe('RESTAURANTS_FILE', () => {
  it('gives each restaurant its own fields through the parsing of today’s variables', () => {
    const [a, b] = parseRestaurantsFile(fileWith({ restaurants: [lipite, morski] }), env);
    expect(a?.id).toBe('lipite');
    expect(a?.config.telegram.token).toBe(TOKEN_A);
    expect(a?.config.partner).toMatchObject({
      baseUrl: 'https://lipite.example.test/api/v1',
      apiKey: 'lipite-key',
      apiPassword: 'secret-pw',
      rateLimitPerMinute: 60,
    });
    expect(a?.config.staffChatId).toBe(-1001);
    expect(a?.config.defaultLocale).toBe('en');
    expect(b?.id).toBe('morski-2');
    expect(b?.config.telegram.token).toBe(TOKEN_B);
    // Left out: the shared default, the API's own cap of 120, no staff chat.
    expect(b?.config.defaultLocale).toBe('de');
    expect(b?.config.partner.rateLimitPerMinute).toBe(120);
    expect(b?.config.staffChatId).toBeUndefined();
  });

  it('gives each restaurant its webhook under WEBHOOK_URL, its own secret and Mini App path', () => {
    const webhook = {
      BOT_MODE: 'webhook',
      WEBHOOK_URL: 'https://bot.example.test/telegram/',
      WEBHOOK_SECRET: 'shared-secret',
      HTTP_PORT: '8080',
      WEBAPP_URL: 'https://bot.example.test/app/',
    };
    const own = { ...morski, webhookSecret: 'morski-own-secret' };
    const [a, b] = parseRestaurantsFile(fileWith({ restaurants: [lipite, own] }), {
      ...env,
      ...webhook,
    });
    expect(a?.config.telegram.webhookUrl).toBe('https://bot.example.test/telegram/lipite');
    expect(b?.config.telegram.webhookUrl).toBe('https://bot.example.test/telegram/morski-2');
    expect(a?.config.telegram.webhookSecret).toBe(derivedWebhookSecret('shared-secret', 'lipite'));
    expect(a?.config.telegram.webhookSecret).not.toBe(
      derivedWebhookSecret('shared-secret', 'morski-2'),
    );
    expect(a?.config.telegram.webhookSecret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(b?.config.telegram.webhookSecret).toBe('morski-own-secret');
    expect(a?.config.webApp?.url).toBe('https://bot.example.test/app/lipite/');
  });

  it('refuses a broken file whole with one line naming the restaurant and the key', () => {
    const { apiKey: _apiKey, ...noKey } = lipite.partner;
    expect(refusal({ restaurants: [{ ...lipite, partner: noKey }, morski] })).toBe(
      'restaurant "lipite": partner.apiKey: required',
    );
    expect(refusal({ restaurants: [lipite, morski] }, { MORSKI_TOKEN: '' })).toBe(
      'restaurant "morski-2": botToken: environment variable MORSKI_TOKEN is not set',
    );
    expect(refusal({ restaurants: [{ ...lipite, botToken: 'nope' }] })).toBe(
      'restaurant "lipite": botToken: not a bot token (digits:letters)',
    );
    expect(refusal({ restaurants: [{ ...lipite, id: 'Lipite!' }] })).toBe(
      'restaurant #1: id: must be 1-40 of a-z 0-9 -',
    );
    expect(refusal({ restaurants: [lipite, { ...morski, id: 'lipite' }] })).toBe(
      'restaurant "lipite": id: used twice',
    );
    expect(refusal({ restaurants: [lipite, { ...morski, botToken: TOKEN_A }] })).toBe(
      'restaurant "morski-2": botToken: same as restaurant "lipite"',
    );
    expect(
      refusal({ restaurants: [{ ...lipite, partner: { ...lipite.partner, apiKy: 'x' } }] }),
    ).toBe('restaurant "lipite": partner.apiKy: unknown key');
    expect(
      refusal({
        restaurants: [{ ...lipite, partner: { ...lipite.partner, baseUrl: 'http://x.test' } }],
      }),
    ).toContain('restaurant "lipite": partner.baseUrl: must be an https:// URL');
    expect(refusal({ restaurants: [] })).toBe('restaurants: must not be empty');
    expect(refusal('{ "restaurants": [')).toMatch(/^not JSON/);
    // A shared variable's problem is named once, without a restaurant; a secret is per restaurant.
    expect(refusal({ restaurants: [lipite, morski] }, { BOT_MODE: 'webhook' })).toBe(
      'WEBHOOK_URL: required when BOT_MODE=webhook; restaurant "lipite": webhookSecret: required when BOT_MODE=webhook; HTTP_PORT: required when BOT_MODE=webhook; restaurant "morski-2": webhookSecret: required when BOT_MODE=webhook',
    );
  });

  it('without RESTAURANTS_FILE, today’s variables are a fleet of one with today’s config', () => {
    const today = {
      BOT_TOKEN: TOKEN_A,
      PARTNER_BASE_URL: 'https://partner.example.test/api/v1',
      PARTNER_API_KEY: 'key',
      PARTNER_API_PASSWORD: 'password',
    };
    const fleet = parseFleetConfig(today);
    expect(fleet.file).toBeUndefined();
    expect(fleet.restaurants).toEqual([{ id: 'default', config: parseConfig(today) }]);
    const withFile = parseFleetConfig({
      ...env,
      RESTAURANTS_FILE: fileWith({ restaurants: [lipite] }),
      OPERATOR_CHAT_ID: '-100777',
    });
    expect(withFile.restaurants.map((r) => r.id)).toEqual(['lipite']);
    expect(withFile.operatorChatId).toBe(-100_777);
    expect(() => parseFleetConfig({ ...today, ADMIN_TOKEN: 'short' })).toThrow(
      'ADMIN_TOKEN must be at least 16 characters',
    );
  });
});
