import type { Locale } from '../locale/locale.ts';
import { MESSAGE_IDS } from '../locale/message-ids.ts';
import type { Translate } from '../locale/translate.ts';

/**
 * The message ids the Mini App page shows: every `app-` message of `locales/*.ftl` (so a text
 * added there reaches the page without a second list). Messages with an argument are sent with
 * a `{name}` slot the page fills in (no selectors in them, so the Fluent default form is the
 * only form).
 */
export const APP_TEXT_IDS = MESSAGE_IDS.filter((id) => id.startsWith('app-'));

const SLOTS = { count: '{count}', price: '{price}', time: '{time}', name: '{name}', n: '{n}' };

/** The page's texts in one language, with `{slot}` placeholders left for the page. */
export function appTexts(t: Translate, locale: Locale): Record<string, string> {
  return Object.fromEntries(APP_TEXT_IDS.map((id) => [id, t(locale, id, SLOTS)]));
}
