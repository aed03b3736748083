import { and, assign } from 'xstate';
import { EMPTY_CART, removeLine, setLineQuantity } from '../cart.ts';
import {
  holdQuote,
  notice,
  prepareOrder,
  quoteBlocker,
  quoteFailureNotice,
  repeatLastOrder,
  stampQuote,
} from '../context-updates.ts';
import { aboutPendingOrder } from '../effects.ts';
import { withGivenUp } from '../given-up.ts';
import {
  handOver,
  submissionAccepted,
  submissionHeld,
  submissionNotPlaced,
} from '../held-order.ts';
import { clampPage } from '../limits.ts';
import { CLEAR, type ConversationSetup, menuHelpers } from '../machine-setup.ts';
import { hasOrder, lastOrdersPage, openOrderOf, orderAgain } from '../past-orders.ts';
import { keepPriceBefore, requotedNotice } from '../requote.ts';
import type { ConversationDeps } from '../types.ts';
import { contactState } from './contact.ts';

/**
 * Where a zone check that did not find the zone closed goes on (its quote kept when there is
 * one): the minimum's advice when the cart is below the zone's minimum by the menu's prices,
 * else the details.
 */
const zoneCheckOnwards = [
  {
    guard: and(['checkingZone', 'chosenZoneBelowMinimum']),
    target: 'minimum',
    actions: 'keepZoneQuote',
  },
  { guard: 'checkingZone', target: 'contact', actions: 'keepZoneQuote' },
] as const;

/** The cart, the checkout (receipt, contact, quote, confirmation, submission) and after. */
export function checkoutStates(s: ConversationSetup, deps: ConversationDeps) {
  const { withMenu } = menuHelpers(deps);
  // Ordering went off while the receipt was chosen: the contact steps do not start.
  const closedToCart = {
    guard: 'orderingClosed',
    target: '#conversation.cart',
    actions: 'noteCheckoutBlocked',
  } as const;
  // Collection (no minimum) from the receipt choice or from the minimum's advice.
  const pickupInstead = [
    closedToCart,
    {
      guard: 'pickupClosed',
      target: '#conversation.checkout.fulfilment',
      actions: 'notePickupClosed',
    },
    { target: '#conversation.checkout.contact', actions: 'choosePickup' },
  ] as const;
  return {
    cart: s.createStateConfig({
      // Whenever the cart is shown, it is checked against the menu of the latest sync.
      entry: 'checkCart',
      on: {
        CART_QUANTITY: {
          actions: [
            assign(({ context, event }) => {
              const result = setLineQuantity(context.cart, event.lineId, event.quantity);
              return result.ok
                ? { ...CLEAR, cart: result.cart, quote: null, quoteRequest: null }
                : notice(result.problem);
            }),
            'checkCart',
          ],
        },
        CART_REMOVE: {
          actions: [
            assign(({ context, event }) => {
              const result = removeLine(context.cart, event.lineId);
              return result.ok
                ? { ...CLEAR, cart: result.cart, quote: null, quoteRequest: null }
                : notice(result.problem);
            }),
            'checkCart',
          ],
        },
        CART_CLEAR: {
          actions: assign({ ...CLEAR, cart: EMPTY_CART, quote: null, quoteRequest: null }),
        },
        CHECKOUT: [
          // Said here, before the customer types any detail (ordering off, no cash, held order).
          { guard: 'checkoutBlocked', actions: 'noteCheckoutBlocked' },
          // A sync changed the cart while it was on screen: show the changes before going on.
          { guard: 'cartOutdated', actions: [assign(CLEAR), 'checkCart'] },
          {
            guard: 'cartHasLines',
            target: 'checkout',
            actions: assign({ ...CLEAR, quoteAttempts: 0, priceBefore: null, closedZones: null }),
          },
          { actions: assign(notice('cart_empty')) },
        ],
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
    checkout: s.createStateConfig({
      initial: 'fulfilment',
      states: {
        fulfilment: {
          on: {
            CHOOSE_DELIVERY: [
              closedToCart,
              // Past its ordinary hours: closed or late is the quote's to say, asked now (the
              // zone check, zone-check.ts); a zone it said closed is not asked again.
              { guard: 'zoneRefused', actions: assign(notice('zone_closed_late')) },
              { guard: 'zonePastHours', target: 'quoting', actions: 'checkZone' },
              // Below the zone's minimum by the menu's prices: said now, before any detail.
              { guard: 'belowZoneMinimum', target: 'minimum', actions: 'chooseZone' },
              { guard: 'zoneOffered', target: 'contact', actions: 'chooseZone' },
              { actions: assign(notice('zone_not_offered')) },
            ],
            CHOOSE_PICKUP: pickupInstead,
            BACK: { target: '#conversation.cart', actions: assign(CLEAR) },
          },
        },
        // The cart is below the chosen zone's minimum: add more (home), collect it instead, or
        // go on anyway (the quote decides; the zone record cannot say how it is compared).
        minimum: {
          on: {
            CONTINUE: [closedToCart, { target: 'contact', actions: assign(CLEAR) }],
            CHOOSE_PICKUP: pickupInstead,
            BACK: { target: 'fulfilment', actions: assign(CLEAR) },
          },
        },
        contact: contactState(s),
        quoting: {
          // Busy: the runner finds a chat waiting for a quote by these tags, never by its path.
          tags: ['busy', 'awaiting-quote'],
          entry: ['prepareQuote', 'askQuote'],
          // The zone check is this wait too (`zoneCheck` set): it ends with the wait.
          exit: 'endZoneCheck',
          always: {
            guard: ({ context }) => context.quoteRequest === null,
            target: '#conversation.cart',
          },
          on: {
            QUOTE_DONE: [
              // The zone check: closed is said at once with the other choices; accepted (a late
              // order, or open after all) goes on to the details, the quote kept till the review.
              { guard: 'zoneQuoteClosed', target: 'fulfilment', actions: 'noteZoneClosed' },
              ...zoneCheckOnwards,
              {
                target: 'review',
                // The receipt time is the result event's own time on the bot's clock. A re-quoted
                // order says whether its total changed (see requote.ts).
                actions: assign(({ context, event }) => {
                  const quote = holdQuote(stampQuote(event));
                  return { quote, quoteAttempts: 0, ...requotedNotice(context, quote) };
                }),
              },
            ],
            QUOTE_FAILED: [
              // The zone check could not ask (API down, 503): the details go on as before the
              // check existed, and the review's quote decides; the cart stays as it is.
              ...zoneCheckOnwards,
              {
                // A 409 on a quote is a race with a menu change: one fresh try, then the cart.
                guard: ({ context, event }) =>
                  (event.error as { kind?: string } | null)?.kind === 'conflict' &&
                  context.quoteAttempts < 1,
                target: 'quoting',
                reenter: true,
                actions: assign(({ context }) => ({ quoteAttempts: context.quoteAttempts + 1 })),
              },
              {
                target: '#conversation.cart',
                actions: assign(({ event }) => ({
                  notice: quoteFailureNotice(event.error),
                  quoteAttempts: 0,
                  priceBefore: null,
                })),
              },
            ],
            FORGET_CONTACT: { actions: 'forgetSavedContact' },
            // Only a cancel leaves while the price is being calculated: the zone check's goes
            // back to the receipt choice it came from.
            BACK: [
              {
                guard: 'checkingZone',
                target: 'fulfilment',
                actions: assign({ ...CLEAR, quoteRequest: null, quote: null }),
              },
              {
                target: '#conversation.cart',
                actions: assign({ ...CLEAR, quoteRequest: null, priceBefore: null }),
              },
            ],
          },
        },
        review: {
          on: {
            CONFIRM: [
              {
                // Expired or about to: every Confirm re-quotes first, never the quote's arrival
                // (see `shouldRequoteForExpiry`); the fresh quote's notice says what changed.
                guard: 'requoteForExpiry',
                target: 'quoting',
                actions: assign(({ context }) => ({
                  ...CLEAR,
                  ...keepPriceBefore(context, 'expired'),
                })),
              },
              {
                guard: 'quoteReadyToConfirm',
                target: 'submitting',
                actions: assign(({ context, event }) => {
                  const pendingOrder = prepareOrder(context, event.orderId, event.at);
                  // The cart becomes the order: it cannot be confirmed a second time.
                  return pendingOrder
                    ? { ...CLEAR, ...handOver(context, pendingOrder) }
                    : notice('contact_incomplete');
                }),
              },
              {
                actions: assign(({ context }) =>
                  notice(
                    context.quote
                      ? (quoteBlocker(context.quote.quote) ?? 'quote_missing')
                      : 'quote_missing',
                  ),
                ),
              },
            ],
            // Below the minimum for delivery: the same details, collected instead (re-quoted).
            CHOOSE_PICKUP: [
              closedToCart,
              {
                guard: ({ context }) => context.fulfilment?.kind === 'delivery',
                target: 'quoting',
                actions: assign({
                  ...CLEAR,
                  fulfilment: { kind: 'pickup' as const },
                  quote: null,
                  priceBefore: null,
                }),
              },
            ],
            EDIT: {
              target: '#conversation.cart',
              actions: assign({ ...CLEAR, quote: null, priceBefore: null }),
            },
            // Back is the step before: the note, then each detail with its value to keep.
            BACK: {
              target: 'contact.note',
              actions: assign({ ...CLEAR, quote: null, priceBefore: null }),
            },
            FORGET_CONTACT: { actions: 'forgetSavedContact' },
          },
        },
        submitting: {
          tags: ['busy', 'awaiting-submission'],
          entry: 'askSubmission',
          always: { guard: ({ context }) => context.pendingOrder === null, target: 'review' },
          // Nothing may leave a submission in flight: its outcome is shown here, and leaving
          // would drop the chat's record of the order while the service places it anyway.
          on: {
            // The order was accepted: the one way an accepted order enters the conversation.
            ORDER_RECORDED: {
              guard: 'isPendingOrder',
              target: '#conversation.submitted',
              actions: assign(({ context, event }) => ({
                ...CLEAR,
                // The submission is over even when the order is another id's (an earlier order
                // of the chat that turned up after all, which this confirmation waited for).
                pendingOrder: null,
                priceBefore: null,
                givenUp: null,
                ...submissionAccepted(context, event.summary, event.at),
              })),
            },
            ORDER_NOT_PLACED: [
              {
                // No order came of it: the lines are the cart again, for the fresh quote. Whether
                // the price changed is known only when that quote lands: the confirmed total is
                // kept to compare (a requote is also an attempt given up, or a token expired).
                guard: ({ context, event }) =>
                  aboutPendingOrder(context, event) && event.outcome?.kind === 'requote',
                target: 'quoting',
                actions: assign(({ context, event }) => ({
                  ...CLEAR,
                  ...keepPriceBefore(context, 'not_placed'),
                  ...submissionNotPlaced(context),
                  // It may still turn up: the next confirmation names it (one intent, one order).
                  ...withGivenUp(context, context.pendingOrder?.externalOrderId, event.at),
                })),
              },
              {
                guard: ({ context, event }) =>
                  aboutPendingOrder(context, event) && event.outcome?.kind === 'rejected',
                // The details from the first step, each with its value to keep: the customer
                // corrects the one the restaurant refused.
                target: 'contact.name',
                actions: assign(({ context, event }) => ({
                  ...submissionNotPlaced(context),
                  quote: null,
                  notice: {
                    code: 'restaurant_refused',
                    detail: event.outcome?.kind === 'rejected' ? event.outcome.message : undefined,
                  },
                })),
              },
            ],
            // Held: the order service keeps the order; the chat follows it as its held order.
            ORDER_HELD: {
              guard: 'isPendingOrder',
              target: '#conversation.submitted',
              actions: assign(({ context, event }) => submissionHeld(context, event.outcome)),
            },
            // The hand-over failed, but the order may be stored all the same: held, never lost.
            SUBMIT_FAILED: {
              target: '#conversation.submitted',
              actions: assign(({ context }) => submissionHeld(context, null)),
            },
            // The details are in the order already; forgetting them here also keeps its
            // acceptance from saving them again.
            FORGET_CONTACT: {
              actions: assign({ savedContact: null, contact: {}, ...notice('contact_forgotten') }),
            },
            HOME: { actions: assign(notice('please_wait')) },
            CANCEL: { actions: assign(notice('please_wait')) },
            OPEN_CART: { actions: assign(notice('please_wait')) },
            OPEN_ORDERS: { actions: assign(notice('please_wait')) },
            OPEN_LANGUAGE: { actions: assign(notice('please_wait')) },
            SEARCH: { actions: assign(notice('please_wait')) },
          },
        },
      },
    }),
    submitted: s.createStateConfig({
      on: {
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
    orders: s.createStateConfig({
      on: {
        REPEAT_LAST: {
          target: 'cart',
          actions: assign(withMenu((context, menu) => repeatLastOrder(context, menu))),
        },
        PAGE: {
          actions: assign(({ context, event }) => ({
            ...CLEAR,
            nav: { ...context.nav, page: clampPage(event.page, lastOrdersPage(context)) },
          })),
        },
        OPEN_ORDER: [
          {
            guard: ({ context, event }) => hasOrder(context, event.externalOrderId),
            target: 'order',
            actions: assign(({ event }) => ({ ...CLEAR, openOrder: event.externalOrderId })),
          },
          { actions: assign(notice('order_unknown')) },
        ],
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
    // One past order: its lines, total, receipt, status and number; "order this again".
    order: s.createStateConfig({
      on: {
        ORDER_AGAIN: [
          {
            guard: ({ context }) => (openOrderOf(context)?.items?.length ?? 0) > 0,
            target: 'cart',
            actions: assign(withMenu((context, menu) => orderAgain(context, menu))),
          },
          { actions: assign(notice('order_details_missing')) },
        ],
        BACK: { target: 'orders', actions: assign({ ...CLEAR, openOrder: null }) },
      },
    }),
  };
}
