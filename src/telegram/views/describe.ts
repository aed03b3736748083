import { formatMinor } from '../../catalogue/display.ts';
import type { Menu } from '../../catalogue/menu.ts';
import type { ProductSelection, Selection } from '../../domain/order.ts';
import type { Locale } from '../../locale/locale.ts';
import type { ViewKit } from './view.ts';

/** The part of a view kit that words need: the language and the translator. */
export type Words = Pick<ViewKit, 'locale' | 'tr'>;

/** Words that also carry the restaurant's texts (statuses, kept names) into the language. */
export type MenuWords = Pick<ViewKit, 'locale' | 'tr' | 'texts'>;

function productWords(kit: Words, menu: Menu, selection: ProductSelection): string {
  const product = menu.product(selection.product_id);
  const variant = product?.variants.find((v) => v.key === selection.size);
  const name = product?.name ?? kit.tr('unknown-dish', { id: selection.product_id });
  const parts: string[] = [variant ? `${name}, ${variant.label}` : name];
  const addonNames = (selection.addons ?? []).map(
    (code) => variant?.addons.find((addon) => addon.code === code)?.name ?? code,
  );
  if (addonNames.length > 0) parts.push(`+ ${addonNames.join(', ')}`);
  const removedNames = (selection.removed ?? []).map(
    (id) => variant?.ingredients.find((ingredient) => ingredient.id === id)?.name ?? String(id),
  );
  if (removedNames.length > 0) parts.push(kit.tr('without', { items: removedNames.join(', ') }));
  if (selection.base !== undefined) {
    parts.push(product?.bases.find((base) => base.code === selection.base)?.name ?? selection.base);
  }
  if (selection.crust !== undefined && variant && selection.crust !== variant.crust_included) {
    parts.push(kit.tr(selection.crust ? 'with-crust' : 'without-crust'));
  }
  return parts.join('; ');
}

/**
 * A cart line's configuration in words, in the customer's language around the restaurant's own
 * names (dish, size, extra and ingredient names are shown as the catalogue has them).
 */
export function describeSelection(kit: Words, menu: Menu, selection: Selection): string {
  if ('halves' in selection) {
    const halves = selection.halves.map((half) =>
      productWords(kit, menu, {
        product_id: half.product_id,
        size: 'family',
        removed: half.removed,
      }),
    );
    const base = selection.base === undefined ? '' : `; ${selection.base}`;
    return `${kit.tr('half-and-half')}: ½ ${halves.join(' + ½ ')}${base}`;
  }
  if ('combo_code' in selection) {
    const combo = menu.combo(selection.combo_code);
    return `${combo?.name ?? selection.combo_code}: ${selection.items.map((item) => productWords(kit, menu, item)).join(' | ')}`;
  }
  return productWords(kit, menu, selection);
}

// Intl formatting is the dearest step of a price list, and a menu has few distinct prices.
const MONEY_CACHE_LIMIT = 5_000;
const moneyCache = new Map<Locale, Map<number, string>>();

/** Money in the customer's locale: "12,50 €" or "€12.50". */
export function money(kit: Words, minor: number): string {
  let cache = moneyCache.get(kit.locale);
  if (cache === undefined) {
    cache = new Map();
    moneyCache.set(kit.locale, cache);
  }
  let text = cache.get(minor);
  if (text === undefined) {
    text = formatMinor(minor, kit.locale);
    if (cache.size >= MONEY_CACHE_LIMIT) cache.clear();
    cache.set(minor, text);
  }
  return text;
}
