import { LOCALES, type Locale, RESTAURANT_LOCALE, writesLatin } from '../locale/locale.ts';

/**
 * The languages a menu may be shown in (docs/languages.md): the restaurant's own, Bulgarian
 * (spec: "Dish names and some restaurant messages are in Bulgarian"), and the five others a
 * translation file or the built-in glossary covers: the bot's own `LOCALES` (src/locale/locale.ts),
 * so adding a language there adds it here.
 */
export const MENU_LANGUAGES = LOCALES;

/** A language a menu may be translated into, or its own (`bg`). */
export type MenuLanguage = Locale;

/** The language the Partner API writes its names and labels in. */
export const SOURCE_LANGUAGE: MenuLanguage = RESTAURANT_LOCALE;

/** The languages a translation file and a glossary exist for (every one but the source). */
export const TARGET_LANGUAGES = MENU_LANGUAGES.filter((lang) => lang !== SOURCE_LANGUAGE);

/**
 * Languages written in Latin letters: an untranslated Bulgarian text is shown with its Latin
 * transliteration beside it, so the customer can read it aloud. Ukrainian readers read Cyrillic.
 */
export const LATIN_SCRIPT: ReadonlySet<string> = new Set(LOCALES.filter(writesLatin));

export function isMenuLanguage(value: string): value is MenuLanguage {
  return (MENU_LANGUAGES as readonly string[]).includes(value);
}
