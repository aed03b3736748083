import type { Menu } from '../catalogue/menu.ts';
import { deliveryOffered, zoneDisplay } from '../catalogue/schedule.ts';
import { holdQuote, notice } from './context-updates.ts';
import type { ConversationContext, StampedQuote } from './types.ts';

/**
 * The zone check (issue 34 point 4): a zone tapped after its ordinary `acceptance_cutoff` may be
 * taken as a late order or be closed, and only /quote knows which (spec "Zone": "late and holiday
 * rules are enforced by /quote"). A quote needs only the items and the choice, so it is asked
 * right after the tap, before any detail is typed, on the same path as the review's quote (the
 * `checkout.quoting` wait, with `zoneCheck` set). A zone the quote says closed is kept in
 * `closedZones` for the rest of the checkout: the receipt screen lists it as closed, with no
 * button, and a tap on an old button is refused without asking again. Both rules below are read
 * by the machine's guards and by the receipt screen, so they cannot disagree.
 */

/** True when `zoneId` is offered now only because its late period is the quote's to decide. */
export function zonePastHours(menu: Menu | null, zoneId: number, at: number): boolean {
  if (menu === null) return false;
  const now = menu.restaurantNow(at);
  const { availability, timezone } = menu;
  if (!deliveryOffered(availability, timezone, zoneId, now)) return false;
  const zone = availability.zones.find((candidate) => candidate.id === zoneId);
  return zone !== undefined && zoneDisplay(zone, now, timezone).phase === 'after_cutoff';
}

/**
 * True when the restaurant's quote of this checkout said `zoneId` is closed and the zone is still
 * past its ordinary hours (the next day, the hours decide again).
 */
export function zoneRefused(
  context: Pick<ConversationContext, 'closedZones'>,
  menu: Menu | null,
  zoneId: number,
  at: number,
): boolean {
  return (context.closedZones ?? []).includes(zoneId) && zonePastHours(menu, zoneId, at);
}

/** The closed zones with `zoneId` added (once). */
export function withClosedZone(context: ConversationContext, zoneId: number): number[] {
  const closed = context.closedZones ?? [];
  return closed.includes(zoneId) ? closed : [...closed, zoneId];
}

/**
 * The zone check's quote said the zone is closed (`schedule_ready` false): back to the receipt
 * choice, the zone kept as closed, nothing of that quote kept, and the customer told at once.
 */
export function zoneClosedUpdate(context: ConversationContext): Partial<ConversationContext> {
  const zoneId = context.fulfilment?.kind === 'delivery' ? context.fulfilment.zoneId : null;
  return {
    closedZones: zoneId === null ? (context.closedZones ?? null) : withClosedZone(context, zoneId),
    fulfilment: null,
    quote: null,
    quoteRequest: null,
    quoteAttempts: 0,
    ...notice('zone_closed_late'),
  };
}

/**
 * The zone check's quote accepts the order: the quote is kept while the details are typed (the
 * review still asks a fresh one, see `prepareQuote`), and a late period is said on the next step,
 * unless that step already has something to say (a menu change found by the check).
 */
export function zoneAcceptedUpdate(
  context: ConversationContext,
  quote: StampedQuote,
): Partial<ConversationContext> {
  const late = quote.quote.period === 'late' && context.notice === null;
  return {
    quote: holdQuote(quote),
    quoteAttempts: 0,
    ...(late ? notice('zone_late_accepted') : {}),
  };
}
