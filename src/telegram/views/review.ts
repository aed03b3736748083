import { cartEstimate } from '../../catalogue/estimate.ts';
import type { Menu } from '../../catalogue/menu.ts';
import { minimumMissing, quoteBlocker } from '../../conversation/context-updates.ts';
import type { ContactDetails } from '../../conversation/types.ts';
import type { QuotedLine, QuoteResponse } from '../../domain/order.ts';
import { translateQuote } from '../../menu-i18n/index.ts';
import { simple } from '../button-kit.ts';
import type { TargetScreen } from '../button-targets.ts';
import { quotedAllergenLines } from './allergen-lines.ts';
import { arrivalLines } from './arrival.ts';
import { type MenuWords, money, type Words } from './describe.ts';
import { belowMinimumChoices } from './minimum.ts';
import { choosePickup } from './shared-buttons.ts';
import { type Button, screen, type View, type ViewKit } from './view.ts';

/** Confirm stands for the quote on the screen: the same priced lines and total. */
function quoteTarget(_arg: unknown, { context }: TargetScreen): unknown {
  return context.quote?.quote ?? null;
}

type Quote = QuoteResponse['quote'];
type ConfiguredPart = QuotedLine['configuration']['parts'][number];

/** Indent of a line's details under the line, as the allergen lines have it. */
const DETAIL = '   ';

/** Extras, removed ingredients and a crust that differs from the recipe, of one quoted part. */
function partChanges(kit: Words, part: ConfiguredPart): string[] {
  const bits: string[] = [];
  const addons = (part.addons ?? []).map((addon) => addon.name);
  if (addons.length > 0) bits.push(`+ ${addons.join(', ')}`);
  const omitted = part.omitted.map((ingredient) => ingredient.name);
  if (omitted.length > 0) bits.push(kit.tr('without', { items: omitted.join(', ') }));
  if (part.crust !== part.crust_included) {
    bits.push(kit.tr(part.crust ? 'with-crust' : 'without-crust'));
  }
  return bits;
}

/** A combo item's size as the menu labels it ("Средна 30 см"), when the menu still has it. */
function sizeLabel(menu: Menu | null, part: ConfiguredPart): string | undefined {
  return menu?.variant(part.product_id, part.size)?.label;
}

/**
 * One quoted line as configured, in the quote's own words (spec "Configuration": the server's
 * normalized names of what it priced, translated for the chat): the line, then its extras, removals, a base other than the
 * default and the crust, each half, or each combo item.
 */
function quotedLineText(kit: Words, menu: Menu | null, line: QuotedLine): string[] {
  const config = line.configuration;
  const out = [`${line.name} × ${line.quantity} — ${money(kit, line.subtotal_minor)}`];
  // The restaurant's default base goes without saying (the quote names it on every pizza).
  const base = config.base && !config.base.default ? config.base.name : undefined;
  if (config.type === 'product') {
    const [part] = config.parts;
    const bits = [...(part ? partChanges(kit, part) : []), ...(base ? [base] : [])];
    if (bits.length > 0) out.push(`${DETAIL}${bits.join('; ')}`);
  } else if (config.type === 'half') {
    for (const part of config.parts) {
      const omitted = part.omitted.map((ingredient) => ingredient.name);
      const without =
        omitted.length > 0 ? ` (${kit.tr('without', { items: omitted.join(', ') })})` : '';
      out.push(`${DETAIL}½ ${part.name}${without}`);
    }
    const crust = config.parts[0];
    const outer = [
      ...(base ? [base] : []),
      ...(crust && crust.crust !== crust.crust_included
        ? [kit.tr(crust.crust ? 'with-crust' : 'without-crust')]
        : []),
    ];
    if (outer.length > 0) out.push(`${DETAIL}${outer.join('; ')}`);
  } else {
    for (const part of config.parts) {
      const size = sizeLabel(menu, part);
      const bits = partChanges(kit, part);
      const name = size ? `${part.name}, ${size}` : part.name;
      out.push(`${DETAIL}• ${[name, ...bits].join('; ')}`);
    }
  }
  return out;
}

/** Where the order goes: the zone and the address, or the pickup place and its hours. */
function receiptLine(kit: Words, quote: Quote, contact: ContactDetails): string {
  const location = quote.location;
  if (quote.choice.fulfilment === 'delivery') {
    return kit.tr('review-receipt-delivery', {
      zone: location.name,
      address: contact.address ?? '',
    });
  }
  return kit.tr('review-receipt-pickup', {
    name: location.name,
    address: location.address,
    opens: location.opens,
    cutoff: location.cutoff,
  });
}

/** Name, phone and (when given) e-mail. */
function contactLine(kit: Words, contact: ContactDetails): string {
  const details = [contact.name, contact.phone, contact.email].filter(
    (value): value is string => value !== undefined && value !== '',
  );
  return kit.tr('review-contact', { details: details.join(', ') });
}

/** The delivery fee, only for a delivery: a pickup order has none to show. */
function deliveryLines(kit: Words, quote: Quote): string[] {
  if (quote.choice.fulfilment !== 'delivery') return [];
  return [
    kit.tr('review-subtotal', { amount: money(kit, quote.subtotal_minor) }),
    quote.delivery_minor === 0
      ? kit.tr('review-delivery-free')
      : kit.tr('review-delivery', { amount: money(kit, quote.delivery_minor) }),
  ];
}

/**
 * Said when the quote's price for the dishes is not what the menu's prices added up to in the
 * cart: the quote decides, and the customer should not be surprised by it.
 */
function estimateLines(kit: ViewKit, quote: Quote): string[] {
  const request = kit.context.quoteRequest;
  if (!kit.menu || !request) return [];
  const lines = request.items.map((item) => ({
    selection: item.selection,
    quantity: item.quantity ?? 1,
  }));
  const estimate = cartEstimate(kit.menu, lines);
  if (!estimate.complete || estimate.minor === quote.subtotal_minor) return [];
  return [
    kit.tr('review-estimate-differs', {
      estimate: money(kit, estimate.minor),
      quoted: money(kit, quote.subtotal_minor),
    }),
  ];
}

/**
 * The quote's conditions: a minimum the order does not reach (with what is missing; a reached
 * minimum is not worth a line), a late period (or one the spec does not list, as sent) and the
 * restaurant's warnings. The warnings are
 * free text in the restaurant's language (spec "Quote": warnings string[]): each is shown as
 * sent, none is dropped or interpreted by its wording.
 */
function conditionLines(kit: MenuWords, quote: Quote): string[] {
  const out: string[] = [];
  const missing = minimumMissing(quote);
  if (missing !== null && quote.minimum_minor !== null) {
    out.push(
      kit.tr('review-below-minimum', {
        minimum: money(kit, quote.minimum_minor),
        missing: money(kit, missing),
        exclusive: quote.minimum_exclusive ? 'yes' : 'no',
        delivery: quote.minimum_includes_delivery ? 'yes' : 'no',
      }),
    );
  }
  if (quote.period === 'late') out.push(kit.tr('review-late'));
  // A period the spec does not list: the restaurant's own word, shown as sent (issue 34).
  if (typeof quote.period === 'object')
    out.push(kit.tr('review-period-other', { period: kit.texts.text(quote.period.unknown) }));
  for (const warning of quote.warnings) out.push(`⚠ ${kit.texts.text(warning)}`);
  return out;
}

/**
 * The review's text, everything the customer confirms: each line as configured (with its
 * allergens), the receipt, the contact, the note, the fee (delivery only), the total, the
 * conditions, then `notices` (why it cannot be confirmed yet) and cash last.
 */
export function reviewLines(kit: ViewKit, quote: Quote, notices: readonly string[]): string[] {
  const contact = kit.context.contact;
  // The quote's names in the chat's language; its warnings are read in the restaurant's own.
  const shown = translateQuote(kit.texts, quote);
  const text = [kit.tr('review-title')];
  for (const line of shown.items) {
    text.push(...quotedLineText(kit, kit.menu, line), ...quotedAllergenLines(kit, line));
  }
  text.push(receiptLine(kit, shown, contact), contactLine(kit, contact));
  if (contact.note) text.push(kit.tr('review-note', { note: contact.note }));
  text.push(...deliveryLines(kit, quote));
  text.push(kit.tr('review-total', { amount: money(kit, quote.total_minor) }));
  text.push(...estimateLines(kit, quote), ...conditionLines(kit, quote), ...notices);
  const delivery = quote.choice.fulfilment === 'delivery';
  // How long it usually takes (issue 36): said only when the history or the staff say it.
  text.push(...arrivalLines(kit, kit.context.quote?.eta, quote.choice.fulfilment, 'whole'));
  text.push(kit.tr(delivery ? 'review-cash' : 'review-cash-pickup'));
  return text;
}

/** The quote: every line as configured, receipt, contact, note, amounts and warnings; confirm. */
export const reviewScreen = screen(
  {
    // Stands for the quote on the screen: the same priced lines and total.
    confirm: simple('ok', { type: 'CONFIRM' }, quoteTarget),
    edit: simple('e', { type: 'EDIT' }),
    choosePickup,
  },
  (kit): View => {
    const quote = kit.context.quote?.quote;
    if (!quote) return { text: kit.tr('quote-missing'), keyboard: kit.nav() };
    const blocker = quoteBlocker(quote);
    // A minimum not reached is said once, among the conditions, with what is missing.
    const notices =
      blocker && blocker !== 'quote_below_minimum' ? [kit.tr(`notice-${blocker}`)] : [];
    const text = reviewLines(kit, quote, notices);
    const keyboard: Button[][] = [];
    if (!blocker)
      keyboard.push([
        kit.button(kit.tr('btn-confirm', { amount: money(kit, quote.total_minor) }), 'confirm'),
      ]);
    if (blocker === 'quote_below_minimum') keyboard.push(belowMinimumChoices(kit));
    keyboard.push([kit.button(kit.tr('btn-edit'), 'edit')]);
    return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
  },
);
