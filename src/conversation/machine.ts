import { and, assign, stateIn } from 'xstate';
import { RESTAURANT_LOCALE } from '../locale/locale.ts';
import { receiveAppCart } from './app-cart.ts';
import { initialContext, notice } from './context-updates.ts';
import { withGivenUp } from './given-up.ts';
import { heldNotPlaced, orderAccepted } from './held-order.ts';
import { categoryNav } from './kept-quantity.ts';
import { CLEAR, conversationSetup } from './machine-setup.ts';
import { browseStates } from './states/browse.ts';
import { builderStates } from './states/builders.ts';
import { checkoutStates } from './states/checkout.ts';
import { languageStates } from './states/language.ts';
import { proposalStates } from './states/proposal.ts';
import { askedCategory, questionQuery } from './typed-question.ts';
import { SEARCH_ORIGINS, searchQuery, typedSearch } from './typed-text.ts';
import type { ConversationDeps } from './types.ts';

/**
 * Builds the conversation machine: pure XState v5, no grammY and no HTTP, driven by XState's
 * pure `transition` (see src/chat/runner.ts). It reads only the snapshot, the event (stamped
 * with its time and a fresh order id) and the menu from `deps`; the quote and the submission
 * leave it as effects (`ConversationEffect`), emitted on entering the state that waits for
 * them, and come back as events. The order keeps its external_order_id, handed in with the
 * confirming event and stored in the snapshot, so a re-issued submission is an identical replay.
 */
export function createConversationMachine(deps: ConversationDeps) {
  const s = conversationSetup(deps);
  return s.createMachine({
    id: 'conversation',
    context: ({ input }) =>
      initialContext(input?.locale ?? RESTAURANT_LOCALE, input?.chatId ?? null),
    initial: 'home',
    on: {
      // Reachable from every state unless a state says otherwise (checkout.submitting does).
      HOME: { target: '.home', actions: assign({ ...CLEAR, draft: null }) },
      CANCEL: {
        target: '.home',
        actions: assign({ ...CLEAR, draft: null, quote: null, pendingOrder: null }),
      },
      OPEN_CART: { target: '.cart', actions: assign({ ...CLEAR, draft: null }) },
      // The list opens at its newest orders.
      OPEN_ORDERS: {
        target: '.orders',
        actions: assign(({ context }) => ({
          ...CLEAR,
          nav: { ...context.nav, page: 0 },
          openOrder: null,
        })),
      },
      OPEN_LANGUAGE: { target: '.language', actions: assign(CLEAR) },
      SET_LOCALE: { actions: assign(({ event }) => ({ ...CLEAR, locale: event.locale })) },
      SEARCH: {
        target: '.search',
        actions: assign(({ context, event }) => ({
          ...CLEAR,
          draft: null,
          nav: { ...context.nav, query: searchQuery(event.query), page: 0 },
        })),
      },
      // Typed text searches the menu from every screen that does not take text as its answer
      // (the contact fields and the quantity have their own TEXT). The screens are told apart
      // here, in one place, so no screen needs a copy of this (see `typed-text.ts`).
      TEXT: [
        // The one contact screen without a typed answer, the saved details: text there is most
        // likely a detail typed again, so the answer names the two buttons (issue 14 point 4).
        {
          guard: stateIn('#conversation.checkout.contact'),
          actions: assign(notice('saved_contact_typed')),
        },
        // Busy: nothing leaves a quote or a submission in flight for a search.
        {
          guard: stateIn('#conversation.checkout.quoting'),
          actions: assign(notice('please_wait_quote')),
        },
        {
          guard: stateIn('#conversation.checkout.submitting'),
          actions: assign(notice('please_wait')),
        },
        // A text longer than one order may be is not read: the customer is asked for parts.
        { guard: 'tooLongToRead', actions: assign(notice('order_too_long')) },
        // A question about one dish opens its card (sizes, prices, ingredients); no cart.
        { guard: 'asksAboutDish', target: '.product', actions: 'openAskedDish' },
        // A kind of dish alone ("пица", "2 pizzas") opens its category: no dish is guessed.
        {
          guard: ({ context, event }) =>
            askedCategory(
              deps.menu(),
              event.text,
              context.locale,
              deps.menuNames?.(context.locale),
            ) !== null,
          target: '.category',
          actions: assign(({ context, event }) => ({
            ...CLEAR,
            draft: null,
            proposal: null,
            nav: categoryNav(
              context.nav,
              askedCategory(
                deps.menu(),
                event.text,
                context.locale,
                deps.menuNames?.(context.locale),
              ),
            ),
          })),
        },
        // Any other question naming dishes searches for them: their prices, never a cart.
        {
          guard: ({ context, event }) =>
            questionQuery(
              deps.menu(),
              event.text,
              context.locale,
              deps.menuNames?.(context.locale),
            ) !== null,
          target: '.search',
          actions: assign(({ context, event }) =>
            typedSearch(
              context,
              questionQuery(
                deps.menu(),
                event.text,
                context.locale,
                deps.menuNames?.(context.locale),
              ) ?? '',
              'home',
            ),
          ),
        },
        // A typed order ("2 маргарити без лук, една кола", or one dish named for certain)
        // becomes a proposal to confirm, whose "back" leads where it was typed, as a search's
        // does (issues 25, 35); other text is a search.
        ...SEARCH_ORIGINS.map(([state, typedOn]) => ({
          guard: and(['readsAsOrder', stateIn(state)]),
          target: '.proposal' as const,
          actions: { type: 'proposeTyped' as const, params: { typedOn } },
        })),
        {
          guard: 'readsAsOrder',
          target: '.proposal',
          actions: { type: 'proposeTyped', params: { typedOn: 'home' } },
        },
        ...SEARCH_ORIGINS.map(([state, typedOn]) => ({
          guard: stateIn(state),
          target: '.search' as const,
          actions: { type: 'searchTyped' as const, params: { typedOn } },
        })),
        { target: '.search', actions: { type: 'searchTyped', params: { typedOn: 'home' } } },
      ],
      // Any details left from a checkout that came to no order go too: nothing offers them again.
      FORGET_CONTACT: {
        actions: assign({ savedContact: null, contact: {}, ...notice('contact_forgotten') }),
      },
      // The order service's news about orders of this chat, in whatever state the chat is.
      ORDER_RECORDED: {
        actions: assign(({ context, event }) =>
          orderAccepted(context, event.summary, event.at, event.answers),
        ),
      },
      ORDER_NOT_PLACED: {
        actions: assign(({ context, event }) => {
          const update = heldNotPlaced(context, event.externalOrderId);
          // A held order given up may still turn up: the next confirmation names it.
          return update.heldOrder === null
            ? { ...update, ...withGivenUp(context, event.externalOrderId, event.at) }
            : update;
        }),
      },
      // A held order held again (a background retry): nothing changes.
      ORDER_HELD: {},
      ORDER_UPDATE: {
        actions: assign(({ context, event }) => ({
          orders: context.orders.map((order) =>
            order.externalOrderId === event.externalOrderId
              ? { ...order, status: event.status, statusLabel: event.statusLabel }
              : order,
          ),
        })),
      },
      // The expired held order's button, from whatever screen the chat is on: its cart (the
      // order's lines came back to it) is quoted again with the receipt and details it was sent
      // with, as the cart's Order and the kept details would; the next tap is the review's
      // Confirm. Not while a quote or a submission is in flight; the cart when ordering cannot
      // start now or the details are no longer all there.
      CONFIRM_FRESH_PRICE: [
        {
          guard: stateIn('#conversation.checkout.quoting'),
          actions: assign(notice('please_wait_quote')),
        },
        {
          guard: stateIn('#conversation.checkout.submitting'),
          actions: assign(notice('please_wait')),
        },
        { guard: 'checkoutBlocked', target: '.cart', actions: 'noteCheckoutBlocked' },
        {
          guard: 'freshPriceReady',
          target: '.checkout.quoting',
          actions: assign({ ...CLEAR, draft: null, quoteAttempts: 0, priceBefore: null }),
        },
        { target: '.cart', actions: assign({ ...CLEAR, draft: null }) },
      ],
      // A result for a wait the chat has left (it went back, or was restarted) changes nothing.
      QUOTE_DONE: {},
      QUOTE_FAILED: {},
      SUBMIT_FAILED: {},
      // The Mini App's cart; never while an order is being submitted (it would leave that step).
      APP_CART: [
        {
          guard: ({ context }) => context.pendingOrder === null,
          target: '.cart',
          actions: assign(({ context, event }) => receiveAppCart(context, event.lines)),
        },
        { actions: assign(notice('please_wait')) },
      ],
      // Anything else leaves the state unchanged and says what is expected here.
      '*': { actions: assign(notice('unexpected')) },
    },
    states: {
      ...browseStates(s, deps),
      ...builderStates(s, deps),
      ...checkoutStates(s, deps),
      ...languageStates(s),
      ...proposalStates(s, deps),
    },
  });
}

/** The deps of the restaurant whose step runs now on the process's machine (`withConversationDeps`). */
let running: ConversationDeps | undefined;

const runningDeps = (): ConversationDeps => {
  if (running === undefined) throw new Error('the shared conversation machine ran outside a step');
  return running;
};

let shared: ConversationMachine | undefined;

type ConversationMachine = ReturnType<typeof createConversationMachine>;

/**
 * The process's one conversation machine, for every restaurant of a fleet (issue 26): its
 * StateNodes, guards and actions are built once, and read the menu of the restaurant whose step
 * runs (`withConversationDeps`) instead of a restaurant's own deps. One machine per restaurant
 * was ~0.1 MB and ~1 ms of start-up each, and made XState's code see a different machine, with
 * its own closures, for every restaurant.
 */
export function sharedConversationMachine(): ConversationMachine {
  shared ??= createConversationMachine({
    menu: () => runningDeps().menu(),
    menuNames: (locale) => runningDeps().menuNames?.(locale),
  });
  return shared;
}

/**
 * Runs `run` (synchronous: a `transition()` of the shared machine) with `deps` as the deps its
 * guards and actions read; the deps of an enclosing call come back after.
 */
export function withConversationDeps<T>(deps: ConversationDeps, run: () => T): T {
  const outer = running;
  running = deps;
  try {
    return run();
  } finally {
    running = outer;
  }
}
