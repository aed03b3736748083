import { LOCALES, languageName } from '../../locale/locale.ts';
import { withArg } from '../button-kit.ts';
import { locale } from './shared-buttons.ts';
import { rows, screen, type View } from './view.ts';

/** Language choice: every language in its own name, two to a row. */
export const languageScreen = screen(
  {
    setLocale: withArg('lg', locale, (code) => ({ type: 'SET_LOCALE', locale: code })),
  },
  (kit): View => {
    return {
      text: kit.tr('language-title'),
      keyboard: kit.nav(
        ...rows(
          LOCALES.map((code) => kit.button(languageName(code), 'setLocale', code)),
          2,
        ),
      ),
    };
  },
);
