import type { Product, SizeKey, Variant } from '../domain/menu.ts';
import { intlLocale, type Locale } from '../locale/locale.ts';
import { type AllergenCode, normalizeAllergenCodes } from './allergens.ts';

/**
 * Display helpers for product cards and lists. They return structured data (amounts in cents,
 * codes, flags); the Telegram layer turns it into localized text. Every amount shown here is
 * indicative: the /quote response alone determines the final price (spec "Quote rules").
 */

/** A price to show: an amount in cents, or "the quote decides" when the catalogue has none. */
export type DisplayedPrice = { kind: 'amount'; minor: number } | { kind: 'at_quote' };

/**
 * The variant a card shows: the selected size when the product has it, otherwise the first
 * variant in catalogue order (the smallest size in practice). Undefined only for a product
 * without variants, which cannot be ordered at all (selection.size must be a returned key).
 */
export function displayedVariant(product: Product, size?: SizeKey): Variant | undefined {
  if (size !== undefined) {
    const selected = product.variants.find((variant) => variant.key === size);
    if (selected) return selected;
  }
  return product.variants[0];
}

/**
 * The price of the selected (or displayed) size. Spec "Product": "the selected variant price
 * governs", so the product's own `minor` is used only when there is no variant at all. A null
 * amount is never shown as 0: it becomes `at_quote` ("null does not mean free").
 */
export function displayedPrice(product: Product, size?: SizeKey): DisplayedPrice {
  const variant = displayedVariant(product, size);
  const minor = variant ? variant.minor : product.minor;
  return minor === null ? { kind: 'at_quote' } : { kind: 'amount', minor };
}

/** Cheapest and dearest priced size; `someAtQuote` when a size has no amount in the catalogue. */
export interface PriceRange {
  minMinor: number;
  maxMinor: number;
  someAtQuote: boolean;
}

/**
 * The "from … to …" range over the sizes that carry an amount, for list rows. Null when no size
 * has an amount (the card then says the quote decides); sizes without an amount never count
 * as 0 but set `someAtQuote`.
 */
export function priceRange(product: Product): PriceRange | null {
  const amounts: number[] = [];
  for (const variant of product.variants) if (variant.minor !== null) amounts.push(variant.minor);
  if (product.variants.length === 0 && product.minor !== null) amounts.push(product.minor);
  if (amounts.length === 0) return null;
  return {
    minMinor: Math.min(...amounts),
    maxMinor: Math.max(...amounts),
    someAtQuote: product.variants.some((variant) => variant.minor === null),
  };
}

/**
 * Allergen codes of the selected (or displayed) size's recipe, sorted and unique. Extras carry
 * their own codes and are added by whoever knows the chosen extras; the quote's configuration
 * is the authoritative list for an order.
 */
export function allergensOf(product: Product, size?: SizeKey): AllergenCode[] {
  return normalizeAllergenCodes(displayedVariant(product, size)?.allergens ?? []);
}

/** Why a product cannot be ordered now; restaurant texts are shown exactly as they came. */
export interface Unavailability {
  availableAt: string | null;
  notice: string;
}

/**
 * Null when the product may be ordered; otherwise the restaurant's restock label and notice.
 * Spec "Product": `available_at` "does not override available", so only `available` decides.
 */
export function unavailability(product: Product): Unavailability | null {
  if (product.available) return null;
  return { availableAt: product.available_at, notice: product.availability_notice };
}

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * An amount in euro cents as a localized price: bg, de, pl, ro, uk "12,50 €" (with a no-break
 * space before the sign, as Intl writes it), en "€12.50". The currency is always EUR (spec
 * "Notation"), always written with its sign (Intl's Romanian and Ukrainian default is "EUR").
 */
export function formatMinor(minor: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(minor / 100);
}
