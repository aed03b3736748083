import { cached } from '../cached.ts';
import { Menu, type MenuSnapshot } from '../catalogue/menu.ts';
import { reviewedOnly, type TranslationFile, type TranslationFiles } from './files.ts';
import { type MenuLanguage, TARGET_LANGUAGES } from './languages.ts';
import { menuTexts, missingTranslations } from './template.ts';
import { TranslatedMenu } from './translated-menu.ts';
import { MenuTranslator } from './translator.ts';

export { markComposed } from './composed.ts';
export type { TranslationFile, TranslationFiles } from './files.ts';
export { loadTranslationFiles, MenuTranslationsError, parseTranslationFile } from './files.ts';
export type { MenuLanguage } from './languages.ts';
export { MENU_LANGUAGES, TARGET_LANGUAGES } from './languages.ts';
export { menuTexts, missingTranslations, translationTemplate } from './template.ts';
export { translateQuote } from './translate-menu.ts';
export { MenuTranslator } from './translator.ts';

/**
 * The one translation layer of the restaurant's texts (issue 23): built once at start-up from
 * MENU_TRANSLATIONS (or none: then the glossary and transliteration alone). Every screen, push
 * and page asks it for the menu in the reader's language; the synced menu itself, and all that
 * goes to the API, stays as the restaurant wrote it. Translated menus and translators are kept
 * per menu object, so a sync (a new Menu) is translated once per language.
 */
export class MenuTranslations {
  readonly files: TranslationFiles;
  readonly #translators = new WeakMap<object, Map<MenuLanguage, MenuTranslator>>();
  readonly #menus = new WeakMap<Menu, Map<MenuLanguage, Menu>>();
  readonly #noMenu = {};
  // The newest menu's translator per language: the next sync's starts from its worded texts.
  readonly #latest = new Map<MenuLanguage, MenuTranslator>();
  readonly #missing = new WeakMap<Menu, { lang: MenuLanguage; missing: number; total: number }[]>();

  constructor(files: TranslationFiles = {}) {
    // Entries listed under `composed` are not the restaurant's until reviewed: no screen, search
    // or typed order reads them from the file (issue 37).
    const reviewed: TranslationFiles = {};
    for (const [lang, file] of Object.entries(files) as [MenuLanguage, TranslationFile][])
      reviewed[lang] = reviewedOnly(file);
    this.files = reviewed;
  }

  /** The translator for a language and the current menu (null before the first sync). */
  translator(lang: MenuLanguage, menu: Menu | MenuSnapshot | null): MenuTranslator {
    const snapshot = menu instanceof Menu ? menu.snapshot : menu;
    const key = snapshot ?? this.#noMenu;
    const byLang = cached(this.#translators, key, () => new Map<MenuLanguage, MenuTranslator>());
    return cached(byLang, lang, () => {
      const previous = snapshot ? this.#latest.get(lang) : undefined;
      const translator = new MenuTranslator(lang, this.files[lang] ?? {}, snapshot, previous);
      if (snapshot) this.#latest.set(lang, translator);
      return translator;
    });
  }

  /** The menu with its texts in `lang`; the same object for the restaurant's own language. */
  menu(menu: Menu, lang: MenuLanguage): Menu;
  menu(menu: Menu | null, lang: MenuLanguage): Menu | null;
  menu(menu: Menu | null, lang: MenuLanguage): Menu | null {
    if (menu === null) return null;
    const translator = this.translator(lang, menu);
    if (translator.identity) return menu;
    const byLang = cached(this.#menus, menu, () => new Map<MenuLanguage, Menu>());
    return cached(byLang, lang, () => new TranslatedMenu(menu, translator));
  }

  /** Per target language: how many of this menu's texts its file leaves untranslated, of how many. */
  missing(menu: Menu): { lang: MenuLanguage; missing: number; total: number }[] {
    let counts = this.#missing.get(menu);
    if (!counts) {
      const texts = menuTexts(menu.snapshot);
      counts = TARGET_LANGUAGES.map((lang) => ({
        lang,
        ...missingTranslations(texts, this.files[lang]),
      }));
      this.#missing.set(menu, counts);
    }
    return counts;
  }
}
