import { zoneShortfall } from '../../catalogue/estimate.ts';
import { simple } from '../button-kit.ts';
import { money } from './describe.ts';
import { choosePickup } from './shared-buttons.ts';
import { type Button, NAV, screen, type View, type ViewKit } from './view.ts';

/** The buttons of a cart below a delivery minimum (here and on the review). */
const BELOW = { ...NAV, choosePickup };

/** Below a delivery minimum: add more (the menu, cart kept), or collect it instead (none). */
export function belowMinimumChoices(kit: ViewKit<typeof BELOW>): Button[] {
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
export const minimumScreen = screen(
  {
    choosePickup,
    continueAnyway: simple('gn', { type: 'CONTINUE' }),
  },
  (kit): View => {
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
  },
);
