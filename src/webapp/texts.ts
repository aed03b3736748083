import type { Locale } from '../locale/locale.ts';
import type { Translate } from '../telegram/i18n.ts';

/**
 * The message ids the Mini App page shows (all in `locales/*.ftl`, prefixed `app-`). Messages
 * with an argument are sent with a `{name}` slot the page fills in (no selectors in them, so the
 * Fluent default form is the only form).
 */
export const APP_TEXT_IDS = [
  'app-title',
  'app-search',
  'app-no-results',
  'app-allergen-filter',
  'app-allergen-filter-none',
  'app-price-from',
  'app-price-at-checkout',
  'app-unavailable',
  'app-available-at',
  'app-illustrative',
  'app-size',
  'app-extras',
  'app-remove',
  'app-base',
  'app-crust',
  'app-quantity',
  'app-add',
  'app-added',
  'app-view-order',
  'app-continue',
  'app-cart-title',
  'app-cart-empty',
  'app-remove-line',
  'app-combos',
  'app-half',
  'app-half-first',
  'app-half-second',
  'app-slot',
  'app-line-gone',
  'app-send-rest',
  'app-sending',
  'app-sent',
  'app-error',
  'app-auth-failed',
  'app-chat-unreachable',
  'app-price-note',
  'app-options',
] as const;

const SLOTS = { count: '{count}', price: '{price}', time: '{time}', name: '{name}', n: '{n}' };

/** The page's texts in one language, with `{slot}` placeholders left for the page. */
export function appTexts(t: Translate, locale: Locale): Record<string, string> {
  return Object.fromEntries(APP_TEXT_IDS.map((id) => [id, t(locale, id, SLOTS)]));
}
