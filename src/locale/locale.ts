/**
 * The languages the bot speaks: the one list every other place reads (docs/languages.md). Each
 * code has a `locales/<code>.ftl` with every message id (`message-ids.ts` is generated from
 * them, `npm run check` and the locale test compare the files); a chat has one of these,
 * chosen from Telegram's language code, `/language` or `DEFAULT_LOCALE`.
 *
 * - `name`: the language in its own words, as the language screen lists it;
 * - `intl`: the BCP 47 locale prices, dates and times are formatted with (Intl);
 * - `dates`: how a date without a weekday is written: `numeric` "21.11", `short` "21 Nov".
 *
 * Adding a language is one line here, one `locales/<code>.ftl` and one glossary file.
 */
const LANGUAGES = {
  bg: { name: 'Български', intl: 'bg-BG', dates: 'numeric', latin: false },
  en: { name: 'English', intl: 'en-GB', dates: 'short', latin: true },
  ro: { name: 'Română', intl: 'ro-RO', dates: 'short', latin: true },
  uk: { name: 'Українська', intl: 'uk-UA', dates: 'short', latin: false },
  pl: { name: 'Polski', intl: 'pl-PL', dates: 'short', latin: true },
  de: { name: 'Deutsch', intl: 'de-DE', dates: 'short', latin: true },
} as const satisfies Record<
  string,
  { name: string; intl: string; dates: 'numeric' | 'short'; latin: boolean }
>;

/** One of the bot's languages. */
export type Locale = keyof typeof LANGUAGES;

/** Every language code, Bulgarian (the restaurant's language) first. */
export const LOCALES = Object.keys(LANGUAGES) as [Locale, ...Locale[]];

/**
 * The restaurant's language: the Partner API's names and labels are written in it, it is the
 * default DEFAULT_LOCALE, and the language of the commands' descriptions for any other client.
 */
export const RESTAURANT_LOCALE: Locale = 'bg';

/** The language of a customer whose Telegram language the bot does not speak. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Whether a text is one of the bot's language codes (a button argument, an env value). */
export function isLocale(code: unknown): code is Locale {
  return typeof code === 'string' && Object.hasOwn(LANGUAGES, code);
}

/** The language's name in that language ("Deutsch", "Українська"). */
export function languageName(locale: Locale): string {
  return LANGUAGES[locale].name;
}

/** The Intl locale a language formats numbers, prices, dates and times with. */
export function intlLocale(locale: Locale): string {
  return LANGUAGES[locale].intl;
}

/** How a language writes a date in a list: numeric "21.11" or with a short month "21 Nov". */
export function dateStyle(locale: Locale): 'numeric' | 'short' {
  return LANGUAGES[locale].dates;
}

/**
 * The language of a Telegram `language_code` ("de", "de-AT", "uk", "pt-br"): the bot's language
 * with that primary subtag, English for any other language, `fallback` when Telegram sent none.
 */
export function localeFromLanguageCode(code: string | undefined, fallback: Locale): Locale {
  if (code === undefined || code === '') return fallback;
  const primary = code.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : FALLBACK_LOCALE;
}

/**
 * Whether a language is written in Latin letters: an untranslated Bulgarian menu text is shown
 * there with its Latin transliteration beside it (src/menu-i18n).
 */
export function writesLatin(locale: Locale): boolean {
  return LANGUAGES[locale].latin;
}
