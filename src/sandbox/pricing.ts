import {
  configuration,
  halfPart,
  normalizedComboSelection,
  pickAmounts,
  productPart,
  quoteBase,
  sum,
} from './menu/configure.ts';
import type { SandboxMenu } from './menu/index.ts';
import { comboByCode, crustSurcharge, productById } from './menu/lookup.ts';
import { minimumShortfall, type Receipt, receiptFor, windowProblem } from './menu/receipt.ts';
import type {
  ComboSelection,
  HalfPick,
  HalfSelection,
  ParsedLine,
  ProductPick,
} from './validation.ts';
import { parseQuoteRequest } from './validation.ts';
import type { WireConfiguration, WireHalfSettings, WireQuote, WireQuotedLine } from './wire.ts';

/**
 * The sandbox's authoritative pricing (spec "Quote rules": only /quote decides the price). The
 * wire shows most of these inputs; the hidden ones live in menu.hidden and menu.restaurant.
 *
 *  Product line  unit = variant.minor
 *                     + Σ size-specific addon prices (variant.addons[].minor)
 *                     + crust surcharge, only when crust is true and the recipe does not include
 *                       it (variant.crust_extra_minor, or the hidden surcharge when that is null)
 *                     + base 0 (a base is never a paid extra).
 *  Half-and-half unit = half.price_mode over the two family prices: higher → the higher;
 *                       average → the average rounded up to a cent; fixed → fixed_minor (null
 *                       does not mean zero: falls back to higher); unset → higher.
 *                     No crust surcharge (the crust follows the recipe: a change is refused
 *                       with 422) and no addons.
 *  Combo         unit = combo.minor
 *                     + Σ per slot max(0, chosen product's slot-size price − the default
 *                       product's slot-size price) (a cheaper swap gives no refund)
 *                     + Σ addons and crust surcharges of the items, as for a product.
 *                 regular_minor = Σ standalone item prices; savings = max(0, regular − unit).
 *  Line          subtotal = gross = unit × quantity (no discounts: discount 0, code '').
 *  Delivery      zone delivery_fee_minor; 0 when subtotal ≥ free_delivery_over_minor (non-null).
 *                In the late period (acceptance_cutoff .. hidden late cutoff) the restaurant's
 *                late fee is added to delivery_minor even when delivery is free; period 'late'.
 *                Pickup: delivery 0, period 'pickup'.
 *  Minimum       the zone's minimum_order_minor (pickup: none). Compared amount = subtotal
 *                (+ delivery when minimum_includes_delivery); exclusive means strictly above.
 *                Not reached → a warning in the quote, a 422 at submission.
 *  Schedule      schedule_ready is false outside the zone's days/opens..late cutoff or pickup's
 *                days/opens..cutoff, in the restaurant time zone; a warning says why.
 *  Tax           prices include VAT: tax = round(gross × vat / (100 + vat)), net = gross − tax,
 *                per line and for delivery; quote tax = Σ line tax + delivery tax.
 *  Total         subtotal + delivery. Cash only: online_* are 0.
 */

/** An HTTP problem the server answers with (spec "Errors": meta.error status and message). */
export interface Problem {
  status: 409 | 422 | 503;
  message: string;
}

/** The moment of the request and whether the calling partner is a test-only partner. */
export interface QuoteContext {
  now: Date;
  testOnly: boolean;
}

/** Tax included in a gross amount. */
function taxOf(gross: number, vat: number): number {
  return Math.round((gross * vat) / (100 + vat));
}

function halfUnit(settings: WireHalfSettings, a: number, b: number): number {
  switch (settings.price_mode) {
    case 'average':
      return Math.ceil((a + b) / 2);
    case 'fixed':
      return settings.fixed_minor ?? Math.max(a, b);
    default:
      return Math.max(a, b);
  }
}

function halfCrust(menu: SandboxMenu, halves: readonly HalfPick[], crust: boolean): number {
  if (!crust) return 0;
  const lacking = halves.filter((h) => !h.variant.crust_included);
  return Math.max(0, ...lacking.map((h) => crustSurcharge(menu, h.product.id, h.variant) ?? 0));
}

function productName(pick: ProductPick): string {
  return pick.product.variants.length > 1
    ? `${pick.product.name}, ${pick.variant.label}`
    : pick.product.name;
}

function priceProduct(menu: SandboxMenu, pick: ProductPick): WireConfiguration {
  const amounts = pickAmounts(menu, pick);
  const config = configuration({
    type: 'product',
    name: productName(pick),
    unit_minor: amounts.unit,
    weight_g: null,
    parts: [productPart(menu, pick, amounts)],
    extras_minor: amounts.addons + amounts.crust,
  });
  config.weight_g = config.parts[0]?.weight_g ?? null;
  if (pick.base) config.base = quoteBase(pick.base);
  return config;
}

function priceHalf(menu: SandboxMenu, sel: HalfSelection): WireConfiguration {
  const [a, b] = sel.halves;
  const crust = halfCrust(menu, sel.halves, sel.crust);
  const unit = halfUnit(menu.half, a.variant.minor ?? 0, b.variant.minor ?? 0) + crust;
  const parts = sel.halves.map((h) => halfPart(menu, h, sel.crust, sel.base));
  const weights = parts.map((p) => p.weight_g);
  const config = configuration({
    type: 'half',
    name: `½ ${a.product.name} + ½ ${b.product.name}`,
    unit_minor: unit,
    weight_g: weights.includes(null) ? null : sum(weights as number[]),
    parts,
    extras_minor: crust,
  });
  if (sel.base) config.base = quoteBase(sel.base);
  return config;
}

function priceCombo(menu: SandboxMenu, sel: ComboSelection): WireConfiguration {
  const { combo, picks } = sel;
  const amounts = picks.map((pick) => pickAmounts(menu, pick));
  const swaps = picks.map((pick, i) => {
    const slot = combo.slots[i];
    const defaultId = combo.default_selection.items[i]?.product_id ?? pick.product.id;
    const variant = productById(menu, defaultId)?.variants.find((v) => v.key === slot?.size);
    return Math.max(0, (pick.variant.minor ?? 0) - (variant?.minor ?? pick.variant.minor ?? 0));
  });
  const extras = sum(swaps) + sum(amounts.map((a) => a.addons + a.crust));
  const unit = combo.minor + extras;
  const regular = sum(amounts.map((a) => a.unit));
  const parts = picks.map((pick, i) => productPart(menu, pick, amounts[i] as (typeof amounts)[0]));
  const weights = parts.map((p) => p.weight_g);
  return configuration({
    type: 'combo',
    name: combo.name,
    unit_minor: unit,
    weight_g: weights.includes(null) ? null : sum(weights as number[]),
    parts,
    combo_code: combo.code,
    combo_revision: combo.revision,
    regular_minor: regular,
    combo_savings_minor: Math.max(0, regular - unit),
    extras_minor: extras,
    selection: normalizedComboSelection(combo.code, combo.revision, picks),
  });
}

function priceLine(menu: SandboxMenu, line: ParsedLine, index: number): WireQuotedLine {
  const sel = line.selection;
  const config =
    sel.type === 'product'
      ? priceProduct(menu, sel.pick)
      : sel.type === 'half'
        ? priceHalf(menu, sel)
        : priceCombo(menu, sel);
  const subtotal = config.unit_minor * line.quantity;
  const tax = taxOf(subtotal, menu.restaurant.vatPercent);
  return {
    key: `l${index + 1}`,
    name: config.name,
    quantity: line.quantity,
    unit_minor: config.unit_minor,
    subtotal_minor: subtotal,
    configuration: config,
    discount_minor: 0,
    gross_minor: subtotal,
    net_minor: subtotal - tax,
    tax_minor: tax,
  };
}

/**
 * Validates a /quote body ({items, choice}, nothing else) by every rule of the spec's request
 * tables and prices it by the rules above. Used by /quote and again by /orders; deterministic
 * for the same menu version, body and moment.
 */
export function priceQuote(
  menu: SandboxMenu,
  body: unknown,
  ctx: QuoteContext,
): { ok: true; quote: WireQuote } | { ok: false; problem: Problem } {
  const parsed = parseQuoteRequest(menu, body);
  if (!parsed.ok) return parsed;
  const vat = menu.restaurant.vatPercent;
  const items = parsed.request.lines.map((line, i) => priceLine(menu, line, i));
  const subtotal = sum(items.map((l) => l.subtotal_minor));
  const receipt: Receipt = receiptFor(menu, parsed.request.choice, subtotal, ctx.now);
  const deliveryTax = taxOf(receipt.delivery, vat);
  const tax = sum(items.map((l) => l.tax_minor)) + deliveryTax;
  const total = subtotal + receipt.delivery;
  const quote: WireQuote = {
    schema: 1,
    test_only: ctx.testOnly,
    currency: 'EUR',
    choice: receipt.choice,
    location: receipt.location,
    items,
    count: sum(items.map((l) => l.quantity)),
    subtotal_minor: subtotal,
    delivery_minor: receipt.delivery,
    total_minor: total,
    minimum_minor: receipt.minimum,
    minimum_exclusive: receipt.minimumExclusive,
    minimum_includes_delivery: receipt.minimumIncludesDelivery,
    period: receipt.period,
    schedule_ready: receipt.scheduleReady,
    warnings: receipt.warnings,
    discount_minor: 0,
    discount_code: '',
    online_discount_minor: 0,
    online_discount_basis_points: 0,
    delivery_net_minor: receipt.delivery - deliveryTax,
    delivery_tax_minor: deliveryTax,
    net_minor: total - tax,
    tax_minor: tax,
    vat_percent: vat,
  };
  return { ok: true, quote };
}

function unavailableProblem(menu: SandboxMenu, quote: WireQuote): Problem | null {
  for (const line of quote.items) {
    const config = line.configuration;
    if (config.type === 'combo') {
      const combo = comboByCode(menu, config.combo_code);
      if (!combo?.available) {
        return { status: 422, message: `Менюто „${config.name}“ в момента не се предлага` };
      }
    }
    for (const part of config.parts) {
      if (!productById(menu, part.product_id)?.available) {
        return { status: 422, message: `Продуктът „${part.name}“ в момента не е наличен` };
      }
    }
  }
  return null;
}

/**
 * Rules checked only at submission (POST /orders), against the menu and clock of that moment:
 * ordering_enabled (503); a test-only quote or partner, schedule_ready false, a zone or pickup
 * closed now, a minimum not reached, or a product or combo no longer available (422).
 * Returns null when the quote may become an order.
 */
export function checkSubmittable(
  menu: SandboxMenu,
  quote: WireQuote,
  ctx: QuoteContext,
): Problem | null {
  if (!menu.availability.ordering_enabled) {
    return { status: 503, message: 'Приемането на поръчки е временно спряно' };
  }
  if (quote.test_only || ctx.testOnly) {
    return { status: 422, message: 'Тестова оферта не може да стане реална поръчка' };
  }
  if (!quote.schedule_ready) {
    return { status: 422, message: quote.warnings[0] ?? 'В момента не се приемат поръчки' };
  }
  const closed = windowProblem(menu, quote.choice, ctx.now);
  if (closed) return { status: 422, message: closed };
  const short = minimumShortfall(
    quote.minimum_minor,
    quote.minimum_exclusive,
    quote.subtotal_minor + (quote.minimum_includes_delivery ? quote.delivery_minor : 0),
  );
  if (short) return { status: 422, message: short };
  return unavailableProblem(menu, quote) ?? null;
}
