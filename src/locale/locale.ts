/**
 * The languages the bot speaks (DESIGN.md: Bulgarian and English). Every message id exists in
 * both `locales/bg.ftl` and `locales/en.ftl` (`message-ids.ts` is generated from them), and every
 * chat has one of these, chosen from Telegram's language code or `DEFAULT_LOCALE`.
 */
export const LOCALES = ['bg', 'en'] as const;

/** One of the bot's languages. */
export type Locale = (typeof LOCALES)[number];
