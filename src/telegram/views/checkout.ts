import { cartEstimate, type Estimate, zoneShortfall } from '../../catalogue/estimate.ts';
import { deliveryOffered, pickupDisplay, pickupOffered } from '../../catalogue/schedule.ts';
import { quoteBlocker } from '../../conversation/context-updates.ts';
import type { ContactDetails, HeldOrder } from '../../conversation/types.ts';
import { LOCALES, languageName } from '../../locale/locale.ts';
import type { MessageId } from '../../locale/message-ids.ts';
import { describeSelection, money } from './describe.ts';
import { timeZoneWords } from './order-time.ts';
import { orderingStatusLines, withStatus } from './ordering-status.ts';
import { lineAmountText } from './prices.ts';
import { reviewLines } from './review.ts';
import { type Button, rows, type View, type ViewKit } from './view.ts';
import { closedZoneLine, opensText, zoneLine } from './zone-line.ts';

/** The cart's subtotal from the menu's prices, marked as an estimate (the quote decides). */
function subtotalLine(kit: ViewKit, estimate: Estimate): string {
  if (!estimate.priced) return kit.tr('cart-subtotal-at-quote');
  const amount = money(kit, estimate.minor);
  return kit.tr(estimate.complete ? 'cart-subtotal' : 'cart-subtotal-partial', { amount });
}

/** The cart: every line in words with its quantity controls; clear and checkout. */
export function cartView(kit: ViewKit): View {
  const { menu, context } = kit;
  const lines = context.cart.lines;
  if (lines.length === 0 || !menu) {
    return { text: withStatus(kit, kit.tr('cart-empty')), keyboard: kit.nav() };
  }
  const text = [...orderingStatusLines(kit), kit.tr('cart-title', { count: lines.length })];
  const keyboard: Button[][] = [];
  lines.forEach((line, index) => {
    const amount = lineAmountText(kit, menu, line.selection, line.quantity);
    text.push(
      `${index + 1}. ${describeSelection(kit, menu, line.selection)} × ${line.quantity} — ${amount}`,
    );
    // The quantity is in the line's text: no button that only shows a number (issue 14).
    const n = index + 1;
    keyboard.push([
      kit.button(`${n}. −`, 'cartQuantity', { lineId: line.id, quantity: line.quantity - 1 }),
      kit.button(`${n}. +`, 'cartQuantity', { lineId: line.id, quantity: line.quantity + 1 }),
      kit.button(`${n}. 🗑`, 'cartRemove', line.id),
    ]);
  });
  text.push(subtotalLine(kit, cartEstimate(menu, lines)));
  text.push(kit.tr('cart-note'));
  keyboard.push([
    kit.button(kit.tr('btn-clear'), 'clearCart'),
    kit.button(kit.tr('btn-checkout'), 'checkout'),
  ]);
  return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
}

/**
 * Delivery zones and pickup, as they take orders now in the restaurant's time zone: an open
 * choice is a button with its details; a closed one (not its day, before its opening time,
 * collection after its cutoff) is a line saying when it opens, without a button, so no customer
 * types contact details for a choice the restaurant will refuse. Disabled zones are not listed.
 */
export function fulfilmentView(kit: ViewKit): View {
  const { menu } = kit;
  if (!menu) return { text: kit.tr('menu-unavailable'), keyboard: kit.nav() };
  // The hours are the restaurant's: read on its clock, as the machine's guards read them.
  const now = menu.restaurantNow(kit.now);
  const { availability, timezone } = menu;
  const text = [kit.tr('fulfilment-title')];
  const keyboard: Button[][] = [];
  for (const zone of availability.zones) {
    if (!zone.enabled) continue;
    if (!deliveryOffered(availability, timezone, zone.id, now)) {
      text.push(closedZoneLine(kit, zone, now, timezone));
      continue;
    }
    text.push(zoneLine(kit, zone, now, timezone));
    keyboard.push([kit.button(`🛵 ${zone.name}`, 'chooseDelivery', zone.id)]);
  }
  const pickup = pickupDisplay(availability.pickup, now, timezone);
  const place = { name: pickup.name, address: pickup.address };
  if (pickupOffered(availability, timezone, now)) {
    text.push(kit.tr('pickup-line', { ...place, opens: pickup.opens, cutoff: pickup.cutoff }));
    keyboard.push([kit.button(kit.tr('btn-pickup'), 'choosePickup')]);
  } else {
    text.push(kit.tr('pickup-closed-line', { ...place, opens: opensText(kit, pickup.opensNext) }));
  }
  text.push(kit.tr('hours-time-zone', timeZoneWords(kit, kit.now, timezone)));
  text.push(kit.tr(keyboard.length === 0 ? 'fulfilment-none-open' : 'quote-decides'));
  return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
}

/** Below a delivery minimum: add more (the menu, cart kept), or collect it instead (none). */
function belowMinimumChoices(kit: ViewKit): Button[] {
  return [
    kit.button(kit.tr('btn-add-more'), 'home'),
    kit.button(kit.tr('btn-pickup-instead'), 'choosePickup'),
  ];
}

/**
 * The cart is below the chosen zone's minimum by the menu's prices: how much is missing, said
 * once, before any detail is typed. Add more (the menu), collect it instead (no minimum), or go
 * on anyway (the quote decides).
 */
export function minimumView(kit: ViewKit): View {
  const { menu, context } = kit;
  const fulfilment = context.fulfilment;
  const short =
    menu && fulfilment?.kind === 'delivery'
      ? zoneShortfall(menu, context.cart.lines, fulfilment.zoneId)
      : null;
  const keyboard: Button[][] = [
    belowMinimumChoices(kit),
    [kit.button(kit.tr('btn-continue-anyway'), 'continueAnyway')],
  ];
  // The cart changed under the screen (a sync, the Mini App): the quote will tell.
  if (!short) return { text: kit.tr('quote-decides'), keyboard: kit.nav(...keyboard) };
  const text = [
    kit.tr('minimum-short', {
      zone: short.zoneName,
      minimum: money(kit, short.minimumMinor),
      estimate: money(kit, short.estimateMinor),
      missing: money(kit, short.missingMinor),
    }),
    kit.tr('minimum-choices'),
  ];
  return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
}

/**
 * The saved details and what to do with them. Only what is saved is listed; a delivery without
 * a saved address says the address comes next (using them asks for it).
 */
function savedContactView(kit: ViewKit): View {
  const { context } = kit;
  const saved = context.savedContact ?? {};
  const person = [saved.name, saved.phone, saved.email].filter((value) => value);
  const text = [
    kit.tr('contact-saved'),
    kit.tr('contact-saved-person', { details: person.join(', ') }),
  ];
  if (saved.address) text.push(kit.tr('contact-saved-address', { address: saved.address }));
  else if (context.fulfilment?.kind === 'delivery') text.push(kit.tr('contact-saved-no-address'));
  return {
    text: text.join('\n'),
    keyboard: kit.nav(
      [kit.button(kit.tr('btn-use-saved'), 'useSavedContact')],
      [
        kit.button(kit.tr('btn-edit-contact'), 'editContact'),
        kit.button(kit.tr('btn-forget'), 'forgetContact'),
      ],
    ),
  };
}

// A long address or note is cut on its button; the message above the buttons shows all of it.
const KEEP_LABEL_CHARS = 32;

/** "✔ Keep: Иван Петров": the button that moves on with the step's value. */
function keepButton(kit: ViewKit, value: string): Button {
  const chars = Array.from(value);
  const shown =
    chars.length > KEEP_LABEL_CHARS ? `${chars.slice(0, KEEP_LABEL_CHARS - 1).join('')}…` : value;
  return kit.button(kit.tr('btn-keep', { value: shown }), 'keepContact');
}

/**
 * The contact steps: a prompt per field; a step that has a value (typed earlier in this
 * checkout, or saved) shows it and offers to keep it; typing replaces it. The phone step offers
 * the reply keyboard.
 */
export function contactView(kit: ViewKit, step: string): View {
  const { context } = kit;
  if (step === 'saved') return savedContactView(kit);
  const field = step as keyof ContactDetails;
  const current = context.contact[field];
  const extra: Button[][] = [];
  // The phone step's "keep" is on its reply keyboard (Telegram shows one keyboard per message).
  if (current && step !== 'phone') extra.push([keepButton(kit, current)]);
  if (step === 'email' || step === 'note') extra.push([kit.button(kit.tr('btn-skip'), 'skip')]);
  if (step === 'note' && context.noteSuggestion !== null) {
    extra.unshift([kit.button(kit.tr('btn-accept-suggestion'), 'acceptSuggestion')]);
  }
  const lines = [kit.tr(`ask-${field}`)];
  if (current) lines.push(kit.tr('current-value', { value: current }));
  if (step === 'note' && context.noteSuggestion !== null) {
    lines.push(kit.tr('note-suggestion', { note: context.noteSuggestion }));
  }
  return {
    text: lines.join('\n'),
    keyboard: kit.nav(...extra),
    // The phone step's keyboard is Telegram's reply keyboard: its own "keep" button sends text.
    replyKeyboard: step === 'phone' ? (current ? 'contact-keep' : 'contact') : undefined,
  };
}

/** The quote: every line as configured, receipt, contact, note, amounts and warnings; confirm. */
export function reviewView(kit: ViewKit): View {
  const quote = kit.context.quote?.quote;
  if (!quote) return { text: kit.tr('quote-missing'), keyboard: kit.nav() };
  const blocker = quoteBlocker(quote);
  // A minimum not reached is said once, among the conditions, with what is missing.
  const notices = blocker && blocker !== 'quote_below_minimum' ? [kit.tr(`notice-${blocker}`)] : [];
  const text = reviewLines(kit, quote, notices);
  const keyboard: Button[][] = [];
  if (!blocker)
    keyboard.push([
      kit.button(kit.tr('btn-confirm', { amount: money(kit, quote.total_minor) }), 'confirm'),
    ]);
  if (blocker === 'quote_below_minimum') keyboard.push(belowMinimumChoices(kit));
  keyboard.push([kit.button(kit.tr('btn-edit'), 'edit')]);
  return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
}

/** While a quote or a submission is in flight. */
export function waitingView(kit: ViewKit, what: 'quoting' | 'submitting'): View {
  return { text: kit.tr(what === 'quoting' ? 'calculating' : 'sending'), keyboard: [] };
}

const ORDER_HELD = {
  unavailable: 'order-held-unavailable',
  coordination: 'order-held-coordination',
  unknown: 'order-held',
} as const satisfies Record<HeldOrder['reason'], MessageId>;

/** After a confirmation: the order number, or that the order is held, and what happens next. */
export function submittedView(kit: ViewKit): View {
  const order = kit.context.orders[0];
  const held = kit.context.heldOrder;
  const text =
    held || !order
      ? kit.tr(held?.reason === undefined ? 'order-held' : ORDER_HELD[held.reason])
      : kit.tr('order-placed', { number: order.orderNumber, total: money(kit, order.totalMinor) });
  return {
    text,
    keyboard: [
      [kit.button(kit.tr('btn-orders'), 'openOrders'), kit.button(kit.tr('btn-home'), 'home')],
    ],
  };
}

/** Language choice: every language in its own name, two to a row. */
export function languageView(kit: ViewKit): View {
  return {
    text: kit.tr('language-title'),
    keyboard: kit.nav(
      ...rows(
        LOCALES.map((code) => kit.button(languageName(code), 'setLocale', code)),
        2,
      ),
    ),
  };
}
