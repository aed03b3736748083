import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Locale } from '../locale/locale.ts';
import type { TranslationFiles } from '../menu-i18n/files.ts';
import type { Sandbox } from '../sandbox/server.ts';

/**
 * The bot's configuration against a local sandbox, for runs without Telegram (the demo and the
 * whole-application tests): the sandbox's addresses, CA and demo credentials, a sqlite store in
 * `storeDir`, and a token and Bot API root that are never used (a local Bot API stand-in answers
 * every call instead).
 */
export function localConfig(
  sandbox: Sandbox,
  options: {
    storeDir: string;
    locale?: Locale;
    staffChatId?: number | undefined;
    statusPollSeconds?: number;
    /** The menu's translations (MENU_TRANSLATIONS): the demo ships its own. */
    menuTranslations?: TranslationFiles | undefined;
  },
): Config {
  const demo = sandbox.partners.demo?.credentials ?? {
    key: 'demo-key',
    password: 'demo-password-sandbox',
  };
  return {
    telegram: {
      token: '0:local',
      apiRoot: 'http://127.0.0.1:9',
      mode: 'polling',
      webhookUrl: undefined,
      webhookSecret: undefined,
    },
    httpPort: undefined,
    partner: {
      baseUrl: sandbox.baseUrl,
      legacyBaseUrl: sandbox.legacyBaseUrl,
      apiKey: demo.key,
      apiPassword: demo.password,
      caFile: sandbox.caFile,
      rateLimitPerMinute: 120,
    },
    staffChatId: options.staffChatId,
    storeUrl: `sqlite://${join(options.storeDir, 'bot.sqlite')}`,
    defaultLocale: options.locale ?? 'bg',
    logLevel: 'info',
    catalogueSyncSeconds: 60,
    statusPollSeconds: options.statusPollSeconds ?? 45,
    orderRetentionDays: 30,
    orderDoubtSeconds: 120,
    orderWatchSeconds: 600,
    menuTranslations: options.menuTranslations,
  };
}
