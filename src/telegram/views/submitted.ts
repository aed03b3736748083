import { arrivalLines } from './arrival.ts';
import { money } from './describe.ts';
import { HELD_REASONS } from './ordering-status.ts';
import { openOrders } from './shared-buttons.ts';
import { screen, type View } from './view.ts';

/** After a confirmation: the order number, or that the order is held, and what happens next. */
export const submittedScreen = screen({ openOrders }, (kit): View => {
  const order = kit.context.orders[0];
  const held = kit.context.heldOrder;
  const text =
    held || !order
      ? kit.tr(HELD_REASONS[held?.reason ?? 'unknown'].submitted)
      : [
          kit.tr('order-placed', {
            number: order.orderNumber,
            total: money(kit, order.totalMinor),
          }),
          // How long it usually takes from here (issue 36), only when it was known.
          ...arrivalLines(kit, order.eta, order.fulfilment, 'whole'),
        ].join('\n');
  return {
    text,
    keyboard: [
      [kit.button(kit.tr('btn-orders'), 'openOrders'), kit.button(kit.tr('btn-home'), 'home')],
    ],
  };
});
