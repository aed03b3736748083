import type { Menu } from '../catalogue/menu.ts';
import { createMenuSearch, type MenuSearch } from '../catalogue/search.ts';
import type { MenuTranslations } from './index.ts';
import { TARGET_LANGUAGES } from './languages.ts';

/**
 * The search over a menu and its translations: by the names of every language a translation
 * file gives, beside the Bulgarian (and its Latin folding). The glossary's guesses of languages
 * without a file are not indexed: they would cost a pass over the menu per language.
 */
export function searchWithTranslations(menu: Menu, translations: MenuTranslations): MenuSearch {
  const translated = TARGET_LANGUAGES.filter((lang) => translations.files[lang] !== undefined).map(
    (lang) => translations.menu(menu, lang),
  );
  return createMenuSearch(menu, translated);
}
